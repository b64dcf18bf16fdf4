import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
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
import {dialogSearchClient} from '@site/src/search/liteClient';
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

import {useIndexFailureText} from '@site/src/search/IndexFailureText';

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

  // The client is wrapped to restore what DocSearch 4.7 (with its bundled
  // autocomplete core) gets wrong against the spec:
  // - a failed search (unreachable hosts, a 4xx) sets the error status, which
  //   the core resets to idle at once, so "No results" showed: a failure now
  //   answers with no hits and raises our error screen;
  // - the "See all {count} results" count adds up every answer since the
  //   dialog opened: each answer's nbHits is given as the change from the
  //   count shown, so the sum is this query's count;
  // - the no-results suggestions are stored as an object and never shown:
  //   we keep the top-level sections of earlier answers and show them.
  const [failed, setFailed] = useState(false);
  const [noHits, setNoHits] = useState(false);
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const shownCount = useRef(0);
  // The query whose search failed: the error screen stays up until the
  // query changes (DocSearch re-runs the same query on focus and input
  // events, which would otherwise hide the screen again at once).
  const failedQuery = useRef<string | null>(null);
  // Runs in the input's own listener, before React's: a state update made
  // there would be rendered before React reads the input, with the old query,
  // and the letter just typed would be lost. So it waits for the next task.
  const clearFailure = useCallback((event?: Event) => {
    const input = event?.target as HTMLInputElement | null;
    setTimeout(() => {
      if (input?.value !== failedQuery.current) {
        failedQuery.current = null;
        setFailed(false);
      }
    }, 0);
  }, []);
  const transformSearchClient = useCallback<NonNullable<DocSearchProps['transformSearchClient']>>(
    (original) => {
      // Embedded: the same lite client with the embedded requester (src/search/liteClient.ts).
      const client = embedded ? dialogSearchClient(algolia.appId, algolia.apiKey) : original;
      client.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
      type Response = Awaited<ReturnType<typeof client.search>>;
      const search: typeof client.search = async (params, options) => {
        const requested = Array.isArray(params) ? params : params.requests;
        const first = requested[0];
        const queryText = first && 'query' in first ? String(first.query ?? '') : '';
        if (queryText !== failedQuery.current) {
          failedQuery.current = null;
          setFailed(false);
        }
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
        let response: Response;
        try {
          response = await client.search(capped, options);
        } catch {
          failedQuery.current = queryText;
          setFailed(true);
          const requests = Array.isArray(params) ? params : params.requests;
          return {
            results: requests.map(() => ({hits: [], nbHits: 0, page: 0, nbPages: 0})),
          } as Response;
        }
        const results = response.results.map((result) => {
          if (!('hits' in result)) {
            return result;
          }
          const count = result.nbHits ?? 0;
          const hits = result.hits as {hierarchy?: {lvl0?: string | null}}[];
          const sections: string[] = [];
          for (const hit of hits) {
            const name = hit.hierarchy?.lvl0;
            if (name && !sections.includes(name)) {
              sections.push(name);
            }
          }
          if (sections.length > 0) {
            setSuggestions((previous) =>
              previous.length >= sections.length ? previous : sections.slice(0, 3),
            );
          }
          setNoHits(count === 0);
          const change = count - shownCount.current;
          shownCount.current = count;
          return {...result, nbHits: change};
        });
        return {...response, results} as Response;
      };
      return {search, addAlgoliaAgent: client.addAlgoliaAgent, transporter: client.transporter};
    },
    [embedded, algolia.appId, algolia.apiKey, siteMetadata.docusaurusVersion],
  );

  // DocSearch 4.7 no longer passes a key typed on the focused button to the
  // input (spec: it must); the keys typed while the dialog opens become its
  // initial query, all of them: a reader who clicks and types at once must
  // not lose the first letters.
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const typedBeforeOpen = useRef('');
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
    // The dialog has mounted but its input has no focus yet: type into it.
    const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
    if (input) {
      typeInto(input, `${input.value}${event.key}`);
      return;
    }
    const opening = typedBeforeOpen.current !== '';
    typedBeforeOpen.current = `${typedBeforeOpen.current}${event.key}`.slice(0, MAX_QUERY_LENGTH);
    setInitialQuery(typedBeforeOpen.current);
    if (!opening) {
      target.click();
    }
  }, []);
  // DocSearch 4.7 ignores "/" while a button has focus (after the dialog
  // closes, focus is on the search button); the spec opens the dialog
  // everywhere but in fields and editable content.
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const onSlash = (event: globalThis.KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (
        event.key !== '/' ||
        event.ctrlKey ||
        event.metaKey ||
        event.altKey ||
        target?.tagName !== 'BUTTON' ||
        document.body.classList.contains('DocSearch--active')
      ) {
        return;
      }
      event.preventDefault();
      wrapper.current?.querySelector<HTMLButtonElement>('.DocSearch-Button')?.click();
    };
    window.addEventListener('keydown', onSlash);
    return () => window.removeEventListener('keydown', onSlash);
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
        // The dialog closed (or has not opened): the next one starts afresh.
        typedBeforeOpen.current = '';
        setInitialQuery(undefined);
        setFailed(false);
        setNoHits(false);
        setSuggestions([]);
        shownCount.current = 0;
      }
      if (embedded) {
        prefetchEmbeddedIndex();
      }
    },
    [embedded],
  );

  const dialogTranslations = useMemo(() => {
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
        errorScreen: modal.errorScreen,
      },
    };
  }, []);

  const indexFailureText = useIndexFailureText();
  const dialogOpen = useDialogOpen();
  const prefetch = embedded ? prefetchEmbeddedIndex : undefined;
  return (
    <div
      ref={wrapper}
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
        <InDialog selector=".DocSearch-Dropdown" create onInput={clearFailure}>
          <ErrorScreen
            translations={(embedded && indexFailureText) || dialogTranslations.modal.errorScreen}
          />
        </InDialog>
      ) : null}
      {embedded && dialogOpen ? (
        <InDialog selector=".DocSearch-Footer">
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
      {noHits && !failed && suggestions.length > 0 ? (
        <InDialog selector=".DocSearch-NoResults">
          <Suggestions
            title={dialogTranslations.modal.noResultsScreen?.suggestedQueryText}
            names={suggestions}
          />
        </InDialog>
      ) : null}
    </div>
  );
}

function subscribeToDialog(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, {attributes: true, attributeFilter: ['class']});
  return () => observer.disconnect();
}

/** True while the DocSearch dialog is open (DocSearch marks the body). */
function useDialogOpen(): boolean {
  return useSyncExternalStore(
    subscribeToDialog,
    () => document.body.classList.contains('DocSearch--active'),
    () => false,
  );
}

/**
 * Renders its children into an element of the open dialog, once that element
 * exists. With `create`, a results area is added when the dialog has none.
 */
function InDialog({
  selector,
  create = false,
  onInput,
  children,
}: {
  selector: string;
  create?: boolean;
  onInput?: (event: Event) => void;
  children: ReactNode;
}): ReactNode {
  const [container, setContainer] = useState<Element | null>(null);
  useEffect(() => {
    const modal = document.querySelector('.DocSearch-Modal');
    if (!modal) {
      return undefined;
    }
    let added: Element | null = null;
    const find = () => {
      const found = modal.querySelector(selector);
      if (found || !create) {
        setContainer(found);
        return;
      }
      added = document.createElement('div');
      added.className = 'DocSearch-Dropdown site-search-added';
      modal.querySelector('.DocSearch-SearchBar')?.after(added);
      setContainer(added);
    };
    find();
    const observer = new MutationObserver(() => {
      const found = modal.querySelector(selector);
      setContainer((current) => (current?.isConnected ? current : found));
    });
    observer.observe(modal, {childList: true, subtree: true});
    const input = modal.querySelector('.DocSearch-Input');
    if (onInput) {
      input?.addEventListener('input', onInput);
    }
    return () => {
      observer.disconnect();
      if (onInput) {
        input?.removeEventListener('input', onInput);
      }
      (added as Element | null)?.remove();
    };
  }, [selector, create, onInput]);
  return container ? createPortal(children, container) : null;
}

/** Sets the dialog's input as typing would, so DocSearch searches for it. */
function typeInto(input: HTMLInputElement, value: string): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(input, value.slice(0, MAX_QUERY_LENGTH));
  input.dispatchEvent(new Event('input', {bubbles: true}));
  input.focus();
}

/** Suggested queries under the no-results title; a click puts one in the input. */
function Suggestions({title, names}: {title: string | undefined; names: string[]}): ReactNode {
  const prefill = (name: string) => {
    const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
    if (input) {
      typeInto(input, `${name.toLowerCase()} `);
    }
  };
  return (
    <div className="DocSearch-NoResults-Prefill-List site-search-suggestions">
      <p className="DocSearch-Help">{title}:</p>
      <div className="DocSearch-NoResults-Prefill-List-Items">
        {names.map((name) => (
          <p key={name}>
            <button className="DocSearch-Prefill" type="button" onClick={() => prefill(name)}>
              {name}
            </button>
          </p>
        ))}
      </div>
    </div>
  );
}

/** The dialog's error screen, with DocSearch's classes and the translated strings. */
function ErrorScreen({
  translations,
}: {
  translations: {titleText?: string; helpText?: string} | undefined;
}): ReactNode {
  return (
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
    </div>
  );
}
