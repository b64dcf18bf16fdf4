/**
 * The built search index of one locale, written after its build: the
 * examples' records from their model, the API reference's from its model
 * (the API pages' own prose from their HTML), every other page's from its
 * HTML (extract.ts).
 *
 * - `{outDir}/search-index/{buildId}.json`: the packed index the browser
 *   loads. The build id is in its URL, so a long cache lifetime is safe.
 * - `{outDir}/search-index/records.json`: the same records in full, for
 *   `npm run search:push` and `npm run search:serve`.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import {randomBytes} from 'node:crypto';

import type {ProductTokenValues} from '../../../src/config/productTokens';
import type {ExampleRecord} from '../../examples/model';
import type {BuiltLocale} from '../../../src/lib/builtLocale';
import {processCache} from '../../../src/lib/incrementalFiles';
import {INDEX_DIRECTORY} from '../constants';
import {packIndex} from '../engine/indexFile';
import type {SearchIndexFile, SearchRecord} from '../engine/types';
import {exampleOutlines} from './devIndex';
import {extractRecords} from './extract';
import {recordsOfOutline, type OutlineBlock} from './sourceRecords';

const buildIds = processCache<string>('search-index-build-id');

/**
 * One id per build process, shared by the locales it builds and by every
 * module that asks (the plugin's global data, this step), however many
 * times its module is loaded: the process cache holds it.
 */
export function searchIndexBuildId(): string {
  let id = buildIds.get('build');
  if (!id) {
    id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
    buildIds.set('build', id);
  }
  return id;
}

/** The index file's path under the locale's base URL, for the client. */
export function builtIndexPath(): string {
  return `${INDEX_DIRECTORY}/${searchIndexBuildId()}.json`;
}

/** A robots meta tag with `noindex`: a page that asks search engines to pass it by. */
const NOINDEX = /<meta[^>]+name="robots"[^>]+content="[^"]*noindex/i;

export async function writeSearchIndex(
  built: BuiltLocale,
  examples: readonly ExampleRecord[],
  tokens: ProductTokenValues,
  apiReference: ReadonlyMap<string, readonly OutlineBlock[]>,
): Promise<string> {
  const context = {siteUrl: built.siteUrl, baseUrl: built.baseUrl, language: built.locale};
  const examplePaths = new Set(examples.map(({slug}) => `example/${slug}/`));
  const records: SearchRecord[] = [
    ...exampleOutlines(examples, tokens).flatMap((outline) => recordsOfOutline(outline, context)),
    ...built.pages
      // A page that asks search engines not to index it is not searched here either.
      .filter((page) => !examplePaths.has(page.relative) && !NOINDEX.test(page.html))
      .flatMap((page) =>
        extractRecords({
          html: page.html,
          path: page.path,
          baseUrl: built.baseUrl,
          siteUrl: built.siteUrl,
          locale: built.locale,
          apiReference: apiReference.get(page.relative),
        }),
      ),
  ];
  const directory = join(built.outDir, INDEX_DIRECTORY);
  await mkdir(directory, {recursive: true});
  const packed = JSON.stringify(
    packIndex(built.locale, `${built.siteUrl}${built.baseUrl}`, records),
  );
  const file: SearchIndexFile = {version: 1, language: built.locale, records};
  await writeFile(join(directory, `${searchIndexBuildId()}.json`), packed);
  await writeFile(join(directory, 'records.json'), JSON.stringify(file));
  return `${records.length} records from ${built.pages.length} pages, ${(Buffer.byteLength(packed) / 1024).toFixed(0)} KiB packed`;
}
