import type {DocSearchProps} from '@docsearch/react';

import {MAX_QUERY_LENGTH} from '../constants';

type TransformSearchClient = NonNullable<DocSearchProps['transformSearchClient']>;
export type SearchClient = Parameters<TransformSearchClient>[0];

let embeddedClient: {key: string; client: Promise<SearchClient>} | null = null;

/**
 * The dialog's embedded client (algoliasearch with the in-browser requester),
 * loaded with the first search, not with every page: most readers never
 * search. A failed load is a failed search, and the next search tries again.
 */
function loadEmbeddedClient(appId: string, apiKey: string): Promise<SearchClient> {
  const key = `${appId}:${apiKey}`;
  if (embeddedClient?.key !== key) {
    const client = import(/* webpackChunkName: "search-client" */ './liteClient').then(
      ({dialogSearchClient}) => dialogSearchClient(appId, apiKey) as unknown as SearchClient,
    );
    client.catch(() => {
      if (embeddedClient?.client === client) {
        embeddedClient = null;
      }
    });
    embeddedClient = {key, client};
  }
  return embeddedClient.client;
}

/**
 * DocSearch's `transformSearchClient` for the embedded mode: every search of
 * the dialog goes to the index shipped with the build. DocSearch bundles its
 * own hosted-service client, so the `algoliasearch/lite` alias does not reach it.
 */
export function embeddedSearchClient(
  appId: string,
  apiKey: string,
  original: SearchClient,
): SearchClient {
  const search: SearchClient['search'] = async (params, options) =>
    (await loadEmbeddedClient(appId, apiKey)).search(params, options);
  return {search, addAlgoliaAgent: original.addAlgoliaAgent, transporter: original.transporter};
}

interface QueryRequest {
  query?: unknown;
}

/**
 * The requests of a search with every query cut to `MAX_QUERY_LENGTH`
 * characters: a pasted query is never sent longer than a typed one could be.
 */
export function capRequests<T extends QueryRequest | object>(requests: readonly T[]): T[] {
  return requests.map((request) =>
    'query' in request && typeof request.query === 'string'
      ? {...request, query: request.query.slice(0, MAX_QUERY_LENGTH)}
      : request,
  );
}

/** `client` with every query it is sent capped (`capRequests`). */
export function withQueriesCapped(client: SearchClient): SearchClient {
  const search: SearchClient['search'] = (params, options) =>
    client.search(
      Array.isArray(params) ? params : {...params, requests: capRequests(params.requests)},
      options,
    );
  return {...client, search};
}
