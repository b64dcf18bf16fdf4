import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Frame} from '@playwright/test';

import {INTERACTION_TESTED_EXAMPLES} from '../support/interactionExamples';
import {isBlankPicture} from '../support/network';
import {openExampleDemo, waitForPreviewIdle} from '../support/previewDocument';
import {expect, test} from './fixtures';

/**
 * The interactive examples used as readers use them, in their own demo
 * documents, in a frame sandboxed as on their pages: type, draw, drag, click
 * and press keys, and see the map answer. The frame fills the viewport, so
 * the page's mouse coordinates are the map's.
 * Each test also checks what the demo-document test checks for every other
 * live example (drawn, no map error, nothing leaving the machine), so these
 * examples are left out of that loop. The maps are read through
 * `window.__previewMaps` (the preview runtime's); the examples' own
 * top-level constants (`draw`, `compare`) through an indirect eval.
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

function mapCenter(demo: Frame, index = 0): Promise<{lng: number; lat: number}> {
  return demo.evaluate((which) => {
    const {lng, lat} = (window as unknown as PreviewWindow).__previewMaps[which]!.getCenter();
    return {lng, lat};
  }, index);
}

/** The map drew something and recorded no error. */
async function expectDrawn(demo: Frame): Promise<void> {
  expect(await waitForPreviewIdle(demo), 'map errors').toEqual([]);
  const canvas = demo.locator('canvas').first();
  expect(await isBlankPicture(await canvas.screenshot()), 'blank map').toBe(false);
}

/** Reads one of the example script's top-level bindings. */
function exampleValue<T>(demo: Frame, expression: string): Promise<T> {
  return demo.evaluate((source) => (0, eval)(source) as T, expression);
}

test('the examples left out of the demo-document loop are live examples tested here', () => {
  for (const slug of INTERACTION_TESTED_EXAMPLES) {
    const meta = JSON.parse(
      readFileSync(join(__dirname, '..', '..', 'example', slug, 'meta.json'), 'utf8'),
    ) as {live?: boolean};
    expect(meta.live, slug).not.toBe(false);
    expect(readFileSync(__filename, 'utf8'), `a test opens ${slug}`).toContain(
      `openExampleDemo(page, '${slug}')`,
    );
  }
});

test('mapbox-gl-geocoder: a place typed in the control is found offline and the map goes there', async ({
  page,
}) => {
  const {outside, demo} = await openExampleDemo(page, 'mapbox-gl-geocoder');
  await expectDrawn(demo);
  const input = demo.getByPlaceholder('Search for a place');
  await input.click();
  await input.pressSequentially('Tokyo', {delay: 40});
  const suggestion = demo.locator('.mapboxgl-ctrl-geocoder .suggestions li').first();
  await expect(suggestion).toContainText('Tokyo');
  await expect(suggestion).toContainText('Japan');
  await suggestion.click();
  await expect
    .poll(
      async () => {
        const {lng, lat} = await mapCenter(demo);
        return Math.abs(lng - 139.69) < 0.1 && Math.abs(lat - 35.69) < 0.1;
      },
      {timeout: 15_000},
    )
    .toBe(true);
  await expectDrawn(demo);
  expect(outside, 'requests that left the machine').toEqual([]);
});

test('mapbox-gl-draw: a polygon drawn with clicks is measured in km²', async ({page}) => {
  const {outside, demo} = await openExampleDemo(page, 'mapbox-gl-draw');
  await expectDrawn(demo);
  const polygonButton = demo.locator('.maplibregl-ctrl-group .mapbox-gl-draw_polygon');
  await expect(polygonButton).toBeVisible();
  const box = await polygonButton.boundingBox();
  // Styled as a control button (29–30 px square), not a bare 0-content button.
  expect(box?.width, 'draw buttons are styled').toBeGreaterThanOrEqual(29);
  expect(box?.height, 'draw buttons are styled').toBeGreaterThanOrEqual(29);
  // The example starts in polygon mode: four corners, then the first again.
  for (const [x, y] of [
    [300, 150],
    [500, 150],
    [500, 300],
    [300, 300],
    [300, 150],
  ] as const) {
    await page.mouse.click(x, y);
    await page.waitForTimeout(150);
  }
  const area = demo.locator('#calculated-area');
  await expect(area).toHaveText(/^[\d,]+ km²$/);
  const measured = await exampleValue<{count: number; type: string; squareKm: number}>(
    demo,
    `(() => {
      const data = draw.getAll();
      return {count: data.features.length, type: data.features[0].geometry.type, squareKm: turf.area(data) / 1e6};
    })()`,
  );
  expect(measured.count).toBe(1);
  expect(measured.type).toBe('Polygon');
  expect(measured.squareKm).toBeGreaterThan(1000);
  expect(Number((await area.textContent())!.replace(/[^\d]/g, ''))).toBe(
    Math.round(measured.squareKm),
  );
  expect(outside, 'requests that left the machine').toEqual([]);
});

test('mapbox-gl-compare: the slider moves and the two maps stay in step', async ({page}) => {
  const {outside, demo} = await openExampleDemo(page, 'mapbox-gl-compare');
  await expectDrawn(demo);
  const position = () => exampleValue<number>(demo, 'compare.currentPosition');
  expect(await position()).toBe(400);
  const handle = await demo.locator('.compare-swiper-vertical').boundingBox();
  expect(handle).not.toBeNull();
  await page.mouse.move(handle!.x + handle!.width / 2, handle!.y + handle!.height / 2);
  await page.mouse.down();
  await page.mouse.move(250, 225, {steps: 5});
  await page.mouse.up();
  expect(await position()).toBe(250);
  // Pan the left (before) map by dragging it: the right one follows.
  const start = await mapCenter(demo, 0);
  await page.mouse.move(120, 200);
  await page.mouse.down();
  await page.mouse.move(220, 280, {steps: 8});
  await page.mouse.up();
  const before = await mapCenter(demo, 0);
  const after = await mapCenter(demo, 1);
  expect(Math.hypot(before.lng - start.lng, before.lat - start.lat)).toBeGreaterThan(1);
  expect(after.lng).toBeCloseTo(before.lng, 5);
  expect(after.lat).toBeCloseTo(before.lat, 5);
  expect(outside, 'requests that left the machine').toEqual([]);
});

test('simple-interactions: clicking a country opens a popup with its name', async ({page}) => {
  const {outside, demo} = await openExampleDemo(page, 'simple-interactions');
  await expectDrawn(demo);
  const point = await demo.evaluate(() =>
    (window as unknown as PreviewWindow).__previewMaps[0]!.project([10.4, 51.1]),
  );
  await page.mouse.click(point.x, point.y);
  await expect(demo.locator('.maplibregl-popup')).toContainText('Germany');
  expect(outside, 'requests that left the machine').toEqual([]);
});

test('game-controls: W moves the camera forward and the right arrow turns it', async ({page}) => {
  const {outside, demo} = await openExampleDemo(page, 'game-controls');
  await expectDrawn(demo);
  const start = await mapCenter(demo);
  const bearing = () =>
    demo.evaluate(() => (window as unknown as PreviewWindow).__previewMaps[0]!.getBearing());
  const startBearing = await bearing();
  await demo.locator('canvas').first().focus();
  await page.keyboard.press('KeyW');
  await expect
    .poll(async () => {
      const {lng, lat} = await mapCenter(demo);
      return Math.hypot(lng - start.lng, lat - start.lat);
    })
    .toBeGreaterThan(0.0001);
  await page.keyboard.press('ArrowRight');
  await expect.poll(bearing).not.toBeCloseTo(startBearing, 1);
  expect(outside, 'requests that left the machine').toEqual([]);
});
