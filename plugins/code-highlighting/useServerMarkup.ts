import {useRef, useState} from 'react';

import {useHydrating} from '../short-tasks/useHydrating';

/**
 * True while a code block may keep the markup the server rendered for `code`.
 * React does not look inside an element given `dangerouslySetInnerHTML` while
 * hydrating, so such a block keeps the server's highlighted lines without
 * tokenising them again, which was most of the cost of hydrating a page with
 * code. That holds while:
 * - the block was first rendered by hydration, not by a client-side navigation
 *   or on the dev server, which has no server HTML;
 * - its code is the code it was hydrated with (the reader's token changes it).
 * Token colours are classes styled for both colour modes, so a dark page or
 * a switch of mode keeps the markup too.
 * Once false it stays false: the server's lines are gone.
 */
export function useServerMarkup(code: string): boolean {
  const hydrating = useHydrating();
  const [hydratedCode] = useState(() => (hydrating ? code : null));
  const left = useRef(false);
  if (hydratedCode !== code) {
    left.current = true;
  }
  return !left.current;
}

// Code blocks keep the server's lines with the shared props.
export {KEEP_SERVER_CHILDREN} from '../short-tasks/useHydrating';
