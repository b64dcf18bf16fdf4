import {useSyncExternalStore} from 'react';
import {translate} from '@docusaurus/Translate';

import {indexFailure, subscribeIndexFailure, type IndexFailure} from './embeddedIndex';

export interface FailureText {
  readonly titleText: string;
  readonly helpText: string;
}

/** What the reader is told when the built-in index cannot be loaded, by cause. */
export function indexFailureText(failure: IndexFailure): FailureText {
  const titleText = translate({
    id: 'search.unavailable.title',
    message: 'Search is unavailable',
    description: 'Title shown in the search dialog and page when the search index cannot be loaded',
  });
  switch (failure.kind) {
    case 'network':
      return {
        titleText,
        helpText: translate({
          id: 'search.unavailable.network',
          message:
            'The search index could not be downloaded: the server did not answer. Check your connection, then type again to retry.',
          description: 'Why search is unavailable: the index request failed on the network',
        }),
      };
    case 'status':
      return {
        titleText,
        helpText: translate(
          {
            id: 'search.unavailable.status',
            message:
              'The server answered the request for the search index with an error (HTTP {status}). Type again to retry, or reload the page later.',
            description: 'Why search is unavailable: the index request got an HTTP error status',
          },
          {status: failure.status},
        ),
      };
    case 'invalid':
      return {
        titleText,
        helpText: translate({
          id: 'search.unavailable.invalid',
          message:
            'The server sent something that is not a search index (for example an HTML page). Reload the page; if it persists, the site was deployed without its index.',
          description: 'Why search is unavailable: the index answer was not a valid index file',
        }),
      };
  }
}

/** The reason the built-in index last failed to load, kept up to date; null when it has not failed. */
export function useIndexFailureText(): FailureText | null {
  const failure = useSyncExternalStore(subscribeIndexFailure, indexFailure, () => null);
  return failure ? indexFailureText(failure) : null;
}
