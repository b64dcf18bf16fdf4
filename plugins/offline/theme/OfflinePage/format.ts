/** Sizes and dates as the reader's language writes them. */

const MEGABYTE = 1024 * 1024;

export function formatMegabytes(bytes: number, locale: string): string {
  const megabytes = bytes / MEGABYTE;
  const digits = megabytes < 10 ? 1 : 0;
  return `${new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(megabytes)} MB`;
}

export function formatCount(count: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(count);
}

export function formatDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, {dateStyle: 'medium', timeStyle: 'short'}).format(date);
}

/**
 * The page an unsaved address asked for, from the offline page's `from`
 * parameter: a path of this site, or null for anything else (another
 * origin, a script URL), which is then neither shown as a link nor followed.
 */
export function requestedPath(search: string, scope: string, origin: string): string | null {
  const from = new URLSearchParams(search).get('from');
  if (!from || from.length > 2000) return null;
  try {
    const url = new URL(from, origin);
    if (url.origin !== origin || !url.pathname.startsWith(scope)) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
