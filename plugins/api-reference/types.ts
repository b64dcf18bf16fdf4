import type {ApiPage, ApiPageId} from '../../src/model/api/types';

/** Type name → `/api/{page}/#{anchor}`: `@api-pages/type-links.json`. */
export type ApiTypeLinks = Readonly<Record<string, string>>;

/** An entry as the example editor shows it: signature, one-line summary, and the release that added it. */
export type CodeAssistEntry = readonly [signature: string, summary: string, since?: string];

/**
 * What the example editor knows of the API in one locale
 * (`@api-pages/code-assist.json`, loaded when an editor opens): the pages'
 * structure without their prose, which the API model and the analyser read,
 * and each entry's signature, summary and Since, by the key the model gives it.
 */
export interface CodeAssistData {
  /** The library's global: `mapboxgl`. */
  readonly namespace: string;
  readonly productId: string;
  readonly pages: readonly ApiPage<string>[];
  readonly entries: Readonly<Record<string, CodeAssistEntry>>;
  /** Each page's path in this locale, base URL included. */
  readonly pageUrls: Readonly<Record<ApiPageId, string>>;
}
