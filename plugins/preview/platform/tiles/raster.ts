/**
 * Raster tiles from equirectangular world images: NASA Blue Marble imagery
 * as satellite JPEG tiles and the elevation grid as terrain-RGB PNG tiles,
 * both reprojected to Web Mercator, 256 px.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import sharp from 'sharp';

import {blockAveraged, type Elevation} from './elevation';
import {tileYToLat} from './geo';
import {packageDir} from './packages';

export const SATELLITE_MAXZOOM = 4;
export const DEM_MAXZOOM = 3;
const TILE = 256;

/** An equirectangular image: `channels` floats or bytes per pixel, row 0 at 90°N. */
interface Grid {
  readonly width: number;
  readonly height: number;
  readonly channels: number;
  readonly data: ArrayLike<number>;
}

/**
 * Samples a tile's pixels from an equirectangular grid (bilinear; columns
 * wrap round the antimeridian). Each output row's latitude comes from the
 * Mercator formula, so rows are spaced as on the map.
 */
function sampleTile(grid: Grid, z: number, tx: number, ty: number): Float32Array {
  const {width, height, channels, data} = grid;
  const worldPixels = TILE * 2 ** z;
  const out = new Float32Array(TILE * TILE * channels);
  for (let row = 0; row < TILE; row += 1) {
    const lat = tileYToLat((ty * TILE + row + 0.5) / worldPixels);
    const sy = Math.max(0, Math.min(height - 1, ((90 - lat) / 180) * height - 0.5));
    const y0 = Math.floor(sy);
    const y1 = Math.min(height - 1, y0 + 1);
    const fy = sy - y0;
    for (let column = 0; column < TILE; column += 1) {
      const sx = ((tx * TILE + column + 0.5) / worldPixels) * width - 0.5;
      const floorX = Math.floor(sx);
      const fx = sx - floorX;
      const x0 = (floorX + width) % width;
      const x1 = (floorX + 1 + width) % width;
      for (let channel = 0; channel < channels; channel += 1) {
        const a = data[(y0 * width + x0) * channels + channel] ?? 0;
        const b = data[(y0 * width + x1) * channels + channel] ?? 0;
        const c = data[(y1 * width + x0) * channels + channel] ?? 0;
        const d = data[(y1 * width + x1) * channels + channel] ?? 0;
        const top = a + (b - a) * fx;
        const bottom = c + (d - c) * fx;
        out[(row * TILE + column) * channels + channel] = top + (bottom - top) * fy;
      }
    }
  }
  return out;
}

/** Runs `task` over `items` with at most `limit` at a time. */
async function inParallel<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await task(item);
    }
  };
  await Promise.all(Array.from({length: Math.min(limit, items.length)}, worker));
}

function tilesUpTo(maxzoom: number): {z: number; x: number; y: number}[] {
  const list: {z: number; x: number; y: number}[] = [];
  for (let z = 0; z <= maxzoom; z += 1) {
    for (let x = 0; x < 2 ** z; x += 1) {
      for (let y = 0; y < 2 ** z; y += 1) {
        list.push({z, x, y});
      }
    }
  }
  return list;
}

export interface RasterFigures {
  readonly tiles: number;
  readonly bytes: number;
}

/** tiles/satellite/{z}/{x}/{y}.jpg, z0–4, from three-globe's NASA Blue Marble image. */
export async function writeSatelliteTiles(outDir: string): Promise<RasterFigures> {
  const image = join(packageDir('three-globe'), 'example', 'img', 'earth-blue-marble.jpg');
  const full = await sharp(image).removeAlpha().raw().toBuffer({resolveWithObject: true});
  const raw = {width: full.info.width, height: full.info.height, channels: full.info.channels};
  // One source per zoom at about the tiles' own resolution, so sampling never skips pixels.
  const levels: Grid[] = [];
  for (let z = 0; z <= SATELLITE_MAXZOOM; z += 1) {
    const width = TILE * 2 ** z;
    if (width >= raw.width) {
      levels.push({...raw, data: full.data});
      continue;
    }
    const {data, info} = await sharp(full.data, {raw})
      .resize(width, width / 2, {kernel: 'lanczos3'})
      .raw()
      .toBuffer({resolveWithObject: true});
    levels.push({width: info.width, height: info.height, channels: info.channels, data});
  }
  let bytes = 0;
  const tiles = tilesUpTo(SATELLITE_MAXZOOM);
  await inParallel(tiles, 4, async ({z, x, y}) => {
    const grid = levels[z] as Grid;
    const samples = sampleTile(grid, z, x, y);
    const pixels = new Uint8Array(samples.length);
    for (let index = 0; index < samples.length; index += 1) {
      pixels[index] = Math.round(samples[index] ?? 0);
    }
    const jpeg = await sharp(pixels, {raw: {width: TILE, height: TILE, channels: 3}})
      .jpeg({quality: 80, optimiseCoding: true})
      .toBuffer();
    const dir = join(outDir, 'tiles', 'satellite', String(z), String(x));
    await mkdir(dir, {recursive: true});
    await writeFile(join(dir, `${y}.jpg`), jpeg);
    bytes += jpeg.length;
  });
  return {tiles: tiles.length, bytes};
}

/** Terrain-RGB: height = -10000 + (R × 65536 + G × 256 + B) × 0.1, in whole metres here. */
export function encodeTerrainRgb(metres: number, out: Uint8Array, offset: number): void {
  const value = Math.max(0, Math.round((Math.round(metres) + 10000) * 10));
  out[offset] = (value >> 16) & 255;
  out[offset + 1] = (value >> 8) & 255;
  out[offset + 2] = value & 255;
}

function downsampled(elevation: Elevation, width: number): Grid {
  if (width >= elevation.width) {
    return {width: elevation.width, height: elevation.height, channels: 1, data: elevation.values};
  }
  const reduced = blockAveraged(elevation, elevation.width / width);
  return {width: reduced.width, height: reduced.height, channels: 1, data: reduced.values};
}

/** tiles/dem/{z}/{x}/{y}.png, z0–3, terrain-RGB (the product's `mapbox` encoding). */
export async function writeDemTiles(outDir: string, elevation: Elevation): Promise<RasterFigures> {
  const levels: Grid[] = [];
  for (let z = 0; z <= DEM_MAXZOOM; z += 1) {
    levels.push(downsampled(elevation, TILE * 2 ** z));
  }
  let bytes = 0;
  const tiles = tilesUpTo(DEM_MAXZOOM);
  await inParallel(tiles, 4, async ({z, x, y}) => {
    const heights = sampleTile(levels[z] as Grid, z, x, y);
    const pixels = new Uint8Array(TILE * TILE * 3);
    heights.forEach((metres, index) => encodeTerrainRgb(metres, pixels, index * 3));
    const png = await sharp(pixels, {raw: {width: TILE, height: TILE, channels: 3}})
      .png({compressionLevel: 9})
      .toBuffer();
    const dir = join(outDir, 'tiles', 'dem', String(z), String(x));
    await mkdir(dir, {recursive: true});
    await writeFile(join(dir, `${y}.png`), png);
    bytes += png.length;
  });
  return {tiles: tiles.length, bytes};
}
