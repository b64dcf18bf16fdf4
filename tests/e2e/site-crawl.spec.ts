import {createHash} from 'node:crypto';

import {baseUrlFor, resolveSettings} from '../../src/config/settings';
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';

import {
  BuiltSite,
  JAVASCRIPT_BUDGET_BYTES,
  auditPage,
  builtPageFaults,
  pageShape,
  prepareForAudit,
  sitemapPaths,
  stubDemoRunner,
  watchPage,
  type FaultKind,
} from '../support/crawl';
import {LOCALES} from '../support/routes';
import {BUILD_DIR, BUILT_LOCALES, IS_STOCK_RUN} from '../support/stock';
import {expect, isSignedOutSessionAnswer, test} from './fixtures';

const BASE_PATH = baseUrlFor(resolveSettings(process.env));
const ALL_PAGES = sitemapPaths(BASE_PATH, BUILT_LOCALES);
/** The language menu's links into a locale the build leaves out. */
const UNBUILT_PREFIXES = LOCALES.filter((locale) => !BUILT_LOCALES.includes(locale)).map(
  (locale) => `${BASE_PATH}${locale}/`,
);
const SITE = new BuiltSite(BASE_PATH, undefined, UNBUILT_PREFIXES);
/** Pages per test: a retry repeats few pages, and a test still reuses a warm page. */
const CHUNK = 16;

const localeOf = (path: string) => (path.startsWith(`${BASE_PATH}ja/`) ? 'ja' : 'en');

const pagePath = (path: string) => path.slice(BASE_PATH.length).replace(/^ja\//, '');
const isExamplePage = (path: string) => /^example\/[^/]+\/$/.test(pagePath(path));
const isApiMemberPage = (path: string) => /^api\/[^/]+\/$/.test(pagePath(path));

/** The page's template: its first path segment, and whether it is that section's index. */
const templateOf = (path: string) => {
  const segments = pagePath(path).split('/').filter(Boolean);
  return `${localeOf(path)} ${segments[0] ?? 'home'}${segments.length > 1 ? '/*' : ''}`;
};

/** The first page of each template in each locale. */
const firstOfTemplate = (path: string) =>
  ALL_PAGES.find((other) => templateOf(other) === templateOf(path)) === path;

/** The stock build's run checks the first page of each template in each locale. */
const PAGES = IS_STOCK_RUN ? ALL_PAGES.filter((path) => firstOfTemplate(path)) : ALL_PAGES;

/**
 * The example pages are one template filled with each example's data. The
 * browser opens the first page of each shape that template takes in each
 * locale (`pageShape`: the same components in the same arrangement, only
 * text and code differing): 140 pages per locale come in about a dozen
 * shapes. Every example page's built HTML, in both locales, is checked
 * without a browser (below: links, anchors, images), its title, code and
 * demo frame by examples.spec.ts, and every demo is drawn there.
 */
const firstOfShape = (() => {
  const seen = new Set<string>();
  return (path: string) => {
    const file = SITE.fileFor(path);
    const shape = `${localeOf(path)} ${file ? pageShape(readFileSync(file, 'utf8')) : path}`;
    if (seen.has(shape)) return false;
    seen.add(shape);
    return true;
  };
})();
const opensInBrowser = (path: string) => !isExamplePage(path) || firstOfShape(path);
const BROWSER_PAGES = PAGES.filter(opensInBrowser);

/** Pages built outside the sitemaps whose links are checked too: results, offline, writers. */
const UNLISTED_PAGES = [
  'search/',
  'offline/',
  'writers/glossary/',
  'writers/translations/',
].flatMap((path) => [`${BASE_PATH}${path}`, `${BASE_PATH}ja/${path}`]);
/**
 * The pages of a template whose colour contrast is checked: the colours come
 * from the template's components, not from the page's text.
 */
const CONTRAST_PAGES = {api: 'api/markers/', example: 'example/cluster/'};

/**
 * Every page the browser opens is loaded fully and hydrated; axe checks the
 * pages `auditsAccessibility` names, and its JavaScript before hydration is
 * weighed against the budget. Colour contrast is
 * most of axe's time: it is checked on the English doc pages; the Japanese
 * pages have the same components and colours, and the seven API member pages
 * (100–700 KB of HTML each) and the example pages are checked on one page
 * of their template.
 */
function checksContrast(path: string): boolean {
  const contrastPage = isApiMemberPage(path)
    ? CONTRAST_PAGES.api
    : isExamplePage(path)
      ? CONTRAST_PAGES.example
      : pagePath(path);
  return localeOf(path) === 'en' && pagePath(path) === contrastPage;
}

/**
 * axe audits every English page written by hand (guides, API pages, the
 * home, gallery and plugins pages), and one page of the others' templates:
 * an example page is the example template with an example's data, and a
 * Japanese page is its English page's components with translated text, whose
 * labels and names the English audit and the translation tests already check.
 */
function auditsAccessibility(path: string): boolean {
  return (
    checksContrast(path) ||
    firstOfTemplate(path) ||
    (localeOf(path) === 'en' && !isExamplePage(path))
  );
}

test.describe('every page of the sitemaps', () => {
  test.describe.configure({timeout: 300_000});

  for (let start = 0; start < BROWSER_PAGES.length; start += CHUNK) {
    const pages = BROWSER_PAGES.slice(start, start + CHUNK);
    test(`pages ${start + 1}–${start + pages.length} of ${BROWSER_PAGES.length}`, async ({
      page,
      browser,
    }) => {
      const stopStubbing = await stubDemoRunner(browser);
      try {
        await prepareForAudit(page);
        const drain = watchPage(page, isSignedOutSessionAnswer);
        const found: string[] = [];
        for (const path of pages) {
          const faults = await auditPage(page, path, drain, {
            accessibility: auditsAccessibility(path),
            contrast: checksContrast(path),
            // The budget is the optimised build's: the stock build runs without
            // the overrides that keep pages within it.
            ...(IS_STOCK_RUN
              ? {}
              : {javascript: {site: SITE, budgetBytes: JAVASCRIPT_BUDGET_BYTES}}),
          });
          found.push(...faults.map(({kind, detail}) => `${path} ${kind}: ${detail}`));
        }
        expect(found).toEqual([]);
      } finally {
        await stopStubbing();
      }
    });
  }

  // No browser: the links, anchors and images of every built page, one test per locale.
  for (const locale of BUILT_LOCALES) {
    test(`${locale}: every page's links, anchors and images, in its built HTML`, ({baseURL}) => {
      const origin = new URL(baseURL ?? 'http://localhost').origin;
      const found: string[] = [];
      const pages = [...PAGES, ...(IS_STOCK_RUN ? [] : UNLISTED_PAGES)].filter(
        (path) => localeOf(path) === locale,
      );
      for (const path of pages) {
        const file = SITE.fileFor(path);
        if (!file) {
          found.push(`${path} is not built`);
          continue;
        }
        const faults = builtPageFaults(readFileSync(file, 'utf8'), new URL(path, origin), SITE);
        found.push(...faults.map(({kind, detail}) => `${path} ${kind}: ${detail}`));
      }
      expect(pages.length).toBeGreaterThan(0);
      expect(found).toEqual([]);
    });
  }
});

test('the audits, in the browser and in the HTML, report each kind of fault planted in a page', async ({
  page,
  baseURL,
  consoleGuard,
}) => {
  consoleGuard.allow(/./);
  const planting = [
    "console.error('planted console error');",
    "fetch('https://planted.example/data.json').catch(function () {});",
    // Thrown while the page loads, so it is reported before the page has loaded.
    "throw new Error('planted exception');",
  ].join('\n');
  const hash = createHash('sha256').update(planting).digest('base64');
  // A script of the build, weighed against a budget of one byte.
  const plantedScript = `${BASE_PATH}${builtScript('runtime~main.')}`;
  const origin = new URL(baseURL ?? 'http://localhost').origin;
  const fixture = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Planted faults</title>
<meta http-equiv="Content-Security-Policy" content="script-src 'sha256-${hash}' ${origin}${plantedScript}">
</head><body><main>
<h1>Planted faults</h1>
<a href="${BASE_PATH}no-such-page/">a page that is not built</a>
<a href="${BASE_PATH}guides/install/#no-such-heading">an anchor the page does not have</a>
<img src="${BASE_PATH}img/logo.svg">
<button></button>
<script src="${plantedScript}"></script>
<script>${planting}</script>
<script>document.title = 'not allowed by the policy';</script>
</main></body></html>`;
  await page.route(`**${BASE_PATH}planted-faults/`, (route) =>
    route.fulfill({contentType: 'text/html', body: fixture}),
  );
  await page.route('https://planted.example/**', (route) => route.abort());
  await prepareForAudit(page);
  const drain = watchPage(page, isSignedOutSessionAnswer);
  const faults = [
    ...(await auditPage(page, 'planted-faults/', drain, {
      hydrationTimeout: 1_000,
      javascript: {site: SITE, budgetBytes: 1},
    })),
    ...builtPageFaults(fixture, new URL(page.url()), SITE),
  ];
  const kinds = new Set(faults.map(({kind}) => kind));
  const expected: FaultKind[] = [
    'not-hydrated',
    'console-error',
    'uncaught-exception',
    'external-request',
    'csp-violation',
    'broken-link',
    'broken-anchor',
    'image-without-alt',
    'image-without-size',
    'accessibility',
    'javascript-budget',
  ];
  expect([...kinds].sort()).toEqual([...expected].sort());
  expect(faults).toContainEqual({
    kind: 'broken-link',
    detail: `${BASE_PATH}no-such-page/ is not served`,
  });
  expect(faults).toContainEqual({
    kind: 'broken-anchor',
    detail: `${BASE_PATH}guides/install/#no-such-heading has no such id`,
  });
  expect(faults).toContainEqual({
    kind: 'external-request',
    detail: 'https://planted.example/data.json',
  });
});

test('pages and demo documents are served with the policies their <meta> states, and the security headers', async ({
  request,
}) => {
  const metaPolicy = (html: string) =>
    /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/
      .exec(html)?.[1]
      ?.replaceAll('&quot;', '"');
  for (const path of ['guides/install/', 'ja/api/map/', 'example/cluster/']) {
    const response = await request.get(path);
    const headers = response.headers();
    const meta = metaPolicy(await response.text());
    expect(meta, path).toMatch(/script-src 'self' 'sha256-/);
    expect(meta, path).not.toContain("'unsafe-eval'");
    expect(directiveOf(meta ?? '', 'script-src'), path).not.toContain("'unsafe-inline'");
    // The header allows every page's inline scripts (it covers the whole site) and adds frame-ancestors.
    for (const hash of directiveOf(meta ?? '', 'script-src').filter((source) =>
      source.startsWith("'sha256-"),
    )) {
      expect(directiveOf(headers['content-security-policy'] ?? '', 'script-src'), path).toContain(
        hash,
      );
    }
    expect(headers['content-security-policy'], path).toMatch(/frame-ancestors 'self'$/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['permissions-policy']).toMatch(/^geolocation=\(\),/);
  }
  for (const path of ['example-runtime/demo/cluster.html', 'example-runtime/run.html']) {
    const response = await request.get(path);
    const header = response.headers()['content-security-policy'] ?? '';
    // blob:: the runtime's scripts, as the runner's loader puts them in the demo's frame.
    expect(directiveOf(header, 'script-src'), path).toEqual(["'self'", "'unsafe-inline'", 'blob:']);
    expect(header, path).not.toContain('sha256');
    expect(metaPolicy(await response.text()), path).toBe(
      header.replace(/; frame-ancestors 'self'$/, ''),
    );
    expect(response.headers()['access-control-allow-origin'], path).toBe('*');
  }
  // Only the example that asks for the reader's position may have it.
  const locate = await request.get('example/locate-user/');
  expect(locate.headers()['permissions-policy']).toMatch(/^geolocation=\(self\),/);
  const locateDemo = await request.get('example-runtime/demo/locate-user.html');
  expect(locateDemo.headers()['permissions-policy']).toMatch(/^geolocation=\(self\),/);
  // The runner passes it on to its sandboxed demo (an opaque origin); a
  // page that does not allow it any gives it none to pass on.
  const runner = await request.get('example-runtime/run.html');
  expect(runner.headers()['permissions-policy']).toMatch(/^geolocation=\*,/);
});

/** The path under the base URL of the built script whose name starts with `prefix`. */
function builtScript(prefix: string): string {
  const name = readdirSync(join(BUILD_DIR, 'assets', 'js')).find((file) => file.startsWith(prefix));
  if (!name) throw new Error(`the build has no script named ${prefix}*`);
  return `assets/js/${name}`;
}

function directiveOf(policy: string, name: string): string[] {
  const found = policy.split('; ').find((part) => part.startsWith(`${name} `));
  return found ? found.split(' ').slice(1) : [];
}
