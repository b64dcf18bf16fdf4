/**
 * Examples plugin: reads every `example/{slug}/` (index.html + meta.json),
 * validates it, writes the offline preview runtime and one demo document
 * per example, builds the examples' records for the current locale
 * (model.ts) and creates the `/example/{slug}/` pages from them. The gallery
 * data is a JSON module the /example/ page imports
 * (`@generated/examples/default/gallery.json`), so no other page carries it;
 * every page gets only the titles, for links to examples.
 */
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Configuration as WebpackConfiguration} from 'webpack';
import {normalizeUrl} from '@docusaurus/utils';

import {exampleRecords, exampleTitles, localisedTopics, type ExampleRecord} from './model';
import {
  RUNTIME_DIR,
  readExamples,
  readTopicLabels,
  writeRuntime,
  type ExamplesPluginOptions,
} from './runtime';
import type {ExampleData, ExamplePreviewSettings, ExamplesGlobalData, GalleryData} from './types';

export default function examplesPlugin(
  context: LoadContext,
  pluginOptions: unknown,
): Plugin<ExampleRecord[]> {
  // Docusaurus types plugin options as unknown; docusaurus.config.ts passes these.
  const options = pluginOptions as ExamplesPluginOptions;
  const exampleDir = join(context.siteDir, 'example');
  const runtimeDir = join(context.siteDir, '.generated', RUNTIME_DIR);
  const locale = context.i18n.currentLocale === 'ja' ? 'ja' : 'en';
  // Read once per load; the gallery's topic list needs them again after the records.
  let topicLabels: Record<string, string> = {};

  return {
    name: 'examples',

    configureWebpack(_config, isServer) {
      if (isServer || process.env.NODE_ENV === 'production') {
        return undefined;
      }
      // The dev server's side of what every host of the site does: demo
      // frames are sandboxed with an opaque origin (src/components/ExamplePage/
      // demoFrame.ts), so their requests for the runtime's files are
      // cross-origin. Docusaurus merges `devServer` into its dev server's
      // options; webpack's configuration type does not declare it.
      return {
        devServer: {
          headers: (request: {url?: string}): Record<string, string> =>
            request.url?.includes(`/${RUNTIME_DIR}/`) ? {'Access-Control-Allow-Origin': '*'} : {},
        },
      } as WebpackConfiguration;
    },

    getPathsToWatch() {
      return [join(exampleDir, '**/*'), join(__dirname, 'runtime', '*')];
    },

    async loadContent() {
      const examples = await readExamples(exampleDir, options.tokens);
      await writeRuntime(runtimeDir, examples, options);
      topicLabels = await readTopicLabels(exampleDir);
      return exampleRecords(examples, topicLabels, locale, options.tokens.productId);
    },

    async contentLoaded({content: records, actions}) {
      const preview: ExamplePreviewSettings = {
        productId: options.tokens.productId,
        assetsUrl: options.assetsUrl,
      };
      for (const record of records) {
        const data: ExampleData = {...record, preview};
        const dataPath = await actions.createData(
          `example-${record.slug}.json`,
          JSON.stringify(data),
        );
        actions.addRoute({
          path: normalizeUrl([context.baseUrl, 'example', record.slug, '/']),
          component: '@site/src/components/ExamplePage',
          exact: true,
          modules: {example: dataPath},
        });
      }
      const gallery: GalleryData = {
        examples: records.map(({slug, title, summary, text, thumbnail, live, topics, apis}) => ({
          slug,
          title,
          summary,
          text,
          thumbnail,
          live,
          apis,
          topics: topics.map((topic) => topic.id),
        })),
        topics: localisedTopics(topicLabels, locale),
      };
      await actions.createData('gallery.json', JSON.stringify(gallery));
      const globalData: ExamplesGlobalData = {
        titles: exampleTitles(records),
      };
      actions.setGlobalData(globalData);
    },
  };
}
