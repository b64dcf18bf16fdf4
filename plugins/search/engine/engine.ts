/**
 * The embedded search engine: DocSearch records in, the hosted service's
 * search answer out. Used in the browser (the embedded mode), by the local
 * search server (scripts/search-server.ts) and by the benchmark, so all three
 * rank and highlight the same way.
 *
 * Ranking follows DocSearch: the words must all match (prefix and typo
 * tolerant, a swap of two neighbouring letters counting as one typo), the
 * record's own title counts most, then keywords, parent headings and text,
 * and a page beats its sections, which beat paragraphs. Two rules put the
 * page a reader means first: a heading that names exactly what was typed
 * (singular or plural), and a page or section whose name (title, slug,
 * topics) holds every word of the query ("add a marker" → the example "Add a
 * default marker"). Japanese loanwords match their English originals.
 * Like the DocSearch index settings, hits are distinct by URL.
 */
import MiniSearch, {type Query, type SearchResult as MiniSearchResult} from 'minisearch';

import {KATAKANA_RUN, loanwordParts, loanwordTranslations} from './loanwords';
import {
  HIRAGANA_ONLY,
  hasCjk,
  indexTerms,
  queryTerms,
  scanTokens,
  wordParts,
  type Token,
} from './tokenize';
import {
  LEVELS,
  type FacetFilters,
  type HighlightValue,
  type RecordType,
  type SearchHit,
  type SearchRecord,
  type SearchRequest,
  type SearchResult,
  type SnippetValue,
} from './types';

/** Highlight tags of the DocSearch index settings, used when a request names none. */
export const DEFAULT_PRE_TAG = '<span class="algolia-docsearch-suggestion--highlight">';
export const DEFAULT_POST_TAG = '</span>';

const TYPE_WEIGHT: Record<RecordType, number> = {
  lvl1: 1.6,
  lvl2: 1.35,
  lvl3: 1.2,
  lvl4: 1.1,
  lvl5: 1.05,
  lvl6: 1,
  content: 0.75,
};

const EXACT_TITLE_LEVEL_BONUS: Partial<Record<RecordType, number>> = {
  lvl1: 1.5,
  lvl2: 1.5,
  lvl3: 1.2,
};

/** A heading that holds every word of the query, by its record type. */
const NAME_COVERAGE_BONUS: Partial<Record<RecordType, number>> = {
  lvl1: 3,
  lvl2: 2,
  lvl3: 2,
  lvl4: 1.5,
  lvl5: 1.5,
  lvl6: 1.5,
};

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

/** A name that begins with what was typed ("Globe and atmosphere" for "globe"). */
const LEADING_WORD_BONUS = 1.25;

/** Keywords of more words than this describe a page rather than name it. */
const MAX_NAME_KEYWORD_WORDS = 3;

/** A loanword's other form or a synonym finds pages, at this weight. */
const RELATED_FORM_WEIGHT = 0.5;

/** The forms a query word is searched in (see formsOf). */
interface WordForms {
  spelled: string[];
  related: string[];
  all: string[];
}

/** Shorter words get no swap variants: "teh" has too many neighbours. */
const MIN_SWAP_LENGTH = 4;

const SEARCHABLE = [...LEVELS.map((level) => `hierarchy.${level}`), 'content'];

interface Document {
  id: number;
  title: string;
  keywords: string;
  parents: string;
  content: string;
}

export interface SearchEngine {
  readonly size: number;
  search(request: SearchRequest, indexName?: string): SearchResult;
}

function titleOf(record: SearchRecord): string {
  return record.type === 'content' ? '' : (record.hierarchy[record.type] ?? '');
}

function parentsOf(record: SearchRecord): string {
  const own = record.type === 'content' ? 7 : LEVELS.indexOf(record.type);
  return LEVELS.slice(1, own)
    .map((level) => record.hierarchy[level])
    .filter(Boolean)
    .join(' \n ');
}

/** A word without its plural ending, so "Projections" names "projection". */
export function singular(term: string): string {
  if (term.length > 4 && term.endsWith('ies')) {
    return `${term.slice(0, -3)}y`;
  }
  return term.length > 3 && term.endsWith('s') && !term.endsWith('ss') ? term.slice(0, -1) : term;
}

/**
 * Words with each katakana compound made of known loanwords split into them
 * (スクロールズーム → スクロール, ズーム), so a query finds it written whole
 * or apart (スクロールによるズーム), and a heading is named by its parts.
 */
function splitCompounds(terms: readonly string[]): string[] {
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

/** The last part of a URL's path: example/fitbounds/ → fitbounds. */
function slugOf(url: string): string {
  const path = url.replace(/[#?].*$/, '').replace(/\/+$/, '');
  return path.slice(path.lastIndexOf('/') + 1);
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

/** The indexed words, sorted, to ask whether a word or a prefix of one exists. */
class Vocabulary {
  private readonly sorted: string[];
  private readonly words: Set<string>;

  constructor(words: Set<string>) {
    this.words = words;
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

// ---------------------------------------------------------------------------
// Request parameters

/** Parameters from the body, merged with a URL-encoded `params` string if present. */
export function requestParameters(request: SearchRequest): SearchRequest {
  if (typeof request.params !== 'string' || request.params === '') {
    return request;
  }
  const merged: SearchRequest = {...request};
  for (const [key, raw] of new URLSearchParams(request.params)) {
    let value: unknown = raw;
    if (/^[[{]/.test(raw) || raw === 'true' || raw === 'false' || /^\d+$/.test(raw)) {
      try {
        value = JSON.parse(raw);
      } catch {
        value = raw;
      }
    }
    merged[key] = value;
  }
  return merged;
}

type Condition = {attribute: string; value: string; negated: boolean};

/** facetFilters as an AND of ORs. */
function parseFacetFilters(filters: FacetFilters | undefined): Condition[][] {
  if (!filters) {
    return [];
  }
  const list = typeof filters === 'string' ? [filters] : filters;
  const parse = (filter: string): Condition => {
    const separator = filter.indexOf(':');
    const attribute = filter.slice(0, separator);
    const negated = attribute.startsWith('-');
    return {
      attribute: negated ? attribute.slice(1) : attribute,
      value: filter.slice(separator + 1),
      negated,
    };
  };
  return list.map((entry) => (typeof entry === 'string' ? [parse(entry)] : entry.map(parse)));
}

function facetValues(record: SearchRecord, attribute: string): string[] {
  const value = (record as unknown as Record<string, unknown>)[attribute];
  if (Array.isArray(value)) {
    return value.map(String);
  }
  return value === undefined || value === null ? [] : [String(value)];
}

function matchesFilters(record: SearchRecord, conditions: Condition[][]): boolean {
  return conditions.every((any) =>
    any.some((condition) => {
      const found = facetValues(record, condition.attribute).includes(condition.value);
      return condition.negated ? !found : found;
    }),
  );
}

// ---------------------------------------------------------------------------
// Highlighting and snippets

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

interface Marks {
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
function findMarks(
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

interface Tags {
  pre: string;
  post: string;
  ellipsis: string;
}

function highlight(
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
function snippet(
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

function attributeText(record: SearchRecord, attribute: string): string | null | undefined {
  if (attribute.startsWith('hierarchy.')) {
    return record.hierarchy[
      attribute.slice('hierarchy.'.length) as keyof SearchRecord['hierarchy']
    ];
  }
  const value = (record as unknown as Record<string, unknown>)[attribute];
  return typeof value === 'string' ? value : undefined;
}

function setPath(target: Record<string, unknown>, attribute: string, value: unknown): void {
  const [head, tail] = attribute.split('.', 2) as [string, string | undefined];
  if (tail === undefined) {
    target[head] = value;
    return;
  }
  const nested = (target[head] ??= {}) as Record<string, unknown>;
  nested[tail] = value;
}

// ---------------------------------------------------------------------------
// The engine

function randomQueryId(): string {
  let id = '';
  for (let index = 0; index < 32; index += 1) {
    id += Math.floor(Math.random() * 16).toString(16);
  }
  return id;
}

function retrieved(record: SearchRecord, attributes: readonly string[] | undefined): SearchHit {
  const hit: SearchHit = {objectID: record.objectID, _highlightResult: {}};
  const wanted = attributes ?? ['*'];
  const all = wanted.includes('*');
  const want = (attribute: string) => all || wanted.includes(attribute);
  if (want('url')) hit.url = record.url;
  if (want('type')) hit.type = record.type;
  if (want('content')) hit.content = record.content;
  if (want('language')) hit.language = record.language;
  if (want('docusaurus_tag')) hit.docusaurus_tag = record.docusaurus_tag;
  const hierarchy: Partial<SearchRecord['hierarchy']> = {};
  for (const level of LEVELS) {
    if (all || want('hierarchy') || want(`hierarchy.${level}`)) {
      hierarchy[level] = record.hierarchy[level];
    }
  }
  if (Object.keys(hierarchy).length > 0) {
    hit.hierarchy = hierarchy;
  }
  return hit;
}

/** Builds the engine over one index's records. */
export function createEngine(records: readonly SearchRecord[]): SearchEngine {
  const indexed = new Set<string>();
  const miniSearch = new MiniSearch<Document>({
    fields: ['title', 'keywords', 'parents', 'content'],
    storeFields: [],
    tokenize: (text) => {
      const terms = indexTerms(text);
      terms.forEach((term) => indexed.add(term));
      return terms;
    },
    processTerm: (term) => term,
    searchOptions: {
      tokenize: (text) => queryTerms(text),
      processTerm: (term) => term,
    },
  });
  miniSearch.addAll(
    records.map((record, id) => ({
      id,
      title: titleOf(record),
      keywords: (record.keywords ?? []).join(' \n '),
      parents: parentsOf(record),
      content: record.content ?? '',
    })),
  );
  const vocabulary = new Vocabulary(indexed);
  const rawTitles = records.map(titleOf);
  const titles = rawTitles.map((title) =>
    splitCompounds(queryTerms(title))
      .filter((term) => !HIRAGANA_ONLY.test(term))
      .map(singular),
  );
  // A member's heading after its class heading (Map › options).
  const qualifiedTitles = records.map((record, id) =>
    record.type === 'content' || record.type === 'lvl1' || record.type === 'lvl2'
      ? []
      : [...queryTerms(record.hierarchy.lvl2 ?? '').map(singular), ...(titles[id] ?? [])],
  );
  // A record's name: its own heading, and for a page its slug and topics.
  // A page's slug, the last part of its path, as one word ("set-a-style" → setstyle).
  const slugs = records.map((record) => queryTerms(slugOf(record.url)).join(''));
  // A heading's name: its words, and short keywords (a slug, topics), not
  // keywords that are sentences (a plugin's description).
  const names = records.map((record) => {
    if (record.type === 'content') {
      return [];
    }
    const shortKeywords = (record.keywords ?? []).filter(
      (keyword) => keyword.split(/\s+/).length <= MAX_NAME_KEYWORD_WORDS,
    );
    return [...new Set(indexTerms([titleOf(record), ...shortKeywords].join(' \n ')))].map(singular);
  });

  /**
   * The forms a query word is searched in. Spelled: itself and, for a word
   * that is not in the index nor the start of one, the neighbour swaps that
   * are ("mraker" → "marker"). Related: the English or katakana of a
   * loanword, and synonyms; they find pages but weigh less, and a heading
   * is named exactly only by a spelled form.
   */
  function formsOf(word: string): WordForms {
    const spelled = [word];
    if (word.length >= MIN_SWAP_LENGTH && !hasCjk(word) && !vocabulary.hasPrefix(word)) {
      spelled.push(...swapVariants(word).filter((variant) => vocabulary.has(variant)));
    }
    const related = [...loanwordTranslations(word), ...(SYNONYMS.get(word) ?? [])];
    return {spelled, related, all: [...spelled, ...related]};
  }

  /** True if `term` (a word of a name, singular) is one of `forms`. */
  function isForm(term: string, forms: readonly string[], asPrefix: boolean): boolean {
    return forms.some((form) => term === singular(form) || (asPrefix && term.startsWith(form)));
  }

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
   * True if the record's own heading is the query, word for word as spelled,
   * alone or after its class: "map options" is Map › options. Japanese
   * endings and particles in kana (させる, の) do not count.
   */
  function titleIs(id: number, words: readonly WordForms[], qualified = true): boolean {
    const sameWords = (title: readonly string[]) =>
      title.length === words.length &&
      title.every((term, index) => isForm(term, words[index]!.spelled, false));
    return sameWords(titles[id] ?? []) || (qualified && sameWords(qualifiedTitles[id] ?? []));
  }

  /**
   * True for an API name typed as it is written: a class in words or not
   * ("navigation control" → NavigationControl), a member as one word
   * (flyTo; "fly to" is a task, answered by a page that does it).
   */
  function isIdentifier(id: number, query: string, words: readonly WordForms[]): boolean {
    const title = rawTitles[id] ?? '';
    if (!/^[A-Za-z_$][\w$]*$/.test(title)) {
      return false;
    }
    const name = title.toLowerCase();
    if (words.length === 1) {
      // One word, as typed or as corrected ("mraker" → Marker), or the start
      // of a class name ("fullscreen" → FullscreenControl).
      return words[0]!.spelled.some(
        (form) => form === name || (/^[A-Z][a-z]+[A-Z]/.test(title) && name.startsWith(form)),
      );
    }
    return query.replace(/\s+/g, '').toLowerCase() === name && /^[A-Z]/.test(title);
  }

  function rank(query: string, accept: (record: SearchRecord) => boolean): MiniSearchResult[] {
    const wordForms = splitCompounds(queryTerms(query)).map(formsOf);
    const related = new Set(wordForms.flatMap((forms) => forms.related));
    const joined = wordForms.map((forms) => forms.spelled[0]).join('');
    const tree = (combineWith: 'AND' | 'OR'): Query => {
      const words: Query = {
        combineWith,
        queries: wordForms.map(({all}) =>
          all.length === 1 ? all[0]! : {combineWith: 'OR', queries: all},
        ),
      };
      // Words a reader split that the docs write as one ("fit bounds").
      return wordForms.length > 1 && !hasCjk(joined)
        ? {
            combineWith: 'OR',
            queries: [words, {combineWith: 'AND', queries: [joined], prefix: false, fuzzy: false}],
          }
        : words;
    };
    const options = {
      boost: {title: 4, keywords: 2, parents: 1.2, content: 1},
      prefix: (term: string) => term.length >= 2 || hasCjk(term),
      fuzzy: (term: string) =>
        hasCjk(term) || /^\d+$/.test(term)
          ? false
          : term.length >= 8
            ? 2
            : term.length >= 4
              ? 1
              : false,
      weights: {prefix: 0.8, fuzzy: 0.3},
      boostTerm: (term: string) => (related.has(term) ? RELATED_FORM_WEIGHT : 1),
      boostDocument: (id: number) => TYPE_WEIGHT[records[id]?.type ?? 'content'],
      filter: (result: MiniSearchResult) => {
        const record = records[result.id as number];
        return record !== undefined && accept(record);
      },
    };
    let results = miniSearch.search(tree('AND'), options);
    if (results.length === 0) {
      results = miniSearch.search(tree('OR'), options);
    }
    for (const result of results) {
      const id = result.id as number;
      const type = records[id]?.type ?? 'content';
      if (titleIs(id, wordForms)) {
        // A heading named exactly what was typed; among several (the LngLat
        // class and a lngLat property), the higher-level heading is the topic.
        result.score *= 2 * (EXACT_TITLE_LEVEL_BONUS[type] ?? 1);
      }
      if (isIdentifier(id, query, wordForms)) {
        result.score *= 2;
      }
      if (nameHolds(id, wordForms, joined)) {
        result.score *= NAME_COVERAGE_BONUS[type] ?? 1;
        if (isForm(titles[id]?.[0] ?? '', wordForms[0]?.all ?? [], wordForms.length === 1)) {
          result.score *= LEADING_WORD_BONUS;
        }
      }
    }
    // Several words that name a page by its slug ("fit bounds" →
    // example/fitbounds) or a heading by itself ("cooperative gestures")
    // put those first.
    const named = new Set(
      wordForms.length > 1
        ? results
            .map((result) => result.id as number)
            .filter((id) => slugs[id] === joined || titleIs(id, wordForms, false))
        : [],
    );
    const namedBySlug = (id: number) => (named.has(id) ? 1 : 0);
    return results.sort(
      (a, b) =>
        namedBySlug(b.id as number) - namedBySlug(a.id as number) ||
        b.score - a.score ||
        (records[a.id as number]?.position ?? 0) - (records[b.id as number]?.position ?? 0),
    );
  }

  function search(rawRequest: SearchRequest, indexName = ''): SearchResult {
    const started = Date.now();
    const request = requestParameters(rawRequest);
    const query = String(request.query ?? '').slice(0, 512);
    const hitsPerPage = Math.max(0, Math.min(1000, Number(request.hitsPerPage ?? 20)));
    const page = Math.max(0, Number(request.page ?? 0));
    const conditions = parseFacetFilters(request.facetFilters);
    const accept = (record: SearchRecord) => matchesFilters(record, conditions);
    const words = queryTerms(query);

    let matches: {record: SearchRecord; terms: Set<string>}[];
    if (words.length === 0) {
      matches = records.filter(accept).map((record) => ({record, terms: new Set()}));
    } else {
      matches = rank(query, accept).map((result) => ({
        record: records[result.id as number] as SearchRecord,
        terms: new Set(result.terms),
      }));
    }
    // distinct: one hit per URL, the best one.
    const seen = new Set<string>();
    matches = matches.filter(({record}) => {
      if (seen.has(record.url)) {
        return false;
      }
      seen.add(record.url);
      return true;
    });

    const tags: Tags = {
      pre: request.highlightPreTag ?? DEFAULT_PRE_TAG,
      post: request.highlightPostTag ?? DEFAULT_POST_TAG,
      ellipsis: request.snippetEllipsisText ?? '…',
    };
    const toHighlight = request.attributesToHighlight ?? SEARCHABLE;
    const toSnippet = (request.attributesToSnippet ?? []).map((entry) => {
      const [attribute, length] = entry.split(':');
      return {attribute: attribute ?? '', length: Number(length ?? 10) || 10};
    });

    const hits = matches
      .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
      .map(({record, terms}) => {
        const hit = retrieved(record, request.attributesToRetrieve);
        const marksCache = new Map<string, Marks>();
        const marksOf = (text: string) => {
          let marks = marksCache.get(text);
          if (!marks) {
            marks = findMarks(text, words, terms);
            marksCache.set(text, marks);
          }
          return marks;
        };
        for (const attribute of toHighlight) {
          const text = attributeText(record, attribute);
          if (typeof text === 'string') {
            setPath(hit._highlightResult, attribute, highlight(text, marksOf(text), words, tags));
          }
        }
        if (toSnippet.length > 0) {
          hit._snippetResult = {};
          for (const {attribute, length} of toSnippet) {
            const text = attributeText(record, attribute);
            if (typeof text === 'string') {
              setPath(
                hit._snippetResult,
                attribute,
                snippet(text, marksOf(text), words, length, tags),
              );
            }
          }
        }
        return hit;
      });

    const result: SearchResult = {
      hits,
      nbHits: matches.length,
      page,
      nbPages: hitsPerPage === 0 ? 0 : Math.ceil(matches.length / hitsPerPage),
      hitsPerPage,
      exhaustiveNbHits: true,
      exhaustive: {nbHits: true},
      query,
      params: new URLSearchParams({query, hitsPerPage: String(hitsPerPage)}).toString(),
      index: String(request.indexName ?? indexName),
      processingTimeMS: Date.now() - started,
      renderingContent: {},
    };
    if (request.clickAnalytics) {
      result.queryID = randomQueryId();
    }
    const facets = typeof request.facets === 'string' ? [request.facets] : request.facets;
    if (facets && facets.length > 0) {
      result.facets = {};
      const names = facets.includes('*') ? ['language', 'docusaurus_tag', 'type'] : facets;
      for (const name of names) {
        const counts: Record<string, number> = {};
        for (const {record} of matches) {
          for (const value of facetValues(record, name)) {
            counts[value] = (counts[value] ?? 0) + 1;
          }
        }
        result.facets[name] = counts;
      }
    }
    return result;
  }

  return {size: records.length, search};
}
