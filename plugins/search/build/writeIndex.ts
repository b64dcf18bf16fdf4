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
import {INDEX_DIRECTORY} from '../constants';
import {packIndex} from '../engine/indexFile';
import type {SearchIndexFile, SearchRecord} from '../engine/types';
import {exampleOutlines} from './devIndex';
import {extractRecords} from './extract';
import {recordsOfOutline, type OutlineBlock} from './sourceRecords';

/** One id per build process, shared by the locales it builds. */
export const BUILD_ID = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;

/** The index file's path under the locale's base URL, for the client. */
/** A robots meta tag with `noindex`, as the writers' pages carry. */
const NOINDEX = /<meta[^>]+name="robots"[^>]+content="[^"]*noindex/i;

export const BUILT_INDEX_PATH = `${INDEX_DIRECTORY}/${BUILD_ID}.json`;

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
      // A page that asks search engines not to index it (the writers' pages) is not searched here either.
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
  await writeFile(join(directory, `${BUILD_ID}.json`), packed);
  await writeFile(join(directory, 'records.json'), JSON.stringify(file));
  return `${records.length} records from ${built.pages.length} pages, ${(Buffer.byteLength(packed) / 1024).toFixed(0)} KiB packed`;
}
