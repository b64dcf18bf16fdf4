/**
 * The preview basemaps: offline looks named after the product's style ids
 * (streets, light, dark, outdoors, satellite, satellite-streets, standard).
 * They are written like the product's own styles: one `composite` vector
 * source (`{product}://{product}.{product}-streets-v8,…-terrain-v2`), the
 * product's sprite URL and the product's layer ids (`water`, `admin-0-boundary`,
 * `road-label`, `building`, `country-label`…), so examples can place layers
 * before them, restyle them, filter and query them. The adapter answers
 * those URLs from the offline tiles. Buildings and roads come from the
 * offline city tiles (central Astana, from OpenStreetMap), through a second
 * source, `offline-city`, as the adapter does for examples' own layers on
 * those source layers. Layers whose source layer the offline tiles do not
 * carry (rivers, points of interest, land use) exist and draw nothing. No
 * `glyphs` URL: maplibre draws labels with local fonts.
 */
import type {
  DataDrivenPropertyValueSpecification,
  ExpressionSpecification,
  LayerSpecification,
  StyleSpecification,
} from 'maplibre-gl';

import {CITY_TILESET} from './platform/tiles/city';

interface Palette {
  readonly land: string;
  readonly water: string;
  readonly border: string;
  readonly state: string;
  readonly road: string;
  readonly building: string;
  readonly label: string;
  readonly halo: string;
  readonly contour: string;
}

const PALETTES = {
  streets: {
    land: '#f4f1e8',
    water: '#9fcbee',
    border: '#a08fa8',
    state: '#c8bfcc',
    road: '#ffffff',
    building: '#ddd6cf',
    label: '#3b3f4a',
    halo: '#ffffff',
    contour: '#c7b89d',
  },
  light: {
    land: '#f6f6f4',
    water: '#d6dde3',
    border: '#b4b4b4',
    state: '#d4d4d4',
    road: '#ffffff',
    building: '#e6e6e4',
    label: '#5f6368',
    halo: '#ffffff',
    contour: '#d8d8d8',
  },
  dark: {
    land: '#343a40',
    water: '#1b2631',
    border: '#6c757d',
    state: '#495057',
    road: '#4a5058',
    building: '#2b3036',
    label: '#ced4da',
    halo: '#1b1f23',
    contour: '#4b535b',
  },
  outdoors: {
    land: '#e8ecd8',
    water: '#8ec3e6',
    border: '#8a7f6c',
    state: '#b9b09c',
    road: '#fdfcf7',
    building: '#d9d2c3',
    label: '#3e4a2f',
    halo: '#f5f7ef',
    contour: '#b3a17f',
  },
} as const satisfies Record<string, Palette>;

type Look = 'streets' | 'light' | 'dark' | 'outdoors' | 'satellite' | 'satellite-streets';

/** Style ids of the product, as written in examples, mapped to our style files. */
export const STYLE_ALIASES: Readonly<Record<string, string>> = {
  standard: 'standard',
  'standard-satellite': 'satellite-streets',
  'streets-v12': 'streets',
  'streets-v11': 'streets',
  'light-v11': 'light',
  'light-v10': 'light',
  'dark-v11': 'dark',
  'dark-v10': 'dark',
  'outdoors-v12': 'outdoors',
  'outdoors-v11': 'outdoors',
  'satellite-v9': 'satellite',
  'satellite-streets-v12': 'satellite-streets',
  'satellite-streets-v11': 'satellite-streets',
  'navigation-day-v1': 'streets',
  'navigation-night-v1': 'dark',
};

/** Layers a product style `slot` puts a new layer under, first match wins. */
export const STYLE_SLOTS: Readonly<Record<string, readonly string[]>> = {
  bottom: ['landuse', 'waterway', 'water', 'building'],
  middle: ['road-label', 'poi-label', 'settlement-minor-label', 'state-label', 'country-label'],
  top: [],
};

/**
 * The Standard style's featuresets (`{featuresetId, importId: 'basemap'}`
 * targets of interactions), as the offline style's layer ids.
 */
export const STANDARD_FEATURESETS: Readonly<Record<string, readonly string[]>> = {
  buildings: ['building'],
  'place-labels': ['settlement-major-label', 'settlement-minor-label'],
  poi: ['poi-label'],
};

/** The Standard style's label switches (`setConfigProperty`), as layer ids. */
export const LABEL_SWITCHES: Readonly<Record<string, readonly string[]>> = {
  showPlaceLabels: [
    'settlement-minor-label',
    'settlement-major-label',
    'state-label',
    'country-label',
  ],
  showRoadLabels: ['road-label'],
  showPointOfInterestLabels: ['poi-label'],
  showTransitLabels: [],
  // Not a label switch, but the same kind: a boolean that hides layers.
  show3dObjects: ['building'],
};

function presetPaint(palette: Palette): Record<string, Record<string, string>> {
  return {
    land: {'background-color': palette.land},
    water: {'fill-color': palette.water},
    'admin-0-boundary': {'line-color': palette.border},
    'admin-1-boundary': {'line-color': palette.state},
    building: {'fill-color': palette.building},
    'country-label': {'text-color': palette.label, 'text-halo-color': palette.halo},
    'state-label': {'text-color': palette.label, 'text-halo-color': palette.halo},
    'settlement-major-label': {'text-color': palette.label, 'text-halo-color': palette.halo},
    'settlement-minor-label': {'text-color': palette.label, 'text-halo-color': palette.halo},
  };
}

/**
 * The Standard style's light presets, as paint changes on the offline
 * Standard look: the colours of the day, dusk and night looks.
 */
export const LIGHT_PRESETS: Readonly<Record<string, Record<string, Record<string, string>>>> = {
  day: presetPaint(PALETTES.streets),
  dawn: presetPaint({
    ...PALETTES.streets,
    land: '#eee6df',
    water: '#a3bfdc',
    label: '#4a4352',
  }),
  dusk: presetPaint({
    ...PALETTES.dark,
    land: '#4b4459',
    water: '#2d3a5c',
    label: '#f0dcc8',
    halo: '#2d2838',
  }),
  night: presetPaint(PALETTES.dark),
};

const NAME: ExpressionSpecification = ['coalesce', ['get', 'name_en'], ['get', 'name']];
const FONT = ['DIN Pro Medium', 'Arial Unicode MS Regular'];

function labelPaint(palette: Palette) {
  return {'text-color': palette.label, 'text-halo-color': palette.halo, 'text-halo-width': 1.2};
}

function sized(stops: readonly number[]): DataDrivenPropertyValueSpecification<number> {
  return ['interpolate', ['linear'], ['zoom'], ...stops] as ExpressionSpecification;
}

/** City labels: the major ones (symbol rank 8 and under) from zoom 2, the rest from 4. */
function settlementLabel(
  id: string,
  rank: '>' | '<=',
  sizes: readonly number[],
  paint: ReturnType<typeof labelPaint>,
): LayerSpecification {
  return {
    id,
    type: 'symbol',
    source: 'composite',
    'source-layer': 'place_label',
    minzoom: sizes[0],
    filter: ['all', ['==', ['get', 'class'], 'settlement'], [rank, ['get', 'symbolrank'], 8]],
    layout: {
      'text-field': NAME,
      'text-size': sized(sizes),
      'text-font': FONT,
      'symbol-sort-key': ['get', 'symbolrank'],
    },
    paint,
  };
}

/** Source id of the offline city detail (buildings, roads) in every style. */
export const CITY_SOURCE = 'offline-city';

/** The vector layers, bottom to top, of every look that draws the basemap. */
function vectorLayers(
  palette: Palette,
  look: Look,
  extrudeBuildings: boolean,
): LayerSpecification[] {
  const onImagery = look === 'satellite-streets';
  const composite = {source: 'composite'} as const;
  const city = {source: CITY_SOURCE} as const;
  const layers: LayerSpecification[] = [];
  if (!onImagery) {
    layers.push(
      {
        id: 'landuse',
        type: 'fill',
        ...composite,
        'source-layer': 'landuse',
        paint: {'fill-color': palette.land, 'fill-opacity': 0.6},
      },
      {
        id: 'water',
        type: 'fill',
        ...composite,
        'source-layer': 'water',
        paint: {'fill-color': palette.water},
      },
      {
        id: 'waterway',
        type: 'line',
        ...composite,
        'source-layer': 'waterway',
        paint: {'line-color': palette.water, 'line-width': 1},
      },
    );
  }
  if (look === 'outdoors') {
    layers.push({
      id: 'contour-line',
      type: 'line',
      ...composite,
      'source-layer': 'contour',
      minzoom: 3,
      paint: {
        'line-color': palette.contour,
        'line-opacity': 0.6,
        'line-width': ['match', ['get', 'index'], [5, 10], 1.1, 0.6],
      },
    });
  }
  layers.push(
    extrudeBuildings
      ? {
          // The product's Standard style draws buildings in 3D.
          id: 'building',
          type: 'fill-extrusion',
          ...city,
          'source-layer': 'building',
          minzoom: 15,
          paint: {
            // The Standard style draws its featuresets' `select` and `highlight` states.
            'fill-extrusion-color': [
              'case',
              ['boolean', ['feature-state', 'select'], false],
              '#3f6df2',
              ['boolean', ['feature-state', 'highlight'], false],
              '#9db6f5',
              palette.building,
            ],
            'fill-extrusion-height': ['coalesce', ['get', 'height'], 0],
            'fill-extrusion-base': ['coalesce', ['get', 'min_height'], 0],
            'fill-extrusion-opacity': 0.9,
          },
        }
      : {
          id: 'building',
          type: 'fill',
          ...city,
          'source-layer': 'building',
          minzoom: 15,
          paint: {'fill-color': palette.building},
        },
    ...(['road-street', 'road-secondary-tertiary', 'road-primary', 'road-motorway-trunk'].map(
      (id, rank): LayerSpecification => ({
        id,
        type: 'line',
        ...city,
        'source-layer': 'road',
        filter: [
          'match',
          ['get', 'class'],
          [
            ['street', 'street_limited'],
            ['secondary', 'tertiary'],
            ['primary'],
            ['motorway', 'trunk'],
          ][rank]!,
          true,
          false,
        ],
        paint: {
          'line-color': palette.road,
          'line-width': sized([5, 0.5 + rank * 0.3, 16, 6 + rank * 2]),
        },
      }),
    ) as LayerSpecification[]),
    {
      id: 'admin-1-boundary',
      type: 'line',
      ...composite,
      'source-layer': 'admin',
      filter: ['all', ['==', ['get', 'admin_level'], 1], ['==', ['get', 'maritime'], 'false']],
      minzoom: 2,
      paint: {
        'line-color': onImagery ? '#d9d6cf' : palette.state,
        'line-width': sized([2, 0.5, 8, 1.5]),
        'line-dasharray': [2, 1],
      },
    },
    {
      id: 'admin-0-boundary',
      type: 'line',
      ...composite,
      'source-layer': 'admin',
      filter: [
        'all',
        ['==', ['get', 'admin_level'], 0],
        ['==', ['get', 'disputed'], 'false'],
        ['==', ['get', 'maritime'], 'false'],
      ],
      paint: {
        'line-color': onImagery ? '#ece7dc' : palette.border,
        'line-width': sized([1, 0.5, 6, 1.5, 10, 3]),
      },
    },
    {
      id: 'admin-0-boundary-disputed',
      type: 'line',
      ...composite,
      'source-layer': 'admin',
      filter: ['all', ['==', ['get', 'admin_level'], 0], ['==', ['get', 'disputed'], 'true']],
      paint: {
        'line-color': palette.border,
        'line-width': sized([1, 0.5, 6, 1.5]),
        'line-dasharray': [1.5, 1.5],
      },
    },
  );
  if (look === 'outdoors') {
    layers.push({
      id: 'contour-label',
      type: 'symbol',
      ...composite,
      'source-layer': 'contour',
      minzoom: 5,
      filter: ['match', ['get', 'index'], [5, 10], true, false],
      layout: {
        'text-field': ['concat', ['to-string', ['get', 'ele']], ' m'],
        'symbol-placement': 'line',
        'text-size': 10,
        'text-font': FONT,
      },
      paint: labelPaint(palette),
    });
  }
  const labels = onImagery
    ? {'text-color': '#ffffff', 'text-halo-color': '#000000', 'text-halo-width': 1.2}
    : labelPaint(palette);
  layers.push(
    {
      id: 'road-label',
      type: 'symbol',
      ...city,
      'source-layer': 'road',
      minzoom: 12,
      layout: {'text-field': NAME, 'symbol-placement': 'line', 'text-size': 11, 'text-font': FONT},
      paint: labels,
    },
    {
      id: 'waterway-label',
      type: 'symbol',
      ...composite,
      'source-layer': 'natural_label',
      filter: ['match', ['get', 'class'], ['canal', 'river', 'stream'], true, false],
      layout: {'text-field': NAME, 'symbol-placement': 'line', 'text-size': 11, 'text-font': FONT},
      paint: labels,
    },
    {
      id: 'poi-label',
      type: 'symbol',
      ...composite,
      'source-layer': 'poi_label',
      layout: {
        'text-field': NAME,
        'icon-image': ['get', 'maki'],
        'text-anchor': 'top',
        'text-offset': [0, 0.8],
        'text-size': 11,
        'text-font': FONT,
      },
      paint: labels,
    },
    settlementLabel('settlement-minor-label', '>', [4, 10, 10, 14], labels),
    settlementLabel('settlement-major-label', '<=', [2, 11, 10, 18], labels),
    {
      id: 'state-label',
      type: 'symbol',
      ...composite,
      'source-layer': 'state_label',
      minzoom: 3,
      layout: {
        'text-field': ['step', ['zoom'], ['get', 'abbr'], 5, NAME],
        'text-size': sized([3, 9, 8, 15]),
        'text-transform': 'uppercase',
        'text-letter-spacing': 0.1,
        'text-font': FONT,
      },
      paint: {...labels, 'text-color': onImagery ? '#f2f2f2' : palette.state},
    },
    {
      id: 'country-label',
      type: 'symbol',
      ...composite,
      'source-layer': 'country_label',
      minzoom: 1,
      layout: {
        'text-field': NAME,
        'text-size': sized([1, 10, 6, 16]),
        'text-max-width': 7,
        // Large countries claim their place before small islands do.
        'symbol-sort-key': ['get', 'sizerank'],
        'text-font': FONT,
      },
      paint: labels,
    },
  );
  return layers;
}

function compositeSource(productId: string) {
  return {
    type: 'vector' as const,
    url: `${productId}://${productId}.${productId}-streets-v8,${productId}.${productId}-terrain-v2`,
  };
}

function styleFor(look: Look | 'standard', productId: string): StyleSpecification {
  const palette: Palette =
    look === 'standard' || look === 'satellite' || look === 'satellite-streets'
      ? PALETTES.streets
      : PALETTES[look];
  const imagery = look === 'satellite' || look === 'satellite-streets';
  const sources: StyleSpecification['sources'] = {};
  const layers: LayerSpecification[] = [
    {
      id: 'land',
      type: 'background',
      paint: {'background-color': imagery ? '#0b1a2e' : palette.land},
    },
  ];
  if (imagery) {
    sources[productId] = {
      type: 'raster',
      url: `${productId}://${productId}.satellite`,
      tileSize: 256,
    };
    layers.push({id: 'satellite', type: 'raster', source: productId});
  }
  if (look !== 'satellite') {
    sources['composite'] = compositeSource(productId);
    sources[CITY_SOURCE] = {type: 'vector', url: `${productId}://${CITY_TILESET}`};
    layers.push(
      ...vectorLayers(palette, look === 'standard' ? 'streets' : look, look === 'standard'),
    );
  }
  if (look === 'outdoors') {
    // The product's outdoors style shades relief; here from the offline elevation tiles.
    sources['offline-relief'] = {
      type: 'raster-dem',
      url: `${productId}://${productId}.${productId}-terrain-dem-v1`,
      tileSize: 256,
    };
    const water = layers.findIndex((layer) => layer.id === 'water');
    layers.splice(water + 1, 0, {
      id: 'hillshade',
      type: 'hillshade',
      source: 'offline-relief',
      paint: {'hillshade-exaggeration': 0.35, 'hillshade-shadow-color': '#5a5340'},
    });
  }
  return {
    version: 8,
    name: `Offline ${look}`,
    center: [0, 20],
    zoom: 1,
    sprite: `${productId}://sprites/${productId}/${look === 'standard' ? 'standard' : `${look}-v12`}`,
    sources,
    layers,
  };
}

/** Every style file of the preview runtime, by file name under `styles/`. */
export function buildStyles(productId: string): Record<string, StyleSpecification> {
  const looks: (Look | 'standard')[] = [
    'standard',
    'streets',
    'light',
    'dark',
    'outdoors',
    'satellite',
    'satellite-streets',
  ];
  return Object.fromEntries(looks.map((look) => [`${look}.json`, styleFor(look, productId)]));
}
