import {localisedPath, type Locale} from '../support/routes';
import {wcagViolations} from '../support/axe';
import {signInViaService} from '../support/account';
import {expect, test, waitForHydration} from './fixtures';

/**
 * Every page in light mode is audited by site-crawl.spec.ts (WCAG A/AA, any
 * impact). Dark mode changes colours only: one page of each layout here
 * (home, a doc page, the gallery), and the plugins page in Japanese. The API
 * layout in Japanese and dark mode is walked with every group open in
 * api-reference.spec.ts.
 */
const AXE_RUNS: ReadonlyArray<readonly [Locale, 'light' | 'dark', string]> = [
  ...(['', 'guides/install/', 'example/'] as const).map((path) => ['en', 'dark', path] as const),
  ['ja', 'dark', 'plugins/'],
];

for (const [locale, theme, path] of AXE_RUNS) {
  test.describe(`${locale} ${theme}`, () => {
    test.use({colorScheme: theme});
    // axe walks every node: the long API pages take several seconds on a
    // loaded two-core machine, so these tests get a wider budget.
    test.describe.configure({timeout: 90_000});

    test(`axe finds no WCAG A/AA violations on /${path}`, async ({page}) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await page.goto(localisedPath(locale, path));
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      expect(await wcagViolations(page)).toEqual([]);
    });
  });
}

test('the skip link moves focus to the main content', async ({page}) => {
  await page.goto('guides/install/');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skipLink).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeInViewport();
});

for (const [locale, theme] of [
  ['en', 'light'],
  ['ja', 'dark'],
] as const) {
  test(`axe: the signed-in user menu, open (${locale}, ${theme})`, async ({page}) => {
    test.setTimeout(90_000);
    await signInViaService(page);
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await page.goto(localisedPath(locale, 'guides/install/'));
    await waitForHydration(page);
    const button = page.locator('.navbar [data-session="signed-in"] button[aria-expanded]');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(await wcagViolations(page)).toEqual([]);
  });
}
