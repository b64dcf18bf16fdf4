/**
 * Public tile services outside the product whose data the offline tiles
 * hold: NASA GIBS serves the same Blue Marble imagery as the offline
 * satellite tiles (WMTS and WMS), MapLibre's demo tiles the same Natural
 * Earth countries as the offline vector tiles' `countries` layer. Each
 * rule gives the offline tile for a request, or null.
 */
import type {TilesetKind} from './config';

/** A tile's address, as the URL spells its numbers. */
export interface TileAddress {
  readonly z: string;
  readonly x: string;
  readonly y: string;
}

export interface ThirdPartyTiles {
  /** The offline tileset that holds the service's data. */
  readonly tileset: TilesetKind;
  readonly tile: (url: string) => TileAddress | null;
}

/** Half the width of the web-mercator world, in metres. */
export const EARTH_HALF = 20037508.342789244;

const GIBS_WMTS =
  /^https:\/\/gibs(?:-[abc])?\.earthdata\.nasa\.gov\/wmts\/epsg3857\/best\/BlueMarble_NextGeneration\/default\/(?:[\w-]+\/)?GoogleMapsCompatible_Level\d+\/(\d+)\/(\d+)\/(\d+)\.jpe?g$/;
const GIBS_WMS =
  /^https:\/\/gibs(?:-[abc])?\.earthdata\.nasa\.gov\/wms\/epsg3857\/best\/wms\.cgi\?/;
const MAPLIBRE_DEMO_TILES = /^https:\/\/demotiles\.maplibre\.org\/tiles\/(\d+)\/(\d+)\/(\d+)\.pbf$/;

/** A GIBS WMS GetMap request of Blue Marble for a box that is exactly one web-mercator tile. */
function gibsWmsTile(url: string): TileAddress | null {
  if (!GIBS_WMS.test(url)) {
    return null;
  }
  const params = new URL(url).searchParams;
  // WMS parameter names are case-insensitive.
  const value = (name: string): string => {
    for (const [key, found] of params) {
      if (key.toUpperCase() === name) return found;
    }
    return '';
  };
  if (value('LAYERS') !== 'BlueMarble_NextGeneration') {
    return null;
  }
  // A missing corner is NaN, which no tile matches.
  const box = value('BBOX').split(',').map(Number);
  const [west = NaN, south = NaN, east = NaN, north = NaN] = box;
  const size = east - west;
  const z = Math.round(Math.log2((2 * EARTH_HALF) / size));
  const x = Math.round((west + EARTH_HALF) / size);
  const y = Math.round((EARTH_HALF - north) / size);
  const exact =
    box.length === 4 &&
    Math.abs(north - south - size) < 1 &&
    Math.abs((2 * EARTH_HALF) / 2 ** z - size) < 1;
  return exact ? {z: String(z), x: String(x), y: String(y)} : null;
}

export const THIRD_PARTY_TILES: readonly ThirdPartyTiles[] = [
  {
    tileset: 'satellite',
    tile: (url) => {
      const match = GIBS_WMTS.exec(url);
      if (!match) return null;
      // The WMTS path puts the row before the column.
      const [, z = '', y = '', x = ''] = match;
      return {z, x, y};
    },
  },
  {tileset: 'satellite', tile: gibsWmsTile},
  {
    tileset: 'vector',
    tile: (url) => {
      const match = MAPLIBRE_DEMO_TILES.exec(url);
      if (!match) return null;
      const [, z = '', x = '', y = ''] = match;
      return {z, x, y};
    },
  },
];

/** The rule that answers a third-party tile URL template or request, if any. */
export function thirdPartyRule(url: string): ThirdPartyTiles | null {
  // A template matches as the requests made from it would: one sample tile.
  const sample = url
    .replace('{bbox-epsg-3857}', [0, 0, EARTH_HALF, EARTH_HALF].join(','))
    .replace(/\{[zxy]\}/g, '1');
  return THIRD_PARTY_TILES.find((rule) => rule.tile(sample)) ?? null;
}
