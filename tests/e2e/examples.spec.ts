import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {
  test as base,
  type ConsoleMessage,
  type Frame,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';

import {baseUrlFor, resolveSettings} from '../../src/config/settings';
import {
  PRODUCTION_CONSOLE_HOST,
  SESSION_URL,
  defaultPublicToken,
  signInViaService,
} from '../support/account';
import {demoFrame, demoFrameLocator} from '../support/demoFrame';
import {EXAMPLES} from '../support/examples';
import {INTERACTION_TESTED_EXAMPLES} from '../support/interactionExamples';
import {isBlankPicture, isLoopback} from '../support/network';
import {
  openSandboxHost,
  refuseOutsideRequests,
  showDocumentInSandboxFrame,
  showInSandboxFrame,
} from '../support/previewDocument';
import {bundledProjectDocument, serveProjectData} from '../support/projectBundle';
import {localisedPath} from '../support/routes';
import {BUILD_DIR} from '../support/stock';
import {load} from 'cheerio';

import {expect, test, waitForHydration} from './fixtures';

const SITE_BASE = baseUrlFor(resolveSettings(process.env));

/**
 * One page per worker for the demo documents, kept from demo to demo: each
 * demo gets a new frame in it (see showInSandboxFrame), without a load of
 * the page around it. No route either (a route turns the page's HTTP cache
 * off and passes every request through the test process): the browser
 * resolves no name but the local ones (playwright.config.ts), and each test
 * reports any request for another host.
 */
const demoTest = base.extend<object, {demoPage: Page}>({
  demoPage: [
    async ({browser}, use, workerInfo) => {
      const context = await browser.newContext({
        baseURL: workerInfo.project.use.baseURL,
        // Small: software WebGL draws a demo in about half the time of the
        // example page's 800 × 450 frame. What is checked (it loads, draws
        // something, logs no error, asks nothing of the network) does not
        // depend on the size; the example pages show the frame at full size.
        viewport: {width: 320, height: 180},
      });
      const page = await context.newPage();
      await openSandboxHost(page);
      await use(page);
      await context.close();
    },
    {scope: 'worker'},
  ],
});

/** The part of an element inside the page's viewport, once scrolled into view. */
async function visiblePart(page: Page, element: Locator) {
  await element.scrollIntoViewIfNeeded();
  const box = await element.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) {
    throw new Error('the element has no box in view');
  }
  const x = Math.max(0, box.x);
  const y = Math.max(0, box.y);
  return {
    x,
    y,
    width: Math.min(box.x + box.width, viewport.width) - x,
    height: Math.min(box.y + box.height, viewport.height) - y,
  };
}

/**
 * Waits for the map in `demo` to be idle (or loaded and settled for a
 * while, with `settleAfterLoad` milliseconds), then checks that it recorded no
 * error, the page logged none, and the map's canvas is not blank.
 */
async function expectDrawn(
  page: Page,
  demo: Frame,
  pageErrors: string[],
  what: string,
  {settleAfterLoad}: {settleAfterLoad?: number} = {},
) {
  if (settleAfterLoad === undefined) {
    await demo.locator('html[data-preview-state="idle"]').waitFor({state: 'attached'});
  } else {
    // Drawn once loaded; an animated map is idle only when its animation
    // ends, so it gets a few seconds more to show late errors (its data).
    await demo.locator('html[data-preview-state]').waitFor({state: 'attached'});
    await demo
      .locator('html[data-preview-state="idle"]')
      .waitFor({state: 'attached', timeout: settleAfterLoad})
      .catch(() => undefined);
  }
  const errors = await demo.evaluate(
    () => (window as Window & {__previewErrors?: string[]}).__previewErrors ?? ['no preview'],
  );
  expect([...errors, ...pageErrors.splice(0)], `${what}: map and console errors`).toEqual([]);
  // The frame is 320 px wide: a map that narrow shows its credits as the (i)
  // button only, as the product's compact control does, not over a quarter of the
  // map (an example may still ask for them written out: `compact: false`).
  const expandedCredits = await demo
    .locator('.maplibregl-ctrl-attrib.maplibregl-compact')
    .evaluateAll(
      (controls) =>
        controls.filter(
          (control) =>
            control.classList.contains('maplibregl-compact-show') ||
            control.getBoundingClientRect().height > 30,
        ).length,
    );
  expect(expandedCredits, `${what}: attribution expanded on a narrow map`).toBe(0);
  // The part of the map's canvas in view; the whole page for the examples
  // with no map. A canvas taller than this small frame (a map lower in its
  // page) would be captured beyond the viewport, where WebGL canvases come
  // out white.
  const canvas = demo.locator('canvas').first();
  const picture = (await canvas.count())
    ? await page.screenshot({clip: await visiblePart(page, canvas)})
    : await page.screenshot();
  expect(await isBlankPicture(picture), `${what}: blank map`).toBe(false);
}

// Every page here draws a map with software WebGL; on a shared two-core
// machine that can take a while.
test.describe.configure({timeout: 60_000});

/** Waits for the demo in the page's frame and checks that it drew without errors. */
async function expectFrameDrawn(page: Page): Promise<void> {
  const frameElement = page.getByTestId('example-frame');
  await frameElement.scrollIntoViewIfNeeded();
  await demoFrameLocator(page)
    .locator('html[data-preview-state="idle"]')
    .waitFor({state: 'attached'});
  const demo = await demoFrame(page);
  const {errors, origin} = await demo.evaluate(() => ({
    errors: (window as Window & {__previewErrors?: string[]}).__previewErrors ?? ['no preview'],
    origin: window.origin,
  }));
  expect(errors, 'map errors').toEqual([]);
  // Sandboxed without allow-same-origin: example code cannot reach the site's
  // storage or session, and the map renders in a process of its own.
  expect(origin, 'the demo runs in an opaque origin').toBe('null');
  expect(await isBlankPicture(await frameElement.screenshot()), 'blank map').toBe(false);
}

test.describe('every example', () => {
  // Each page is checked from its built HTML in both locales (title, code,
  // the demo frame; the site crawl loads every one of them in the browser),
  // each demo document once in the browser on its own (it has no locale), and
  // one page per locale in the browser with its frame.
  test('every example page is built with its title, code and demo in both locales', () => {
    const englishCode = new Map<string, string>();
    for (const locale of ['en', 'ja'] as const) {
      const pages = EXAMPLES.map((example) => ({
        ...example,
        html: readFileSync(
          join(BUILD_DIR, locale === 'en' ? '' : locale, 'example', example.slug, 'index.html'),
          'utf8',
        ),
      }));
      for (const {slug, meta, html} of pages) {
        const $ = load(html);
        expect($('html').attr('lang'), slug).toBe(locale);
        expect($('h1').first().text(), slug).toBe(meta.title[locale]);
        const code = $('pre code').first().text();
        expect(code, slug).toContain('<!DOCTYPE html>');
        if (locale === 'en') englishCode.set(slug, code);
        if (locale === 'ja') {
          // The Japanese page's code has the Japanese of each comment and
          // message where the English page's has the English.
          const english = englishCode.get(slug) ?? '';
          const count = (text: string, part: string) => text.split(part).length - 1;
          for (const pair of meta.codeText ?? []) {
            if (pair.en === pair.ja || !english.includes(pair.en)) continue;
            // Fewer times: a comment's words may also be the code's (a place's name).
            expect(count(code, pair.en), `${slug}: in English: ${pair.en}`).toBeLessThan(
              count(english, pair.en),
            );
            expect(code, slug).toContain(pair.ja.split('\n')[0]);
          }
          expect(code, slug).toContain('<html lang="ja">');
        }
        const frame = $('[data-testid="example-frame"]');
        // One runtime for both locales, under the site's root; the runner
        // shows the demo named in its fragment, each locale's own document.
        if (meta.live) {
          expect(frame.attr('src'), slug).toBe(
            `${SITE_BASE}example-runtime/run.html#demo/${locale === 'en' ? slug : `${slug}.${locale}`}.html`,
          );
          expect(frame.attr('sandbox'), slug).toBeUndefined();
        } else {
          expect(frame.length, slug).toBe(0);
          expect($('[role="note"]').length, slug).toBeGreaterThan(0);
        }
      }
    }
  });

  test('the runtime and the thumbnails are built once, at the site root, for both locales', async ({
    request,
  }) => {
    for (const shared of ['example-runtime', 'img/examples']) {
      expect(existsSync(join(BUILD_DIR, shared)), shared).toBe(true);
      expect(existsSync(join(BUILD_DIR, 'ja', shared)), `ja/${shared}`).toBe(false);
    }
    const $ = load(readFileSync(join(BUILD_DIR, 'ja', 'example', 'index.html'), 'utf8'));
    const thumbnails = $('img[src*="/img/examples/"]')
      .map((_, image) => $(image).attr('src'))
      .get();
    expect(thumbnails.length).toBeGreaterThan(0);
    for (const src of thumbnails) {
      expect(src).toMatch(new RegExp(`^${SITE_BASE}img/examples/`));
      expect((await request.get(src)).status(), src).toBe(200);
    }
  });

  test.describe('demo documents', () => {
    // A demo and then its project: two maps drawn in software.
    test.describe.configure({timeout: 120_000});
    // The interactive examples' demos are drawn and used in
    // example-interactions.spec.ts; their projects are drawn here.
    for (const {slug} of EXAMPLES.filter(({meta}) => meta.live)) {
      demoTest(`demo and project ${slug}`, async ({demoPage: page}) => {
        const outside: string[] = [];
        const pageErrors: string[] = [];
        const onRequest = (request: Request) => {
          if (!isLoopback(request.url())) outside.push(request.url());
        };
        const onError = (error: Error) => pageErrors.push(`Uncaught: ${error.message}`);
        const onConsole = (message: ConsoleMessage) => {
          if (message.type() === 'error') pageErrors.push(message.text());
        };
        page.on('request', onRequest);
        page.on('pageerror', onError);
        page.on('console', onConsole);
        try {
          if (!INTERACTION_TESTED_EXAMPLES.has(slug)) {
            // In a frame sandboxed as on the example pages: what readers run.
            const demo = await showInSandboxFrame(page, `example-runtime/demo/${slug}.html`);
            await expectDrawn(page, demo, pageErrors, 'the demo');
            if (slug === 'simple-map') {
              // Collapsed on this narrow map (expectDrawn), the credits open when asked.
              await demo.locator('.maplibregl-ctrl-attrib-button').click();
              await expect(demo.locator('.maplibregl-ctrl-attrib-inner')).toBeVisible();
              await expect(demo.locator('.maplibregl-ctrl-attrib-inner')).toContainText(/\S/);
            }
          }
          // Its downloaded project, bundled by the project's own tooling, in the same page.
          const {document: projectDocument, data} = await bundledProjectDocument(slug);
          const stopServing = await serveProjectData(page.context().browser()!, data);
          try {
            const project = await showDocumentInSandboxFrame(page, projectDocument);
            await expectDrawn(page, project, pageErrors, 'the project', {
              settleAfterLoad: 3_000,
            });
          } finally {
            // The project's frame goes first: a request it makes once its
            // data is no longer served would be the next demo's 404.
            await page.evaluate(() => document.body.replaceChildren()).catch(() => undefined);
            await stopServing();
          }
          expect(outside, 'requests that left the machine').toEqual([]);
        } finally {
          page.off('request', onRequest);
          page.off('pageerror', onError);
          page.off('console', onConsole);
        }
      });
    }
  });

  for (const [locale, {slug, meta}] of [
    ['en', EXAMPLES.find((example) => example.slug === 'simple-map') ?? EXAMPLES[0]!] as const,
    ['ja', EXAMPLES.find((example) => example.slug === 'cluster') ?? EXAMPLES[0]!] as const,
  ]) {
    test(`${locale} page ${slug}`, async ({page}) => {
      const outside = await refuseOutsideRequests(page);
      await page.goto(localisedPath(locale, `example/${slug}/`));
      await waitForHydration(page);
      await expect(page.locator('h1')).toHaveText(meta.title[locale]);
      await expect(page.locator('pre code').first()).toContainText('<div id="map">');
      if (meta.live && locale === 'en') {
        await expectFrameDrawn(page);
        // The credits are there, whether written out or folded into their button.
        await expect(demoFrameLocator(page).locator('.maplibregl-ctrl-attrib-inner')).toContainText(
          /\S/,
        );
      } else if (meta.live) {
        // The Japanese document: its title, its language, its code's prose,
        // and the basemap's place names, in Japanese where the data has them.
        await expect(page.getByTestId('example-frame')).toHaveAttribute(
          'src',
          new RegExp(`/example-runtime/run\\.html#demo/${slug}\\.ja\\.html$`),
        );
        await expectFrameDrawn(page);
        const demo = await demoFrame(page);
        // `map` is the example's own, a global of its classic script: read by name.
        const shown = (await demo.evaluate(`({
          lang: document.documentElement.lang,
          title: document.title,
          labelField: JSON.stringify(map.getLayoutProperty('country-label', 'text-field')),
          japaneseNames: map
            .queryRenderedFeatures({layers: ['country-label']})
            .map((feature) => feature.properties.name_ja)
            .filter(Boolean),
        })`)) as {lang: string; title: string; labelField: string; japaneseNames: string[]};
        expect(shown.lang).toBe('ja');
        expect(shown.title).toBe(meta.title.ja);
        expect(shown.labelField).toContain('name_ja');
        expect(shown.japaneseNames.length, 'countries labelled in Japanese').toBeGreaterThan(0);
      } else {
        await expect(page.getByRole('note')).toBeVisible();
        await expect(page.getByTestId('example-frame')).toHaveCount(0);
      }
      expect(outside, 'requests that left the machine').toEqual([]);
    });
  }
});

test.describe('example page', () => {
  test('only the demo of an example that asks for the position gets geolocation', async ({
    page,
    context,
    consoleGuard,
  }) => {
    // What Chromium logs when simple-map's demo asks, as it should.
    consoleGuard.allow(/Permissions policy violation: Geolocation/);
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({latitude: 35.68, longitude: 139.76});
    const outside = await refuseOutsideRequests(page);
    for (const [slug, expected] of [
      ['locate-user', '35.68,139.76'],
      ['simple-map', 'disabled'],
    ] as const) {
      await page.goto(`example/${slug}/`);
      await page.getByTestId('example-frame').scrollIntoViewIfNeeded();
      const demo = await demoFrame(page);
      const answer = await demo.evaluate(
        () =>
          new Promise<string>((resolve) => {
            navigator.geolocation.getCurrentPosition(
              (position) => resolve(`${position.coords.latitude},${position.coords.longitude}`),
              (error) =>
                resolve(/permissions policy/.test(error.message) ? 'disabled' : error.message),
              {timeout: 10_000},
            );
          }),
      );
      expect(answer, slug).toBe(expected);
    }
    expect(outside, 'requests that left the machine').toEqual([]);
  });

  test('the demo runs sandboxed in the runner, which answers it only for runtime files', async ({
    page,
  }) => {
    const outside = await refuseOutsideRequests(page);
    await page.goto('example/simple-map/');
    await waitForHydration(page);
    await page.getByTestId('example-frame').scrollIntoViewIfNeeded();
    const demo = await demoFrame(page);
    await demo.locator('html[data-preview-state="idle"]').waitFor({state: 'attached'});
    const runtime = new URL(`${SITE_BASE}example-runtime/`, page.url()).href;
    const facts = await demo.evaluate(
      async (urls) => {
        let parentReadable = true;
        try {
          void parent.document.title;
        } catch {
          parentReadable = false;
        }
        // Asked as the adapter asks: the runner answers by id.
        const ask = (url: string, index: number) =>
          new Promise<{status: number | null; error: string | null}>((resolve) => {
            const id = `test-${index}`;
            addEventListener('message', function onAnswer(event) {
              const data = event.data as {
                type?: string;
                id?: string;
                status?: number;
                error?: string;
              };
              if (
                event.source !== parent ||
                data?.type !== 'docs:runtime-response' ||
                data.id !== id
              ) {
                return;
              }
              removeEventListener('message', onAnswer);
              resolve({status: data.status ?? null, error: data.error ?? null});
            });
            parent.postMessage({type: 'docs:runtime-fetch', id, url}, '*');
          });
        return {
          origin: window.origin,
          parentReadable,
          answers: await Promise.all(urls.map(ask)),
        };
      },
      [
        `${runtime}styles/streets.json`,
        SESSION_URL,
        new URL(SITE_BASE, runtime).href,
        `${runtime}..%2f404.html`,
      ],
    );
    expect(facts.origin, 'an opaque origin').toBe('null');
    expect(facts.parentReadable, "the runner's document is out of reach").toBe(false);
    expect(facts.answers[0]).toEqual({status: 200, error: null});
    for (const refused of facts.answers.slice(1)) {
      expect(refused.status).toBeNull();
      expect(refused.error).toMatch(/runtime folder/);
    }
    expect(outside, 'requests that left the machine').toEqual([]);
  });

  test('the code shows the reader token when signed in, and copies it', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const token = defaultPublicToken(await signInViaService(page));
    await page.goto('example/simple-map/');
    await waitForHydration(page);
    const code = page.locator('pre code').first();
    await expect(code).toContainText(`accessToken = '${token}';`);
    await page.locator('.theme-code-block').first().hover();
    await page
      .getByRole('button', {name: /Copy code/})
      .first()
      .click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(`accessToken = '${token}';`);
    expect(copied).toContain('<!DOCTYPE html>');
  });

  test('signed out, the code keeps the placeholder and says how to get a token', async ({page}) => {
    await page.goto('example/simple-map/');
    await waitForHydration(page);
    await expect(page.locator('[data-session="signed-out"]').first()).toBeAttached();
    await expect(page.locator('pre code').first()).toContainText(
      `// Sign in to see your access token here, or create one at ${PRODUCTION_CONSOLE_HOST}/account/access-tokens/`,
    );
  });

  test('fullscreen and open standalone', async ({page}) => {
    await page.goto('example/simple-map/');
    await waitForHydration(page);
    const standalone = page.getByRole('link', {name: 'Open standalone'});
    await expect(standalone).toHaveAttribute(
      'href',
      '/mapbox-gl-js/example-runtime/demo/simple-map.html',
    );
    await page.getByRole('button', {name: 'Fullscreen'}).click();
    await expect
      .poll(() => page.evaluate(() => document.fullscreenElement?.tagName ?? null))
      .toBe('IFRAME');
  });
});
