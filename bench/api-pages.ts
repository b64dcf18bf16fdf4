/**
 * Prints what each built API page costs a reader: the HTML (raw and gzip),
 * the JavaScript every page loads (main and runtime, from its <script> tags),
 * the page's own chunk with its entries (found by a sentence from them), and
 * how many entries it documents. Run after `npm run build`: `npm run bench:api`.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';

import {API_PAGES} from '../docs/api/_entries';
import {countEntries} from '../plugins/api-reference/model/filter';

const BUILD = join(__dirname, '..', 'build');

function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(0).padStart(4)} KiB`;
}

function gzipSize(path: string): number {
  return gzipSync(readFileSync(path)).length;
}

if (!existsSync(BUILD)) {
  console.error('No build/ folder: run `npm run build` first.');
  process.exit(1);
}

function chunksOf(localeDir: string): {path: string; text: string}[] {
  const jsDir = join(localeDir, 'assets', 'js');
  return readdirSync(jsDir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({path: join(jsDir, name), text: readFileSync(join(jsDir, name), 'utf8')}));
}

/** A run of the first item's English prose that the bundler leaves as written (no quotes or escapes). */
function markerOf(description: string): string {
  return /^[^'"`\\\n]{12,40}/.exec(description)?.[0] ?? description.slice(0, 12);
}

for (const locale of ['en', 'ja']) {
  const localeDir = locale === 'en' ? BUILD : join(BUILD, locale);
  const chunks = chunksOf(localeDir);
  console.log(
    `${locale}: page         entries  HTML raw  HTML gzip  shared JS gzip  page chunk gzip`,
  );
  for (const page of API_PAGES) {
    const htmlFile = join(localeDir, 'api', page.id, 'index.html');
    const html = readFileSync(htmlFile, 'utf8');
    // Minified HTML: src=/{base}/[ja/]assets/js/main.….js, quoted or not.
    const shared = [...html.matchAll(/<script[^>]*\ssrc="?[^"\s>]*?\/(assets\/js\/[^"\s>]+)/g)]
      .map(([, file]) => join(localeDir, file ?? ''))
      .filter(existsSync);
    const sharedGzip = shared.reduce((sum, file) => sum + gzipSize(file), 0);
    // Both locales' text sits in the entries, so one English sentence finds the chunk.
    const marker = markerOf(page.items[0]?.description.en ?? '');
    const own = chunks.filter(({text}) => text.includes(marker));
    const ownGzip = own.reduce((sum, {path}) => sum + gzipSize(path), 0);
    console.log(
      `    ${page.id.padEnd(12)} ${String(countEntries(page)).padStart(7)}  ${kib(Buffer.byteLength(html))}  ${kib(gzipSize(htmlFile))}  ${kib(sharedGzip)} (${shared.length})  ${kib(ownGzip)} (${own.length})`,
    );
  }
}
