/**
 * Replaces `@docusaurus/core`'s module of the same name (see `index.ts`):
 * asks the browser to fetch a chunk at low priority, for a page the reader
 * may open next. Docusaurus asks for every chunk of the page's route and of
 * each route around it (the docs layout, the version with its sidebar), so
 * the links of one sidebar asked for the same dozen files again and again:
 * about 300 `<link rel="prefetch">` for 21 files on a guide, each inserted
 * on the main thread. Each file is asked for once here.
 */
const requested = new Set<string>();
let fetchAhead: ((url: string) => Promise<void>) | undefined;

function supportsLinkPrefetch(): boolean {
  try {
    return document.createElement('link').relList.supports('prefetch');
  } catch {
    return false;
  }
}

function prefetchWithLink(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(`Could not prefetch ${url}`));
    document.head.appendChild(link);
  });
}

async function prefetchWithRequest(url: string): Promise<void> {
  const response = await fetch(url, {credentials: 'include'});
  if (!response.ok) {
    throw new Error(`Could not prefetch ${url}: ${response.status}`);
  }
}

export default function prefetch(url: string): Promise<void> {
  if (typeof document === 'undefined' || requested.has(url)) {
    return Promise.resolve();
  }
  requested.add(url);
  fetchAhead ??= supportsLinkPrefetch() ? prefetchWithLink : prefetchWithRequest;
  // A failed prefetch costs nothing: the page loads its chunks when opened.
  return fetchAhead(url).catch(() => undefined);
}
