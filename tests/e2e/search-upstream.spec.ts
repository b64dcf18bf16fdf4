import type {Page} from '@playwright/test';

import {expect, test, waitForHydration} from './fixtures';

/**
 * DocSearch as it ships, on the stock build only (`npm run test:e2e:stock`):
 * one test per behaviour that a repair of plugins/overrides/search-repairs
 * works around. Each passes while DocSearch still behaves that way. The day
 * an upgrade fixes one, its test fails with the repair to delete.
 */

const dialog = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');
const button = (page: Page) => page.locator('.navbar .DocSearch-Button');
const hits = (page: Page) => page.locator('.DocSearch-Hit');

/** The repair a failing test points at, as the failure's message. */
const fixedUpstream = (repair: string) =>
  `DocSearch no longer behaves this way: delete ${repair} from plugins/overrides/search-repairs, its test in searchBarRepairs.test.tsx and this test`;

/**
 * The page with the theme's bar in place of the header's first button (which
 * hands over what it got itself, `plugins/search/theme/SearchBar.tsx`).
 */
async function withBar(page: Page): Promise<void> {
  await page.goto('guides/');
  await waitForHydration(page);
  await button(page).hover();
  await expect(page.locator('.navbar div[style*="contents"] .DocSearch-Button')).toBeVisible();
  await page.mouse.move(0, 400);
}

/** A key pressed while the theme's search button has focus, and time for DocSearch to act on it. */
async function pressOnButton(page: Page, key: string): Promise<void> {
  await withBar(page);
  await button(page).focus();
  await page.keyboard.press(key);
  await page.waitForTimeout(500);
}

async function openDialog(page: Page): Promise<void> {
  await withBar(page);
  await button(page).click();
  await expect(input(page)).toBeFocused();
}

test.describe('DocSearch 4.7 as it ships', () => {
  test('queryCap.ts: the input takes 512 characters, not the 64 a query is capped at', async ({
    page,
  }) => {
    await openDialog(page);
    await expect(input(page), fixedUpstream('hooks/queryCap.ts')).toHaveAttribute(
      'maxlength',
      '512',
    );
  });

  test('useTypeOnButton.ts and typeInto.ts: a key typed on the focused button is lost', async ({
    page,
  }) => {
    await pressOnButton(page, 'g');
    // Whatever DocSearch does with the key, the letter does not reach a query.
    const typed = (await dialog(page).count()) > 0 ? await input(page).inputValue() : '';
    expect(typed, fixedUpstream('hooks/useTypeOnButton.ts and hooks/typeInto.ts')).toBe('');
  });

  test('useSlashFromButton.ts: "/" does nothing while the search button has focus', async ({
    page,
  }) => {
    await pressOnButton(page, '/');
    await expect(dialog(page), fixedUpstream('hooks/useSlashFromButton.ts')).toHaveCount(0);
  });

  test('useSearchFailure.ts: a failed search shows "No results", not the error screen', async ({
    page,
    consoleGuard,
  }) => {
    // As it ships, the dialog sometimes also lets the failed search's rejection go uncaught
    // (the site's repair catches it: search-dialog.spec.ts).
    consoleGuard.allow(/Failed to load resource/, /Unreachable hosts/);
    await page.route(/\/search-index\/[a-z0-9]+\.json$/, (route) => route.abort('failed'));
    await openDialog(page);
    await input(page).fill('marker');
    await expect(page.locator('.DocSearch-NoResults')).toBeVisible();
    await expect(
      page.locator('.DocSearch-ErrorScreen'),
      fixedUpstream('hooks/useSearchFailure.ts'),
    ).toHaveCount(0);
  });

  test('useSeeAllCount.ts: "See all" adds up the counts of every answer since the dialog opened', async ({
    page,
  }) => {
    await openDialog(page);
    await input(page).fill('terrain');
    const seeAll = page.getByRole('link', {name: /^See all \d+ results$/});
    await expect(seeAll).toBeVisible();
    const once = Number(/\d+/.exec((await seeAll.textContent()) ?? '')?.[0]);
    await input(page).fill('terrai');
    await expect(hits(page).first()).toBeVisible();
    await input(page).fill('terrain');
    await expect(seeAll).not.toHaveText(`See all ${once} results`);
    const again = Number(/\d+/.exec((await seeAll.textContent()) ?? '')?.[0]);
    expect(again, fixedUpstream('hooks/useSeeAllCount.ts')).toBeGreaterThan(once);
  });

  test('useNoResultsSuggestions.ts: no results shows no suggested queries', async ({page}) => {
    await openDialog(page);
    await input(page).fill('popup');
    await expect(hits(page).first()).toBeVisible();
    await input(page).fill('qqqzzzxxx');
    const noResults = page.locator('.DocSearch-NoResults');
    await expect(noResults).toContainText('qqqzzzxxx');
    await expect(
      noResults.locator('.DocSearch-Prefill'),
      fixedUpstream('hooks/useNoResultsSuggestions.ts'),
    ).toHaveCount(0);
  });

  test('dialogSlots.ts: an empty query with nothing searched before shows no results area', async ({
    page,
  }) => {
    await openDialog(page);
    await expect(dialog(page)).toBeVisible();
    await expect(
      dialog(page).locator('.DocSearch-Dropdown'),
      fixedUpstream('hooks/dialogSlots.ts (and "No recent searches" in RepairedSearchBar.tsx)'),
    ).toHaveCount(0);
  });
});
