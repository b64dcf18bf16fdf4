import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';

/**
 * The URL of the page being read, for the account site's `route-to`
 * parameter. It follows client-side navigation (useLocation) and, in static
 * HTML, falls back to the page's canonical production URL.
 */
export function useCurrentPageUrl(): string {
  const {siteConfig} = useDocusaurusContext();
  const {pathname, search, hash} = useLocation();
  const isBrowser = useIsBrowser();
  const origin = isBrowser ? window.location.origin : siteConfig.url;
  return `${origin}${pathname}${search}${hash}`;
}

/** `{accountHost}/auth/{action}/?route-to={current page}` */
export function accountAuthUrl(
  accountHost: string,
  action: 'signin' | 'signup',
  pageUrl: string,
): string {
  const url = new URL(`/auth/${action}/`, accountHost);
  url.searchParams.set('route-to', pageUrl);
  return url.toString();
}
