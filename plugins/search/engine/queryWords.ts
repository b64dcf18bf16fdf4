/**
 * What a query's words are searched as: each word with its other spellings
 * (a swap of two neighbouring letters that the index holds), its related
 * forms (a loanword's English or katakana, a synonym), and katakana
 * compounds split into their loanwords.
 */
import {KATAKANA_RUN, loanwordParts, loanwordTranslations} from './loanwords';
import {hasCjk, queryTerms} from './tokenize';

/** Shorter words get no swap variants: "teh" has too many neighbours. */
const MIN_SWAP_LENGTH = 4;

/**
 * Verbs that example and guide titles use for the same task ("show a popup"
 * is the example "Display a popup").
 */
const SYNONYMS: ReadonlyMap<string, readonly string[]> = new Map([
  ['show', ['display']],
  ['display', ['show']],
  ['create', ['add']],
  ['make', ['create', 'add']],
  ['delete', ['remove']],
  ['remove', ['delete']],
]);

/** The forms a query word is searched in. */
export interface WordForms {
  /** The word and its corrected spellings: these can name a heading exactly. */
  readonly spelled: readonly string[];
  /** Loanword translations and synonyms: they find pages, at a lower weight. */
  readonly related: readonly string[];
  readonly all: readonly string[];
}

/** A word without its plural ending, so "Projections" names "projection". */
export function singular(term: string): string {
  if (term.length > 4 && term.endsWith('ies')) {
    return `${term.slice(0, -3)}y`;
  }
  return term.length > 3 && term.endsWith('s') && !term.endsWith('ss') ? term.slice(0, -1) : term;
}

/** Every spelling of a word with two neighbouring letters swapped. */
export function swapVariants(word: string): string[] {
  const letters = [...word];
  const variants = new Set<string>();
  for (let index = 0; index + 1 < letters.length; index += 1) {
    if (letters[index] !== letters[index + 1]) {
      const swapped = [...letters];
      [swapped[index], swapped[index + 1]] = [swapped[index + 1]!, swapped[index]!];
      variants.add(swapped.join(''));
    }
  }
  return [...variants];
}

/**
 * Words with each katakana compound made of known loanwords split into them
 * (スクロールズーム → スクロール, ズーム), so a query finds it written whole
 * or apart (スクロールによるズーム), and a heading is named by its parts.
 */
export function splitCompounds(terms: readonly string[]): string[] {
  return terms.flatMap((term) => {
    if (!KATAKANA_RUN.test(term)) {
      return [term];
    }
    const parts = loanwordParts(term);
    const covered = parts.reduce((sum, {start, end}) => sum + end - start, 0);
    return parts.length > 1 && covered === term.length
      ? parts.map(({start, end}) => term.slice(start, end))
      : [term];
  });
}

/** The indexed words, sorted, to ask whether a word or a prefix of one exists. */
export class Vocabulary {
  private readonly sorted: string[];

  constructor(private readonly words: ReadonlySet<string>) {
    this.sorted = [...words].sort();
  }

  has(word: string): boolean {
    return this.words.has(word);
  }

  /** True if an indexed word is `prefix` or starts with it. */
  hasPrefix(prefix: string): boolean {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.sorted[middle]! < prefix) {
        low = middle + 1;
      } else {
        high = middle;
      }
    }
    return this.sorted[low]?.startsWith(prefix) ?? false;
  }
}

/**
 * The forms of each word of a query. A word that is neither in the index
 * nor the start of a word there is also searched as its neighbour swaps
 * that are ("mraker" → marker).
 */
export function queryWords(query: string, vocabulary: Vocabulary): WordForms[] {
  return splitCompounds(queryTerms(query)).map((word) => {
    const spelled = [word];
    if (word.length >= MIN_SWAP_LENGTH && !hasCjk(word) && !vocabulary.hasPrefix(word)) {
      spelled.push(...swapVariants(word).filter((variant) => vocabulary.has(variant)));
    }
    const related = [...loanwordTranslations(word), ...(SYNONYMS.get(word) ?? [])];
    return {spelled, related, all: [...spelled, ...related]};
  });
}

/** True if `term` (a word of a name, singular) is one of `forms` (or starts with one). */
export function isForm(term: string, forms: readonly string[], asPrefix: boolean): boolean {
  return forms.some((form) => term === singular(form) || (asPrefix && term.startsWith(form)));
}
