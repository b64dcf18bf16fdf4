/**
 * How the service worker treats a request, decided from the request alone so
 * that it can be tested without a worker.
 */
import type {OfflineWorkerConfig} from './config';

export type RequestKind =
  /** Left to the browser: not ours, not a GET, or never to be cached. */
  | 'pass'
  /** A page: the network first, then a saved or visited copy, then the offline page. */
  | 'page'
  /** A build file whose name holds its content hash: any cached copy first. */
  | 'hashed'
  /** Any other file of the site: the network first, then a cached copy. */
  | 'file';

/** Docusaurus names its bundles and assets `{name}.{8 hex}.{ext}`. */
const HASHED_ASSET = /\/assets\/(?:js|css|images|files|fonts)\/[^/]+\.[0-9a-f]{8,}\.\w+$/;

export interface RequestFacts {
  readonly url: string;
  readonly method: string;
  readonly mode: string;
  /** The header the page's saving requests carry. */
  readonly saving: boolean;
}

export function requestKind(
  request: RequestFacts,
  config: Pick<OfflineWorkerConfig, 'scope' | 'neverCache'>,
  origin: string,
): RequestKind {
  if (request.method !== 'GET' || request.saving) return 'pass';
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'pass';
  }
  if (url.origin !== origin || !url.pathname.startsWith(config.scope)) return 'pass';
  if (config.neverCache.some((prefix) => url.href.startsWith(prefix))) return 'pass';
  if (/\/dynamic-assets\//.test(url.pathname)) return 'pass';
  if (request.mode === 'navigate') return 'page';
  if (HASHED_ASSET.test(url.pathname)) return 'hashed';
  return 'file';
}

/** The locale whose base URL holds a path: the longest base that matches. */
export function localeOfPath(
  path: string,
  locales: OfflineWorkerConfig['locales'],
): OfflineWorkerConfig['locales'][number] | undefined {
  return locales.find((entry) => path.startsWith(entry.baseUrl));
}

/**
 * Where an unsaved page sends the reader: the locale's offline page, naming
 * the page asked for. Null for an offline page itself (it is kept, or no
 * redirect can help) and for a path outside every locale.
 */
export function offlinePageFor(
  url: string,
  locales: OfflineWorkerConfig['locales'],
): string | null {
  const {pathname, search, hash, origin} = new URL(url);
  const locale = localeOfPath(pathname, locales);
  if (!locale || locales.some((entry) => entry.offlinePage === pathname)) return null;
  const target = new URL(locale.offlinePage, origin);
  target.searchParams.set('from', `${pathname}${search}${hash}`);
  return target.href;
}
