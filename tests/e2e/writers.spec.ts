import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {load} from 'js-yaml';

import {baseUrlFor, resolveSettings} from '../../src/config/settings';
import {localisedPath} from '../support/routes';
import {expect, test} from './fixtures';

/**
 * The writers' pages, static pages in the site's frame that the readers' app
 * does not load: the glossary (every term of `i18n/ja/glossary.yml`) and the
 * translation status, in both locales, out of the sitemap, the site's search
 * and the offline copy.
 */
const glossary = load(
  readFileSync(join(__dirname, '..', '..', 'i18n', 'ja', 'glossary.yml'), 'utf8'),
) as {rules: {english: string; expected: string}[]};

for (const locale of ['en', 'ja'] as const) {
  test(`${locale}: the Japanese glossary lists every term, for writers only`, async ({
    page,
    request,
  }) => {
    await page.goto(localisedPath(locale, 'writers/glossary/'));
    // No script of the readers' app: nothing hydrates, nothing is asked of the route table.
    await expect(page.locator('script[src*="/assets/js/"]')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      locale === 'ja' ? '日本語の用語集' : 'Japanese glossary',
    );
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(glossary.rules.length + 1);
    await expect(page.getByRole('row', {name: /^map 地図 /})).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    const sitemap = await (await request.get(localisedPath(locale, 'sitemap.xml'))).text();
    expect(sitemap).toContain('/api/map/');
    expect(sitemap).not.toContain('/writers/');
    const records = await (
      await request.get(localisedPath(locale, 'search-index/records.json'))
    ).text();
    expect(records).toContain('/api/map/');
    expect(records).not.toContain('/writers/');
  });
}

const BASE_PATH = baseUrlFor(resolveSettings(process.env));

/** Every unit has a record (a unit test holds that), so the records count the units. */
const records = load(
  readFileSync(join(__dirname, '..', '..', 'i18n', 'ja', 'translation-records.yml'), 'utf8'),
) as Record<string, Record<string, unknown>>;
const unitCount = Object.values(records).reduce((sum, group) => sum + Object.keys(group).length, 0);

for (const locale of ['en', 'ja'] as const) {
  test(`${locale}: the translation status lists every unit, filterable, for writers only`, async ({
    page,
    request,
  }) => {
    await page.goto(localisedPath(locale, 'writers/translations/'));
    // The filters show once their script has run.
    await expect(page.locator('[data-status-filters][data-ready]')).toBeVisible();
    const otherLocale = locale === 'en' ? 'ja' : 'en';
    await expect(page.locator(`a.dropdown__link[lang="${otherLocale}"]`)).toHaveAttribute(
      'href',
      `${BASE_PATH}${localisedPath(otherLocale, 'writers/translations/')}`,
    );
    const rows = page.locator('tbody tr:not([hidden])');
    await expect(rows).toHaveCount(unitCount);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    const [state, kind] = [page.locator('select').nth(0), page.locator('select').nth(1)];
    await state.selectOption('outdated');
    await expect(rows).toHaveCount(0);
    await state.selectOption('current');
    await kind.selectOption('page');
    const install = page.locator('tr[data-unit="page:guides/install"]');
    await expect(install).toHaveAttribute('data-state', 'current');
    await expect(install.getByRole('link').first()).toHaveAttribute(
      'href',
      `${BASE_PATH}guides/install/`,
    );
    await expect(install.getByRole('link').nth(1)).toHaveAttribute(
      'href',
      `${BASE_PATH}ja/guides/install/`,
    );
    await page.getByRole('searchbox').fill('install');
    await expect(rows).toHaveCount(1);
    await expect(page.locator('[data-status-filters]').getByRole('status')).toContainText(/\b1\b/);

    const offline = await (
      await request.get(localisedPath(locale, 'offline-manifest.json'))
    ).text();
    expect(offline).toContain('/api/map/');
    expect(offline).not.toContain('/writers/');
    const sitemap = await (await request.get(localisedPath(locale, 'sitemap.xml'))).text();
    expect(sitemap).not.toContain('/writers/');
  });
}
