/**
 * The browser tests' two runs: the optimised build (`build/`, every test) and
 * the stock build (`npm run build:stock`, `DOCS_OVERRIDES=none`, into
 * `build-stock/`), which runs a fast subset so that the way back to the
 * packages as they ship keeps working (`npm run test:e2e:stock`).
 */
import {join} from 'node:path';

export const IS_STOCK_RUN = process.env.DOCS_OVERRIDES === 'none';

/** The built site the tests read and the server serves. */
export const BUILD_DIR = join(
  __dirname,
  '..',
  '..',
  process.env.BUILD_DIR ?? (IS_STOCK_RUN ? 'build-stock' : 'build'),
);

/** The specs the stock build runs: the crawl (one page per template), search, the editor. */
export const STOCK_SPECS = ['site-crawl', 'search-dialog', 'search-upstream', 'example-editor'];

/** Specs of the stock build only: DocSearch as it ships, showing what each repair is for. */
export const STOCK_ONLY_SPECS = ['search-upstream'];

/**
 * Tests that assert an override's own effect, by the override and the test's
 * title: the stock build has no such override, so they are skipped there.
 */
export const OVERRIDE_EFFECT_TESTS: Readonly<Record<string, readonly string[]>> = {
  'search-repairs': [
    // The 64-character input (queryCap.ts).
    'opens with Ctrl+K and /, closes with Ctrl+K and Escape, ignores / in fields',
    // useTypeOnButton.ts, and the keys typed while the dialog opens.
    'a key typed on the focused button goes into the input; the index loads on focus',
    'keeps every keystroke while a slow index loads, then shows hits',
    // The embedded index's credit in the dialog's footer (InDialog.tsx).
    'groups hits by section, at most 5 each, with snippets and highlights',
    // "No recent searches" (dialogSlots.ts).
    'remembers recent searches per index, stars them into favourites and removes them',
    'searches Japanese pages and shows Japanese strings',
    'no results shows suggestions that prefill the input',
    // This query's count (useSeeAllCount.ts).
    '"See all results" opens the search page with the query',
    // The error screen (useSearchFailure.ts).
    'keeps every keystroke and says why when the request fails',
    'keeps every keystroke and says why when the server answers 404',
    'keeps every keystroke and says why when the server answers an HTML page',
  ],
};
