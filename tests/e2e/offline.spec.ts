import {spawn, type ChildProcess} from 'node:child_process';
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {cp, mkdtemp, readFile, rm, unlink, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {Frame, Page} from '@playwright/test';

import {baseUrlFor, resolveSettings} from '../../src/config/settings';
import {BuiltSite, sitemapPaths} from '../support/crawl';
import {demoFrame, demoFrameLocator} from '../support/demoFrame';
import {EXAMPLES} from '../support/examples';
import {isBlankPicture} from '../support/network';
import {BUILD_DIR} from '../support/stock';
import {expect, test, waitForHydration} from './fixtures';

/**
 * The docs offline: a reader saves a locale's copy, the connection goes,
 * and pages (typed or followed), search, the gallery's filters, example
 * demos and the editor still work; an unsaved page becomes the offline page.
 * Then a new build deployed under an open page, and storage that refuses.
 * These tests let the site's service worker run (the others block it).
 */
test.use({serviceWorkers: 'allow'});
const SITE_BASE = baseUrlFor(resolveSettings(process.env));
test.describe.configure({timeout: 360_000});

/**
 * Offline, Chromium logs every request that fails ("Failed to load
 * resource: net::ERR_INTERNET_DISCONNECTED"). The copy must answer every
 * request of the site: the only failures allowed are those of what is never
 * kept (the announcement, the account's session), which the pages skip
 * offline anyway. Returns the URLs of the other failures.
 */
const NEVER_KEPT = [/:3031\//, /\/dynamic-assets\//];

function watchFailedRequests(
  page: Page,
  consoleGuard: {allow: (...p: RegExp[]) => void},
): string[] {
  consoleGuard.allow(/^Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/);
  const failed: string[] = [];
  const note = (url: string) => {
    if (!NEVER_KEPT.some((pattern) => pattern.test(url)) && !failed.includes(url)) failed.push(url);
  };
  page.on('requestfailed', (request) => {
    // A request cut short by the next navigation, or the tab's icon (which
    // Chromium fetches outside any service worker), is not a page's request.
    const error = request.failure()?.errorText ?? '';
    if (error !== 'net::ERR_ABORTED' && !/favicon/.test(request.url())) {
      note(`${request.url()} (${error})`);
    }
  });
  page.on('console', (message) => {
    if (message.text().includes('ERR_INTERNET_DISCONNECTED')) {
      note(`${message.location().url} (console, on ${page.url()})`);
    }
  });
  return failed;
}

/** Opens the offline page and waits until the service worker controls it. */
async function openOfflinePage(page: Page, prefix: string): Promise<void> {
  await page.goto(`${prefix}offline/`);
  await waitForHydration(page);
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}

async function saveCopy(page: Page, saveLabel: RegExp): Promise<void> {
  const status = page.getByTestId('offline-copy-status');
  await expect(status).toHaveAttribute('data-state', 'none');
  // The size is given before anything is downloaded.
  const save = page.getByRole('button', {name: saveLabel});
  await expect(save).toHaveText(/\d+(\.\d)? MB/);
  await save.click();
  const progress = page.getByTestId('offline-progress');
  await expect(progress).toBeVisible();
  await expect(status).toHaveAttribute('data-state', 'complete', {timeout: 180_000});
  const [done, total] = (await progress.innerText())
    .match(/\d[\d,]*/g)!
    .map((n) => n.replace(',', ''));
  expect(done, 'every file saved').toBe(total);
  await expect(status).toContainText(/[0-9a-f]{12}/);
}

/** The frame, at any depth, whose preview finished drawing. */
async function idleDemoFrame(page: Page): Promise<Frame> {
  const runner = page.getByTestId('example-frame');
  // A new run replaces the frame: scroll to whichever is there once it settles.
  await expect(async () => {
    await runner.scrollIntoViewIfNeeded({timeout: 2_000});
  }).toPass();
  await demoFrameLocator(page)
    .locator('html[data-preview-state="idle"]')
    .waitFor({state: 'attached', timeout: 60_000});
  return demoFrame(page);
}

async function expectDemoDrawn(page: Page): Promise<void> {
  const frame = await idleDemoFrame(page);
  const errors = await frame.evaluate(
    () => (window as Window & {__previewErrors?: string[]}).__previewErrors ?? ['no preview'],
  );
  expect(errors, 'map errors').toEqual([]);
  const picture = await page.getByTestId('example-frame').screenshot();
  expect(await isBlankPicture(picture), 'blank map').toBe(false);
}

test('the English copy: saved with progress, then read, searched and run with no network', async ({
  page,
  context,
  consoleGuard,
}) => {
  await openOfflinePage(page, '');
  await saveCopy(page, /Save for offline/);

  const failed = watchFailedRequests(page, consoleGuard);
  await context.setOffline(true);
  try {
    // Typed addresses: a guide, then an API member by its anchor.
    await page.goto('guides/');
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await page.goto('api/map/#map#flyto');
    await waitForHydration(page);
    await expect(page.locator('[id="map#flyto"]')).toBeInViewport();

    // Followed links: the sidebar's, rendered in the page.
    await page.goto('guides/');
    await waitForHydration(page);
    const link = page.locator('.theme-doc-sidebar-menu a[href$="/guides/install/"]').first();
    await link.click();
    await expect(page).toHaveURL(/\/guides\/install\/$/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();

    // The gallery with a filter from its address, then a search of whole descriptions.
    await page.goto('example/?topic=Getting+started');
    await waitForHydration(page);
    await expect(page.getByLabel('Topic')).toHaveValue('Getting started');
    const count = page.getByRole('status').filter({hasText: 'examples'});
    // Once the filter applies, fewer than all (the server's cards show all).
    await expect(count).toHaveText(/^\d+ of \d+ examples$/);
    await expect(count).not.toHaveText(/^(\d+) of \1 examples$/);
    await page.getByLabel('Search examples').fill('cluster');
    await expect(page).toHaveURL(/search=cluster/);
    await expect(page.getByText(/could not/i)).toHaveCount(0);

    // An example's demo draws, then an edit runs in the editor.
    await page.goto('example/cluster/');
    await waitForHydration(page);
    await expectDemoDrawn(page);
    await page.getByRole('button', {name: 'Edit code'}).click();
    const editor = page.getByRole('textbox', {name: /Code of the example/});
    await editor.click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.insertText('\n<!-- edited offline -->');
    await page.getByRole('button', {name: 'Run', exact: true}).click();
    await expect(page.getByTestId('example-edited')).toBeVisible();
    await expectDemoDrawn(page);

    // Search in the dialog and on the results page.
    await page.goto('guides/');
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('marker');
    await expect(page.locator('.DocSearch-Hit').first()).toContainText(/marker/i);
    await page.keyboard.press('Escape');
    await page.goto('search/?q=marker');
    await waitForHydration(page);
    await expect(page.locator('main a[href*="marker"]').first()).toBeVisible();

    // A page of the other locale, which this reader never opened, was not
    // saved: the offline page of the reader's locale says so.
    await page.goto('ja/guides/');
    await expect(page).toHaveURL(
      /\/mapbox-gl-js\/offline\/\?from=%2Fmapbox-gl-js%2Fja%2Fguides%2F$/,
    );
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'This page is not on this device',
    );
    await expect(page.getByRole('alert').first()).toContainText('/mapbox-gl-js/ja/guides/');

    // Signed out, no announcement: as on any network error.
    await expect(page.getByRole('link', {name: 'Sign in'}).first()).toBeVisible();
    await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
  } finally {
    await context.setOffline(false);
    expect(failed, 'requests the copy could not answer').toEqual([]);
  }
});

/**
 * The Japanese copy: the same page, worker and saving code as the English
 * copy above, with the Japanese build's list of files. No browser: the list
 * must hold every Japanese page, the Japanese search index, the runtime and
 * every live example's Japanese demo document and styles, each file as built.
 * Sending a reader to the offline page of the page's own locale is a unit
 * test of the worker (tests/unit/offline.test.ts).
 */
test('the Japanese copy lists every Japanese page, its search index and the Japanese demos, as built', () => {
  const manifest = JSON.parse(
    readFileSync(join(BUILD_DIR, 'ja', 'offline-manifest.json'), 'utf8'),
  ) as {locale: string; files: {url: string; bytes: number}[]; pages: string[]};
  expect(manifest.locale).toBe('ja');
  const listed = new Map(manifest.files.map((file) => [file.url, file.bytes]));
  const missing: string[] = [];
  const expectListed = (url: string) => {
    if (!listed.has(url)) missing.push(url);
  };
  for (const path of sitemapPaths(SITE_BASE, ['ja'])) expectListed(path);
  expectListed(`${SITE_BASE}ja/offline/`);
  for (const {slug, meta} of EXAMPLES.filter((example) => example.meta.live)) {
    expectListed(`${SITE_BASE}example-runtime/demo/${slug}.ja.html`);
    expect(meta.title.ja, slug).toBeTruthy();
  }
  for (const look of readdirSync(join(BUILD_DIR, 'example-runtime', 'styles'))) {
    expectListed(`${SITE_BASE}example-runtime/styles/${look}`);
  }
  for (const name of ['runner.js', 'adapter.js', 'maplibre-gl.js', 'run.html']) {
    expectListed(`${SITE_BASE}example-runtime/${name}`);
  }
  const searchIndexes = [...listed.keys()].filter((url) =>
    url.startsWith(`${SITE_BASE}ja/search-index/`),
  );
  expect(searchIndexes, 'the Japanese search index').toHaveLength(1);
  expect(missing, 'files the Japanese copy leaves out').toEqual([]);
  // Each listed file is there, at the size the list gives (what the saving page downloads and counts).
  const site = new BuiltSite(SITE_BASE);
  const wrong = [...listed].filter(([url, bytes]) => {
    const file = site.fileFor(url);
    return !file || statSync(file).size !== bytes;
  });
  expect(wrong, 'listed files missing or of another size').toEqual([]);
});

test('pages read before are kept without saving, and the offline page lists them', async ({
  page,
  context,
  consoleGuard,
}) => {
  await openOfflinePage(page, '');
  await expect(page.getByTestId('offline-copy-status')).toHaveAttribute('data-state', 'none');
  await page.goto('guides/install/');
  await waitForHydration(page);
  const title = await page.getByRole('heading', {level: 1}).innerText();
  // Prefetches of linked pages the online page started would fail when the
  // connection drops mid-flight: they are not requests of the kept pages.
  await page.waitForLoadState('networkidle');
  const failed = watchFailedRequests(page, consoleGuard);
  await context.setOffline(true);
  try {
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
    await page.goto('guides/migrate/');
    await expect(page).toHaveURL(/\/offline\/\?from=%2Fmapbox-gl-js%2Fguides%2Fmigrate%2F$/);
    await waitForHydration(page);
    await expect(page.getByRole('alert').first()).toContainText('/mapbox-gl-js/guides/migrate/');
    const available = page.getByTestId('offline-available');
    await expect(available.getByRole('link')).toContainText([title.trim()]);
    await available.getByRole('link').first().click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
  } finally {
    await context.setOffline(false);
    expect(failed, 'requests the kept pages could not answer').toEqual([]);
  }
});

test('storage that refuses: too little before starting, and a quota error midway', async ({
  page,
  context,
  baseURL,
}) => {
  // Once the worker is installed, the browser allows the site 1 MB more: it
  // refuses a file midway, and the copy says it is partial.
  await openOfflinePage(page, '');
  const session = await context.newCDPSession(page);
  const origin = new URL(baseURL!).origin;
  const usage = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
  await session.send('Storage.overrideQuotaForOrigin', {origin, quotaSize: usage + 1024 * 1024});
  const status = page.getByTestId('offline-copy-status');
  try {
    await page.getByRole('button', {name: /Save for offline/}).click();
    await expect(page.getByTestId('offline-failure')).toContainText(
      'The browser refused to store more files',
    );
    await expect(status).toHaveAttribute('data-state', 'partial');
    await expect(status).toContainText(/incomplete: [\d,]+ of [\d,]+ files/);
  } finally {
    await session.send('Storage.overrideQuotaForOrigin', {origin});
  }
  // What was stored can be removed.
  await page.getByRole('button', {name: 'Remove the copy'}).click();
  await expect(page.getByRole('status').filter({hasText: 'removed'})).toBeVisible();
  await expect(status).toHaveAttribute('data-state', 'none');

  // A save the reader cancels keeps what it stored and says the copy is partial.
  await page.getByRole('button', {name: /Save for offline/}).click();
  await expect(page.getByTestId('offline-progress')).toBeVisible();
  await page.getByRole('button', {name: 'Cancel'}).click();
  await expect(page.getByTestId('offline-failure')).toContainText('Saving stopped.');
  await expect(status).toHaveAttribute('data-state', 'partial');
  await page.getByRole('button', {name: 'Remove the copy'}).click();
  await expect(status).toHaveAttribute('data-state', 'none');

  // A browser that says up front it has too little room: nothing is downloaded.
  await page.addInitScript(() => {
    Object.defineProperty(navigator.storage, 'estimate', {
      value: async () => ({quota: 50 * 1024 * 1024, usage: 49 * 1024 * 1024}),
    });
  });
  await page.reload();
  await waitForHydration(page);
  await page.getByRole('button', {name: /Save for offline/}).click();
  await expect(page.getByTestId('offline-failure')).toContainText(
    /There is not enough storage for the copy: it needs [\d.]+ MB, and this browser allows the site 1\.0 MB more/,
  );
  await expect(status).toHaveAttribute('data-state', 'none');
});

/** A copy of the built site, served on a port of its own, so a test can deploy over it. */
async function serveCopyOfBuild(port: number): Promise<{dir: string; server: ChildProcess}> {
  const dir = await mkdtemp(join(tmpdir(), 'docs-deploy-'));
  await cp(BUILD_DIR, dir, {recursive: true});
  const server = spawn(process.execPath, ['scripts/static-server.mjs'], {
    env: {...process.env, PORT: String(port), BUILD_DIR: dir, COMPRESS: 'false'},
    stdio: 'ignore',
  });
  const url = `http://localhost:${port}/mapbox-gl-js/`;
  await expect
    .poll(async () => (await fetch(url).catch(() => null))?.status, {timeout: 15_000})
    .toBe(200);
  return {dir, server};
}

/** A second build over the first: a worker of another version, and a page that changed. */
async function deploySecondBuild(dir: string): Promise<void> {
  const worker = join(dir, 'sw.js');
  const script = await readFile(worker, 'utf8');
  expect(script).toMatch(/version:"[0-9a-f]{12}"/);
  const guides = join(dir, 'guides', 'index.html');
  const page = await readFile(guides, 'utf8');
  // New files, not rewritten ones: as a deploy replaces them.
  await Promise.all([unlink(worker), unlink(guides)]);
  await writeFile(worker, script.replace(/version:"[0-9a-f]{12}"/, 'version:"0123456789ab"'));
  await writeFile(guides, page.replace('<body', '<body data-second-build="yes"'));
}

test('a new build deployed under an open page: the page offers Reload, then shows the new build', async ({
  page,
}) => {
  const port = 3390;
  const {dir, server} = await serveCopyOfBuild(port);
  try {
    const site = `http://localhost:${port}/mapbox-gl-js/`;
    await page.goto(`${site}guides/`);
    await waitForHydration(page);
    await page.waitForFunction(async () => {
      await navigator.serviceWorker.ready;
      return navigator.serviceWorker.controller !== null;
    });
    await expect(page.getByTestId('offline-update')).toHaveCount(0);

    await deploySecondBuild(dir);
    // The reader comes back to the tab: the page looks for a new build (again
    // until the new worker has installed).
    const prompt = page.getByTestId('offline-update');
    await expect
      .poll(
        async () => {
          await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
          return prompt.count();
        },
        {timeout: 30_000, intervals: [1_000]},
      )
      .toBe(1);
    await expect(prompt).toContainText('A new version of the docs is available.');
    // Until then, the page keeps working on its build.
    await expect(page.locator('body[data-second-build]')).toHaveCount(0);
    await prompt.getByRole('button', {name: 'Reload'}).click();
    await expect(page.locator('body[data-second-build="yes"]')).toHaveCount(1, {
      timeout: 30_000,
    });
    await waitForHydration(page);
    await expect(page.getByTestId('offline-update')).toHaveCount(0);
  } finally {
    server.kill();
    await rm(dir, {recursive: true, force: true});
  }
});
