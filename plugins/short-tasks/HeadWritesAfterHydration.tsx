import {useEffect, type ReactNode} from 'react';
import {HelmetProvider} from 'react-helmet-async';

/**
 * The head tags (title, meta, links, `<html>` attributes) are complete in
 * the server's HTML. Helmet writes the head from the `<Head>` elements
 * rendered so far, at the next animation frame; hydration runs in slices,
 * so frames come between them and Helmet rewrote the head half-way (the
 * page's own tags and the `<html>` classes removed), then again once the
 * page's `<Head>` elements had rendered: two style recalculations of the
 * whole document. Until the hydrated page is committed, Helmet keeps its
 * state without writing it, as it does on the server; the first update
 * after (`data-has-hydrated`, set by Docusaurus) writes the whole state.
 */
export function holdHeadWritesUntilHydrated(): void {
  HelmetProvider.canUseDOM = false;
}

export function HeadWritesAfterHydration({children}: {children: ReactNode}): ReactNode {
  useEffect(() => {
    HelmetProvider.canUseDOM = true;
  }, []);
  return children;
}
