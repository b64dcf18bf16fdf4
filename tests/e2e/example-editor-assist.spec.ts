import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Page} from '@playwright/test';

import {replaceProductTokens} from '../../src/config/productTokens';
import {resolveSettings} from '../../src/config/settings';
import {axeViolations, WCAG_TAGS} from '../support/axe';
import {expect, test, waitForHydration} from './fixtures';

/**
 * The API help of the example editor on `simple-map`, in both locales:
 * completions, docs by hover and by keyboard, check_code's diagnostics as
 * the reader types, and a clear state for code it cannot help with. No
 * test here runs the map: the help reads the code only.
 */
const settings = resolveSettings(process.env);
const SIMPLE_MAP = replaceProductTokens(
  readFileSync(join(__dirname, '..', '..', 'example', 'simple-map', 'index.html'), 'utf8'),
  settings,
);
/** A line the tests put in the example's script, to type after. */
const MARK = '// typed below';
const WITH_MARK = SIMPLE_MAP.replace(/(\n\s*<\/script>\s*<\/body>)/, `\n      ${MARK}$1`);

const editorOf = (page: Page) =>
  page.getByRole('textbox', {name: /Code of the example|サンプルのコード/});
const statusOf = (page: Page) => page.getByTestId('api-help-status');

async function openEditor(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await page.getByRole('button', {name: /^(Edit code|コードを編集)$/}).click();
  await expect(editorOf(page)).toBeVisible();
}

/**
 * Replaces the code with a paste event, as Ctrl+V does: typed-in text goes
 * through the browser's editing of the element, which takes minutes for
 * 10,000 lines.
 */
async function paste(page: Page, code: string): Promise<void> {
  await editorOf(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await editorOf(page).evaluate((element, text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    element.dispatchEvent(
      new ClipboardEvent('paste', {clipboardData: data, bubbles: true, cancelable: true}),
    );
  }, code);
}

/** Puts the cursor on a new line under the mark, with the editor's own search. */
async function typeUnderMark(page: Page): Promise<void> {
  await paste(page, WITH_MARK);
  await page.keyboard.press('ControlOrMeta+F');
  await page.keyboard.type(MARK);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(page.locator('.cm-search')).toHaveCount(0);
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
}

test.describe('the example editor’s API help', () => {
  test('completes, documents and checks Map code, by keyboard alone', async ({page}) => {
    // The help and its data are part of the editor's chunk, loaded on opening it
    // (example-editor.spec.ts holds that chunk out of the page load).
    await openEditor(page, 'example/simple-map/');
    await expect(statusOf(page)).toContainText('problems: 0, warnings: 0');

    // `map.` offers the Map's members with signature, summary and kind.
    await typeUnderMark(page);
    await page.keyboard.type('map.fly');
    const list = page.getByRole('listbox');
    await expect(list.getByRole('option')).toHaveCount(1);
    await expect(list.getByRole('option')).toContainText('flyTo');
    await expect(list.getByRole('option')).toContainText('options: CameraOptions');
    const info = page.getByTestId('api-docs');
    await expect(info).toContainText(
      'map.flyTo(options: CameraOptions & AnimationOptions, eventData?: Object): Map',
    );
    await expect(info).toContainText('Animates the camera along a path');
    const violations = await axeViolations(page, {tags: WCAG_TAGS, include: ['.cm-editor']});
    expect(violations, 'the editor with its completion list open').toEqual([]);
    await page.keyboard.press('Enter');
    await page.keyboard.insertText('({zoom: 3});');
    await expect(editorOf(page)).toContainText('map.flyTo({zoom: 3});');

    // Ctrl+K Ctrl+I: the docs of the name under the cursor, not the site's search.
    for (let step = 0; step < 'Map({zoom: 3});'.length; step++) {
      await page.keyboard.press('ArrowLeft');
    }
    // Everything the editor says to a screen reader from here: a later update
    // (the checks after the edit) may empty its live region again at once.
    await page.locator('.cm-announced').evaluate((region) => {
      const said: string[] = [];
      (window as Window & {announced?: string[]}).announced = said;
      new MutationObserver(() => said.push(region.textContent ?? '')).observe(region, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    await page.keyboard.press('ControlOrMeta+k');
    await page.keyboard.press('ControlOrMeta+i');
    // Said to a screen reader at once.
    await expect
      .poll(() =>
        page.evaluate(() =>
          ((window as Window & {announced?: string[]}).announced ?? []).join('\n'),
        ),
      )
      .toContain('map.flyTo(');
    // The tooltip, not a completion's info: it links to the entry.
    const tooltip = page.getByTestId('api-docs').filter({has: page.getByRole('link')});
    await expect(tooltip).toContainText('Animates the camera');
    await expect(tooltip.getByRole('link', {name: 'Open in the API reference'})).toHaveAttribute(
      'href',
      /\/api\/map\/#map#flyto$/,
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(
      await axeViolations(page, {tags: WCAG_TAGS, include: ['.cm-editor']}),
      'the editor with a docs tooltip open',
    ).toEqual([]);

    // Inside `map.on('`: the Map's events; in the constructor: its options.
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type("map.on('mousee");
    await expect(list.getByRole('option').first()).toContainText('mouseenter');
    await page.keyboard.press('Escape');
  });

  test('says what is wrong as the reader types, with check_code’s words and a fix', async ({
    page,
  }) => {
    await openEditor(page, 'example/simple-map/');
    await typeUnderMark(page);
    await page.keyboard.insertText('map.flyto({zoom: 3});');
    const problem = page.locator('.cm-lintRange-error');
    await expect(problem).toHaveText('flyto');
    await expect(statusOf(page)).toContainText('problems: 1');
    await problem.hover();
    const message = page.locator('.cm-tooltip-lint');
    await expect(message).toContainText(
      'map.flyto is not a documented member of Map → did you mean map.flyTo?',
    );
    await message.getByRole('button', {name: 'Use flyTo'}).click();
    await expect(problem).toHaveCount(0);
    await expect(editorOf(page)).toContainText('map.flyTo({zoom: 3});');
    await expect(statusOf(page)).toContainText('problems: 0, warnings: 0');

    // Legacy members are warnings; an unknown event and class are errors.
    await page.keyboard.press('End');
    await page.keyboard.insertText(
      "\nmap.setLight({});\nmap.on('clik', () => {});\nnew mapboxgl.Markerr();",
    );
    await expect(page.locator('.cm-lintRange-warning')).toHaveText('setLight');
    await expect(page.locator('.cm-lintRange-error')).toHaveText(['clik', 'Markerr']);
    await expect(statusOf(page)).toContainText('problems: 2, warnings: 1');
  });

  test('gives a clear state for code it cannot read, and the page keeps working', async ({
    page,
  }) => {
    await openEditor(page, 'example/simple-map/');
    const editor = editorOf(page);

    // Code that does not parse: the check waits, and says where.
    const broken = SIMPLE_MAP.replace('const map = new', 'const map = = new');
    await paste(page, broken);
    const line = broken.split('\n').findIndex((text) => text.includes('= = new')) + 1;
    await expect(statusOf(page)).toHaveText(
      `API check paused: the script does not parse at line ${line}.`,
    );
    await expect(page.locator('.cm-lintRange-error')).toHaveCount(1);

    // 10,000 lines: more than the help reads, so it says it is off; typing still works.
    const lines = SIMPLE_MAP.replace(
      /(\n\s*<\/script>)/,
      `\n${"map.on('load', () => map.getZoom());\n".repeat(10_000)}$1`,
    );
    await paste(page, lines);
    await expect(statusOf(page)).toContainText('API help is off: the code has');
    await expect(statusOf(page)).toContainText('it reads at most 50,000');
    await page.keyboard.press('ControlOrMeta+Home');
    await page.keyboard.type('<!-- still typing -->');
    await expect(editor).toContainText('<!-- still typing -->');

    // Back under the limit, the help comes back.
    await paste(page, SIMPLE_MAP);
    await expect(statusOf(page)).toContainText('problems: 0, warnings: 0');
  });

  test('speaks Japanese on Japanese pages', async ({page}) => {
    await openEditor(page, 'ja/example/simple-map/');
    await expect(statusOf(page)).toContainText('API チェック');
    await typeUnderMark(page);
    await page.keyboard.type('map.fly');
    await expect(page.getByTestId('api-docs')).toContainText('飛行のような経路');
    await page.keyboard.press('Escape');
    await page.keyboard.insertText('To({zoom: 3});\nmap.flyto({zoom: 3});');
    await page.locator('.cm-lintRange-error').hover();
    await expect(page.locator('.cm-tooltip-lint')).toContainText(
      'map.flyto は Map のメンバーとして記載されていません → map.flyTo のことですか？',
    );
    await expect(statusOf(page)).toContainText('問題 1 件');
  });
});
