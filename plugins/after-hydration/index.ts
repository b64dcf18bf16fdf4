import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

import {replaceModules, type ModuleReplacement} from '../moduleReplacements';

/**
 * Docusaurus modules whose first update after hydration this plugin
 * schedules, with the file of this folder that replaces each. A unit test
 * checks that each pattern still names one file of the installed Docusaurus
 * and that the replacement exports what the original does.
 */
export const REPLACED_MODULES: ReadonlyArray<ModuleReplacement> = [
  // The provider of `useIsBrowser()`, imported by the core's App and by the hook.
  [/core[\\/]lib[\\/]client[\\/]browserContext(\.js)?$/, 'browserContext.tsx'],
  // Read by the docs sidebar, the table of contents and the mobile menu.
  [/theme-common[\\/]lib[\\/]hooks[\\/]useWindowSize(\.js)?$/, 'useWindowSize.ts'],
];

/**
 * Keeps the work the browser does right after hydration out of long tasks,
 * which on a phone delay the reader's first tap:
 * - the core's `useIsBrowser()` flip and the theme's first `useWindowSize()`
 *   answer render as transitions, sliced into short tasks
 *   (`browserContext.tsx`, `useWindowSize.ts`; the server bundle keeps the
 *   original modules, which never update there);
 * - link prefetches wait for idle periods and run in short slices
 *   (`prefetchWhenIdle.ts`, `idleQueue.ts`).
 */
export default function afterHydrationPlugin(): Plugin {
  return {
    name: 'after-hydration',
    getClientModules: () => [join(__dirname, 'prefetchWhenIdle.ts')],
    configureWebpack(_config, isServer, utils) {
      return isServer ? {} : {plugins: replaceModules(utils, __dirname, REPLACED_MODULES)};
    },
  };
}
