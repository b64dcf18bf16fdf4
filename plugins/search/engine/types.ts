/** Shapes shared by the index builder, the search engine and the search clients. */

export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type Level = (typeof LEVELS)[number];
export type RecordType = Exclude<Level, 'lvl0'> | 'content';

export type Hierarchy = Record<Level, string | null>;

/** One DocSearch record: a page, a section, an API member or a paragraph. */
export interface SearchRecord {
  objectID: string;
  /** Absolute URL with the anchor of the nearest heading. */
  url: string;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  language: string;
  docusaurus_tag: string[];
  /** Extra words a record is found by but does not show (example topics and slugs). */
  keywords?: string[];
  /** Position in the page, for a stable order among equal scores. */
  position: number;
}

/** The file the index builder writes for one locale. */
export interface SearchIndexFile {
  version: 1;
  language: string;
  records: SearchRecord[];
}

/** The subset of the hosted service's search parameters the engine understands. */
export interface SearchRequest {
  indexName?: string;
  query?: string;
  params?: string;
  hitsPerPage?: number;
  page?: number;
  facetFilters?: FacetFilters;
  facets?: string[] | string;
  attributesToRetrieve?: string[];
  attributesToSnippet?: string[];
  attributesToHighlight?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  clickAnalytics?: boolean;
  [key: string]: unknown;
}

export type FacetFilters = string | readonly (string | readonly string[])[];

export interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
}

export interface SearchHit {
  objectID: string;
  url?: string;
  type?: RecordType;
  content?: string | null;
  hierarchy?: Partial<Hierarchy>;
  _highlightResult: Record<string, unknown>;
  _snippetResult?: Record<string, unknown>;
  [key: string]: unknown;
}

export interface SearchResult {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: true;
  exhaustive: {nbHits: true};
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  queryID?: string;
  facets?: Record<string, Record<string, number>>;
  renderingContent: Record<string, never>;
}
