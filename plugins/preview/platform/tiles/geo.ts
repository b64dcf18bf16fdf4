/**
 * Geometry helpers for the offline tiles: spherical (world-atlas, us-atlas)
 * outlines made planar for Web Mercator tiles, label points, areas and the
 * tile maths shared by the vector and raster generators.
 */
import type {MultiPolygon, Polygon, Position} from 'geojson';

/** Web Mercator's latitude limit. */
export const MERCATOR_LIMIT = 85.05112878;

export type Ring = Position[];
export type PolygonRings = Ring[];

/** Longitude of x in [0, 1] across the world (Web Mercator / tile space). */
export function tileXToLng(x: number): number {
  return x * 360 - 180;
}

/** Latitude of y in [0, 1] down the world (Web Mercator / tile space). */
export function tileYToLat(y: number): number {
  return (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;
}

export function lngToTileX(lng: number): number {
  return (lng + 180) / 360;
}

export function latToTileY(lat: number): number {
  const clamped = Math.max(-MERCATOR_LIMIT, Math.min(MERCATOR_LIMIT, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
}

/** Longitudes made continuous: a ring that crosses ±180 runs on past it. */
function continuous(ring: readonly Position[]): {points: Ring; offset: number} {
  const points: Ring = [];
  let offset = 0;
  let previous: number | undefined;
  for (const [lng = 0, lat = 0] of ring) {
    if (previous !== undefined) {
      if (lng - previous > 180) {
        offset -= 360;
      } else if (lng - previous < -180) {
        offset += 360;
      }
    }
    previous = lng;
    points.push([lng + offset, lat]);
  }
  return {points, offset};
}

/**
 * A spherical ring as a planar one. A ring that goes once round a pole
 * (Antarctica's coast) is opened at its antimeridian crossing and closed
 * along the pole, so its land lies between the coast and the pole.
 */
function planarRing(ring: readonly Position[]): Ring {
  const whole = continuous(ring);
  if (whole.offset === 0 || ring.length < 4) {
    return whole.points;
  }
  const open = ring.slice(0, -1);
  const crossing = open.findIndex(
    (point, index) => index > 0 && Math.abs((point[0] ?? 0) - (open[index - 1]?.[0] ?? 0)) > 180,
  );
  const start = Math.max(crossing, 0);
  const {points} = continuous([...open.slice(start), ...open.slice(0, start)]);
  const first = points[0] ?? [0, 0];
  const last = points[points.length - 1] ?? first;
  const meanLat = points.reduce((sum, point) => sum + (point[1] ?? 0), 0) / points.length;
  const pole = meanLat < 0 ? -90 : 90;
  // Close the ring along the pole: straight down (or up), across, back.
  const lastLng = last[0] ?? 0;
  const firstLng = first[0] ?? 0;
  return [...points, [lastLng, pole], [firstLng, pole], [firstLng, first[1] ?? 0]];
}

/**
 * world-atlas draws polygons round a pole as a tiny cap whose "hole" is the
 * coastline; on a flat map the land is each hole's ring closed at the pole.
 */
function planarParts(rings: readonly Position[][]): PolygonRings[] {
  const [outer = [], ...holes] = rings;
  const isPolarCap = outer.length > 0 && outer.every((point) => Math.abs(point[1] ?? 0) > 89);
  if (isPolarCap && holes.length > 0) {
    return holes.map((ring) => [planarRing(ring)]);
  }
  return [rings.map(planarRing)];
}

function bboxOf(rings: readonly Ring[]): [number, number, number, number] {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const ring of rings) {
    for (const [x = 0, y = 0] of ring) {
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
  }
  return [minX, minY, maxX, maxY];
}

/**
 * A spherical (Multi)Polygon from topojson as planar polygons. Longitudes
 * may run past ±180 (geojson-vt wraps them round) and rings round a pole
 * close along it (geojson-vt clamps latitudes to Web Mercator's range).
 */
export function planarPolygons(geometry: Polygon | MultiPolygon): PolygonRings[] {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return polygons.flatMap(planarParts);
}

/** A spherical line as a planar one (continuous longitudes; tiling wraps them). */
export function planarLine(line: readonly Position[]): Position[] {
  return continuous(line).points;
}

/** Area of a ring in square kilometres (equirectangular approximation, fine per ring). */
export function ringAreaKm2(ring: readonly Position[]): number {
  if (ring.length < 3) {
    return 0;
  }
  const meanLat = ring.reduce((sum, point) => sum + (point[1] ?? 0), 0) / ring.length;
  const kmPerDegree = 111.32;
  const xScale = Math.cos((meanLat * Math.PI) / 180) * kmPerDegree;
  let area = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const [x1 = 0, y1 = 0] = ring[j] ?? [];
    const [x2 = 0, y2 = 0] = ring[i] ?? [];
    area += x1 * xScale * y2 * kmPerDegree - x2 * xScale * y1 * kmPerDegree;
  }
  return Math.abs(area / 2);
}

export function polygonAreaKm2(rings: readonly Ring[]): number {
  const [outer = [], ...holes] = rings;
  return Math.max(0, ringAreaKm2(outer) - holes.reduce((sum, hole) => sum + ringAreaKm2(hole), 0));
}

function insideRings(x: number, y: number, rings: readonly Ring[]): boolean {
  let inside = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
      const [xi = 0, yi = 0] = ring[i] ?? [];
      const [xj = 0, yj = 0] = ring[j] ?? [];
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) {
        inside = !inside;
      }
    }
  }
  return inside;
}

/** Squared distance from (x, y) to the nearest ring edge, x scaled by `xScale`. */
function edgeDistance2(x: number, y: number, rings: readonly Ring[], xScale: number): number {
  let best = Infinity;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
      const ax = (ring[j]?.[0] ?? 0) * xScale;
      const ay = ring[j]?.[1] ?? 0;
      const bx = (ring[i]?.[0] ?? 0) * xScale;
      const by = ring[i]?.[1] ?? 0;
      const px = x * xScale;
      const dx = bx - ax;
      const dy = by - ay;
      const length2 = dx * dx + dy * dy;
      const t =
        length2 > 0 ? Math.max(0, Math.min(1, ((px - ax) * dx + (y - ay) * dy) / length2)) : 0;
      const ex = ax + t * dx - px;
      const ey = ay + t * dy - y;
      best = Math.min(best, ex * ex + ey * ey);
    }
  }
  return best;
}

/**
 * A label point for a polygon: the point of its largest part farthest from
 * the outline (an approximate pole of inaccessibility, by a refined grid search).
 */
export function labelPoint(polygons: readonly PolygonRings[]): Position {
  let largest: PolygonRings = [];
  let largestArea = -1;
  for (const rings of polygons) {
    const area = polygonAreaKm2(rings);
    if (area > largestArea) {
      largest = rings;
      largestArea = area;
    }
  }
  // A few hundred vertices per ring place a label as well as thousands do.
  largest = largest.map((ring) => {
    const stride = Math.ceil(ring.length / 200);
    return stride > 1 ? ring.filter((_, index) => index % stride === 0) : ring;
  });
  const [minX, minY, maxX, maxY] = bboxOf(largest);
  const xScale = Math.cos((((minY + maxY) / 2) * Math.PI) / 180);
  const steps = 10;
  let cellX = (maxX - minX) / steps;
  let cellY = (maxY - minY) / steps;
  let best: Position = [(minX + maxX) / 2, (minY + maxY) / 2];
  let bestDistance = insideRings(best[0] ?? 0, best[1] ?? 0, largest)
    ? edgeDistance2(best[0] ?? 0, best[1] ?? 0, largest, xScale)
    : -1;
  let centreX = best[0] ?? 0;
  let centreY = best[1] ?? 0;
  for (let round = 0; round < 3; round += 1) {
    for (let i = 0; i <= steps; i += 1) {
      for (let j = 0; j <= steps; j += 1) {
        const x = centreX + (i - steps / 2) * cellX;
        const y = centreY + (j - steps / 2) * cellY;
        if (!insideRings(x, y, largest)) {
          continue;
        }
        const distance = edgeDistance2(x, y, largest, xScale);
        if (distance > bestDistance) {
          bestDistance = distance;
          best = [x, y];
        }
      }
    }
    centreX = best[0] ?? centreX;
    centreY = best[1] ?? centreY;
    cellX /= 3;
    cellY /= 3;
  }
  if (bestDistance < 0) {
    best = largest[0]?.[0] ?? [0, 0];
  }
  const [lng = 0, lat = 0] = best;
  return [Math.round(lng * 1e4) / 1e4, Math.round(lat * 1e4) / 1e4];
}
