import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {deflateRawSync} from 'node:zlib';
import type {Page, Route} from '@playwright/test';

import {replaceProductTokens} from '../../src/config/productTokens';
import {resolveSettings} from '../../src/config/settings';
import {FEEDBACK_TIMEOUT_MS} from '../../src/lib/pageFeedback/feedback';
import {SESSION_TIMEOUT_MS} from '../../src/session/accountApi';
import {SESSION_URL, fulfilWithCors} from '../support/account';
import {
  FRAME_BREAKOUT,
  INVISIBLE_TEXT,
  MARKUP,
  NOT_UTF8,
  SAVED_SEARCH,
  SCRIPT_URL,
  deflateBomb,
  longValue,
  sharedValue,
} from '../support/hostileValues';
import {expect, test, waitForHydration} from './fixtures';

/*
 * One test per way in: every input the site reads from outside, given hostile
 * values (tests/support/hostileValues.ts). Each checks that no script ran
 * (`__xss()` counted nothing, no dialog opened), that the page still works,
 * and that nothing the reader had is lost. The announcement file, the other
 * way in, has its own suite in announcement.spec.ts.
 */

const settings = resolveSettings(process.env);
const PRODUCT = settings.productId;
const EDIT_KEY = `${PRODUCT}-gl-js.example-edit.simple-map`;
const FEEDBACK_KEYS = {
  answers: `${PRODUCT}-gl-js.feedback.answers`,
  queue: `${PRODUCT}-gl-js.feedback.queue`,
};
const FEEDBACK_ENDPOINT = settings.hosts.development.feedbackEndpoint;
const RECENT_KEY = `__DOCSEARCH_RECENT_SEARCHES__${PRODUCT}`;
const FAVOURITE_KEY = `__DOCSEARCH_FAVORITE_SEARCHES__${PRODUCT}`;
const ANNOUNCEMENT_FILE = '**/dynamic-assets/announcement.json';
const DISMISS_KEY = 'docusaurus.announcement.dismiss';
const ID_KEY = 'docusaurus.announcement.id';
const SIMPLE_MAP = replaceProductTokens(
  readFileSync(join(__dirname, '..', '..', 'example', 'simple-map', 'index.html'), 'utf8'),
  settings,
);
/** Each page's window, with the counter every hostile script calls. */
type Trapped = Window & {__xss: () => void; __xssCount: number};

/** A value as long as a URL's fragment can be (Chromium takes two MiB), well past the limit. */
const TWO_MB = 2 * 1024 * 1024 - 1024;
/** One MiB of markup, for stored values. */
const ONE_MB = 1024 * 1024;

/**
 * Installs `__xss()` in every document the page opens and counts dialogs.
 * The returned check fails when either was used on the current document.
 */
async function trapScripts(page: Page): Promise<() => Promise<void>> {
  await page.addInitScript(() => {
    const trapped = window as unknown as Trapped;
    trapped.__xssCount = 0;
    trapped.__xss = () => {
      trapped.__xssCount += 1;
    };
  });
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  return async () => {
    expect(await page.evaluate(() => (window as unknown as Trapped).__xssCount)).toBe(0);
    expect(dialogs, 'dialogs opened').toBe(0);
  };
}

/** Sets stored values before the page's first document runs (not again on a reload). */
async function storeBeforeLoad(page: Page, values: Record<string, string>): Promise<void> {
  await page.addInitScript((entries) => {
    // Sandboxed demo frames have no storage at all.
    if (window !== window.top || sessionStorage.getItem('hostile-stored') !== null) return;
    sessionStorage.setItem('hostile-stored', 'yes');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, values);
}

function stored(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => localStorage.getItem(name), key);
}

/** The page has its heading, nothing wider than the window, and its body shown. */
async function expectUsablePage(page: Page): Promise<void> {
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  expect(
    await page.evaluate(() => ({
      overflow: document.documentElement.scrollWidth > window.innerWidth,
      bodyShown: getComputedStyle(document.body).display !== 'none',
    })),
  ).toEqual({overflow: false, bodyShown: true});
}

test.describe('a shared link’s fragment', () => {
  const notice = (page: Page, text: string) => page.getByRole('alert').filter({hasText: text});
  const TOO_MUCH = 'holds more code than an example can have';
  const DAMAGED = 'This shared link is damaged';

  test('a deflate bomb, invalid UTF-8 and a 2 MB fragment each say why; the example and the reader’s edit stay', async ({
    page,
  }) => {
    // Three hostile fragments and two page loads take most of the default timeout on a
    // two-core machine, and more while another worker runs; the notice keeps its own limit.
    test.setTimeout(120_000);
    const nothingRan = await trapScripts(page);
    const edit = SIMPLE_MAP.replace('zoom: 5', 'zoom: 3');
    await storeBeforeLoad(page, {[EDIT_KEY]: edit});
    // Deflate of 600 MiB of spaces: the decoder must stop at the limit, not inflate it all.
    const bomb = sharedValue(deflateBomb(600));
    const started = Date.now();
    await page.goto(`example/simple-map/#code=${bomb}`);
    await expect(notice(page, TOO_MUCH)).toBeVisible();
    const seconds = (Date.now() - started) / 1000;
    expect(seconds, 'seconds to the notice').toBeLessThan(30);

    const published = /\/example-runtime\/run\.html#demo\/simple-map\.html$/;
    const frame = page.getByTestId('example-frame');
    for (const [value, text] of [
      [sharedValue(NOT_UTF8), DAMAGED],
      ['A'.repeat(TWO_MB), TOO_MUCH],
    ] as const) {
      // Followed from the page itself: only the fragment changes.
      await page.evaluate((hash) => (window.location.hash = hash), `code=${value}`);
      await expect(notice(page, text)).toBeVisible();
      await expect(page.getByTestId('example-edited')).toHaveCount(0);
      await expect(frame).toHaveAttribute('src', published);
      expect(await stored(page, EDIT_KEY), 'the reader’s edit').toBe(edit);
    }
    await expectUsablePage(page);
    await nothingRan();

    // Without the link, the reader's own edit opens as before.
    await page.goto('example/simple-map/');
    await expect(page.getByTestId('example-edited')).toBeVisible();
  });

  test('code that tries to leave its frame runs only in it', async ({page, consoleGuard}) => {
    // The demo logs what the sandbox refused (the demo's own errors reach the page's console).
    consoleGuard.allow(/SecurityError|Blocked a frame|Unsafe attempt|sandboxed|not allowed/i);
    const nothingRan = await trapScripts(page);
    await storeBeforeLoad(page, {[FAVOURITE_KEY]: '[]'});
    const code = SIMPLE_MAP.replace(/<body>[\s\S]*<\/body>/, `<body>\n${FRAME_BREAKOUT}\n</body>`);
    const link = `example/simple-map/#code=${sharedValue(deflateRawSync(Buffer.from(code)))}`;
    await page.goto(link);
    await waitForHydration(page);
    await expect(
      page.getByRole('status').filter({hasText: 'code from a shared link'}),
    ).toBeVisible();
    const logged = page.getByTestId('example-console').getByRole('listitem');
    for (const attempt of ['parent', 'top', 'storage', 'call']) {
      await expect(logged.filter({hasText: `${attempt} SecurityError`})).toHaveCount(1);
    }
    expect(page.url()).toContain('/example/simple-map/#code=');
    await expect(page.locator('h1')).toHaveText('Display a map on a webpage');
    expect(await stored(page, 'pwned')).toBeNull();
    expect(await stored(page, FAVOURITE_KEY)).toBe('[]');
    await expectUsablePage(page);
    await nothingRan();
    // Still an editor: Reset brings back the published example.
    await page.getByRole('button', {name: 'Reset'}).click();
    await expect(page.getByTestId('example-frame')).toHaveAttribute(
      'src',
      /run\.html#demo\/simple-map\.html$/,
    );
  });
});

/** Each query parameter the site reads, with the values every one of them gets. */
const QUERY_VALUES = [MARKUP, longValue(10_000), INVISIBLE_TEXT, SCRIPT_URL];

test.describe('query parameters', () => {
  test('of the gallery (topic, search, version)', async ({page}) => {
    const nothingRan = await trapScripts(page);
    const search = page.getByLabel('Search examples');
    for (const value of QUERY_VALUES) {
      // All at their longest would pass the length of a request line servers accept.
      const short = value.slice(0, 100);
      const query = new URLSearchParams({topic: short, search: value, version: short});
      await page.goto(`example/?${query}`);
      await waitForHydration(page);
      await expect(search).toHaveValue(value);
      // A release line the filter does not offer filters nothing.
      await expect(page.getByLabel('Works with')).toHaveValue('');
      await expect(page.getByText('No examples match these filters.')).toBeVisible();
      await expectUsablePage(page);
      await nothingRan();
    }
    await page.getByRole('button', {name: 'Reset'}).click();
    await search.fill('webpage');
    await expect(page.locator('main section ul li a[href*="/example/simple-map/"]')).toBeVisible();
  });

  test('of the API reference (filter)', async ({page}) => {
    const nothingRan = await trapScripts(page);
    const box = page.locator('[data-api-filter]');
    for (const value of QUERY_VALUES) {
      await page.goto(`api/markers/?${new URLSearchParams({filter: value})}`);
      await waitForHydration(page);
      await expect(box).toHaveValue(value);
      await expect(page.locator('[data-api-filter-count]')).toHaveText(/^0 of \d+ entries$/);
      await expect(page.locator('[data-api-no-match]')).toBeVisible();
      await expectUsablePage(page);
      await nothingRan();
    }
    await box.fill('draggable');
    await expect(page.locator('[data-api-member="marker#setdraggable"]')).toBeVisible();
  });

  test('of the search page (q)', async ({page}) => {
    const nothingRan = await trapScripts(page);
    const box = page.locator('.search-page-wrapper input');
    for (const value of QUERY_VALUES) {
      await page.goto(`search/?${new URLSearchParams({q: value})}`);
      await waitForHydration(page);
      await expect(box).toHaveValue(value);
      await expect(page.getByRole('heading', {level: 1})).toContainText(value.slice(0, 100));
      await expectUsablePage(page);
      await nothingRan();
    }
    await box.fill('marker');
    await expect(page.locator('.search-page-wrapper article a').first()).toBeVisible();
  });
});

/** The account service's session answer for every request of the page. */
async function answerSession(page: Page, answer: (route: Route) => Promise<void>): Promise<void> {
  await page.route(SESSION_URL, answer);
}

const userArea = (page: Page) => page.locator('.navbar [data-testid="user-area"]');

test.describe('the session answer', () => {
  test('markup in the id and email, a javascript: avatar and a token with quotes', async ({
    page,
  }) => {
    const nothingRan = await trapScripts(page);
    const token = "pk.eyJ1IjoiZXZlIn0';__xss();'.c2lnbmF0dXJl";
    await answerSession(page, (route) =>
      fulfilWithCors(route, {
        status: 200,
        body: JSON.stringify({
          id: MARKUP,
          email: `${MARKUP}@example.com`,
          avatar: SCRIPT_URL,
          authorizations: [{client: 'api', usage: 'pk', default: true, token}],
        }),
      }),
    );
    await page.goto('guides/install/');
    await waitForHydration(page);
    await expect(userArea(page)).toHaveAttribute('data-session', 'signed-in');
    const account = page.getByRole('button', {name: `Account menu for ${MARKUP}`});
    await account.click();
    await expect(userArea(page)).toContainText(`Signed in as ${MARKUP}`);
    // No image from the avatar, no javascript: anywhere in the header.
    expect(
      await userArea(page).evaluate((area) => ({
        images: Array.from(area.querySelectorAll('img'), (image) => image.getAttribute('src')),
        scripted: Array.from(area.querySelectorAll('[href], [src]'))
          .map((element) => element.getAttribute('href') ?? element.getAttribute('src'))
          .filter((url) => /^\s*javascript:/i.test(url ?? '')),
        injected: area.querySelectorAll('script, [onerror]').length,
      })),
    ).toEqual({images: [], scripted: [], injected: 0});
    // The token is refused, so the samples keep the placeholder, inside its string.
    const sample = page.locator('pre code', {hasText: 'accessToken'}).first();
    await expect(sample).toContainText("accessToken = 'YOUR_ACCESS_TOKEN';");
    await expect(page.locator('main')).not.toContainText('__xss');
    await expectUsablePage(page);
    await nothingRan();
  });

  test('HTML, 5 MB of garbage and no answer at all read as signed out', async ({page}) => {
    const nothingRan = await trapScripts(page);
    const answers: Array<(route: Route) => Promise<void>> = [
      (route) =>
        fulfilWithCors(route, {status: 200, contentType: 'text/html', body: `<p>${MARKUP}</p>`}),
      (route) => fulfilWithCors(route, {status: 200, body: `{"id": "${'x'.repeat(5_000_000)}`}),
      // Never answered: the page gives up after its own timeout, which the
      // page's clock reaches at once.
      () => new Promise<void>(() => {}),
    ];
    await page.clock.install();
    let answer = answers[0]!;
    await answerSession(page, (route) => answer(route));
    for (const next of answers) {
      answer = next;
      const asked = page.waitForRequest(SESSION_URL);
      await page.goto('guides/install/');
      await waitForHydration(page);
      await asked;
      if (next === answers.at(-1)) await page.clock.fastForward(SESSION_TIMEOUT_MS);
      await expect(page.getByRole('link', {name: 'Sign in'})).toBeVisible();
      await expect(userArea(page)).toHaveAttribute('data-session', 'signed-out');
      await expectUsablePage(page);
      await nothingRan();
    }
  });
});

test.describe('stored data', () => {
  test('wrong types, huge values and other shapes on a docs page', async ({page}) => {
    const nothingRan = await trapScripts(page);
    const favourite = SAVED_SEARCH;
    const hostileEntries = [
      null,
      42,
      {...favourite, objectID: 'evil', url: SCRIPT_URL, hierarchy: {lvl0: MARKUP, lvl1: MARKUP}},
      {...favourite, objectID: 'wrong-url', url: 42},
    ];
    await storeBeforeLoad(page, {
      [RECENT_KEY]: JSON.stringify(hostileEntries),
      [FAVOURITE_KEY]: JSON.stringify([favourite, ...hostileEntries]),
      [FEEDBACK_KEYS.answers]: JSON.stringify(['yes', MARKUP]),
      [FEEDBACK_KEYS.queue]: JSON.stringify({id: 1, comment: longValue(ONE_MB)}),
      [DISMISS_KEY]: JSON.stringify({dismissed: true}),
      [ID_KEY]: longValue(ONE_MB),
    });
    await page.route(ANNOUNCEMENT_FILE, (route) =>
      route.fulfill({json: {showBanner: true, id: 'hostile-stored', textHTML: 'News'}}),
    );
    await page.route(FEEDBACK_ENDPOINT, (route) =>
      route.fulfill({
        status: 204,
        headers: {
          'Access-Control-Allow-Origin': route.request().headers().origin ?? '*',
          'Access-Control-Allow-Headers': 'Content-Type',
        },
      }),
    );
    await page.goto('guides/install/');
    await waitForHydration(page);
    await expectUsablePage(page);

    // The announcement: shown (the dismissal is not one), and closes for good.
    const bar = page.getByRole('region', {name: 'Announcement', exact: true});
    await bar.getByRole('button', {name: 'Close announcement'}).click();
    await expect(bar).toHaveCount(0);
    expect(await stored(page, DISMISS_KEY)).toBe('true');
    expect(await stored(page, ID_KEY)).toBe('hostile-stored');

    // Search: the dialog opens with the reader's favourite, and searches.
    await page.locator('.navbar .DocSearch-Button').click();
    const dialog = page.locator('.DocSearch-Modal');
    await expect(dialog.locator('.DocSearch-Hit-source')).toHaveText(['Favorite']);
    await expect(dialog.locator('.DocSearch-Hit')).toHaveCount(1);
    await expect(dialog.locator('.DocSearch-Hit a')).toHaveAttribute('href', favourite.url);
    expect(JSON.parse((await stored(page, FAVOURITE_KEY)) ?? '[]')).toEqual([favourite]);
    await page.locator('.DocSearch-Input').fill('marker');
    await expect(dialog.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('Escape');

    // Feedback: the queue nothing could be read from is gone; an answer is sent.
    await expect.poll(() => stored(page, FEEDBACK_KEYS.queue)).toBeNull();
    const widget = page.getByRole('region', {name: 'Was this page helpful?'});
    await widget.getByRole('button', {name: 'Yes'}).click();
    await widget.getByRole('button', {name: 'Send feedback'}).click();
    await expect(widget.getByRole('status')).toHaveText('Thank you for your feedback.');
    expect(JSON.parse((await stored(page, FEEDBACK_KEYS.answers)) ?? '{}')).toEqual({
      '/mapbox-gl-js/guides/install/': 'yes',
    });
    await nothingRan();
  });

  test('a huge stored edit of another shape opens, and Reset clears it', async ({page}) => {
    const nothingRan = await trapScripts(page);
    await storeBeforeLoad(page, {[EDIT_KEY]: JSON.stringify({code: longValue(ONE_MB)})});
    await page.goto('example/simple-map/');
    await waitForHydration(page);
    await expect(page.getByTestId('example-edited')).toBeVisible();
    await expectUsablePage(page);
    await page.getByRole('button', {name: 'Reset'}).click();
    await expect(page.getByTestId('example-edited')).toHaveCount(0);
    expect(await stored(page, EDIT_KEY)).toBeNull();
    await nothingRan();
  });
});

test.describe('the feedback endpoint', () => {
  test('HTML, 5 MB and no answer at all keep the answer to send later', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/Failed to load resource: the server responded with a status of 50[02]/);
    const nothingRan = await trapScripts(page);
    const htmlError = `<html><body>${MARKUP}</body></html>`;
    const answers: Array<(route: Route) => Promise<void>> = [
      (route) => route.fulfill({status: 502, contentType: 'text/html', body: htmlError}),
      (route) => route.fulfill({status: 500, body: 'x'.repeat(5_000_000)}),
      () => new Promise<void>(() => {}),
    ];
    let answer = answers[0]!;
    await page.route(FEEDBACK_ENDPOINT, async (route) => {
      const origin = route.request().headers().origin ?? '*';
      if (route.request().method() === 'OPTIONS') {
        await route.fulfill({
          status: 204,
          headers: {
            'Access-Control-Allow-Origin': origin,
            'Access-Control-Allow-Methods': 'POST',
            'Access-Control-Allow-Headers': 'Content-Type',
          },
        });
        return;
      }
      await answer(route);
    });
    // The unanswered send gives up after its own timeout, which the page's clock reaches at once.
    await page.clock.install();
    const pages = ['guides/install/', 'guides/', 'api/markers/'];
    for (const [index, path] of pages.entries()) {
      answer = answers[index]!;
      await page.goto(path);
      await waitForHydration(page);
      const widget = page.getByRole('region', {name: 'Was this page helpful?'});
      await widget.getByRole('button', {name: 'No'}).click();
      const sent = page.waitForRequest(
        (request) => request.url() === FEEDBACK_ENDPOINT && request.method() === 'POST',
      );
      await widget.getByRole('button', {name: 'Send feedback'}).click();
      await sent;
      if (index === pages.length - 1) await page.clock.fastForward(FEEDBACK_TIMEOUT_MS);
      await expect(widget.getByRole('alert')).toContainText('could not be sent just now');
      const queue = JSON.parse((await stored(page, FEEDBACK_KEYS.queue)) ?? '[]') as unknown[];
      expect(queue).toHaveLength(index + 1);
      await expectUsablePage(page);
      await nothingRan();
    }
  });
});
