/**
 * The vector tiles' `water` layer: each tile's square minus the land in it,
 * the land from world-atlas' Natural Earth polygons.
 */
import type {Feature, MultiPolygon} from 'geojson';

import {planarPolygons} from './geo';
import {multiPolygon, polygonalFeatures, readTopology} from './topology';
import {EXTENT} from './vectorTiling';

/** Natural Earth land, for the water layer (each tile's square minus the land in it). */
export function landPolygons(): Feature<MultiPolygon>[] {
  const topology = readTopology('world-atlas/land-50m.json');
  return polygonalFeatures(topology, 'land').map((item) => ({
    type: 'Feature',
    properties: {},
    geometry: multiPolygon(planarPolygons(item.geometry)),
  }));
}

type TileRing = [number, number][];

/** Twice the signed area of a ring in tile coordinates. */
function signedArea(ring: TileRing): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const [x1, y1] = ring[j] ?? [0, 0];
    const [x2, y2] = ring[i] ?? [0, 0];
    sum += (x2 - x1) * (y1 + y2);
  }
  return sum;
}

/**
 * Whether a ring is wound as geojson-vt winds outer rings (clockwise on
 * screen, y down, as the MVT spec wants: negative by `signedArea`).
 */
function isOuter(ring: TileRing): boolean {
  return signedArea(ring) < 0;
}

/** `ring` wound as an outer ring (`outer`) or a hole. */
function wound(ring: TileRing, outer: boolean): TileRing {
  return isOuter(ring) === outer ? ring : [...ring].reverse();
}

/**
 * The water feature of a tile: a square a little larger than the tile's
 * buffer with every land polygon of the tile (clipped to the buffer, so
 * strictly inside the square) as a hole; holes in the land (inland seas)
 * become water polygons of their own after it.
 */
export function waterFeature(
  land: {features: readonly {type: number; geometry: unknown}[]} | null,
) {
  const margin = 128;
  const square: TileRing = wound(
    [
      [-margin, -margin],
      [EXTENT + margin, -margin],
      [EXTENT + margin, EXTENT + margin],
      [-margin, EXTENT + margin],
      [-margin, -margin],
    ],
    true,
  );
  const holes: TileRing[] = [];
  const inland: TileRing[] = [];
  for (const item of land?.features ?? []) {
    if (item.type !== 3) {
      continue;
    }
    for (const ring of item.geometry as TileRing[]) {
      // geojson-vt winds land outers as outers: those are the water's holes.
      if (isOuter(ring)) {
        holes.push(wound(ring, false));
      } else {
        inland.push(wound(ring, true));
      }
    }
  }
  return {type: 3 as const, geometry: [square, ...holes, ...inland], tags: {class: 'water'}};
}
