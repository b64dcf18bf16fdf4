import type {Page, Route} from '@playwright/test';

import {docTitle} from '../support/routes';
import {expect, test, waitForHydration} from './fixtures';

const JS_CHUNK = /\/assets\/js\/[^/]+\.js$/;

/** Clicks the sidebar link to the Install guide (a client-side navigation). */
async function clickInstallInSidebar(page: Page): Promise<void> {
  await page
    .locator('.theme-doc-sidebar-menu')
    .getByRole('link', {name: docTitle('en', 'guides/install.mdx'), exact: true})
    .click();
}

test.describe('client-side page loading', () => {
  test('pages linked from the screen are prefetched once the page is idle', async ({page}) => {
    await page.goto('guides/');
    await waitForHydration(page);
    const prefetches = page.locator('link[rel="prefetch"]');
    await expect.poll(() => prefetches.count()).toBeGreaterThan(3);
    const hrefs = await prefetches.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    );
    for (const href of hrefs) {
      expect(href).toMatch(JS_CHUNK);
    }
    // Pages share chunks (the docs layout, the sidebar): each is asked for once.
    expect(new Set(hrefs).size).toBe(hrefs.length);
    // An ask waits for an idle period: nothing is added in the asking task.
    const before = await prefetches.count();
    const addedAtOnce = await page.evaluate(() => {
      const count = () => document.querySelectorAll('link[rel="prefetch"]').length;
      const start = count();
      window.docusaurus.prefetch(new URL('../example/cluster/', window.location.href).pathname);
      return count() - start;
    });
    expect(addedAtOnce).toBe(0);
    await expect.poll(() => prefetches.count()).toBeGreaterThan(before);
  });

  test('a slow page load shows the progress bar after 200 ms, then the page', async ({page}) => {
    await page.goto('guides/');
    await waitForHydration(page);
    await page.route(JS_CHUNK, async (route: Route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const clickedAt = Date.now();
    await clickInstallInSidebar(page);
    await page.locator('#nprogress').waitFor({state: 'attached'});
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(200);
    // The old page stays in place while the new one loads.
    await expect(page.locator('article h1')).toHaveText(docTitle('en', 'guides/index.mdx'));
    await expect(page.locator('article h1')).toHaveText(docTitle('en', 'guides/install.mdx'));
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('a page whose code fails to load warns and reloads the window', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/ERR_FAILED|Failed to load resource|Loading chunk \d+ failed/);
    await page.goto('guides/');
    await waitForHydration(page);
    let failed = 0;
    await page.route(JS_CHUNK, async (route: Route) => {
      failed += 1;
      await route.abort('failed');
      // Only the first chunk fails; the reload must find a healthy site.
      await page.unroute(JS_CHUNK);
    });
    const reloaded = page.waitForEvent('load');
    await clickInstallInSidebar(page);
    await reloaded;
    expect(failed).toBeGreaterThan(0);
    expect(consoleGuard.warnings.some((warning) => /chunk|loading/i.test(warning))).toBe(true);
    await waitForHydration(page);
    expect(new URL(page.url()).pathname).toMatch(/\/guides\/install\/$/);
    await expect(page.locator('article h1')).toHaveText(docTitle('en', 'guides/install.mdx'));
  });
});

test.describe('crash screen', () => {
  test('a page module without a default export shows "This page crashed." with Try again', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/default export|The above error|React|Minified React error/);
    await page.goto('');
    await waitForHydration(page);
    // Corrupt the docs version data as a broken deployment would: the chunk
    // still loads, but its module no longer exports anything.
    let corrupted = false;
    await page.route(JS_CHUNK, async (route: Route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (!corrupted && body.includes('"pluginId":"default"') && body.includes('JSON.parse(')) {
        corrupted = true;
        await route.fulfill({response, body: body.replace('JSON.parse(', '0&&JSON.parse(')});
        return;
      }
      await route.fulfill({response, body});
    });
    await page
      .getByRole('link', {name: /Guides/})
      .first()
      .click();
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
    expect(corrupted).toBe(true);
    await expect(page.getByText(/doesn't have a default export/)).toBeVisible();
    const tryAgain = page.getByRole('button', {name: 'Try again'});
    await expect(tryAgain).toBeVisible();
    await tryAgain.click();
    // The corrupted module is still cached, so the boundary renders again.
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
  });
});

test.describe('wrong base URL', () => {
  test('a home page whose scripts cannot load says so and where it was built for', async ({
    page,
    consoleGuard,
    baseURL,
  }) => {
    consoleGuard.allow(/Failed to load resource|ERR_FAILED/);
    // A site built for /{product}-gl-js/ but deployed elsewhere: its home page
    // HTML arrives, its scripts and styles (still under the base URL) do not.
    const origin = new URL(baseURL ?? '').origin;
    const homeHtml = await (await page.request.get(baseURL ?? '')).text();
    await page.route(`${origin}/wrong-base/`, (route) =>
      route.fulfill({status: 200, contentType: 'text/html', body: homeHtml}),
    );
    await page.route(/\/assets\//, (route) => route.abort('failed'));
    await page.goto(`${origin}/wrong-base/`);
    const notice = page.getByRole('alert').filter({hasText: "This page's scripts did not load."});
    await expect(notice).toBeVisible();
    await expect(notice.locator('code')).toHaveText([
      new URL(baseURL ?? '').pathname,
      '/wrong-base/',
    ]);
    // The page itself stays readable.
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  });

  test('the notice stays hidden at the right base URL', async ({page}) => {
    await page.goto('');
    await waitForHydration(page);
    await expect(page.getByText("This page's scripts did not load.")).toBeHidden();
  });
});
