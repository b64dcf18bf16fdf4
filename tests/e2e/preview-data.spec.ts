import type {Frame} from '@playwright/test';
import type {Map as PreviewMap} from 'maplibre-gl';

import {isBlankPicture} from '../support/network';
import {openPreviewDocument, waitForPreviewIdle} from '../support/previewDocument';

import {expect, test} from './fixtures';

/**
 * The offline preview's data, one capability per test: each opens a page
 * written the way a reader writes one for the hosted service (product style
 * ids, `%product%://` tileset ids, the product's calls) and checks that it
 * draws from the offline data with no request leaving the machine.
 */

/** A standalone page as readers write it: the product's CDN, token placeholder, a map. */
function standalone(script: string): string {
  return `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Capability</title>
    <link href="https://api.%product%.com/%product%-gl-js/v%VERSION%/%product%-gl.css" rel="stylesheet" />
    <script src="https://api.%product%.com/%product%-gl-js/v%VERSION%/%product%-gl.js"></script>
    <style>body { margin: 0; } #map { position: absolute; inset: 0; }</style>
  </head>
  <body>
    <div id="map"></div>
    <script>
      %product%gl.accessToken = 'YOUR_ACCESS_TOKEN';
      ${script}
      window.map = map;
    </script>
  </body>
</html>`;
}

interface PreviewWindow extends Window {
  map: PreviewMap;
}

async function expectDrawn(demo: Frame, outside: string[]): Promise<void> {
  expect(await waitForPreviewIdle(demo), 'map errors').toEqual([]);
  const canvas = demo.locator('canvas').first();
  expect(await isBlankPicture(await canvas.screenshot()), 'blank map').toBe(false);
  expect(outside, 'requests that left the machine').toEqual([]);
}

// Software WebGL on a shared two-core machine: maps take a while to settle.
test.describe.configure({timeout: 60_000});
// Software WebGL draws a small map several times faster than a 1280 × 800 one.
test.use({viewport: {width: 800, height: 450}});

test('vector tileset: the streets style has the product layers, queryable and restylable', async ({
  page,
}) => {
  const {outside, demo} = await openPreviewDocument(
    page,
    'vector',
    standalone(`const map = new %product%gl.Map({
        container: 'map',
        style: '%product%://styles/%product%/streets-v12',
        center: [138, 37],
        zoom: 3.5,
      });
      map.on('load', () => {
        map.addSource('countries', {type: 'vector', url: '%product%://%product%.country-boundaries-v1'});
        map.addLayer(
          {
            id: 'japan-fill',
            type: 'fill',
            source: 'countries',
            'source-layer': 'country_boundaries',
            filter: ['==', ['get', 'iso_3166_1'], 'JP'],
            paint: {'fill-color': '#d6336c', 'fill-opacity': 0.5},
          },
          'waterway-label',
        );
      });`),
  );
  await expectDrawn(demo, outside);
  const facts = await demo.evaluate(() => {
    const {map} = window as unknown as PreviewWindow;
    const ids = map.getStyle().layers.map((layer) => layer.id);
    map.setPaintProperty('water', 'fill-color', '#ff0000');
    return {
      ids,
      japanBelowLabels: ids.indexOf('japan-fill') < ids.indexOf('waterway-label'),
      admin: map.querySourceFeatures('composite', {sourceLayer: 'admin'}).length,
      countries: map
        .queryRenderedFeatures({layers: ['country-label']})
        .map((feature) => feature.properties['iso_3166_1'] as string),
      japan: map.queryRenderedFeatures({layers: ['japan-fill']}).length,
      water: map.getPaintProperty('water', 'fill-color'),
    };
  });
  for (const id of ['water', 'admin-0-boundary', 'road-label', 'waterway-label', 'building']) {
    expect(facts.ids).toContain(id);
  }
  expect(facts.japanBelowLabels).toBe(true);
  expect(facts.admin).toBeGreaterThan(0);
  expect(facts.countries).toContain('JP');
  expect(facts.japan).toBeGreaterThan(0);
  expect(facts.water).toBe('#ff0000');
});

test('languages: country labels switch to Japanese names', async ({page}) => {
  const {outside, demo} = await openPreviewDocument(
    page,
    'languages',
    standalone(`const map = new %product%gl.Map({
        container: 'map',
        style: '%product%://styles/%product%/light-v11',
        center: [10, 50],
        zoom: 3,
      });
      map.on('load', () => {
        map.setLayoutProperty('country-label', 'text-field', ['get', 'name_ja']);
      });`),
  );
  await expectDrawn(demo, outside);
  const names = await demo.evaluate(() => {
    const {map} = window as unknown as PreviewWindow;
    return map
      .queryRenderedFeatures({layers: ['country-label']})
      .map((feature) => feature.properties['name_ja'] as string);
  });
  expect(names).toEqual(expect.arrayContaining(['ドイツ', 'フランス']));
});

test('satellite: the imagery style draws NASA imagery tiles', async ({page}) => {
  const {outside, demo} = await openPreviewDocument(
    page,
    'satellite',
    standalone(`const map = new %product%gl.Map({
        container: 'map',
        style: '%product%://styles/%product%/satellite-streets-v12',
        center: [30, 10],
        zoom: 2,
      });`),
  );
  await expectDrawn(demo, outside);
  const loaded = await demo.evaluate(() => {
    const {map} = window as unknown as PreviewWindow;
    const style = map.getStyle();
    const raster = Object.entries(style.sources).find(([, source]) => source.type === 'raster');
    return raster ? map.isSourceLoaded(raster[0]) : false;
  });
  expect(loaded).toBe(true);
  expect(await demo.locator('.maplibregl-ctrl-attrib').textContent()).toMatch(/NASA/);
});

test('terrain: elevation tiles give relief and heights', async ({page}) => {
  const {outside, demo} = await openPreviewDocument(
    page,
    'terrain',
    standalone(`const map = new %product%gl.Map({
        container: 'map',
        style: '%product%://styles/%product%/outdoors-v12',
        center: [86.92, 27.99],
        zoom: 5,
        pitch: 60,
      });
      map.on('load', () => {
        map.addSource('mapbox-dem', {
          type: 'raster-dem',
          url: '%product%://%product%.%product%-terrain-dem-v1',
          tileSize: 512,
          maxzoom: 14,
        });
        map.setTerrain({source: 'mapbox-dem', exaggeration: 1.5});
      });`),
  );
  await expectDrawn(demo, outside);
  const heights = await demo.evaluate(() => {
    const {map} = window as unknown as PreviewWindow;
    return {
      everest: map.queryTerrainElevation([86.92, 27.99]) ?? 0,
      contours: map.querySourceFeatures('composite', {sourceLayer: 'contour'}).length,
    };
  });
  // Exaggerated, and from a coarse global grid: several kilometres, not the summit itself.
  expect(heights.everest).toBeGreaterThan(3000);
  expect(heights.contours).toBeGreaterThan(0);
});

test('product-only calls: fog, light presets, sky layers, free camera, custom layer matrix', async ({
  page,
}) => {
  const {outside, demo} = await openPreviewDocument(
    page,
    'product-calls',
    standalone(`window.matrices = [];
      const map = new %product%gl.Map({
        container: 'map',
        style: '%product%://styles/%product%/standard',
        center: [139.7, 35.7],
        zoom: 4,
        config: {basemap: {lightPreset: 'night'}},
      });
      map.on('style.load', () => {
        map.setFog({color: 'rgb(186, 210, 235)', 'high-color': 'rgb(36, 92, 223)', 'horizon-blend': 0.02});
        map.addLayer({id: 'sky', type: 'sky', paint: {'sky-type': 'atmosphere'}});
        map.addLayer({
          id: 'probe',
          type: 'custom',
          render(gl, matrix) {
            window.matrices.push(Array.from(matrix).length);
          },
        });
        const camera = map.getFreeCameraOptions();
        camera.position = %product%gl.MercatorCoordinate.fromLngLat([139.7, 35.0], 50000);
        camera.lookAtPoint([139.7, 35.7]);
        map.setFreeCameraOptions(camera);
      });`),
  );
  await expectDrawn(demo, outside);
  const state = await demo.evaluate(() => {
    const {map} = window as unknown as PreviewWindow & {map: {getFog(): unknown}};
    return {
      fog: (map as unknown as {getFog(): {color: string}}).getFog().color,
      sky: map.getSky()?.['fog-color'],
      land: map.getPaintProperty('land', 'background-color'),
      hasSky: Boolean(map.getLayer('sky')),
      matrices: (window as unknown as {matrices: number[]}).matrices,
      pitch: map.getPitch(),
      maxPitch: map.getMaxPitch(),
      projection: map.getProjection(),
      center: map.getCenter().toArray(),
    };
  });
  expect(state.fog).toBe('rgb(186, 210, 235)');
  expect(state.sky).toBe('rgb(186, 210, 235)');
  expect(state.land).not.toBe('#f4f1e8');
  expect(state.hasSky).toBe(true);
  expect(state.matrices.length).toBeGreaterThan(0);
  expect(new Set(state.matrices)).toEqual(new Set([16]));
  expect(state.pitch).toBeGreaterThan(30);
  expect(state.maxPitch).toBe(85);
  expect(state.projection).toEqual({name: 'mercator'});
  expect(state.center[0]).toBeCloseTo(139.7, 0);
});
