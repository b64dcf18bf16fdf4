// The docs' MCP server over HTTP under a team's load, on a built site: this
// process runs the server (as `npm run mcp -- --http` does), warms it with
// one call of each kind (the search engines of both locales are made then),
// and a second process (bench/mcp-http-load.mjs) drives it with CLIENTS
// concurrent clients over loopback for CALLS calls. It prints the throughput,
// each tool's p50/p95/p99, the errors, and this process's memory (RSS and
// heap) after the warm-up, right after the load, and after a GC and a
// settle. It exits 1 when a target is missed: no error, p95 of search_docs
// and get_api within P95_TARGET_MS, memory back within 10 % of its start.
//
//   npm run bench:mcp-http   (after npm run build; BUILD_DIR for another
//                             build; CLIENTS, CALLS, MAX_SECONDS, P95_TARGET_MS)
import {spawn} from 'node:child_process';
import {existsSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join, resolve} from 'node:path';
import {setTimeout as sleep} from 'node:timers/promises';
import {fileURLToPath} from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const BUILD_DIR = resolve(process.env.BUILD_DIR ?? 'build');
const CLIENTS = Number(process.env.CLIENTS ?? 50);
const CALLS = Number(process.env.CALLS ?? 12_000);
const P95_TARGET_MS = Number(process.env.P95_TARGET_MS ?? 50);
const TARGET_TOOLS = ['search_docs', 'get_api'];
const MEMORY_TOLERANCE = 0.1;
const SETTLE_MS = 2000;

if (typeof globalThis.gc !== 'function') {
  console.error('Run with --expose-gc (npm run bench:mcp-http does).');
  process.exit(1);
}
if (!existsSync(join(BUILD_DIR, 'tool-data', 'docs.json'))) {
  console.error(`No built site in ${BUILD_DIR}: run npm run build first.`);
  process.exit(1);
}

const require = createRequire(import.meta.url);
const jiti = require('jiti')(fileURLToPath(import.meta.url));
const {loadBuiltSite} = jiti('../plugins/mcp-server/server/builtSite.ts');
const {openDocs} = jiti('../plugins/mcp-server/server/docsServer.ts');
const {startHttpServer} = jiti('../plugins/mcp-server/server/http/httpServer.ts');

const logged = [];
const server = await startHttpServer(openDocs(loadBuiltSite(BUILD_DIR)), {
  port: 0,
  host: '127.0.0.1',
  log: (message) => logged.push(message),
});

function runLoad(extraEnv) {
  return new Promise((resolveRun, reject) => {
    const child = spawn(process.execPath, [join(here, 'mcp-http-load.mjs'), server.url], {
      env: {...process.env, CLIENTS: String(CLIENTS), CALLS: String(CALLS), ...extraEnv},
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolveRun(JSON.parse(output)) : reject(new Error(`load exited ${code}`)),
    );
  });
}

async function settle() {
  await sleep(SETTLE_MS);
  globalThis.gc();
  await sleep(100);
  globalThis.gc();
}

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const memory = () => {
  const {rss, heapUsed} = process.memoryUsage();
  return {rss, heapUsed};
};

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

// Warm-up: each call of the mix once, from a few clients (both search engines get made).
await runLoad({CLIENTS: '4', CALLS: '56'});
await settle();
const before = memory();
let peakRss = before.rss;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 200);

const cpuBefore = process.cpuUsage();
const result = await runLoad({});
const cpu = process.cpuUsage(cpuBefore);
clearInterval(sampler);
const after = memory();
await settle();
const settled = memory();
await server.close();

const total = Object.values(result.latencies).reduce((sum, list) => sum + list.length, 0);
const seconds = result.elapsedMs / 1000;
console.log(
  `${total} calls from ${result.clients} clients over loopback in ${seconds.toFixed(1)} s: ` +
    `${Math.round(total / seconds)} calls/s, ${result.errorCount} errors`,
);
console.log(
  `server CPU: ${((cpu.user + cpu.system) / 1000 / total).toFixed(2)} ms a call ` +
    `(${((cpu.user + cpu.system) / (result.elapsedMs * 10)).toFixed(0)} % of one core)`,
);
for (const error of result.errors) console.log(`  error: ${error}`);
for (const message of logged.slice(0, 10)) console.log(`  server said: ${message}`);

console.log('\ntool             calls      p50      p95      p99      max');
const p95 = {};
for (const [name, list] of Object.entries(result.latencies)) {
  const sorted = [...list].sort((a, b) => a - b);
  p95[name] = percentile(sorted, 95);
  const cells = [50, 95, 99].map((p) => `${percentile(sorted, p).toFixed(1)} ms`.padStart(9));
  console.log(
    `${name.padEnd(16)} ${String(sorted.length).padStart(5)} ${cells.join('')} ${`${sorted.at(-1).toFixed(1)} ms`.padStart(9)}`,
  );
}

console.log('\nmemory of the server process        RSS       heap used');
for (const [label, value] of [
  ['after the warm-up (start)', before],
  ['right after the load', after],
  [`after GC and ${SETTLE_MS / 1000} s settle`, settled],
]) {
  console.log(
    `${label.padEnd(34)} ${mb(value.rss).padStart(9)} ${mb(value.heapUsed).padStart(12)}`,
  );
}
console.log(`${'peak RSS during the load'.padEnd(34)} ${mb(peakRss).padStart(9)}`);

const missed = [];
if (result.errorCount > 0) missed.push(`${result.errorCount} errors`);
if (total < CALLS) missed.push(`${total} calls of ${CALLS}`);
for (const name of TARGET_TOOLS) {
  if (!(p95[name] <= P95_TARGET_MS)) {
    missed.push(`${name} p95 ${p95[name].toFixed(1)} ms > ${P95_TARGET_MS} ms`);
  }
}
for (const key of ['rss', 'heapUsed']) {
  const growth = settled[key] / before[key] - 1;
  if (growth > MEMORY_TOLERANCE) {
    missed.push(`${key} ${(growth * 100).toFixed(1)} % above its start`);
  }
}
console.log(missed.length ? `\nMissed: ${missed.join('; ')}` : '\nAll targets met.');
process.exit(missed.length ? 1 : 0);
