import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {load} from 'js-yaml';

import {localisedPath} from '../support/routes';
import {expect, test, waitForHydration} from './fixtures';

/**
 * The writers' glossary page: every term of `i18n/ja/glossary.yml` in both
 * locales, out of the sitemap and the site's search.
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
    await waitForHydration(page);
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
