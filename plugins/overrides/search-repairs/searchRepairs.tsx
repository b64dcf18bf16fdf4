/**
 * The search bar's repairs of DocSearch 4.7, put in place of the bar's seam
 * (`plugins/search/theme/searchRepairs.ts`) by this override. Each hook
 * names the DocSearch behaviour it works around (see this folder's README).
 */
import {useCallback, type FocusEvent} from 'react';
import {translate} from '@docusaurus/Translate';

import {useIndexFailureText} from '@site/plugins/search/client';
import type {SearchRepairs, SearchRepairsInput} from '@site/plugins/search/theme/searchRepairs';

import {InDialog, docSearchDropdown, nowhere, slot} from './InDialog';
import {always, isEmptyStartScreen} from './hooks/dialogSlots';
import {capInputLength} from './hooks/queryCap';
import {useDialogOpen} from './hooks/useDialogOpen';
import {useNoResultsSuggestions} from './hooks/useNoResultsSuggestions';
import {useRepairedSearchClient} from './hooks/useRepairedSearchClient';
import {useSearchFailure} from './hooks/useSearchFailure';
import {useSeeAllCount} from './hooks/useSeeAllCount';
import {useSlashFromButton} from './hooks/useSlashFromButton';
import {useTypeOnButton} from './hooks/useTypeOnButton';
import {ErrorScreen, NoRecentSearches, Suggestions} from './screens';

const FOOTER = slot('.DocSearch-Footer');
const NO_RESULTS = slot('.DocSearch-NoResults');

export function useSearchRepairs({
  embedded,
  transformSearchClient: barClient,
  translations,
  wrapper,
}: SearchRepairsInput): SearchRepairs {
  const failure = useSearchFailure();
  const count = useSeeAllCount();
  const suggestions = useNoResultsSuggestions();
  const typed = useTypeOnButton();
  useSlashFromButton(wrapper);
  const transformSearchClient = useRepairedSearchClient({
    barClient,
    failure,
    count,
    suggestions,
  });

  const {reset: resetTyped} = typed;
  const {reset: resetFailure} = failure;
  const {reset: resetCount} = count;
  const {reset: resetSuggestions} = suggestions;
  const onFocus = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      capInputLength(event.target);
      if (event.target.classList?.contains('DocSearch-Button')) {
        // Focus is back on the button: the dialog closed (or has not opened),
        // and the next one starts afresh.
        resetTyped();
        resetFailure();
        resetCount();
        resetSuggestions();
      }
    },
    [resetTyped, resetFailure, resetCount, resetSuggestions],
  );

  const indexFailureText = useIndexFailureText();
  const dialogOpen = useDialogOpen();
  const content = (
    <>
      {failure.failed ? (
        <InDialog find={docSearchDropdown} create={always} onInput={failure.clearOnInput}>
          <ErrorScreen
            translations={(embedded && indexFailureText) || translations.modal?.errorScreen}
          />
        </InDialog>
      ) : null}
      {dialogOpen && !failure.failed ? (
        <InDialog find={nowhere} create={isEmptyStartScreen}>
          <NoRecentSearches text={translations.noRecentSearches} />
        </InDialog>
      ) : null}
      {embedded && dialogOpen ? (
        <InDialog find={FOOTER}>
          <p className="site-search-attribution">
            {translate({
              id: 'search.embeddedAttribution',
              message: "Searched in your browser with this site's own index",
              description:
                'Footer of the search dialog when the built-in index answers instead of the hosted service',
            })}
          </p>
        </InDialog>
      ) : null}
      {suggestions.noHits && !failure.failed && suggestions.suggestions.length > 0 ? (
        <InDialog find={NO_RESULTS}>
          <Suggestions
            title={translations.modal?.noResultsScreen?.suggestedQueryText}
            names={suggestions.suggestions}
          />
        </InDialog>
      ) : null}
    </>
  );
  return {
    transformSearchClient,
    initialQuery: typed.initialQuery,
    typeBeforeOpen: typed.typeBeforeOpen,
    onKeyDown: typed.onKeyDown,
    onFocus,
    content,
  };
}
