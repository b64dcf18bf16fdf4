import {expect, test, waitForHydration} from './fixtures';

/** The page action menu: the page's Markdown twin, and an example for an AI assistant. */

test.beforeEach(async ({context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

test('a guide copies and links its Markdown twin; Escape closes the menu', async ({page}) => {
  await page.goto('guides/install/');
  await waitForHydration(page);
  const toggle = page.getByRole('button', {name: 'Page actions'});
  await toggle.click();
  await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute(
    'href',
    /\/guides\/install\/index\.md$/,
  );
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', {name: 'View as Markdown'})).toBeHidden();
  await expect(toggle).toBeFocused();

  await toggle.click();
  await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
  await expect(page.getByTestId('page-actions-status')).toHaveText('Copied to the clipboard.');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const twin = await (await page.request.get('guides/install/index.md')).text();
  expect(copied).toBe(twin);
  expect(copied.startsWith('# Install\n')).toBe(true);
});

test('an example copies its prose and code for an AI assistant, without a token', async ({
  page,
}) => {
  await page.goto('example/simple-map/');
  await waitForHydration(page);
  await page.getByRole('button', {name: 'Page actions'}).click();
  await page.getByRole('button', {name: 'Copy example for an AI assistant'}).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^# Display a map on a webpage\n\nThe smallest complete page/);
  expect(copied).toContain('```html\n<!DOCTYPE html>');
  expect(copied).toContain("accessToken = 'YOUR_ACCESS_TOKEN'");
});

test('a page whose Markdown cannot be fetched says so', async ({page, consoleGuard}) => {
  consoleGuard.allow(/status of 404/);
  await page.route('**/index.md', (route) => route.fulfill({status: 404, body: 'Not found'}));
  await page.goto('api/map/');
  await waitForHydration(page);
  await page.getByRole('button', {name: 'Page actions'}).click();
  await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
  await expect(page.getByTestId('page-actions-status')).toContainText('Could not copy');
});
