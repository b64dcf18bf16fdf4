/**
 * The search theme's bar as the package ships it, for builds without the
 * `search-repairs` override (`DOCS_OVERRIDES`, see plugins/overrides):
 * DocSearch's own button, dialog and behaviours. Only its data source is the
 * site's: in the embedded mode, DocSearch's documented `transformSearchClient`
 * sends every search to the index shipped with the build.
 */
import {useCallback, type ComponentType, type ReactNode} from 'react';
import type {DocSearchProps} from '@docsearch/react';
import OriginalSearchBar from '@theme-original/SearchBar';
import {useAlgoliaThemeConfig} from '@docusaurus/theme-search-algolia/client';

import {isEmbeddedAppId} from '../constants';
import {embeddedSearchClient, type SearchClient} from '../client/dialogClient';

/** The theme's search bar accepts DocSearch props at run time; its type says none. */
const SearchBar = OriginalSearchBar as unknown as ComponentType<Partial<DocSearchProps>>;

export default function StockSearchBar(): ReactNode {
  const {algolia} = useAlgoliaThemeConfig();
  const {appId, apiKey} = algolia;
  const transformSearchClient = useCallback(
    (original: SearchClient) => embeddedSearchClient(appId, apiKey, original),
    [appId, apiKey],
  );
  return isEmbeddedAppId(appId) ? (
    <SearchBar transformSearchClient={transformSearchClient} />
  ) : (
    <SearchBar />
  );
}
