/**
 * Examples plugin: reads every `example/{slug}/` (index.html + meta.json),
 * validates it, writes the offline preview runtime and one demo document
 * per example, builds the examples' records for the current locale
 * (model.ts) and creates the `/example/{slug}/` pages from them, whose data
 * each page loads by slug (`exampleData.ts`). The gallery
 * data is a JSON module the /example/ page imports
 * (`@generated/examples/default/gallery.json`), so no other page carries it,
 * and its search text another, which that page loads when a reader searches
 * (`gallery.ts`);
 * the plugins page imports the list of slugs
 * (`@generated/examples/default/slugs.json`) to link the examples that exist.
 * Nothing is global data, which every page's bundle would carry.
 */
import {exampleMark} from '../translations/core/marks';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Configuration as WebpackConfiguration} from 'webpack';
import {normalizeUrl} from '@docusaurus/utils';

import {replaceModules, type ModuleReplacement} from '../moduleReplacements';
import {exampleRecords, localisedTopics, type ExampleRecord} from './model';
import {readExamples, readTopicLabels, type ExamplesPluginOptions} from './read';
import {RUNTIME_DIR, writeRuntime} from '../preview';
import {galleryOf} from './gallery';
import {apiModelOf} from '../../src/model/api/apiModel';
import {loadApiPages} from '../../src/model/api/entries';
import {exampleUses, type ExampleUses} from '../../src/model/code/exampleUses';
import {exampleMinimum, galleryVersionLines} from '../../src/model/versions/exampleMinimum';
import {loadVersionFacts} from '../../src/model/versions/versionFactsFile';
import {devServerStatic, runtimeOutputDir} from './sharedAssets';
import type {ExampleData, ExamplePreviewSettings, ExampleSlugs} from './types';
import {Joi} from '@docusaurus/utils-validation';
import {BASE_URL_SCHEMA, TOKENS_SCHEMA, optionsValidator} from '../pluginOptions';

/**
 * The server bundle reads each example's data and the gallery's cards at
 * once (`exampleData.server.ts`, `galleryCards.server.ts`).
 */
const SERVER_DATA: ReadonlyArray<ModuleReplacement> = [
  [/examples[\\/]exampleData$/, 'exampleData.server.ts'],
  [/examples[\\/]galleryCards$/, 'galleryCards.server.ts'],
];

function withoutApiKeys(record: ExampleRecord): Omit<ExampleRecord, 'apiKeys'> {
  return Object.fromEntries(
    Object.entries(record).filter(([field]) => field !== 'apiKeys'),
  ) as Omit<ExampleRecord, 'apiKeys'>;
}

/** Checked by Docusaurus before the plugin runs (plugins/pluginOptions.ts). */
export const validateOptions = optionsValidator<ExamplesPluginOptions>('examples', {
  tokens: TOKENS_SCHEMA,
  assetsUrl: Joi.string().uri().required(),
  siteBaseUrl: BASE_URL_SCHEMA,
});

export default function examplesPlugin(
  context: LoadContext,
  pluginOptions: unknown,
): Plugin<ExampleRecord[]> {
  // Checked by `validateOptions` before Docusaurus calls the plugin.
  const options = pluginOptions as ExamplesPluginOptions;
  const exampleDir = join(context.siteDir, 'example');
  const runtimeDir = runtimeOutputDir(context.generatedFilesDir);
  const locale = context.i18n.currentLocale === 'ja' ? 'ja' : 'en';
  // Read once per load; the gallery's topic list needs them again after the records.
  let topicLabels: Record<string, string> = {};
  // The use table of the last load, by slug: what each example's code uses.
  let usesBySlug = new Map<string, ExampleUses>();
  // The dev server can start a reload while the last one still writes the
  // runtime: each waits for the one before.
  let lastLoad: Promise<unknown> = Promise.resolve();

  return {
    name: 'examples',

    // The example page, the gallery and the playground: `@theme/ExamplePage` and the others.
    getThemePath: () => join(__dirname, 'theme'),
    getTypeScriptThemePath: () => join(__dirname, 'theme'),

    configureWebpack(_config, isServer, utils) {
      if (isServer) {
        return {plugins: replaceModules(utils, __dirname, SERVER_DATA)};
      }
      if (process.env.NODE_ENV === 'production') {
        return undefined;
      }
      // The dev server's side of what every host of the site does: demo
      // frames are sandboxed with an opaque origin
      // (plugins/examples/theme/ExamplePlayground/demoFrame.ts), so their
      // requests for the runtime's files are cross-origin. Docusaurus merges
      // `devServer` into its dev server's options; webpack's configuration
      // type does not declare it.
      // The thumbnails and the runtime are served at the site's root for
      // every locale, as in the built site (sharedAssets.ts).
      return {
        devServer: {
          headers: (request: {url?: string}): Record<string, string> =>
            request.url?.includes(`/${RUNTIME_DIR}/`) ? {'Access-Control-Allow-Origin': '*'} : {},
          static: devServerStatic(context, options.siteBaseUrl),
        },
      } as WebpackConfiguration;
    },

    getPathsToWatch() {
      return [join(exampleDir, '**/*'), join(__dirname, 'runtime', '*')];
    },

    async loadContent() {
      const load = lastLoad
        .catch(() => undefined)
        .then(async () => {
          const examples = await readExamples(exampleDir, options.tokens);
          await writeRuntime(runtimeDir, examples, options);
          topicLabels = await readTopicLabels(exampleDir);
          const model = apiModelOf(loadApiPages(context.siteDir), options.tokens.productId);
          usesBySlug = new Map(
            examples.map(({slug, html}) => [
              slug,
              exampleUses(html, model, options.tokens.productId),
            ]),
          );
          const records = exampleRecords(
            examples,
            topicLabels,
            locale,
            (slug) => usesBySlug.get(slug)!,
            options.siteBaseUrl,
          );
          if (locale !== 'ja') return records;
          // A Japanese example whose English changed since its translation was checked is marked.
          const metaOf = new Map(examples.map(({slug, meta}) => [slug, meta]));
          return records.map((record) => {
            const translation = exampleMark(
              context.siteDir,
              record.slug,
              metaOf.get(record.slug)!,
              options.siteBaseUrl,
            );
            return translation ? {...record, translation} : record;
          });
        });
      lastLoad = load;
      return load;
    },

    async contentLoaded({content: records, actions}) {
      const preview: ExamplePreviewSettings = {
        productId: options.tokens.productId,
        assetsUrl: options.assetsUrl,
      };
      const facts = loadVersionFacts(context.siteDir);
      const minimum = Object.fromEntries(
        records.map(({slug}) => {
          const uses = usesBySlug.get(slug);
          return [slug, uses ? exampleMinimum(uses, facts) : null];
        }),
      );
      const versions = {minimum, lines: galleryVersionLines(facts)};
      for (const record of records) {
        const minimumVersion = minimum[record.slug] ?? null;
        // The page shows the minimum the keys gave; the keys themselves stay in the build.
        const data: ExampleData = {...withoutApiKeys(record), preview, minimumVersion};
        // Read by slug (`exampleData.ts`), not a route module: see there.
        await actions.createData(`example-${record.slug}.json`, JSON.stringify(data));
        actions.addRoute({
          path: normalizeUrl([context.baseUrl, 'example', record.slug, '/']),
          component: '@theme/ExamplePage',
          exact: true,
        });
      }
      const gallery = galleryOf(records, localisedTopics(topicLabels, locale), versions);
      await actions.createData('gallery-shell.json', JSON.stringify(gallery.shell));
      await actions.createData('gallery.json', JSON.stringify(gallery.data));
      await actions.createData('gallery-search.json', JSON.stringify(gallery.searchText));
      const slugs: ExampleSlugs = records.map(({slug}) => slug);
      await actions.createData('slugs.json', JSON.stringify(slugs));
    },
  };
}
