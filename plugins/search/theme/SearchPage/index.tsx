import {useEffect, useState, type ComponentProps, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import SearchPage from '@theme-original/SearchPage';
import {translate} from '@docusaurus/Translate';
import {useAlgoliaThemeConfig} from '@docusaurus/theme-search-algolia/client';

import {isEmbeddedAppId} from '../../constants';
import {useIndexFailureText} from '../../client/IndexFailureText';

type Props = ComponentProps<typeof SearchPage>;

/** An element of the search page, once the page has rendered it. */
function usePageElement(selector: string, create?: (found: Element) => Element): Element | null {
  const [element, setElement] = useState<Element | null>(null);
  useEffect(() => {
    const found = document.querySelector(selector);
    if (!found) {
      return undefined;
    }
    const target = create ? create(found) : found;
    setElement(target);
    return () => {
      if (target !== found) {
        target.remove();
      }
    };
  }, [selector, create]);
  return element;
}

const addNoticeArea = (form: Element): Element => {
  const area = document.createElement('div');
  area.className = 'site-search-page-notice';
  form.after(area);
  return area;
};

/**
 * In the embedded mode the page says when the index could not be loaded,
 * and why, under the search box (the page's client then answers with no
 * hits instead of failing), and credits the built-in index instead of the
 * hosted service.
 */
function EmbeddedSearchNotes(): ReactNode {
  const failure = useIndexFailureText();
  const noticeArea = usePageElement('.search-page-wrapper form', addNoticeArea);
  const logoColumn = usePageElement('.search-page-wrapper [class*="searchLogoColumn"]');
  return (
    <>
      {noticeArea && failure
        ? createPortal(
            <div className="alert alert--danger margin-top--md" role="alert">
              <strong>{failure.titleText}</strong>
              <p className="margin-bottom--none">{failure.helpText}</p>
            </div>,
            noticeArea,
          )
        : null}
      {logoColumn
        ? createPortal(
            <span className="site-search-attribution">
              {translate({
                id: 'search.embeddedAttribution',
                message: "Searched in your browser with this site's own index",
                description:
                  'Footer of the search dialog when the built-in index answers instead of the hosted service',
              })}
            </span>,
            logoColumn,
          )
        : null}
    </>
  );
}

export default function SearchPageWrapper(props: Props): ReactNode {
  const {algolia} = useAlgoliaThemeConfig();
  return (
    <>
      <SearchPage {...props} />
      {isEmbeddedAppId(algolia.appId) ? <EmbeddedSearchNotes /> : null}
    </>
  );
}
