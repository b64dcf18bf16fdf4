/**
 * The offline vector tileset: one set of Mapbox Vector Tiles, zoom 0 to
 * `VECTOR_MAXZOOM`, whose source layers follow the product's published
 * tileset references (Streets v8, Country boundaries v1, Terrain v2) as far
 * as real open data allows (`vectorLayers.ts` lists them).
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type GeoJSONVT from 'geojson-vt';
import {fromGeojsonVt} from 'vt-pbf';

import {countryData, demoTileCountries} from './countryFeatures';
import type {Elevation} from './elevation';
import {contourLines} from './elevation';
import type {LabelPoint} from './labelPoints';
import {placeLabels} from './placeLabels';
import {stateData} from './usStateFeatures';
import {EXTENT, pointTiles, tileIndex} from './vectorTiling';
import {landPolygons, waterFeature} from './waterFeature';

export const VECTOR_MAXZOOM = 5;

/**
 * Writes tiles/vector/{z}/{x}/{y}.pbf, every tile of zooms 0 to `VECTOR_MAXZOOM`, under
 * `outDir`; returns how many tiles it wrote and their bytes.
 */
export async function writeVectorTiles(
  outDir: string,
  elevation: Elevation,
): Promise<{tiles: number; bytes: number}> {
  const country = countryData();
  const states = stateData();
  const land = tileIndex(landPolygons(), VECTOR_MAXZOOM);
  const c1 = contourLines(elevation, 500, 2);
  const c2 = contourLines(elevation, 200, 1);
  const places = placeLabels();
  const indexes: {name: string; index: GeoJSONVT; minzoom: number; maxzoom: number}[] = [
    {
      name: 'country_boundaries',
      index: tileIndex(country.polygons, VECTOR_MAXZOOM),
      minzoom: 0,
      maxzoom: VECTOR_MAXZOOM,
    },
    {
      name: 'admin',
      index: tileIndex([...country.borders, ...states.borders], VECTOR_MAXZOOM),
      minzoom: 0,
      maxzoom: VECTOR_MAXZOOM,
    },
    {
      // The layer MapLibre's demo tiles (a third-party tileset) name `countries`.
      name: 'countries',
      index: tileIndex(demoTileCountries(country.polygons), VECTOR_MAXZOOM),
      minzoom: 0,
      maxzoom: VECTOR_MAXZOOM,
    },
    {name: 'contour', index: tileIndex(c1, 3), minzoom: 0, maxzoom: 3},
    {name: 'contour', index: tileIndex(c2, VECTOR_MAXZOOM), minzoom: 4, maxzoom: VECTOR_MAXZOOM},
  ];
  const pointLayers: {name: string; points: LabelPoint[]}[] = [
    {name: 'country_label', points: country.labels},
    {name: 'state_label', points: states.labels},
    {name: 'place_label', points: places},
  ];
  let tiles = 0;
  let bytes = 0;
  for (let z = 0; z <= VECTOR_MAXZOOM; z += 1) {
    const points = pointLayers.map(({name, points: list}) => ({name, tiles: pointTiles(list, z)}));
    const size = 2 ** z;
    for (let x = 0; x < size; x += 1) {
      // Let the raster tiles (encoded on other threads) make progress meanwhile.
      await new Promise((resolve) => setImmediate(resolve));
      const dir = join(outDir, 'tiles', 'vector', String(z), String(x));
      mkdirSync(dir, {recursive: true});
      for (let y = 0; y < size; y += 1) {
        const layers: Record<string, {features: readonly unknown[]}> = {
          water: {features: [waterFeature(land.getTile(z, x, y))]},
        };
        for (const {name, index, minzoom, maxzoom} of indexes) {
          if (z < minzoom || z > maxzoom) {
            continue;
          }
          const tile = index.getTile(z, x, y);
          if (tile && tile.features.length > 0) {
            layers[name] = tile;
          }
        }
        for (const layer of points) {
          const features = layer.tiles.get(`${x}/${y}`);
          if (features) {
            layers[layer.name] = {features};
          }
        }
        const data = fromGeojsonVt(layers as Parameters<typeof fromGeojsonVt>[0], {
          version: 2,
          extent: EXTENT,
        });
        writeFileSync(join(dir, `${y}.pbf`), data);
        tiles += 1;
        bytes += data.length;
      }
    }
  }
  return {tiles, bytes};
}
