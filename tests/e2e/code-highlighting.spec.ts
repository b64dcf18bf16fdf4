import type {Page} from '@playwright/test';
import {load} from 'cheerio';

import {baseUrlFor, resolveSettings} from '../../src/config/settings';
import {PRISM_CHUNK, requestsTo} from '../support/network';
import {expect, navigateInApp, test, waitForHydration} from './fixtures';

const BASE_PATH = baseUrlFor(resolveSettings(process.env));

const PAGE_WITH_CODE = 'guides/add-your-data/style-layers/';

const prismRequests = (page: Page) => requestsTo(page, PRISM_CHUNK);

test.describe('code highlighting', () => {
  test('a page opened by a full load keeps the server-highlighted code and never loads Prism', async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const loads = prismRequests(page);
    const served = load(await (await request.get(PAGE_WITH_CODE)).text());
    const servedFirstBlock = served('pre code').first();
    await page.goto(PAGE_WITH_CODE);
    await waitForHydration(page);
    const firstBlock = page.locator('pre code').first();
    // The lines and tokens the server wrote, unchanged by hydration.
    await expect(firstBlock.locator('.token-line')).toHaveCount(
      servedFirstBlock.find('.token-line').length,
    );
    expect(await firstBlock.locator('.token').count()).toBe(servedFirstBlock.find('.token').length);
    await expect(firstBlock.locator('.token.string').first()).toHaveText("'load'");
    // The block's buttons still work: they read the code, not the markup.
    await page.locator('.theme-code-block').first().hover();
    await page
      .getByRole('button', {name: /Copy code/})
      .first()
      .click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      "map.on('load', () => {\n  // add sources and layers here\n});",
    );
    await page.waitForTimeout(500);
    expect(loads, 'Prism requested by a fully loaded page').toEqual([]);
  });

  test('a page the router renders loads Prism and highlights its code', async ({page}) => {
    const loads = prismRequests(page);
    await page.goto('guides/');
    await waitForHydration(page);
    await navigateInApp(page, `${BASE_PATH}${PAGE_WITH_CODE}`);
    const firstBlock = page.locator('pre code').first();
    await expect(firstBlock.locator('.token.string').first()).toHaveText("'load'");
    await expect(firstBlock).toHaveText(/map\.on\('load'/);
    expect(loads.length).toBe(1);
    // A second page with code reuses the loaded highlighter.
    await navigateInApp(page, `${BASE_PATH}guides/install/`);
    await expect(page.locator('pre code .token.tag').first()).toBeVisible();
    expect(loads.length).toBe(1);
  });

  test('when Prism cannot load, the code is shown as plain lines', async ({page, consoleGuard}) => {
    consoleGuard.allow(/Failed to load resource|Loading chunk|ChunkLoadError/);
    await page.route(PRISM_CHUNK, (route) => route.abort());
    await page.goto('guides/');
    await waitForHydration(page);
    await navigateInApp(page, `${BASE_PATH}${PAGE_WITH_CODE}`);
    const firstBlock = page.locator('pre code').first();
    await expect(firstBlock).toHaveText(
      /map\.on\('load', \(\) => \{\s*\/\/ add sources and layers here\s*\}\);/,
    );
    await expect(firstBlock.locator('.token-line')).toHaveCount(3);
    await expect(firstBlock.locator('.token.string')).toHaveCount(0);
    await expect(page.locator('article h1')).toHaveText('Style layers');
  });

  test('the colour of the code follows the colour mode, on a dark page and when it is switched', async ({
    page,
  }) => {
    // Token colours are classes styled for both modes: nothing is highlighted again.
    const loads = prismRequests(page);
    const stringColour = () =>
      page
        .locator('pre code .token.string')
        .first()
        .evaluate((element) => getComputedStyle(element).color);
    await page.goto(PAGE_WITH_CODE);
    await waitForHydration(page);
    const light = await stringColour();
    await page
      .getByRole('button', {name: /Switch between dark and light mode/})
      .first()
      .click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect.poll(stringColour).not.toBe(light);
    const dark = await stringColour();
    // A page loaded in dark mode shows the dark colours too.
    await page.reload();
    await waitForHydration(page);
    await expect.poll(stringColour).toBe(dark);
    await page
      .getByRole('button', {name: /Switch between dark and light mode/})
      .first()
      .click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect.poll(stringColour).toBe(light);
    await expect(page.locator('pre code').first()).toHaveText(/map\.on\('load'/);
    expect(loads, 'Prism requested to change colour mode').toEqual([]);
    expect(await page.locator('pre [style*="color"]').count()).toBe(0);
  });

  test('a block whose code is too wide offers word wrap, which wraps it', async ({page}) => {
    await page.goto(PAGE_WITH_CODE);
    await waitForHydration(page);
    const block = page.locator('.theme-code-block').first();
    const wrapButton = block.getByRole('button', {name: 'Toggle word wrap'});
    await block.hover();
    await expect(block.getByRole('button', {name: /Copy code/})).toBeVisible();
    await expect(wrapButton).toHaveCount(0);
    await block.locator('code').evaluate((code) => {
      const line = document.createElement('span');
      line.textContent = `\nconst longLine = '${'x'.repeat(400)}';`;
      code.append(line);
    });
    const pre = block.locator('pre');
    const overflows = () => pre.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(await overflows()).toBe(true);
    // The block checks its width again when the window is resized.
    const viewport = page.viewportSize() ?? {width: 1280, height: 800};
    await page.setViewportSize({...viewport, width: viewport.width - 40});
    await block.hover();
    await wrapButton.click();
    await expect.poll(overflows).toBe(false);
    await wrapButton.click();
    await expect.poll(overflows).toBe(true);
  });
});
