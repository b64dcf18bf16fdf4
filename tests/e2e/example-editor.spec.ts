import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {inflateRawSync} from 'node:zlib';
import {strFromU8, unzipSync} from 'fflate';
import type {Frame, Page, Request} from '@playwright/test';

import {replaceProductTokens} from '../../src/config/productTokens';
import {resolveSettings} from '../../src/config/settings';
import {defaultPublicToken, signInViaService} from '../support/account';
import {demoFrame, demoFrameLocator} from '../support/demoFrame';
import {refuseOutsideRequests} from '../support/previewDocument';
import {exampleHtml} from '../support/exampleProjects';
import {BUILD_DIR, SITE_CODE_ONLY} from '../support/stock';
import {expect, test, waitForHydration} from './fixtures';

/**
 * The example editor on `simple-map`: edit, run in the offline runtime with
 * the console under the map, keep edits, reset, share, and open the page in
 * CodePen and JSFiddle. Each test draws the map (software WebGL).
 */
test.describe.configure({timeout: 60_000});

const settings = resolveSettings(process.env);
const PLACEHOLDER = 'YOUR_ACCESS_TOKEN';
/** simple-map as the editor first shows it to a signed-out reader. */
const SIMPLE_MAP = replaceProductTokens(
  readFileSync(join(__dirname, '..', '..', 'example', 'simple-map', 'index.html'), 'utf8'),
  settings,
);
const STORAGE_KEY = `${settings.productId}-gl-js.example-edit.simple-map`;

function lineOf(code: string, fragment: string): number {
  return code.split('\n').findIndex((line) => line.includes(fragment)) + 1;
}

/** simple-map zoomed to `zoom`, logging its zoom once loaded on its own line. */
function zoomedTo(zoom: number, code = SIMPLE_MAP): string {
  expect(code).toContain('zoom: 5');
  return code
    .replace('zoom: 5', `zoom: ${zoom}`)
    .replace(
      /(\s*<\/script>\s*<\/body>)/,
      "\n      map.on('load', () => console.log('zoom is', map.getZoom()));$1",
    );
}

/**
 * The editor, scrolled into view: CodeMirror renders only the lines near
 * the viewport, so text far below it is not in the page yet.
 */
async function shownEditor(page: Page) {
  const editor = page.getByRole('textbox', {name: /Code of the example/});
  await editor.scrollIntoViewIfNeeded();
  return editor;
}

async function openEditor(page: Page): Promise<void> {
  await page.getByRole('button', {name: 'Edit code'}).click();
  await expect(page.getByRole('textbox', {name: /Code of the example/})).toBeVisible();
}

/** Replaces everything in the editor, as a paste would. */
async function replaceCode(page: Page, code: string): Promise<void> {
  await page.getByRole('textbox', {name: /Code of the example/}).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(code);
}

/** The edited run's document (in the runner's frame) once its map is idle. */
async function ranFrame(page: Page): Promise<Frame> {
  const element = page.getByTestId('example-frame');
  await expect(element).toHaveAttribute('src', /\/example-runtime\/run\.html$/);
  // A frame off screen does not draw.
  await element.scrollIntoViewIfNeeded();
  await demoFrameLocator(page)
    .locator('html[data-preview-state="idle"]')
    .waitFor({state: 'attached', timeout: 30_000});
  return demoFrame(page);
}

const zoomOf = (frame: Frame) =>
  frame.evaluate(() =>
    (window as unknown as {__previewMaps: {getZoom(): number}[]}).__previewMaps[0]!.getZoom(),
  );

test.describe('example editor', () => {
  test('loads on demand, runs an edit, logs with editor lines, keeps it over a reload, resets', async ({
    page,
  }) => {
    const outside = await refuseOutsideRequests(page);
    const editorChunks: string[] = [];
    page.on('request', (request: Request) => {
      if (/code-editor/.test(request.url())) editorChunks.push(request.url());
    });
    await page.goto('example/simple-map/');
    await waitForHydration(page);
    expect(editorChunks, 'the editor is not part of the page load').toEqual([]);
    await openEditor(page);
    expect(editorChunks.length, 'the editor chunk loads when opened').toBeGreaterThan(0);

    const edited = zoomedTo(3);
    await replaceCode(page, edited);
    await page.keyboard.press('ControlOrMeta+Enter');
    const frame = await ranFrame(page);
    expect(await zoomOf(frame)).toBe(3);
    const consolePanel = page.getByTestId('example-console');
    const logLine = lineOf(edited, "console.log('zoom is'");
    await expect(consolePanel.getByRole('listitem')).toHaveText(`line ${logLine}zoom is 3`);
    await expect(page.getByTestId('example-edited')).toBeVisible();

    // Kept per example without a token, and run again after a reload.
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe(edited);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByTestId('example-edited')).toBeVisible();
    expect(await zoomOf(await ranFrame(page))).toBe(3);

    await page.getByRole('button', {name: 'Reset'}).click();
    await expect(page.getByTestId('example-edited')).toHaveCount(0);
    await expect(page.getByTestId('example-frame')).toHaveAttribute(
      'src',
      /\/example-runtime\/run\.html#demo\/simple-map\.html$/,
    );
    await expect(await shownEditor(page)).toContainText('zoom: 5');
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull();
    expect(outside, 'requests that left the machine').toEqual([]);
  });

  test(
    'a syntax error shows in the console with its line and the page keeps working',
    SITE_CODE_ONLY,
    async ({page, consoleGuard}) => {
      consoleGuard.allow(/SyntaxError|Unexpected/);
      await page.goto('example/simple-map/');
      await waitForHydration(page);
      await openEditor(page);
      const broken = SIMPLE_MAP.replace('const map = new', 'const map = = new');
      await replaceCode(page, broken);
      await page.getByRole('button', {name: 'Run'}).click();
      const entry = page.getByTestId('example-console').getByRole('listitem').first();
      await expect(entry).toContainText(`line ${lineOf(broken, 'const map = = new')}`);
      await expect(entry).toContainText('SyntaxError');
      // The page is intact, and fixed code runs.
      await expect(page.locator('h1')).toHaveText('Display a map on a webpage');
      await replaceCode(page, SIMPLE_MAP);
      await page.keyboard.press('ControlOrMeta+Enter');
      expect(await zoomOf(await ranFrame(page))).toBe(5);
      // Tab indents in the editor; Escape, then Tab, moves on.
      await (await shownEditor(page)).focus();
      await page.keyboard.press('Escape');
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => Boolean(document.activeElement?.closest('.cm-editor'))),
      ).toBe(false);
    },
  );

  test(
    'a shared link reproduces the edit in a new page and never carries the token',
    SITE_CODE_ONLY,
    async ({page, context}) => {
      const token = defaultPublicToken(await signInViaService(page));
      await page.goto('example/simple-map/');
      await waitForHydration(page);
      await openEditor(page);
      await expect(await shownEditor(page)).toContainText(`accessToken = '${token}'`);
      await replaceCode(page, zoomedTo(4, SIMPLE_MAP.replace(PLACEHOLDER, token)));
      await page.getByRole('button', {name: 'Share'}).click();
      const link = await page.getByTestId('example-share-link').inputValue();
      await expect(page.getByText(`it was replaced with ${PLACEHOLDER}`)).toBeVisible();

      expect(link).not.toContain(token);
      const value = new URL(link).hash.replace('#code=', '');
      const shared = inflateRawSync(Buffer.from(value, 'base64url')).toString('utf8');
      expect(shared).toBe(zoomedTo(4));
      expect(shared).not.toContain(token);

      // Followed from the page itself, only the fragment changes: the page opens it too.
      await page.goto(link);
      await expect(
        page.getByRole('status').filter({hasText: 'code from a shared link'}),
      ).toBeVisible();

      const other = await context.newPage();
      await other.goto(link);
      await waitForHydration(other);
      await expect(
        other.getByRole('status').filter({hasText: 'code from a shared link'}),
      ).toBeVisible();
      expect(await zoomOf(await ranFrame(other))).toBe(4);
      // The reader's own token goes back in where the link has the placeholder.
      await expect(await shownEditor(other)).toContainText(`accessToken = '${token}'`);
      await other.close();
    },
  );

  test('CodePen and JSFiddle receive the page, with the reader token, in their prefill fields', async ({
    page,
    context,
  }) => {
    const token = defaultPublicToken(await signInViaService(page));
    const posted = new Map<string, URLSearchParams>();
    for (const host of ['https://codepen.io/**', 'https://jsfiddle.net/**']) {
      // Answered here: nothing is sent off the machine.
      await context.route(host, (route) => {
        posted.set(
          new URL(route.request().url()).host,
          new URLSearchParams(route.request().postData() ?? ''),
        );
        return route.fulfill({contentType: 'text/html', body: '<title>prefill</title>'});
      });
    }
    await page.goto('example/simple-map/');
    await waitForHydration(page);
    for (const name of ['Open in CodePen', 'Open in JSFiddle']) {
      const popup = page.waitForEvent('popup');
      await page.getByRole('button', {name}).click();
      await (await popup).close();
    }
    await expect.poll(() => posted.size).toBe(2);

    const pen = JSON.parse(posted.get('codepen.io')!.get('data') ?? '{}') as Record<string, string>;
    expect(pen.title).toBe('Display a map on a webpage');
    expect(pen.html).toBe('<div id="map"></div>');
    expect(pen.css).toContain('#map {');
    expect(pen.js).toContain(`accessToken = '${token}'`);
    expect(pen.js).toContain(`new ${settings.productId}gl.Map(`);
    expect(pen.css_external).toMatch(new RegExp(`/${settings.productId}-gl\\.css$`));
    expect(pen.js_external).toMatch(new RegExp(`/${settings.productId}-gl\\.js$`));

    const fiddle = posted.get('jsfiddle.net')!;
    expect(fiddle.get('html')).toBe('<div id="map"></div>');
    // A form sends line breaks as CRLF.
    expect(fiddle.get('js')?.replace(/\r\n/g, '\n')).toBe(pen.js);
    expect(fiddle.get('css')?.replace(/\r\n/g, '\n')).toBe(pen.css);
    expect(fiddle.get('resources')?.split(',')).toEqual([pen.css_external, pen.js_external]);
    expect(fiddle.get('wrap')).toBe('b');
  });

  test(
    'Download project gives the edited example with its data and the reader’s token; a missing data file is named',
    SITE_CODE_ONLY,
    async ({page, consoleGuard}) => {
      const token = defaultPublicToken(await signInViaService(page));
      const dataFile = '**/example-runtime/assets/earthquakes.geojson';
      await page.route(dataFile, (route) => route.fulfill({status: 500, body: ''}));
      consoleGuard.allow(/status of 500/);
      await page.goto('example/cluster/');
      await waitForHydration(page);
      const download = page.getByRole('button', {name: 'Download project'});
      await download.click();
      await expect(page.getByRole('alert')).toContainText('earthquakes.geojson');
      await page.unroute(dataFile);

      await openEditor(page);
      const source = exampleHtml('cluster');
      const inline = source.lastIndexOf('<script>') + '<script>'.length;
      await replaceCode(
        page,
        `${source.slice(0, inline)}\n      // edited for the project${source.slice(inline)}`,
      );
      const saved = page.waitForEvent('download');
      await download.click();
      const file = await saved;
      expect(file.suggestedFilename()).toBe(`${settings.productId}-gl-js-cluster.zip`);
      const folder = `${settings.productId}-gl-js-cluster`;
      const zip = unzipSync(readFileSync((await file.path())!));
      expect(Object.keys(zip).sort()).toEqual(
        [
          '.env',
          '.gitignore',
          'README.md',
          'index.html',
          'package.json',
          'public/earthquakes.geojson',
          'src/main.js',
          'src/style.css',
        ].map((path) => `${folder}/${path}`),
      );
      const text = (path: string) => strFromU8(zip[`${folder}/${path}`]!);
      expect(text('src/main.js')).toContain('// edited for the project');
      expect(text('src/main.js')).toContain("'./earthquakes.geojson'");
      expect(text('src/main.js')).not.toContain(token);
      expect(text('.env')).toContain(`=${token}\n`);
      expect(text('README.md')).toContain('It holds your edited code');
      expect(text('README.md')).toMatch(/example\/cluster\/\./);
      expect(zip[`${folder}/public/earthquakes.geojson`]).toEqual(
        new Uint8Array(
          readFileSync(join(BUILD_DIR, 'example-runtime', 'assets', 'earthquakes.geojson')),
        ),
      );
      await expect(page.getByRole('alert')).toHaveCount(0);
    },
  );

  test('a damaged link, storage that refuses writes and a missing chunk are told to the reader', async ({
    page,
    consoleGuard,
  }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await page.goto('example/simple-map/#code=not-a-shared-link!');
    await waitForHydration(page);
    await expect(page.getByRole('alert')).toContainText('This shared link is damaged');
    await openEditor(page);
    await expect(await shownEditor(page)).toContainText('zoom: 5');
    await replaceCode(page, zoomedTo(2));
    await expect(
      page.getByRole('alert').filter({hasText: 'did not let the page save'}),
    ).toBeVisible();
    // Still edited for this page.
    await expect(page.getByTestId('example-edited')).toBeVisible();
    // The code that runs an edit cannot be fetched (offline, a new deployment).
    consoleGuard.allow(/Failed to load resource|Loading chunk/);
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.getByRole('button', {name: 'Run'}).click();
    await expect(
      page.getByRole('alert').filter({hasText: 'Part of the editor could not be loaded'}),
    ).toBeVisible();
    await expect(page.locator('h1')).toHaveText('Display a map on a webpage');
  });
});
