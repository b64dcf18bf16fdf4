import type {Page} from '@playwright/test';

import {expect, test} from './fixtures';

/**
 * The interactive examples used as readers use them, in their demo
 * documents: type, draw, drag, click and press keys, and see the map answer.
 * The maps are read through `window.__previewMaps` (the preview runtime's).
 */

// Software WebGL on a shared two-core machine: each test draws a map.
test.describe.configure({timeout: 90_000});
test.use({viewport: {width: 800, height: 450}});

interface PreviewWindow extends Window {
  __previewMaps: {
    getCenter(): {lng: number; lat: number};
    getBearing(): number;
    project(lngLat: [number, number]): {x: number; y: number};
    getContainer(): HTMLElement;
  }[];
}

async function openDemo(page: Page, slug: string): Promise<void> {
  await page.goto(`example-runtime/demo/${slug}.html`);
  await page.locator('html[data-preview-state="idle"]').waitFor({state: 'attached'});
}

function mapCenter(page: Page, index = 0): Promise<{lng: number; lat: number}> {
  return page.evaluate((which) => {
    const {lng, lat} = (window as unknown as PreviewWindow).__previewMaps[which]!.getCenter();
    return {lng, lat};
  }, index);
}

test('geocoder: typing a city and picking it moves the map there', async ({page}) => {
  await openDemo(page, 'mapbox-gl-geocoder');
  const input = page.getByPlaceholder('Search for a place');
  await input.fill('Tokyo');
  const suggestion = page.locator('.suggestions li').filter({hasText: 'Tokyo'}).first();
  await expect(suggestion).toBeVisible();
  await suggestion.click();
  await expect
    .poll(async () => {
      const {lng, lat} = await mapCenter(page);
      return Math.hypot(lng - 139.69, lat - 35.69) < 0.5;
    })
    .toBe(true);
});

test('draw: a polygon drawn on the map prints its area', async ({page}) => {
  await openDemo(page, 'mapbox-gl-draw');
  // The example starts in polygon mode: three corners, then the first again closes it.
  const corners: [number, number][] = [
    [300, 150],
    [500, 150],
    [500, 300],
    [300, 300],
  ];
  for (const [x, y] of corners) {
    await page.mouse.click(x, y);
  }
  await page.mouse.click(corners[0]![0], corners[0]![1]);
  await expect(page.locator('#calculated-area')).toHaveText(/^[\d,]+ km²$/);
  const area = Number((await page.locator('#calculated-area').textContent())!.replace(/\D/g, ''));
  // 200 × 150 px at zoom 5 near 65° N: tens of thousands of square kilometres.
  expect(area).toBeGreaterThan(5_000);
  expect(area).toBeLessThan(200_000);
});

test('compare: dragging the slider uncovers more of one map', async ({page}) => {
  await openDemo(page, 'mapbox-gl-compare');
  const swiper = page.locator('.compare-swiper-vertical');
  const before = (await swiper.boundingBox())!;
  const clipOf = () =>
    page.evaluate(
      () => (window as unknown as PreviewWindow).__previewMaps[1]!.getContainer().style.clip,
    );
  const clipBefore = await clipOf();
  await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
  await page.mouse.down();
  await page.mouse.move(before.x - 200, before.y + before.height / 2, {steps: 5});
  await page.mouse.up();
  const after = (await swiper.boundingBox())!;
  expect(after.x).toBeLessThan(before.x - 150);
  expect(await clipOf()).not.toBe(clipBefore);
});

test('interactions: clicking a country opens a popup with its name', async ({page}) => {
  await openDemo(page, 'simple-interactions');
  const point = await page.evaluate(() =>
    (window as unknown as PreviewWindow).__previewMaps[0]!.project([10.4, 51.1]),
  );
  await page.mouse.click(point.x, point.y);
  await expect(page.locator('.maplibregl-popup')).toContainText('Germany');
});

test('game controls: W moves the camera forward and the right arrow turns it', async ({page}) => {
  await openDemo(page, 'game-controls');
  const start = await mapCenter(page);
  const bearing = () =>
    page.evaluate(() => (window as unknown as PreviewWindow).__previewMaps[0]!.getBearing());
  const startBearing = await bearing();
  await page.locator('canvas').first().focus();
  await page.keyboard.press('KeyW');
  await expect
    .poll(async () => {
      const {lng, lat} = await mapCenter(page);
      return Math.hypot(lng - start.lng, lat - start.lat);
    })
    .toBeGreaterThan(0.0001);
  await page.keyboard.press('ArrowRight');
  await expect.poll(bearing).not.toBeCloseTo(startBearing, 1);
});
