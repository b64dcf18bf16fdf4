/** The translation status as pages and the writers' status page receive it. */

export type {
  TranslationMark,
  TranslationMarkState,
} from '../../src/model/translations/translationMark';

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
