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

import {facetValues, matchesFilters, parseFacetFilters} from './facetFilters';
import {findMarks, highlight, snippet, type Marks, type Tags} from './highlighting';
import {attributeText, retrieved, setPath} from './hitFields';
import {queryWords, Vocabulary} from './queryWords';
import {createRanking, headingOf, TYPE_WEIGHT} from './ranking';
import {requestParameters} from './requestParameters';
import {hasCjk, indexTerms, queryTerms} from './tokenize';
import {LEVELS, type SearchRecord, type SearchRequest, type SearchResult} from './types';

export {requestParameters} from './requestParameters';

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

function randomQueryId(): string {
  let id = '';
  for (let index = 0; index < 32; index += 1) {
    id += Math.floor(Math.random() * 16).toString(16);
  }
  return id;
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
