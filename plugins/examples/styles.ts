/**
 * The preview basemaps: five looks named after the product's style ids
 * (streets, light, dark, outdoors, satellite), drawn from the offline
 * GeoJSON in `data/`. No `glyphs` URL, so maplibre draws label glyphs
 * with the browser's own fonts; no sprite, no tiles, no network.
 * Source ids carry a `preview-` prefix so an example's own sources
 * (`countries`, `cities`...) never clash with the basemap's; layer ids
 * follow the product's styles (`water`, `land`, `country-label`...) so
 * examples can place layers relative to them.
 */
import type {StyleSpecification} from 'maplibre-gl';

interface Palette {
  water: string;
  land: string;
  border: string;
  state: string;
  label: string;
  halo: string;
  city: string;
  labels: boolean;
}

const PALETTES: Record<string, Palette> = {
  streets: {
    water: '#9fcbee',
    land: '#f4f1e8',
    border: '#a08fa8',
    state: '#c8bfcc',
    label: '#3b3f4a',
    halo: '#ffffff',
    city: '#5a6270',
    labels: true,
  },
  light: {
    water: '#d6dde3',
    land: '#f6f6f4',
    border: '#b4b4b4',
    state: '#d4d4d4',
    label: '#5f6368',
    halo: '#ffffff',
    city: '#80868b',
    labels: true,
  },
  dark: {
    water: '#1b2631',
    land: '#343a40',
    border: '#6c757d',
    state: '#495057',
    label: '#ced4da',
    halo: '#1b1f23',
    city: '#adb5bd',
    labels: true,
  },
  outdoors: {
    water: '#8ec3e6',
    land: '#dfe9cf',
    border: '#8a7f6c',
    state: '#b9b09c',
    label: '#3e4a2f',
    halo: '#f5f7ef',
    city: '#5c5346',
    labels: true,
  },
  satellite: {
    water: '#0b2447',
    land: '#4a5d3a',
    border: '#d8d2b4',
    state: '#a7a284',
    label: '#ffffff',
    halo: '#1d2412',
    city: '#f1ecd2',
    labels: false,
  },
};

/** Style ids of the product, as written in examples, mapped to our looks. */
export const STYLE_ALIASES: Readonly<Record<string, keyof typeof PALETTES>> = {
  standard: 'streets',
  'streets-v12': 'streets',
  'streets-v11': 'streets',
  'light-v11': 'light',
  'light-v10': 'light',
  'dark-v11': 'dark',
  'dark-v10': 'dark',
  'outdoors-v12': 'outdoors',
  'outdoors-v11': 'outdoors',
  'satellite-v9': 'satellite',
  'satellite-streets-v12': 'satellite',
  'standard-satellite': 'satellite',
  'navigation-day-v1': 'streets',
  'navigation-night-v1': 'dark',
};

function styleFor(name: string, palette: Palette): StyleSpecification {
  const labelLayers: StyleSpecification['layers'] = [
    {
      id: 'country-label',
      type: 'symbol',
      source: 'preview-country-labels',
      minzoom: 1.5,
      layout: {
        'text-field': ['get', 'name'],
        'text-font': ['sans-serif'],
        'text-size': ['interpolate', ['linear'], ['zoom'], 2, 11, 6, 16],
        'text-max-width': 8,
      },
      paint: {'text-color': palette.label, 'text-halo-color': palette.halo, 'text-halo-width': 1.2},
    },
    {
      id: 'settlement-label',
      type: 'symbol',
      source: 'preview-cities',
      minzoom: 3,
      layout: {
        'text-field': ['get', 'name'],
        'text-font': ['sans-serif'],
        'text-size': 12,
        'text-anchor': 'top',
        'text-offset': [0, 0.4],
      },
      paint: {'text-color': palette.label, 'text-halo-color': palette.halo, 'text-halo-width': 1},
    },
  ];
  return {
    version: 8,
    name: `Preview ${name}`,
    center: [0, 20],
    zoom: 1,
    sources: {
      'preview-countries': {
        type: 'geojson',
        data: '../data/countries.geojson',
        attribution: 'Natural Earth',
      },
      'preview-us-states': {type: 'geojson', data: '../data/us-states.geojson'},
      'preview-country-labels': {type: 'geojson', data: '../data/country-labels.geojson'},
      'preview-cities': {type: 'geojson', data: '../data/cities.geojson'},
    },
    layers: [
      {id: 'water', type: 'background', paint: {'background-color': palette.water}},
      {id: 'land', type: 'fill', source: 'preview-countries', paint: {'fill-color': palette.land}},
      {
        id: 'state-boundaries',
        type: 'line',
        source: 'preview-us-states',
        minzoom: 2,
        paint: {'line-color': palette.state, 'line-width': 0.8, 'line-dasharray': [3, 2]},
      },
      {
        id: 'country-boundaries',
        type: 'line',
        source: 'preview-countries',
        paint: {
          'line-color': palette.border,
          'line-width': ['interpolate', ['linear'], ['zoom'], 1, 0.5, 6, 1.5],
        },
      },
      {
        id: 'settlement-dot',
        type: 'circle',
        source: 'preview-cities',
        minzoom: 3,
        paint: {
          'circle-radius': 3,
          'circle-color': palette.city,
          'circle-stroke-color': palette.halo,
          'circle-stroke-width': 1,
        },
      },
      ...(palette.labels ? labelLayers : []),
    ],
  };
}

/** Every style file of the preview runtime, by file name under `styles/`. */
export function buildStyles(): Record<string, StyleSpecification> {
  return Object.fromEntries(
    Object.entries(PALETTES).map(([name, palette]) => [`${name}.json`, styleFor(name, palette)]),
  );
}
