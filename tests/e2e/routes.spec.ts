import {
  DEBUG_ROUTES,
  DOC_ROUTES,
  EXAMPLE_ROUTES,
  LOCALES,
  SITE_TITLE,
  docTitle,
  localisedPath,
} from '../support/routes';
import {load} from 'cheerio';

import {expect, test, waitForHydration} from './fixtures';

const NOT_FOUND_TITLE = {en: 'Page Not Found', ja: 'ページが見つかりません'} as const;

for (const locale of LOCALES) {
  test.describe(`${locale} routes`, () => {
    test('home page', async ({page}) => {
      const response = await page.goto(localisedPath(locale, ''));
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page).toHaveTitle(SITE_TITLE);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(SITE_TITLE);
    });

    test('every doc route serves its page with its title, heading and the docs sidebar', async ({
      request,
    }) => {
      const pages = await Promise.all(
        DOC_ROUTES.map(async (route) => {
          const response = await request.get(localisedPath(locale, route.path));
          return {route, status: response.status(), html: await response.text()};
        }),
      );
      for (const {route, status, html} of pages) {
        const title = docTitle(locale, route.source);
        expect(status, route.path).toBe(200);
        const $ = load(html);
        expect($('html').attr('lang'), route.path).toBe(locale);
        expect($('title').text(), route.path).toBe(`${title} | ${SITE_TITLE}`);
        expect($('article h1').first().text(), route.path).toBe(title);
        // Every doc page sits in the one docs sidebar, in place in the HTML
        // (not moved to the end of the document for a script to put back).
        expect($('aside .theme-doc-sidebar-menu').length, route.path).toBe(1);
        expect($('template[id^="B:"]').length, route.path).toBe(0);
      }
    });

    // The served HTML of every route is checked above; in the browser, one
    // page load hydrates and the app then renders every other route itself,
    // as a reader's clicks do (a full load per route cost ~8 s each in CI).
    // The two locales share their components, so English covers this.
    if (locale === 'en') {
      test('every doc route renders in the browser after hydration', async ({page, baseURL}) => {
        // About 2 s a route on a quiet machine; the API pages are long.
        test.setTimeout(240_000);
        const [first, ...others] = DOC_ROUTES;
        await page.goto(localisedPath(locale, first!.path));
        await waitForHydration(page);
        for (const route of [...others, first!]) {
          const title = docTitle(locale, route.source);
          await page.evaluate(
            (path) => {
              window.history.pushState(null, '', path);
              window.dispatchEvent(new PopStateEvent('popstate'));
            },
            new URL(localisedPath(locale, route.path), baseURL).pathname,
          );
          await expect(page.locator('article h1'), route.path).toHaveText(title);
          await expect(page, route.path).toHaveTitle(`${title} | ${SITE_TITLE}`);
          await expect(
            page.locator('nav[aria-label="Docs sidebar"], .theme-doc-sidebar-menu').first(),
            route.path,
          ).toBeVisible();
        }
      });
    }

    // The debug pages are the debug plugin's, the same in both locales.
    for (const route of locale === 'en' ? DEBUG_ROUTES : []) {
      test(`/${route.path}`, async ({page}) => {
        const response = await page.goto(localisedPath(locale, route.path));
        expect(response?.status()).toBe(200);
        await waitForHydration(page);
        await expect(
          page.getByRole('heading', {name: route.heading, exact: true}).first(),
        ).toBeVisible();
      });
    }

    test('an unknown path shows the not-found page', async ({page, consoleGuard}) => {
      consoleGuard.allow(/404/);
      // The browser's route table has one route for all examples, whose
      // pattern lists their slugs: another slug hydrates the not-found page.
      for (const path of ['guides/no-such-guide/', 'example/no-such-example/']) {
        const response = await page.goto(localisedPath(locale, path));
        expect(response?.status()).toBe(404);
        await waitForHydration(page);
        await expect(page.getByRole('heading', {level: 1})).toHaveText(NOT_FOUND_TITLE[locale]);
      }
    });

    for (const [legacy, route] of [
      ['guides/install.html', 'guides/install.mdx'],
      ['api/index.html', 'api/index.mdx'],
      ['guides/styles/index.html', 'guides/styles/index.mdx'],
    ] as const) {
      test(`old-style path ${legacy} lands on its page`, async ({page, consoleGuard}) => {
        consoleGuard.allow(/404/);
        await page.goto(localisedPath(locale, legacy));
        await waitForHydration(page);
        await expect(page.locator('article h1')).toHaveText(docTitle(locale, route));
        await expect(page.getByText(NOT_FOUND_TITLE[locale])).toHaveCount(0);
      });
    }
  });
}

/**
 * The route contract: the one deliberate list of the site's doc routes, kept
 * by hand so that adding, moving or removing a page is a decision this test
 * records. Every other test reads the routes from the content.
 */
const CONTRACT_DOC_ROUTES = [
  'api/',
  'api/events/',
  'api/geography/',
  'api/handlers/',
  'api/map/',
  'api/markers/',
  'api/properties/',
  'api/sources/',
  'api/whats-new/',
  'example/',
  'guides/',
  'guides/add-your-data/',
  'guides/add-your-data/markers/',
  'guides/add-your-data/style-layers/',
  'guides/browsers/',
  'guides/globe/',
  'guides/install/',
  'guides/migrate/',
  'guides/pricing/',
  'guides/projections/',
  'guides/styles/',
  'guides/styles/set-a-style/',
  'guides/styles/style-layers/',
  'guides/styles/work-with-layers/',
  'guides/user-interactions/',
  'guides/user-interactions/gestures/',
  'guides/user-interactions/interactions/',
  'plugins/',
];

test('the docs folder holds exactly the contract routes', () => {
  expect(DOC_ROUTES.map((route) => route.path)).toEqual(CONTRACT_DOC_ROUTES);
});

test('the sitemap lists exactly the contract routes and the examples', async ({
  request,
  baseURL,
}) => {
  for (const locale of LOCALES) {
    const response = await request.get(localisedPath(locale, 'sitemap.xml'));
    expect(response.ok()).toBe(true);
    const urls = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1] ?? '').pathname,
    );
    const base = new URL(baseURL ?? '').pathname;
    const expected = ['', ...CONTRACT_DOC_ROUTES, ...EXAMPLE_ROUTES].map(
      (path) => `${base}${localisedPath(locale, path)}`,
    );
    expect([...urls].sort()).toEqual(expected.sort());
  }
});
