import {mkdtemp, readFile, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {VectorTile} from '@mapbox/vector-tile';
import {PbfReader} from 'pbf';
import sharp from 'sharp';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {writeOfflineTiles, type OfflineTilesManifest} from '../../plugins/preview/platform/tiles';
import {LIGHT_PRESETS, STYLE_ALIASES, STYLE_SLOTS, buildStyles} from '../../plugins/preview/styles';

// Shares the build's cache: the first run on a fresh clone generates it (~30 s).
const CACHE_DIR = join(process.cwd(), 'node_modules', '.cache', 'preview-tiles');

let outDir = '';
let manifest: OfflineTilesManifest;

async function readTile(tileset: string, z: number, x: number, y: number): Promise<VectorTile> {
  const data = await readFile(join(outDir, 'tiles', tileset, `${z}/${x}/${y}.pbf`));
  // pbf 5's reader reads what @mapbox/vector-tile asks of its (pbf 4) Pbf.
  return new VectorTile(
    new PbfReader(data) as unknown as ConstructorParameters<typeof VectorTile>[0],
  );
}

function vectorTile(z: number, x: number, y: number): Promise<VectorTile> {
  return readTile('vector', z, x, y);
}

function properties(tile: VectorTile, layer: string): Record<string, unknown>[] {
  const source = tile.layers[layer];
  return source
    ? Array.from({length: source.length}, (_, index) => source.feature(index).properties)
    : [];
}

function cityTile(x: number, y: number): Promise<VectorTile> {
  return readTile('city', 12, x, y);
}

async function heights(z: number, x: number, y: number): Promise<number[]> {
  const {data} = await sharp(join(outDir, 'tiles', 'dem', `${z}/${x}/${y}.png`))
    .raw()
    .toBuffer({resolveWithObject: true});
  const result: number[] = [];
  for (let index = 0; index < data.length; index += 3) {
    const [r = 0, g = 0, b = 0] = [data[index], data[index + 1], data[index + 2]];
    result.push(-10000 + (r * 65536 + g * 256 + b) * 0.1);
  }
  return result;
}

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'offline-tiles-'));
  manifest = await writeOfflineTiles(outDir, {productId: 'mapbox', cacheDir: CACHE_DIR});
}, 120_000);

afterAll(async () => {
  await rm(outDir, {recursive: true, force: true});
});

describe('offline tiles', () => {
  it('describes the tilesets by the product ids they answer', () => {
    expect(manifest.vector.ids).toContain('mapbox.mapbox-streets-v8');
    expect(manifest.vector.ids).toContain('mapbox.country-boundaries-v1');
    expect(manifest.satellite.ids).toEqual(['mapbox.satellite']);
    expect(manifest.dem.encoding).toBe('mapbox');
    expect(manifest.sprite).toBe('sprite/sprite');
    expect(manifest.spriteIcons).toContain('theatre-15');
  });

  it('has every source layer in the world tile, with the countries named in many languages', async () => {
    const tile = await vectorTile(0, 0, 0);
    for (const layer of ['water', 'admin', 'country_label', 'country_boundaries', 'contour']) {
      expect(tile.layers[layer], layer).toBeDefined();
    }
    const japan = properties(tile, 'country_label').find((item) => item.iso_3166_1 === 'JP');
    expect(japan).toMatchObject({
      name_ja: '日本',
      iso_3166_1: 'JP',
      iso_3166_1_alpha_3: 'JPN',
      class: 'country',
    });
  });

  it('labels US states and cities', async () => {
    const states: Record<string, unknown>[] = [];
    for (let x = 2; x <= 4; x += 1) {
      for (let y = 5; y <= 7; y += 1) {
        states.push(...properties(await vectorTile(4, x, y), 'state_label'));
      }
    }
    expect(states.find((item) => item.name === 'California')).toMatchObject({
      iso_3166_2: 'US-CA',
      abbr: 'CA',
      name_ja: 'カリフォルニア州',
      class: 'state',
    });
    const tokyo = properties(await vectorTile(3, 7, 3), 'place_label').find(
      (item) => item.name === 'Tokyo',
    );
    expect(tokyo).toMatchObject({
      name_ja: '東京',
      class: 'settlement',
      type: 'city',
      iso_3166_1: 'JP',
    });
  });

  it('draws contours at whole intervals above sea level', async () => {
    for (const [z, x, y, interval] of [
      [0, 0, 0, 500],
      [4, 11, 6, 200],
    ] as const) {
      const contours = properties(await vectorTile(z, x, y), 'contour');
      expect(contours.length).toBeGreaterThan(0);
      for (const {ele, index} of contours) {
        expect(ele).toBeGreaterThan(0);
        expect(Number(ele) % interval).toBe(0);
        expect([1, 2, 5, 10]).toContain(index);
      }
    }
  });

  it('has the buildings and roads of central Astana from OpenStreetMap, with heights where OSM has them', async () => {
    expect(manifest.city.ids).toEqual(['offline-preview.city']);
    expect(manifest.city.attribution).toContain('OpenStreetMap');
    const [west, south, east, north] = manifest.city.bounds!;
    // The Bayterek tower, in the middle of the city, is inside the tiles.
    expect(west < 71.4305 && 71.4305 < east && south < 51.1283 && 51.1283 < north).toBe(true);
    const tile = await cityTile(2860, 1367);
    const buildings = properties(tile, 'building');
    const roads = properties(tile, 'road');
    expect(buildings.length).toBeGreaterThan(1000);
    expect(buildings.every((building) => building['extrude'] === 'true')).toBe(true);
    const heights = buildings.flatMap((building) =>
      typeof building['height'] === 'number' ? [building['height']] : [],
    );
    expect(heights.length).toBeGreaterThan(buildings.length / 3);
    expect(Math.max(...heights)).toBeGreaterThan(40);
    const classes = new Set(roads.map((road) => road['class']));
    for (const roadClass of ['primary', 'secondary', 'street']) {
      expect(classes.has(roadClass), roadClass).toBe(true);
    }
  });

  it('has satellite imagery', async () => {
    const image = sharp(join(outDir, 'tiles', 'satellite', '0/0/0.jpg'));
    const {width, height, format} = await image.metadata();
    expect([width, height, format]).toEqual([256, 256, 'jpeg']);
    const {channels} = await image.stats();
    expect(channels[0]?.stdev ?? 0).toBeGreaterThan(10);
  });

  it('has terrain-RGB elevation: the sea at 0 m, the Himalaya above 4,000 m', async () => {
    const world = await heights(0, 0, 0);
    // The middle of the Pacific (0°N, 150°W).
    expect(world[128 * 256 + 21]).toBeCloseTo(0, 0);
    expect(Math.max(...(await heights(3, 5, 3)))).toBeGreaterThan(4000);
  });

  it('has a sprite with the product icon names at 1x and 2x', async () => {
    const one = JSON.parse(await readFile(join(outDir, 'sprite', 'sprite.json'), 'utf8'));
    const two = JSON.parse(await readFile(join(outDir, 'sprite', 'sprite@2x.json'), 'utf8'));
    for (const name of ['theatre-15', 'rocket-15', 'theatre', 'rocket-11']) {
      expect(one[name]).toMatchObject({width: 15, height: 15, pixelRatio: 1});
      expect(two[name]).toMatchObject({width: 30, height: 30, pixelRatio: 2});
    }
    const {width} = await sharp(join(outDir, 'sprite', 'sprite@2x.png')).metadata();
    expect(width).toBeGreaterThan(15 * 2 * 8);
  });
});

describe('offline styles', () => {
  const styles = buildStyles('mapbox');

  it('has a style file for every product style id the examples may name', () => {
    for (const file of new Set(Object.values(STYLE_ALIASES))) {
      expect(Object.keys(styles)).toContain(`${file}.json`);
    }
  });

  it.each(Object.keys(buildStyles('mapbox')))(
    '%s uses only offline tilesets, source layers they declare and icons the sprite has',
    (file) => {
      const style = styles[file]!;
      const declared = new Set(
        [manifest.vector, manifest.city].flatMap((tileset) =>
          (tileset.vectorLayers ?? []).map((layer) => layer.id),
        ),
      );
      const offlineIds = [manifest.vector, manifest.satellite, manifest.dem, manifest.city].flatMap(
        (tileset) => tileset.ids,
      );
      for (const source of Object.values(style.sources)) {
        const url = 'url' in source ? (source.url ?? '') : '';
        for (const id of url.replace('mapbox://', '').split(',')) {
          expect(offlineIds).toContain(id);
        }
      }
      for (const layer of style.layers) {
        if ('source-layer' in layer && layer['source-layer']) {
          expect(declared.has(layer['source-layer']), `${layer.id}`).toBe(true);
        }
      }
      expect(style.sprite).toMatch(/^mapbox:\/\/sprites\/mapbox\//);
    },
  );

  it('labels places in Japanese in the Japanese pages’ copy of each style, in English elsewhere', () => {
    const labelFields = (file: string) =>
      styles[file]!.layers.filter((layer) => layer.type === 'symbol').map((layer) =>
        JSON.stringify((layer.layout as Record<string, unknown>)['text-field']),
      );
    for (const look of new Set(Object.values(STYLE_ALIASES))) {
      if (look === 'satellite') continue;
      const english = labelFields(`${look}.json`);
      const japanese = labelFields(`${look}.ja.json`);
      expect(japanese.length, look).toBe(english.length);
      expect(english.join(), look).not.toContain('name_ja');
      // Every name label asks for the Japanese name first, then the English one.
      for (const field of japanese.filter((text) => text.includes('name_en'))) {
        expect(field, look).toMatch(
          /\["coalesce",\["get","name_ja"\],\["coalesce",\["get","name_en"\]/,
        );
      }
    }
  });

  it('keeps the product layer ids examples place their layers around', () => {
    const ids = styles['streets.json']!.layers.map((layer) => layer.id);
    for (const id of [
      'land',
      'water',
      'admin-0-boundary',
      'admin-1-boundary',
      'building',
      'road-label',
      'waterway-label',
      'settlement-major-label',
      'state-label',
      'country-label',
    ]) {
      expect(ids).toContain(id);
    }
    // Every slot and light preset names layers the styles have.
    for (const layerIds of Object.values(STYLE_SLOTS)) {
      layerIds.forEach((id) => expect(ids).toContain(id));
    }
    for (const paint of Object.values(LIGHT_PRESETS)) {
      Object.keys(paint).forEach((id) => expect(ids).toContain(id));
    }
  });
});
