import type {DocSearchProps} from '@docsearch/react';

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
