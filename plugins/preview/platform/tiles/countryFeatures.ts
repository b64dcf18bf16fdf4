/**
 * The countries of the vector tiles, from world-atlas' Natural Earth
 * outlines: their polygons (`country_boundaries`, and `countries` as
 * MapLibre's demo tiles have them), their label points (`country_label`) and
 * the borders between them (`admin`, level 0).
 */
import type {Feature, MultiLineString, MultiPolygon, Polygon} from 'geojson';
import type {GeometryCollection} from 'topojson-specification';
import {feature, neighbors} from 'topojson-client';
import countries from 'i18n-iso-countries';

import {labelPoint, planarPolygons, polygonAreaKm2} from './geo';
import {clamp, sizerankOf, type LabelPoint, type Props} from './labelPoints';
import {borderLines, multiPolygon, readTopology, sharedArcs} from './topology';
import {NAME_LOCALES} from './vectorLayers';

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

export interface CountryData {
  readonly polygons: Feature<MultiPolygon>[];
  readonly labels: LabelPoint[];
  readonly borders: Feature<MultiLineString>[];
}

/**
 * Colours 1–9 such that neighbours differ (greedy, rotating the start for
 * variety); a country whose neighbours already use all nine shares one.
 */
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

export function countryData(): CountryData {
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

/**
 * The country polygons with the fields of MapLibre's demo tiles
 * (`demotiles.maplibre.org`, Natural Earth too): `ADM0_A3`, `NAME`.
 */
export function demoTileCountries(
  polygons: readonly Feature<MultiPolygon>[],
): Feature<MultiPolygon>[] {
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
