import {createContext, startTransition, useEffect, useState, type ReactNode} from 'react';

/**
 * Replaces `@docusaurus/core`'s module of the same name (see `index.ts`).
 * `useIsBrowser()` is false while React hydrates the server's HTML and true
 * from the render after. The core flips it with a plain state update, which
 * React renders in one uninterruptible task: every component that reads it
 * (links, code blocks, the navbar's items, ...) at once, about a fifth of a
 * second on a phone. As a transition, that render is sliced into short
 * tasks that give way to the reader's input.
 */
export const Context = createContext(false);

export function BrowserContextProvider({children}: {children: ReactNode}): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => {
      setIsBrowser(true);
    });
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
