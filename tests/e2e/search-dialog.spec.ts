import type {Page} from '@playwright/test';

import {requestsTo} from '../support/network';
import {SEARCH_REPAIRS_EFFECT} from '../support/stock';
import {expect, test, waitForHydration} from './fixtures';

/**
 * The search dialog in the embedded mode (the default build: no hosted search
 * app, the index shipped with the build). The hosted path is in
 * search-hosted.spec.ts.
 */

const dialog = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');
const button = (page: Page) => page.locator('.navbar .DocSearch-Button');

async function open(page: Page, path = 'guides/'): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await button(page).click();
  await expect(input(page)).toBeFocused();
}

async function search(page: Page, query: string): Promise<void> {
  await input(page).fill(query);
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
}

test.describe('search button', () => {
  for (const [width, expected] of [
    [1280, 180],
    [1100, 38],
    [375, 38],
  ] as const) {
    test(`is ${expected} px wide at ${width} px and the header stays 69 px`, async ({page}) => {
      await page.setViewportSize({width, height: 700});
      await page.goto('guides/');
      await waitForHydration(page);
      expect((await button(page).boundingBox())?.width).toBe(expected);
      await expect(page.locator('.navbar .DocSearch-Button-Placeholder')).toBeVisible({
        visible: width >= 1200,
      });
      expect((await page.locator('nav.navbar').boundingBox())?.height).toBe(69);
    });
  }
});

test.describe('search bar loading', () => {
  const barChunk = /\/search-bar\.[0-9a-f]+\.js$/;

  test('loads on the first intent; says so when it cannot, and the next press loads it', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/Failed to load resource: net::ERR_FAILED/, /Loading chunk .* failed/);
    const requested = requestsTo(page, barChunk);
    let refuse = true;
    await page.route(barChunk, (route) => (refuse ? route.abort() : route.continue()));
    await page.goto('guides/');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(requested, 'the bar before any intent').toEqual([]);
    await button(page).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Search could not be loaded. Check your connection, then press the search button again.',
    );
    await expect(dialog(page)).toBeHidden();
    refuse = false;
    await button(page).click();
    await expect(input(page)).toBeFocused();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('keys typed on the button while the bar loads become the query', async ({page}) => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(barChunk, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('guides/');
    await waitForHydration(page);
    await button(page).focus();
    await page.keyboard.type('glo');
    release();
    await expect(input(page)).toHaveValue('glo');
    await page.keyboard.type('be');
    await expect(page.locator('.DocSearch-Hit').first()).toContainText(/globe/i);
  });
});

test.describe('search dialog (embedded index)', () => {
  test(
    'opens with Ctrl+K and /, closes with Ctrl+K and Escape, ignores / in fields',
    SEARCH_REPAIRS_EFFECT,
    async ({page}) => {
      test.slow();
      await page.goto('search/');
      await waitForHydration(page);
      await page.keyboard.press('Control+k');
      await expect(dialog(page)).toBeVisible();
      await expect(input(page)).toHaveAttribute('placeholder', 'Search docs');
      await expect(input(page)).toHaveAttribute('maxlength', '64');
      await expect(input(page)).toHaveAttribute('autocomplete', 'off');
      await expect(input(page)).toHaveAttribute('spellcheck', 'false');
      await page.keyboard.press('Control+k');
      await expect(dialog(page)).toBeHidden();
      await page.keyboard.press('/');
      await expect(dialog(page)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();
      // The search page's own field: "/" is typed, not a shortcut.
      const field = page.locator('input[name="q"]');
      await field.focus();
      await page.keyboard.press('/');
      await expect(dialog(page)).toBeHidden();
      await expect(field).toHaveValue('/');
    },
  );

  test(
    'a key typed on the focused button goes into the input; the index loads on focus',
    SEARCH_REPAIRS_EFFECT,
    async ({page}) => {
      await page.goto('guides/');
      await waitForHydration(page);
      const index = page.waitForRequest(/\/search-index\/[a-z0-9]+\.json$/);
      await button(page).focus();
      await index;
      await page.keyboard.press('g');
      await expect(input(page)).toHaveValue('g');
      await page.keyboard.type('lobe');
      await expect(page.locator('.DocSearch-Hit').first()).toContainText(/globe/i);
    },
  );

  test(
    'groups hits by section, at most 5 each, with snippets and highlights',
    SEARCH_REPAIRS_EFFECT,
    async ({page}) => {
      await open(page);
      await search(page, 'marker');
      const sources = page.locator('.DocSearch-Hit-source');
      await expect(sources.first()).toBeVisible();
      const names = await sources.allTextContents();
      expect(names).toEqual(expect.arrayContaining(['Guides', 'API Reference', 'Examples']));
      expect(new Set(names).size).toBe(names.length);
      for (const section of await page.locator('.DocSearch-Hits').all()) {
        expect(await section.locator('.DocSearch-Hit').count()).toBeLessThanOrEqual(5);
      }
      await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
      await expect(page.locator('.DocSearch-Hit').first()).toHaveAttribute('aria-selected', 'true');
      // The built-in index answers: the footer says so instead of crediting the hosted service.
      await expect(page.locator('.DocSearch-Footer')).toContainText(
        "Searched in your browser with this site's own index",
      );
      await expect(page.locator('.DocSearch-Footer .DocSearch-Logo')).toBeHidden();
    },
  );

  test('arrow keys move the active hit and wrap around', async ({page}) => {
    await open(page);
    await search(page, 'globe');
    const hits = page.locator('.DocSearch-Hit');
    const count = await hits.count();
    await page.keyboard.press('ArrowUp');
    await expect(hits.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(hits.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(hits.nth(1)).toHaveAttribute('aria-selected', 'true');
  });

  test('Enter opens the hit, Ctrl+Enter a tab, Shift+Enter a window, Alt+Enter nothing', async ({
    page,
    context,
  }) => {
    test.slow();
    await open(page);
    await search(page, 'install');
    const href = await page.locator('.DocSearch-Hit a').first().getAttribute('href');
    expect(href).toBe('/mapbox-gl-js/guides/install/');

    const pagesBefore = context.pages().length;
    await page.keyboard.press('Alt+Enter');
    await page.waitForTimeout(300);
    await expect(dialog(page)).toBeVisible();
    expect(context.pages()).toHaveLength(pagesBefore);

    for (const modifier of ['Control', 'Shift']) {
      const opened = context.waitForEvent('page');
      await page.keyboard.press(`${modifier}+Enter`);
      const other = await opened;
      await other.waitForURL(/\/guides\/install\/$/);
      await other.close();
      await expect(dialog(page)).toBeVisible();
    }

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/mapbox-gl-js\/guides\/install\/$/);
    await expect(dialog(page)).toBeHidden();
    await expect(page.locator('article h1')).toHaveText('Install');
  });

  test(
    'remembers recent searches per index, stars them into favourites and removes them',
    SEARCH_REPAIRS_EFFECT,
    async ({page}) => {
      await open(page);
      await expect(page.locator('.DocSearch-Hit-source')).toHaveCount(0);
      // Nothing stored yet: the start screen says so instead of staying blank.
      await expect(dialog(page)).toContainText('No recent searches');
      await search(page, 'install');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/guides\/install\/$/);
      const stored = await page.evaluate(() =>
        Object.keys(localStorage).filter((key) => key.startsWith('__DOCSEARCH_')),
      );
      expect(stored).toContain('__DOCSEARCH_RECENT_SEARCHES__mapbox');

      await button(page).click();
      await expect(page.locator('.DocSearch-Hit-source')).toHaveText(['Recent']);
      await page.getByTitle('Save this search').first().click();
      await expect(page.locator('.DocSearch-Hit-source')).toHaveText(['Favorite']);
      const favourites = await page.evaluate(() =>
        JSON.parse(localStorage.getItem('__DOCSEARCH_FAVORITE_SEARCHES__mapbox') ?? '[]'),
      );
      expect(favourites).toHaveLength(1);
      await page.getByTitle('Remove this search from favorites').first().click();
      await expect(page.locator('.DocSearch-Hit-source')).toHaveCount(0);
      await expect(dialog(page)).toContainText('No recent searches');
      expect(
        await page.evaluate(() => localStorage.getItem('__DOCSEARCH_FAVORITE_SEARCHES__mapbox')),
      ).toBe('[]');
    },
  );

  test(
    'no results shows suggestions that prefill the input',
    SEARCH_REPAIRS_EFFECT,
    async ({page}) => {
      await open(page);
      await search(page, 'popup');
      await input(page).fill('qqqzzzxxx');
      const noResults = page.locator('.DocSearch-NoResults');
      await expect(noResults).toContainText('No results for');
      await expect(noResults).toContainText('qqqzzzxxx');
      await expect(noResults).toContainText('Try searching for:');
      // The docs' feedback channel, with the query filled in.
      await expect(noResults).toContainText('Believe this query should return results?');
      await expect(noResults.getByRole('link', {name: 'Let us know.'})).toHaveAttribute(
        'href',
        /^https:\/\/github\.com\/[^/]+\/[^/]+\/issues\/new\?.*qqqzzzxxx$/,
      );
      // While typing, the start screen's text is gone.
      await expect(dialog(page)).not.toContainText('No recent searches');
      const suggestions = noResults.locator('.DocSearch-Prefill');
      await expect(suggestions.first()).toBeVisible();
      expect(await suggestions.count()).toBeLessThanOrEqual(3);
      const first = (await suggestions.first().textContent()) ?? '';
      expect(['Guides', 'API Reference', 'Examples', 'Plugins']).toContain(first);
      await suggestions.first().click();
      await expect(input(page)).toHaveValue(`${first.toLowerCase()} `);
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    },
  );

  test(
    '"See all results" opens the search page with the query',
    SEARCH_REPAIRS_EFFECT,
    async ({page}) => {
      await open(page);
      await search(page, 'terrain');
      // The count is this query's, not a sum over the keystrokes before it.
      await input(page).fill('terrai');
      await input(page).fill('terrain');
      const seeAll = page.getByRole('link', {name: /^See all \d+ results$/});
      await expect(seeAll).toBeVisible();
      const count = Number(/\d+/.exec((await seeAll.textContent()) ?? '')?.[0]);
      await seeAll.click();
      await expect(page).toHaveURL(/\/mapbox-gl-js\/search\/\?q=terrain$/);
      await expect(page.locator('h1')).toHaveText('Search results for "terrain"');
      await expect(page.locator('main article').first()).toBeVisible();
      await expect(page.getByText(`${count} documents found`)).toBeVisible();
    },
  );
});

/**
 * The index request fails, answers something else or is slow. A reader who
 * clicks the button and types at once (while the dialog is still opening)
 * keeps every letter, and the dialog says why search is unavailable.
 */
test.describe('search dialog when the index is unavailable', () => {
  const INDEX = /\/search-index\/[a-z0-9]+\.json$/;

  async function typeAtOnce(page: Page, text: string): Promise<void> {
    await page.goto('guides/');
    await waitForHydration(page);
    await button(page).click();
    await page.keyboard.type(text, {delay: 40});
  }

  const failures: [string, Parameters<Page['route']>[1], RegExp][] = [
    ['the request fails', (route) => route.abort('failed'), /the server did not answer/],
    [
      'the server answers 404',
      (route) => route.fulfill({status: 404, body: 'Not found'}),
      /with an error \(HTTP 404\)/,
    ],
    [
      'the server answers an HTML page',
      (route) =>
        route.fulfill({status: 200, contentType: 'text/html', body: '<!doctype html><p>Home</p>'}),
      /not a search index/,
    ],
  ];
  for (const [name, answer, reason] of failures) {
    test(
      `keeps every keystroke and says why when ${name}`,
      SEARCH_REPAIRS_EFFECT,
      async ({page, consoleGuard}) => {
        consoleGuard.allow(/Failed to load resource/);
        await page.route(INDEX, answer);
        await typeAtOnce(page, 'marker');
        await expect(input(page)).toHaveValue('marker');
        const error = page.locator('.DocSearch-ErrorScreen');
        await expect(error).toContainText('Search is unavailable');
        await expect(error).toContainText(reason);
        await page.keyboard.type(' popup', {delay: 40});
        await expect(input(page)).toHaveValue('marker popup');
        await expect(error).toContainText(reason);
      },
    );
  }

  test(
    'keeps every keystroke while a slow index loads, then shows hits',
    SEARCH_REPAIRS_EFFECT,
    async ({page}) => {
      await page.route(INDEX, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 5000));
        await route.continue();
      });
      await typeAtOnce(page, 'marker');
      await expect(input(page)).toHaveValue('marker');
      await expect(page.locator('.DocSearch-Container--Stalled')).toBeVisible();
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 15_000});
      await expect(input(page)).toHaveValue('marker');
      await expect(page.locator('.DocSearch-Container--Stalled')).toHaveCount(0);
    },
  );

  test('the search page says why instead of failing', async ({page, consoleGuard}) => {
    consoleGuard.allow(/Failed to load resource.*404/);
    await page.route(INDEX, (route) => route.fulfill({status: 404, body: 'Not found'}));
    await page.goto('search/?q=marker');
    await waitForHydration(page);
    const alert = page.getByRole('alert').filter({hasText: 'Search is unavailable'});
    await expect(alert).toContainText('HTTP 404');
    await expect(page.locator('.search-page-wrapper')).toContainText(
      "Searched in your browser with this site's own index",
    );
  });
});

test.describe('search dialog in Japanese', () => {
  test(
    'searches Japanese pages and shows Japanese strings',
    SEARCH_REPAIRS_EFFECT,
    async ({page}) => {
      await page.goto('ja/guides/');
      await waitForHydration(page);
      await expect(button(page)).toHaveAccessibleName(/^検索/);
      await button(page).click();
      await expect(input(page)).toHaveAttribute('placeholder', 'ドキュメントを検索');
      await expect(dialog(page)).toContainText('最近の検索はありません');
      await search(page, 'マーカーを追加');
      await expect(page.locator('.DocSearch-Hit-source').first()).toBeVisible();
      const sources = await page.locator('.DocSearch-Hit-source').allTextContents();
      expect(sources.every((name) => /[ぁ-んァ-ン一-龯]/.test(name))).toBe(true);
      await expect(page.locator('.DocSearch-Hit mark').first()).toContainText(/マーカー|追加/);
      const href = await page.locator('.DocSearch-Hit a').first().getAttribute('href');
      expect(href).toMatch(/^\/mapbox-gl-js\/ja\//);
      await expect(page.locator('.DocSearch-Footer')).toContainText('選ぶ');
      await expect(page.getByRole('link', {name: /^検索結果\d+件をすべて見る$/})).toBeVisible();
      await input(page).fill('qqqzzzxxx');
      await expect(page.locator('.DocSearch-NoResults')).toContainText('qqqzzzxxx');
      await expect(page.locator('.DocSearch-NoResults')).toContainText('次の検索結果はありません');
      await expect(page.locator('.DocSearch-NoResults')).toContainText(
        'よりよい検索結果がありますか?',
      );
      await expect(page.getByRole('link', {name: '報告する'})).toHaveAttribute(
        'href',
        /qqqzzzxxx$/,
      );
    },
  );
});
