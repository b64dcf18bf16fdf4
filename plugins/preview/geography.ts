/**
 * Natural Earth rings made drawable on a flat map, for the offline
 * preview's data built from world-atlas (the gazetteer's country extents).
 */
import type {Position} from 'geojson';

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
