import {resolve} from 'node:path';
import type {Page, Route} from '@playwright/test';

import {
  readBuiltRecords,
  startSearchServer,
  type RunningSearchServer,
} from '../../plugins/search/server/searchServer';
import {expect, test, waitForHydration} from './fixtures';

/**
 * The hosted-service path, without a second build: the built bundle is
 * served with hosted credentials in place of the embedded ones (the site
 * config is one object in main.js), and every request the dialog's real
 * algoliasearch client makes to the service's hosts is forwarded over HTTP
 * to the local search server (plugins/search/server/searchServer.ts), or failed, or
 * delayed, per test.
 */

const APP_ID = 'TESTAPP';
const API_KEY = 'test-search-key';
const SERVICE_HOSTS = /^https:\/\/testapp(?:-dsn|-\d)?\.(?:algolia\.net|algolianet\.com)\//i;

interface SeenRequest {
  host: string;
  url: URL;
  body: {requests: Record<string, unknown>[]};
}

let server: RunningSearchServer;
let wrongKeyServer: RunningSearchServer;

test.beforeAll(async () => {
  const records = await readBuiltRecords(resolve('build'));
  server = await startSearchServer({records, appId: APP_ID, apiKey: API_KEY});
  wrongKeyServer = await startSearchServer({records, appId: APP_ID, apiKey: 'another-key'});
});

test.afterAll(async () => {
  await server?.close();
  await wrongKeyServer?.close();
});

type Answer = (route: Route, request: SeenRequest) => Promise<void>;

/** Serves the site in hosted mode and answers the service's hosts with `answer`. */
async function hostedMode(page: Page, answer: Answer): Promise<SeenRequest[]> {
  const seen: SeenRequest[] = [];
  let patched = false;
  await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
    const response = await route.fetch();
    const original = await response.text();
    const body = original.replace(
      'appId:"EMBEDDED",apiKey:"embedded-search-only"',
      `appId:"${APP_ID}",apiKey:"${API_KEY}"`,
    );
    patched = body !== original;
    await route.fulfill({response, body});
  });
  await page.route(SERVICE_HOSTS, async (route) => {
    const url = new URL(route.request().url());
    const request = {
      host: url.host,
      url,
      body: JSON.parse(route.request().postData() ?? '{}') as SeenRequest['body'],
    };
    seen.push(request);
    await answer(route, request);
  });
  await page.goto('guides/');
  await waitForHydration(page);
  expect(patched, 'the bundle carries the embedded search credentials').toBe(true);
  return seen;
}

/** Forwards a service request to a local search server, unchanged. */
function forwardTo(target: () => RunningSearchServer, delay = 0): Answer {
  return async (route, {url}) => {
    if (delay) {
      await new Promise((done) => setTimeout(done, delay));
    }
    const response = await route.fetch({url: `${target().url}${url.pathname}${url.search}`});
    await route.fulfill({response});
  };
}

async function query(page: Page, text: string): Promise<void> {
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill(text);
}

test.describe('search dialog with a hosted search service', () => {
  // The embedded build's Content Security Policy has no connection to the
  // service's hosts; a build with hosted credentials lists them (unit-tested
  // in tests/unit/securityHeaders.test.ts). The patched bundle runs without it.
  test.use({bypassCSP: true});

  test('sends the spec request and shows the answer', async ({page}) => {
    const seen = await hostedMode(
      page,
      forwardTo(() => server),
    );
    await query(page, 'marker');
    await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
    // The hosted service answers: its attribution stays, ours is not shown.
    await expect(page.locator('.DocSearch-Footer .DocSearch-Logo')).toBeVisible();
    await expect(page.locator('.site-search-attribution')).toHaveCount(0);
    const request = seen.at(-1);
    expect(request?.host).toBe('testapp-dsn.algolia.net');
    expect(request?.url.pathname).toBe('/1/indexes/*/queries');
    expect(request?.url.searchParams.get('x-algolia-application-id')).toBe(APP_ID);
    expect(request?.url.searchParams.get('x-algolia-api-key')).toBe(API_KEY);
    const agent = request?.url.searchParams.get('x-algolia-agent') ?? '';
    expect(agent).toMatch(/docsearch/);
    expect(agent).toMatch(/docusaurus/);
    expect(request?.body.requests).toHaveLength(1);
    expect(request?.body.requests[0]).toMatchObject({
      query: 'marker',
      indexName: 'mapbox',
      attributesToRetrieve: [
        'hierarchy.lvl0',
        'hierarchy.lvl1',
        'hierarchy.lvl2',
        'hierarchy.lvl3',
        'hierarchy.lvl4',
        'hierarchy.lvl5',
        'hierarchy.lvl6',
        'content',
        'type',
        'url',
      ],
      attributesToSnippet: [
        'hierarchy.lvl1:10',
        'hierarchy.lvl2:10',
        'hierarchy.lvl3:10',
        'hierarchy.lvl4:10',
        'hierarchy.lvl5:10',
        'hierarchy.lvl6:10',
        'content:10',
      ],
      snippetEllipsisText: '…',
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      hitsPerPage: 20,
      clickAnalytics: false,
      facetFilters: [
        'language:en',
        ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
      ],
    });
    await expect(page.getByRole('link', {name: /^See all \d+ results$/})).toBeVisible();
  });

  test('asks for shorter snippets on a phone', async ({page}) => {
    await page.setViewportSize({width: 375, height: 740});
    const seen = await hostedMode(
      page,
      forwardTo(() => server),
    );
    await query(page, 'marker');
    await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
    expect(seen.at(-1)?.body.requests[0]?.attributesToSnippet).toEqual([
      'hierarchy.lvl1:5',
      'hierarchy.lvl2:5',
      'hierarchy.lvl3:5',
      'hierarchy.lvl4:5',
      'hierarchy.lvl5:5',
      'hierarchy.lvl6:5',
      'content:5',
    ]);
  });

  test('fails over from an unreachable host to the next', async ({page, consoleGuard}) => {
    consoleGuard.allow(/Failed to load resource/);
    const forward = forwardTo(() => server);
    const seen = await hostedMode(page, async (route, request) => {
      if (request.host === 'testapp-dsn.algolia.net') {
        await route.abort('connectionrefused');
      } else {
        await forward(route, request);
      }
    });
    await query(page, 'globe');
    await expect(page.locator('.DocSearch-Hit').first()).toContainText(/globe/i);
    expect(seen[0]?.host).toBe('testapp-dsn.algolia.net');
    expect(seen[1]?.host).toMatch(/^testapp-[123]\.algolianet\.com$/);
  });

  // The failure is remembered per query (src/theme/SearchBar), so DocSearch
  // re-running the same query on focus or input does not hide the screen.
  test('shows the error screen when every host is down', async ({page, consoleGuard}) => {
    consoleGuard.allow(/Failed to load resource/);
    const seen = await hostedMode(page, (route) => route.abort('connectionrefused'));
    await query(page, 'globe');
    const error = page.locator('.DocSearch-ErrorScreen');
    await expect(error).toContainText('Unable to fetch results');
    await expect(error).toContainText('You might want to check your network connection.');
    await expect(page.locator('.DocSearch-NoResults')).toBeHidden();
    // The read host and the three fallbacks were all tried.
    expect(new Set(seen.map((request) => request.host)).size).toBe(4);
  });

  test('shows the error screen when the service answers 4xx', async ({page, consoleGuard}) => {
    consoleGuard.allow(/Failed to load resource.*403/);
    const seen = await hostedMode(
      page,
      forwardTo(() => wrongKeyServer),
    );
    await query(page, 'globe');
    await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results');
    // A 4xx is an answer, not a dead host: no other host is tried.
    expect(seen.map((request) => request.host)).toEqual(['testapp-dsn.algolia.net']);
  });

  test('turns loading into stalled after 300 ms on a slow answer', async ({page}) => {
    await hostedMode(
      page,
      forwardTo(() => server, 1200),
    );
    await query(page, 'terrain');
    await expect(page.locator('.DocSearch-Container--Stalled')).toBeVisible();
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(page.locator('.DocSearch-Container--Stalled')).toHaveCount(0);
  });
});
