/**
 * The script failure notice in the browser bundle. The notice matters only
 * when the site's scripts did not run, so the browser never renders it: it
 * keeps the server's copy (`index.server.tsx`, which the lean-bundle plugin
 * gives the server bundle), hidden, and no page carries its text in a script.
 */
import type {ReactNode} from 'react';

import {KEEP_SERVER_CHILDREN} from '@site/plugins/short-tasks/useHydrating';
import {SCRIPT_FAILURE_NOTICE_ID} from './ids';
import styles from './styles.module.css';

export default function ScriptFailureNotice(): ReactNode {
  return (
    <div
      id={SCRIPT_FAILURE_NOTICE_ID}
      className={styles.notice}
      role="alert"
      hidden
      {...KEEP_SERVER_CHILDREN}
    />
  );
}
