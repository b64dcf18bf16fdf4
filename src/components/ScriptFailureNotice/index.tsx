/**
 * Shown by the page template's script loader (src/config/ssrTemplate.ts) when
 * the site's scripts fail to load, the usual sign of a site served at another
 * path than the base URL it was built for. Rendered hidden into every page,
 * so its text is translated like any other.
 */
import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';

import {SCRIPT_FAILURE_NOTICE_ID, SCRIPT_FAILURE_PATH_ID} from '@site/src/config/scriptFailureIds';
import styles from './styles.module.css';

export default function ScriptFailureNotice(): ReactNode {
  const baseUrl = useBaseUrl('/');
  return (
    <div id={SCRIPT_FAILURE_NOTICE_ID} className={styles.notice} role="alert" hidden>
      <p className={styles.title}>
        <Translate
          id="scriptFailure.title"
          description="Title of the notice shown when the site's scripts cannot load">
          {"This page's scripts did not load."}
        </Translate>
      </p>
      <p>
        <Translate
          id="scriptFailure.body"
          description="Notice shown when the site's scripts cannot load; {baseUrl} is the path the site was built for, {path} the page's path"
          values={{
            baseUrl: <code>{baseUrl}</code>,
            path: <code id={SCRIPT_FAILURE_PATH_ID} />,
          }}>
          {
            'You can read it, but search, sign-in and the live examples need them. The site was built to be served under {baseUrl}, and this page is at {path}: if you deployed it, build it for this path or serve it from that one.'
          }
        </Translate>
      </p>
    </div>
  );
}
