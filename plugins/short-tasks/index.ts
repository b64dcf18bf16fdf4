import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

import {replaceModules, type ModuleReplacement} from '../moduleReplacements';
import {overrideIsOn, type OverrideName} from '../overrides/switch';

/**
 * Docusaurus modules this plugin replaces in the browser bundle, with the
 * file of this folder that replaces each. A unit test checks that each
 * pattern still names one file of the installed Docusaurus and that the
 * replacement exports what the original does.
 */
export const REPLACED_MODULES: ReadonlyArray<ModuleReplacement> = [
  // The browser bundle's entry: evaluates the app and starts hydration.
  [/core[\\/]lib[\\/]client[\\/]clientEntry(\.js)?$/, 'clientEntry.tsx'],
  // Called by the generated route table once per route.
  [/core[\\/]lib[\\/]client[\\/]exports[\\/]ComponentCreator(\.js)?$/, 'ComponentCreator.tsx'],
  // Fetches a chunk ahead, for link prefetches.
  [/core[\\/]lib[\\/]client[\\/]prefetch(\.js)?$/, 'prefetch.ts'],
  // The provider of `useIsBrowser()`, imported by the core's App and by the hook.
  [/core[\\/]lib[\\/]client[\\/]browserContext(\.js)?$/, 'browserContext.tsx'],
  // The slot that puts the docs sidebar into the mobile navigation drawer.
  [
    /theme-common[\\/]lib[\\/]contexts[\\/]navbarSecondaryMenu[\\/]content(\.js)?$/,
    'navbarSecondaryMenuContent.tsx',
  ],
  // Read by the docs sidebar, the table of contents and the mobile menu.
  [/theme-common[\\/]lib[\\/]hooks[\\/]useWindowSize(\.js)?$/, 'useWindowSize.ts'],
];

/** The same, for the server bundle, which renders each page's HTML. */
export const SERVER_REPLACED_MODULES: ReadonlyArray<ModuleReplacement> = [
  // Renders a page; its boundaries must stay in place (`HydrateLater.tsx`).
  [/core[\\/]lib[\\/]client[\\/]renderToHtml(\.js)?$/, 'renderToHtml.server.ts'],
];

/**
 * React DOM, the main bundle's largest library, in a file of its own, which
 * every page loads with `main.js`. The browser compiles each script file in
 * one task; `main.js` alone took 35–90 ms on a cold load on this machine
 * (four times that at a phone's speed), the two files now 12–30 ms each.
 */
const STARTUP_FILES = {
  reactDom: {
    test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
    name: 'react-dom',
    chunks: 'initial',
    enforce: true,
    priority: 60,
  },
} as const;

/**
 * Keeps a page's start-up out of long tasks, which on a phone delay the
 * reader's first tap:
 * - before hydration, React DOM is compiled from a file of its own, the
 *   client entry evaluates the bundle in stages, each in a task of its own,
 *   requesting the page's chunks early, and route components are built on
 *   first use (`STARTUP_FILES`, `clientEntry.tsx`, `ComponentCreator.tsx`);
 * - content the reader cannot see yet stays the server's HTML, not
 *   hydrated, until it is wanted (`ServerHtmlUntil.tsx`: the API
 *   reference's closed groups);
 * - the desktop docs sidebar and table of contents hydrate after the rest
 *   (`theme/`, `HydrateLater.tsx`), kept in place in the server's HTML
 *   (`renderToHtml.server.ts`), and Helmet leaves the head alone until the
 *   page is hydrated (`HeadWritesAfterHydration.tsx`);
 * - the updates right after hydration render as transitions, sliced into
 *   short tasks (`browserContext.tsx`, `useWindowSize.ts`,
 *   `navbarSecondaryMenuContent.tsx`; the server bundle keeps the original
 *   modules, which never update there);
 * - link prefetches wait for idle periods, read the route table once, run
 *   in short slices and ask for each file once (`prefetchWhenIdle.ts`,
 *   `prefetchPlan.ts`, `idleQueue.ts`, `prefetch.ts`).
 */
/** The override each replacement belongs to. */
const OVERRIDE_OF_FILE: Readonly<Record<string, OverrideName>> = {
  'clientEntry.tsx': 'client-entry',
  'ComponentCreator.tsx': 'route-components',
  'prefetch.ts': 'prefetch',
  'browserContext.tsx': 'transitions',
  'navbarSecondaryMenuContent.tsx': 'transitions',
  'useWindowSize.ts': 'transitions',
  'renderToHtml.server.ts': 'hydrate-later',
};

const switchedOn = (table: ReadonlyArray<ModuleReplacement>) =>
  table.filter(([, file]) => overrideIsOn(OVERRIDE_OF_FILE[file] ?? 'client-entry'));

export default function shortTasksPlugin(): Plugin {
  const hydrateLater = overrideIsOn('hydrate-later');
  return {
    name: 'short-tasks',
    getClientModules: () =>
      overrideIsOn('prefetch') ? [join(__dirname, 'prefetchWhenIdle.ts')] : [],
    ...(hydrateLater && {
      getThemePath: () => join(__dirname, 'theme'),
      getTypeScriptThemePath: () => join(__dirname, 'theme'),
    }),
    configureWebpack(_config, isServer, utils) {
      return {
        plugins: replaceModules(
          utils,
          __dirname,
          switchedOn(isServer ? SERVER_REPLACED_MODULES : REPLACED_MODULES),
        ),
        ...(isServer ? {} : {optimization: {splitChunks: {cacheGroups: STARTUP_FILES}}}),
      };
    },
  };
}
