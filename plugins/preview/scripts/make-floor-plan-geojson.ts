// Writes plugins/preview/assets/made-up-floor-plan.geojson for the
// `3d-extrusion-floorplan` example: the ground floor of an imaginary small
// gallery, 40 m × 24 m. Not a real building: it is drawn around 0° N 0° E, in
// open sea, and the example shows it on a style with no basemap. Every feature
// has `name`, `kind`, `height` and `base_height` (metres) and `color`.
// Run: npx jiti plugins/preview/scripts/make-floor-plan-geojson.ts
import {writeFileSync} from 'node:fs';
import {join} from 'node:path';

const out = join(__dirname, '..', 'assets', 'made-up-floor-plan.geojson');

/** Plan metres: x east, y north. */
type Point = readonly [x: number, y: number];
type LngLat = [lng: number, lat: number];

interface FloorPlanProperties {
  readonly name: string;
  readonly kind: string;
  readonly height: number;
  readonly base_height: number;
  readonly color: string;
}

interface PolygonFeature {
  readonly type: 'Feature';
  readonly properties: FloorPlanProperties;
  readonly geometry: {readonly type: 'Polygon'; readonly coordinates: LngLat[][]};
}

const WIDTH = 40;
const DEPTH = 24;
const METRE = 1 / 111320; // degrees per metre at the equator
// Plan metres (x east, y north, from the south-west corner) to [lng, lat], centred on 0, 0.
const lngLat = ([x, y]: Point): LngLat => [
  Math.round((x - WIDTH / 2) * METRE * 1e8) / 1e8,
  Math.round((y - DEPTH / 2) * METRE * 1e8) / 1e8,
];

const features: PolygonFeature[] = [];
function rect(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  properties: FloorPlanProperties,
): void {
  const corners: Point[] = [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
    [x0, y0],
  ];
  const ring = corners.map(lngLat);
  features.push({type: 'Feature', properties, geometry: {type: 'Polygon', coordinates: [ring]}});
}

// Floors: a thin slab per room, coloured by what the room is for.
const FLOOR = 0.15;
const rooms = [
  ['Entrance hall', 'hall', [0, 0, 12, 24], '#e9d9b4'],
  ['Gallery 1', 'gallery', [12, 12, 28, 24], '#a9cfe4'],
  ['Gallery 2', 'gallery', [12, 0, 28, 12], '#b9ddb3'],
  ['Café', 'cafe', [28, 12, 40, 24], '#f1bf94'],
  ['Stairs', 'stairs', [28, 8, 40, 12], '#c7c7c7'],
  ['Office', 'office', [28, 0, 40, 8], '#d4c2e4'],
] as const;
for (const [name, kind, [x0, y0, x1, y1], color] of rooms) {
  rect(x0, y0, x1, y1, {name, kind, height: FLOOR, base_height: 0, color});
}

// Walls: segments along x or y, 0.3 m thick, standing on the floor slabs.
const WALL = {kind: 'wall', height: 3.6, base_height: FLOOR, color: '#f4f4f2'};
const T = 0.15;
const walls = [
  // Outer walls, with the main door in the west wall and a café terrace door in the north.
  ['x', 0, 0, 40],
  ['y', 40, 0, 24],
  ['x', 24, 0, 31],
  ['x', 24, 34, 40],
  ['y', 0, 0, 10],
  ['y', 0, 14, 24],
  // Between the hall and the galleries, with a door into each.
  ['y', 12, 0, 4],
  ['y', 12, 8, 16],
  ['y', 12, 20, 24],
  // Between the two galleries, with a wide opening.
  ['x', 12, 12, 17],
  ['x', 12, 23, 28],
  // East of the galleries.
  ['y', 28, 0, 5],
  ['y', 28, 7, 17],
  ['y', 28, 19, 24],
  // Around the stairs.
  ['x', 8, 28, 36],
  ['x', 12, 31, 40],
] as const;
for (const [axis, at, from, to] of walls) {
  if (axis === 'x') {
    rect(from, at - T, to, at + T, {name: 'Wall', ...WALL});
  } else {
    rect(at - T, from, at + T, to, {name: 'Wall', ...WALL});
  }
}

// Columns in the entrance hall, display plinths in the galleries, a counter in the café.
for (const [x, y] of [
  [4, 8],
  [8, 8],
  [4, 16],
  [8, 16],
] as const) {
  rect(x - 0.3, y - 0.3, x + 0.3, y + 0.3, {
    name: 'Column',
    kind: 'column',
    height: 3.6,
    base_height: FLOOR,
    color: '#9aa0a8',
  });
}
for (const [x, y] of [
  [16, 18],
  [20, 18],
  [24, 18],
  [16, 6],
  [20, 6],
  [24, 6],
] as const) {
  rect(x - 0.6, y - 0.6, x + 0.6, y + 0.6, {
    name: 'Plinth',
    kind: 'plinth',
    height: 1.1,
    base_height: FLOOR,
    color: '#6d7584',
  });
}
rect(30, 13, 38, 14, {
  name: 'Counter',
  kind: 'counter',
  height: 1.1,
  base_height: FLOOR,
  color: '#8c5a3c',
});

writeFileSync(out, JSON.stringify({type: 'FeatureCollection', features}) + '\n');
console.log(`${out}: ${features.length} features`);
