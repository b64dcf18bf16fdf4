// Type declarations for the two tile-building packages that ship none.

declare module 'vt-pbf' {
  interface TileFeature {
    readonly type: 1 | 2 | 3;
    readonly geometry:
      readonly (readonly [number, number])[] | readonly (readonly (readonly [number, number])[])[];
    readonly tags: Record<string, unknown> | null;
    readonly id?: number | string;
  }
  /** Encodes geojson-vt-shaped layers (by source-layer name) as one Mapbox Vector Tile. */
  export function fromGeojsonVt(
    layers: Record<string, {readonly features: readonly TileFeature[]}>,
    options?: {version?: number; extent?: number},
  ): Uint8Array;
}

declare module 'd3-contour' {
  import type {MultiPolygon} from 'geojson';
  interface ContourMultiPolygon extends MultiPolygon {
    value: number;
  }
  interface Contours {
    (values: ArrayLike<number>): ContourMultiPolygon[];
    size(size: [number, number]): Contours;
    thresholds(thresholds: number[]): Contours;
    smooth(smooth: boolean): Contours;
  }
  export function contours(): Contours;
}
