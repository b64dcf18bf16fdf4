/**
 * The one analyser of example code (`src/model/code`), timed: the longest
 * example and all examples in Node, and the longest example in headless
 * Chromium (the analyser bundled as the browser would load it). Prints the
 * median and p95 of ROUNDS runs after a warm-up.
 *
 *   npm run bench:analyser   (ROUNDS to change the count; CHROMIUM_PATH for another browser)
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {build} from 'esbuild';
import {chromium} from '@playwright/test';

import {API_PAGES} from '../docs/api/_entries';
import {apiModelOf} from '../src/model/api/apiModel';
import {analyseCode} from '../src/model/code/analyseCode';

const ROOT = join(__dirname, '..');
const ROUNDS = Number(process.env.ROUNDS ?? 200);

function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  return `median ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms`;
}

const examples = readdirSync(join(ROOT, 'example'), {withFileTypes: true})
  .filter((entry) => entry.isDirectory())
  .map((entry) => {
    const html = readFileSync(join(ROOT, 'example', entry.name, 'index.html'), 'utf8');
    return {
      slug: entry.name,
      code: html.replaceAll('%product%', 'mapbox').replaceAll('%PRODUCT%', 'Mapbox'),
    };
  });
const longest = examples.reduce((a, b) => (b.code.length > a.code.length ? b : a));
const model = apiModelOf(API_PAGES, 'mapbox');

function time(run: () => void): number[] {
  run();
  return Array.from({length: ROUNDS}, () => {
    const started = performance.now();
    run();
    return performance.now() - started;
  });
}

async function inBrowser(): Promise<string> {
  const bundle = await build({
    stdin: {
      contents: `import {ApiModel} from './src/model/api/apiModel';
import {analyseCode} from './src/model/code/analyseCode';
globalThis.benchAnalyser = (pages, code, rounds) => {
  const model = new ApiModel(pages, 'mapboxgl');
  analyseCode(code, model, 'mapbox');
  const times = [];
  for (let i = 0; i < rounds; i++) { const t = performance.now(); analyseCode(code, model, 'mapbox'); times.push(performance.now() - t); }
  return times;
};`,
      resolveDir: ROOT,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    await page.addScriptTag({content: bundle.outputFiles[0]!.text});
    const times = await page.evaluate(
      ([pages, code, rounds]) =>
        (
          globalThis as unknown as {benchAnalyser: (p: unknown, c: string, r: number) => number[]}
        ).benchAnalyser(pages, code, rounds),
      [JSON.parse(JSON.stringify(API_PAGES)), longest.code, ROUNDS] as const,
    );
    return `${summary(times)} (bundle ${(bundle.outputFiles[0]!.contents.length / 1024).toFixed(0)} KiB unminified)`;
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  console.log(
    `Longest example: ${longest.slug} (${longest.code.length} characters, ${longest.code.split('\n').length} lines)`,
  );
  console.log(
    `Node, longest example, ${ROUNDS} runs: ${summary(time(() => analyseCode(longest.code, model, 'mapbox')))}`,
  );
  const all = time(() => examples.forEach(({code}) => analyseCode(code, model, 'mapbox')));
  console.log(`Node, all ${examples.length} examples, ${ROUNDS} runs: ${summary(all)}`);
  const tenThousand = `const map = new mapboxgl.Map({});\n${"map.flyTo({center: [0, 0]}); map.on('click', (e) => e.lngLat);\n".repeat(10_000)}`;
  const big = time(() => analyseCode(tenThousand, model, 'mapbox')).slice(0, 20);
  console.log(`Node, 10,000 lines (${tenThousand.length} characters): ${summary(big)}`);
  console.log(`Chromium, longest example, ${ROUNDS} runs: ${await inBrowser()}`);
}

void main();
