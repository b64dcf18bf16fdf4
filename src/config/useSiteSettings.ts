import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';

import {replaceProductTokens} from './productTokens';
import {hostsForHostname, type HostSet, type SiteSettings} from './settings';

/** The settings resolved at build time (docusaurus.config.ts customFields). */
export function useSiteSettings(): SiteSettings {
  const {siteConfig} = useDocusaurusContext();
  const settings = siteConfig.customFields?.settings as SiteSettings | undefined;
  if (!settings) {
    throw new Error('customFields.settings is missing from docusaurus.config.ts.');
  }
  return settings;
}

/**
 * Hosts for the environment this page is served from. Static HTML is
 * rendered with the production hosts; after hydration a page served from
 * anywhere but the provider's domain switches to the development hosts.
 */
export function useHosts(): HostSet {
  const settings = useSiteSettings();
  const isBrowser = useIsBrowser();
  return isBrowser
    ? hostsForHostname(window.location.hostname, settings)
    : settings.hosts.production;
}

/** Replaces %PRODUCT%, %product% and %VERSION% in data-file strings. */
export function useProductText(): (text: string) => string {
  const {productId, productName, libraryVersion} = useSiteSettings();
  return (text) => replaceProductTokens(text, {productId, productName, libraryVersion});
}
