/**
 * A result in the search dialog. Docusaurus's Link watches every link it
 * renders and prefetches the page's code once the link is on screen; the
 * dialog's list changes on every keystroke, so typing a query started an
 * IntersectionObserver per hit and prefetched pages the reader never opened.
 * This link navigates inside the app the same way and loads a page's code
 * only for the result pointed at or focused.
 */
import type {JSX, ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';

import {isPlainClick} from '@site/src/lib/plainClick';

type Props = {hit: {url: string}; children: ReactNode};

export function SearchHit({hit, children}: Props): JSX.Element {
  const history = useHistory();
  // A result on another site (a hosted index can hold one) is a plain link.
  const inSite = hit.url.startsWith('/');
  const preload = inSite ? () => void window.docusaurus.preload(hit.url) : undefined;
  return (
    <a
      href={hit.url}
      onMouseEnter={preload}
      onFocus={preload}
      onClick={(event) => {
        if (inSite && !event.defaultPrevented && isPlainClick(event)) {
          event.preventDefault();
          history.push(hit.url);
        }
      }}>
      {children}
    </a>
  );
}
