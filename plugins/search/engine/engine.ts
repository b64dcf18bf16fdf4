/**
 * The embedded search engine: DocSearch records in, the hosted service's
 * search answer out. Used in the browser (the embedded mode), by the local
 * search server (server/searchServer.ts) and by the benchmark, so all three
 * rank and highlight the same way.
 *
 * Matching follows DocSearch: the words must all match (prefix and typo
 * tolerant; queryWords.ts adds swapped letters, loanwords and synonyms), the
 * record's own title counts most, then keywords, parent headings and text.
 * ranking.ts then puts the page a reader means first. Like the DocSearch
 * index settings, hits are distinct by URL.
 */
import MiniSearch, {type Query, type SearchResult as MiniSearchResult} from 'minisearch';

import {queryWords, Vocabulary} from './queryWords';
import {createRanking, headingOf, TYPE_WEIGHT} from './ranking';
import {hasCjk, indexTerms, queryTerms, scanTokens, wordParts, type Token} from './tokenize';
import {
  LEVELS,
  type FacetFilters,
  type HighlightValue,
  type SearchHit,
  type SearchRecord,
  type SearchRequest,
  type SearchResult,
  type SnippetValue,
} from './types';

/** Highlight tags of the DocSearch index settings, used when a request names none. */
export const DEFAULT_PRE_TAG = '<span class="algolia-docsearch-suggestion--highlight">';
export const DEFAULT_POST_TAG = '</span>';

/** A loanword's other form or a synonym finds pages, at this weight. */
const RELATED_FORM_WEIGHT = 0.5;

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

function parentsOf(record: SearchRecord): string {
  const own = record.type === 'content' ? 7 : LEVELS.indexOf(record.type);
  return LEVELS.slice(1, own)
    .map((level) => record.hierarchy[level])
    .filter(Boolean)
    .join(' \n ');
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
      title: headingOf(record),
      keywords: (record.keywords ?? []).join(' \n '),
      parents: parentsOf(record),
      content: record.content ?? '',
    })),
  );
  const vocabulary = new Vocabulary(indexed);
  const ranking = createRanking(records);

  function rank(query: string, accept: (record: SearchRecord) => boolean): MiniSearchResult[] {
    const words = queryWords(query, vocabulary);
    const related = new Set(words.flatMap((forms) => forms.related));
    const joined = words.map((forms) => forms.spelled[0]).join('');
    const tree = (combineWith: 'AND' | 'OR'): Query => {
      const each: Query = {
        combineWith,
        queries: words.map(({all}) =>
          all.length === 1 ? all[0]! : {combineWith: 'OR', queries: [...all]},
        ),
      };
      // Words a reader split that the docs write as one ("fit bounds").
      return words.length > 1 && !hasCjk(joined)
        ? {
            combineWith: 'OR',
            queries: [each, {combineWith: 'AND', queries: [joined], prefix: false, fuzzy: false}],
          }
        : each;
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
    return ranking.order(results, query, words);
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
