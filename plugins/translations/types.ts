/** What the reader's pages receive about a translation that is not current. */

export type TranslationMarkState = 'outdated' | 'missing';

export interface TranslationMark {
  /** `outdated`: the English changed after the Japanese was checked; `missing`: shown in English. */
  readonly state: TranslationMarkState;
  /** Outdated only: when the English changed, `YYYY-MM-DD`. */
  readonly englishChanged?: string;
  /** The English text's address, from the site's root: `/mapbox-gl-js/api/map/#map#flyto`. */
  readonly english: string;
}

/** A row of the writers' status page. */
export interface TranslationRow {
  readonly id: string;
  readonly kind: 'page' | 'example' | 'entry' | 'string';
  readonly label: string;
  readonly state: 'current' | 'outdated' | 'missing' | 'unrecorded';
  readonly englishChanged?: string;
  readonly changedSections?: readonly string[];
  /** The route under a locale's base URL; none for UI strings. */
  readonly path: string | null;
  /** Where a writer edits the Japanese. */
  readonly japaneseFile: string;
}

export interface TranslationStatusData {
  readonly rows: readonly TranslationRow[];
  readonly problems: readonly string[];
  /** The English site's base URL and the Japanese one: `/mapbox-gl-js/`, `/mapbox-gl-js/ja/`. */
  readonly englishBaseUrl: string;
  readonly japaneseBaseUrl: string;
}
