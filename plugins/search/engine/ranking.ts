/**
 * The rules that put the page a reader means first, on top of the text
 * score: a heading that is the query, an API name typed as written, a page
 * or section whose name holds every word, and several words that spell a
 * page's slug. Computed once per index from the records' headings, slugs and
 * keywords.
 */
import type {SearchResult as MiniSearchResult} from 'minisearch';

import {isForm, singular, splitCompounds, type WordForms} from './queryWords';
import {HIRAGANA_ONLY, indexTerms, queryTerms} from './tokenize';
import type {RecordType, SearchRecord} from './types';

/** A page above its sections, above its paragraphs. */
export const TYPE_WEIGHT: Record<RecordType, number> = {
  lvl1: 1.6,
  lvl2: 1.35,
  lvl3: 1.2,
  lvl4: 1.1,
  lvl5: 1.05,
  lvl6: 1,
  content: 0.75,
};

/** A heading that is the query; among several, the higher level is the topic. */
const EXACT_TITLE_BONUS: Partial<Record<RecordType, number>> = {
  lvl1: 3,
  lvl2: 3,
  lvl3: 2.4,
};
const OTHER_EXACT_TITLE_BONUS = 2;

/** An API name typed as written. */
const IDENTIFIER_BONUS = 2;

/** A heading that holds every word of the query, by its record type. */
const NAME_COVERAGE_BONUS: Partial<Record<RecordType, number>> = {
  lvl1: 3,
  lvl2: 2,
  lvl3: 2,
  lvl4: 1.5,
  lvl5: 1.5,
  lvl6: 1.5,
};

/** A name that begins with what was typed ("Globe and atmosphere" for "globe"). */
const LEADING_WORD_BONUS = 1.25;

/** Keywords of more words than this describe a page rather than name it. */
const MAX_NAME_KEYWORD_WORDS = 3;

export function headingOf(record: SearchRecord): string {
  return record.type === 'content' ? '' : (record.hierarchy[record.type] ?? '');
}

/** The last part of a URL's path: example/fitbounds/ → fitbounds. */
function slugOf(url: string): string {
  const path = url.replace(/[#?].*$/, '').replace(/\/+$/, '');
  return path.slice(path.lastIndexOf('/') + 1);
}

/** The words of a heading that can name a query: kana endings (させる, の) are grammar. */
function headingWords(heading: string): string[] {
  return splitCompounds(queryTerms(heading))
    .filter((term) => !HIRAGANA_ONLY.test(term))
    .map(singular);
}

export interface Ranking {
  /** Applies the rules to the text-scored results and sorts them, best first. */
  order(
    results: MiniSearchResult[],
    query: string,
    words: readonly WordForms[],
  ): MiniSearchResult[];
}

export function createRanking(records: readonly SearchRecord[]): Ranking {
  const headings = records.map(headingOf);
  const titles = headings.map(headingWords);
  // A member's heading after its class heading (Map › options).
  const qualifiedTitles = records.map((record, id) =>
    record.type === 'content' || record.type === 'lvl1' || record.type === 'lvl2'
      ? []
      : [...headingWords(record.hierarchy.lvl2 ?? ''), ...(titles[id] ?? [])],
  );
  // A page's slug as one word ("set-a-style" → setstyle).
  const slugs = records.map((record) => queryTerms(slugOf(record.url)).join(''));
  // A heading's name: its words, and short keywords (a slug, topics), not
  // keywords that are sentences.
  const names = records.map((record) => {
    if (record.type === 'content') {
      return [];
    }
    const shortKeywords = (record.keywords ?? []).filter(
      (keyword) => keyword.split(/\s+/).length <= MAX_NAME_KEYWORD_WORDS,
    );
    return [...new Set(indexTerms([headingOf(record), ...shortKeywords].join(' \n ')))].map(
      singular,
    );
  });

  /**
   * True if the record's name holds every query word (the last one may be a
   * prefix), or the words written together ("fit bounds" → fitbounds).
   */
  function nameHolds(id: number, words: readonly WordForms[], joined: string): boolean {
    const name = names[id] ?? [];
    if (name.length === 0) {
      return false;
    }
    if (words.length > 1 && name.includes(singular(joined))) {
      return true;
    }
    return words.every((forms, index) =>
      name.some((term) => isForm(term, forms.all, index === words.length - 1)),
    );
  }

  /**
   * True if the record's own heading is the query, word for word as spelled
   * (singular or plural), alone or, when `qualified`, after its class:
   * "map options" is Map › options.
   */
  function titleIs(id: number, words: readonly WordForms[], qualified: boolean): boolean {
    const sameWords = (title: readonly string[]) =>
      title.length === words.length &&
      title.every((term, index) => isForm(term, words[index]!.spelled, false));
    return sameWords(titles[id] ?? []) || (qualified && sameWords(qualifiedTitles[id] ?? []));
  }

  /**
   * True for an API name typed as it is written: one word (flyTo, "mraker"
   * corrected to Marker, or the start of a class: "fullscreen" →
   * FullscreenControl), or a class in words ("navigation control"). A
   * member in words ("fit bounds") is a task, answered by a page that does it.
   */
  function isIdentifier(id: number, query: string, words: readonly WordForms[]): boolean {
    const heading = headings[id] ?? '';
    if (!/^[A-Za-z_$][\w$]*$/.test(heading)) {
      return false;
    }
    const name = heading.toLowerCase();
    if (words.length === 1) {
      return words[0]!.spelled.some(
        (form) => form === name || (/^[A-Z][a-z]+[A-Z]/.test(heading) && name.startsWith(form)),
      );
    }
    return query.replace(/\s+/g, '').toLowerCase() === name && /^[A-Z]/.test(heading);
  }

  function order(
    results: MiniSearchResult[],
    query: string,
    words: readonly WordForms[],
  ): MiniSearchResult[] {
    const joined = words.map((forms) => forms.spelled[0]).join('');
    for (const result of results) {
      const id = result.id as number;
      const type = records[id]?.type ?? 'content';
      if (titleIs(id, words, true)) {
        result.score *= EXACT_TITLE_BONUS[type] ?? OTHER_EXACT_TITLE_BONUS;
      }
      if (isIdentifier(id, query, words)) {
        result.score *= IDENTIFIER_BONUS;
      }
      if (nameHolds(id, words, joined)) {
        result.score *= NAME_COVERAGE_BONUS[type] ?? 1;
        if (isForm(titles[id]?.[0] ?? '', words[0]?.all ?? [], words.length === 1)) {
          result.score *= LEADING_WORD_BONUS;
        }
      }
    }
    // Several words that spell a page's slug ("fit bounds" →
    // example/fitbounds) or are a heading by themselves ("cooperative
    // gestures") put those first.
    const named = new Set(
      words.length > 1
        ? results
            .map((result) => result.id as number)
            .filter((id) => slugs[id] === joined || titleIs(id, words, false))
        : [],
    );
    const first = (id: number) => (named.has(id) ? 1 : 0);
    return pagesBeforeTheirParts(
      results.sort(
        (a, b) =>
          first(b.id as number) - first(a.id as number) ||
          b.score - a.score ||
          (records[a.id as number]?.position ?? 0) - (records[b.id as number]?.position ?? 0),
      ),
    );
  }

  /**
   * The dialog draws a heading or paragraph as a child of the page above it:
   * when a page's own hit and hits inside it are both found, the page's comes
   * first, where its first part would have been.
   */
  function pagesBeforeTheirParts(results: MiniSearchResult[]): MiniSearchResult[] {
    const pageOf = (result: MiniSearchResult) =>
      (records[result.id as number]?.url ?? '').replace(/#.*/, '');
    const pageHits = new Map<string, MiniSearchResult>();
    for (const result of results) {
      const page = pageOf(result);
      if (records[result.id as number]?.type === 'lvl1' && !pageHits.has(page)) {
        pageHits.set(page, result);
      }
    }
    const ordered: MiniSearchResult[] = [];
    const placed = new Set<MiniSearchResult>();
    for (const result of results) {
      for (const hit of [pageHits.get(pageOf(result)), result]) {
        if (hit && !placed.has(hit)) {
          placed.add(hit);
          ordered.push(hit);
        }
      }
    }
    return ordered;
  }

  return {order};
}
