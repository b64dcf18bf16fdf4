import type {Page} from '@playwright/test';

import {expect, test, waitForHydration} from './fixtures';
import {
  ACCOUNT_ORIGIN,
  CONSOLE_HOST,
  PRODUCTION_CONSOLE_HOST,
  LOGOUT_URL,
  SESSION_URL,
  defaultPublicToken,
  fulfilWithCors,
  signInViaService,
  uniqueUserId,
} from '../support/account';
import {requestsTo} from '../support/network';

const userArea = (page: Page) => page.locator('.navbar [data-testid="user-area"]');
const accountButton = (page: Page) => page.getByRole('button', {name: /^Account menu for /});

/** Counts session requests and collects console lines of one page. */
function watchSession(page: Page): {requests: () => number; logs: string[]} {
  let requests = 0;
  const logs: string[] = [];
  page.on('request', (request) => {
    if (request.url() === SESSION_URL && request.method() === 'GET') {
      requests += 1;
    }
  });
  page.on('console', (message) => logs.push(message.text()));
  return {requests: () => requests, logs};
}

test.describe('signed out', () => {
  test('one session request per page load, Sign in shown, console says so', async ({page}) => {
    const session = watchSession(page);
    await page.goto('guides/');
    await waitForHydration(page);
    await expect(userArea(page)).toHaveAttribute('data-session', 'signed-out');
    await expect(page.getByRole('link', {name: 'Sign in'})).toBeVisible();
    expect(session.logs).toContain('user is not logged in yet');
    // Client-side navigation reuses the answer.
    await page
      .locator('.theme-doc-sidebar-menu')
      .getByRole('link', {name: 'Install', exact: true})
      .click();
    await expect(page.locator('article h1')).toHaveText('Install');
    await expect(page.getByRole('link', {name: 'Sign in'})).toBeVisible();
    expect(session.requests()).toBe(1);
  });

  test('code samples keep the placeholder with a comment on how to get a token', async ({page}) => {
    await page.goto('guides/install/');
    await waitForHydration(page);
    await expect(userArea(page)).toHaveAttribute('data-session', 'signed-out');
    const sample = page.locator('pre code', {hasText: 'YOUR_ACCESS_TOKEN'}).first();
    await expect(sample).toContainText(
      `// Sign in to see your access token here, or create one at ${PRODUCTION_CONSOLE_HOST}/account/access-tokens/\n  mapboxgl.accessToken = 'YOUR_ACCESS_TOKEN';`,
    );
  });
});

test.describe('signing in and out', () => {
  test('sign in through the account site and come back to the same page', async ({page}) => {
    const userId = uniqueUserId('flow');
    await page.goto('guides/install/?from=test#install-from-npm');
    await waitForHydration(page);
    const startUrl = page.url();
    await page.getByRole('link', {name: 'Sign in'}).click();
    await expect(page).toHaveURL(new RegExp(`^${ACCOUNT_ORIGIN}/auth/signin/`));
    await page.getByLabel('Username').fill(userId);
    await page.getByLabel('Email').fill(`${userId}@example.com`);
    await page.getByRole('button', {name: 'Sign in'}).click();
    await expect(page).toHaveURL(startUrl);
    await waitForHydration(page);
    await expect(userArea(page)).toHaveAttribute('data-session', 'signed-in');
    await accountButton(page).click();
    await expect(page.getByText(`Signed in as ${userId}`)).toBeVisible();
    await expect(page.getByRole('link', {name: 'Console'})).toHaveAttribute(
      'href',
      `${CONSOLE_HOST}/`,
    );
    await expect(page.getByRole('link', {name: 'Access tokens'})).toHaveAttribute(
      'href',
      `${CONSOLE_HOST}/account/access-tokens/`,
    );
  });

  test('the reader token is in code samples but never in the HTML source', async ({page}) => {
    const user = await signInViaService(page);
    const token = defaultPublicToken(user);
    await page.goto('guides/install/');
    await waitForHydration(page);
    await expect(userArea(page)).toHaveAttribute('data-session', 'signed-in');
    const sample = page.locator('pre code', {hasText: 'accessToken'}).first();
    await expect(sample).toContainText(`accessToken = '${token}';`);
    await expect(page.locator('pre code', {hasText: 'YOUR_ACCESS_TOKEN'})).toHaveCount(0);
    const source = await (await page.request.get(page.url())).text();
    expect(source).toContain('YOUR_ACCESS_TOKEN');
    expect(source).not.toContain(token);
  });

  test('sign out ends the session and reloads to Sign in', async ({page}) => {
    await signInViaService(page);
    await page.goto('api/');
    await waitForHydration(page);
    await accountButton(page).click();
    const reload = page.waitForEvent('load');
    await page.getByRole('button', {name: 'Sign out'}).click();
    await reload;
    await expect(page.getByRole('link', {name: 'Sign in'})).toBeVisible();
    expect((await page.request.get(SESSION_URL)).status()).toBe(401);
  });

  test('a failing sign-out reports the service message and still reloads', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/Sign-out failed: Error: Logout is down/, /status of 500/);
    await signInViaService(page);
    await page.route(LOGOUT_URL, (route) =>
      route.request().method() === 'DELETE'
        ? fulfilWithCors(route, {status: 500, body: JSON.stringify({message: 'Logout is down'})})
        : route.continue(),
    );
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto('api/');
    await waitForHydration(page);
    await accountButton(page).click();
    const reload = page.waitForEvent('load');
    await page.getByRole('button', {name: 'Sign out'}).click();
    await reload;
    expect(errors.join('\n')).toContain('Sign-out failed: Error: Logout is down');
    // The service kept the session, and the reloaded page says so.
    await expect(userArea(page)).toHaveAttribute('data-session', 'signed-in');
  });
});

test.describe('session check failures end signed out', () => {
  const failures: Array<{name: string; status?: number; body?: string; abort?: boolean}> = [
    {name: '500', status: 500, body: '{"message":"Internal error"}'},
    {name: '401', status: 401, body: '{"message":"Not signed in"}'},
    {name: 'malformed JSON', status: 200, body: '{"id": "half'},
    {name: 'a body without a user', status: 200, body: '{"user": null}'},
    {name: 'the service down', abort: true},
  ];
  for (const failure of failures) {
    test(`${failure.name}: usable page with Sign in`, async ({page, consoleGuard}) => {
      consoleGuard.allow(/status of 500/, /ERR_CONNECTION_REFUSED/, /status of 401/);
      const session = watchSession(page);
      await page.route(SESSION_URL, (route) =>
        failure.abort
          ? route.abort('connectionrefused')
          : fulfilWithCors(route, {status: failure.status ?? 200, body: failure.body ?? ''}),
      );
      await page.goto('guides/');
      await waitForHydration(page);
      await expect(userArea(page)).toHaveAttribute('data-session', 'signed-out');
      await expect(page.getByRole('link', {name: 'Sign in'})).toBeVisible();
      await expect(page.locator('article h1')).toHaveText('Guides');
      expect(session.logs).toContain('user is not logged in yet');
    });
  }

  test('a slow answer shows the placeholder without moving the header, then the state', async ({
    page,
  }) => {
    const user = await signInViaService(page);
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(SESSION_URL, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('guides/');
    await waitForHydration(page);
    const area = userArea(page);
    const language = page.locator('.navbar__items--right .dropdown').first();
    await expect(area).toHaveAttribute('data-session', 'unknown');
    await expect(area.getByRole('status', {name: 'Checking sign-in status'})).toBeAttached();
    const before = await language.boundingBox();
    const areaBefore = await area.boundingBox();
    release();
    await expect(area).toHaveAttribute('data-session', 'signed-in');
    await expect(accountButton(page)).toHaveAccessibleName(`Account menu for ${user.id}`);
    expect(await language.boundingBox()).toEqual(before);
    expect((await area.boundingBox())?.width).toBe(areaBefore?.width);
  });
});

test.describe('header menus', () => {
  test('user menu: Escape and clicks outside close it; the language menu closes it', async ({
    page,
  }) => {
    await signInViaService(page);
    await page.goto('guides/');
    await waitForHydration(page);
    const button = accountButton(page);
    const menuLink = page.getByRole('link', {name: 'Access tokens'});
    await button.click();
    await expect(menuLink).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menuLink).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await expect(menuLink).toBeVisible();
    await page.locator('article h1').click();
    await expect(menuLink).toBeHidden();

    // Opening the language menu (hover or keyboard) closes the user menu.
    await button.click();
    await expect(menuLink).toBeVisible();
    const languageToggle = page.locator('.navbar__items--right .dropdown > .navbar__link');
    await languageToggle.hover();
    await expect(menuLink).toBeHidden();
    await expect(page.getByRole('link', {name: '日本語'})).toBeVisible();

    // And opening the user menu closes the language menu opened by keyboard.
    await page.mouse.move(10, 400);
    await languageToggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.navbar__items--right .dropdown')).toHaveClass(/dropdown--show/);
    await button.click();
    await expect(menuLink).toBeVisible();
    await expect(page.locator('.navbar__items--right .dropdown')).not.toHaveClass(/dropdown--show/);
  });

  test("user menu: loaded only when signed in; a link to the console when its code can't load", async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/Failed to load resource: net::ERR_FAILED/);
    const menuChunk = /\/user-menu\.[0-9a-f]+\.js$/;
    const requested = requestsTo(page, menuChunk);
    await page.goto('guides/');
    await waitForHydration(page);
    await expect(userArea(page)).toHaveAttribute('data-session', 'signed-out');
    expect(requested, 'a signed-out page does not load the menu').toEqual([]);

    await signInViaService(page);
    await page.route(menuChunk, (route) => route.abort());
    await page.goto('guides/');
    await waitForHydration(page);
    await expect(userArea(page)).toHaveAttribute('data-session', 'signed-in');
    const consoleLink = userArea(page).getByRole('link', {name: 'Console'});
    await expect(consoleLink).toHaveAttribute('href', `${CONSOLE_HOST}/`);
    await expect(accountButton(page)).toHaveCount(0);
    expect(requested).toHaveLength(1);
  });

  test('mobile bottom bar switches with the session', async ({page}) => {
    await page.setViewportSize({width: 375, height: 800});
    await page.goto('api/');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    // The bar of the panel on screen: the docs sidebar on this doc page.
    const bar = page.locator(
      '.navbar-sidebar .navbar-sidebar__item:not([inert]) [data-testid="user-area"]',
    );
    await expect(bar.getByRole('link', {name: 'Sign in'})).toBeVisible();
    await expect(bar.getByRole('link', {name: 'Sign up'})).toBeVisible();

    await signInViaService(page);
    await page.reload();
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(bar.getByRole('link', {name: 'Ask AI'})).toHaveAttribute(
      'href',
      'https://docs.mapbox.com/ask-ai/',
    );
    await expect(bar.getByRole('link', {name: 'Get your token'})).toHaveAttribute(
      'href',
      `${CONSOLE_HOST}/account/access-tokens/`,
    );
  });
});

test.describe('AI widget', () => {
  const widget = (page: Page) => page.locator('[data-ai-widget]');

  test('loads with the signed-in reader id and email as client settings', async ({page}) => {
    const user = await signInViaService(page);
    await page.goto('guides/');
    await waitForHydration(page);
    await expect(widget(page)).toHaveAttribute('data-client-user-id', user.id);
    await expect(widget(page)).toHaveAttribute('data-client-email', user.email);
    await expect(page.locator('script[data-ai-widget-loader]')).toHaveCount(1);
  });

  test('its launcher sits in a bar of its own and covers no content', async ({page}) => {
    await page.goto('ja/');
    await waitForHydration(page);
    const launcher = widget(page).getByRole('button');
    await expect(launcher).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-ai-widget-shown', '');
    const layout = () =>
      page.evaluate(() => {
        const dock = parseFloat(getComputedStyle(document.body, '::after').height);
        const box = document.querySelector('[data-ai-widget] button')!.getBoundingClientRect();
        // What a reader sees just beside the launcher, inside the bar.
        const beside = document.elementFromPoint(box.right + 40, box.top + box.height / 2);
        return {
          dock,
          viewport: window.innerHeight,
          launcherTop: box.top,
          launcherBottom: box.bottom,
          besideIsPage: beside === document.body || beside === document.documentElement,
          pageEnd: document.querySelector('footer')!.getBoundingClientRect().bottom,
        };
      });
    for (const position of ['top', 'heading', 'bottom'] as const) {
      if (position === 'heading') {
        // The heading the launcher used to cover on this page at 1280 px.
        await page.getByRole('heading', {name: 'クイックスタート'}).scrollIntoViewIfNeeded();
      } else if (position === 'bottom') {
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      }
      const seen = await layout();
      expect(seen.dock, 'the bar has a height').toBeGreaterThan(40);
      expect(seen.launcherTop, `${position}: launcher inside the bar`).toBeGreaterThanOrEqual(
        seen.viewport - seen.dock,
      );
      expect(seen.launcherBottom).toBeLessThanOrEqual(seen.viewport);
      expect(seen.besideIsPage, `${position}: the bar is opaque, no text shows in it`).toBe(true);
      if (position === 'bottom') {
        expect(seen.pageEnd, 'the page ends above the bar').toBeLessThanOrEqual(
          seen.viewport - seen.dock + 1,
        );
      }
    }
  });

  test('loads without user settings when signed out, once across navigation', async ({page}) => {
    await page.goto('guides/');
    await waitForHydration(page);
    await expect(widget(page)).toHaveAttribute('data-client-user-id', '');
    await page
      .locator('.theme-doc-sidebar-menu')
      .getByRole('link', {name: 'Install', exact: true})
      .click();
    await expect(page.locator('article h1')).toHaveText('Install');
    await expect(page.locator('script[data-ai-widget-loader]')).toHaveCount(1);
    await expect(widget(page)).toHaveCount(1);
  });

  test('a page that hides it does not load it, and hides one loaded before', async ({page}) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/ai-widget.js')) {
        scripts.push(request.url());
      }
    });
    await page.goto('guides/pricing/');
    await waitForHydration(page);
    await expect(userArea(page)).toHaveAttribute('data-session', 'signed-out');
    await expect(page.locator('script[data-ai-widget-loader]')).toHaveCount(0);
    expect(scripts).toEqual([]);

    await page.goto('guides/install/');
    await waitForHydration(page);
    await expect(widget(page)).toBeVisible();
    await page
      .locator('.theme-doc-sidebar-menu')
      .getByRole('link', {name: 'Pricing', exact: true})
      .click();
    await expect(page.locator('article h1')).toHaveText('Pricing');
    await expect(widget(page)).toBeHidden();
  });
});

test('the account service refuses CORS to any other origin', async ({
  page,
  baseURL,
  consoleGuard,
}) => {
  consoleGuard.allow(/CORS policy/, /Failed to load resource/);
  // The same built site, served from an origin the service does not know.
  await page.goto((baseURL ?? '').replace('//localhost', '//127.0.0.1'));
  await waitForHydration(page);
  await expect(userArea(page)).toHaveAttribute('data-session', 'signed-out');
  const outcome = await page.evaluate(async (url) => {
    try {
      const response = await fetch(url, {credentials: 'include'});
      return `status ${response.status}`;
    } catch (error) {
      return `refused: ${(error as Error).name}`;
    }
  }, SESSION_URL);
  expect(outcome).toBe('refused: TypeError');
  const preflight = await page.request.fetch(LOGOUT_URL, {
    method: 'OPTIONS',
    headers: {Origin: 'https://evil.example', 'Access-Control-Request-Method': 'DELETE'},
  });
  expect(preflight.status()).toBe(403);
  expect(preflight.headers()['access-control-allow-origin']).toBeUndefined();
});
