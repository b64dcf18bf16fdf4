import {readFileSync} from 'node:fs';
import {mkdir, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {escapeRegexp, normalizeUrl} from '@docusaurus/utils';

import {replaceModules, type ModuleReplacement} from '../moduleReplacements';
import {overrideIsOn, type OverrideName} from '../overrides/switch';
import {bundledSiteConfigModule} from './siteConfig';
import {inlinedIds, translatedSources} from './translations/scanTranslations';
import {contentFacts, unusedThemeComponents} from './unusedThemeComponents';

/**
 * Docusaurus modules this plugin replaces in the browser bundle, with the
 * file of this folder that replaces each (checked against the installed
 * Docusaurus by `tests/unit/moduleReplacements.test.ts`).
 */
/** The override each replacement belongs to. */
const OVERRIDE_OF_FILE: Readonly<Record<string, OverrideName>> = {
  'utilsCommon.ts': 'utils-common',
  'progressBar.ts': 'progress-bar',
  'head/Head.tsx': 'head',
};

export const REPLACED_MODULES: ReadonlyArray<ModuleReplacement> = [
  // Imported by the core's `Link` and the theme for `applyTrailingSlash`.
  [/utils-common[\\/]lib[\\/]index(\.js)?$/, 'utilsCommon.ts'],
  // The theme's navigation progress bar, nprogress (see progressBar.ts).
  [/theme-classic[\\/]lib[\\/]nprogress(\.js)?$/, 'progressBar.ts'],
  // `@docusaurus/Head`, react-helmet-async's `<Helmet>` (see head/Head.tsx).
  [/core[\\/]lib[\\/]client[\\/]exports[\\/]Head(\.js)?$/, 'head/Head.tsx'],
];

/** Replaced only while the site config turns the feature off. */
export const REPLACED_WHEN_DISABLED: ReadonlyArray<ModuleReplacement> = [
  // The core's base-URL banner, rendered by its App on every page: when the
  // config turns it off, it still ships its detection code and strings only
  // to render nothing. The site's own `ScriptFailureNotice` explains a wrong
  // base URL instead.
  [/core[\\/]lib[\\/]client[\\/]BaseUrlIssueBanner[\\/]index(\.js)?$/, 'renderNothing.tsx'],
];

/**
 * Site components the browser never renders, with the module the server
 * bundle renders instead (in the component's folder): the browser's module
 * keeps the server's HTML, and no page's script carries what it shows.
 */
export const SERVER_RENDERED_COMPONENTS: ReadonlyArray<
  readonly [folder: string, ...replacement: ModuleReplacement]
> = [
  // Hidden; the page template's script loader shows it when the scripts do not run.
  ['src/components/ScriptFailureNotice', /components[\\/]ScriptFailureNotice$/, 'index.server.tsx'],
];

/**
 * The browser bundle's route table and chunk-name table have one route for
 * every example page (`exampleRoutes.ts`), and its chunk registry no module
 * paths (`registry.ts`). The debug pages list the tables as generated,
 * which is also what their server HTML shows.
 */
function generatedTablesRule(context: LoadContext) {
  const tables = ['routes.js', 'routesChunkNames.json', 'registry.js'].map((file) =>
    join(context.generatedFilesDir, file),
  );
  return {
    test: new RegExp(`^(?:${tables.map(escapeRegexp).join('|')})$`),
    issuer: {not: [/[\\/]plugin-debug[\\/]/, /[\\/]DebugRegistry[\\/]/]},
    use: [
      {
        loader: join(__dirname, 'tablesLoader.cjs'),
        options: {
          prefix: normalizeUrl([context.baseUrl, 'example/']),
          exampleRoutes: overrideIsOn('example-routes'),
          registry: overrideIsOn('registry'),
        },
      },
    ],
  };
}

/** The docs plugin's version metadata modules, without the docs' descriptions (`docsVersion.ts`). */
function docsVersionRule(context: LoadContext) {
  const folder = join(context.generatedFilesDir, 'docusaurus-plugin-content-docs');
  return {
    test: new RegExp(`^${escapeRegexp(folder)}[\\\\/][^\\\\/]+[\\\\/]p[\\\\/][^\\\\/]+\\.json$`),
    use: [{loader: join(__dirname, 'docsVersionLoader.cjs')}],
  };
}

/**
 * The browser bundle's code translations are written into the code that
 * asks for them (`translations/`), and the table every page's main script
 * carries loses the entries written in everywhere: each string then comes
 * with the chunk of the component that shows it. The server bundle keeps
 * Docusaurus's table; both render the same text.
 */
function inlinedTranslationRules(context: LoadContext) {
  const tablePath = join(context.generatedFilesDir, 'codeTranslations.json');
  const table = JSON.parse(readFileSync(tablePath, 'utf8')) as Record<string, string>;
  const loader = join(__dirname, 'translations', 'loader.cjs');
  return [
    {
      test: /\.(js|jsx|mjs|ts|tsx)$/,
      enforce: 'pre' as const,
      exclude: /node_modules[\\/](?!@docusaurus[\\/])/,
      use: [{loader, options: {table}}],
    },
    {
      test: new RegExp(`^${escapeRegexp(tablePath)}$`),
      use: [{loader, options: {drop: [...inlinedIds(translatedSources(context.siteDir))]}}],
    },
  ];
}

/**
 * Keeps code and data that pages do not use out of every page's main
 * bundle: a library module that drags in more than the page uses is
 * replaced by one that imports only what is used (the server bundle keeps
 * the originals, whose size no reader downloads), and the site config that
 * Docusaurus writes into both bundles loses its build-only fields
 * (`siteConfig.ts`; both bundles, so that a page that shows the config, the
 * debug pages, hydrates what the server rendered). In both bundles too, so
 * that pages hydrate what the server rendered: the docs version metadata
 * loses what no page shows (`docsVersion.ts`), and theme components that
 * render nothing for any page of the loaded content are replaced by one
 * that renders nothing (`unusedThemeComponents.ts`, production builds).
 */
export default function leanBundlePlugin(context: LoadContext): Plugin {
  const generatedConfig = join(context.generatedFilesDir, 'docusaurus.config.mjs');
  const bundledConfig = join(context.generatedFilesDir, 'lean-bundle', 'docusaurus.config.mjs');
  let unusedComponents: ModuleReplacement[] = [];
  return {
    name: 'lean-bundle',
    // Once every plugin is in: each theme adds its defaults to the theme config as it loads.
    async allContentLoaded({allContent}) {
      unusedComponents = unusedThemeComponents(contentFacts(allContent));
      await mkdir(join(bundledConfig, '..'), {recursive: true});
      await writeFile(bundledConfig, bundledSiteConfigModule(context.siteConfig));
    },
    configureWebpack(config, isServer, utils) {
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        module: {
          rules: [
            ...(overrideIsOn('docs-version') ? [docsVersionRule(context)] : []),
            ...(isServer
              ? []
              : [
                  ...(overrideIsOn('example-routes') || overrideIsOn('registry')
                    ? [generatedTablesRule(context)]
                    : []),
                  // Production only: the dev server would keep the table of its start.
                  ...(config.mode === 'production' && overrideIsOn('inline-translations')
                    ? inlinedTranslationRules(context)
                    : []),
                ]),
          ],
        },
        plugins: [
          ...(overrideIsOn('site-config')
            ? [
                new NormalModuleReplacementPlugin(
                  new RegExp(`^${escapeRegexp(generatedConfig)}$`),
                  bundledConfig,
                ),
              ]
            : []),
          // Without the override, the browser renders the server's module too.
          ...(isServer || !overrideIsOn('server-rendered')
            ? SERVER_RENDERED_COMPONENTS.flatMap(([folder, ...replacement]) =>
                replaceModules(utils, join(context.siteDir, folder), [replacement]),
              )
            : []),
          ...(isServer
            ? []
            : replaceModules(
                utils,
                __dirname,
                REPLACED_MODULES.filter(([, file]) =>
                  overrideIsOn(OVERRIDE_OF_FILE[file] ?? 'head'),
                ),
              )),
          ...(context.siteConfig.baseUrlIssueBanner || !overrideIsOn('base-url-banner')
            ? []
            : replaceModules(utils, __dirname, REPLACED_WHEN_DISABLED)),
          // Production only: the dev server keeps its bundler config while writers edit.
          ...(config.mode === 'production' && overrideIsOn('unused-theme-components')
            ? replaceModules(utils, __dirname, unusedComponents)
            : []),
        ],
      };
    },
  };
}
