import {parseSessionUser} from './parseSessionUser';
import type {SessionUser} from './types';
import {browserIsOffline} from '@site/src/lib/browserOffline';

/** Logged to the console whenever the session check ends signed out, whatever the reason. */
export const SIGNED_OUT_MESSAGE = 'user is not logged in yet';

/** A hanging account site must not keep the header in its placeholder forever. */
export const SESSION_TIMEOUT_MS = 10_000;

type Fetch = typeof fetch;

/**
 * Asks the account site who the reader is. Resolves to the user on a 200
 * with a readable user, and to `false` on any other status, a network
 * error, a timeout or an unreadable body. Never rejects.
 */
export async function fetchSession(
  accountHost: string,
  fetchImpl: Fetch = fetch,
  timeoutMs = SESSION_TIMEOUT_MS,
): Promise<SessionUser | false> {
  try {
    if (browserIsOffline()) throw new Error('offline');
    const response = await fetchImpl(`${accountHost}/api/session`, {
      headers: {Accept: 'application/json'},
      credentials: 'include',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const user = response.status === 200 ? parseSessionUser(await response.json()) : null;
    if (user) {
      return user;
    }
  } catch {
    // Offline, network error, timeout or invalid JSON: all mean "signed out".
  }
  console.log(SIGNED_OUT_MESSAGE);
  return false;
}

/**
 * Ends the session on the account site. On a status of 300 or more the
 * answer's `message` (or the status) becomes the thrown error. The caller
 * reloads the page either way.
 */
export async function requestSignOut(accountHost: string, fetchImpl: Fetch = fetch): Promise<void> {
  const response = await fetchImpl(`${accountHost}/api/logout`, {
    method: 'DELETE',
    credentials: 'include',
  });
  if (response.status >= 300) {
    let message = `Sign-out failed with status ${response.status}`;
    try {
      const body: unknown = await response.json();
      if (typeof body === 'object' && body !== null && 'message' in body) {
        message = String(body.message);
      }
    } catch {
      // No JSON body: keep the status message.
    }
    throw new Error(message);
  }
}
