/** Path words that say nothing about what the reader was looking for. */
const NOISE = new Set(['html', 'htm', 'index', 'www', 'http', 'https']);

/** The longest query the page sends: a long mistyped path is not a query. */
const MAX_QUERY_LENGTH = 64;

/**
 * The words of a missing page's path under the locale's base URL, as a
 * search query: `/mapbox-gl-js/ja/api/markerz/` → `api markerz`. A path
 * that cannot be decoded is read as it is.
 */
export function queryFromPath(pathname: string, baseUrl: string): string {
  const inside = pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length) : pathname;
  let decoded = inside;
  try {
    decoded = decodeURIComponent(inside);
  } catch {
    // A stray `%` in a typed address: the raw path still has words.
  }
  const words = decoded
    .split(/[\s/\\\-_.#?&=+%]+/u)
    .map((word) => word.trim().toLowerCase())
    .filter((word) => word.length >= 2 && !NOISE.has(word));
  return words.join(' ').slice(0, MAX_QUERY_LENGTH).trim();
}

export interface PageSuggestion {
  readonly url: string;
  /** The page's title, and the section of it the hit is in when not the page itself. */
  readonly title: string;
  readonly section?: string;
}

const MAX_PAGES = 5;

export interface HitLike {
  url?: unknown;
  hierarchy?: Record<string, unknown>;
}

/** One suggestion per page, best first; hits without a URL or title are skipped. */
export function pagesOfHits(hits: readonly HitLike[], max = MAX_PAGES): PageSuggestion[] {
  const pages = new Map<string, PageSuggestion>();
  for (const hit of hits) {
    if (typeof hit.url !== 'string') continue;
    const page = hit.url.split('#')[0]!;
    const title = hit.hierarchy?.lvl1 ?? hit.hierarchy?.lvl0;
    if (typeof title !== 'string' || !title || pages.has(page)) continue;
    const section = hit.hierarchy?.lvl2;
    pages.set(page, {
      url: hit.url,
      title,
      ...(typeof section === 'string' && section ? {section} : {}),
    });
    if (pages.size === max) break;
  }
  return [...pages.values()];
}
