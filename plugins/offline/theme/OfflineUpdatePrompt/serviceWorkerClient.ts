/**
 * Registers the site's service worker once the page has loaded, and tells
 * the page when a new build's worker is installed and waiting. The reader
 * decides when to switch: the waiting worker takes over on request, and the
 * page reloads once it has, so no page runs the chunks of two builds.
 */

/** Checks for a new build at most this often while the reader moves between pages. */
const UPDATE_CHECK_INTERVAL_MS = 60_000;

export interface ServiceWorkerClient {
  /** Looks for a new build (throttled; never while offline). */
  readonly checkForUpdate: () => void;
  /** Hands over to the waiting worker, then reloads. */
  readonly activateUpdate: () => void;
  readonly stop: () => void;
}

export function startServiceWorker(
  url: string,
  scope: string,
  onUpdateWaiting: (waiting: boolean) => void,
): ServiceWorkerClient {
  const container = navigator.serviceWorker;
  let registration: ServiceWorkerRegistration | null = null;
  let lastCheck = Date.now();
  let reloadRequested = false;
  let stopped = false;

  const report = () => {
    // Waiting beside an active worker: a new build. Alone, it is the first install.
    if (!stopped && registration?.waiting && container.controller) onUpdateWaiting(true);
  };
  const watch = (found: ServiceWorkerRegistration | undefined) => {
    // A browser that blocks workers (a policy, an automation setting) may resolve with nothing.
    if (!found) return;
    registration = found;
    report();
    found.addEventListener('updatefound', () => {
      const installing = found.installing;
      installing?.addEventListener('statechange', () => {
        if (installing.state === 'installed') report();
      });
    });
  };
  const onControllerChange = () => {
    if (reloadRequested) window.location.reload();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') check(true);
  };
  function check(force: boolean) {
    if (!registration || !navigator.onLine) return;
    if (!force && Date.now() - lastCheck < UPDATE_CHECK_INTERVAL_MS) return;
    lastCheck = Date.now();
    registration.update().catch(() => {
      // The server could not be reached: the next check tries again.
    });
  }
  const register = () => {
    container.register(url, {scope}).then(watch, () => {
      // No worker (storage refused, an old browser): the site works online as before.
    });
  };

  container.addEventListener('controllerchange', onControllerChange);
  document.addEventListener('visibilitychange', onVisible);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, {once: true});

  return {
    checkForUpdate: () => check(false),
    activateUpdate() {
      const waiting = registration?.waiting;
      if (!waiting) {
        window.location.reload();
        return;
      }
      reloadRequested = true;
      waiting.postMessage({type: 'docs:skip-waiting'});
    },
    stop() {
      stopped = true;
      container.removeEventListener('controllerchange', onControllerChange);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('load', register);
    },
  };
}
