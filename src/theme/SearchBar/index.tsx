import {
  useCallback,
  useMemo,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import type {DocSearchProps} from '@docsearch/react';
import OriginalSearchBar from '@theme-original/SearchBar';
import translations from '@theme/SearchTranslations';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAlgoliaThemeConfig} from '@docusaurus/theme-search-algolia/client';

import {
  isEmbeddedAppId,
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

  const transformSearchClient = useCallback<
    NonNullable<DocSearchProps['transformSearchClient']>
  >(() => {
    // The same lite client, with the embedded requester (src/search/liteClient.ts).
    const client = liteClient(algolia.appId, algolia.apiKey);
    client.addAlgoliaAgent('docsearch-embedded');
    client.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
    return client;
  }, [algolia.appId, algolia.apiKey, siteMetadata.docusaurusVersion]);

  const dialogTranslations = useMemo(() => {
    const modal = translations.modal ?? {};
    const isDev = process.env.NODE_ENV === 'development';
    return {
      button: translations.button,
      modal: {
        ...modal,
        ...(embedded && isDev && {errorScreen: devErrorScreen()}),
      },
    };
  }, [embedded]);

  const bar = (
    <SearchBar
      searchParameters={searchParameters}
      translations={dialogTranslations}
      {...(embedded && {transformSearchClient})}
    />
  );
  if (!embedded) {
    return bar;
  }
  return (
    <div
      style={{display: 'contents'}}
      onMouseOver={prefetchEmbeddedIndex}
      onFocus={prefetchEmbeddedIndex}
      onTouchStart={prefetchEmbeddedIndex}>
      {bar}
    </div>
  );
}
