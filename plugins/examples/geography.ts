/**
 * Offline map data for the example previews, built from npm packages:
 * Natural Earth countries (world-atlas), US states (us-atlas) and a small
 * hand-made list of cities. Everything is plain GeoJSON for maplibre.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {feature} from 'topojson-client';
import type {Feature, FeatureCollection, Geometry, MultiPolygon, Polygon, Position} from 'geojson';
import type {Topology} from 'topojson-specification';

import {CITIES} from './cities';

const require = createRequire(__filename);

function readTopology(modulePath: string): Topology {
  return JSON.parse(readFileSync(require.resolve(modulePath), 'utf8')) as Topology;
}

/** Web Mercator cannot show the poles; rings closed around one stop here. */
const POLE_LATITUDE = 85;

function unwrapped(ring: readonly Position[]): {points: Position[]; offset: number} {
  const points: Position[] = [];
  let offset = 0;
  ring.forEach(([lng = 0, lat = 0], index) => {
    const previous = index > 0 ? (ring[index - 1]?.[0] ?? 0) : lng;
    if (lng - previous > 180) {
      offset -= 360;
    } else if (lng - previous < -180) {
      offset += 360;
    }
    points.push([lng + offset, lat]);
  });
  return {points, offset};
}

/**
 * Makes a ring's longitudes continuous. Natural Earth rings that cross the
 * antimeridian (Russia, Fiji) jump from +180 to -180, which a flat map draws
 * as a streak across the world; unwrapped, they run past 180 instead, which
 * maplibre draws in the right place. A ring that goes all the way round the
 * pole (Antarctica) is started at its antimeridian crossing, so it spans
 * exactly -180 to 180, and closed along the map's polar edge.
 */
export function unwrapRing(ring: readonly Position[]): Position[] {
  if (ring.length === 0) {
    return [];
  }
  const whole = unwrapped(ring);
  if (whole.offset === 0) {
    return whole.points;
  }
  const open = ring.slice(0, -1);
  const crossing = open.findIndex(
    (point, index) => index > 0 && Math.abs((point[0] ?? 0) - (open[index - 1]?.[0] ?? 0)) > 180,
  );
  // No crossing inside the open ring means it is the closing segment: start as is.
  const start = Math.max(crossing, 0);
  const rotated = [...open.slice(start), ...open.slice(0, start)];
  const {points} = unwrapped(rotated);
  const first = points[0] ?? [0, 0];
  const last = points[points.length - 1] ?? first;
  const meanLatitude = points.reduce((sum, point) => sum + (point[1] ?? 0), 0) / points.length;
  const pole = meanLatitude < 0 ? -POLE_LATITUDE : POLE_LATITUDE;
  return [...points, [last[0] ?? 0, pole], [first[0] ?? 0, pole], [first[0] ?? 0, first[1] ?? 0]];
}

/** Web Mercator's limit; a point at the pole itself would project to infinity. */
const MERCATOR_LIMIT = 85.0511;

function round(position: Position): Position {
  const [lng = 0, lat = 0] = position;
  const clamped = Math.max(-MERCATOR_LIMIT, Math.min(MERCATOR_LIMIT, lat));
  return [Math.round(lng * 1e4) / 1e4, Math.round(clamped * 1e4) / 1e4];
}

/**
 * world-atlas draws Antarctica the spherical way: a tiny cap ring round the
 * pole whose "hole" is the coastline. On a flat map the land is the area
 * between the coastline and the pole, so each such hole becomes a polygon.
 */
function planarPolygons(rings: readonly Position[][]): Position[][][] {
  const [outer = [], ...holes] = rings;
  const isPolarCap = outer.every((point) => Math.abs(point[1] ?? 0) > 89);
  if (isPolarCap && holes.length > 0) {
    return holes.map((ring) => [unwrapRing(ring).map(round)]);
  }
  return [rings.map((ring) => unwrapRing(ring).map(round))];
}

function unwrapGeometry(geometry: Geometry): Geometry {
  if (geometry.type === 'Polygon') {
    const polygons = planarPolygons(geometry.coordinates);
    return polygons.length === 1
      ? {type: 'Polygon', coordinates: polygons[0] ?? []}
      : {type: 'MultiPolygon', coordinates: polygons};
  }
  if (geometry.type === 'MultiPolygon') {
    return {type: 'MultiPolygon', coordinates: geometry.coordinates.flatMap(planarPolygons)};
  }
  return geometry;
}

function ringArea(ring: readonly Position[]): number {
  let area = 0;
  for (
    let index = 0, previous = ring.length - 1;
    index < ring.length;
    previous = index, index += 1
  ) {
    const [x1 = 0, y1 = 0] = ring[previous] ?? [];
    const [x2 = 0, y2 = 0] = ring[index] ?? [];
    area += x1 * y2 - x2 * y1;
  }
  return Math.abs(area / 2);
}

/** A point inside the largest part of a country, good enough for a label. */
function labelPoint(geometry: Polygon | MultiPolygon): Position {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  let best: readonly Position[] = [];
  for (const polygon of polygons) {
    const outer = polygon[0] ?? [];
    if (ringArea(outer) > ringArea(best)) {
      best = outer;
    }
  }
  const lngs = best.map((point) => point[0] ?? 0);
  const lats = best.map((point) => point[1] ?? 0);
  return round([
    (Math.min(...lngs) + Math.max(...lngs)) / 2,
    (Math.min(...lats) + Math.max(...lats)) / 2,
  ]);
}

function collection(features: Feature[]): FeatureCollection {
  return {type: 'FeatureCollection', features};
}

function polygonFeatures(topology: Topology, object: string): Feature<Polygon | MultiPolygon>[] {
  const result = feature(
    topology,
    topology.objects[object] as never,
  ) as unknown as FeatureCollection;
  return result.features
    .filter((item) => item.geometry && /Polygon$/.test(item.geometry.type))
    .map((item, index) => ({
      type: 'Feature',
      id: index + 1,
      properties: {name: String(item.properties?.name ?? '')},
      geometry: unwrapGeometry(item.geometry) as Polygon | MultiPolygon,
    }));
}

/** Every data file of the preview runtime, by file name under `data/`. */
export function buildGeography(): Record<string, FeatureCollection> {
  const countries = polygonFeatures(readTopology('world-atlas/countries-50m.json'), 'countries');
  const states = polygonFeatures(readTopology('us-atlas/states-10m.json'), 'states');
  const countryLabels = countries
    .filter((country) => country.properties?.name)
    .map<Feature>((country) => ({
      type: 'Feature',
      id: country.id,
      properties: {name: country.properties?.name},
      geometry: {type: 'Point', coordinates: labelPoint(country.geometry)},
    }));
  const cities = CITIES.map<Feature>((city, index) => ({
    type: 'Feature',
    id: index + 1,
    properties: {name: city.name, country: city.country, population: city.population},
    geometry: {type: 'Point', coordinates: [city.lng, city.lat]},
  }));
  return {
    'countries.geojson': collection(countries),
    'country-labels.geojson': collection(countryLabels),
    'us-states.geojson': collection(states),
    'cities.geojson': collection(cities),
  };
}
