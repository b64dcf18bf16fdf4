import {useCallback, useState, type FocusEvent, type KeyboardEvent, type ReactNode} from 'react';
import type {DocSearchProps} from '@docsearch/react';

import {appendTyped} from './typedQuery';

export type TransformSearchClient = NonNullable<DocSearchProps['transformSearchClient']>;

/** The dialog's strings, as the bar gives them to DocSearch, and the bar's own. */
export interface DialogTranslations {
  readonly modal: NonNullable<DocSearchProps['translations']>['modal'];
  readonly noRecentSearches: string;
}

/** What the bar hands to the repairs of DocSearch's dialog. */
export interface SearchRepairsInput {
  readonly embedded: boolean;
  /** The bar's own client: the embedded index, or the hosted service. */
  readonly transformSearchClient: TransformSearchClient;
  readonly translations: DialogTranslations;
  /** The element around the bar (DocSearch's button, and the dialog's portal host). */
  readonly wrapper: {readonly current: HTMLElement | null};
}

/** What the repairs give back to the bar. */
export interface SearchRepairs {
  readonly transformSearchClient: TransformSearchClient;
  readonly initialQuery: string | undefined;
  /** Keys the reader typed before the dialog opened (on the button this bar replaced). */
  readonly typeBeforeOpen: (text: string) => void;
  readonly onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  readonly onFocus?: (event: FocusEvent<HTMLElement>) => void;
  /** Rendered after the bar. */
  readonly content: ReactNode;
}

/**
 * The search bar's seam for repairs of DocSearch's own behaviours. Here,
 * none: DocSearch as it ships, with the bar's client and the keys typed
 * before the dialog opened as its initial query (a documented prop). The
 * `search-repairs` override (plugins/overrides) puts its module in place of
 * this one.
 */
export function useSearchRepairs({transformSearchClient}: SearchRepairsInput): SearchRepairs {
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const typeBeforeOpen = useCallback((text: string) => {
    setInitialQuery((typed) => appendTyped(typed ?? '', text));
  }, []);
  return {transformSearchClient, initialQuery, typeBeforeOpen, content: null};
}
