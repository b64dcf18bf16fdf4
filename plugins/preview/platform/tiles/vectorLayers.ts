/**
 * The source layers of the offline vector tileset and their fields, named as
 * the product's tileset references name them, for its TileJSON
 * `vector_layers`.
 */

/** Name fields of the product's label layers, by the i18n-iso-countries locale that fills them. */
export const NAME_LOCALES: Readonly<Record<string, string>> = {
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
