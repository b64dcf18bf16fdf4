/**
 * The API reference's entries (`docs/api/_entries/`), loaded and validated:
 * the one reader of that folder, for every plugin, script and test.
 */
import {join} from 'node:path';
import createJiti from 'jiti';

import {filesStamp, processCache} from '../../lib/incrementalFiles';
import type {ApiPage} from './types';
import {validatePages} from './validate';

export const API_ENTRIES_DIR = join('docs', 'api', '_entries');

const loadedEntries = processCache<{stamp: string; pages: readonly ApiPage[]}>('api-entries');

/**
 * The API pages from `docs/api/_entries/`, validated. Loaded once per
 * process, and again only when an entry file changes (the dev server then
 * picks up the edit): both locales, the pages, the search records, the
 * examples' use table and the dev index share the one load.
 */
export function loadApiPages(siteDir: string): readonly ApiPage[] {
  const entriesDir = join(siteDir, API_ENTRIES_DIR);
  const stamp = filesStamp([entriesDir]);
  const loaded = loadedEntries.get(entriesDir);
  if (loaded?.stamp === stamp) {
    return loaded.pages;
  }
  // Transpiled files are cached by content (an edited entry is transpiled again); modules are not.
  const load = createJiti(__filename, {cache: true, requireCache: false});
  const {API_PAGES} = load(join(entriesDir, 'index.ts')) as {
    API_PAGES: readonly ApiPage[];
  };
  const problems = validatePages(API_PAGES);
  if (problems.length) {
    throw new Error(
      `API reference entries in docs/api/_entries/ need fixing:\n- ${problems.join('\n- ')}`,
    );
  }
  loadedEntries.set(entriesDir, {stamp, pages: API_PAGES});
  return API_PAGES;
}
