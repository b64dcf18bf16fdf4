/**
 * True when the browser knows it has no network: a request would fail at
 * once, and Chromium would log the failure as a console error. Code that
 * treats a failed request as "nothing to show" (the session, the
 * announcement) asks first and skips the request.
 */
export function browserIsOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
