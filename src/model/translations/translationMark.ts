/**
 * What a reader's page receives about a Japanese text that is not current
 * (plugins/translations makes it; the API reference and the examples carry
 * it in their page data).
 */

export type TranslationMarkState = 'outdated' | 'missing';

export interface TranslationMark {
  /** `outdated`: the English changed after the Japanese was checked; `missing`: shown in English. */
  readonly state: TranslationMarkState;
  /** Outdated only: when the English changed, `YYYY-MM-DD`. */
  readonly englishChanged?: string;
  /** The English text's address, from the site's root: `/mapbox-gl-js/api/map/#map#flyto`. */
  readonly english: string;
}
