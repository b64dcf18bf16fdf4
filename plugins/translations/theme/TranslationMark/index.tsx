import {lazy, Suspense, type ReactNode} from 'react';

import type {TranslationMark as MarkData} from '../../types';

// Its own chunk: only a page with a Japanese text that is not current loads it,
// so the pages that have none carry nothing of it but this wrapper.
const Mark = lazy(() => import('./Mark'));

/** The mark by an API entry's or an example's heading (Mark.tsx), loaded when there is one. */
export default function TranslationMark({mark}: {mark: MarkData}): ReactNode {
  return (
    // The server renders the mark itself (it waits for every lazy part); the browser keeps
    // that markup until the mark's chunk has come.
    <Suspense fallback={null}>
      <Mark mark={mark} />
    </Suspense>
  );
}
