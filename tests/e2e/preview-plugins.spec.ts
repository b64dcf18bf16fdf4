import type {Page} from '@playwright/test';
import sharp from 'sharp';

import {resolveSettings} from '../../src/config/settings';
import {isBlankPicture} from '../support/network';
import {openPreviewDocument, waitForPreviewIdle} from '../support/previewDocument';
import {expect, test} from './fixtures';

/**
 * The plugins, libraries and web services real example code uses, each in
 * a standalone document as a reader would copy it (CDN tags, the
 * `YOUR_ACCESS_TOKEN` placeholder), run in the offline preview: the map
 * draws, nothing leaves the machine, and the plugin does its job.
 */

// Software WebGL on a shared 2-core machine: a map takes 5–10 s to settle.
test.describe.configure({timeout: 60_000});

const PRODUCT_ID = resolveSettings(process.env).productId;
const PLUGINS = 'https://api.%product%.com/%product%-gl-js/plugins';

function standalone(title: string, head: string, body: string, script: string): string {
  return `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>${title}</title>
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link href="https://api.%product%.com/%product%-gl-js/v%VERSION%/%product%-gl.css" rel="stylesheet" />
    <script src="https://api.%product%.com/%product%-gl-js/v%VERSION%/%product%-gl.js"></script>
    ${head}
    <style>
      body { margin: 0; }
      #map { position: absolute; inset: 0; }
    </style>
  </head>
  <body>
    ${body}
    <script>
      %product%gl.accessToken = 'YOUR_ACCESS_TOKEN';
${script}
    </script>
  </body>
</html>`;
}

async function mapCentre(page: Page, index = 0): Promise<{lng: number; lat: number}> {
  return page.evaluate((i) => {
    const maps = (window as unknown as {__previewMaps: {getCenter(): {lng: number; lat: number}}[]})
      .__previewMaps;
    const {lng, lat} = maps[i]!.getCenter();
    return {lng, lat};
  }, index);
}

async function expectMapDrawn(page: Page): Promise<void> {
  const errors = await waitForPreviewIdle(page);
  expect(errors, 'map errors').toEqual([]);
  expect(await isBlankPicture(await page.screenshot()), 'blank map').toBe(false);
}

/** The mean colour of a few pixels at the middle of a picture. */
async function centrePixel(png: Buffer): Promise<[number, number, number]> {
  const image = sharp(png);
  const {width = 0, height = 0} = await image.metadata();
  const {data, info} = await image
    .extract({
      left: Math.floor(width / 2) - 2,
      top: Math.floor(height / 2) - 2,
      width: 4,
      height: 4,
    })
    .raw()
    .toBuffer({resolveWithObject: true});
  const sum = [0, 0, 0];
  for (let i = 0; i < data.length; i += info.channels) {
    sum[0]! += data[i]!;
    sum[1]! += data[i + 1]!;
    sum[2]! += data[i + 2]!;
  }
  const count = data.length / info.channels;
  return [sum[0]! / count, sum[1]! / count, sum[2]! / count];
}

test('geocoder: a place typed in the control is found offline and the map goes there', async ({
  page,
}) => {
  const {outside} = await openPreviewDocument(
    page,
    'geocoder',
    standalone(
      'Add a geocoder',
      `<script src="${PLUGINS}/%product%-gl-geocoder/v5.0.3/%product%-gl-geocoder.min.js"></script>
    <link rel="stylesheet" href="${PLUGINS}/%product%-gl-geocoder/v5.0.3/%product%-gl-geocoder.css" type="text/css" />`,
      '<div id="map"></div>',
      `      const map = new %product%gl.Map({
        container: 'map',
        style: '%product%://styles/%product%/streets-v12',
        center: [135.5, 34.7],
        zoom: 5
      });
      map.addControl(
        new MapboxGeocoder({
          accessToken: %product%gl.accessToken,
          %product%gl: %product%gl
        })
      );`,
    ),
  );
  await expectMapDrawn(page);
  const input = page.locator('.mapboxgl-ctrl-geocoder--input');
  await input.click();
  await input.pressSequentially('Tokyo', {delay: 40});
  const suggestion = page.locator('.mapboxgl-ctrl-geocoder .suggestions li').first();
  await expect(suggestion).toContainText('Tokyo');
  await expect(suggestion).toContainText('Japan');
  await page.screenshot({path: test.info().outputPath('suggestions.png')});
  await suggestion.click();
  await expect
    .poll(
      async () => {
        const {lng, lat} = await mapCentre(page);
        return Math.abs(lng - 139.69) < 0.1 && Math.abs(lat - 35.69) < 0.1;
      },
      {timeout: 15_000},
    )
    .toBe(true);
  await expectMapDrawn(page);
  expect(outside, 'requests that left the machine').toEqual([]);
  await page.screenshot({path: test.info().outputPath('capability.png')});
});

test('draw: a polygon drawn with clicks is measured with turf', async ({page}) => {
  const {outside} = await openPreviewDocument(
    page,
    'draw',
    standalone(
      'Draw a polygon and calculate its area',
      `<script src="https://unpkg.com/@turf/turf@6/turf.min.js"></script>
    <script src="${PLUGINS}/%product%-gl-draw/v1.4.3/%product%-gl-draw.js"></script>
    <link rel="stylesheet" href="${PLUGINS}/%product%-gl-draw/v1.4.3/%product%-gl-draw.css" type="text/css" />`,
      `<div id="map"></div>
    <div class="calculation-box" style="position:absolute;bottom:40px;left:10px;background:#fff;padding:8px">
      <div id="calculated-area">Click the map to draw a polygon.</div>
    </div>`,
      `      const map = new %product%gl.Map({
        container: 'map',
        style: '%product%://styles/%product%/satellite-v9',
        center: [-91.874, 42.76],
        zoom: 12
      });
      const draw = new MapboxDraw({
        displayControlsDefault: false,
        controls: {polygon: true, trash: true},
        defaultMode: 'draw_polygon'
      });
      map.addControl(draw);
      map.on('draw.create', updateArea);
      map.on('draw.update', updateArea);
      function updateArea() {
        const data = draw.getAll();
        const area = turf.area(data);
        document.getElementById('calculated-area').textContent =
          Math.round(area * 100) / 100 + ' square meters';
      }`,
    ),
  );
  await expectMapDrawn(page);
  const polygonButton = page.locator('.maplibregl-ctrl-group .mapbox-gl-draw_polygon');
  await expect(polygonButton).toBeVisible();
  const box = await polygonButton.boundingBox();
  // Styled as a control button (29–30 px square), not a bare 0-content button.
  expect(box?.width, 'draw buttons are styled').toBeGreaterThanOrEqual(29);
  expect(box?.height, 'draw buttons are styled').toBeGreaterThanOrEqual(29);
  const points: [number, number][] = [
    [500, 300],
    [780, 300],
    [780, 520],
    [500, 520],
  ];
  for (const [x, y] of points) {
    await page.mouse.click(x, y);
    await page.waitForTimeout(150);
  }
  // Clicking the last vertex again finishes the polygon.
  await page.mouse.click(500, 520);
  await expect(page.locator('#calculated-area')).toContainText('square meters');
  // `draw` is the page's own top-level const; `turf` its global.
  const measured = await page.evaluate(
    () =>
      (0, eval)(
        `(() => {
        const data = draw.getAll();
        return {count: data.features.length, type: data.features[0].geometry.type, area: turf.area(data)};
      })()`,
      ) as {count: number; type: string; area: number},
  );
  expect(measured.count).toBe(1);
  expect(measured.type).toBe('Polygon');
  expect(measured.area).toBeGreaterThan(0);
  await expectMapDrawn(page);
  expect(outside, 'requests that left the machine').toEqual([]);
  await page.screenshot({path: test.info().outputPath('capability.png')});
});

test('compare: the slider moves and the two maps stay in sync', async ({page}) => {
  const {outside} = await openPreviewDocument(
    page,
    'compare',
    standalone(
      'Swipe between maps',
      `<script src="${PLUGINS}/%product%-gl-compare/v0.4.0/%product%-gl-compare.js"></script>
    <link rel="stylesheet" href="${PLUGINS}/%product%-gl-compare/v0.4.0/%product%-gl-compare.css" type="text/css" />
    <style>
      .map { position: absolute; top: 0; bottom: 0; width: 100%; }
    </style>`,
      `<div id="comparison-container">
      <div id="before" class="map"></div>
      <div id="after" class="map"></div>
    </div>`,
      `      const beforeMap = new %product%gl.Map({
        container: 'before',
        style: '%product%://styles/%product%/light-v11',
        center: [0, 0],
        zoom: 0
      });
      const afterMap = new %product%gl.Map({
        container: 'after',
        style: '%product%://styles/%product%/dark-v11',
        center: [0, 0],
        zoom: 0
      });
      const container = '#comparison-container';
      const map = new %product%gl.Compare(beforeMap, afterMap, container, {});`,
    ),
  );
  await expectMapDrawn(page);
  const position = () => page.evaluate(() => (0, eval)('map.currentPosition') as number);
  expect(await position()).toBe(640);
  const swiper = page.locator('.compare-swiper-vertical');
  const handle = await swiper.boundingBox();
  expect(handle).not.toBeNull();
  await page.mouse.move(handle!.x + handle!.width / 2, handle!.y + handle!.height / 2);
  await page.mouse.down();
  await page.mouse.move(400, 400, {steps: 5});
  await page.mouse.up();
  expect(await position()).toBe(400);
  // Pan the left (before) map by dragging it: the right one follows.
  await page.mouse.move(200, 300);
  await page.mouse.down();
  await page.mouse.move(320, 380, {steps: 8});
  await page.mouse.up();
  const before = await mapCentre(page, 0);
  const after = await mapCentre(page, 1);
  expect(Math.abs(before.lng) + Math.abs(before.lat)).toBeGreaterThan(1);
  expect(after.lng).toBeCloseTo(before.lng, 5);
  expect(after.lat).toBeCloseTo(before.lat, 5);
  await expectMapDrawn(page);
  expect(outside, 'requests that left the machine').toEqual([]);
  await page.screenshot({path: test.info().outputPath('capability.png')});
});

test('three.js: a custom layer draws a mesh with THREE.WebGLRenderer', async ({page}) => {
  const {outside} = await openPreviewDocument(
    page,
    'threejs',
    standalone(
      'Add a 3D shape with three.js',
      `<script src="https://unpkg.com/three@0.126.0/build/three.min.js"></script>
    <script src="https://unpkg.com/three@0.126.0/examples/js/loaders/GLTFLoader.js"></script>`,
      '<div id="map"></div>',
      `      const map = new %product%gl.Map({
        container: 'map',
        style: '%product%://styles/%product%/light-v11',
        zoom: 5,
        center: [148.9819, -35.3981],
        pitch: 0,
        antialias: true
      });
      const origin = %product%gl.MercatorCoordinate.fromLngLat([148.9819, -35.3981], 0);
      const scale = origin.meterInMercatorCoordinateUnits();
      const customLayer = {
        id: 'red-box',
        type: 'custom',
        renderingMode: '3d',
        onAdd: function (map, gl) {
          this.camera = new THREE.Camera();
          this.scene = new THREE.Scene();
          const box = new THREE.Mesh(
            new THREE.BoxGeometry(200000, 200000, 200000),
            new THREE.MeshBasicMaterial({color: 0xff0000})
          );
          this.scene.add(box);
          this.map = map;
          this.renderer = new THREE.WebGLRenderer({
            canvas: map.getCanvas(),
            context: gl,
            antialias: true
          });
          this.renderer.autoClear = false;
        },
        render: function (gl, matrix) {
          const m = new THREE.Matrix4().fromArray(matrix);
          const l = new THREE.Matrix4()
            .makeTranslation(origin.x, origin.y, origin.z)
            .scale(new THREE.Vector3(scale, -scale, scale))
            .multiply(new THREE.Matrix4().makeRotationAxis(new THREE.Vector3(1, 0, 0), Math.PI / 2));
          this.camera.projectionMatrix = m.multiply(l);
          this.renderer.resetState();
          this.renderer.render(this.scene, this.camera);
        }
      };
      map.on('style.load', () => {
        map.addLayer(customLayer);
      });`,
    ),
  );
  await expectMapDrawn(page);
  expect(
    await page.evaluate(
      () => typeof (window as {THREE?: {GLTFLoader?: unknown}}).THREE?.GLTFLoader,
    ),
  ).toBe('function');
  const withLayer = await centrePixel(
    await page.screenshot({path: test.info().outputPath('with-layer.png')}),
  );
  await page.evaluate(() => {
    (0, eval)("map.removeLayer('red-box')");
  });
  await expectMapDrawn(page);
  const withoutLayer = await centrePixel(await page.screenshot());
  expect(withLayer[0], 'the box is red').toBeGreaterThan(200);
  expect(withLayer[1]).toBeLessThan(60);
  const change = withLayer.reduce((sum, value, i) => sum + Math.abs(value - withoutLayer[i]!), 0);
  expect(change, 'the layer changed the centre pixels').toBeGreaterThan(100);
  expect(outside, 'requests that left the machine').toEqual([]);
  await page.screenshot({path: test.info().outputPath('capability.png')});
});

test('directions: the stand-in control explains it needs the online service', async ({
  page,
  consoleGuard,
}) => {
  const {outside} = await openPreviewDocument(
    page,
    'directions',
    standalone(
      'Display navigation directions',
      `<script src="${PLUGINS}/%product%-gl-directions/v4.1.1/%product%-gl-directions.js"></script>
    <link rel="stylesheet" href="${PLUGINS}/%product%-gl-directions/v4.1.1/%product%-gl-directions.css" type="text/css" />`,
      '<div id="map"></div>',
      `      const map = new %product%gl.Map({
        container: 'map',
        style: '%product%://styles/%product%/streets-v12',
        center: [-79.4512, 43.6568],
        zoom: 13
      });
      map.addControl(
        new MapboxDirections({accessToken: %product%gl.accessToken}),
        'top-left'
      );`,
    ),
  );
  await expectMapDrawn(page);
  await expect(page.getByRole('status')).toContainText('online routing service');
  // The Directions API itself is refused, by fetch and by XMLHttpRequest.
  const refused = await page.evaluate(async (product) => {
    const url = `https://api.${product}.com/directions/v5/${product}/driving/-79.4,43.6;-79.3,43.7`;
    const fetched = await fetch(url).then(
      () => 'answered',
      () => 'refused',
    );
    const requested = await new Promise<string>((resolve) => {
      const xhr = new XMLHttpRequest();
      xhr.onload = () => resolve('answered');
      xhr.onerror = () => resolve('refused');
      xhr.open('GET', url);
      xhr.send();
    });
    return [fetched, requested];
  }, PRODUCT_ID);
  expect(refused).toEqual(['refused', 'refused']);
  expect(consoleGuard.warnings.some((text) => text.includes('online routing service'))).toBe(true);
  expect(outside, 'requests that left the machine').toEqual([]);
  await page.screenshot({path: test.info().outputPath('capability.png')});
});
