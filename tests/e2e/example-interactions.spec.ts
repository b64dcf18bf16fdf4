import type {Page} from '@playwright/test';

import {expect, test} from './fixtures';

/**
 * Interactive examples used as readers use them, in their demo documents:
 * click and press keys, and see the map answer. (Typing in the geocoder,
 * drawing a polygon and dragging the compare slider are tested on the same
 * plugins in preview-plugins.spec.ts.) The maps are read through
 * `window.__previewMaps` (the preview runtime's).
 */

// Software WebGL on a shared two-core machine: each test draws a map.
test.describe.configure({timeout: 90_000});
test.use({viewport: {width: 800, height: 450}});

interface PreviewWindow extends Window {
  __previewMaps: {
    getCenter(): {lng: number; lat: number};
    getBearing(): number;
    project(lngLat: [number, number]): {x: number; y: number};
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
