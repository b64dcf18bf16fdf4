import {createContext, useContext, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';

import type {ApiPageData} from '@site/src/model/api/types';
import styles from './styles.module.css';

/** The page's entries that the version facts date, by anchor (plugins/api-versions). */
export const SinceContext = createContext<ApiPageData['since']>({});

/** "Since v3.9.0" by an entry whose first release the facts give; nothing where they give none. */
export default function Since({anchor}: {anchor: string}): ReactNode {
  const version = useContext(SinceContext)[anchor];
  if (!version) {
    return null;
  }
  return (
    <span className={styles.since} data-api-since={version}>
      <Translate id="api.since" values={{version}}>
        {'Since v{version}'}
      </Translate>
    </span>
  );
}
