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
import type {LayerSpecification, StyleSpecification} from 'maplibre-gl';

import {CITY_TILESET} from '../platform/tiles/city';
import {geometryLayers} from './geometryLayers';
import {labelLayers} from './labelLayers';
import {CITY_SOURCE} from './layerValues';
import {PALETTES, type Look, type Palette} from './palettes';
import {LABEL_LANGUAGES, styleFileName, type LabelLanguage} from './styleFiles';

export {CITY_SOURCE} from './layerValues';
export {LABEL_SWITCHES, LIGHT_PRESETS, STANDARD_FEATURESETS, STYLE_SLOTS} from './standardConfig';
export {STYLE_ALIASES} from './styleIds';

function compositeSource(productId: string) {
  return {
    type: 'vector' as const,
    url: `${productId}://${productId}.${productId}-streets-v8,${productId}.${productId}-terrain-v2`,
  };
}

function styleFor(
  look: Look | 'standard',
  productId: string,
  language: LabelLanguage,
): StyleSpecification {
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
    const vectorLook = look === 'standard' ? 'streets' : look;
    layers.push(
      ...geometryLayers(palette, vectorLook, look === 'standard'),
      ...labelLayers(palette, vectorLook, language),
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
  // The Japanese pages' demos ask for `{look}.ja.json`: places labelled in Japanese.
  return Object.fromEntries(
    LABEL_LANGUAGES.flatMap((language) =>
      looks.map((look) => [styleFileName(look, language), styleFor(look, productId, language)]),
    ),
  );
}
