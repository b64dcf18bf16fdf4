import type {ComponentProps, ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';

import styles from './styles.module.css';

/**
 * Markdown tables wider than the column scroll sideways. The scrolling box
 * is focusable and labelled so keyboard users can scroll it too (WCAG 2.1.1).
 */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  return (
    <div
      className={styles.scroller}
      tabIndex={0}
      role="region"
      aria-label={translate({
        id: 'table.scrollRegion.label',
        message: 'Table (scrolls horizontally)',
        description: 'Accessible name of the scrolling box around wide tables',
      })}>
      <table {...props} />
    </div>
  );
}
