#!/usr/bin/env node
// npm run bench:dev-edit — how long a writer waits on the dev server: starts
// `docusaurus start` on a copy of the site (tests/support/devServer.ts),
// opens the page of each kind of edit in Chromium, makes the edit and prints
// the time until the open page shows it (no reload), RUNS times per edit
// (default 3), median and slowest, plus the time the server took to start.
import {fileURLToPath} from 'node:url';

import {chromium} from '@playwright/test';
import createJiti from 'jiti';

const jiti = createJiti(fileURLToPath(import.meta.url));
const {WRITER_EDITS, startDevServerOnCopy} = jiti('../tests/support/devServer.ts');
const {baseUrlFor, resolveSettings} = jiti('../src/config/settings.ts');

const RUNS = Number(process.env.RUNS ?? 3);
const basePath = baseUrlFor(resolveSettings(process.env));
const started = Date.now();
const server = await startDevServerOnCopy(Number(process.env.DEV_EDIT_PORT ?? 3311), basePath);
console.log(`dev server ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  const page = await browser.newPage();
  console.log('edit                  median ms  slowest ms');
  for (const edit of WRITER_EDITS) {
    const times = [];
    for (let run = 1; run <= RUNS; run += 1) {
      await page.goto(`${server.origin}${basePath}${edit.path}`);
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      // Each run shows a text of its own, so that it waits for its own edit.
      const after = edit.after.replace('writer', `writer (${run})`);
      const from = run === 1 ? edit.before : edit.after.replace('writer', `writer (${run - 1})`);
      const begin = Date.now();
      server.apply({...edit, before: from, after});
      await page.waitForFunction((text) => document.body.textContent?.includes(text), after, {
        timeout: 60_000,
        polling: 50,
      });
      times.push(Date.now() - begin);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)];
    console.log(
      `${edit.name.padEnd(22)}${String(median).padStart(9)}${String(times.at(-1)).padStart(12)}`,
    );
  }
} finally {
  await browser.close();
  server.stop();
}
