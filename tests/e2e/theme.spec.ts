import {expect, test, waitForHydration} from './fixtures';

const toggleName = /Switch between dark and light mode|ダークモードとライトモードを切り替える/;

test.describe('colour theme', () => {
  test('defaults to light even when the system prefers dark', async ({browser}) => {
    const context = await browser.newContext({colorScheme: 'dark'});
    const page = await context.newPage();
    await page.goto('guides/');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await context.close();
  });

  test('the switch changes the theme, stores it under "theme" and keeps it on reload', async ({
    page,
  }) => {
    await page.goto('guides/');
    await waitForHydration(page);
    await page.getByRole('button', {name: toggleName}).first().click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('other tabs follow a theme change', async ({context}) => {
    const first = await context.newPage();
    const second = await context.newPage();
    for (const page of [first, second]) {
      await page.goto('guides/install/');
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    }
    await first.getByRole('button', {name: toggleName}).first().click();
    await expect(first.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});
