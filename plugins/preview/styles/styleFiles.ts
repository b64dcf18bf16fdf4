/**
 * The style files' names, read by the build that writes them and by the
 * adapter that asks for them.
 */

/** The languages the offline styles label places in: English, and Japanese for the Japanese pages. */
export type LabelLanguage = 'en' | 'ja';

export const LABEL_LANGUAGES: readonly LabelLanguage[] = ['en', 'ja'];

/** A language a page names (`<html lang="ja-JP">`) as a label language: English unless a style has it. */
export function labelLanguageOf(lang: string | null | undefined): LabelLanguage {
  const primary = (lang ?? '').toLowerCase().split('-')[0];
  return LABEL_LANGUAGES.find((language) => language === primary) ?? 'en';
}

/** A look's file under `styles/`: `{look}.json`, or `{look}.{language}.json` with labels in another language. */
export function styleFileName(look: string, language: LabelLanguage): string {
  return language === 'en' ? `${look}.json` : `${look}.${language}.json`;
}
