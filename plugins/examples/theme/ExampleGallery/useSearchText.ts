import {startTransition, useCallback, useEffect, useRef, useState} from 'react';

import type {GallerySearchText} from '@site/plugins/examples/gallery';

export type SearchTextState =
  | {readonly status: 'idle' | 'loading' | 'failed'; readonly text: null}
  | {readonly status: 'ready'; readonly text: GallerySearchText};

const IDLE: SearchTextState = {status: 'idle', text: null};

/**
 * The gallery's search text (every description in full and the API names of
 * each example's code), a chunk of its own that two thirds of the gallery's
 * data would otherwise be: loaded once a search is typed or in the address,
 * or ahead of it when the search box is focused (`warm`). A failed load is
 * `failed`, and the search falls back to what the cards show.
 */
export function useSearchText(searching: boolean): [SearchTextState, () => void] {
  const [state, setState] = useState<SearchTextState>(IDLE);
  const requested = useRef(false);

  const load = useCallback(() => {
    if (requested.current) {
      return;
    }
    requested.current = true;
    setState({status: 'loading', text: null});
    import(
      /* webpackChunkName: "gallery-search" */ '@generated/examples/default/gallery-search.json'
    ).then(
      ({default: text}) => startTransition(() => setState({status: 'ready', text})),
      () => setState({status: 'failed', text: null}),
    );
  }, []);

  useEffect(() => {
    if (searching) {
      load();
    }
  }, [searching, load]);

  return [state, load];
}
