import {useCallback, useRef, useState, type KeyboardEvent} from 'react';

import {MAX_QUERY_LENGTH} from '../../../constants';
import {dialogInput, typeInto} from './typeInto';

/** A printable letter or digit typed without a modifier. */
function isTypedCharacter(event: KeyboardEvent<HTMLElement>): boolean {
  return !event.ctrlKey && !event.metaKey && !event.altKey && /^[\p{L}\p{N}]$/u.test(event.key);
}

/**
 * Repairs: DocSearch 4.7 no longer passes a key typed on the focused search
 * button to the dialog's input (the spec says it must). Keys typed while the
 * dialog opens become its initial query, every one of them: a reader who
 * clicks and types at once must not lose the first letters.
 *
 * `reset` is called when focus returns to the button (the dialog closed).
 */
export function useTypeOnButton(): {
  initialQuery: string | undefined;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /** Keys typed before the dialog opens, from elsewhere (the button this bar replaced). */
  typeBeforeOpen: (text: string) => void;
  reset: () => void;
} {
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const typedBeforeOpen = useRef('');

  const onKeyDown = useCallback((event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (!target.classList.contains('DocSearch-Button') || !isTypedCharacter(event)) {
      return;
    }
    event.preventDefault();
    // The dialog has mounted but its input has no focus yet: type into it.
    const input = dialogInput();
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

  const typeBeforeOpen = useCallback((text: string) => {
    typedBeforeOpen.current = `${typedBeforeOpen.current}${text}`.slice(0, MAX_QUERY_LENGTH);
    setInitialQuery(typedBeforeOpen.current);
  }, []);

  const reset = useCallback(() => {
    typedBeforeOpen.current = '';
    setInitialQuery(undefined);
  }, []);

  return {initialQuery, onKeyDown, typeBeforeOpen, reset};
}
