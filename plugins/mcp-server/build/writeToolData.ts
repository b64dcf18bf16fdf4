/**
 * Post-build step: the locale's tool data (../toolDataFile.ts), from what
 * the API reference and examples plugins already computed for the build
 * (`localizedApiPages` is made once per locale and shared with the pages and
 * the search records).
 */
import {englishBaseUrlOf} from '../../translations/core/marks';
import {mkdir, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext} from '@docusaurus/types';

import type {ProductTokenValues} from '../../../src/config/productTokens';
import {localizedApiPages} from '../../api-reference';
import {SOURCE_TYPES} from '../../../src/model/api/sourceTypes';
import type {ExampleRecord} from '../../examples/model';
import type {BuiltLocale} from '../../../src/lib/builtLocale';
import {TOOL_DATA_DIR, TOOL_DATA_FILE, type ToolDataFile} from '../toolDataFile';

/** Writes the locale's tool data; returns a summary for the pipeline's log. */
export async function writeToolData(
  built: BuiltLocale,
  context: Pick<LoadContext, 'siteDir' | 'i18n'>,
  tokens: ProductTokenValues,
  examples: readonly ExampleRecord[],
): Promise<string> {
  const locale = context.i18n.currentLocale === 'ja' ? 'ja' : 'en';
  const pages = localizedApiPages(
    context.siteDir,
    locale,
    tokens,
    examples,
    englishBaseUrlOf(context.i18n),
  );
  const file: ToolDataFile = {
    version: 1,
    locale: built.locale,
    defaultLocale: context.i18n.defaultLocale,
    locales: context.i18n.locales,
    siteUrl: built.siteUrl,
    baseUrl: built.baseUrl,
    productId: tokens.productId,
    productName: tokens.productName,
    libraryVersion: tokens.libraryVersion,
    namespace: `${tokens.productId}gl`,
    api: {pages, sourceTypes: SOURCE_TYPES},
    examples,
  };
  await mkdir(join(built.outDir, TOOL_DATA_DIR), {recursive: true});
  await writeFile(join(built.outDir, TOOL_DATA_FILE), JSON.stringify(file));
  return `${pages.length} API pages, ${examples.length} examples`;
}
