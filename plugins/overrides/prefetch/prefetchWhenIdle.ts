import type {ClientModule} from '@docusaurus/types';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import {matchRoutes} from 'react-router-config';

import {browserScheduleIdle, createIdleQueue} from './idleQueue';
import prefetchFile from './prefetch';
import {chunkNamesByRoute, chunkNamesForPage, pageToPrefetch} from './prefetchPlan';

// Added to the bundler's runtime by Docusaurus: a chunk name's file.
declare const __webpack_require__: {gca?: (chunkName: string) => string | undefined};

interface NetworkInformation {
  readonly effectiveType?: string;
  readonly saveData?: boolean;
}

/**
 * As Docusaurus decides: no prefetching on a 2G link or when the reader
 * saves data; nor offline, where a page the offline copy lacks cannot be
 * fetched and the one it has needs no prefetch.
 */
function onSlowConnection(): boolean {
  if (!navigator.onLine) return true;
  const {connection} = navigator as Navigator & {connection?: NetworkInformation};
  return !!connection && (!!connection.effectiveType?.includes('2g') || !!connection.saveData);
}

let byRoute: Map<string, string[]> | null = null;
const files = new Map<string, string | null>();

/** A chunk's file, asked of the runtime once per chunk: its answer rebuilds a table each time. */
function fileOf(chunkName: string): string | null {
  if (!files.has(chunkName)) {
    const file = __webpack_require__.gca?.(chunkName);
    // A chunk merged into another has no file of its own.
    files.set(chunkName, file && !file.includes('undefined') ? file : null);
  }
  return files.get(chunkName) ?? null;
}

let deferred = false;

/**
 * Docusaurus prefetches a page's chunks when a link to it scrolls into view.
 * On a full load every visible link (header, sidebar, table of contents,
 * footer) asks at once, and each ask matched the path against every route,
 * scanned the whole chunk-name table with a regular expression, rebuilt the
 * runtime's chunk-to-file table per chunk and inserted every `<link>`, in
 * one task: a long task right after hydration on a phone.
 *
 * Here the asks are queued and handled in idle periods, in two steps: a page
 * (links to this page's own headings ask for nothing) becomes its files,
 * from a route table read once; then each file is prefetched, once, a few
 * per idle period. Hovering or touching a link still loads its page at once
 * (Docusaurus's `preload`).
 */
function deferPrefetching(): void {
  if (deferred) {
    return;
  }
  deferred = true;
  const pagesAsked = new Set<string>();
  // Asked again when the file's turn comes: the connection may have dropped
  // since its page was queued, and a failed prefetch is a console error.
  const enqueueFile = createIdleQueue<string>((file) => {
    if (navigator.onLine) {
      void prefetchFile(file);
    }
  }, browserScheduleIdle);
  const enqueuePage = createIdleQueue<string>((path) => {
    byRoute ??= chunkNamesByRoute(routesChunkNames);
    for (const name of chunkNamesForPage(path, (page) => matchRoutes(routes, page), byRoute)) {
      const file = fileOf(name);
      if (file) {
        enqueueFile(file);
      }
    }
  }, browserScheduleIdle);
  // Docusaurus's object is frozen; links read the global each time they ask.
  window.docusaurus = {
    ...window.docusaurus,
    prefetch: (target) => {
      const path = pageToPrefetch(target, window.location.pathname);
      if (path !== null && !pagesAsked.has(path) && !onSlowConnection()) {
        pagesAsked.add(path);
        enqueuePage(path);
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
