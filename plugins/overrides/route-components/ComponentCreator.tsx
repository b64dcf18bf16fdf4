import type {ComponentType, ReactNode} from 'react';
// The core's module under a query string, which the replacement pattern of
// `index.ts` does not match, so this file can build on it.
import createLoadableRoute from '@docusaurus/core/lib/client/exports/ComponentCreator.js?original';

type RouteComponent = ComponentType<object> & {preload?: () => Promise<unknown>};

/**
 * Replaces `@docusaurus/core`'s module of the same name (see `index.ts`).
 * The generated route table calls this once per route while the page's
 * first script runs: every route of the locale, each flattening its chunk
 * names and building a loadable component, although a page load renders
 * one route. The loadable component is now built the first time a route is
 * rendered or preloaded (the page load itself, or a hover or touch on a link
 * to it).
 */
export default function ComponentCreator(path: string, hash: string): RouteComponent {
  let loadable: RouteComponent | undefined;
  const build = (): RouteComponent => (loadable ??= createLoadableRoute(path, hash));
  function Route(props: object): ReactNode {
    const Loadable = build();
    return <Loadable {...props} />;
  }
  Route.preload = () => build().preload?.() ?? Promise.resolve();
  return Route;
}
