import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';

import {useRuntimeHosts} from '../config/useRuntimeHosts';

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

export interface AccountLinks {
  readonly consoleUrl: string;
  readonly accessTokensUrl: string;
  readonly signInUrl: string;
  readonly signUpUrl: string;
}

/** The account and console pages the site links to, on this environment's hosts. */
export function useAccountLinks(): AccountLinks {
  const {hosts} = useRuntimeHosts();
  const pageUrl = useCurrentPageUrl();
  return {
    consoleUrl: `${hosts.console}/`,
    accessTokensUrl: `${hosts.console}/account/access-tokens/`,
    signInUrl: accountAuthUrl(hosts.account, 'signin', pageUrl),
    signUpUrl: accountAuthUrl(hosts.account, 'signup', pageUrl),
  };
}
