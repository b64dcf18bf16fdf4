/**
 * What the adapter needs of the product's Standard style to answer its API
 * on the offline styles: where a layer's `slot` puts it, the featuresets
 * interactions target, the label switches and light presets of
 * `setConfigProperty`, each as the offline layers' ids and paint.
 */
import {PALETTES, type Palette} from './palettes';

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
