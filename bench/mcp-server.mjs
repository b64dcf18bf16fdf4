// The docs' MCP server as a client sees it, on a built site: how long it
// takes to start (process start to the first tool list answered, over
// stdio, median of several starts), how long each locale's first search
// takes (it makes the search engine), then each tool's latency per call
// (median and p95 over ROUNDS calls, after one warm-up call).
//
//   npm run bench:mcp   (after npm run build; BUILD_DIR for another build,
//                        ROUNDS and STARTS to change the counts)
import {readFile} from 'node:fs/promises';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';

const BUILD_DIR = resolve(process.env.BUILD_DIR ?? 'build');
const ROUNDS = Number(process.env.ROUNDS ?? 30);
const STARTS = Number(process.env.STARTS ?? 5);
const SERVER = join(dirname(fileURLToPath(import.meta.url)), '..', 'bin', 'docs-mcp.mjs');

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const ms = (value) => `${value.toFixed(1)} ms`;

async function start() {
  const started = performance.now();
  const client = new Client({name: 'bench', version: '1.0.0'});
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [SERVER, '--build', BUILD_DIR],
      stderr: 'ignore',
    }),
  );
  await client.listTools();
  return {client, elapsed: performance.now() - started};
}

async function timed(client, name, args) {
  const started = performance.now();
  const result = await client.callTool({name, arguments: args});
  const elapsed = performance.now() - started;
  return {elapsed, isError: result.isError === true};
}

let data;
try {
  data = JSON.parse(await readFile(join(BUILD_DIR, 'tool-data', 'docs.json'), 'utf8'));
} catch {
  console.error(`No built site in ${BUILD_DIR}: run npm run build first.`);
  process.exit(1);
}

const starts = [];
for (let run = 0; run < STARTS; run++) {
  const {client, elapsed} = await start();
  starts.push(elapsed);
  await client.close();
}
starts.sort((a, b) => a - b);
console.log(
  `Start (process start to the tool list, ${STARTS} starts): median ${ms(percentile(starts, 50))}, ` +
    `min ${ms(starts[0])}, max ${ms(starts[starts.length - 1])}`,
);

const {client} = await start();
for (const [locale, query] of [
  ['en', 'add a marker'],
  ['ja', 'マーカー'],
]) {
  const first = await timed(client, 'search_docs', {query, locale});
  console.log(`First search in ${locale} (makes the engine): ${ms(first.elapsed)}`);
}

const largest = [...data.examples].sort((a, b) => b.code.length - a.code.length)[0];
const calls = [
  ['search_docs', {query: 'add a marker'}],
  ['search_docs', {query: 'mraker'}],
  ['search_docs', {query: 'マーカーを追加'}],
  ['get_page', {url_or_path: '/api/map/'}],
  ['get_page', {url_or_path: '/guides/install/'}],
  ['get_api', {symbol: 'Map#flyTo'}],
  ['get_api', {symbol: 'Marker'}],
  ['get_api', {symbol: 'Map#flyToo'}],
  ['find_examples', {query: 'cluster'}],
  ['find_examples', {api: 'Popup'}],
  ['find_examples', {topic: data.examples[0].topics[0].label}],
  ['get_example', {slug: largest.slug}],
  ['check_code', {code: largest.code}],
  ['check_code', {code: 'x'.repeat(1024 * 1024)}],
];
console.log(`\nLatency per call (${ROUNDS} calls each, after a warm-up):`);
console.log('tool             arguments                                  median      p95');
for (const [name, args] of calls) {
  await timed(client, name, args);
  const times = [];
  let errors = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const {elapsed, isError} = await timed(client, name, args);
    times.push(elapsed);
    if (isError) errors++;
  }
  times.sort((a, b) => a - b);
  const shown = JSON.stringify(args);
  const label = shown.length > 40 ? `${shown.slice(0, 37)}…` : shown;
  console.log(
    `${name.padEnd(16)} ${label.padEnd(42)} ${ms(percentile(times, 50)).padStart(9)} ${ms(percentile(times, 95)).padStart(9)}` +
      (errors ? `  (error result, as meant)` : ''),
  );
}
await client.close();
