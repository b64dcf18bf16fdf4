import {useEffect, type ReactNode} from 'react';

import {releaseHeadWrites} from '../head/headWrites';

/**
 * The head tags (title, meta, links, `<html>` attributes) are complete in
 * the server's HTML. The browser's `<Head>` writes the head from the
 * elements rendered so far, at the next animation frame; hydration runs in
 * slices, so frames come between them, and a write there would rewrite the
 * head half-way (the page's own tags and the `<html>` classes removed), then
 * again once the page's elements had rendered: two style recalculations of
 * the whole document. The client entry holds the writes before it hydrates;
 * once the hydrated page is committed, the whole head is written, once.
 */
export function HeadWritesAfterHydration({children}: {children: ReactNode}): ReactNode {
  useEffect(() => {
    releaseHeadWrites();
  }, []);
  return children;
}
