/**
 * The offline styles' labels, bottom to top: contour heights (outdoors),
 * roads (from the city detail), waterways, points of interest, settlements,
 * states and countries. On satellite imagery they are white with a black halo.
 */
import type {LayerSpecification} from 'maplibre-gl';

import {CITY_SOURCE, FONT, labelPaint, placeName, sized} from './layerValues';
import type {Look, Palette} from './palettes';
import type {LabelLanguage} from './styleFiles';

/** City labels: the major ones (symbol rank 8 and under) from zoom 2, the rest from 4. */
function settlementLabel(
  id: string,
  rank: '>' | '<=',
  sizes: readonly number[],
  paint: ReturnType<typeof labelPaint>,
  name: ReturnType<typeof placeName>,
): LayerSpecification {
  return {
    id,
    type: 'symbol',
    source: 'composite',
    'source-layer': 'place_label',
    minzoom: sizes[0],
    filter: ['all', ['==', ['get', 'class'], 'settlement'], [rank, ['get', 'symbolrank'], 8]],
    layout: {
      'text-field': name,
      'text-size': sized(sizes),
      'text-font': FONT,
      'symbol-sort-key': ['get', 'symbolrank'],
    },
    paint,
  };
}

/** The label layers, over the geometry layers, of every look that draws the basemap. */
export function labelLayers(
  palette: Palette,
  look: Look,
  language: LabelLanguage,
): LayerSpecification[] {
  const NAME = placeName(language);
  const onImagery = look === 'satellite-streets';
  const composite = {source: 'composite'} as const;
  const city = {source: CITY_SOURCE} as const;
  const layers: LayerSpecification[] = [];
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
    settlementLabel('settlement-minor-label', '>', [4, 10, 10, 14], labels, NAME),
    settlementLabel('settlement-major-label', '<=', [2, 11, 10, 18], labels, NAME),
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
