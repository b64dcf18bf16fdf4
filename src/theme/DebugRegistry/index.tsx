import type {ReactNode} from 'react';
import registry from '@generated/registry';
import Translate from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import DebugLayout from '@theme/DebugLayout';

import styles from './styles.module.css';

/**
 * The debug plugin's registry page, listed after hydration only: the server
 * and browser bundles resolve module paths differently, so rendering the
 * list during static generation made React report a hydration mismatch.
 */
export default function DebugRegistry(): ReactNode {
  const isBrowser = useIsBrowser();
  const entries = Object.values(registry);
  return (
    <DebugLayout>
      <h2>
        <Translate id="debug.registry.title">Registry</Translate>
      </h2>
      {isBrowser ? (
        <ul className="clean-list">
          {entries.map(([, aliasedPath, resolved]) => (
            <li key={aliasedPath} className={styles.entry}>
              <div>
                <Translate id="debug.registry.aliasedPath">Aliased path:</Translate>{' '}
                <code>{aliasedPath}</code>
              </div>
              <div>
                <Translate id="debug.registry.resolvedPath">Resolved path:</Translate>{' '}
                <code>{String(resolved)}</code>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p>
          <Translate id="debug.registry.loading">Loading the module registry…</Translate>
        </p>
      )}
    </DebugLayout>
  );
}
