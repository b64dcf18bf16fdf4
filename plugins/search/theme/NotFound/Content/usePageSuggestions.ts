import {useEffect, useState} from 'react';
import {useAlgoliaThemeConfig} from '@docusaurus/theme-search-algolia/client';

import {pagesOfHits, type HitLike, type PageSuggestion} from './suggestions';

export type Suggestions =
  | {readonly state: 'idle' | 'loading' | 'failed'}
  | {readonly state: 'done'; readonly pages: readonly PageSuggestion[]};

/**
 * Pages like the missing one: the site's search (the same client as the
 * search page, embedded or hosted) asked for the words of its path.
 */
export function usePageSuggestions(query: string): Suggestions {
  const {algolia} = useAlgoliaThemeConfig();
  const [suggestions, setSuggestions] = useState<Suggestions>({state: 'idle'});
  useEffect(() => {
    if (!query) {
      setSuggestions({state: 'done', pages: []});
      return undefined;
    }
    let current = true;
    setSuggestions({state: 'loading'});
    import('algoliasearch/lite')
      .then(({liteClient}) =>
        liteClient(algolia.appId, algolia.apiKey).search({
          requests: [{indexName: algolia.indexName, query, hitsPerPage: 20}],
        }),
      )
      .then(({results}) => {
        const [first] = results;
        const hits = first && 'hits' in first ? (first.hits as HitLike[]) : [];
        if (current) setSuggestions({state: 'done', pages: pagesOfHits(hits)});
      })
      .catch(() => {
        if (current) setSuggestions({state: 'failed'});
      });
    return () => {
      current = false;
    };
  }, [algolia.apiKey, algolia.appId, algolia.indexName, query]);
  return suggestions;
}
