/**
 * Loads the current locale's search index (written by plugins/search-index
 * after the build) once, on first use or when the search button is hovered
 * or focused, and builds the engine over it.
 */
import siteConfig from '@generated/docusaurus.config';
import globalData from '@generated/globalData';

import {createEngine, type SearchEngine} from './engine';
import type {SearchIndexFile} from './types';

let loading: Promise<SearchEngine> | null = null;

/** URL of the index for the locale being shown. */
export function embeddedIndexUrl(): string {
  const data = globalData['search-index']?.default as {indexPath?: string} | undefined;
  return `${siteConfig.baseUrl}${data?.indexPath ?? 'search-index/records.json'}`;
}

export function loadEmbeddedEngine(): Promise<SearchEngine> {
  loading ??= fetch(embeddedIndexUrl())
    .then((response) => {
      if (!response.ok) {
        throw new Error(`Search index: HTTP ${response.status}`);
      }
      return response.json() as Promise<SearchIndexFile>;
    })
    .then((file) => createEngine(file.records))
    .catch((error: unknown) => {
      // Let the next search try again (a flaky network, a dev server).
      loading = null;
      throw error;
    });
  return loading;
}

/** Starts loading the index without waiting for it. */
export function prefetchEmbeddedIndex(): void {
  loadEmbeddedEngine().catch(() => undefined);
}
