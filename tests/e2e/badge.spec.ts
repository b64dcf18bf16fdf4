import type {Locator, Page} from '@playwright/test';

import {LOCALES, localisedPath, type Locale} from '../support/routes';
import {wcagViolations} from '../support/axe';
import {expect, test, waitForHydration} from './fixtures';

/** The rows of the table in the "Badges" section of /api/, in order. */
const TYPES = [
  'note',
  'warning',
  'error',
  'beta',
  'new',
  'download',
  'fundamentals',
  'pricing',
  'experimental',
  'legacy',
] as const;
type ListedType = (typeof TYPES)[number];

/** What a reader sees: English labels are upper-cased by CSS. */
const LABELS: Record<Locale, Record<ListedType, string>> = {
  en: {
    note: 'NOTE',
    warning: 'WARNING',
    error: 'ERROR',
    beta: 'BETA',
    new: 'NEW',
    download: 'DOWNLOAD',
    fundamentals: 'FUNDAMENTALS',
    pricing: 'PRICING',
    experimental: 'EXPERIMENTAL',
    legacy: 'LEGACY',
  },
  ja: {
    note: '注記',
    warning: '警告',
    error: 'エラー',
    beta: 'ベータ',
    new: '新機能',
    download: 'ダウンロード',
    fundamentals: '基本',
    pricing: '料金',
    experimental: '実験的',
    legacy: 'レガシー',
  },
};

/** The badges' tooltips in English, and their Japanese from i18n/ja/code.json. */
const TOOLTIPS: Record<Locale, Partial<Record<ListedType, string>>> = {
  en: {
    beta: 'This feature is in public beta and is subject to changes.',
    new: 'This feature was released recently.',
    experimental:
      'Experimental features are still being tested and may not behave as expected. Use with caution.',
    legacy: 'This feature is no longer in active development.',
    fundamentals: 'The concepts described here are fundamental to using this product.',
    pricing: 'This contains information about product pricing.',
  },
  ja: {
    beta: 'この機能はパブリックベータ版のため、今後変更される可能性があります。',
    new: 'この機能は最近リリースされました。',
    experimental:
      '実験的な機能はまだテスト中のため、想定どおりに動作しない場合があります。注意して使用してください。',
    legacy: 'この機能は現在、積極的には開発されていません。',
    fundamentals: 'ここで説明する概念は、この製品を使ううえでの基本です。',
    pricing: 'ここには製品の料金に関する情報が含まれています。',
  },
};

const VIEWPORTS = [
  {name: 'desktop', width: 1280, height: 800},
  {name: 'mobile', width: 375, height: 740},
] as const;

/** The scroll box holding the badge table, right after the section heading. */
function badgeTable(page: Page): Locator {
  return page.locator('xpath=//h2[@id="badges"]/following-sibling::*[@role="region"][1]');
}

/** The first cell of the row describing `type`. */
function badgeCell(page: Page, type: ListedType): Locator {
  return badgeTable(page).locator('tbody tr').nth(TYPES.indexOf(type)).locator('td').first();
}

async function openBadgeSection(page: Page, locale: Locale): Promise<void> {
  const response = await page.goto(localisedPath(locale, 'api/'));
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
}

/** The badge with a tooltip in `type`'s row, and the tooltip its aria-describedby names. */
async function badgeAndTooltip(
  page: Page,
  type: ListedType,
): Promise<{badge: Locator; tooltip: Locator}> {
  const badge = badgeCell(page, type).locator('[aria-describedby]');
  await expect(badge).toHaveCount(1);
  const id = await badge.getAttribute('aria-describedby');
  expect(id).toBeTruthy();
  // An attribute selector, because React's generated ids are not valid CSS identifiers.
  return {badge, tooltip: page.locator(`[id="${id}"]`)};
}

/**
 * The tooltip sits above the badge and inside the viewport, once scrolling
 * (centring the badge) has settled: the tooltip follows each scroll event.
 */
async function expectPlacedAbove(page: Page, badge: Locator, tooltip: Locator): Promise<void> {
  await expect(() => placedAbove(page, badge, tooltip)).toPass({timeout: 5_000});
}

async function placedAbove(page: Page, badge: Locator, tooltip: Locator): Promise<void> {
  const badgeBox = await badge.boundingBox();
  const tooltipBox = await tooltip.boundingBox();
  const viewport = page.viewportSize();
  if (!badgeBox || !tooltipBox || !viewport) {
    throw new Error('badge, tooltip or viewport has no size');
  }
  expect(tooltipBox.y + tooltipBox.height).toBeLessThanOrEqual(badgeBox.y + 0.5);
  expect(tooltipBox.y).toBeGreaterThanOrEqual(0);
  expect(tooltipBox.x).toBeGreaterThanOrEqual(0);
  expect(tooltipBox.x + tooltipBox.width).toBeLessThanOrEqual(viewport.width);
  // The box is horizontally over the badge, even when shifted to stay on screen.
  const centre = badgeBox.x + badgeBox.width / 2;
  expect(centre).toBeGreaterThan(tooltipBox.x);
  expect(centre).toBeLessThan(tooltipBox.x + tooltipBox.width);
}

/** Puts the badge mid-screen, with room above it for the tooltip. */
async function centre(badge: Locator): Promise<void> {
  await badge.evaluate((element) => element.scrollIntoView({block: 'center', inline: 'nearest'}));
}

// Each locale at one width: the badges' behaviour does not depend on the
// language, and their text does not depend on the width, so English on the
// desktop and Japanese on a phone cover both.
const RUNS = [
  {locale: 'en', viewport: VIEWPORTS[0]},
  {locale: 'ja', viewport: VIEWPORTS[1]},
] as const;

for (const {locale, viewport} of RUNS) {
  test.describe(`${locale} ${viewport.name} badges on /api/`, () => {
    test.use({viewport: {width: viewport.width, height: viewport.height}});

    test('all ten badges render with uppercase labels', async ({page}) => {
      await openBadgeSection(page, locale);
      await expect(badgeTable(page).locator('tbody tr')).toHaveCount(TYPES.length);
      for (const type of TYPES) {
        const cell = badgeCell(page, type);
        await expect(cell).toBeVisible();
        // innerText applies text-transform and leaves out the hidden tooltip.
        const {text, transform} = await cell.evaluate((element) => {
          const label = element.querySelector('span:not([role="tooltip"]):not(:has(span))');
          return {
            text: (element as HTMLElement).innerText.trim(),
            transform: label ? getComputedStyle(label).textTransform : '',
          };
        });
        expect(text, type).toBe(LABELS[locale][type]);
        expect(text, type).toBe(text.toUpperCase());
        expect(transform, type).toBe('uppercase');
        expect(await cell.locator('[aria-describedby]').count(), type).toBe(
          TOOLTIPS[locale][type] ? 1 : 0,
        );
      }
    });

    // Every badge type in one page load per behaviour: the page is the slow part.
    const tooltips = Object.entries(TOOLTIPS[locale]) as [ListedType, string][];

    test('hover shows each tooltip above its badge, moving away hides it', async ({page}) => {
      await openBadgeSection(page, locale);
      for (const [type, text] of tooltips) {
        await test.step(type, async () => {
          const {badge, tooltip} = await badgeAndTooltip(page, type);
          await expect(tooltip).toHaveAttribute('role', 'tooltip');
          await expect(tooltip).toHaveText(text);
          await expect(tooltip).toBeHidden();

          await centre(badge);
          await badge.hover();
          await expect(tooltip).toBeVisible();
          await expect(tooltip).toHaveText(text);
          await expectPlacedAbove(page, badge, tooltip);

          await page.mouse.move(viewport.width - 2, viewport.height - 2);
          await expect(tooltip).toBeHidden();
        });
      }
    });

    test('Tab focus shows each tooltip, Escape hides it', async ({page}) => {
      await openBadgeSection(page, locale);
      for (const [type, text] of tooltips) {
        await test.step(type, async () => {
          const {badge, tooltip} = await badgeAndTooltip(page, type);
          // Start on the table's scroll box and tab forward to the badge, as a keyboard user would.
          await badgeTable(page).focus();
          for (let presses = 0; presses < TYPES.length * 2; presses += 1) {
            if (await badge.evaluate((element) => element === document.activeElement)) {
              break;
            }
            await page.keyboard.press('Tab');
          }
          await expect(badge).toBeFocused();
          await centre(badge);
          await expect(tooltip).toBeVisible();
          await expect(tooltip).toHaveText(text);
          await expectPlacedAbove(page, badge, tooltip);
          await expect(badge).toHaveCSS('outline-style', 'solid');

          await page.keyboard.press('Escape');
          await expect(tooltip).toBeHidden();
          await expect(badge).toBeFocused();
        });
      }
    });
  });
}

for (const locale of LOCALES) {
  test(`${locale}: the guides show the fundamentals and pricing badges`, async ({page}) => {
    for (const [path, type] of [
      ['guides/', 'fundamentals'],
      ['guides/pricing/', 'pricing'],
    ] as const) {
      await page.goto(localisedPath(locale, path));
      await waitForHydration(page);
      const badge = page.locator('article [aria-describedby]', {hasText: LABELS[locale][type]});
      await expect(badge).toHaveCount(1);
      await badge.hover();
      await expect(page.getByRole('tooltip')).toHaveText(TOOLTIPS[locale][type] ?? '');
    }
  });

  // Light in English, dark in Japanese: the colours do not depend on the language.
  for (const theme of [locale === 'en' ? 'light' : 'dark'] as const) {
    test(`${locale} ${theme}: axe finds no WCAG A/AA violations on /api/ with a tooltip open`, async ({
      page,
    }) => {
      await page.emulateMedia({colorScheme: theme, reducedMotion: 'reduce'});
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await openBadgeSection(page, locale);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const {badge, tooltip} = await badgeAndTooltip(page, 'beta');
      await centre(badge);
      await badge.focus();
      await expect(tooltip).toBeVisible();
      expect(await wcagViolations(page)).toEqual([]);
    });
  }
}
