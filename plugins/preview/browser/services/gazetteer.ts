/**
 * The offline gazetteer (`data/gazetteer.json` in the runtime: GeoNames
 * places and ISO countries), indexed for searching by folded name.
 */

/** The file as platform/gazetteer writes it. */
export interface GazetteerFile {
  readonly attribution: string;
  readonly countries: readonly {
    readonly code: string;
    readonly names: Readonly<Record<string, readonly string[]>>;
    readonly center: readonly [number, number];
    readonly bbox: readonly number[];
  }[];
  /** `[id, name, country code, longitude, latitude, population]`. */
  readonly places: readonly (readonly [number, string, string, number, number, number])[];
}

export interface CountryEntry {
  readonly kind: 'country';
  readonly code: string;
  readonly names: Readonly<Record<string, readonly string[]>>;
  readonly keys: readonly string[];
  readonly lng: number;
  readonly lat: number;
  readonly bbox: readonly number[];
}

export interface PlaceEntry {
  readonly kind: 'place';
  readonly id: number;
  readonly name: string;
  readonly code: string;
  readonly lng: number;
  readonly lat: number;
  readonly population: number;
  readonly keys: readonly string[];
}

export type GazetteerEntry = CountryEntry | PlaceEntry;

export interface GazetteerIndex {
  readonly attribution: string;
  readonly countries: Readonly<Record<string, CountryEntry>>;
  readonly countryList: readonly CountryEntry[];
  readonly places: readonly PlaceEntry[];
}

/** Lower case, accents and punctuation off: "São Paulo" and "sao-paulo" are one key. */
export function fold(text: unknown): string {
  return String(text)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function indexGazetteer(data: GazetteerFile): GazetteerIndex {
  const countries: Record<string, CountryEntry> = {};
  const countryList = data.countries.map((country): CountryEntry => {
    const keys: string[] = [];
    for (const names of Object.values(country.names)) {
      for (const name of names) {
        const key = fold(name);
        if (key && !keys.includes(key)) keys.push(key);
      }
    }
    const entry: CountryEntry = {
      kind: 'country',
      code: country.code,
      names: country.names,
      keys,
      lng: country.center[0],
      lat: country.center[1],
      bbox: country.bbox,
    };
    countries[country.code] = entry;
    return entry;
  });
  const places = data.places.map(([id, name, code, lng, lat, population]): PlaceEntry => ({
    kind: 'place',
    id,
    name,
    code,
    lng,
    lat,
    population,
    keys: [fold(name)],
  }));
  return {attribution: data.attribution, countries, countryList, places};
}

/** The gazetteer, fetched on the first request for it (and again after a failure). */
export function gazetteerLoader(
  fetchFile: typeof fetch,
  runtimeBase: string,
): () => Promise<GazetteerIndex> {
  let loading: Promise<GazetteerIndex> | null = null;
  return () => {
    if (!loading) {
      const started = fetchFile(`${runtimeBase}data/gazetteer.json`)
        .then((response) => {
          if (!response.ok) {
            throw new Error(`the offline gazetteer answered ${response.status}`);
          }
          return response.json() as Promise<GazetteerFile>;
        })
        .then(indexGazetteer);
      loading = started;
      started.catch(() => {
        loading = null;
      });
    }
    return loading;
  };
}

export function countryName(country: CountryEntry | undefined, language: string): string {
  const names = (country && (country.names[language] ?? country.names.en)) ?? [];
  return names[0] ?? (country ? country.code : '');
}
