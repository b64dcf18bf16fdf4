import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import type {LoadingComponentProps} from 'react-loadable';

import styles from './styles.module.css';

/**
 * What a page shows while its code loads (react-loadable calls it).
 * Same behaviour as Docusaurus' fallback: nothing for the first 200 ms, then
 * a spinner; on failure the error in a red box with a Retry button. Ours is
 * translated, labelled for assistive technology and honours dark mode.
 */
export default function Loading({error, retry, pastDelay}: LoadingComponentProps): ReactNode {
  if (error) {
    return (
      <div className={styles.error} role="alert">
        <p>{String(error)}</p>
        <button type="button" className="button button--secondary" onClick={retry}>
          <Translate id="theme.Loading.retry" description="Button that retries loading a page">
            Retry
          </Translate>
        </button>
      </div>
    );
  }
  if (pastDelay) {
    return (
      <div className={styles.spinnerArea} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <span className="sr-only">
          <Translate id="theme.Loading.loading" description="Accessible text of the page spinner">
            Loading…
          </Translate>
        </span>
      </div>
    );
  }
  return null;
}
