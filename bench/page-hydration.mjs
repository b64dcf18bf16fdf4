#!/usr/bin/env node
// Prints how long pages take to hydrate in Chromium with the CPU slowed 4×
// (a mid-range phone), and the total of long tasks (main thread blocked over
// 50 ms) until then. Needs a built site served at SITE_URL:
//   npm run build && PORT=3100 node scripts/static-server.mjs &
//   npm run bench:hydration [-- path ...]
import {chromium} from '@playwright/test';

const base = process.env.SITE_URL ?? 'http://localhost:3100/mapbox-gl-js/';
const requested = process.argv.slice(2);
const paths = requested.length
  ? requested
  : ['guides/install/', 'api/', 'api/map/', 'api/markers/', 'api/properties/', 'ja/api/map/'];
const ROUNDS = 3;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
console.log(`CPU slowed 4×, median of ${ROUNDS} loads`);
for (const path of paths) {
  const hydration = [];
  const blocked = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const page = await browser.newPage({viewport: {width: 1280, height: 800}});
    const session = await page.context().newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', {rate: 4});
    await page.addInitScript(() => {
      window.__longTasks = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks += entry.duration;
      }).observe({type: 'longtask', buffered: true});
    });
    const started = Date.now();
    await page.goto(base + path);
    await page
      .locator('html[data-has-hydrated="true"]')
      .waitFor({state: 'attached', timeout: 120_000});
    hydration.push(Date.now() - started);
    blocked.push(await page.evaluate(() => window.__longTasks));
    await page.close();
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log(
    `  ${path.padEnd(18)} hydrated ${String(median(hydration)).padStart(6)} ms   long tasks ${String(Math.round(median(blocked))).padStart(6)} ms`,
  );
}
await browser.close();
