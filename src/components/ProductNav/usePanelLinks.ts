import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import type {LocalisedText} from '@site/src/data/navigation';
import {localiseDocsHref} from '@site/src/lib/localiseDocsHref';
import {useSiteSettings} from '@site/src/config/useSiteSettings';

/** Resolves panel hrefs and texts for the reader's locale. */
export function usePanelLinks(): {
  resolveHref: (href: string) => string;
  text: (value: LocalisedText) => string;
} {
  const {i18n} = useDocusaurusContext();
  const {productId, hosts} = useSiteSettings();
  const locale = i18n.currentLocale;
  const docsHost = hosts.production.docs;
  return {
    resolveHref: (href) => {
      const withProduct = href.replace(/%product%/g, productId);
      const absolute = withProduct.startsWith('/') ? `${docsHost}${withProduct}` : withProduct;
      return localiseDocsHref(absolute, locale, docsHost);
    },
    text: (value) => (locale === 'ja' ? value.ja : value.en),
  };
}
