/** Forward and reverse search in the gazetteer, with the Geocoding API's options. */
import {fold, type GazetteerEntry, type GazetteerIndex, type PlaceEntry} from './gazetteer';

const MAX_LIMIT = 10;
/** Reverse geocoding: a place within this distance of the point, a country within the other. */
const REVERSE_PLACE_KM = 50;
const REVERSE_COUNTRY_KM = 500;

export interface SearchOptions {
  readonly limit: number;
  readonly autocomplete: boolean;
  readonly bbox: readonly number[] | null;
  readonly proximity: readonly number[] | null;
  readonly countries: readonly string[] | null;
  readonly types: readonly string[] | null;
  readonly language: string | null;
}

export interface SearchResult {
  readonly entry: GazetteerEntry;
  readonly relevance: number;
}

/** How well a folded name matches a folded query: 0 (not at all) to 1 (exactly). */
function matchScore(key: string, query: string, autocomplete: boolean): number {
  if (key === query) return 1;
  const padded = ` ${key} `;
  if (padded.includes(` ${query} `)) return key.startsWith(query) ? 0.95 : 0.85;
  if (!autocomplete) return 0;
  if (key.startsWith(query)) return 0.9;
  if (padded.includes(` ${query}`)) return 0.8;
  return 0;
}

function bestScore(keys: readonly string[], query: string, autocomplete: boolean): number {
  return Math.max(0, ...keys.map((key) => matchScore(key, query, autocomplete)));
}

function distanceKm(lng1: number, lat1: number, lng2: number, lat2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a =
    Math.sin(dLat / 2) * Math.sin(dLat / 2) +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) * Math.sin(dLng / 2);
  return 12742 * Math.asin(Math.min(1, Math.sqrt(a)));
}

function inBbox(entry: GazetteerEntry, bbox: readonly number[] | null): boolean {
  if (!bbox) return true;
  const [west = -180, south = -90, east = 180, north = 90] = bbox;
  const {lng} = entry;
  const inLng = west <= east ? lng >= west && lng <= east : lng >= west || lng <= east;
  return inLng && entry.lat >= south && entry.lat <= north;
}

function allowed(entry: GazetteerEntry, options: SearchOptions): boolean {
  if (options.types && !options.types.includes(entry.kind)) return false;
  if (options.countries && !options.countries.includes(entry.code)) return false;
  return inBbox(entry, options.bbox);
}

/** Importance when names match equally: countries, then places by population. */
function weight(entry: GazetteerEntry): number {
  return entry.kind === 'country' ? 1 : Math.log10(Math.max(entry.population, 10)) / 8;
}

export function forwardSearch(
  index: GazetteerIndex,
  text: string,
  options: SearchOptions,
): SearchResult[] {
  const [first = '', ...rest] = String(text).split(',');
  const query = fold(first);
  const within = rest.map(fold).filter(Boolean);
  if (!query) return [];
  const found: (SearchResult & {score: number})[] = [];
  const consider = (entry: GazetteerEntry) => {
    if (!allowed(entry, options)) return;
    const relevance = bestScore(entry.keys, query, options.autocomplete);
    if (!relevance) return;
    if (within.length > 0) {
      // "Paris, France": the rest must name the place's country.
      if (entry.kind !== 'place') return;
      const country = index.countries[entry.code];
      if (!within.every((part) => country && bestScore(country.keys, part, true) > 0)) return;
    }
    let score = relevance * 2 + weight(entry) * 0.2;
    const [lng, lat] = options.proximity ?? [];
    if (lng !== undefined && lat !== undefined) {
      score += 0.3 / (1 + distanceKm(lng, lat, entry.lng, entry.lat) / 100);
    }
    found.push({entry, relevance, score});
  };
  index.countryList.forEach(consider);
  index.places.forEach(consider);
  found.sort((a, b) => b.score - a.score);
  return found.slice(0, options.limit).map(({entry, relevance}) => ({entry, relevance}));
}

function nearestPlace(
  index: GazetteerIndex,
  lng: number,
  lat: number,
  options: SearchOptions,
): {place: PlaceEntry; km: number} | null {
  let best: PlaceEntry | null = null;
  let bestKm = Infinity;
  for (const place of index.places) {
    if (options.countries && !options.countries.includes(place.code)) continue;
    const km = distanceKm(lng, lat, place.lng, place.lat);
    if (km < bestKm) {
      best = place;
      bestKm = km;
    }
  }
  return best ? {place: best, km: bestKm} : null;
}

/**
 * Reverse geocoding: the nearest gazetteer place within 50 km, and the
 * country of the nearest place within 500 km (the gazetteer keeps no
 * borders, so a point near one may get its neighbour).
 */
export function reverseSearch(
  index: GazetteerIndex,
  lng: number,
  lat: number,
  options: SearchOptions,
): SearchResult[] {
  const nearest = nearestPlace(index, lng, lat, options);
  const results: SearchResult[] = [];
  if (nearest && nearest.km <= REVERSE_PLACE_KM) {
    results.push({entry: nearest.place, relevance: 1});
  }
  if (nearest && nearest.km <= REVERSE_COUNTRY_KM) {
    const country = index.countries[nearest.place.code];
    if (country) results.push({entry: country, relevance: 1});
  }
  return results
    .filter((result) => !options.types || options.types.includes(result.entry.kind))
    .slice(0, options.limit);
}

function numbers(value: string | null, count: number): number[] | null {
  if (!value) return null;
  const list = value.split(',').map(Number);
  return list.length !== count || list.some(Number.isNaN) ? null : list;
}

function list(value: string | null): string[] | null {
  if (!value) return null;
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** The API's feature types the gazetteer has: countries and places. */
const KINDS: Readonly<Record<string, string | null>> = {
  country: 'country',
  place: 'place',
  locality: null,
  region: null,
  district: null,
};

/** The search options of a request's query parameters. */
export function searchOptions(params: URLSearchParams, defaultLimit: number): SearchOptions {
  const types = list(params.get('types'));
  const countries = list(params.get('country'));
  const languages = list(params.get('language'));
  const limit = parseInt(params.get('limit') ?? '', 10);
  return {
    limit: Math.min(MAX_LIMIT, limit > 0 ? limit : defaultLimit),
    autocomplete: params.get('autocomplete') !== 'false',
    bbox: numbers(params.get('bbox'), 4),
    proximity: numbers(params.get('proximity'), 2),
    countries: countries && countries.map((code) => code.toUpperCase()),
    types: types && types.map((type) => KINDS[type.toLowerCase()] ?? '').filter(Boolean),
    language: languages?.[0]?.toLowerCase().split(/[-_]/)[0] ?? null,
  };
}
