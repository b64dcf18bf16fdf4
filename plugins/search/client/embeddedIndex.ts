/**
 * Loads the current locale's packed search index (written by the search
 * plugin after the build, or by the dev server from the sources) once, on first use
 * or when the search button is hovered or focused, and builds the engine
 * over it. When it cannot, the reason is kept for the dialog and the search
 * page to tell the reader.
 */
import siteConfig from '@generated/docusaurus.config';
import globalData from '@generated/globalData';

import type * as EngineModule from '../engine/browserEngine';
import type {SearchEngine} from '../engine/engine';
import {INDEX_DIRECTORY, PLUGIN_NAME} from '../constants';

/** Why the index is not there: no answer, an error status, or an answer that is not an index. */
export type IndexFailure =
  | {readonly kind: 'network'}
  | {readonly kind: 'status'; readonly status: number}
  | {readonly kind: 'invalid'};

class IndexLoadError extends Error {
  constructor(readonly failure: IndexFailure) {
    super(`Search index: ${failure.kind}`);
  }
}

/** The index being loaded or loaded, by URL (on the dev server the URL changes after an edit). */
let loading: {url: string; engine: Promise<SearchEngine>} | null = null;
let lastFailure: IndexFailure | null = null;
const listeners = new Set<() => void>();

function setFailure(failure: IndexFailure | null): void {
  if (failure !== lastFailure) {
    lastFailure = failure;
    listeners.forEach((listener) => listener());
  }
}

/** URL of the index for the locale being shown. */
export function embeddedIndexUrl(): string {
  const data = globalData[PLUGIN_NAME]?.default as {indexPath?: string} | undefined;
  return `${siteConfig.baseUrl}${data?.indexPath ?? `${INDEX_DIRECTORY}/records.json`}`;
}

async function fetchIndex(url: string): Promise<SearchEngine> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch {
    throw new IndexLoadError({kind: 'network'});
  }
  if (!response.ok) {
    throw new IndexLoadError({kind: 'status', status: response.status});
  }
  let file: unknown;
  try {
    file = await response.json();
  } catch {
    throw new IndexLoadError({kind: 'invalid'});
  }
  const engineModule = await loadEngineModule();
  const records = engineModule.unpackIndex(file);
  if (!records) {
    throw new IndexLoadError({kind: 'invalid'});
  }
  return engineModule.createEngine(records);
}

/**
 * The engine's code (MiniSearch and the tokenizer) loads with the index, on
 * first use, not with every page: most readers never search.
 */
export function loadEngineModule(): Promise<typeof EngineModule> {
  return import(/* webpackChunkName: "search-engine" */ '../engine/browserEngine');
}

export function loadEmbeddedEngine(): Promise<SearchEngine> {
  const url = embeddedIndexUrl();
  if (loading?.url === url) {
    return loading.engine;
  }
  const engine = fetchIndex(url).then(
    (loaded) => {
      setFailure(null);
      return loaded;
    },
    (error: unknown) => {
      setFailure(error instanceof IndexLoadError ? error.failure : {kind: 'invalid'});
      // Let the next search try again (a flaky network, a restarted server).
      if (loading?.engine === engine) {
        loading = null;
      }
      throw error;
    },
  );
  loading = {url, engine};
  return engine;
}

/** Starts loading the index without waiting for it. */
export function prefetchEmbeddedIndex(): void {
  loadEmbeddedEngine().catch(() => undefined);
}

/** Why the last attempt to load the index failed; null once it loads. */
export function indexFailure(): IndexFailure | null {
  return lastFailure;
}

export function subscribeIndexFailure(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
