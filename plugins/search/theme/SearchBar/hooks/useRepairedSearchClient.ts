import {useCallback} from 'react';
import type {DocSearchProps} from '@docsearch/react';

import {loadEmbeddedClient} from '../../../client/dialogClient';
import {capRequests} from './queryCap';
import type {useNoResultsSuggestions} from './useNoResultsSuggestions';
import type {useSearchFailure} from './useSearchFailure';
import type {useSeeAllCount} from './useSeeAllCount';

type TransformSearchClient = NonNullable<DocSearchProps['transformSearchClient']>;

interface Repairs {
  embedded: boolean;
  appId: string;
  apiKey: string;
  docusaurusVersion: string;
  failure: ReturnType<typeof useSearchFailure>;
  count: ReturnType<typeof useSeeAllCount>;
  suggestions: ReturnType<typeof useNoResultsSuggestions>;
}

/**
 * DocSearch's `transformSearchClient`: the embedded client when no hosted
 * search is configured, with every search going through the repairs above
 * (query cap, failure screen, "See all" count, no-results suggestions).
 */
export function useRepairedSearchClient({
  embedded,
  appId,
  apiKey,
  docusaurusVersion,
  failure,
  count,
  suggestions,
}: Repairs): TransformSearchClient {
  const {searchStarted, searchFailed} = failure;
  const {countToReport} = count;
  const {answered} = suggestions;
  return useCallback<TransformSearchClient>(
    (original) => {
      original.addAlgoliaAgent('docusaurus', docusaurusVersion);
      const client = embedded ? () => loadEmbeddedClient(appId, apiKey) : async () => original;
      type Response = Awaited<ReturnType<typeof original.search>>;
      const search: typeof original.search = async (params, options) => {
        const requested = Array.isArray(params) ? params : params.requests;
        const first = requested[0];
        const queryText = first && 'query' in first ? String(first.query ?? '') : '';
        searchStarted(queryText);
        const capped = Array.isArray(params)
          ? params
          : {...params, requests: capRequests(params.requests)};
        let response: Response;
        try {
          response = await (await client()).search(capped, options);
        } catch {
          searchFailed(queryText);
          return {
            results: requested.map(() => ({hits: [], nbHits: 0, page: 0, nbPages: 0})),
          } as Response;
        }
        const results = response.results.map((result) => {
          if (!('hits' in result)) {
            return result;
          }
          const total = result.nbHits ?? 0;
          answered(result.hits as {hierarchy?: {lvl0?: string | null}}[], total);
          return {...result, nbHits: countToReport(total)};
        });
        return {...response, results} as Response;
      };
      return {search, addAlgoliaAgent: original.addAlgoliaAgent, transporter: original.transporter};
    },
    [
      embedded,
      appId,
      apiKey,
      docusaurusVersion,
      searchStarted,
      searchFailed,
      countToReport,
      answered,
    ],
  );
}
