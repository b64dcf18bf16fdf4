import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';

import {useApiReferenceData, useExampleTitles} from './useApiReferenceData';
import styles from './styles.module.css';

/** Examples whose code uses the entry (worked out at build time by plugins/api-reference). */
export default function RelatedExamples({anchor}: {anchor: string}): ReactNode {
  const {related} = useApiReferenceData();
  const titles = useExampleTitles();
  const slugs = (related[anchor] ?? []).filter((slug) => slug in titles);
  if (!slugs.length) {
    return null;
  }
  return (
    <div className={styles.related} data-related-examples>
      <span className={styles.blockLabel}>
        <Translate id="api.relatedExamples">Related examples</Translate>
      </span>
      <ul>
        {slugs.map((slug) => (
          <li key={slug}>
            <Link to={`/example/${slug}/`}>{titles[slug]}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
