import type {BrowserContext, Page, Route} from '@playwright/test';

import {baseUrlFor, resolveSettings} from '../../src/config/settings';
import {STORAGE_WARNING} from '../../src/lib/safeStorage';
import {HOSTILE_COLORS, HOSTILE_HTML, HOSTILE_URLS} from '../support/hostileAnnouncement';
import {wcagViolations} from '../support/axe';
import {isLoopback} from '../support/network';
import {expect, test, waitForHydration} from './fixtures';

/*
 * The remote announcement bar (src/theme/AnnouncementBar). Every test serves
 * its own announcement file with page.route, so the file the site ships
 * does not matter here.
 */

const BASE = baseUrlFor(resolveSettings(process.env));
const FILE = '**/dynamic-assets/announcement.json';
const FETCH_ERROR = /Failed to fetch announcement configuration:/;
const DISMISS_KEY = 'docusaurus.announcement.dismiss';
const ID_KEY = 'docusaurus.announcement.id';
const PAGE = 'guides/install/';
/** The lightest page, for tests that load many files one after another. */
const HOME = '';

const CONFIG = {
  showBanner: true,
  id: 'e2e-first',
  logo: 'product',
  textHTML:
    'Version <strong>4.0</strong> is out, see <a href="https://example.com/notes">the notes</a>',
  linkType: 'text',
  link: {url: `${BASE}guides/`, text: 'Read the guides'},
};

type Answer = unknown | ((route: Route) => Promise<void>);

/** Serves `answer` as the announcement file: a JSON value, or a handler of its own. */
async function serve(target: Page | BrowserContext, answer: () => Answer): Promise<void> {
  await target.route(FILE, async (route) => {
    const value = answer();
    if (typeof value === 'function') {
      await (value as (route: Route) => Promise<void>)(route);
    } else {
      await route.fulfill({json: value});
    }
  });
}

function bar(page: Page, name = 'Announcement') {
  return page.getByRole('region', {name, exact: true});
}

/** Waits until the bar has decided: visible or hidden, not loading. */
async function settled(page: Page, state: 'visible' | 'hidden'): Promise<void> {
  await page.locator(`html[data-announcement-bar="${state}"]`).waitFor({state: 'attached'});
}

async function storage(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate(
    ([dismiss, id]) => ({
      dismiss: localStorage.getItem(dismiss!),
      id: localStorage.getItem(id!),
    }),
    [DISMISS_KEY, ID_KEY],
  );
}

test.describe('announcement bar', () => {
  test('shows above the header with logo, message, text link and a named close button', async ({
    page,
  }) => {
    await serve(page, () => CONFIG);
    // The static HTML never holds the bar: it appears after hydration only.
    const html = await (await page.request.get(PAGE)).text();
    expect(html).not.toContain('announcement-bar');

    await page.goto(PAGE);
    await waitForHydration(page);
    const region = bar(page);
    await expect(region).toBeVisible();
    const box = await region.boundingBox();
    expect(box).toMatchObject({x: 0, y: 0, height: 50});
    const navbar = await page.locator('nav.navbar').boundingBox();
    expect(navbar).toMatchObject({y: 50, height: 69});

    await expect(region).toContainText('Version 4.0 is out, see the notes');
    await expect(region.locator('img')).toHaveAttribute('src', `${BASE}img/logo.svg`);
    const link = region.getByRole('link', {name: 'Read the guides'});
    await expect(link).toHaveAttribute('href', `${BASE}guides/`);
    await expect(link).toHaveAttribute('data-link-type', 'text');
    await expect(link).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await expect(region.getByRole('link', {name: 'the notes'})).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expect(region.getByRole('button', {name: 'Close announcement'})).toBeVisible();
    expect(await wcagViolations(page, {include: ['[data-testid="announcement-bar"]']})).toEqual([]);
  });

  test('shows the link as a button, the file image and the text colour (dark mode)', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await serve(page, () => ({
      ...CONFIG,
      imageUrl: `${BASE}img/favicon.svg`,
      textColor: 'rgb(255, 214, 102)',
      linkType: 'button',
    }));
    await page.goto(PAGE);
    const region = bar(page);
    await expect(region).toBeVisible();
    await expect(region.locator('img')).toHaveAttribute('src', `${BASE}img/favicon.svg`);
    const link = region.getByRole('link', {name: 'Read the guides'});
    await expect(link).toHaveAttribute('data-link-type', 'button');
    expect(await link.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(
      'rgba(0, 0, 0, 0)',
    );
    await expect(region.getByText('Version')).toHaveCSS('color', 'rgb(255, 214, 102)');
    expect(await wcagViolations(page, {include: ['[data-testid="announcement-bar"]']})).toEqual([]);
  });

  test('closing hides it for good; a file with a new id shows again', async ({page}) => {
    let config = CONFIG;
    await serve(page, () => config);
    await page.goto(PAGE);
    await bar(page).getByRole('button', {name: 'Close announcement'}).click();
    await expect(bar(page)).toHaveCount(0);
    expect((await page.locator('nav.navbar').boundingBox())?.y).toBe(0);
    expect(await storage(page)).toEqual({dismiss: 'true', id: 'e2e-first'});

    await page.reload();
    await settled(page, 'hidden');
    await expect(bar(page)).toHaveCount(0);

    // A client-side navigation does not bring it back either.
    await page.locator('nav.navbar').getByRole('link', {name: 'Mapbox GL JS', exact: true}).click();
    await expect(page).toHaveURL(new RegExp(`${BASE}$`));
    await settled(page, 'hidden');
    await expect(bar(page)).toHaveCount(0);

    config = {...CONFIG, id: 'e2e-second'};
    await page.reload();
    await expect(bar(page)).toBeVisible();
    expect(await storage(page)).toEqual({dismiss: 'false', id: 'e2e-second'});
  });

  test('closing in one tab closes it in the others', async ({context}) => {
    await serve(context, () => CONFIG);
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto(PAGE);
    await second.goto('');
    await expect(bar(first)).toBeVisible();
    await expect(bar(second)).toBeVisible();
    await bar(first).getByRole('button', {name: 'Close announcement'}).click();
    await expect(bar(second)).toHaveCount(0);
    await expect(bar(first)).toHaveCount(0);
  });

  test('fits a 375 px screen and speaks Japanese', async ({page}) => {
    await page.setViewportSize({width: 375, height: 740});
    await serve(page, () => ({
      ...CONFIG,
      textHTML: `${'A long announcement that cannot fit on a phone. '.repeat(6)}`,
      linkType: 'button',
    }));
    await page.goto(`ja/${PAGE}`);
    const region = bar(page, 'お知らせ');
    await expect(region).toBeVisible();
    expect((await region.boundingBox())?.height).toBe(50);
    const close = region.getByRole('button', {name: 'お知らせを閉じる'});
    const closeBox = await close.boundingBox();
    expect(closeBox!.x + closeBox!.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    expect((await page.locator('nav.navbar').boundingBox())?.y).toBe(50);
    await close.click();
    await expect(region).toHaveCount(0);
  });

  test('stays hidden without reserving space while the file is slow', async ({page}) => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    await serve(page, () => async (route: Route) => {
      await answered;
      await route.fulfill({json: CONFIG});
    });
    await page.goto(PAGE);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-announcement-bar', 'loading');
    await page.waitForTimeout(500);
    await expect(bar(page)).toHaveCount(0);
    expect((await page.locator('nav.navbar').boundingBox())?.y).toBe(0);
    release();
    await expect(bar(page)).toBeVisible();
    expect((await page.locator('nav.navbar').boundingBox())?.y).toBe(50);
  });

  test('a file with showBanner false shows nothing and logs nothing', async ({page}) => {
    await serve(page, () => ({...CONFIG, showBanner: false}));
    await page.goto(PAGE);
    await settled(page, 'hidden');
    await expect(bar(page)).toHaveCount(0);
  });

  const FAILURES: Array<{name: string; answer: Answer; cause: RegExp}> = [
    {name: '404', answer: async (route: Route) => route.fulfill({status: 404}), cause: /HTTP 404/},
    {
      name: '500',
      answer: async (route: Route) => route.fulfill({status: 500, body: 'oops'}),
      cause: /HTTP 500/,
    },
    {
      name: 'a network failure',
      answer: async (route: Route) => route.abort('connectionrefused'),
      cause: /Failed to fetch|TypeError/,
    },
    {
      name: 'invalid JSON',
      answer: async (route: Route) =>
        route.fulfill({contentType: 'application/json', body: '{"showBanner": true,'}),
      cause: /JSON/,
    },
    {name: 'showBanner as a string', answer: {...CONFIG, showBanner: 'true'}, cause: /showBanner/},
    {name: 'no id', answer: {...CONFIG, id: undefined}, cause: /"id"/},
    {name: 'an array', answer: [CONFIG], cause: /not a JSON object/},
  ];

  test('logs each failure with its cause and stays hidden', async ({page, consoleGuard}) => {
    consoleGuard.allow(FETCH_ERROR, /Failed to load resource/);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && FETCH_ERROR.test(message.text())) {
        errors.push(message.text());
      }
    });
    let answer: Answer = null;
    await serve(page, () => answer);
    for (const failure of FAILURES) {
      await test.step(failure.name, async () => {
        answer = failure.answer;
        errors.length = 0;
        await page.goto(HOME, {waitUntil: 'domcontentloaded'});
        await settled(page, 'hidden');
        await expect(bar(page)).toHaveCount(0);
        await expect.poll(() => errors.length).toBe(1);
        expect(errors[0]).toMatch(failure.cause);
      });
    }
  });

  test('works for the page when storage is blocked, after one warning', async ({
    page,
    consoleGuard,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await serve(page, () => CONFIG);
    await page.goto(PAGE);
    await expect(bar(page)).toBeVisible();
    await bar(page).getByRole('button', {name: 'Close announcement'}).click();
    await expect(bar(page)).toHaveCount(0);
    await page.locator('nav.navbar').getByRole('link', {name: 'Mapbox GL JS', exact: true}).click();
    await settled(page, 'hidden');
    await expect(bar(page)).toHaveCount(0);
    expect(consoleGuard.warnings.filter((text) => text.includes(STORAGE_WARNING))).toHaveLength(1);
  });

  test('works for the page when storage is full, without persisting', async ({
    page,
    consoleGuard,
  }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      };
    });
    await serve(page, () => CONFIG);
    await page.goto(PAGE);
    await bar(page).getByRole('button', {name: 'Close announcement'}).click();
    await expect(bar(page)).toHaveCount(0);
    expect(consoleGuard.warnings.filter((text) => text.includes(STORAGE_WARNING))).toHaveLength(1);
    await page.reload();
    await expect(bar(page)).toBeVisible();
  });
});

/*
 * The hostile corpus (tests/support/hostileAnnouncement.ts). A page load
 * costs seconds on a busy machine, so each served file carries three hostile
 * messages (one after the other), one hostile image URL, one hostile link
 * URL and one hostile colour; 14 files cover every value. The unit tests
 * sanitise each message on its own as well. Script that runs calls
 * window.__xss(), which counts.
 */
const PER_FILE = 3;
const FILE_COUNT = Math.max(
  Math.ceil(HOSTILE_HTML.length / PER_FILE),
  Math.ceil(HOSTILE_URLS.length / 2),
  HOSTILE_COLORS.length,
);
const HOSTILE_CONFIGS = Array.from({length: FILE_COUNT}, (_, index) => ({
  showBanner: true,
  id: `hostile-${index}`,
  textHTML: HOSTILE_HTML.slice(index * PER_FILE, (index + 1) * PER_FILE).join(' <br> ') || 'x',
  imageUrl: HOSTILE_URLS[index % HOSTILE_URLS.length],
  textColor: HOSTILE_COLORS[index % HOSTILE_COLORS.length],
  linkType: 'button',
  link: {
    url: HOSTILE_URLS[(index + Math.ceil(HOSTILE_URLS.length / 2)) % HOSTILE_URLS.length],
    text: 'Hostile link',
  },
}));
const CHUNK = Math.ceil(FILE_COUNT / 2);

/** Defines window.__xss(), which hostile payloads call, and keeps real links from navigating. */
function installScriptCounter(): void {
  const counter = window as unknown as {__xss: () => void; __xssCount: number};
  counter.__xssCount = 0;
  counter.__xss = () => {
    counter.__xssCount += 1;
  };
  // Links to real sites stay put; anything else (javascript:) is not stopped.
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a');
      if (link && /^https?:$/.test(link.protocol)) {
        event.preventDefault();
      }
    },
    true,
  );
}

test.describe('announcement bar with hostile files', () => {
  test.describe.configure({timeout: 90_000});

  test('the served files carry every hostile value', () => {
    const served = HOSTILE_CONFIGS.flatMap((config) => [
      config.textHTML,
      config.imageUrl,
      config.link.url,
      config.textColor,
    ]).join('\n');
    for (const value of [...HOSTILE_HTML, ...HOSTILE_URLS, ...HOSTILE_COLORS]) {
      expect(served).toContain(value);
    }
  });

  test('the script counter sees script that does run (control)', async ({page}) => {
    await page.addInitScript(installScriptCounter);
    await page.goto(HOME, {waitUntil: 'domcontentloaded'});
    // The page's policy refuses inline handler attributes, so the control's
    // handler is set from script: the counter must count what a handler runs.
    await page.evaluate(() => {
      const details = document.createElement('details');
      details.innerHTML = '<summary>x</summary>';
      details.ontoggle = () => (window as unknown as {__xss: () => void}).__xss();
      details.open = true;
      document.body.append(details);
    });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as {__xssCount: number}).__xssCount))
      .toBe(1);
  });

  for (let start = 0; start < HOSTILE_CONFIGS.length; start += CHUNK) {
    const configs = HOSTILE_CONFIGS.slice(start, start + CHUNK);
    test(`runs no script and keeps the page usable: files ${start + 1} to ${start + configs.length}`, async ({
      page,
      consoleGuard,
    }) => {
      // Chromium checks the page's Content Security Policy while DOMPurify
      // parses a hostile message in its inert document, and logs the inline
      // handlers it refuses. Nothing ran either way: the counter below says so.
      consoleGuard.allow(
        /^Executing inline event handler violates the following Content Security Policy/,
      );
      await page.addInitScript(installScriptCounter);
      let dialogs = 0;
      page.on('dialog', (dialog) => {
        dialogs += 1;
        void dialog.dismiss();
      });
      const foreignRequests: string[] = [];
      page.on('request', (request) => {
        if (!isLoopback(request.url())) {
          foreignRequests.push(request.url());
        }
      });
      let current = configs[0];
      await serve(page, () => current);

      for (const config of configs) {
        current = config;
        await page.goto(HOME, {waitUntil: 'domcontentloaded'});
        const region = bar(page);
        await expect(region, config.textHTML).toBeVisible();

        // Hover, focus and click everything the message kept, in the page:
        // HTMLElement.click() follows links, javascript: ones included.
        await region.evaluate(async (root) => {
          for (const element of Array.from(root.querySelectorAll<HTMLElement>('*'))) {
            for (const type of ['mouseover', 'mouseenter', 'mousemove']) {
              element.dispatchEvent(new MouseEvent(type, {bubbles: true}));
            }
            element.focus();
            if (element.localName === 'a') {
              element.click();
            }
          }
          await new Promise((resolve) => setTimeout(resolve, 50));
        });

        const report = await region.evaluate((root) => {
          const elements = Array.from(root.querySelectorAll('*'));
          const messageElement = root.querySelector('[class*="message"]') as HTMLElement | null;
          const inside = messageElement ? Array.from(messageElement.querySelectorAll('*')) : [];
          const box = root.getBoundingClientRect();
          return {
            handlers: elements.flatMap((element) =>
              element.getAttributeNames().filter((name: string) => name.startsWith('on')),
            ),
            messageTags: [...new Set(inside.map((element) => element.localName))],
            messageAttributes: [
              ...new Set(inside.flatMap((element) => element.getAttributeNames())),
            ],
            hrefs: inside.flatMap((element) => element.getAttribute('href') ?? []),
            messageColor: messageElement?.style.color ?? '',
            images: Array.from(root.querySelectorAll('img')).map((image) =>
              image.getAttribute('src'),
            ),
            buttonLinks: root.querySelectorAll('[data-link-type]').length,
            height: box.height,
            top: box.top,
          };
        });
        expect(report.handlers).toEqual([]);
        for (const tag of report.messageTags) {
          expect(['a', 'b', 'strong', 'em', 'i', 'code', 'span', 'br']).toContain(tag);
        }
        for (const attribute of report.messageAttributes) {
          expect(['href', 'title', 'target', 'rel']).toContain(attribute);
        }
        for (const href of report.hrefs) {
          expect(href).toMatch(/^(https?:\/\/|\/(?![/\\]))/);
        }
        expect(report.messageColor).toBe('');
        expect(report.images).toEqual([]);
        expect(report.buttonLinks).toBe(0);
        expect(report).toMatchObject({height: 50, top: 0});

        // Still usable: the header sits under the bar, the page has not grown
        // sideways, the body is shown, and the bar closes.
        expect((await page.locator('nav.navbar').boundingBox())?.y).toBe(50);
        expect(
          await page.evaluate(() => ({
            overflow: document.documentElement.scrollWidth > window.innerWidth,
            bodyShown: getComputedStyle(document.body).display !== 'none',
          })),
        ).toEqual({overflow: false, bodyShown: true});
        await region.getByRole('button', {name: 'Close announcement'}).click();
        await expect(region).toHaveCount(0);
        await expect(page.getByRole('heading', {level: 1})).toBeVisible();

        expect(
          await page.evaluate(() => (window as unknown as {__xssCount: number}).__xssCount),
        ).toBe(0);
      }
      expect(dialogs).toBe(0);
      expect(foreignRequests).toEqual([]);
    });
  }
});
