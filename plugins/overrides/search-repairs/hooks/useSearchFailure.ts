import {useCallback, useRef, useState} from 'react';

/**
 * Repairs: when a search fails (unreachable hosts, a 4xx, the built-in index
 * not loading), DocSearch 4.7's autocomplete core sets the error status and
 * resets it to idle at once, so the reader saw "No results" instead of an
 * error screen. The search client reports the failure here and
 * answers with no hits; the bar shows its own error screen while `failed`.
 *
 * The screen stays up until the query changes: DocSearch re-runs the same
 * query on focus and input events, which would otherwise hide it at once.
 */
export function useSearchFailure(): {
  failed: boolean;
  /** A search for `query` starts: a different query clears an earlier failure. */
  searchStarted: (query: string) => void;
  searchFailed: (query: string) => void;
  /** For the input's own `input` listener. */
  clearOnInput: (event?: Event) => void;
  reset: () => void;
} {
  const [failed, setFailed] = useState(false);
  const failedQuery = useRef<string | null>(null);

  const searchStarted = useCallback((query: string) => {
    if (query !== failedQuery.current) {
      failedQuery.current = null;
      setFailed(false);
    }
  }, []);
  const searchFailed = useCallback((query: string) => {
    failedQuery.current = query;
    setFailed(true);
  }, []);
  // Runs in the input's own listener, before React's: a state update made
  // there would be rendered before React reads the input, with the old query,
  // and the letter just typed would be lost. So it waits for the next task.
  const clearOnInput = useCallback((event?: Event) => {
    const input = event?.target as HTMLInputElement | null;
    setTimeout(() => {
      if (input?.value !== failedQuery.current) {
        failedQuery.current = null;
        setFailed(false);
      }
    }, 0);
  }, []);
  const reset = useCallback(() => {
    failedQuery.current = null;
    setFailed(false);
  }, []);

  return {failed, searchStarted, searchFailed, clearOnInput, reset};
}
