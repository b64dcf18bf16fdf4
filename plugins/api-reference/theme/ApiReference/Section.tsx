import type {ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

import ServerHtmlUntil from '@site/src/hydration/ServerHtmlUntil';

import {usePrepareLive} from './ClosedSections';
import {useNearViewport} from './useNearViewport';
import styles from './styles.module.css';

interface Props {
  readonly id: string;
  readonly title: ReactNode;
  readonly count?: number;
  readonly open: boolean;
  readonly hidden?: boolean;
  /** The content is in the page's closed sections (`ClosedContent`), loaded on first opening. */
  readonly closedContent?: boolean;
  /**
   * Open at load but below the first screen (`splitClosedSections`): the server
   * HTML stays until the block comes near the viewport or `filtering`.
   */
  readonly deferred?: boolean;
  readonly filtering?: boolean;
  readonly onToggle: (id: string, open: boolean) => void;
  readonly children: ReactNode;
}

/**
 * A collapsible block of an entry (parameters, a group of members). Native
 * <details>, so it works before hydration and find-in-page can open it; the
 * open state is lifted to the page so the filter and deep links can set it.
 *
 * A block closed when the page hydrates keeps its server HTML until it is
 * first opened (`ServerHtmlUntil`): on the Map page, nine tenths of the
 * elements are in closed blocks, and hydrating them was most of the page's
 * start-up work. Opening waits for the content where the page's module only
 * outlines it (`closedContent`); its code blocks then take their highlighted
 * lines from the server's copy they replace.
 */
export default function Section({
  id,
  title,
  count,
  open,
  hidden,
  closedContent = false,
  deferred = false,
  filtering = false,
  onToggle,
  children,
}: Props) {
  useBrokenLinks().collectAnchor(id);
  const near = useNearViewport<HTMLDetailsElement>(deferred);
  const prepare = usePrepareLive(closedContent);
  return (
    <details
      ref={near.ref}
      id={id}
      className={styles.section}
      open={open}
      hidden={hidden}
      onToggle={(event) => {
        const nowOpen = event.currentTarget.open;
        if (nowOpen !== open) {
          onToggle(id, nowOpen);
        }
      }}>
      <summary className={styles.sectionSummary}>
        <span>{title}</span>
        {count !== undefined ? <span className={styles.count}>{count}</span> : null}
      </summary>
      <ServerHtmlUntil
        className={styles.sectionBody}
        wanted={open && (!deferred || near.seen || filtering)}
        prepare={prepare}>
        {children}
      </ServerHtmlUntil>
    </details>
  );
}
