import type {ClientModule} from '@docusaurus/types';

import {browserScheduleIdle, createIdleQueue} from './idleQueue';

let deferred = false;

/**
 * The page a link needs loaded, or null when it needs none: a link to a
 * heading of this page (the table of contents, `#anchor`) has nothing to
 * load, yet Docusaurus matches it against the routes like any path and ends
 * on the not-found route, whose chunks it prefetches, once per heading.
 */
export function pageToPrefetch(target: string, currentPathname: string): string | null {
  const path = target.split('#')[0] ?? '';
  return path === '' || path === currentPathname ? null : path;
}

/**
 * Docusaurus prefetches a page's chunks when a link to it scrolls into view.
 * On a full load every visible link (header, sidebar, table of contents,
 * footer) asks at once, in one task, and each ask matches the path against
 * every route of the site: a long task right after hydration on a phone.
 * The asks are queued and handled in idle periods instead, one per page
 * (links to this page's own headings ask for nothing); hovering or touching
 * a link still loads its page at once (`preload`).
 */
function deferPrefetching(): void {
  if (deferred) {
    return;
  }
  deferred = true;
  const {prefetch: prefetchNow} = window.docusaurus;
  const enqueue = createIdleQueue<string>((path) => {
    void prefetchNow(path);
  }, browserScheduleIdle);
  // Docusaurus's object is frozen; links read the global each time they ask.
  window.docusaurus = {
    ...window.docusaurus,
    prefetch: (target) => {
      const path = pageToPrefetch(target, window.location.pathname);
      if (path !== null) {
        enqueue(path);
      }
      return false;
    },
  };
}

const prefetchWhenIdle: ClientModule = {
  // Runs in the first commit, before any link's observer has reported.
  onRouteDidUpdate: deferPrefetching,
};

export default prefetchWhenIdle;
