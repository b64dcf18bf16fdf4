import {
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import {createPortal} from 'react-dom';
import type {DocSearchProps} from '@docsearch/react';
import OriginalSearchBar from '@theme-original/SearchBar';
import translations from '@theme/SearchTranslations';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAlgoliaThemeConfig} from '@docusaurus/theme-search-algolia/client';

import {
  isEmbeddedAppId,
  MAX_QUERY_LENGTH,
  NARROW_SCREEN_QUERY,
  SNIPPET_WORDS,
  SNIPPET_WORDS_NARROW,
} from '@site/src/search/constants';
import {prefetchEmbeddedIndex} from '@site/src/search/embeddedIndex';
import {liteClient} from '@site/src/search/liteClient';
import {LEVELS} from '@site/src/search/types';

type Props = Partial<DocSearchProps> & {translations?: DocSearchProps['translations']};

/** The theme's search bar accepts DocSearch props at run time; its type says none. */
const SearchBar = OriginalSearchBar as unknown as ComponentType<Props>;

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(NARROW_SCREEN_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True on screens up to 768 px wide (snippets get shorter there). */
function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW_SCREEN_QUERY).matches,
    () => false,
  );
}

/** The error screen of the embedded mode on the dev server, which has no index. */
function devErrorScreen() {
  return {
    titleText: translate({
      id: 'search.dev.errorTitle',
      message: 'No search index on the development server',
      description: 'Title of the search dialog error screen on the dev server (npm start)',
    }),
    helpText: translate({
      id: 'search.dev.errorHelp',
      message:
        'The index is built from the built pages. Run npm run build and then npm run serve to search.',
      description: 'Help text of the search dialog error screen on the dev server (npm start)',
    }),
  };
}

/**
 * The theme's DocSearch bar with the site's dialog options: snippet lengths
 * for the screen width, every string translated, and in the embedded mode a
 * search client that answers from the index shipped with the build (loaded
 * when the button is first hovered, focused or touched).
 */
export default function SearchBarWrapper(): ReactNode {
  const {siteMetadata} = useDocusaurusContext();
  const {algolia} = useAlgoliaThemeConfig();
  const embedded = isEmbeddedAppId(algolia.appId);
  const narrow = useNarrowScreen();
  const words = narrow ? SNIPPET_WORDS_NARROW : SNIPPET_WORDS;

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

  // DocSearch 4.7 sets its error status on a failed search, but the bundled
  // autocomplete core resets it to idle straight after, so the dialog would
  // show "No results" when the service is down. The client is wrapped: a
  // failure (unreachable hosts, a 4xx) answers with no hits and raises our
  // error screen instead, with the same classes and translated strings.
  const [failed, setFailed] = useState(false);
  const transformSearchClient = useCallback<NonNullable<DocSearchProps['transformSearchClient']>>(
    (original) => {
      // Embedded: the same lite client with the embedded requester (src/search/liteClient.ts).
      const client = embedded ? liteClient(algolia.appId, algolia.apiKey) : original;
      client.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
      const search: typeof client.search = async (params, options) => {
        setFailed(false);
        const capped = Array.isArray(params)
          ? params
          : {
              ...params,
              requests: params.requests.map((request) =>
                'query' in request && typeof request.query === 'string'
                  ? {...request, query: request.query.slice(0, MAX_QUERY_LENGTH)}
                  : request,
              ),
            };
        try {
          return await client.search(capped, options);
        } catch {
          setFailed(true);
          const requests = Array.isArray(params) ? params : params.requests;
          return {
            results: requests.map(() => ({hits: [], nbHits: 0, page: 0, nbPages: 0})),
          } as Awaited<ReturnType<typeof client.search>>;
        }
      };
      return {search, addAlgoliaAgent: client.addAlgoliaAgent, transporter: client.transporter};
    },
    [embedded, algolia.appId, algolia.apiKey, siteMetadata.docusaurusVersion],
  );

  // DocSearch 4.7 no longer passes a key typed on the focused button to the
  // input (spec: it must); the key becomes the dialog's initial query.
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const onKeyDown = useCallback((event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (
      !target.classList.contains('DocSearch-Button') ||
      event.ctrlKey ||
      event.metaKey ||
      event.altKey ||
      !/^[\p{L}\p{N}]$/u.test(event.key)
    ) {
      return;
    }
    event.preventDefault();
    setInitialQuery(event.key);
    target.click();
  }, []);
  // Focus returns to the button when the dialog closes: start afresh.
  const onFocus = useCallback(
    (event: {target: EventTarget}) => {
      const target = event.target as HTMLElement;
      // DocSearch 4.7 allows 512 characters; the spec caps queries at 64.
      // React leaves the attribute alone after mount (its prop never changes).
      if (target instanceof HTMLInputElement && target.classList.contains('DocSearch-Input')) {
        target.maxLength = MAX_QUERY_LENGTH;
      }
      if (target.classList?.contains('DocSearch-Button')) {
        setInitialQuery(undefined);
        setFailed(false);
      }
      if (embedded) {
        prefetchEmbeddedIndex();
      }
    },
    [embedded],
  );

  const dialogTranslations = useMemo(() => {
    const modal = translations.modal ?? {};
    const isDev = process.env.NODE_ENV === 'development';
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
        errorScreen: embedded && isDev ? devErrorScreen() : modal.errorScreen,
      },
    };
  }, [embedded]);

  const prefetch = embedded ? prefetchEmbeddedIndex : undefined;
  return (
    <div
      style={{display: 'contents'}}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onMouseOver={prefetch}
      onTouchStart={prefetch}>
      <SearchBar
        searchParameters={searchParameters}
        translations={dialogTranslations}
        transformSearchClient={transformSearchClient}
        initialQuery={initialQuery}
      />
      {failed ? (
        <ErrorScreen
          translations={dialogTranslations.modal.errorScreen}
          onInput={() => setFailed(false)}
        />
      ) : null}
    </div>
  );
}

/**
 * The dialog's error screen, shown in the dialog's results area in place of
 * what DocSearch renders there, until the query changes.
 */
function ErrorScreen({
  translations,
  onInput,
}: {
  translations: {titleText?: string; helpText?: string} | undefined;
  onInput: () => void;
}): ReactNode {
  const [container, setContainer] = useState<Element | null>(null);
  useEffect(() => {
    const modal = document.querySelector('.DocSearch-Modal');
    const input = modal?.querySelector('.DocSearch-Input');
    const dropdown = modal?.querySelector('.DocSearch-Dropdown');
    if (!modal || !input) {
      return undefined;
    }
    let host = dropdown;
    if (!host) {
      // DocSearch renders no results area for an empty screen: add one.
      host = document.createElement('div');
      host.className = 'DocSearch-Dropdown site-search-error-host';
      modal.querySelector('.DocSearch-SearchBar')?.after(host);
    }
    setContainer(host);
    input.addEventListener('input', onInput);
    return () => {
      input.removeEventListener('input', onInput);
      if (host.classList.contains('site-search-error-host')) {
        host.remove();
      }
    };
  }, [onInput]);
  if (!container) {
    return null;
  }
  return createPortal(
    <div className="DocSearch-ErrorScreen site-search-error" role="alert">
      <div className="DocSearch-Screen-Icon">
        <svg
          width="40"
          height="40"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
          aria-hidden="true">
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7.5v5.5M12 16.5v.01" />
        </svg>
      </div>
      <p className="DocSearch-Title">{translations?.titleText}</p>
      <p className="DocSearch-Help">{translations?.helpText}</p>
    </div>,
    container,
  );
}
