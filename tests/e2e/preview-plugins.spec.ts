import type {Frame, Page} from '@playwright/test';
import sharp from 'sharp';

import {resolveSettings} from '../../src/config/settings';
import {isBlankPicture} from '../support/network';
import {openPreviewDocument, waitForPreviewIdle} from '../support/previewDocument';
import {expect, test} from './fixtures';

/**
 * The plugins, libraries and web services real example code uses, each in
 * a standalone document as a reader would copy it (CDN tags, the
 * `YOUR_ACCESS_TOKEN` placeholder), run in the offline preview: the map
 * draws, nothing leaves the machine, and the plugin does its job. The
 * geocoder, Draw and Compare are used through their own examples in
 * example-interactions.spec.ts.
 */

// Software WebGL on a shared 2-core machine: a map takes 5–10 s to settle.
test.describe.configure({timeout: 60_000});
// Software WebGL draws a small map several times faster than a 1280 × 800 one.
test.use({viewport: {width: 800, height: 450}});

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

async function expectMapDrawn(page: Page, demo: Frame): Promise<void> {
  const errors = await waitForPreviewIdle(demo);
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

test('three.js: a custom layer draws a mesh with THREE.WebGLRenderer', async ({page}) => {
  const {outside, demo} = await openPreviewDocument(
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
  await expectMapDrawn(page, demo);
  expect(
    await demo.evaluate(
      () => typeof (window as {THREE?: {GLTFLoader?: unknown}}).THREE?.GLTFLoader,
    ),
  ).toBe('function');
  const withLayer = await centrePixel(
    await page.screenshot({path: test.info().outputPath('with-layer.png')}),
  );
  await demo.evaluate(() => {
    (0, eval)("map.removeLayer('red-box')");
  });
  await expectMapDrawn(page, demo);
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
  const {outside, demo} = await openPreviewDocument(
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
  await expectMapDrawn(page, demo);
  await expect(demo.getByRole('status')).toContainText('online routing service');
  // The Directions API itself is refused, by fetch and by XMLHttpRequest.
  const refused = await demo.evaluate(async (product) => {
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
