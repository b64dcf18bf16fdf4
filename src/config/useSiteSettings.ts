import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import {replaceProductTokens} from './productTokens';
import type {SiteSettings} from './settings';

/** The settings resolved at build time (docusaurus.config.ts customFields). */
export function useSiteSettings(): SiteSettings {
  const {siteConfig} = useDocusaurusContext();
  const settings = siteConfig.customFields?.settings as SiteSettings | undefined;
  if (!settings) {
    throw new Error('customFields.settings is missing from docusaurus.config.ts.');
  }
  return settings;
}

/** Replaces %PRODUCT%, %product% and %VERSION% in data-file strings. */
export function useProductText(): (text: string) => string {
  const {productId, productName, libraryVersion} = useSiteSettings();
  return (text) => replaceProductTokens(text, {productId, productName, libraryVersion});
}
