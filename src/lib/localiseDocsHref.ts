/**
 * Links to other pages of the provider's docs host follow the reader's
 * locale: `https://docs.example.com/ios/maps/guides/` becomes
 * `https://docs.example.com/ja/ios/maps/guides/` on a Japanese page.
 * iOS and Android API references are generated per platform and exist in
 * English only, so their paths are left alone.
 */
const ENGLISH_ONLY_PATH = /^\/(ios|android)\/[^/]+\/api(\/|$)/;

export function localiseDocsHref(href: string, locale: string, docsHost: string): string {
  if (locale === 'en') {
    return href;
  }
  let url: URL;
  let host: URL;
  try {
    url = new URL(href);
    host = new URL(docsHost);
  } catch {
    return href;
  }
  if (url.origin !== host.origin || ENGLISH_ONLY_PATH.test(url.pathname)) {
    return href;
  }
  if (url.pathname === `/${locale}` || url.pathname.startsWith(`/${locale}/`)) {
    return href;
  }
  url.pathname = `/${locale}${url.pathname}`;
  return url.toString();
}
