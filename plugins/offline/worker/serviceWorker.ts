/**
 * The site's service worker, bundled by the build into `{base}sw.js` with
 * its configuration written in. It keeps what readers visited (size-capped)
 * and answers from the copies they saved when the network is gone; a page
 * nobody saved becomes the locale's offline page. A new build waits until
 * the reader chooses Reload, so an open page never mixes two builds.
 */
import {CacheableResponsePlugin} from 'workbox-cacheable-response';
import {ExpirationPlugin} from 'workbox-expiration';
import {registerRoute} from 'workbox-routing';
import {CacheFirst, NetworkFirst} from 'workbox-strategies';

import type {OfflineWorkerConfig} from './config';
import {localeOfPath, offlinePageFor, requestKind} from './requestKind';
import {SAVE_REQUEST_HEADER} from '../model/offlineManifest';

declare const __OFFLINE_CONFIG__: OfflineWorkerConfig;

interface WorkerScope {
  readonly location: Location;
  skipWaiting(): Promise<void>;
  readonly clients: {
    claim(): Promise<void>;
    matchAll(options: {type: 'window'; includeUncontrolled: boolean}): Promise<WindowClient[]>;
  };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const CONFIG = __OFFLINE_CONFIG__;
const SHELL_CACHE = `docs-shell-${CONFIG.version}`;
const VISITED_PAGES = 'docs-visited-pages';
const VISITED_FILES = 'docs-visited-files';

/** Only whole answers are kept: no error page, no partial range. */
const complete = new CacheableResponsePlugin({statuses: [200]});

const pages = new NetworkFirst({
  cacheName: VISITED_PAGES,
  plugins: [complete, new ExpirationPlugin({maxEntries: 60, purgeOnQuotaError: true})],
});
const visitedFiles = [complete, new ExpirationPlugin({maxEntries: 600, purgeOnQuotaError: true})];
const files = new NetworkFirst({cacheName: VISITED_FILES, plugins: visitedFiles});
const hashedFiles = new CacheFirst({cacheName: VISITED_FILES, plugins: visitedFiles});

function kindOf(request: Request) {
  return requestKind(
    {
      url: request.url,
      method: request.method,
      mode: request.mode,
      saving: request.headers.has(SAVE_REQUEST_HEADER),
    },
    CONFIG,
    worker.location.origin,
  );
}

/** A copy from any cache: a saved locale, the shell, the visited files. */
function cachedCopy(request: Request | string): Promise<Response | undefined> {
  return caches.match(request, {ignoreSearch: true});
}

/** Keeps a locale's offline page and what it loads, once. */
async function keepShell(locale: OfflineWorkerConfig['locales'][number] | undefined) {
  if (!locale) return;
  const cache = await caches.open(SHELL_CACHE);
  if (!(await cache.match(locale.offlinePage))) await cache.addAll([...locale.shell]);
}

/**
 * Where a page nobody kept sends the reader: its locale's offline page, or,
 * for a locale they never opened (whose offline page was never kept), the
 * offline page of one they did.
 */
async function offlineRedirect(url: string): Promise<Response> {
  const shells = await caches.open(SHELL_CACHE);
  const own = localeOfPath(new URL(url).pathname, CONFIG.locales);
  for (const locale of [...(own ? [own] : []), ...CONFIG.locales]) {
    const target = offlinePageFor(url, [{...locale, baseUrl: CONFIG.scope}]);
    if (target && (await shells.match(locale.offlinePage))) return Response.redirect(target, 302);
  }
  return Response.error();
}

registerRoute(
  ({request}) => kindOf(request) === 'page',
  async (options) => {
    const {request, event} = options;
    try {
      const answer = await pages.handle(options);
      // The first page of a locale: its offline page from now on.
      event.waitUntil(
        keepShell(localeOfPath(new URL(request.url).pathname, CONFIG.locales)).catch(
          () => undefined,
        ),
      );
      return answer;
    } catch {
      const saved = await cachedCopy(request);
      if (saved) return saved;
      return offlineRedirect(request.url);
    }
  },
);

registerRoute(
  ({request}) => kindOf(request) === 'hashed',
  async (options) => (await cachedCopy(options.request)) ?? hashedFiles.handle(options),
);

registerRoute(
  ({request}) => kindOf(request) === 'file',
  async (options) => {
    try {
      return await files.handle(options);
    } catch (error) {
      const saved = await cachedCopy(options.request);
      if (saved) return saved;
      throw error;
    }
  },
);

interface WindowClient {
  readonly url: string;
}

worker.addEventListener('install', (event) => {
  // The shells of the locales the reader has open (the page that registered the worker).
  event.waitUntil(
    worker.clients.matchAll({type: 'window', includeUncontrolled: true}).then(async (windows) => {
      const open = CONFIG.locales.filter((locale) =>
        windows.some(
          (client) => localeOfPath(new URL(client.url).pathname, CONFIG.locales) === locale,
        ),
      );
      const wanted = open.length > 0 ? open : CONFIG.locales.slice(-1);
      for (const locale of wanted) await keepShell(locale);
    }),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('docs-shell-') && name !== SHELL_CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => worker.clients.claim()),
  );
});

worker.addEventListener('message', (event) => {
  const data = event.data as {type?: unknown} | null;
  if (data?.type === 'docs:skip-waiting') {
    event.waitUntil(worker.skipWaiting());
  } else if (data?.type === 'docs:version') {
    event.ports[0]?.postMessage({version: CONFIG.version});
  }
});
