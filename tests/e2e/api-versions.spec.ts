import {readFileSync} from 'node:fs';
import {join} from 'node:path';

import {wcagViolations} from '../support/axe';
import {localisedPath, type Locale} from '../support/routes';
import {expect, test, waitForHydration} from './fixtures';

/**
 * The version facts as readers meet them (plugins/api-versions): the Since
 * label in the reference, an example's minimum version, the gallery's
 * "Works with" filter and the What's new page, in both locales. What the
 * facts are is checked by tests/unit/apiVersions.test.ts; these check what
 * the pages make of them.
 */

/** The release lines of the described major, oldest first: What's new has a section for each. */
const FACTS = JSON.parse(
  readFileSync(join(__dirname, '..', '..', 'plugins', 'api-versions', 'versions.json'), 'utf8'),
) as {libraryVersion: string; releaseLines: string[]};
const MAJOR_LINES = FACTS.releaseLines.filter((line) =>
  line.startsWith(`${FACTS.libraryVersion.split('.')[0]}.`),
);

const TEXT = {
  en: {
    searches: ['since 3.9', 'new in 3.9'],
    since: 'Since v3.9.0',
    requires: 'Requires v3.9.0 or later',
    worksWith: 'Works with',
    whatsNew: "What's new",
  },
  ja: {
    searches: ['v3.9 以降', '3.9 の新機能'],
    since: 'v3.9.0 以降',
    requires: 'v3.9.0 以降が必要です',
    worksWith: '対応バージョン',
    whatsNew: '新機能',
  },
} as const satisfies Record<Locale, Record<string, string | readonly string[]>>;

for (const locale of ['en', 'ja'] as const) {
  const text = TEXT[locale];
  const path = (page: string) => localisedPath(locale, page);

  test.describe(locale, () => {
    test('an entry the facts date shows its first release by its heading', async ({page}) => {
      await page.goto(path('api/map/#map#setrain'));
      await waitForHydration(page);
      const entry = page.locator('[data-api-member="map#setrain"]');
      await expect(entry).toBeVisible();
      await expect(entry.locator('[data-api-since]')).toHaveText(text.since);
      // An entry no fact dates has no label.
      await expect(
        page.locator('[data-api-item="map"] > div').first().locator('[data-api-since]'),
      ).toHaveCount(0);
    });

    test('an example names its minimum version and the entry that sets it, linked', async ({
      page,
    }) => {
      await page.goto(path('example/rain/'));
      await waitForHydration(page);
      const minimum = page.locator('[data-example-minimum]');
      await expect(minimum).toContainText(text.requires);
      await minimum.getByRole('link', {name: 'Map#setRain'}).click();
      await expect(page).toHaveURL(new RegExp(`${path('api/map/')}#map#setrain$`));
      await expect(page.locator('[data-api-member="map#setrain"]')).toBeInViewport();
    });

    test('the gallery keeps only the examples that run on a chosen release, in the URL', async ({
      page,
    }) => {
      await page.goto(path('example/'));
      await waitForHydration(page);
      const versionFilter = page.getByLabel(text.worksWith);
      const rainCard = page.locator(`a[href$="/example/rain/"]`);
      const simpleMapCard = page.locator(`a[href$="/example/simple-map/"]`);
      await expect(rainCard).toBeVisible();
      await versionFilter.selectOption('3.8');
      await expect(page).toHaveURL(/[?&]version=3\.8\b/);
      await expect(rainCard).toHaveCount(0);
      await expect(simpleMapCard).toBeVisible();
      // Kept across a reload, as a shared link would be.
      await page.reload();
      await waitForHydration(page);
      await expect(versionFilter).toHaveValue('3.8');
      await expect(rainCard).toHaveCount(0);
      await versionFilter.selectOption('3.9');
      await expect(rainCard).toBeVisible();
      await expect(page).toHaveURL(/[?&]version=3\.9\b/);
    });

    test("What's new lists each release's additions, newest first, linked to their entries", async ({
      page,
    }) => {
      await page.goto(path('api/whats-new/'));
      await waitForHydration(page);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(text.whatsNew);
      const releases = page.locator('[data-whats-new]');
      // Every line of the described major, newest first.
      await expect(releases).toHaveCount(MAJOR_LINES.length);
      await expect(releases.first()).toHaveAttribute('data-whats-new', MAJOR_LINES.at(-1)!);
      await expect(releases.last()).toHaveAttribute('data-whats-new', MAJOR_LINES[0]!);
      // In the sidebar, under the API reference.
      await expect(
        page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: text.whatsNew}),
      ).toHaveAttribute('aria-current', 'page');
      await page.locator('[data-whats-new="3.9"]').getByRole('link', {name: 'Map#setRain'}).click();
      await expect(page).toHaveURL(new RegExp(`${path('api/map/')}#map#setrain$`));
    });

    test("a search for a release finds its section of What's new first", async ({page}) => {
      for (const query of text.searches) {
        await page.goto(path(`search/?${new URLSearchParams({q: query})}`));
        await waitForHydration(page);
        await expect(page.locator('main article a').first()).toHaveAttribute(
          'href',
          new RegExp(`/${path('api/whats-new/')}#v3-9$`),
        );
      }
    });
  });
}

test.describe('dark', () => {
  test.use({colorScheme: 'dark'});
  test.describe.configure({timeout: 90_000});

  test("axe finds no WCAG A/AA violations on What's new and a Since label in dark mode", async ({
    page,
  }) => {
    for (const path of ['ja/api/whats-new/', 'example/rain/']) {
      await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
      await page.goto(path);
      await waitForHydration(page);
      expect(await wcagViolations(page), path).toEqual([]);
    }
  });
});
