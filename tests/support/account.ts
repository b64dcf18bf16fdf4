/**
 * Helpers for tests that talk to the local account service
 * (scripts/account-service, started by Playwright's webServer).
 */
import type {Page, Route} from '@playwright/test';

import {resolveSettings} from '../../src/config/settings';

const settings = resolveSettings(process.env);
export const ACCOUNT_ORIGIN = new URL(settings.hosts.development.account).origin;
export const CONSOLE_HOST = settings.hosts.development.console;
/** Where code samples send a reader for a token, whatever host serves the page. */
export const PRODUCTION_CONSOLE_HOST = settings.hosts.production.console;
export const SESSION_URL = `${ACCOUNT_ORIGIN}/api/session`;
export const LOGOUT_URL = `${ACCOUNT_ORIGIN}/api/logout`;

/** A user id no other test uses, so parallel workers never share an account. */
export function uniqueUserId(prefix = 'tester'): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
}

export interface ServiceUser {
  id: string;
  email: string;
  authorizations: Array<{client: string; usage: string; default: boolean; token: string}>;
}

/**
 * Signs in through the service's form endpoint with the page's own cookie
 * jar (page.request shares the browser context's cookies), skipping the UI.
 */
export async function signInViaService(page: Page, userId = uniqueUserId()): Promise<ServiceUser> {
  const response = await page.request.post(`${ACCOUNT_ORIGIN}/auth/signin/`, {
    form: {username: userId, email: `${userId}@example.com`, 'route-to': ''},
    maxRedirects: 0,
  });
  if (response.status() !== 303) {
    throw new Error(`Sign-in failed with ${response.status()}: ${await response.text()}`);
  }
  const session = await page.request.get(SESSION_URL);
  return (await session.json()) as ServiceUser;
}

/** The public token the docs should show: client api, usage pk, default. */
export function defaultPublicToken(user: ServiceUser): string {
  const entry = user.authorizations.find(
    (authorization) =>
      authorization.client === 'api' && authorization.usage === 'pk' && authorization.default,
  );
  if (!entry) {
    throw new Error(`User ${user.id} has no default public token`);
  }
  return entry.token;
}

/** Answers an intercepted cross-origin call the way the service would, CORS included. */
export async function fulfilWithCors(
  route: Route,
  response: {status: number; body: string; contentType?: string},
): Promise<void> {
  const origin = route.request().headers().origin ?? '*';
  await route.fulfill({
    status: response.status,
    contentType: response.contentType ?? 'application/json',
    body: response.body,
    headers: {'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Credentials': 'true'},
  });
}
