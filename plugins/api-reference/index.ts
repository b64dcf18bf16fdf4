/**
 * API reference plugin: the one reader of `docs/api/_entries/`. It fails the
 * build on entries that break the writing rules, writes each page's data for
 * the locale being built (its prose only, product tokens replaced), which the
 * MDX pages import as `@api-pages/{id}.json` (the content of sections that
 * start closed in `@api-pages/{id}.closed.json`, loaded when one is opened:
 * `closedSections.ts`), with the examples that use each
 * entry (found in the examples' own code, so the "Related examples" lists
 * follow the examples as they change), and which page and anchor each type
 * name links to (`@api-pages/type-links.json`, shared by the API pages).
 */
import {mkdir, rm} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {processCache, writeIfChanged} from '../../src/lib/incrementalFiles';
import {replaceModules, type ModuleReplacement} from '../moduleReplacements';
import {loadVersionFacts} from '../../src/model/versions/versionFactsFile';
import {sinceByAnchor} from '../../src/model/versions/sinceByAnchor';
import {relatedExamples, relatedExamplesOfPage, type ExampleEntries} from './build/relatedExamples';

/** What `localizedApiPages` needs of each example, for the plugins that call it. */
export type {ExampleEntries};
import {loadApiExampleComments, loadApiPages} from '../../src/model/api/entries';
import {typeLinksOf} from '../../src/model/api/anchors';
import {localizeApiPage, type ApiLocale} from './build/localize';
import {splitClosedSections} from './model/splitClosedSections';
import {codeAssistData} from './build/codeAssistData';
import {englishBaseUrlOf, entryMarks} from '../translations/core/marks';
import type {ApiPage, ApiPageWithRelated} from '../../src/model/api/types';
import type {ProductTokenValues} from '../../src/config/productTokens';
import type {ApiTypeLinks} from './types';
import {TOKENS_SCHEMA, optionsValidator} from '../pluginOptions';

/** The server bundle reads a page's closed sections at once (`closedSections.server.ts`). */
const SERVER_CLOSED_SECTIONS: ModuleReplacement = [
  /api-reference[\\/]closedSections$/,
  'closedSections.server.ts',
];

// A type alias, not an interface: Docusaurus wants plugin options indexable.
export type ApiReferencePluginOptions = {
  readonly tokens: ProductTokenValues;
};

/** Checked by Docusaurus before the plugin runs (plugins/pluginOptions.ts). */
export const validateOptions = optionsValidator<ApiReferencePluginOptions>('api-reference', {
  tokens: TOKENS_SCHEMA,
});

const localizedPages = processCache<{
  pages: readonly ApiPage[];
  examples: readonly ExampleEntries[];
  result: readonly ApiPageWithRelated[];
}>('api-localized');

/**
 * The API pages in one locale, product tokens replaced, with the examples
 * that use each entry: what the pages, their search records and the dev
 * index read. Made once per locale and loaded content (`loadApiPages`, the
 * examples plugin's records).
 */
export function localizedApiPages(
  siteDir: string,
  locale: ApiLocale,
  tokens: ProductTokenValues,
  examples: readonly ExampleEntries[],
  /** The English site's base URL, where a mark of an outdated Japanese entry links. */
  englishBaseUrl: string,
): readonly ApiPageWithRelated[] {
  const pages = loadApiPages(siteDir);
  const localized = localizedPages.get(locale);
  if (localized?.pages === pages && localized.examples === examples) {
    return localized.result;
  }
  const exampleComments = loadApiExampleComments(siteDir);
  const related = relatedExamples(pages, examples);
  const titles = Object.fromEntries(examples.map(({slug, title}) => [slug, title]));
  const facts = loadVersionFacts(siteDir);
  const result = pages.map((page) => {
    const marks = locale === 'ja' ? entryMarks(siteDir, page, englishBaseUrl) : {};
    return {
      ...localizeApiPage(page, locale, tokens, exampleComments),
      related: relatedExamplesOfPage(page, related, titles),
      since: sinceByAnchor(page, facts),
      ...(Object.keys(marks).length ? {translation: marks} : {}),
    };
  });
  localizedPages.set(locale, {pages, examples, result});
  return result;
}

export default function apiReferencePlugin(context: LoadContext, pluginOptions: unknown): Plugin {
  const options = pluginOptions as ApiReferencePluginOptions;
  const entriesDir = join(context.siteDir, 'docs', 'api', '_entries');
  const locale: ApiLocale = context.i18n.currentLocale === 'ja' ? 'ja' : 'en';
  const pagesDir = join(context.generatedFilesDir, 'api-reference-pages', locale);

  return {
    name: 'api-reference',

    // The page component, `@theme/ApiReference`, which the API MDX pages import.
    getThemePath: () => join(__dirname, 'theme'),
    getTypeScriptThemePath: () => join(__dirname, 'theme'),

    getPathsToWatch() {
      return [join(entriesDir, '**/*.ts')];
    },

    // Each page's data for this locale, which the MDX pages import as
    // `@api-pages/{id}.json`: only this locale's prose, tokens replaced.
    // The server renders closed sections from their module at once.
    configureWebpack(_config, isServer, utils) {
      return {
        resolve: {alias: {'@api-pages': pagesDir}},
        plugins: isServer ? replaceModules(utils, __dirname, [SERVER_CLOSED_SECTIONS]) : [],
      };
    },

    // After every plugin has loaded: the examples' records come from the examples plugin.
    async allContentLoaded({allContent}) {
      const examples = (allContent.examples?.default ?? []) as readonly ExampleEntries[];
      const pages = localizedApiPages(
        context.siteDir,
        locale,
        options.tokens,
        examples,
        englishBaseUrlOf(context.i18n),
      );
      await mkdir(pagesDir, {recursive: true});
      await Promise.all(
        pages.map((page) => {
          const {page: data, closed} = splitClosedSections(page);
          return Promise.all([
            writeIfChanged(join(pagesDir, `${page.id}.json`), JSON.stringify(data)),
            closed
              ? writeIfChanged(join(pagesDir, `${page.id}.closed.json`), JSON.stringify(closed))
              : rm(join(pagesDir, `${page.id}.closed.json`), {force: true}),
          ]);
        }),
      );
      // Only the API reference links type names: a module its pages share,
      // not global data, which every page's bundle would carry.
      const typeLinks: ApiTypeLinks = typeLinksOf(loadApiPages(context.siteDir));
      await writeIfChanged(join(pagesDir, 'type-links.json'), JSON.stringify(typeLinks));
      // The example editor's API data, which it loads when a reader opens it.
      await writeIfChanged(
        join(pagesDir, 'code-assist.json'),
        JSON.stringify(codeAssistData(pages, options.tokens, context.baseUrl)),
      );
    },
  };
}
