import {resolveSettings} from '../../../src/config/settings';

// One object for the whole run: Docusaurus' real context never changes either.
const context = {
  siteConfig: {customFields: {settings: resolveSettings({})}},
  i18n: {currentLocale: 'en', defaultLocale: 'en'},
};

/** Enough of Docusaurus' context for components that read the site settings. */
export default function useDocusaurusContext() {
  return context;
}
