/**
 * Cutting features into vector tiles: geojson-vt's index for lines and
 * polygons, and label points put in the one tile each falls in.
 */
import type {Feature, FeatureCollection, Geometry} from 'geojson';
import GeoJSONVT from 'geojson-vt';

import {latToTileY, lngToTileX} from './geo';
import type {LabelPoint, Props} from './labelPoints';

/** Tile coordinates run from 0 to this across a tile. */
export const EXTENT = 4096;

type TilePoint = {type: 1; geometry: [number, number][]; tags: Props};

/**
 * Point labels bucketed by tile, each point in exactly one tile, in the order
 * given (the places come largest first).
 */
export function pointTiles(points: readonly LabelPoint[], z: number): Map<string, TilePoint[]> {
  const tiles = new Map<string, TilePoint[]>();
  const scale = 2 ** z;
  for (const point of points) {
    if (point.minzoom > z) {
      continue;
    }
    const wx = lngToTileX(((((point.lng + 180) % 360) + 360) % 360) - 180) * scale;
    const wy = latToTileY(point.lat) * scale;
    const tx = Math.min(scale - 1, Math.floor(wx));
    const ty = Math.min(scale - 1, Math.floor(wy));
    const key = `${tx}/${ty}`;
    const list = tiles.get(key) ?? [];
    list.push({
      type: 1,
      geometry: [[Math.round((wx - tx) * EXTENT), Math.round((wy - ty) * EXTENT)]],
      tags: point.props,
    });
    tiles.set(key, list);
  }
  return tiles;
}

function collection(features: Feature[]): FeatureCollection {
  return {type: 'FeatureCollection', features};
}

export function tileIndex(features: Feature<Geometry>[], maxZoom: number): GeoJSONVT {
  return new GeoJSONVT(collection(features), {
    maxZoom,
    indexMaxZoom: maxZoom,
    extent: EXTENT,
    buffer: 64,
  });
}
