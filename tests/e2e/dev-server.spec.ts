import {expect, test} from '@playwright/test';

import {baseUrlFor, resolveSettings} from '../../src/config/settings';
import {
  DEV_SERVER_FAILURE,
  ENGLISH_SOURCE_EDITS,
  JAPANESE_WRITER_EDITS,
  startDevServerOnCopy,
  type DevServerOnCopy,
} from '../support/devServer';

/**
 * A writer's edits on the Japanese dev server (`npm run start:ja`), on a copy
 * of the site so that the other tests keep reading the real sources: an
 * example's meta.json and index.html, a guide and an API entry each reach
 * the open page without a reload, an edit to the English of a Japanese page,
 * entry or example makes it show that its translation is outdated, and no
 * plugin fails to reload. The Japanese server is the one that exercises
 * both. How long an edit takes (English site) is printed by
 * `npm run bench:dev-edit`, not asserted here.
 */
const ENGLISH_BASE_PATH = baseUrlFor(resolveSettings(process.env));
const BASE_PATH = `${ENGLISH_BASE_PATH}ja/`;
let server: DevServerOnCopy;

test.describe('the dev server, as a writer uses it', () => {
  test.describe.configure({mode: 'serial', timeout: 300_000});

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    server = await startDevServerOnCopy(Number(process.env.DEV_EDIT_PORT ?? 3310), BASE_PATH, 'ja');
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
    await page.getByRole('button', {name: 'コードを編集'}).click();
    await expect(page.getByTestId('api-help-status')).toContainText('問題 0 件、警告 0 件', {
      timeout: 60_000,
    });
  });

  for (const edit of JAPANESE_WRITER_EDITS) {
    test(`an edit to ${edit.name} shows on its open page`, async ({page}) => {
      await server.quiet();
      await page.goto(`${server.origin}${BASE_PATH}${edit.path}`);
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      const marker = page.getByText(edit.after.slice(0, 40)).first();
      await expect(marker).not.toBeAttached();
      await page.evaluate(() => document.documentElement.setAttribute('data-before-edit', ''));
      server.apply(edit);
      // The API edits open the page at flyTo's anchor, which opens its group: a group
      // that starts closed keeps the server's HTML until a reader opens it. Two minutes: under a full parallel run on two cores a rebuild can take over one.
      await expect(marker).toBeAttached({timeout: 120_000});
      // It came without a page load: the document is still the one marked before the edit.
      await expect(page.locator('html[data-before-edit]')).toBeAttached();
    });
  }

  for (const edit of ENGLISH_SOURCE_EDITS) {
    test(`an edit to ${edit.name} marks its Japanese page outdated`, async ({page}) => {
      await server.quiet();
      await page.goto(`${server.origin}${BASE_PATH}${edit.path}`);
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      const mark = page.locator(edit.selector).first();
      await expect(mark).not.toBeAttached();
      await page.evaluate(() => document.documentElement.setAttribute('data-before-edit', ''));
      server.apply(edit);
      await expect(mark).toBeAttached({timeout: 120_000});
      await expect(page.locator('html[data-before-edit]')).toBeAttached();
      await expect(
        mark
          .locator('a[hreflang="en"]')
          .or(mark.and(page.locator('a')))
          .first(),
      ).toHaveAttribute('href', `${ENGLISH_BASE_PATH}${edit.english}`);
    });
  }
});
