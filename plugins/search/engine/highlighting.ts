/**
 * Highlights and snippets as the hosted service returns them: where the
 * query's words occur in a record's text (by prefix, or as the typo-tolerant
 * terms the search matched), that text escaped with the request's tags
 * around each match, and a snippet's window of words around the first match.
 */
import {scanTokens, wordParts, type Token} from './tokenize';
import type {HighlightValue, SnippetValue} from './types';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

export interface Marks {
  ranges: [number, number][];
  matchedWords: Set<string>;
}

/** A word of a text with its camelCase parts, computed once per distinct text. */
interface Word {
  token: Token;
  parts: Token[];
}

const wordCache = new Map<string, Word[]>();

function wordsOf(text: string): Word[] {
  let words = wordCache.get(text);
  if (!words) {
    words = scanTokens(text).map((token) => ({token, parts: wordParts(text, token)}));
    // Record texts repeat across queries (titles, section names); keep them.
    if (wordCache.size > 20000) {
      wordCache.clear();
    }
    wordCache.set(text, words);
  }
  return words;
}

/** Where the query's words occur in a text. */
export function findMarks(
  text: string,
  words: readonly string[],
  matchedTerms: ReadonlySet<string>,
): Marks {
  const ranges: [number, number][] = [];
  const matchedWords = new Set<string>();
  const consider = (token: Token): boolean => {
    const prefix = words.find((word) => token.term.startsWith(word));
    if (prefix !== undefined) {
      ranges.push([token.start, token.start + Math.min(prefix.length, token.end - token.start)]);
      matchedWords.add(prefix);
      return true;
    }
    if (matchedTerms.has(token.term)) {
      ranges.push([token.start, token.end]);
      // A typo-tolerant match: credit the query word closest in length.
      const closest = [...words].sort(
        (a, b) => Math.abs(a.length - token.term.length) - Math.abs(b.length - token.term.length),
      )[0];
      if (closest !== undefined) {
        matchedWords.add(closest);
      }
      return true;
    }
    return false;
  };
  for (const {token, parts} of wordsOf(text)) {
    if (!consider(token)) {
      parts.forEach(consider);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  return {ranges, matchedWords};
}

function render(
  text: string,
  ranges: readonly [number, number][],
  from: number,
  to: number,
  pre: string,
  post: string,
): string {
  let output = '';
  let cursor = from;
  for (const [start, end] of ranges) {
    if (end <= cursor || start >= to) {
      continue;
    }
    const markStart = Math.max(start, cursor);
    const markEnd = Math.min(end, to);
    output += escapeHtml(text.slice(cursor, markStart)) + pre;
    output += escapeHtml(text.slice(markStart, markEnd)) + post;
    cursor = markEnd;
  }
  return output + escapeHtml(text.slice(cursor, to));
}

function matchLevel(marks: Marks, words: readonly string[]): HighlightValue['matchLevel'] {
  if (marks.matchedWords.size === 0) {
    return 'none';
  }
  return words.every((word) => marks.matchedWords.has(word)) ? 'full' : 'partial';
}

export interface Tags {
  pre: string;
  post: string;
  ellipsis: string;
}

export function highlight(
  text: string,
  marks: Marks,
  words: readonly string[],
  tags: Tags,
): HighlightValue {
  const level = matchLevel(marks, words);
  const covered = marks.ranges.reduce((sum, [start, end]) => sum + end - start, 0);
  return {
    value: render(text, marks.ranges, 0, text.length, tags.pre, tags.post),
    matchLevel: level,
    matchedWords: words.filter((word) => marks.matchedWords.has(word)),
    ...(level !== 'none' && {
      fullyHighlighted: covered >= text.replace(/[^\p{L}\p{N}]/gu, '').length,
    }),
  };
}

/** A window of `length` words around the first match, with ellipses where the text was cut. */
export function snippet(
  text: string,
  marks: Marks,
  words: readonly string[],
  length: number,
  tags: Tags,
): SnippetValue {
  const tokens = wordsOf(text).map((word) => word.token);
  const level = matchLevel(marks, words);
  if (tokens.length <= length) {
    return {
      value: render(text, marks.ranges, 0, text.length, tags.pre, tags.post),
      matchLevel: level,
    };
  }
  const firstMark = marks.ranges[0]?.[0];
  const hitIndex =
    firstMark === undefined
      ? 0
      : Math.max(
          0,
          tokens.findIndex((token) => token.end > firstMark),
        );
  let first = Math.max(0, hitIndex - Math.floor(length / 4));
  first = Math.min(first, tokens.length - length);
  const last = first + length - 1;
  const from = first === 0 ? 0 : (tokens[first]?.start ?? 0);
  const to = last >= tokens.length - 1 ? text.length : (tokens[last]?.end ?? text.length);
  const value =
    (from > 0 ? tags.ellipsis : '') +
    render(text, marks.ranges, from, to, tags.pre, tags.post) +
    (to < text.length ? tags.ellipsis : '');
  return {value, matchLevel: level};
}
