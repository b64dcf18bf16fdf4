import type {Page, Route} from '@playwright/test';

import {resolveSettings} from '../../src/config/settings';
import {ACCOUNT_ORIGIN} from '../support/account';
import {expect, test, waitForHydration} from './fixtures';

const settings = resolveSettings(process.env);
/** Pages on localhost use the development endpoint: the local account service's. */
const ENDPOINT = settings.hosts.development.feedbackEndpoint;
const KEYS = {
  answers: `${settings.productId}-gl-js.feedback.answers`,
  queue: `${settings.productId}-gl-js.feedback.queue`,
};

interface Posted {
  id: string;
  page: string;
  title: string;
  locale: string;
  helpful: boolean;
  comment: string;
  createdAt: string;
}

/**
 * Answers the feedback endpoint with `status()` and records every POST body;
 * nothing reaches the account service.
 */
async function routeEndpoint(page: Page, status: () => number): Promise<Posted[]> {
  const posted: Posted[] = [];
  await page.route(ENDPOINT, async (route: Route) => {
    const request = route.request();
    const headers = {'Access-Control-Allow-Origin': (await request.headerValue('origin')) ?? ''};
    if (request.method() === 'OPTIONS') {
      await route.fulfill({
        status: 204,
        headers: {
          ...headers,
          'Access-Control-Allow-Methods': 'POST',
          'Access-Control-Allow-Headers': 'Content-Type',
        },
      });
      return;
    }
    posted.push(request.postDataJSON() as Posted);
    await route.fulfill({status: status(), headers});
  });
  return posted;
}

/** The analytics events the page dispatches, with their data. */
async function recordAnalytics(page: Page): Promise<() => Promise<unknown[]>> {
  await page.addInitScript(() => {
    const events: unknown[] = [];
    (window as unknown as {__events: unknown[]}).__events = events;
    window.addEventListener('docs:analytics', (event) =>
      events.push((event as CustomEvent<unknown>).detail),
    );
  });
  return () => page.evaluate(() => (window as unknown as {__events: unknown[]}).__events);
}

function stored(page: Page, key: string): Promise<unknown> {
  return page.evaluate((name) => JSON.parse(localStorage.getItem(name) ?? 'null') as unknown, key);
}

test.describe('Was this page helpful?', () => {
  test.use({viewport: {width: 1280, height: 800}});

  test('is answered by keyboard, sent to analytics and the endpoint, and stays answered', async ({
    page,
  }) => {
    expect(new URL(ENDPOINT).origin).toBe(ACCOUNT_ORIGIN);
    const posted = await routeEndpoint(page, () => 204);
    const events = await recordAnalytics(page);
    await page.goto('guides/install/');
    await waitForHydration(page);

    const widget = page.getByRole('region', {name: 'Was this page helpful?'});
    const no = widget.getByRole('button', {name: 'No'});
    await no.focus();
    await page.keyboard.press('Space');
    await expect(no).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Tab');
    const comment = widget.getByRole('textbox', {name: 'What was missing or wrong? (optional)'});
    await expect(comment).toBeFocused();
    await page.keyboard.type('The Vite section has no CSS import.');
    await expect(widget).toContainText('35 of 500 characters');
    // The browser stops typing at 500 characters.
    await comment.fill('x'.repeat(600));
    await expect(comment).toHaveValue('x'.repeat(500));
    await comment.fill('The Vite section has no CSS import.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');

    const thanks = widget.getByRole('status');
    await expect(thanks).toHaveText('Thank you for your feedback.');
    await expect(thanks, 'the result takes the focus from the removed form').toBeFocused();
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({
      page: '/mapbox-gl-js/guides/install/',
      locale: 'en',
      helpful: false,
      comment: 'The Vite section has no CSS import.',
    });
    expect(posted[0]?.title).toContain('Install');
    expect(posted[0]?.id).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(await events()).toContainEqual({
      event: 'PageFeedback',
      data: {
        page: '/mapbox-gl-js/guides/install/',
        locale: 'en',
        helpful: false,
        comment: 'The Vite section has no CSS import.',
      },
    });
    expect(await stored(page, KEYS.answers)).toEqual({'/mapbox-gl-js/guides/install/': 'no'});
    expect(await stored(page, KEYS.queue), 'nothing left to send').toBeNull();

    // One answer per page: the reader is reminded instead of asked again.
    await page.reload();
    await waitForHydration(page);
    await expect(widget).toContainText('You told us this page was not helpful.');
    await expect(widget.getByRole('button')).toHaveCount(0);
    expect(posted).toHaveLength(1);

    // Other pages ask: an API page in Japanese, and an example page (static HTML, translated).
    await page.goto('ja/api/map/');
    await waitForHydration(page);
    const japanese = page.getByRole('region', {name: 'このページは役に立ちましたか？'});
    await japanese.getByRole('button', {name: 'はい'}).click();
    await japanese.getByRole('button', {name: 'フィードバックを送信'}).click();
    await expect(japanese.getByRole('status')).toHaveText(
      'フィードバックをありがとうございました。',
    );
    expect(posted[1]).toMatchObject({
      page: '/mapbox-gl-js/ja/api/map/',
      locale: 'ja',
      helpful: true,
    });
    expect(posted[1]?.comment).toBe('');
    const example = await page.request.get('example/simple-map/');
    expect(await example.text()).toMatch(/data-page-feedback[^>]*>.*Was this page helpful\?/s);
  });

  test('keeps an answer the endpoint refused and sends it from the next page', async ({
    page,
    consoleGuard,
  }) => {
    // Chromium logs the refused POST as a console error.
    consoleGuard.allow(/status of 503/);
    let status = 503;
    const posted = await routeEndpoint(page, () => status);
    await page.goto('guides/globe/');
    await waitForHydration(page);

    const widget = page.getByRole('region', {name: 'Was this page helpful?'});
    await widget.getByRole('button', {name: 'Yes'}).click();
    await widget.getByRole('textbox', {name: 'What helped? (optional)'}).fill('The globe demo.');
    await widget.getByRole('button', {name: 'Send feedback'}).click();

    await expect(widget.getByRole('alert')).toContainText(
      'could not be sent just now; it is kept in this browser and will be sent when you open another page.',
    );
    expect(posted).toHaveLength(1);
    const queue = (await stored(page, KEYS.queue)) as Posted[];
    expect(queue).toEqual([posted[0]]);
    expect(await stored(page, KEYS.answers)).toEqual({'/mapbox-gl-js/guides/globe/': 'yes'});

    // The endpoint is back; the next page (a client-side navigation) sends the queue once.
    status = 204;
    await page.getByRole('link', {name: 'Install', exact: true}).first().click();
    await expect(page).toHaveURL(/\/guides\/install\/$/);
    await expect.poll(() => posted.length).toBe(2);
    expect(posted[1]).toEqual(posted[0]);
    await expect.poll(() => stored(page, KEYS.queue)).toBeNull();
    await expect(
      page.getByRole('region', {name: 'Was this page helpful?'}).getByRole('button', {name: 'Yes'}),
      'the new page asks for its own answer',
    ).toBeVisible();
  });
});
