import {useCallback, useRef} from 'react';

/**
 * Repairs: DocSearch 4.7's "See all {count} results" adds up the `nbHits` of
 * every answer since the dialog opened, so the count grew with each letter
 * typed. `countToReport` turns this answer's count into the change from the
 * count already shown, so DocSearch's sum is this query's count.
 */
export function useSeeAllCount(): {
  countToReport: (count: number) => number;
  reset: () => void;
} {
  const shown = useRef(0);
  const countToReport = useCallback((count: number) => {
    const change = count - shown.current;
    shown.current = count;
    return change;
  }, []);
  const reset = useCallback(() => {
    shown.current = 0;
  }, []);
  return {countToReport, reset};
}
