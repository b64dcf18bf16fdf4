// How many bytes of the example runtime (example-runtime/) each example page
// transfers over the network, when the browser already has what an earlier
// example page loaded. The built site is served with ETags and
// `Cache-Control: max-age=600` (static-server's CACHE_MAX_AGE), as a host
// that lets browsers keep files would. Two visits, each in a fresh browser
// context: /example/simple-map/ then /example/cluster/, and
// /example/simple-map/ then /ja/example/simple-map/. Each page waits until
// its demo is idle. A request answered from the HTTP cache counts 0; a
// revalidation (304) counts its headers.
//
//   npm run bench:runtime-transfer   (after a build; SITE_URL to use a running server)
import {chromium} from '@playwright/test';
import {setTimeout as delay} from 'node:timers/promises';

import {serveBuild} from './serveBuild.mjs';

process.env.CACHE_MAX_AGE ??= '600';
const RUNTIME = '/example-runtime/';
const TARGET_KIB = 50;

const {url: siteUrl, chromiumArgs, stop} = await serveBuild(Number(process.env.PORT ?? 3170));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-quic',
    '--enable-unsafe-swiftshader',
    '--use-angle=swiftshader',
    '--ignore-gpu-blocklist',
    ...chromiumArgs,
  ],
});

/** Runtime bytes a page transferred, per URL, until its demo is idle. */
async function visit(page, path) {
  const session = await page.context().newCDPSession(page);
  const urls = new Map();
  const cached = new Set();
  const transferred = new Map();
  session.on('Network.requestWillBeSent', ({requestId, request}) => {
    urls.set(requestId, request.url);
  });
  session.on('Network.requestServedFromCache', ({requestId}) => cached.add(requestId));
  session.on('Network.responseReceived', ({requestId, response}) => {
    if (response.fromDiskCache || response.fromPrefetchCache || response.fromServiceWorker) {
      cached.add(requestId);
    }
  });
  session.on('Network.loadingFinished', ({requestId, encodedDataLength}) => {
    const url = urls.get(requestId);
    if (!url || !new URL(url).pathname.includes(RUNTIME)) return;
    const bytes = cached.has(requestId) ? 0 : encodedDataLength;
    transferred.set(url, (transferred.get(url) ?? 0) + bytes);
  });
  await session.send('Network.enable');
  await page.goto(new URL(path, siteUrl).href);
  const frame = page.getByTestId('example-frame');
  await frame.scrollIntoViewIfNeeded();
  await page
    .frameLocator('[data-testid="example-frame"]')
    .frameLocator('iframe')
    .locator('html[data-preview-state="idle"]')
    .waitFor({state: 'attached', timeout: 120_000});
  // Requests still under way when the map went idle (a late tile).
  await delay(1000);
  await session.detach();
  return transferred;
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const total = (map, keep = () => true) =>
  [...map].filter(([url]) => keep(url)).reduce((sum, [, bytes]) => sum + bytes, 0);

async function pair(first, second) {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  const page = await context.newPage();
  const one = await visit(page, first);
  const two = await visit(page, second);
  await context.close();
  const shared = (url) => one.has(url);
  return {
    first: total(one),
    firstRequests: one.size,
    second: total(two),
    secondShared: total(two, shared),
    secondOwn: total(two, (url) => !shared(url)),
    secondRequests: two.size,
    heaviest: [...two].sort((a, b) => b[1] - a[1]).slice(0, 5),
  };
}

const results = [];
try {
  for (const [first, second] of [
    ['example/simple-map/', 'example/cluster/'],
    ['example/simple-map/', 'ja/example/simple-map/'],
  ]) {
    const result = await pair(first, second);
    results.push(result);
    console.log(`\n/${first} then /${second} (runtime files over the network)`);
    console.log(`  first page:  ${kib(result.first)} (${result.firstRequests} files)`);
    console.log(`  second page: ${kib(result.second)} (${result.secondRequests} files)`);
    console.log(`    files the first page also loaded: ${kib(result.secondShared)}`);
    console.log(`    files only the second page uses:  ${kib(result.secondOwn)}`);
    for (const [url, bytes] of result.heaviest.filter(([, bytes]) => bytes > 0)) {
      console.log(`      ${kib(bytes).padStart(10)}  ${new URL(url).pathname}`);
    }
  }
} finally {
  await browser.close();
  stop();
}
// The runtime itself (library, adapter, stylesheets, styles, sprite, tiles
// the first page drew) must come from the cache; what only the second
// example uses (its data, tiles of other places) is its own download.
const worst = Math.max(...results.map((result) => result.secondShared));
const own = Math.max(...results.map((result) => result.secondOwn));
console.log(
  `\nTarget: a second example page transfers under ${TARGET_KIB} KiB of the runtime files the first one loaded: ${
    worst < TARGET_KIB * 1024 ? 'met' : 'NOT met'
  } (at most ${kib(worst)}; data only the second example uses: up to ${kib(own)}).`,
);
