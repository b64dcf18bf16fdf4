/**
 * An example's document as the Japanese page shows it: the same code, with
 * the Japanese of every comment and logged message from the example's
 * `codeText`, the Japanese title, and `lang="ja"`. A comment without its
 * Japanese, or Japanese for a comment the code no longer has, fails the
 * build with the example and the text named, so the two never drift apart.
 */
import {codeTexts, keptParts, translateCode} from '../../src/model/code/codeTexts';
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

function quoted(text: string): string {
  return `"${text.length > 80 ? `${text.slice(0, 77)}…` : text}"`;
}

/** What is wrong with an example's `codeText` for its code: one line per problem. */
export function codeTextProblems(html: string, meta: Pick<ExampleMeta, 'codeText'>): string[] {
  const pairs = meta.codeText ?? [];
  const inCode = new Set(codeTexts(html).map((item) => item.text));
  const listed = new Set(pairs.map((pair) => pair.en));
  const problems: string[] = [];
  for (const text of inCode) {
    if (!listed.has(text)) problems.push(`codeText has no Japanese for ${quoted(text)}`);
  }
  for (const pair of pairs) {
    if (!inCode.has(pair.en)) {
      problems.push(`codeText has ${quoted(pair.en)}, which index.html no longer says`);
    } else if (keptParts(pair.en).join(' ') !== keptParts(pair.ja).join(' ')) {
      problems.push(
        `the Japanese of ${quoted(pair.en)} must keep ${keptParts(pair.en).join(', ') || 'no'} product tokens and \${…} parts as they are`,
      );
    }
  }
  if (listed.size !== pairs.length) problems.push('codeText lists a text twice');
  return problems;
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
