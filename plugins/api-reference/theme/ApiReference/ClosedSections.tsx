import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import Translate from '@docusaurus/Translate';

// Imported by this request, which the server bundle's replacement matches (see `../../index.ts`).
import {closedSectionsNow, loadClosedSections} from '@site/plugins/api-reference/closedSections';
import type {ApiClosedSections, ApiPageData} from '@site/src/model/api/types';
import styles from './styles.module.css';

type ClosedSectionsState =
  | {readonly status: 'idle' | 'failed'; readonly sections: null}
  | {readonly status: 'ready'; readonly sections: ApiClosedSections};

interface ClosedSectionsValue {
  readonly state: ClosedSectionsState;
  /** Loads the content of the sections that start closed; rejects when it cannot. */
  readonly load: () => Promise<unknown>;
}

export const ClosedSectionsContext = createContext<ClosedSectionsValue>({
  state: {status: 'failed', sections: null},
  load: () => Promise.reject(new Error('No API page around this section')),
});

/**
 * The page's closed sections for `ApiReference` to provide: here at once on
 * the server and after a first load, else loaded when a section asks. The
 * page holds the state, so that it renders again when they arrive (a deep
 * link into one waits for its element).
 */
export function useClosedSections({
  id: pageId,
  hasClosedSections,
}: Pick<ApiPageData, 'id' | 'hasClosedSections'>): ClosedSectionsValue {
  const [state, setState] = useState<ClosedSectionsState>(() => {
    const sections = hasClosedSections ? closedSectionsNow(pageId) : null;
    return sections ? {status: 'ready', sections} : {status: 'idle', sections: null};
  });
  const load = useCallback(
    () =>
      loadClosedSections(pageId).then(
        // Not a transition: the content is in place before the section that
        // waited for it renders (its own update is one).
        (sections) => setState({status: 'ready', sections}),
        (error: unknown) => {
          setState({status: 'failed', sections: null});
          throw error;
        },
      ),
    [pageId],
  );
  return useMemo(() => ({state, load}), [state, load]);
}

/**
 * What content kept as the server's HTML waits for before it renders in the
 * browser: the page's closed sections when its content is there
 * (`closedContent`). Not the highlighter: its code blocks take their lines
 * from the server's copy they replace (`useServerMarkup`).
 */
export function usePrepareLive(closedContent: boolean): () => Promise<unknown> {
  const {load} = useContext(ClosedSectionsContext);
  return useCallback(() => (closedContent ? load() : Promise.resolve()), [closedContent, load]);
}

/**
 * Renders content of a section that starts closed, picked from the page's
 * closed sections. Where the page was not hydrated from the server's HTML
 * (a client-side navigation, the dev server), the section renders before the
 * content is here: it asks for it, renders nothing meanwhile (the section is
 * closed) and says so if the content cannot load.
 */
export function ClosedContent<T>({
  pick,
  children,
}: {
  pick: (sections: ApiClosedSections) => T | undefined;
  children: (content: T) => ReactNode;
}): ReactNode {
  const {state, load} = useContext(ClosedSectionsContext);
  useEffect(() => {
    if (state.status === 'idle') {
      load().catch(() => undefined);
    }
  }, [state.status, load]);
  if (state.status === 'failed') {
    return (
      <p className={styles.closedFailed} role="status">
        <Translate id="api.section.loadFailed">
          This part of the reference could not be loaded. Check your connection and reload the page.
        </Translate>
      </p>
    );
  }
  const content = state.sections ? pick(state.sections) : undefined;
  return content === undefined ? null : children(content);
}
