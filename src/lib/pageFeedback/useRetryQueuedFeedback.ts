import {useEffect} from 'react';
import {useLocation} from '@docusaurus/router';

import {useSiteSettings} from '@site/src/config/useSiteSettings';
import {safeLocalStorage} from '@site/src/lib/safeStorage';
import {useRuntimeHosts} from '@site/src/config/useRuntimeHosts';
import {feedbackKeys} from './feedbackKeys';

/**
 * Sends the page-feedback answers a failed POST left queued, once per page
 * the reader opens (a full load or a client-side navigation). Mounted in
 * Root, which lives across navigation.
 */
export function useRetryQueuedFeedback(): void {
  const {pathname} = useLocation();
  const {productId} = useSiteSettings();
  const {hosts, resolved} = useRuntimeHosts();
  const endpoint = hosts.feedbackEndpoint;

  useEffect(() => {
    if (!resolved || !endpoint) {
      return;
    }
    const storage = safeLocalStorage();
    const keys = feedbackKeys(productId);
    // Nearly always nothing waits: the sender loads only when something does.
    if (storage.get(keys.queue) === null) {
      return;
    }
    import('./feedback')
      .then(({sendQueued}) => sendQueued(storage, keys, endpoint))
      .catch((error: unknown) => {
        console.warn('Queued page feedback could not be sent:', error);
      });
  }, [pathname, resolved, endpoint, productId]);
}
