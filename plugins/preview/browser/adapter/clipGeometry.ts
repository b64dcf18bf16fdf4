/**
 * The geometry and filters behind the preview's clip layers (maplibre has
 * no `clip` layer; previewMap.ts hides what one removes by filtering): the
 * polygons of a clip source, whether a building footprint overlaps them,
 * and the filter that hides what they clip.
 */
import type {FilterSpecification} from 'maplibre-gl';

type Position = readonly number[];
/** A polygon as GeoJSON writes it: an outer ring, then its holes. */
export type Rings = readonly (readonly Position[])[];

/** The polygons (arrays of rings) of a GeoJSON value. */
export function polygonsOf(value: unknown): Rings[] {
  if (!value || typeof value !== 'object') return [];
  const geojson = value as {
    type?: unknown;
    features?: readonly unknown[];
    geometry?: unknown;
    coordinates?: unknown;
  };
  switch (geojson.type) {
    case 'FeatureCollection':
      return (geojson.features as readonly unknown[]).flatMap(polygonsOf);
    case 'Feature':
      return polygonsOf(geojson.geometry);
    case 'Polygon':
      return [geojson.coordinates as Rings];
    case 'MultiPolygon':
      return geojson.coordinates as Rings[];
    default:
      return [];
  }
}

/** Whether a point is inside a polygon's rings (even-odd rule, so holes are out). */
function insideRings(point: Position, rings: Rings): boolean {
  let inside = false;
  const [px = NaN, py = NaN] = point;
  rings.forEach((ring) => {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [ax = NaN, ay = NaN] = ring[i] as Position;
      const [bx = NaN, by = NaN] = ring[j] as Position;
      if (ay > py !== by > py && px < ((bx - ax) * (py - ay)) / (by - ay) + ax) {
        inside = !inside;
      }
    }
  });
  return inside;
}

/** Whether a building footprint and one of the clip polygons overlap (a corner of one inside the other). */
export function overlaps(geometry: unknown, clipPolygons: readonly Rings[]): boolean {
  return polygonsOf(geometry).some((footprint) =>
    clipPolygons.some(
      (clip) =>
        (footprint[0] as readonly Position[]).some((point) => insideRings(point, clip)) ||
        (clip[0] as readonly Position[]).some((point) => insideRings(point, footprint)),
    ),
  );
}

const LEGACY_COMPARISONS = ['==', '!=', '<', '>', '<=', '>=', 'in', '!in', 'has', '!has'];

/** Whether a layer filter is in the legacy syntax, which cannot be combined with an expression. */
export function isLegacyFilter(filter: unknown): boolean {
  if (!Array.isArray(filter)) return false;
  if (LEGACY_COMPARISONS.includes(filter[0])) return typeof filter[1] === 'string';
  if (['all', 'any', 'none'].includes(filter[0])) return filter.slice(1).some(isLegacyFilter);
  return false;
}

/** `within` expressions for the clip polygons, for symbol layers' filters. */
export function withinPolygons(polygons: readonly Rings[]): unknown[] {
  return polygons.map((rings) => ['within', {type: 'Polygon', coordinates: rings}]);
}

/**
 * A layer's filter with what the clip layers remove taken out: on the city
 * tiles' 3D buildings, the buildings found under a clip polygon (`ids`); on
 * a symbol layer, the labels within one (`within`). Null: no filter at all.
 */
export function clippedFilter(
  base: FilterSpecification | null,
  clip: {
    readonly buildings: boolean;
    readonly ids: readonly unknown[];
    readonly within: readonly unknown[];
    readonly anyPolygon: boolean;
  },
): FilterSpecification | null {
  const hidden = clip.buildings
    ? ['in', ['id'], ['literal', clip.ids]]
    : clip.within.length
      ? ['any', ...clip.within]
      : false;
  const filter = ['!', hidden];
  const next = base ? ['all', base, filter] : clip.anyPolygon ? filter : null;
  return next as FilterSpecification | null;
}
