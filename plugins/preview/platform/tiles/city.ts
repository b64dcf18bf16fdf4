/**
 * Street-level detail for one real city: the buildings and roads of central
 * Astana (Kazakhstan) from OpenStreetMap, as published in the OSM QA tiles
 * (z12, every OSM tag kept) that `@mapbox/mvt-fixtures` carries. Each QA tile
 * is re-encoded as a tile of the same address with the product's `building`
 * and `road` source layers; maplibre overzooms them past z12.
 */
import {mkdirSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {VectorTile, type VectorTileFeature} from '@mapbox/vector-tile';
import {PbfReader} from 'pbf';
import {fromGeojsonVt} from 'vt-pbf';

import {packageDir} from './packages';

export const CITY_ZOOM = 12;

/** The tileset id the adapter answers with the city tiles (not a product id). */
export const CITY_TILESET = 'offline-preview.city';

/** The fixture folder of the city: 4×4 tiles at z12, x 2859–2862, y 1366–1369. */
const CITY_FIXTURE = 'real-world/osm-qa-astana';

export const CITY_LAYERS: {id: string; fields: Record<string, string>}[] = [
  {
    id: 'building',
    fields: {
      height:
        'Number: metres, from the OSM height tag or building:levels × 3; absent when OSM has neither',
      min_height: 'Number: metres, from min_height or building:min_level × 3; else 0',
      extrude: "String: 'true'",
      underground: "String: 'false'",
      type: 'String: the OSM building tag (building when it says yes)',
    },
  },
  {
    id: 'road',
    fields: {
      class: 'String: motorway, trunk, primary, secondary, tertiary, street, service, path, …',
      type: 'String: the OSM highway tag',
      name: 'String: the OSM name, when it has one',
      oneway: "String: 'true' or 'false'",
    },
  },
];

/**
 * The product's road classes for OSM highway values. Links keep their own
 * class (`primary_link`), as in the product's tilesets.
 */
const ROAD_CLASSES: Readonly<Record<string, string>> = {
  motorway: 'motorway',
  motorway_link: 'motorway_link',
  trunk: 'trunk',
  trunk_link: 'trunk_link',
  primary: 'primary',
  primary_link: 'primary_link',
  secondary: 'secondary',
  secondary_link: 'secondary_link',
  tertiary: 'tertiary',
  tertiary_link: 'tertiary_link',
  residential: 'street',
  unclassified: 'street',
  living_street: 'street',
  road: 'street',
  service: 'service',
  pedestrian: 'pedestrian',
  footway: 'path',
  path: 'path',
  cycleway: 'path',
  steps: 'path',
  bridleway: 'path',
  track: 'track',
  construction: 'construction',
};

type Tags = Record<string, string | number | boolean>;

/** The OSM QA tiles' `int64` values need the reader method pbf 5 no longer names. */
class QaTileReader extends PbfReader {
  readVarint64(): number {
    return this.readVarint(true);
  }
}

/** Metres from an OSM length such as `45`, `45 m` or `45.5`; null for anything else. */
function metres(value: unknown): number | null {
  if (typeof value === 'number') {
    return Number.isFinite(value) ? value : null;
  }
  if (typeof value !== 'string') {
    return null;
  }
  const match = /^\s*(\d+(?:\.\d+)?)\s*(?:m)?\s*$/.exec(value);
  return match ? Number(match[1]) : null;
}

const STOREY_METRES = 3;

export function buildingProperties(tags: Tags): Tags | null {
  const kind = tags['building'];
  if (kind === undefined || kind === 'no') {
    return null;
  }
  const properties: Tags = {
    extrude: 'true',
    underground: 'false',
    type: kind === 'yes' ? 'building' : String(kind),
    min_height: 0,
  };
  const levels = metres(tags['building:levels']);
  const height = metres(tags['height']) ?? (levels === null ? null : levels * STOREY_METRES);
  if (height !== null) {
    properties['height'] = Math.round(height * 10) / 10;
  }
  const minLevel = metres(tags['building:min_level']);
  const minHeight =
    metres(tags['min_height']) ?? (minLevel === null ? null : minLevel * STOREY_METRES);
  if (minHeight !== null) {
    properties['min_height'] = Math.round(minHeight * 10) / 10;
  }
  return properties;
}

export function roadProperties(tags: Tags): Tags | null {
  const highway = tags['highway'];
  const roadClass = typeof highway === 'string' ? ROAD_CLASSES[highway] : undefined;
  if (!roadClass) {
    return null;
  }
  const properties: Tags = {
    class: roadClass,
    type: String(highway),
    oneway: tags['oneway'] === 'yes' ? 'true' : 'false',
  };
  if (typeof tags['name'] === 'string') {
    properties['name'] = tags['name'];
  }
  return properties;
}

type TileFeature = {
  type: 1 | 2 | 3;
  geometry: [number, number][][];
  tags: Tags;
  id?: number;
};

/**
 * A feature of the re-encoded tile. It keeps its OSM way id as the feature
 * id, so one building is the same feature in every tile that holds a piece
 * of it (the preview's clip layer hides buildings by id).
 */
function tileFeature(feature: VectorTileFeature, tags: Tags, osmId: unknown): TileFeature {
  const result: TileFeature = {
    type: feature.type as 2 | 3,
    geometry: feature.loadGeometry().map((ring) => ring.map((point) => [point.x, point.y])),
    tags,
  };
  if (typeof osmId === 'number' && Number.isSafeInteger(osmId)) {
    result.id = osmId;
  }
  return result;
}

export interface CityTiles {
  tiles: number;
  bytes: number;
  buildings: number;
  roads: number;
  /** West, south, east, north of the tiles written. */
  bounds: [number, number, number, number];
}

function tileLng(x: number, z: number): number {
  return (x / 2 ** z) * 360 - 180;
}

function tileLat(y: number, z: number): number {
  return (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / 2 ** z))) * 180) / Math.PI;
}

/** Writes tiles/city/12/{x}/{y}.pbf under `outDir`. */
export function writeCityTiles(outDir: string): CityTiles {
  const dir = join(packageDir('@mapbox/mvt-fixtures'), CITY_FIXTURE);
  const result: CityTiles = {
    tiles: 0,
    bytes: 0,
    buildings: 0,
    roads: 0,
    bounds: [180, 90, -180, -90],
  };
  for (const file of readdirSync(dir).sort()) {
    const address = /^(\d+)-(\d+)-(\d+)\.mvt$/.exec(file);
    if (!address || Number(address[1]) !== CITY_ZOOM) {
      continue;
    }
    const [x, y] = [Number(address[2]), Number(address[3])];
    // vector-tile's types name pbf 4's class, which read and wrote; it only reads.
    const reader = new QaTileReader(readFileSync(join(dir, file)));
    const tile = new VectorTile(reader as unknown as ConstructorParameters<typeof VectorTile>[0]);
    const osm = tile.layers['osm'];
    if (!osm) {
      continue;
    }
    const buildings: TileFeature[] = [];
    const roads: TileFeature[] = [];
    for (let i = 0; i < osm.length; i += 1) {
      const feature = osm.feature(i);
      const tags = feature.properties as Tags;
      const building = feature.type === 3 ? buildingProperties(tags) : null;
      if (building) {
        buildings.push(tileFeature(feature, building, tags['@id']));
        continue;
      }
      const road = feature.type === 2 ? roadProperties(tags) : null;
      if (road) {
        roads.push(tileFeature(feature, road, tags['@id']));
      }
    }
    const data = fromGeojsonVt(
      {building: {features: buildings}, road: {features: roads}},
      {version: 2, extent: osm.extent},
    );
    const tileDir = join(outDir, 'tiles', 'city', String(CITY_ZOOM), String(x));
    mkdirSync(tileDir, {recursive: true});
    writeFileSync(join(tileDir, `${y}.pbf`), data);
    result.tiles += 1;
    result.bytes += data.length;
    result.buildings += buildings.length;
    result.roads += roads.length;
    const [west, south, east, north] = result.bounds;
    result.bounds = [
      Math.min(west, tileLng(x, CITY_ZOOM)),
      Math.min(south, tileLat(y + 1, CITY_ZOOM)),
      Math.max(east, tileLng(x + 1, CITY_ZOOM)),
      Math.max(north, tileLat(y, CITY_ZOOM)),
    ];
  }
  if (result.tiles === 0) {
    throw new Error(`Offline tiles: no z${CITY_ZOOM} tiles found in ${dir}`);
  }
  return result;
}
