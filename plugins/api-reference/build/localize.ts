import {replaceTokensDeep, type ProductTokenValues} from '../../../src/config/productTokens';

import {withJapaneseExamples} from '../../../src/model/api/exampleComments';
import type {ApiPage, LocalText, LocalizedApiPage} from '../../../src/model/api/types';

export type ApiLocale = keyof LocalText;

function isLocalText(value: unknown): value is LocalText {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as Partial<LocalText>).en === 'string' &&
    typeof (value as Partial<LocalText>).ja === 'string' &&
    Object.keys(value).length === 2
  );
}

/** Every `LocalText` in a value replaced by its text in `locale`. */
function pickLocale(value: unknown, locale: ApiLocale): unknown {
  if (isLocalText(value)) {
    return value[locale];
  }
  if (Array.isArray(value)) {
    return value.map((entry) => pickLocale(entry, locale));
  }
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [key, pickLocale(entry, locale)]),
    );
  }
  return value;
}

/**
 * An API page as one locale renders it: its prose in that locale and the
 * product tokens replaced in every string (prose, types, defaults, code).
 * The build does this once; the page ships only its own language.
 */
export function localizeApiPage(
  page: ApiPage,
  locale: ApiLocale,
  tokens: ProductTokenValues,
  /** The Japanese of the examples' comments and messages (`loadApiExampleComments`). */
  exampleComments: readonly LocalText[] = [],
): LocalizedApiPage {
  const picked = pickLocale(page, locale) as LocalizedApiPage;
  const inLocale = locale === 'ja' ? withJapaneseExamples(picked, exampleComments) : picked;
  return replaceTokensDeep(inLocale, tokens);
}
