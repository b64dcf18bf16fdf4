import {useCallback} from 'react';

import type {TransformSearchClient} from '@site/plugins/search/theme/searchRepairs';

import type {useNoResultsSuggestions} from './useNoResultsSuggestions';
import type {useSearchFailure} from './useSearchFailure';
import type {useSeeAllCount} from './useSeeAllCount';

interface Repairs {
  /** The bar's own client. */
  barClient: TransformSearchClient;
  failure: ReturnType<typeof useSearchFailure>;
  count: ReturnType<typeof useSeeAllCount>;
  suggestions: ReturnType<typeof useNoResultsSuggestions>;
}

/**
 * DocSearch's `transformSearchClient`: the bar's client, with every search
 * going through the repairs (failure screen, "See all" count, no-results
 * suggestions).
 */
export function useRepairedSearchClient({
  barClient,
  failure,
  count,
  suggestions,
}: Repairs): TransformSearchClient {
  const {searchStarted, searchFailed} = failure;
  const {countToReport} = count;
  const {answered} = suggestions;
  return useCallback<TransformSearchClient>(
    (original) => {
      const client = barClient(original);
      type Response = Awaited<ReturnType<typeof original.search>>;
      const search: typeof original.search = async (params, options) => {
        const requested = Array.isArray(params) ? params : params.requests;
        const first = requested[0];
        const queryText = first && 'query' in first ? String(first.query ?? '') : '';
        searchStarted(queryText);
        let response: Response;
        try {
          response = await client.search(params, options);
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
    [barClient, searchStarted, searchFailed, countToReport, answered],
  );
}
