import {expect, test} from '@playwright/test';

import {baseUrlFor, resolveSettings} from '../../src/config/settings';
import {
  DEV_SERVER_FAILURE,
  WRITER_EDITS,
  startDevServerOnCopy,
  type DevServerOnCopy,
} from '../support/devServer';

/**
 * A writer's edits on the dev server (`npm start`), on a copy of the site so
 * that the other tests keep reading the real sources: an example's
 * meta.json and index.html, a guide and an API entry each reach the open
 * page without a reload, and no plugin fails to reload. How long each takes
 * is printed by `npm run bench:dev-edit`, not asserted here.
 */
const BASE_PATH = baseUrlFor(resolveSettings(process.env));
let server: DevServerOnCopy;

test.describe('the dev server, as a writer uses it', () => {
  test.describe.configure({mode: 'serial', timeout: 300_000});

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    server = await startDevServerOnCopy(Number(process.env.DEV_EDIT_PORT ?? 3310), BASE_PATH);
  });
  test.afterAll(() => server?.stop());
  test.afterEach(() => {
    expect(
      server.output().match(DEV_SERVER_FAILURE)?.[0],
      'a failure in its output',
    ).toBeUndefined();
  });

  test('the example editor’s API help loads its data from the dev server', async ({page}) => {
    await page.goto(`${server.origin}${BASE_PATH}example/simple-map/`);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.getByRole('button', {name: 'Edit code'}).click();
    await expect(page.getByTestId('api-help-status')).toContainText('problems: 0, warnings: 0', {
      timeout: 60_000,
    });
  });

  for (const edit of WRITER_EDITS) {
    test(`an edit to ${edit.name} shows on its open page`, async ({page}) => {
      await page.goto(`${server.origin}${BASE_PATH}${edit.path}`);
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      const marker = page.getByText(edit.after.slice(0, 40)).first();
      await expect(marker).not.toBeAttached();
      await page.evaluate(() => document.documentElement.setAttribute('data-before-edit', ''));
      server.apply(edit);
      // Attached, not visible: flyTo's entry is in a section that starts closed.
      // Two minutes: under a full parallel run on two cores a rebuild can take over one.
      await expect(marker).toBeAttached({timeout: 120_000});
      // It came without a page load: the document is still the one marked before the edit.
      await expect(page.locator('html[data-before-edit]')).toBeAttached();
    });
  }
});
