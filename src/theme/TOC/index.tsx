import {useEffect, useRef, type ReactNode} from 'react';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type {WrapperProps} from '@docusaurus/types';

import {currentTarget, headingTargets} from './currentHeading';
import styles from './styles.module.css';

type Props = WrapperProps<typeof TOCType>;

/** The theme's classes on the contents links, and on the one of the heading being read. */
const LINK = 'table-of-contents__link';
const ACTIVE_LINK = 'table-of-contents__link--active';
/** The headings the contents list has links to (`toc_max_heading_level` is at most 4 here). */
const HEADINGS = 'h2.anchor, h3.anchor, h4.anchor';

/**
 * Marks the link of the heading the reader is at (currentHeading.ts: closed
 * groups counted right), after the theme's own marking on each scroll, and
 * keeps that link in view inside the contents column, which scrolls on its
 * own: an API page lists a few hundred members. Scrolls the column only,
 * never the page.
 */
function useCurrentLink(root: React.RefObject<HTMLDivElement | null>): void {
  useEffect(() => {
    const column = root.current?.firstElementChild;
    if (!(column instanceof HTMLElement)) return undefined;
    const update = () => {
      const target = currentTarget(headingTargets(document, HEADINGS), window.innerHeight);
      const href = target ? `#${encodeURIComponent(target.id)}` : null;
      let current: Element | null = null;
      for (const link of Array.from(column.querySelectorAll<HTMLAnchorElement>(`.${LINK}`))) {
        const isCurrent =
          href !== null && decodeURIComponent(link.hash) === decodeURIComponent(href);
        link.classList.toggle(ACTIVE_LINK, isCurrent);
        if (isCurrent) current = link;
      }
      if (!current || column.scrollHeight <= column.clientHeight) return;
      const box = column.getBoundingClientRect();
      const place = current.getBoundingClientRect();
      if (place.top < box.top || place.bottom > box.bottom) {
        // A third of the way down: the entries before it stay in sight too.
        column.scrollTop += place.top - box.top - box.height / 3;
      }
    };
    // Registered after the theme's listeners (this effect runs after its
    // child's), so this marking is the one that stays.
    document.addEventListener('scroll', update);
    window.addEventListener('resize', update);
    // A group opened or closed moves every heading after it.
    document.addEventListener('toggle', update, true);
    update();
    return () => {
      document.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      document.removeEventListener('toggle', update, true);
    };
  }, [root]);
}

export default function TOCWrapper(props: Props): ReactNode {
  const root = useRef<HTMLDivElement>(null);
  useCurrentLink(root);
  return (
    <div ref={root} className={styles.contents}>
      <TOC {...props} />
    </div>
  );
}
