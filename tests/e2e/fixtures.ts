import {
  test as base,
  expect,
  type BrowserContext,
  type BrowserContextOptions,
  type ConsoleMessage,
  type Page,
} from '@playwright/test';

interface ConsoleGuard {
  /** Console errors matching one of these patterns are provoked on purpose. */
  allow: (...patterns: RegExp[]) => void;
  /** Everything logged at warning level, for tests that expect a warning. */
  warnings: string[];
}

/**
 * Signed-out readers get a 401 from the account site's session check, and
 * Chromium logs every non-2xx fetch as a console error. That one is normal.
 */
export function isSignedOutSessionAnswer(message: ConsoleMessage): boolean {
  return (
    message.type() === 'error' &&
    message.location().url.endsWith('/api/session') &&
    message.text().includes('status of 401')
  );
}

/** The docs' port: the config serves them on TEST_PORT. */
const DOCS_PORT = process.env.TEST_PORT ?? '3100';

/** Origins the tests' pages store things under: the docs and the account service. */
const STORAGE_ORIGINS = [
  `http://localhost:${DOCS_PORT}`,
  'http://localhost:3031',
  `http://127.0.0.1:${DOCS_PORT}`,
];

/**
 * A page of each pooled context that stays open on a static file of the
 * site (no script, no storage). While it lives, Chromium gives each test's
 * new page of the site the same renderer process instead of starting one:
 * a test's first page is then hydrated in half the time, as its later pages
 * are (a new process spends about a second on its first layout and paint).
 */
const processKeepers = new WeakMap<BrowserContext, Page>();

async function keepRendererProcess(context: BrowserContext, baseURL: string): Promise<void> {
  const keeper = await context.newPage();
  await keeper.goto(new URL('img/logo.svg', baseURL).href);
  processKeepers.set(context, keeper);
}

/**
 * Leaves a reused context as a new one would be, but for its caches and its
 * process keeper: no other page, cookie, permission, route, or stored data
 * (local and session storage, IndexedDB) of the docs and account origins.
 */
async function resetContext(context: BrowserContext): Promise<void> {
  const keeper = processKeepers.get(context);
  await Promise.all(
    context
      .pages()
      .filter((page) => page !== keeper)
      .map((page) => page.close()),
  );
  await context.unrouteAll({behavior: 'ignoreErrors'});
  await context.clearCookies();
  await context.clearPermissions();
  const blank = await context.newPage();
  const session = await context.newCDPSession(blank);
  for (const origin of STORAGE_ORIGINS) {
    await session.send('Storage.clearDataForOrigin', {
      origin,
      storageTypes: 'local_storage,session_storage,indexeddb,cache_storage,service_workers',
    });
  }
  await session.detach();
  await blank.close();
}

/**
 * Every test fails on a console error or an uncaught exception in the page,
 * unless the test declared it with `consoleGuard.allow(...)`.
 *
 * Contexts are kept for the worker, one per set of options (viewport, colour
 * scheme…), and reset between tests: a docs page then loads its scripts from
 * the HTTP cache and their compiled code from V8's cache, which halves the
 * time a fresh context spends before a page is hydrated. Stored data,
 * cookies and permissions do not carry over (see resetContext).
 */
export const test = base.extend<
  {consoleGuard: ConsoleGuard},
  {contextPool: Map<string, BrowserContext>}
>({
  contextPool: [
    // Playwright reads a fixture's dependencies from this pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const pool = new Map<string, BrowserContext>();
      await provide(pool);
      await Promise.all([...pool.values()].map((context) => context.close()));
    },
    {scope: 'worker'},
  ],
  context: async (
    {
      browser,
      contextPool,
      baseURL,
      viewport,
      colorScheme,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      locale,
      bypassCSP,
      serviceWorkers,
    },
    provide,
  ) => {
    const options: BrowserContextOptions = {
      bypassCSP,
      baseURL,
      viewport,
      colorScheme,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      locale,
      serviceWorkers,
    };
    const key = JSON.stringify(options);
    let context = contextPool.get(key);
    if (!context) {
      context = await browser.newContext(options);
      contextPool.set(key, context);
      if (baseURL) {
        await keepRendererProcess(context, baseURL);
      }
    }
    await provide(context);
    await resetContext(context);
  },
  consoleGuard: [
    async ({page}, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (isSignedOutSessionAnswer(message)) {
          return;
        }
        if (message.type() === 'error') {
          errors.push(message.text());
        } else if (message.type() === 'warning') {
          warnings.push(message.text());
        }
      });
      page.on('pageerror', (error) => errors.push(`Uncaught: ${error.message}`));
      await use({allow: (...patterns) => allowed.push(...patterns), warnings});
      const unexpected = errors.filter((error) => !allowed.some((pattern) => pattern.test(error)));
      expect(unexpected, 'console errors on the page').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/** Waits until React has hydrated the server-rendered page. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/** Client-side navigation; done when the new page's head (its canonical link) is written. */
export async function navigateInApp(page: Page, pathname: string): Promise<void> {
  await page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, pathname);
  await page.waitForFunction(
    (path) =>
      document.querySelector('link[rel="canonical"]')?.getAttribute('href')?.endsWith(path) ===
      true,
    pathname,
  );
}
