import {useCallback, useRef, useState, type KeyboardEvent} from 'react';

import {dialogInput, typeInto} from './typeInto';
import {appendTyped, isTypedCharacter} from '@site/plugins/search/theme/typedQuery';

/**
 * Repairs: DocSearch 4.7 no longer passes a key typed on the focused search
 * button to the dialog's input, as earlier versions did. Keys typed while the
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
    typedBeforeOpen.current = appendTyped(typedBeforeOpen.current, event.key);
    setInitialQuery(typedBeforeOpen.current);
    if (!opening) {
      target.click();
    }
  }, []);

  const typeBeforeOpen = useCallback((text: string) => {
    typedBeforeOpen.current = appendTyped(typedBeforeOpen.current, text);
    setInitialQuery(typedBeforeOpen.current);
  }, []);

  const reset = useCallback(() => {
    typedBeforeOpen.current = '';
    setInitialQuery(undefined);
  }, []);

  return {initialQuery, onKeyDown, typeBeforeOpen, reset};
}
