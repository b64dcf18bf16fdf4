/**
 * An example's document as the Japanese page shows it: the same code, with
 * the Japanese of every comment and logged message from the example's
 * `codeText`, the Japanese title, and `lang="ja"`. A comment without its
 * Japanese, or Japanese for a comment the code no longer has, fails the
 * build with the example and the text named, so the two never drift apart.
 */
import {codeTexts, translateCode, translationProblems} from '../../src/model/code/codeTexts';
import type {ExampleMeta} from './schema';

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** What is wrong with an example's `codeText` for its code: one line per problem. */
export function codeTextProblems(html: string, meta: Pick<ExampleMeta, 'codeText'>): string[] {
  return translationProblems(
    codeTexts(html).map((item) => item.text),
    meta.codeText ?? [],
    {table: 'codeText', code: 'index.html'},
  );
}

/** The Japanese page's document; the example's `codeText` has been checked with `codeTextProblems`. */
export function japaneseDocument(
  html: string,
  meta: Pick<ExampleMeta, 'codeText' | 'title'>,
): string {
  const translations = new Map((meta.codeText ?? []).map((pair) => [pair.en, pair.ja]));
  return translateCode(html, translations)
    .code.replace(/<title>[^<]*<\/title>/i, `<title>${escapeHtml(meta.title.ja)}</title>`)
    .replace(/<html\b([^>]*)\blang="[^"]*"/i, '<html$1lang="ja"');
}
