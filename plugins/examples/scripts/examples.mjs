#!/usr/bin/env node
// Runs the example previews in headless Chromium without building the site.
//
//   npm run examples:check -- --all|slug...   render each demo, report problems and
//                                             the share of live examples that draw
//   npm run thumbnails -- [slug...]           the same, then write the thumbnails
//                                             (plugins/examples/thumbnails/{slug}.{png|gif})
//
// A demo passes when its map fires `load` and reaches idle, its canvas is not
// a single colour, nothing is logged as an error, and no request leaves this
// machine. Screenshots of every demo go to $EXAMPLE_SHOTS (default
// /tmp/example-check) so you can look at them. EXAMPLE_PROBE='<expression>' prints
// what the expression evaluates to in each demo page.
import {createReadStream} from 'node:fs';
import {mkdir, mkdtemp, rm, stat, writeFile} from 'node:fs/promises';
import {createServer} from 'node:http';
import {tmpdir} from 'node:os';
import {extname, join, normalize} from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import sharp from 'sharp';
import gifenc from 'gifenc';
import {chromium} from '@playwright/test';

const {GIFEncoder, applyPalette, quantize} = gifenc;
const root = fileURLToPath(new URL('../../..', import.meta.url));
const jiti = createJiti(fileURLToPath(import.meta.url));
const {resolveSettings} = jiti(join(root, 'src/config/settings.ts'));
const {examplesOptionsFor, readExamples} = jiti(join(root, 'plugins/examples/read.ts'));
const {RUNTIME_DIR, writeRuntime} = jiti(join(root, 'plugins/preview/index.ts'));

const [command = 'check', ...names] = process.argv.slice(2);
const requested = names.filter((name) => name !== '--all');
if (!['check', 'thumbnails'].includes(command)) {
  console.error('Usage: node plugins/examples/scripts/examples.mjs check|thumbnails --all|slug...');
  process.exit(2);
}
const shotsDir = process.env.EXAMPLE_SHOTS ?? '/tmp/example-check';
const {THUMBNAIL_SIZE: THUMBNAIL} = jiti(join(root, 'plugins/examples/thumbnailSize.ts'));
const VIEWPORT = {width: 800, height: 500};

const options = examplesOptionsFor(resolveSettings(process.env));
const examples = await readExamples(join(root, 'example'), options.tokens);
// A folder of its own, so a check never clobbers the runtime a running site
// serves, nor another check's.
const generated = await mkdtemp(join(tmpdir(), 'example-check-'));
await writeRuntime(join(generated, RUNTIME_DIR), examples, options);
const chosen = requested.length
  ? examples.filter((example) => requested.includes(example.slug))
  : examples;
const unknown = requested.filter((slug) => !examples.some((example) => example.slug === slug));
if (unknown.length) {
  console.error(`No such example: ${unknown.join(', ')}`);
  process.exit(2);
}

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.geojson': 'application/geo+json',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
};
const server = createServer(async (request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname)).replace(
    /^(\.\.[/\\])+/,
    '',
  );
  const file = join(generated, path);
  try {
    if ((await stat(file)).isFile()) {
      response.writeHead(200, {'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream'});
      createReadStream(file).pipe(response);
      return;
    }
  } catch {
    // fall through to 404
  }
  response.writeHead(404).end();
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--enable-unsafe-swiftshader',
    '--use-angle=swiftshader',
    '--ignore-gpu-blocklist',
  ],
});
await mkdir(shotsDir, {recursive: true});

/** A picture of one colour (blank canvas, background only) has no spread. */
async function isBlank(png) {
  const {channels} = await sharp(png).stats();
  return channels.slice(0, 3).every((channel) => channel.stdev < 6);
}

async function gifOf(page, frames) {
  const encoder = GIFEncoder();
  for (let index = 0; index < frames; index += 1) {
    const png = await page.screenshot();
    const {data, info} = await sharp(png)
      .resize(THUMBNAIL.width, THUMBNAIL.height, {fit: 'cover'})
      .ensureAlpha()
      .raw()
      .toBuffer({resolveWithObject: true});
    const palette = quantize(data, 128);
    encoder.writeFrame(applyPalette(data, palette), info.width, info.height, {palette, delay: 150});
    await page.waitForTimeout(150);
  }
  encoder.finish();
  return Buffer.from(encoder.bytes());
}

const results = [];
for (const example of chosen) {
  const problems = [];
  const page = await browser.newPage({viewport: VIEWPORT});
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') {
      problems.push(`console error: ${message.text()}`);
    }
  });
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (['http:', 'https:'].includes(url.protocol) && url.hostname !== '127.0.0.1') {
      problems.push(`network request left the machine: ${url.href}`);
      return route.abort();
    }
    return route.continue();
  });
  if (!example.meta.live) {
    results.push({slug: example.slug, status: 'not live', problems: [example.meta.liveReason.en]});
    await page.close();
    continue;
  }
  await page.goto(`${origin}/${RUNTIME_DIR}/demo/${example.slug}.html`);
  try {
    await page
      .locator('html[data-preview-state="idle"]')
      .waitFor({state: 'attached', timeout: 20_000});
  } catch {
    problems.push('the map did not reach idle within 20 s');
  }
  // Thumbnails show the map, not the attribution or controls' chrome.
  await page.addStyleTag({
    content: '.maplibregl-ctrl-attrib, .maplibregl-ctrl-logo { display: none !important; }',
  });
  await page.waitForTimeout(400);
  if (process.env.EXAMPLE_PROBE) {
    // A JavaScript expression to print per demo while debugging one.
    console.log(example.slug, await page.evaluate(process.env.EXAMPLE_PROBE));
  }
  const mapErrors = await page.evaluate(() => window.__previewErrors ?? []);
  problems.push(...mapErrors.map((error) => `map error: ${error}`));
  const canvas = page.locator('canvas.maplibregl-canvas').first();
  const png = (await canvas.count()) ? await canvas.screenshot() : await page.screenshot();
  await writeFile(join(shotsDir, `${example.slug}.png`), await page.screenshot());
  const blank = await isBlank(png);
  if (blank) {
    problems.push('the map canvas is blank');
  }
  if (command === 'thumbnails' && problems.length === 0) {
    const outDir = join(root, 'plugins/examples/thumbnails');
    await mkdir(outDir, {recursive: true});
    const file = `${example.slug}.${example.meta.thumbnail}`;
    const image =
      example.meta.thumbnail === 'gif'
        ? await gifOf(page, 16)
        : await sharp(await page.screenshot())
            .resize(THUMBNAIL.width, THUMBNAIL.height, {fit: 'cover'})
            .png({compressionLevel: 9, palette: true, quality: 90})
            .toBuffer();
    await writeFile(join(outDir, file), image);
  }
  const status = problems.length === 0 ? 'live' : blank ? 'blank' : 'error';
  results.push({slug: example.slug, status, problems});
  await page.close();
}
await browser.close();
server.close();
await rm(generated, {recursive: true, force: true});

for (const result of results) {
  console.log(`${result.status.padEnd(9)} ${result.slug}`);
  for (const problem of result.problems) {
    console.log(`          ${problem}`);
  }
}
const count = (status) => results.filter((result) => result.status === status).length;
const drawn = count('live');
console.log(
  `${drawn} of ${results.length} examples draw live (${Math.round((100 * drawn) / Math.max(1, results.length))}%); ` +
    `${count('blank')} blank, ${count('error')} with errors, ${count('not live')} not live by design.`,
);
console.log(`Screenshots in ${shotsDir}`);
process.exit(count('blank') + count('error') > 0 ? 1 : 0);
