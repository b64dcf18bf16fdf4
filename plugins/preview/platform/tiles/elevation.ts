/**
 * Elevation for the offline tiles, from three-globe's copy of NASA's Blue
 * Marble topography image (2048×1024, equirectangular, land only: the sea
 * is 0). Its grey levels are taken as linear in height, black 0 m and white
 * about 6,400 m, which is approximate. The same grid gives the terrain-RGB
 * DEM tiles and the vector contour lines.
 */
import {join} from 'node:path';
import type {Feature, MultiLineString, Position} from 'geojson';
import sharp from 'sharp';
import {contours} from 'd3-contour';

import {packageDir} from './packages';

/** Height of a white pixel, metres (approximate: see the module comment). */
export const WHITE_METRES = 6400;

export interface Elevation {
  readonly width: number;
  readonly height: number;
  /** Metres, row by row from the north edge (90°N) to the south edge (90°S). */
  readonly values: Float32Array;
}

export function topologyImagePath(): string {
  return join(packageDir('three-globe'), 'example', 'img', 'earth-topology.png');
}

export async function readElevation(): Promise<Elevation> {
  const {data, info} = await sharp(topologyImagePath())
    .extractChannel(0)
    .raw()
    .toBuffer({resolveWithObject: true});
  const values = new Float32Array(info.width * info.height);
  for (let index = 0; index < values.length; index += 1) {
    values[index] = ((data[index] ?? 0) / 255) * WHITE_METRES;
  }
  return {width: info.width, height: info.height, values};
}

/** The grid averaged over `factor`×`factor` blocks (a whole number of them). */
export function blockAveraged(elevation: Elevation, factor: number): Elevation {
  const width = Math.floor(elevation.width / factor);
  const height = Math.floor(elevation.height / factor);
  const values = new Float32Array(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let sum = 0;
      for (let dy = 0; dy < factor; dy += 1) {
        for (let dx = 0; dx < factor; dx += 1) {
          sum += elevation.values[(y * factor + dy) * elevation.width + x * factor + dx] ?? 0;
        }
      }
      values[y * width + x] = sum / (factor * factor);
    }
  }
  return {...elevation, width, height, values};
}

/** The grid averaged over `factor`×`factor` blocks, then box-blurred once (smoother lines). */
function smoothed(elevation: Elevation, factor: number): Elevation {
  const {width, height, values: reduced} = blockAveraged(elevation, factor);
  const blurred = new Float32Array(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let sum = 0;
      let count = 0;
      for (let dy = -1; dy <= 1; dy += 1) {
        const yy = y + dy;
        if (yy < 0 || yy >= height) {
          continue;
        }
        for (let dx = -1; dx <= 1; dx += 1) {
          const xx = (x + dx + width) % width;
          sum += reduced[yy * width + xx] ?? 0;
          count += 1;
        }
      }
      // Keep the coast where it is: sea stays 0, land stays above 0.
      const own = reduced[y * width + x] ?? 0;
      blurred[y * width + x] = own > 0 ? Math.max(sum / count, 1) : 0;
    }
  }
  return {width, height, values: blurred};
}

/** The product's contour `index`: 10 on every 10th line, 5 every 5th, 2 every 2nd, else 1. */
export function contourIndex(ele: number, interval: number): number {
  const step = Math.round(ele / interval);
  return step % 10 === 0 ? 10 : step % 5 === 0 ? 5 : step % 2 === 0 ? 2 : 1;
}

/**
 * Contour lines every `interval` metres above sea level. d3-contour gives
 * closed rings on the grid; the stretches that run along the grid's edge
 * (the antimeridian and the poles) are not contours and are dropped.
 */
export function contourLines(
  elevation: Elevation,
  interval: number,
  factor: number,
): Feature<MultiLineString>[] {
  const grid = smoothed(elevation, factor);
  const {width, height} = grid;
  let max = 0;
  for (const value of grid.values) {
    max = Math.max(max, value);
  }
  const levels: number[] = [];
  for (let level = interval; level <= max; level += interval) {
    levels.push(level);
  }
  const onEdge = ([x = 0, y = 0]: Position) => x <= 0 || x >= width || y <= 0 || y >= height;
  const toLngLat = ([x = 0, y = 0]: Position): Position => [
    Math.round(((x / width) * 360 - 180) * 1e4) / 1e4,
    Math.round((90 - (y / height) * 180) * 1e4) / 1e4,
  ];
  return contours()
    .size([width, height])
    .thresholds(levels)(grid.values)
    .filter((band) => band.coordinates.length > 0)
    .map((band) => {
      const lines: Position[][] = [];
      for (const polygon of band.coordinates) {
        for (const ring of polygon) {
          let current: Position[] = [];
          for (let i = 0; i < ring.length; i += 1) {
            const point = ring[i] ?? [0, 0];
            const previous = ring[i - 1];
            if (previous && onEdge(previous) && onEdge(point)) {
              if (current.length > 1) {
                lines.push(current.map(toLngLat));
              }
              current = [];
            }
            current.push(point);
          }
          if (current.length > 1) {
            lines.push(current.map(toLngLat));
          }
        }
      }
      return {
        type: 'Feature',
        properties: {ele: band.value, index: contourIndex(band.value, interval)},
        geometry: {type: 'MultiLineString', coordinates: lines},
      };
    });
}
