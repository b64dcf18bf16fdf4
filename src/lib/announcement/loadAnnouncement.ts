import type {Environment} from '@site/src/config/settings';

import {parseAnnouncementHeader, type Announcement} from './announcementHeader';

/** Where the file lives, under the docs host or the site's base URL. The one place this path is written. */
export const ANNOUNCEMENT_PATH = 'dynamic-assets/announcement.json';

/** A request that has not answered by then counts as failed: a bar appearing later would shift the page under the reader. */
export const ANNOUNCEMENT_TIMEOUT_MS = 10_000;

export const ANNOUNCEMENT_ERROR = 'Failed to fetch announcement configuration:';

/**
 * The URL of the announcement file.
 * - production (pages on the provider's domain): the docs host's shared file,
 *   `{docs host}/dynamic-assets/announcement.json`, which announces to every
 *   docs site of the provider at once;
 * - development (any other host): the site's own copy under its base URL,
 *   i.e. the file this site ships in `static/`.
 */
export function announcementUrl(
  environment: Environment,
  docsHost: string,
  baseUrl: string,
): string {
  return environment === 'production'
    ? `${docsHost.replace(/\/+$/, '')}/${ANNOUNCEMENT_PATH}`
    : `${baseUrl.replace(/\/*$/, '/')}${ANNOUNCEMENT_PATH}`;
}

export interface LoadOptions {
  /**
   * The parser of a banner's fields, with its HTML sanitiser, loaded only
   * when the file asks for a banner: the URL and colour checks and
   * DOMPurify stay out of every page's first download.
   */
  loadParser: () => Promise<(data: unknown) => Announcement>;
  fetch?: typeof fetch;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/**
 * Fetches and parses the file. Rejects on a network failure, a status other
 * than 200, a timeout, invalid JSON or a file of the wrong shape.
 */
export async function loadAnnouncement(url: string, options: LoadOptions): Promise<Announcement> {
  const {fetch: fetchImpl = fetch, signal, timeoutMs = ANNOUNCEMENT_TIMEOUT_MS} = options;
  const controller = new AbortController();
  const abort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', abort, {once: true});
  const timer = setTimeout(
    () => controller.abort(new Error(`no answer within ${timeoutMs} ms`)),
    timeoutMs,
  );
  try {
    const response = await fetchImpl(url, {
      signal: controller.signal,
      credentials: 'omit',
      headers: {Accept: 'application/json'},
    });
    if (response.status !== 200) {
      throw new Error(`HTTP ${response.status} for ${url}`);
    }
    const data: unknown = await response.json();
    const header = parseAnnouncementHeader(data);
    return header.showBanner ? (await options.loadParser())(data) : header;
  } catch (error) {
    // fetch rejects with an AbortError naming nothing; report our reason.
    throw controller.signal.aborted && controller.signal.reason !== undefined
      ? controller.signal.reason
      : error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}
