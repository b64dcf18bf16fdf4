/**
 * The browser tests' two runs: the optimised build (`build/`, every test) and
 * the stock build (`npm run build:stock`, `DOCS_OVERRIDES=none`, into
 * `build-stock/`), which runs a fast subset so that the way back to the
 * packages as they ship keeps working (`npm run test:e2e:stock`).
 */
import {join} from 'node:path';

import {LOCALES, type Locale} from './routes';

export const IS_STOCK_RUN = process.env.DOCS_OVERRIDES === 'none';

/** The built site the tests read and the server serves. */
export const BUILD_DIR = join(
  __dirname,
  '..',
  '..',
  process.env.BUILD_DIR ?? (IS_STOCK_RUN ? 'build-stock' : 'build'),
);

/**
 * The locales each build holds: the stock build is English only
 * (`build:stock` passes `--locale en`). What it guards, the site working
 * without the overrides, does not depend on the locale, and the second
 * locale would double its build time.
 */
export const BUILT_LOCALES: readonly Locale[] = IS_STOCK_RUN ? ['en'] : LOCALES;

/** The specs the stock build runs: the crawl (one page per template), search, the editor. */
export const STOCK_SPECS = ['site-crawl', 'search-dialog', 'search-upstream', 'example-editor'];

/** Specs of the stock build only: DocSearch as it ships, showing what each repair is for. */
export const STOCK_ONLY_SPECS = ['search-upstream'];

/**
 * The tests the stock run skips, by tag: those that assert an override's own
 * effect (`@override:{name}`), and those of a stock spec that only go through
 * the site's own code, which the optimised build's run covers (`@site-code`).
 */
export const OVERRIDE_EFFECT_TAG = /@override:[\w-]+|@site-code/;

/**
 * Given to a test of a stock spec whose path no override touches (no chunk
 * loading, translation, code block, route or search bar of the framework's):
 * a second run on the stock build would test the same code twice.
 */
export const SITE_CODE_ONLY = {tag: '@site-code'} as const;

/**
 * Given to a test that asserts the search-repairs override's own effect (the
 * 64-character input, keys typed on the button and while the index loads,
 * the embedded index's credit, "No recent searches", the query's count, the
 * error screen): the stock build has no such override, so its run skips the
 * test by this tag, whatever the test is called.
 */
export const SEARCH_REPAIRS_EFFECT = {tag: '@override:search-repairs'} as const;
