import {useCallback, useState} from 'react';

/** Most suggestions the no-results screen offers. */
export const MAX_SUGGESTIONS = 3;

interface HitWithSection {
  hierarchy?: {lvl0?: string | null};
}

/** The top-level sections of an answer's hits, in order of first appearance. */
export function sectionsOf(hits: readonly HitWithSection[]): string[] {
  const sections: string[] = [];
  for (const hit of hits) {
    const name = hit.hierarchy?.lvl0;
    if (name && !sections.includes(name)) {
      sections.push(name);
    }
  }
  return sections;
}

/**
 * Repairs: DocSearch 4.7 keeps its no-results suggestions as an object in the
 * autocomplete context and never shows them. The sections of earlier answers
 * are kept here and shown under "Try searching for" when a query finds nothing.
 */
export function useNoResultsSuggestions(): {
  suggestions: string[];
  noHits: boolean;
  answered: (hits: readonly HitWithSection[], count: number) => void;
  reset: () => void;
} {
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [noHits, setNoHits] = useState(false);
  const answered = useCallback((hits: readonly HitWithSection[], count: number) => {
    const sections = sectionsOf(hits);
    if (sections.length > 0) {
      setSuggestions((previous) =>
        previous.length >= sections.length ? previous : sections.slice(0, MAX_SUGGESTIONS),
      );
    }
    setNoHits(count === 0);
  }, []);
  const reset = useCallback(() => {
    setSuggestions([]);
    setNoHits(false);
  }, []);
  return {suggestions, noHits, answered, reset};
}
