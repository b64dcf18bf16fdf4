import type {ClientModule} from '@docusaurus/types';

import {browserScheduleIdle, createIdleQueue} from './idleQueue';

let deferred = false;

/**
 * Docusaurus prefetches a page's chunks when a link to it scrolls into view.
 * On a full load every visible link (header, sidebar, table of contents,
 * footer) asks at once, in one task, and each ask matches the path against
 * every route of the site: a long task right after hydration on a phone.
 * The asks are queued and handled in idle periods instead; hovering or
 * touching a link still loads its page at once (`preload`).
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
    prefetch: (path) => {
      enqueue(path);
      return false;
    },
  };
}

const prefetchWhenIdle: ClientModule = {
  // Runs in the first commit, before any link's observer has reported.
  onRouteDidUpdate: deferPrefetching,
};

export default prefetchWhenIdle;
