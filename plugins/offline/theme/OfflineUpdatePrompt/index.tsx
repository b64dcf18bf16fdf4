import {useEffect, useRef, useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import Translate from '@docusaurus/Translate';
import {usePluginData} from '@docusaurus/useGlobalData';

import type {OfflineGlobalData} from '../../index';
import {startServiceWorker, type ServiceWorkerClient} from './serviceWorkerClient';
import styles from './styles.module.css';

/**
 * Starts the service worker on every page of the built site, and offers
 * the new build when one is deployed ("A new version of the docs is
 * available", Reload). The page keeps running its own build until then.
 */
export default function OfflineUpdatePrompt(): ReactNode {
  const data = usePluginData('offline') as OfflineGlobalData;
  const client = useRef<ServiceWorkerClient | null>(null);
  const [updateWaiting, setUpdateWaiting] = useState(false);
  const {pathname} = useLocation();

  useEffect(() => {
    // The dev server has no worker to register: its pages change with every edit. Browsers
    // without workers, or that turn them off (an insecure origin), leave `serviceWorker` unset.
    if (process.env.NODE_ENV !== 'production' || !navigator.serviceWorker) return;
    const started = startServiceWorker(data.serviceWorkerUrl, data.scope, setUpdateWaiting);
    client.current = started;
    return () => started.stop();
  }, [data.serviceWorkerUrl, data.scope]);

  useEffect(() => {
    client.current?.checkForUpdate();
  }, [pathname]);

  if (!updateWaiting) return null;
  return (
    <div className={styles.prompt} role="status" data-testid="offline-update">
      <p>
        <Translate id="offline.update.message">A new version of the docs is available.</Translate>
      </p>
      <button
        type="button"
        className="button button--primary button--sm"
        onClick={() => client.current?.activateUpdate()}>
        <Translate id="offline.update.reload">Reload</Translate>
      </button>
    </div>
  );
}
