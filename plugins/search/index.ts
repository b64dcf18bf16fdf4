/**
 * Builds the docs search index from the built HTML, after each locale's build
 * (postBuild), and wires the embedded search into the client bundle.
 *
 * - Records: build/extract.ts, one call per page; the
 *   examples' pages from the examples plugin's records (devIndex.ts's
 *   `exampleOutlines`), the same the dev server indexes.
 * - Output: `{outDir}/search-index/{buildId}.json` for the locale, and
 *   `{outDir}/search-index/records.json` with the same records for
 *   `npm run search:push` and `npm run search:serve`. The build id is in the
 *   URL the browser loads, so a long cache lifetime is safe.
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
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {join, resolve} from 'node:path';
import {randomBytes} from 'node:crypto';
import type {LoadContext, Plugin} from '@docusaurus/types';

import type {ProductTokenValues} from '../../src/config/productTokens';
import {loadApiPages} from '../api-reference';
import type {ExampleRecord} from '../examples/model';
import {devIndexRecords, exampleOutlines} from './build/devIndex';
import {recordsOfOutline} from './build/sourceRecords';
import {extractRecords} from './build/extract';
import {INDEX_DIRECTORY, PLUGIN_NAME} from './constants';
import {packIndex} from './engine/indexFile';
import type {SearchIndexFile, SearchRecord} from './engine/types';

/** One id per build process, shared by the locales it builds. */
const BUILD_ID = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;

/** What the client reads from the plugin's global data. */
export interface SearchIndexGlobalData {
  /** Index file, relative to the locale's base URL. */
  indexPath: string;
}

// A type alias, not an interface: Docusaurus wants plugin options indexable.
export type SearchIndexPluginOptions = {
  readonly tokens: ProductTokenValues;
};

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
  // The examples plugin's records: the examples' pages are indexed from them, not their HTML.
  let examples: readonly ExampleRecord[] = [];

  return {
    name: PLUGIN_NAME,

    async allContentLoaded({allContent, actions}) {
      examples = (allContent.examples?.default ?? []) as readonly ExampleRecord[];
      if (!isDevServer) {
        const data: SearchIndexGlobalData = {indexPath: `${INDEX_DIRECTORY}/${BUILD_ID}.json`};
        actions.setGlobalData(data);
        return;
      }
      const started = Date.now();
      const locale = context.i18n.currentLocale;
      const records = await devIndexRecords({
        siteDir: context.siteDir,
        context: {siteUrl: context.siteConfig.url, baseUrl: context.baseUrl, language: locale},
        tokens: options.tokens,
        docs: allContent['docusaurus-plugin-content-docs']?.default as Parameters<
          typeof devIndexRecords
        >[0]['docs'],
        examples,
        apiPages: loadApiPages(context.siteDir),
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

    async postBuild({outDir, routesPaths, baseUrl, siteConfig, i18n}) {
      const started = Date.now();
      const records: SearchRecord[] = [];
      const paths = [...new Set(routesPaths)].filter((path) => path.endsWith('/')).sort();
      const examplePaths = new Set(examples.map(({slug}) => `${baseUrl}example/${slug}/`));
      const context = {siteUrl: siteConfig.url, baseUrl, language: i18n.currentLocale};
      records.push(
        ...exampleOutlines(examples, options.tokens).flatMap((outline) =>
          recordsOfOutline(outline, context),
        ),
      );
      for (const path of paths.filter((candidate) => !examplePaths.has(candidate))) {
        const relative = path.slice(baseUrl.length);
        let html: string;
        try {
          html = await readFile(join(outDir, relative, 'index.html'), 'utf8');
        } catch {
          continue;
        }
        records.push(
          ...extractRecords({
            html,
            path,
            baseUrl,
            siteUrl: siteConfig.url,
            locale: i18n.currentLocale,
          }),
        );
      }
      const file: SearchIndexFile = {version: 1, language: i18n.currentLocale, records};
      const directory = join(outDir, INDEX_DIRECTORY);
      await mkdir(directory, {recursive: true});
      // The browser loads the packed file; records.json is for the hosted service.
      const packed = JSON.stringify(
        packIndex(i18n.currentLocale, `${siteConfig.url}${baseUrl}`, records),
      );
      await writeFile(join(directory, `${BUILD_ID}.json`), packed);
      await writeFile(join(directory, 'records.json'), JSON.stringify(file));
      console.log(
        `[search-index] ${i18n.currentLocale}: ${records.length} records from ${paths.length} routes, ` +
          `${(Buffer.byteLength(packed) / 1024).toFixed(0)} KiB packed, ${Date.now() - started} ms`,
      );
    },
  };
}
