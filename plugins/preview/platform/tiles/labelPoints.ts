/**
 * The points of the vector tiles' label layers: each with its properties and
 * the zoom it appears from, and the ranks the product's label layers sort
 * and filter them by.
 */

export type Props = Record<string, string | number>;

export interface LabelPoint {
  readonly lng: number;
  readonly lat: number;
  readonly minzoom: number;
  readonly props: Props;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(max, value));
}

/**
 * From 0 for the largest areas (over about 2.5 million km²) to 16 for the
 * smallest (under about 2.5 km²), one rank for each factor of about 2.5 in area.
 */
export function sizerankOf(areaKm2: number): number {
  return clamp(Math.floor(17 - 2.5 * Math.log10(Math.max(areaKm2, 1))), 0, 16);
}
