import type {Page} from '@playwright/test';

import {EXAMPLES} from '../support/examples';
import {requestsTo} from '../support/network';

import {expect, test, waitForHydration} from './fixtures';

// Three of these tests open an example page, whose demo draws its map with
// software WebGL meanwhile; on a shared two-core machine that can take a while.
test.describe.configure({timeout: 60_000});

test.describe('gallery', () => {
  // The cards are in one section per topic (the page actions' links are not).
  const cards = (page: Page) => page.locator('main section ul li a[href*="/example/"]');

  test('search and topic filters narrow the cards, live in the URL, and reset', async ({page}) => {
    await page.goto('example/');
    await waitForHydration(page);
    const total = EXAMPLES.length;
    await expect(page.getByRole('status').filter({hasText: 'examples'})).toHaveText(
      `${total} of ${total} examples`,
    );
    await expect(cards(page)).toHaveCount(total);
    await page.getByLabel('Search examples').fill('webpage');
    await expect(page).toHaveURL(/\?search=webpage$/);
    await expect(cards(page)).toHaveCount(
      EXAMPLES.filter(({meta}) => /webpage/i.test(meta.title.en)).length || 0,
    );
    await page.getByLabel('Search examples').fill('zzzz-no-such-example');
    await expect(page.getByText('No examples match these filters.')).toBeVisible();
    await page.getByRole('button', {name: 'Reset'}).click();
    await expect(page).toHaveURL(/\/example\/$/);
    await expect(cards(page)).toHaveCount(total);

    await page.getByLabel('Topic').selectOption('Getting started');
    await expect(page).toHaveURL(/\?topic=Getting\+started$/);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByLabel('Topic')).toHaveValue('Getting started');
    await expect(cards(page).first()).toHaveAttribute('href', /\/example\/simple-map\/$/);
  });

  test('searches whole descriptions from a chunk loaded on demand, and says when it cannot', async ({
    page,
    consoleGuard,
  }) => {
    const searchChunk = /\/assets\/js\/gallery-search\.[0-9a-f]+\.js$/;
    const asked = requestsTo(page, searchChunk);
    await page.goto('example/');
    await waitForHydration(page);
    expect(asked, 'the search text waits for a search').toEqual([]);
    // Only in a description, past what the card shows.
    await page.getByLabel('Search examples').fill('min_height');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toHaveAttribute('href', /\/example\/3d-buildings\/$/);
    expect(asked).toHaveLength(1);

    await page.route(searchChunk, (route) => route.abort());
    consoleGuard.allow(/Failed to load resource: net::ERR_FAILED/);
    await page.goto('example/?search=min_height');
    await waitForHydration(page);
    await expect(page.locator('[data-gallery-search-note]')).toContainText(
      'The full descriptions could not be loaded',
    );
    await expect(page.getByText('No examples match these filters.')).toBeVisible();
    // Titles, summaries and topics still narrow the cards.
    await page.getByLabel('Search examples').fill('display buildings 3D');
    await expect(cards(page).and(page.locator('[href$="/example/3d-buildings/"]'))).toBeVisible();
  });

  test('keeps the server cards until a filter is used, opens them in the app, says when they cannot load', async ({
    page,
    consoleGuard,
  }) => {
    const cardsChunk = /\/assets\/js\/gallery-cards\.[0-9a-f]+\.js$/;
    const asked = requestsTo(page, cardsChunk);
    await page.goto('example/');
    await waitForHydration(page);
    await expect(cards(page)).toHaveCount(EXAMPLES.length);
    expect(asked, 'the cards wait for a filter').toEqual([]);
    // A card of the server's HTML loads its example's code ahead when the
    // pointer is over it, as a `Link` does, and opens it without a page load.
    await page.evaluate(() => {
      document.documentElement.dataset.sameDocument = 'yes';
      const preloaded: string[] = [];
      const site = window as unknown as {
        docusaurus: {preload: (path: string) => unknown};
        preloaded: string[];
      };
      const {preload} = site.docusaurus;
      site.preloaded = preloaded;
      site.docusaurus = {
        ...site.docusaurus,
        preload: (path) => {
          preloaded.push(path);
          return preload(path);
        },
      };
    });
    const simpleMap = cards(page).and(page.locator('[href$="/example/simple-map/"]'));
    await simpleMap.hover();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as {preloaded: string[]}).preloaded))
      .toContain(new URL('simple-map/', page.url()).pathname);
    await simpleMap.click();
    await expect(page.locator('h1')).toHaveText(
      EXAMPLES.find(({slug}) => slug === 'simple-map')!.meta.title.en,
    );
    await expect(page.locator('html')).toHaveAttribute('data-same-document', 'yes');

    await page.route(cardsChunk, (route) => route.abort());
    consoleGuard.allow(/Failed to load resource: net::ERR_FAILED/);
    await page.goto('example/');
    await waitForHydration(page);
    await page.getByLabel('Topic').selectOption('Getting started');
    await expect(page.locator('[data-gallery-cards-note]')).toContainText(
      'The list of examples could not be loaded',
    );
    await expect(cards(page)).toHaveCount(EXAMPLES.length);
  });

  test('an example whose data cannot load says so, and trying again opens it', async ({
    page,
    consoleGuard,
  }) => {
    await page.goto('example/');
    await waitForHydration(page);
    // The example's data is an unnamed chunk (the gallery has every named one it needs).
    const unnamedChunk = /\/assets\/js\/\d+\.[0-9a-f]+\.js$/;
    consoleGuard.allow(/Failed to load resource: net::ERR_FAILED/, /Loading chunk \d+ failed/);
    await page.route(unnamedChunk, (route) => route.abort());
    await cards(page).and(page.locator('[href$="/example/simple-map/"]')).click();
    await expect(page.getByRole('alert')).toContainText('This example could not be loaded');
    await page.unroute(unnamedChunk);
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.locator('h1')).toHaveText(
      EXAMPLES.find(({slug}) => slug === 'simple-map')!.meta.title.en,
    );
  });

  test("a demo that cannot load says so in the page's language, inside its frame", async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/Failed to load resource: the server responded with a status of 404/);
    await page.route('**/example-runtime/demo/simple-map.ja.html', (route) =>
      route.fulfill({status: 404, body: 'gone'}),
    );
    await page.goto('ja/example/simple-map/');
    await waitForHydration(page);
    await expect(page.frameLocator('[data-testid="example-frame"]').locator('body')).toHaveText(
      'このサンプルを読み込めませんでした。接続を確認して、ページを再読み込みしてください。',
    );
  });

  test('works in Japanese and links cards to their pages', async ({page}) => {
    // A phone: the filters come within the first screen, one size with their Reset button.
    await page.setViewportSize({width: 375, height: 800});
    await page.goto('ja/example/?search=' + encodeURIComponent('ウェブページに地図を表示する'));
    await waitForHydration(page);
    const search = page.getByLabel('サンプルを検索');
    const reset = page.getByRole('button', {name: 'リセット'});
    await expect(search).toBeInViewport();
    const sizes = await Promise.all(
      [search, page.getByLabel('トピック'), reset].map((control) =>
        control.evaluate((element) => ({
          height: Math.round(element.getBoundingClientRect().height),
          font: getComputedStyle(element).fontFamily,
        })),
      ),
    );
    expect(new Set(sizes.map(({height}) => height)).size, 'one height').toBe(1);
    expect(new Set(sizes.map(({font}) => font)).size, 'one typeface').toBe(1);
    // 16 px: the phone's browser does not zoom into the field when it takes focus.
    expect(await search.evaluate((element) => getComputedStyle(element).fontSize)).toBe('16px');
    await expect(
      page.getByText(/検索ボックスはタイトル、説明、トピックを検索します/),
    ).toBeVisible();
    await page.setViewportSize({width: 1280, height: 800});
    await expect(page.getByLabel('サンプルを検索')).toHaveValue('ウェブページに地図を表示する');
    await expect(cards(page)).toHaveCount(1);
    await cards(page).first().click();
    await expect(page).toHaveURL(/\/ja\/example\/simple-map\/$/);
    await expect(page.locator('h1')).toHaveText('ウェブページに地図を表示する');
  });
});
