/**
 * Wires the embedded search into the client bundle and tells the client
 * where the index is.
 *
 * - Built site: the post-build pipeline (plugins/post-build) writes the
 *   index with build/writeIndex.ts; this plugin announces its path.
 * - Dev server (`npm start`), which builds no HTML: records from the sources
 *   (devIndex.ts), written at start-up and again whenever a plugin's content
 *   changes to `.docusaurus/search-index-dev/{locale}/search-index/dev.json`,
 *   a folder the dev server serves under the base URL. The revision in the
 *   URL makes an open page load the new index after an edit.
 * - Client: `algoliasearch/lite` resolves to client/liteClient.ts, which
 *   answers from the embedded engine when no hosted search app is configured
 *   and is the unchanged client otherwise; the theme's search page and the
 *   dialog both go through it.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import {join, resolve} from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';

import type {ProductTokenValues} from '../../src/config/productTokens';
import {apiSearchBlocks} from './build/apiBlocks';
import type {ExampleRecord} from '../examples/model';
import {devIndexRecords} from './build/devIndex';
import {builtIndexPath} from './build/writeIndex';
import {INDEX_DIRECTORY, PLUGIN_NAME} from './constants';
import {packIndex} from './engine/indexFile';
import {TOKENS_SCHEMA, optionsValidator} from '../pluginOptions';

/** What the client reads from the plugin's global data. */
// Used by the post-build pipeline, after each locale's build.
export {apiSearchBlocks} from './build/apiBlocks';
export {writeSearchIndex} from './build/writeIndex';

export interface SearchIndexGlobalData {
  /** Index file, relative to the locale's base URL. */
  indexPath: string;
}

// A type alias, not an interface: Docusaurus wants plugin options indexable.
export type SearchIndexPluginOptions = {
  readonly tokens: ProductTokenValues;
};

/** Checked by Docusaurus before the plugin runs (plugins/pluginOptions.ts). */
export const validateOptions = optionsValidator<SearchIndexPluginOptions>('search', {
  tokens: TOKENS_SCHEMA,
});

export default function searchIndexPlugin(context: LoadContext, pluginOptions: unknown): Plugin {
  const options = pluginOptions as SearchIndexPluginOptions;
  // `docusaurus start`; a production build sets NODE_ENV to production.
  const isDevServer = process.env.NODE_ENV === 'development';
  const devDirectory = join(
    context.generatedFilesDir,
    'search-index-dev',
    context.i18n.currentLocale,
  );
  let devRevision = 0;

  return {
    name: PLUGIN_NAME,

    async allContentLoaded({allContent, actions}) {
      if (!isDevServer) {
        const data: SearchIndexGlobalData = {indexPath: builtIndexPath()};
        actions.setGlobalData(data);
        return;
      }
      const started = Date.now();
      const locale = context.i18n.currentLocale;
      const examples = (allContent.examples?.default ?? []) as readonly ExampleRecord[];
      const records = await devIndexRecords({
        siteDir: context.siteDir,
        context: {siteUrl: context.siteConfig.url, baseUrl: context.baseUrl, language: locale},
        tokens: options.tokens,
        docs: allContent['docusaurus-plugin-content-docs']?.default as Parameters<
          typeof devIndexRecords
        >[0]['docs'],
        examples,
        apiReference: apiSearchBlocks(context, options.tokens, examples),
      });
      const packed = packIndex(locale, `${context.siteConfig.url}${context.baseUrl}`, records);
      await mkdir(join(devDirectory, INDEX_DIRECTORY), {recursive: true});
      await writeFile(join(devDirectory, INDEX_DIRECTORY, 'dev.json'), JSON.stringify(packed));
      devRevision += 1;
      const data: SearchIndexGlobalData = {
        indexPath: `${INDEX_DIRECTORY}/dev.json?r=${devRevision}`,
      };
      actions.setGlobalData(data);
      console.log(
        `[search-index] ${locale}: dev index of ${records.length} records in ${Date.now() - started} ms`,
      );
    },

    configureWebpack(_config, isServer) {
      return {
        resolve: {
          alias: {
            'algoliasearch/lite$': resolve(__dirname, 'client/liteClient.ts'),
          },
        },
        // The dev server serves the dev index beside the static folders
        // (webpack-merge appends this to Docusaurus' own list).
        ...(isDevServer &&
          !isServer && {
            devServer: {
              static: [{directory: devDirectory, publicPath: context.baseUrl, watch: false}],
            },
          }),
      };
    },
  };
}

// The config gives this plugin as a function, whose options check Docusaurus reads from this
// property; its type is generic over any options, this one checks one plugin's.
searchIndexPlugin.validateOptions = validateOptions as PluginModule['validateOptions'];
