/**
 * The API reference's entries (`docs/api/_entries/`), loaded and validated:
 * the one reader of that folder, for every plugin, script and test.
 */
import {join} from 'node:path';
import createJiti from 'jiti';

import {filesStamp, processCache} from '../../lib/incrementalFiles';
import {exampleCommentProblems, examplesIn} from './exampleComments';
import type {ApiPage, LocalText} from './types';
import {validatePages} from './validate';

export const API_ENTRIES_DIR = join('docs', 'api', '_entries');

interface LoadedEntries {
  readonly stamp: string;
  readonly pages: readonly ApiPage[];
  readonly exampleComments: readonly LocalText[];
}

const loadedEntries = processCache<LoadedEntries>('api-entries');

/**
 * The API pages from `docs/api/_entries/`, validated. Loaded once per
 * process, and again only when an entry file changes (the dev server then
 * picks up the edit): both locales, the pages, the search records, the
 * examples' use table and the dev index share the one load.
 */
export function loadApiPages(siteDir: string): readonly ApiPage[] {
  return loadEntries(siteDir).pages;
}

/** The Japanese of the prose in the entries' examples (`exampleComments.ts`), checked against them. */
export function loadApiExampleComments(siteDir: string): readonly LocalText[] {
  return loadEntries(siteDir).exampleComments;
}

function loadEntries(siteDir: string): LoadedEntries {
  const entriesDir = join(siteDir, API_ENTRIES_DIR);
  const stamp = filesStamp([entriesDir]);
  const loaded = loadedEntries.get(entriesDir);
  if (loaded?.stamp === stamp) {
    return loaded;
  }
  // Transpiled files are cached by content (an edited entry is transpiled again); modules are not.
  const load = createJiti(__filename, {cache: true, requireCache: false});
  const {API_PAGES, EXAMPLE_COMMENTS} = load(join(entriesDir, 'index.ts')) as {
    API_PAGES: readonly ApiPage[];
    EXAMPLE_COMMENTS: readonly LocalText[];
  };
  const problems = validatePages(API_PAGES);
  const commentProblems = exampleCommentProblems(examplesIn(API_PAGES), EXAMPLE_COMMENTS);
  // On the dev server (`docusaurus start`) a writer's edit to an example shows
  // at once, its new comments in English on the Japanese page; a build fails.
  if (process.env.NODE_ENV === 'development' && commentProblems.length) {
    console.warn(
      `[api-reference] docs/api/_entries/exampleComments.ts: ${commentProblems.join('; ')} (the Japanese pages show the English meanwhile)`,
    );
  } else {
    problems.push(...commentProblems);
  }
  if (problems.length) {
    throw new Error(
      `API reference entries in docs/api/_entries/ need fixing:\n- ${problems.join('\n- ')}`,
    );
  }
  const entries = {stamp, pages: API_PAGES, exampleComments: EXAMPLE_COMMENTS};
  loadedEntries.set(entriesDir, entries);
  return entries;
}
