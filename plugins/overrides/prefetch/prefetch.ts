// The core's module under a query string, which the replacement pattern of
// `index.ts` does not match, so this file can build on it.
import prefetchFile from '@docusaurus/core/lib/client/prefetch.js?original';

/**
 * Replaces `@docusaurus/core`'s module of the same name (see `index.ts`):
 * asks the browser to fetch a chunk at low priority, for a page the reader
 * may open next. Docusaurus asks for every chunk of the page's route and of
 * each route around it (the docs layout, the version with its sidebar), so
 * the links of one sidebar asked for the same few files again and again,
 * one `<link rel="prefetch">` per link and chunk, each inserted on the main
 * thread. Each file is asked for once here; the core's module
 * fetches it.
 */
const requested = new Set<string>();

export default function prefetch(url: string): Promise<void> {
  if (requested.has(url)) {
    return Promise.resolve();
  }
  requested.add(url);
  return prefetchFile(url);
}
