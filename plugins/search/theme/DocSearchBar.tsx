/**
 * The search theme's DocSearch bar (`@docsearch/react` 4.7) with the dialog
 * options the site sets, all through DocSearch's documented props: snippets
 * of 10 words (5 on narrow screens), every string from the theme's
 * translations, the result links (`SearchHit.tsx`), the "let us know" link,
 * and in the embedded mode a client that answers from the index shipped with
 * the build; every query capped at `MAX_QUERY_LENGTH`. Repairs of DocSearch's own behaviours go through
 * `useSearchRepairs` (`searchRepairs.ts`).
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
  type FocusEvent,
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
import {safeLocalStorage} from '@site/src/lib/safeStorage';

import {embeddedSearchClient, withQueriesCapped, type SearchClient} from '../client/dialogClient';
import {prefetchEmbeddedIndex} from '../client/embeddedIndex';
import {
  isEmbeddedAppId,
  NARROW_SCREEN_QUERY,
  SNIPPET_WORDS,
  SNIPPET_WORDS_NARROW,
} from '../constants';
import {LEVELS} from '../engine/types';
import type {HandOver} from './handOver';
import {SearchHit} from './SearchHit';
import {useSearchRepairs, type DialogTranslations} from './searchRepairs';
import {repairStoredSearches} from '@site/plugins/overrides/private-reads/storedSearches';

type Props = Partial<DocSearchProps> & {translations?: DocSearchProps['translations']};

/** The theme's search bar accepts DocSearch props at run time; its type says none. */
const SearchBar = OriginalSearchBar as unknown as ComponentType<Props>;

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

function useDialogTranslations(): DialogTranslations & {
  button: NonNullable<DocSearchProps['translations']>['button'];
} {
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
 * arrived (`SearchBar.tsx`), once, as it mounts.
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

export default function DocSearchBar({handOver}: {handOver?: () => HandOver}): ReactNode {
  const {siteMetadata} = useDocusaurusContext();
  const settings = useSiteSettings();
  const {algolia} = useAlgoliaThemeConfig();
  const {appId, apiKey} = algolia;
  const embedded = isEmbeddedAppId(appId);
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
  const transformSearchClient = useCallback(
    (original: SearchClient) => {
      original.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
      return withQueriesCapped(embedded ? embeddedSearchClient(appId, apiKey, original) : original);
    },
    [embedded, appId, apiKey, siteMetadata.docusaurusVersion],
  );
  const dialogTranslations = useDialogTranslations();
  const wrapper = useRef<HTMLDivElement>(null);
  const repairs = useSearchRepairs({
    embedded,
    transformSearchClient,
    translations: dialogTranslations,
    wrapper,
  });
  // Before the hand-over, which may open the dialog, and DocSearch reads them.
  const {indexName} = algolia;
  useLayoutEffect(() => repairStoredSearches(safeLocalStorage(), indexName), [indexName]);
  useHandOver(handOver, wrapper, repairs.typeBeforeOpen);
  useEffect(() => {
    // The pointer that brought this bar is over its button already.
    if (embedded && handOver) {
      prefetchEmbeddedIndex();
    }
  }, [embedded, handOver]);

  const {onFocus: repairOnFocus} = repairs;
  const onFocus = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      repairOnFocus?.(event);
      if (embedded) {
        prefetchEmbeddedIndex();
      }
    },
    [embedded, repairOnFocus],
  );
  const getMissingResultsUrl = useCallback(
    ({query}: {query: string}) => missingResultsUrlFor(settings, query) ?? '',
    [settings],
  );
  const prefetch = embedded ? prefetchEmbeddedIndex : undefined;
  return (
    <div
      ref={wrapper}
      style={{display: 'contents'}}
      onKeyDown={repairs.onKeyDown}
      onFocus={onFocus}
      onMouseOver={prefetch}
      onTouchStart={prefetch}>
      <SearchBar
        searchParameters={searchParameters}
        hitComponent={SearchHit}
        translations={dialogTranslations}
        transformSearchClient={repairs.transformSearchClient}
        initialQuery={repairs.initialQuery}
        {...(settings.search.missingResultsUrl && {getMissingResultsUrl})}
      />
      {repairs.content}
    </div>
  );
}
