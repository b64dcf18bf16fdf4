#!/usr/bin/env node
// npm run bench:bundle — the JavaScript each type of page downloads (as
// transferred: gzip from the compressing static server) until the network is
// quiet, in Chromium at a phone's width, without scrolling or interacting.
// Scripts of the example demo frame are counted apart: they are the map
// runtime, not the page.
//
//   npm run build && npm run bench:bundle
//
// Environment: SITE_URL (a server already running; otherwise one is started
// on port 3111), CHROMIUM_PATH.

import {chromium} from '@playwright/test';

import {serveBuild} from './serveBuild.mjs';

const PAGES = [
  ['home', ''],
  ['guide', 'guides/install/'],
  ['API index', 'api/'],
  ['API page', 'api/map/'],
  ['gallery', 'example/'],
  ['example', 'example/cluster/'],
  ['plugins', 'plugins/'],
];

const server = await serveBuild(3111);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  console.log('JavaScript transferred until the network is quiet, 375 × 812, KiB (gzip)');
  console.log('page'.padEnd(22) + 'page JS'.padStart(9) + 'frame JS'.padStart(10));
  for (const locale of ['en', 'ja']) {
    for (const [name, path] of PAGES) {
      const page = await browser.newPage({viewport: {width: 375, height: 812}});
      const scripts = [];
      page.on('requestfinished', (request) => {
        if (request.resourceType() === 'script') {
          scripts.push(request);
        }
      });
      await page.goto(`${server.url}${locale === 'en' ? '' : `${locale}/`}${path}`, {
        waitUntil: 'networkidle',
      });
      let own = 0;
      let frame = 0;
      for (const request of scripts) {
        const {responseBodySize} = await request.sizes();
        if (request.frame() === page.mainFrame()) {
          own += responseBodySize;
        } else {
          frame += responseBodySize;
        }
      }
      console.log(
        `${locale} ${name}`.padEnd(22) +
          (own / 1024).toFixed(0).padStart(9) +
          (frame ? (frame / 1024).toFixed(0) : '–').padStart(10),
      );
      await page.close();
    }
  }
} finally {
  await browser.close();
  server.stop();
}
