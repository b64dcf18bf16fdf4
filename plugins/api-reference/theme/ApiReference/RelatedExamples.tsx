import {createContext, useContext, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';

import type {ApiPageData} from '@site/src/model/api/types';
import styles from './styles.module.css';

/** The page's related examples by entry anchor, found and titled at build time. */
export const RelatedExamplesContext = createContext<ApiPageData['related']>({});

/** Examples whose code uses the entry (worked out at build time by plugins/api-reference). */
export default function RelatedExamples({anchor}: {anchor: string}): ReactNode {
  const examples = useContext(RelatedExamplesContext)[anchor] ?? [];
  if (!examples.length) {
    return null;
  }
  return (
    <div className={styles.related} data-related-examples>
      <span className={styles.blockLabel}>
        <Translate id="api.relatedExamples">Related examples</Translate>
      </span>
      <ul>
        {examples.map(({slug, title}) => (
          <li key={slug}>
            <Link to={`/example/${slug}/`}>{title}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
