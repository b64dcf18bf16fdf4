import {localisedPath} from '../support/routes';
import {expect, test, waitForHydration} from './fixtures';

/**
 * The 404 page, in both locales: a search box holding the missing path's
 * words, pages like it found by the site's search, the sections; and a clear
 * word when the search cannot answer.
 */
for (const [locale, heading, suggestionsHeading] of [
  ['en', 'Page Not Found', 'Perhaps you were looking for'],
  ['ja', 'ページが見つかりません', 'お探しのページはこちらでしょうか'],
] as const) {
  test(`${locale}: a missing page offers a search and pages like it`, async ({
    page,
    consoleGuard,
  }) => {
    // The browser logs the page's own 404 answer.
    consoleGuard.allow(/status of 404/);
    const response = await page.goto(localisedPath(locale, 'api/marker/'));
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveText(heading);
    const box = page.getByRole('searchbox');
    await expect(box).toHaveValue('api marker');
    await expect(page.getByRole('heading', {name: suggestionsHeading})).toBeVisible();
    const suggested = page.getByTestId('not-found-suggestions').getByRole('link');
    await expect(suggested.first()).toBeVisible();
    const targets = await suggested.evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
    );
    expect(
      targets.some((target) => /\/api\/markers\/?(#|$)/.test(target)),
      targets.join(' '),
    ).toBe(true);
    // The form works without script: it goes to the search page with the query.
    await box.fill('popup');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\/\?q=popup$/);
  });
}

test('when the search index cannot load, the 404 page says so and still offers the sections', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/Failed to load resource/, /status of 404/);
  await page.route(/\/search-index\/[a-z0-9]+\.json$/, (route) => route.abort('failed'));
  await page.goto('no/such/page/');
  await waitForHydration(page);
  await expect(page.getByRole('status')).toHaveText(
    'Pages like this one could not be looked up: search is unavailable.',
  );
  await expect(
    page.getByRole('navigation', {name: 'Sections of the documentation'}).getByRole('link'),
  ).toHaveCount(4);
});
