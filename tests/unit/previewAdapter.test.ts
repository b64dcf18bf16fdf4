import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';

import {
  clippedFilter,
  isLegacyFilter,
  overlaps,
} from '../../plugins/preview/browser/adapter/clipGeometry';
import type {PreviewConfig, TilesetConfig} from '../../plugins/preview/browser/adapter/config';
import {createRoutes} from '../../plugins/preview/browser/adapter/routes';
import {labelLanguageOf} from '../../plugins/preview/styles/styleFiles';
import {
  createStyleTranslation,
  presetExtrusionColor,
  productProjection,
  projectionSpec,
  skyFromFog,
} from '../../plugins/preview/browser/adapter/styleTranslation';

const RUNTIME = 'https://docs.example.org/mapbox-gl-js/example-runtime/';

function tileset(kind: string, ids: string[], maxzoom: number): TilesetConfig {
  return {tiles: `tiles/${kind}/{z}/{x}/{y}.pbf`, minzoom: 0, maxzoom, ids, attribution: kind};
}

const CONFIG: PreviewConfig = {
  productId: 'mapbox',
  assetsUrl: 'https://docs.mapbox.com/mapbox-gl-js/assets/',
  styleAliases: {'streets-v12': 'streets', 'dark-v11': 'dark'},
  tilesets: {
    vector: tileset('vector', ['mapbox.mapbox-streets-v8', 'mapbox.country-boundaries-v1'], 5),
    satellite: {...tileset('satellite', ['mapbox.satellite'], 4), tileSize: 256},
    dem: tileset('dem', ['mapbox.terrain-rgb'], 3),
    city: {...tileset('city', ['offline-preview.city'], 12), vectorLayers: [{id: 'building'}]},
  },
  citySource: 'offline-city',
  sprite: 'sprite/sprite',
};

const location = {runtimeBase: RUNTIME, runtimeOrigin: 'https://docs.example.org', bridged: false};

describe("the adapter's routes", () => {
  beforeEach(() => {
    vi.stubGlobal('document', {baseURI: `${RUNTIME}demo/a.html`});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  const routes = createRoutes(CONFIG, location);

  it('answers product URLs from the runtime folder', () => {
    expect(routes.productResource('mapbox://styles/mapbox/dark-v11')).toEqual({
      url: `${RUNTIME}styles/dark.json`,
    });
    expect(routes.productResource('mapbox://styles/someone/own-style')).toEqual({
      url: `${RUNTIME}styles/streets.json`,
    });
    // A Japanese page's demo (`<html lang="ja">`) gets the styles that label places in Japanese.
    expect(
      createRoutes(CONFIG, location, labelLanguageOf('ja')).productResource(
        'mapbox://styles/mapbox/dark-v11',
      ),
    ).toEqual({url: `${RUNTIME}styles/dark.ja.json`});
    expect(labelLanguageOf('ja-JP')).toBe('ja');
    expect(labelLanguageOf('fr')).toBe('en');
    expect(labelLanguageOf('')).toBe('en');
    expect(routes.productResource('mapbox://sprites/mapbox/streets-v12@2x.png')).toEqual({
      url: `${RUNTIME}sprite/sprite@2x.png`,
    });
    expect(routes.productResource('mapbox://mapbox.satellite')).toEqual({
      json: {
        tilejson: '3.0.0',
        tiles: [`${RUNTIME}tiles/satellite/{z}/{x}/{y}.pbf`],
        minzoom: 0,
        maxzoom: 4,
        attribution: 'satellite',
        tileSize: 256,
      },
    });
  });

  it("gives a reader's own tileset an empty one, with a warning", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(routes.productResource('mapbox://someone.own-tiles')).toEqual({
      json: {tilejson: '3.0.0', tiles: [`${RUNTIME}tiles/empty.pbf`], minzoom: 0, maxzoom: 0},
    });
    expect(warn).toHaveBeenCalledWith(
      '[offline preview] not fetched (the preview runs without network): mapbox://someone.own-tiles',
    );
  });

  it('maps assets, API styles and tiles, and third-party tiles; refuses the rest', () => {
    expect(routes.offlineUrl(`${CONFIG.assetsUrl}radar.gif?x=1`)).toBe(
      `${RUNTIME}assets/radar.gif`,
    );
    expect(
      routes.offlineUrl('https://api.mapbox.com/styles/v1/mapbox/dark-v11?access_token=x'),
    ).toBe(`${RUNTIME}styles/dark.json`);
    expect(routes.offlineUrl('https://api.mapbox.com/v4/mapbox.satellite/2/1/3@2x.png')).toBe(
      `${RUNTIME}tiles/satellite/2/1/3.pbf`,
    );
    expect(
      routes.offlineUrl(
        'https://gibs.earthdata.nasa.gov/wmts/epsg3857/best/BlueMarble_NextGeneration/default/GoogleMapsCompatible_Level8/3/2/5.jpeg',
      ),
    ).toBe(`${RUNTIME}tiles/satellite/3/5/2.pbf`);
    // Beyond the offline tiles' zoom: no route.
    expect(routes.offlineUrl('https://demotiles.maplibre.org/tiles/9/1/1.pbf')).toBe(null);
    expect(routes.offlineUrl('https://demotiles.maplibre.org/tiles/2/1/3.pbf')).toBe(
      `${RUNTIME}tiles/vector/2/1/3.pbf`,
    );
    expect(routes.offlineUrl('../data/gazetteer.json')).toBe(`${RUNTIME}data/gazetteer.json`);
    expect(routes.offlineUrl('data:text/plain,x')).toBe('data:text/plain,x');
    expect(routes.offlineUrl('https://api.mapbox.com/directions/v5/x')).toBe(null);
    expect(routes.offlineUrl('https://example.com/data.json')).toBe(null);
  });
});

describe("the adapter's style translation", () => {
  const styles = createStyleTranslation(CONFIG, createRoutes(CONFIG, location));

  it('lets a product tileset source take the offline zoom range, and caps a third-party one', () => {
    expect(
      styles.localSource({
        type: 'raster',
        url: 'mapbox://mapbox.satellite',
        tileSize: 512,
        maxzoom: 14,
      }),
    ).toEqual({type: 'raster', url: 'mapbox://mapbox.satellite'});
    expect(
      styles.localSource({
        type: 'vector',
        tiles: ['https://demotiles.maplibre.org/tiles/{z}/{x}/{y}.pbf'],
      }),
    ).toEqual({
      type: 'vector',
      tiles: ['https://demotiles.maplibre.org/tiles/{z}/{x}/{y}.pbf'],
      maxzoom: 5,
      minzoom: 0,
    });
  });

  it('makes a product style loadable offline', () => {
    expect(styles.localStyle('mapbox://styles/mapbox/streets-v12')).toBe(
      `${RUNTIME}styles/streets.json`,
    );
    expect(
      styles.localStyle({
        version: 8,
        glyphs: 'mapbox://fonts/{fontstack}/{range}.pbf',
        fog: {},
        layers: [],
      }),
    ).toEqual({version: 8, layers: []});
  });

  it("speaks the product's projection names, fog and light presets", () => {
    expect(projectionSpec({name: 'globe'})).toEqual({type: 'globe'});
    expect(projectionSpec('albers')).toEqual({type: 'mercator'});
    expect(productProjection({type: 'globe'})).toEqual({name: 'globe'});
    expect(skyFromFog({color: 'white', 'horizon-blend': 0.1})).toMatchObject({
      'fog-color': 'white',
      'horizon-color': 'white',
      'horizon-fog-blend': 0.5,
    });
    expect(presetExtrusionColor(['case', ['get', 'x'], 'red', 'grey'], 'blue')).toEqual([
      'case',
      ['get', 'x'],
      'red',
      'blue',
    ]);
  });
});

describe("the adapter's clip layers", () => {
  const square = [
    [
      [0, 0],
      [2, 0],
      [2, 2],
      [0, 2],
      [0, 0],
    ],
  ];

  it('finds footprints that overlap a clip polygon', () => {
    const inside = {
      type: 'Polygon',
      coordinates: [
        [
          [1, 1],
          [1.5, 1],
          [1.5, 1.5],
          [1, 1],
        ],
      ],
    };
    const outside = {
      type: 'Polygon',
      coordinates: [
        [
          [5, 5],
          [6, 5],
          [6, 6],
          [5, 5],
        ],
      ],
    };
    expect(overlaps(inside, [square])).toBe(true);
    expect(overlaps(outside, [square])).toBe(false);
  });

  it("adds the clip to a layer's expression filter, and leaves legacy filters alone", () => {
    expect(isLegacyFilter(['==', 'class', 'park'])).toBe(true);
    expect(isLegacyFilter(['==', ['get', 'class'], 'park'])).toBe(false);
    expect(
      clippedFilter(['>', ['get', 'height'], 0], {
        buildings: true,
        ids: [3, 7],
        within: [],
        anyPolygon: true,
      }),
    ).toEqual(['all', ['>', ['get', 'height'], 0], ['!', ['in', ['id'], ['literal', [3, 7]]]]]);
    expect(clippedFilter(null, {buildings: false, ids: [], within: [], anyPolygon: false})).toBe(
      null,
    );
  });
});
