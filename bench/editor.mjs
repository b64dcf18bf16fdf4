#!/usr/bin/env node
// npm run bench:editor — how fast the example editor's API help answers a
// reader who types, on the longest example, in Chromium at 1280 px:
//
// - completion: from a keystroke to the completion list on screen changing
//   (opened after `map.`, or filtered by the next letter);
// - diagnostics: from a keystroke to the check of the whole code having
//   handed its findings to the editor (the `api-help:checked` mark), the
//   editor waiting for typing to pause first;
//
// median and p95 over 200 keystrokes, each followed by a pause long enough
// for the check to run. Also prints the size of the help's API data per locale.
//
//   npm run build && npm run bench:editor
//
// Environment: SITE_URL, BENCH_HOST=local (see serveBuild.mjs), CHROMIUM_PATH.

import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';

import {serveBuild} from './serveBuild.mjs';

const KEYSTROKES = 200;
/** Members typed after `map.`, letter by letter: each letter filters the list. */
const MEMBERS = ['getZoom', 'flyTo', 'setCenter', 'addLayer', 'getBounds', 'easeTo', 'resize'];
/** Long enough for the check, which waits for typing to pause, to run after each keystroke. */
const PAUSE_MS = 150;

function longestExample() {
  const dir = 'example';
  return readdirSync(dir)
    .filter((slug) => statSync(join(dir, slug)).isDirectory())
    .map((slug) => ({slug, size: statSync(join(dir, slug, 'index.html')).size}))
    .sort((a, b) => b.size - a.size)[0];
}

/** The API data as the build wrote it for each locale; the editor's chunk carries it as is. */
function dataSizes() {
  return ['en', 'ja']
    .map((locale) => {
      const bytes = readFileSync(
        join('.docusaurus', 'api-reference-pages', locale, 'code-assist.json'),
      );
      return `${locale} ${(gzipSync(bytes).length / 1024).toFixed(1)} KiB gzip (${(bytes.length / 1024).toFixed(0)} KiB)`;
    })
    .join(', ');
}

function summary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return `median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms (n = ${sorted.length})`;
}

/** The keystrokes: `map.` and a member letter by letter, then Escape, `();` and a new line. */
function plan() {
  const keys = [];
  for (let index = 0; keys.filter((key) => key.measured).length < KEYSTROKES; index++) {
    const member = MEMBERS[index % MEMBERS.length];
    for (const key of 'map') keys.push({key, measured: false});
    keys.push({key: '.', measured: true});
    for (const key of member) keys.push({key, measured: true});
    keys.push({key: 'Escape', measured: false});
    for (const key of '();') keys.push({key, measured: false});
    keys.push({key: 'Enter', measured: false});
  }
  return keys;
}

const {slug, size} = longestExample();
const server = await serveBuild(3112);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', ...server.chromiumArgs],
});
try {
  const page = await browser.newPage({viewport: {width: 1280, height: 900}});
  await page.goto(`${server.url}example/${slug}/`);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.getByRole('button', {name: 'Edit code'}).click();
  const status = page.getByTestId('api-help-status');
  await status.filter({hasText: 'API check:'}).waitFor();

  // A new line above the last `</script>`, found with the editor's own search.
  await page.locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('ControlOrMeta+F');
  await page.keyboard.type('</script>');
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Home');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowUp');

  await page.evaluate(() => {
    const record = {keys: [], lists: [], checks: []};
    window.__editorBench = record;
    const editor = document.querySelector('.cm-editor');
    editor.addEventListener('keydown', () => record.keys.push(performance.now()), true);
    new MutationObserver((mutations) => {
      const inList = mutations.some((mutation) => {
        const target =
          mutation.target instanceof Element ? mutation.target : mutation.target.parentElement;
        return (
          target?.closest('.cm-tooltip-autocomplete') ||
          [...mutation.addedNodes].some(
            (node) => node instanceof Element && node.matches('.cm-tooltip-autocomplete'),
          )
        );
      });
      if (inList) record.lists.push(performance.now());
    }).observe(editor, {childList: true, subtree: true, attributes: true, characterData: true});
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntriesByName('api-help:checked'))
        record.checks.push(entry.startTime);
    }).observe({type: 'mark'});
  });

  const keys = plan();
  const measured = [];
  for (const [index, {key, measured: isMeasured}] of keys.entries()) {
    await page.keyboard.press(key);
    if (isMeasured) measured.push(index);
    await page.waitForTimeout(PAUSE_MS);
  }
  const record = await page.evaluate(() => window.__editorBench);
  const completion = [];
  const diagnostics = [];
  for (const index of measured.slice(0, KEYSTROKES)) {
    const start = record.keys[index];
    const end = record.keys[index + 1] ?? Infinity;
    const list = record.lists.find((time) => time >= start && time < end);
    const check = record.checks.find((time) => time >= start && time < end);
    if (list !== undefined) completion.push(list - start);
    if (check !== undefined) diagnostics.push(check - start);
  }
  console.log(
    `Example editor, API help, on the longest example (${slug}, ${(size / 1024).toFixed(1)} KiB), at ${server.url}`,
  );
  console.log(`completion list shown after a keystroke: ${summary(completion)}`);
  console.log(
    `diagnostics after a keystroke:           ${summary(diagnostics)} (the check waits 40 ms for typing to pause)`,
  );
  console.log(
    `keystrokes without a list change: ${measured.length - completion.length}; without a check: ${measured.length - diagnostics.length}`,
  );
  console.log(`API data: ${dataSizes()}`);
  console.log(`status after typing: ${await status.textContent()}`);
} finally {
  await browser.close();
  server.stop();
}
