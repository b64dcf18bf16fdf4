/**
 * npm run bench:search — quality, speed and size of the embedded search, over
 * the index of the last `npm run build`.
 *
 * - Quality: bench/search-queries.json holds reader queries (en and ja), each
 *   with its kind (topic, task, title, api, typo, loanword) and the page (or
 *   page#section) it should find. A hit counts when its URL is that
 *   page#section, or that page when no section is given. Prints success@1,
 *   success@5 and MRR (over the first 5 hits) per locale and per kind, and
 *   the misses. Targets: success@1 ≥ 0.92 and success@5 ≥ 0.98 per locale.
 * - Latency: every query, 30 rounds after a warm-up, with the dialog's
 *   parameters (20 hits, snippets, highlights), in Node and in Chromium (the
 *   same engine bundled with esbuild); p50 and p95 in milliseconds.
 * - Keystroke latency in the real dialog, when SITE_URL names a served
 *   build (`PORT=3100 node scripts/static-server.mjs`): queries typed key by
 *   key into the DocSearch dialog, timed from each keydown to the frame
 *   after the dialog's last change for that key; p50 and p95.
 * - Size: the index file each locale loads, raw and gzip.
 *
 * Environment: BUILD_DIR (default build), CHROMIUM_PATH, BENCH_BROWSER=0 to
 * skip the browser runs, SITE_URL for the dialog run.
 */
import {readFileSync, readdirSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {gzipSync} from 'node:zlib';

import {createEngine, type SearchEngine} from '../plugins/search/engine/engine';
import {unpackIndex, type PackedIndexFile} from '../plugins/search/engine/indexFile';
import type {SearchRequest} from '../plugins/search/engine/types';

interface BenchQuery {
  locale: 'en' | 'ja';
  kind: string;
  query: string;
  expected: string;
}

interface Score {
  count: number;
  atOne: number;
  atFive: number;
  reciprocal: number;
}

const ROUNDS = 30;
const buildDir = resolve(process.env.BUILD_DIR ?? 'build');
const queries = JSON.parse(
  readFileSync(join(__dirname, 'search-queries.json'), 'utf8'),
) as BenchQuery[];

function indexFile(locale: string): {path: string; raw: Buffer; file: PackedIndexFile} {
  const directory = join(buildDir, locale === 'en' ? '' : locale, 'search-index');
  const name = readdirSync(directory).find((file) => file !== 'records.json');
  if (!name) {
    throw new Error(`No index in ${directory}: run npm run build first.`);
  }
  const path = join(directory, name);
  const raw = readFileSync(path);
  return {path, raw, file: JSON.parse(raw.toString('utf8')) as PackedIndexFile};
}

function request(locale: string, query: string): SearchRequest {
  return {
    query,
    indexName: 'mapbox',
    hitsPerPage: 20,
    facetFilters: [
      `language:${locale}`,
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
    ],
    attributesToSnippet: [
      'hierarchy.lvl1:10',
      'hierarchy.lvl2:10',
      'hierarchy.lvl3:10',
      'hierarchy.lvl4:10',
      'hierarchy.lvl5:10',
      'hierarchy.lvl6:10',
      'content:10',
    ],
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    snippetEllipsisText: '…',
  };
}

/** Path after the locale's base URL, with the anchor: "api/map/#map-camera-methods". */
function relative(url: string, locale: string): string {
  const base = locale === 'en' ? '/mapbox-gl-js/' : `/mapbox-gl-js/${locale}/`;
  const {pathname, hash} = new URL(url);
  return `${pathname.slice(base.length)}${hash}`;
}

function matches(url: string, expected: string): boolean {
  return expected.includes('#') ? url === expected : url.split('#')[0] === expected;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

function add(scores: Map<string, Score>, key: string, rank: number): void {
  const score = scores.get(key) ?? {count: 0, atOne: 0, atFive: 0, reciprocal: 0};
  score.count += 1;
  if (rank === 0) score.atOne += 1;
  if (rank >= 0) {
    score.atFive += 1;
    score.reciprocal += 1 / (rank + 1);
  }
  scores.set(key, score);
}

function line(label: string, {count, atOne, atFive, reciprocal}: Score): string {
  return (
    `  ${label.padEnd(12)} ${String(count).padStart(4)}   ${(atOne / count).toFixed(3)}` +
    `       ${(atFive / count).toFixed(3)}       ${(reciprocal / count).toFixed(3)}`
  );
}

function quality(engines: Record<string, SearchEngine>): void {
  for (const locale of ['en', 'ja'] as const) {
    const list = queries.filter((entry) => entry.locale === locale);
    const scores = new Map<string, Score>();
    const misses: string[] = [];
    for (const {query, expected, kind} of list) {
      const urls = engines[locale]!.search(request(locale, query)).hits.map((hit) =>
        relative(hit.url ?? '', locale),
      );
      const rank = urls.slice(0, 5).findIndex((url) => matches(url, expected));
      add(scores, locale, rank);
      add(scores, kind, rank);
      if (rank !== 0) {
        misses.push(
          `  [${kind}] ${query} → ${urls[0] ?? '(none)'} (want ${expected}, rank ${rank + 1 || '>5'})`,
        );
      }
    }
    console.log(`\n  ${'queries'.padEnd(12)} ${'n'.padStart(4)}   success@1   success@5   MRR@5`);
    for (const [key, score] of [...scores].sort(([a], [b]) =>
      a === locale ? -1 : b === locale ? 1 : a.localeCompare(b),
    )) {
      console.log(line(key === locale ? `${locale} (all)` : `${locale} ${key}`, score));
    }
    if (misses.length > 0) {
      console.log(misses.join('\n'));
    }
  }
}

function nodeLatency(engines: Record<string, SearchEngine>): number[] {
  const times: number[] = [];
  for (const {locale, query} of queries) {
    engines[locale]!.search(request(locale, query));
  }
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const {locale, query} of queries) {
      const started = performance.now();
      engines[locale]!.search(request(locale, query));
      times.push(performance.now() - started);
    }
  }
  return times.sort((a, b) => a - b);
}

async function browserLatency(
  files: Record<string, PackedIndexFile>,
): Promise<{times: number[]; loadMs: Record<string, number>} | null> {
  if (process.env.BENCH_BROWSER === '0') {
    return null;
  }
  const {build} = await import('esbuild');
  const {chromium} = await import('@playwright/test');
  const bundle = await build({
    stdin: {
      contents: `import * as engine from './plugins/search/engine/browserEngine'; window.searchEngine = engine;`,
      resolveDir: resolve(__dirname, '..'),
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    minify: true,
    write: false,
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>search bench</title>');
    await page.addScriptTag({content: bundle.outputFiles[0]!.text});
    const requests = queries.map(({locale, query}) => ({locale, body: request(locale, query)}));
    return await page.evaluate(
      ({files, requests, rounds}) => {
        type Engine = {search: (request: unknown) => unknown};
        const {createEngine, unpackIndex} = (
          window as unknown as {
            searchEngine: {
              createEngine: (records: unknown) => Engine;
              unpackIndex: (file: unknown) => unknown;
            };
          }
        ).searchEngine;
        const engines: Record<string, Engine> = {};
        const loadMs: Record<string, number> = {};
        for (const [locale, file] of Object.entries(files)) {
          // What the first search waits for once the file is fetched.
          const started = performance.now();
          engines[locale] = createEngine(unpackIndex(JSON.parse(JSON.stringify(file))));
          loadMs[locale] = performance.now() - started;
        }
        const times: number[] = [];
        requests.forEach(({locale, body}) => engines[locale]!.search(body));
        for (let round = 0; round < rounds; round += 1) {
          for (const {locale, body} of requests) {
            const started = performance.now();
            engines[locale]!.search(body);
            times.push(performance.now() - started);
          }
        }
        return {times: times.sort((a, b) => a - b), loadMs};
      },
      {files, requests, rounds: ROUNDS},
    );
  } finally {
    await browser.close();
  }
}

interface KeystrokeTimes {
  /** Keydown → the dialog's last change for that key (the work done). */
  readonly updated: number[];
  /** Keydown → the start of the frame after that change (the work, then waiting for a frame). */
  readonly frame: number[];
}

/** Milliseconds from each keydown to the dialog's update and to the next frame, per key typed. */
async function dialogLatency(siteUrl: string): Promise<KeystrokeTimes> {
  const {chromium} = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    const page = await browser.newPage({viewport: {width: 1280, height: 800}});
    await page.goto(new URL('guides/', siteUrl).href);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.locator('.navbar .DocSearch-Button').click();
    const input = page.locator('.DocSearch-Input');
    // The index loads on first use; the timing starts once it answers.
    await input.fill('map');
    await page.locator('.DocSearch-Hit').first().waitFor();
    await page.evaluate(() => {
      const state = {
        keyAt: 0,
        updatedAt: 0,
        settledAt: 0,
        updated: [] as number[],
        frame: [] as number[],
      };
      (window as unknown as {keystrokes: typeof state}).keystrokes = state;
      const modal = document.querySelector('.DocSearch-Modal')!;
      document.addEventListener(
        'keydown',
        () => {
          if (state.keyAt) {
            state.updated.push(state.updatedAt - state.keyAt);
            state.frame.push(state.settledAt - state.keyAt);
          }
          state.keyAt = performance.now();
          state.updatedAt = state.keyAt;
          state.settledAt = state.keyAt;
        },
        true,
      );
      new MutationObserver(() => {
        state.updatedAt = performance.now();
        requestAnimationFrame(() => {
          state.settledAt = performance.now();
        });
      }).observe(modal, {childList: true, subtree: true, characterData: true});
    });
    for (const {query} of queries.filter(({locale}) => locale === 'en').slice(0, 40)) {
      // Cleared with keys too: a change without a keydown would count for the key before.
      await input.press('Control+A');
      await input.press('Backspace');
      await input.pressSequentially(query, {delay: 120});
    }
    await page.keyboard.press('Shift');
    return await page.evaluate(() => {
      const {updated, frame} = (window as unknown as {keystrokes: KeystrokeTimes}).keystrokes;
      // A key that changed nothing (a modifier) has no time.
      const sorted = (times: number[]) => times.filter((time) => time > 0).sort((a, b) => a - b);
      return {updated: sorted(updated), frame: sorted(frame)};
    });
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const files: Record<string, PackedIndexFile> = {};
  const engines: Record<string, SearchEngine> = {};
  console.log('Index size per locale (the file the browser loads):');
  for (const locale of ['en', 'ja']) {
    const {raw, file} = indexFile(locale);
    files[locale] = file;
    const started = performance.now();
    const records = unpackIndex(file);
    if (!records) {
      throw new Error(`${locale}: the index file is not a packed index`);
    }
    engines[locale] = createEngine(records);
    const buildMs = performance.now() - started;
    console.log(
      `  ${locale}: ${records.length} records, ${(raw.length / 1024).toFixed(0)} KiB raw, ` +
        `${(gzipSync(raw, {level: 9}).length / 1024).toFixed(0)} KiB gzip; engine built in ${buildMs.toFixed(0)} ms (Node)`,
    );
  }
  console.log('\nQuality:');
  quality(engines);
  const node = nodeLatency(engines);
  console.log(
    `\nLatency, ${queries.length} queries × ${ROUNDS} rounds:\n  Node:     p50 ${percentile(node, 50).toFixed(2)} ms, p95 ${percentile(node, 95).toFixed(2)} ms`,
  );
  const browser = await browserLatency(files);
  if (browser) {
    const {times, loadMs} = browser;
    console.log(
      `  Chromium: p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms (target ≤ 16 ms)`,
    );
    console.log(
      `  Chromium, index read and engine built before the first answer: ` +
        Object.entries(loadMs)
          .map(([locale, ms]) => `${locale} ${ms.toFixed(0)} ms`)
          .join(', '),
    );
  }
  if (process.env.SITE_URL && process.env.BENCH_BROWSER !== '0') {
    const {updated, frame} = await dialogLatency(process.env.SITE_URL);
    const figures = (times: number[]) =>
      `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`;
    console.log(
      `  Dialog, ${updated.length} keystrokes:\n` +
        `    keydown → results in the page: ${figures(updated)} (target ≤ 16 ms)\n` +
        `    keydown → the frame after them: ${figures(frame)}`,
    );
  }
}

void main();
