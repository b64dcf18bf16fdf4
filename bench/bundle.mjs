#!/usr/bin/env node
// npm run bench:bundle — the JavaScript each type of page downloads (as
// transferred: gzip from the compressing static server) until the page has
// hydrated and no request has started for 2 s, in Chromium at a phone's
// width, without scrolling or interacting. (Playwright's "networkidle" never
// comes on a page whose demo frame starts before the page's own scripts.)
// Scripts of the example demo frame are counted apart: they are the map
// runtime, not the page.
//
//   npm run build && npm run bench:bundle
//
// Environment: SITE_URL (a server already running; otherwise one is started
// on port 3111), BENCH_HOST=local (see serveBuild.mjs), CHROMIUM_PATH,
// FILES=1 (also list each script file of the page with its size),
// PATHS=api/sources/,api/events/ (measure these paths, in both locales, instead
// of the page types; a path given with the Japanese prefix counts without it).

import {chromium} from '@playwright/test';

import {serveBuild} from './serveBuild.mjs';

const PAGE_TYPES = [
  ['home', ''],
  ['guide', 'guides/install/'],
  ['API index', 'api/'],
  ['API page', 'api/map/'],
  // The API page with the most data in its page module (every group open).
  ['API page, longest', 'api/markers/'],
  ['gallery', 'example/'],
  ['example', 'example/cluster/'],
  ['plugins', 'plugins/'],
];

const PAGES = process.env.PATHS
  ? process.env.PATHS.split(',')
      .map((path) => path.replace(/^ja\//, ''))
      .map((path) => [path || 'home', path])
  : PAGE_TYPES;

/** How long no request may start before the page counts as settled. */
const QUIET_MS = 2000;

const server = await serveBuild(3111);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', ...server.chromiumArgs],
});
try {
  console.log(
    `JavaScript transferred until hydrated and quiet for 2 s, 375 × 812, KiB (gzip), at ${server.url}`,
  );
  console.log('page'.padEnd(22) + 'page JS'.padStart(9) + 'frame JS'.padStart(10));
  for (const locale of ['en', 'ja']) {
    for (const [name, path] of PAGES) {
      const page = await browser.newPage({viewport: {width: 375, height: 812}});
      const scripts = [];
      let lastRequestAt = Date.now();
      page.on('request', () => {
        lastRequestAt = Date.now();
      });
      page.on('requestfinished', (request) => {
        if (request.resourceType() === 'script') {
          scripts.push(request);
        }
      });
      await page.goto(`${server.url}${locale === 'en' ? '' : `${locale}/`}${path}`);
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      while (Date.now() - lastRequestAt < QUIET_MS) {
        await page.waitForTimeout(250);
      }
      let own = 0;
      let frame = 0;
      const files = [];
      for (const request of scripts) {
        const {responseBodySize} = await request.sizes();
        if (request.frame() === page.mainFrame()) {
          own += responseBodySize;
          files.push([new URL(request.url()).pathname.split('/').pop(), responseBodySize]);
        } else {
          frame += responseBodySize;
        }
      }
      console.log(
        `${locale} ${name}`.padEnd(22) +
          (own / 1024).toFixed(0).padStart(9) +
          (frame ? (frame / 1024).toFixed(0) : '–').padStart(10),
      );
      if (process.env.FILES) {
        for (const [file, size] of files.sort((a, b) => b[1] - a[1])) {
          console.log(`  ${(size / 1024).toFixed(1).padStart(6)}  ${file}`);
        }
      }
      await page.close();
    }
  }
} finally {
  await browser.close();
  server.stop();
}
