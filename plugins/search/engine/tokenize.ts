/**
 * Word splitting shared by the index and the queries, in every language the
 * site has: runs of letters and digits, camelCase parts for API names, and
 * `Intl.Segmenter` word segmentation for Japanese (and any CJK text), which
 * has no spaces between words.
 */
import {KATAKANA_RUN, loanwordParts} from './loanwords';

/** A word in a text, with its position so that it can be highlighted. */
export interface Token {
  readonly start: number;
  readonly end: number;
  /** Lower-cased form used for matching. */
  readonly term: string;
}

const RUN = /[\p{L}\p{N}\p{M}_$]+/gu;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30fc]/u;
const CAMEL_PART =
  /\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}?\p{Ll}+|\p{Lu}+|\p{N}+|[^\p{Lu}\p{Ll}\p{N}_$]+/gu;
/** Katakana runs apart from the rest of a CJK run. */
const KATAKANA_OR_OTHER =
  /[\p{Script=Katakana}\u30fc\u30fb]+|[^\p{Script=Katakana}\u30fc\u30fb]+/gu;
/** Kana endings and particles (させる, の): grammar, not a word a heading is named by. */
export const HIRAGANA_ONLY = /^[\p{Script=Hiragana}\u30fc]+$/u;

/**
 * Words that carry no meaning in a docs query. "on", "off" and "once" stay:
 * they are method names.
 */
const STOP_WORDS = new Set([
  'a',
  'an',
  'the',
  'to',
  'of',
  'in',
  'and',
  'or',
  'for',
  'with',
  'how',
  'do',
  'does',
  'i',
  'is',
  'are',
  'can',
  'my',
  'what',
  'from',
  'by',
  'at',
  'it',
  'as',
  'be',
]);

let segmenter: Intl.Segmenter | null = null;

function japaneseSegmenter(): Intl.Segmenter {
  segmenter ??= new Intl.Segmenter('ja', {granularity: 'word'});
  return segmenter;
}

/** True for words a query or a record should not be matched on. */
export function isStopWord(term: string): boolean {
  if (STOP_WORDS.has(term)) {
    return true;
  }
  // Particles and short endings (を, の, する) would make every Japanese
  // query require them.
  return term.length <= 2 && HIRAGANA_ONLY.test(term);
}

/** Splits a text into words, in order, with their offsets. */
export function scanTokens(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(RUN)) {
    const run = match[0];
    const offset = match.index ?? 0;
    if (CJK.test(run)) {
      for (const piece of run.matchAll(KATAKANA_OR_OTHER)) {
        const pieceOffset = offset + (piece.index ?? 0);
        if (KATAKANA_RUN.test(piece[0])) {
          // The segmenter cuts unknown katakana compounds mid-word
          // (ヒ|ー|ト|マップ); a katakana run is one word, its loanwords parts.
          tokens.push({start: pieceOffset, end: pieceOffset + piece[0].length, term: piece[0]});
          continue;
        }
        for (const segment of japaneseSegmenter().segment(piece[0])) {
          if (segment.isWordLike) {
            const start = pieceOffset + segment.index;
            tokens.push({
              start,
              end: start + segment.segment.length,
              term: segment.segment.toLowerCase(),
            });
          }
        }
      }
    } else {
      tokens.push({start: offset, end: offset + run.length, term: run.toLowerCase()});
    }
  }
  return tokens;
}

/**
 * The parts of a word, with offsets: camelCase / snake_case parts
 * ("addLayer" → add, layer), or the loanwords of a katakana compound
 * (ヒートマップレイヤー → ヒートマップ, レイヤー).
 */
export function wordParts(text: string, token: Token): Token[] {
  const word = text.slice(token.start, token.end);
  if (KATAKANA_RUN.test(word)) {
    return loanwordParts(word).map(({start, end}) => ({
      start: token.start + start,
      end: token.start + end,
      term: word.slice(start, end),
    }));
  }
  const parts: Token[] = [];
  for (const match of word.matchAll(CAMEL_PART)) {
    const part = match[0];
    if (/^[_$]+$/.test(part)) {
      continue;
    }
    const start = token.start + (match.index ?? 0);
    parts.push({start, end: start + part.length, term: part.toLowerCase()});
  }
  return parts.length > 1 ? parts : [];
}

/** Terms stored in the index for a text: words and their camelCase parts. */
export function indexTerms(text: string): string[] {
  const terms: string[] = [];
  for (const token of scanTokens(text)) {
    if (!isStopWord(token.term)) {
      terms.push(token.term);
    }
    for (const part of wordParts(text, token)) {
      if (!isStopWord(part.term)) {
        terms.push(part.term);
      }
    }
  }
  return terms;
}

/** Terms of a query: whole words only, without stop words (unless nothing else is left). */
export function queryTerms(query: string): string[] {
  const all = scanTokens(query).map((token) => token.term);
  const meaningful = all.filter((term) => !isStopWord(term));
  return meaningful.length > 0 ? meaningful : all;
}

/** True if the text contains Chinese or Japanese characters. */
export function hasCjk(text: string): boolean {
  return CJK.test(text);
}
