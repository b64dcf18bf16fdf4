/**
 * The search theme's DocSearch bar (`@docsearch/react` 4.7), wrapped with the
 * dialog options the site sets and the repairs in ./hooks, each named after
 * the DocSearch behaviour it works around (see the plugin's README).
 */
import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import type {DocSearchProps} from '@docsearch/react';
import OriginalSearchBar from '@theme-original/SearchBar';
import translations from '@theme/SearchTranslations';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAlgoliaThemeConfig} from '@docusaurus/theme-search-algolia/client';

import {missingResultsUrlFor} from '@site/src/config/settings';
import {useSiteSettings} from '@site/src/config/useSiteSettings';

import {
  isEmbeddedAppId,
  NARROW_SCREEN_QUERY,
  SNIPPET_WORDS,
  SNIPPET_WORDS_NARROW,
} from '../../constants';
import {prefetchEmbeddedIndex} from '../../client/embeddedIndex';
import {useIndexFailureText} from '../../client/IndexFailureText';
import {LEVELS} from '../../engine/types';
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
import type {HandOver} from './handOver';
import {ErrorScreen, NoRecentSearches, Suggestions} from './screens';
import {SearchHit} from './SearchHit';

type Props = Partial<DocSearchProps> & {translations?: DocSearchProps['translations']};

/** The theme's search bar accepts DocSearch props at run time; its type says none. */
const SearchBar = OriginalSearchBar as unknown as ComponentType<Props>;

const FOOTER = slot('.DocSearch-Footer');
const NO_RESULTS = slot('.DocSearch-NoResults');

/**
 * True on screens up to 768 px wide (snippets get shorter there). The server
 * renders for a wide screen; the answer for this one comes as a transition
 * right after hydration, not as a store whose snapshot differs from the
 * server's, which React would re-render synchronously, and with it every
 * other update pending then.
 */
function useNarrowScreen(): boolean {
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(NARROW_SCREEN_QUERY);
    const follow = () => {
      startTransition(() => {
        setNarrow(query.matches);
      });
    };
    follow();
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);
  return narrow;
}

function useDialogTranslations() {
  return useMemo(() => {
    const modal = translations.modal ?? {};
    return {
      button: translations.button,
      modal: {
        ...modal,
        noResultsScreen: {
          ...modal.noResultsScreen,
          noResultsText: translate({
            id: 'search.noResults',
            message: 'No results for',
            description: 'Start of the search dialog no-results title, before the quoted query',
          }),
        },
      },
      noRecentSearches: translate({
        id: 'search.noRecentSearches',
        message: 'No recent searches',
        description: 'The search dialog when the query is empty and nothing was searched before',
      }),
    };
  }, []);
}

/**
 * Carries on what the reader started on the header's button before this bar
 * arrived (`../SearchBarLoader.tsx`), once, as it mounts.
 */
function useHandOver(
  handOver: (() => HandOver) | undefined,
  wrapper: {current: HTMLElement | null},
  typeBeforeOpen: (text: string) => void,
): void {
  const done = useRef(false);
  useLayoutEffect(() => {
    if (!handOver || done.current) {
      return;
    }
    done.current = true;
    const {open, typed, hadFocus} = handOver();
    const button = wrapper.current?.querySelector<HTMLButtonElement>('.DocSearch-Button');
    // Focus first: focus on the button starts a dialog afresh.
    if (hadFocus) {
      button?.focus();
    }
    if (typed) {
      typeBeforeOpen(typed);
    }
    if (open) {
      button?.click();
    }
  }, [handOver, wrapper, typeBeforeOpen]);
}

export default function SearchBarWrapper({handOver}: {handOver?: () => HandOver}): ReactNode {
  const {siteMetadata} = useDocusaurusContext();
  const settings = useSiteSettings();
  const {algolia} = useAlgoliaThemeConfig();
  const embedded = isEmbeddedAppId(algolia.appId);
  const words = useNarrowScreen() ? SNIPPET_WORDS_NARROW : SNIPPET_WORDS;
  const searchParameters = useMemo(
    () => ({
      ...algolia.searchParameters,
      attributesToSnippet: [
        ...LEVELS.slice(1).map((level) => `hierarchy.${level}:${words}`),
        `content:${words}`,
      ],
    }),
    [algolia.searchParameters, words],
  );

  const failure = useSearchFailure();
  const count = useSeeAllCount();
  const suggestions = useNoResultsSuggestions();
  const typed = useTypeOnButton();
  const wrapper = useRef<HTMLDivElement>(null);
  useSlashFromButton(wrapper);
  useHandOver(handOver, wrapper, typed.typeBeforeOpen);
  useEffect(() => {
    // The pointer that brought this bar is over its button already.
    if (embedded && handOver) {
      prefetchEmbeddedIndex();
    }
  }, [embedded, handOver]);
  const transformSearchClient = useRepairedSearchClient({
    embedded,
    appId: algolia.appId,
    apiKey: algolia.apiKey,
    docusaurusVersion: siteMetadata.docusaurusVersion,
    failure,
    count,
    suggestions,
  });

  const {reset: resetTyped} = typed;
  const {reset: resetFailure} = failure;
  const {reset: resetCount} = count;
  const {reset: resetSuggestions} = suggestions;
  const onFocus = useCallback(
    (event: {target: EventTarget}) => {
      capInputLength(event.target);
      if ((event.target as HTMLElement).classList?.contains('DocSearch-Button')) {
        // Focus is back on the button: the dialog closed (or has not opened),
        // and the next one starts afresh.
        resetTyped();
        resetFailure();
        resetCount();
        resetSuggestions();
      }
      if (embedded) {
        prefetchEmbeddedIndex();
      }
    },
    [embedded, resetTyped, resetFailure, resetCount, resetSuggestions],
  );
  const getMissingResultsUrl = useCallback(
    ({query}: {query: string}) => missingResultsUrlFor(settings, query) ?? '',
    [settings],
  );

  const dialogTranslations = useDialogTranslations();
  const indexFailureText = useIndexFailureText();
  const dialogOpen = useDialogOpen();
  const prefetch = embedded ? prefetchEmbeddedIndex : undefined;
  return (
    <div
      ref={wrapper}
      style={{display: 'contents'}}
      onKeyDown={typed.onKeyDown}
      onFocus={onFocus}
      onMouseOver={prefetch}
      onTouchStart={prefetch}>
      <SearchBar
        searchParameters={searchParameters}
        hitComponent={SearchHit}
        translations={dialogTranslations}
        transformSearchClient={transformSearchClient}
        initialQuery={typed.initialQuery}
        {...(settings.search.missingResultsUrl && {getMissingResultsUrl})}
      />
      {failure.failed ? (
        <InDialog find={docSearchDropdown} create={always} onInput={failure.clearOnInput}>
          <ErrorScreen
            translations={(embedded && indexFailureText) || dialogTranslations.modal.errorScreen}
          />
        </InDialog>
      ) : null}
      {dialogOpen && !failure.failed ? (
        <InDialog find={nowhere} create={isEmptyStartScreen}>
          <NoRecentSearches text={dialogTranslations.noRecentSearches} />
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
            title={dialogTranslations.modal.noResultsScreen?.suggestedQueryText}
            names={suggestions.suggestions}
          />
        </InDialog>
      ) : null}
    </div>
  );
}
