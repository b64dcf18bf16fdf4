/**
 * The TopoJSON atlases the vector tiles are made from (world-atlas,
 * us-atlas): their polygons, made planar for Web Mercator tiles, and the
 * borders two of their shapes share.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import type {Feature, FeatureCollection, MultiPolygon, Polygon, Position} from 'geojson';
import type {GeometryCollection, GeometryObject, Topology} from 'topojson-specification';
import {feature, mesh} from 'topojson-client';

import {planarLine, type PolygonRings} from './geo';

const require = createRequire(__filename);

export function readTopology(modulePath: string): Topology {
  return JSON.parse(readFileSync(require.resolve(modulePath), 'utf8')) as Topology;
}

export function polygonalFeatures(topology: Topology, object: string) {
  const collection = feature(
    topology,
    topology.objects[object] as GeometryCollection,
  ) as FeatureCollection;
  return collection.features.filter(
    (item): item is Feature<Polygon | MultiPolygon> =>
      item.geometry !== null && /Polygon$/.test(item.geometry.type),
  );
}

export function multiPolygon(parts: readonly PolygonRings[]): MultiPolygon {
  return {type: 'MultiPolygon', coordinates: parts.map((rings) => rings.map((ring) => [...ring]))};
}

/** Arcs shared by exactly two geometries of a topology object, grouped by the pair. */
export function sharedArcs(
  geometries: readonly GeometryObject[],
): Map<string, {a: number; b: number; arcs: number[]}> {
  const owners = new Map<number, Set<number>>();
  const visit = (arcs: unknown, owner: number) => {
    if (typeof arcs === 'number') {
      const arc = arcs < 0 ? ~arcs : arcs;
      const set = owners.get(arc) ?? new Set<number>();
      set.add(owner);
      owners.set(arc, set);
    } else if (Array.isArray(arcs)) {
      for (const item of arcs) {
        visit(item, owner);
      }
    }
  };
  geometries.forEach((geometry, index) => visit((geometry as {arcs?: unknown}).arcs, index));
  const pairs = new Map<string, {a: number; b: number; arcs: number[]}>();
  for (const [arc, set] of owners) {
    if (set.size !== 2) {
      continue;
    }
    const [a = 0, b = 0] = [...set].sort((x, y) => x - y);
    const key = `${a}-${b}`;
    const pair = pairs.get(key) ?? {a, b, arcs: []};
    pair.arcs.push(arc);
    pairs.set(key, pair);
  }
  return pairs;
}

export function borderLines(topology: Topology, arcs: number[]): Position[][] {
  const merged = mesh(topology, {type: 'MultiLineString', arcs: arcs.map((arc) => [arc])});
  return merged.coordinates.map((line) => planarLine(line));
}
