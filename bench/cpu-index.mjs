#!/usr/bin/env node
// npm run bench:cpu-index — this machine's Lighthouse CPU benchmark index
// (Lighthouse's own measure, run in Debian's Chromium as Lighthouse runs it in
// a page), median of 3. CI prints it before the tests, so that the run's time
// can be compared across machines: an index twice as high runs the same work
// in about half the time.
import {chromium} from 'playwright-core';
import {pageFunctions} from 'lighthouse/core/lib/page-functions.js';

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'],
});
try {
  const page = await browser.newPage();
  const indexes = [];
  for (let run = 0; run < 3; run += 1) {
    indexes.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
  }
  indexes.sort((a, b) => a - b);
  console.log(
    `Lighthouse CPU benchmark index of this machine: ${Math.round(indexes[1])} (median of 3)`,
  );
} finally {
  await browser.close();
}
