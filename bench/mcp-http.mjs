// The docs' MCP server over HTTP under a team's load, on a built site: this
// process runs the server as `npm run mcp -- --http 0` does (its worker
// processes, WORKERS of them, one per core by default), and a second
// process (bench/mcp-http-load.mjs) drives it over loopback: first a warm-up
// of WARM_UP_CALLS calls from the same clients (the search engines of both
// locales are made, the answer cache and the heap reach their working size),
// then CLIENTS concurrent clients for CALLS calls. It prints the throughput,
// the server's CPU time a call, each tool's p50/p95/p99, the errors, and
// the workers' memory together (RSS and heap) after the warm-up (the start), right
// after the load, and after a GC and a settle. It exits 1 when a target is
// missed: an error, p95 of search_docs or get_api over P95_TARGET_MS, memory
// not back within 10 % of its start.
//
//   npm run bench:mcp-http   (after npm run build; BUILD_DIR for another build;
//                             WORKERS, CLIENTS, CALLS, WARM_UP_CALLS, MAX_SECONDS,
//                             P95_TARGET_MS; THINK_MS for a pause after each
//                             client's call; ONLY_TOOL to send one tool's calls)
import {spawn} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join, resolve} from 'node:path';
import {setTimeout as sleep} from 'node:timers/promises';
import {fileURLToPath} from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const BUILD_DIR = resolve(process.env.BUILD_DIR ?? 'build');
const CLIENTS = Number(process.env.CLIENTS ?? 50);
const CALLS = Number(process.env.CALLS ?? 12_000);
const WARM_UP_CALLS = Number(process.env.WARM_UP_CALLS ?? 2000);
const P95_TARGET_MS = Number(process.env.P95_TARGET_MS ?? 50);
const TARGET_TOOLS = ['search_docs', 'get_api'];
const MEMORY_TOLERANCE = 0.1;
/** The longest the settle waits for memory to come back, collecting garbage each second. */
const MAX_SETTLE_MS = 15_000;

if (!existsSync(join(BUILD_DIR, 'tool-data', 'docs.json'))) {
  console.error(`No built site in ${BUILD_DIR}: run npm run build first.`);
  process.exit(1);
}

const require = createRequire(import.meta.url);
const jiti = require('jiti')(fileURLToPath(import.meta.url));
const {BIN_FILE} = jiti('../plugins/mcp-server/identity.ts');
const {defaultWorkers} = jiti('../plugins/mcp-server/server/commandLine.ts');
const {startWorkerPool} = jiti('../plugins/mcp-server/server/http/workers.ts');
const WORKERS = Number(process.env.WORKERS ?? defaultWorkers());

const logged = [];
const server = await startWorkerPool({
  port: 0,
  host: '127.0.0.1',
  workers: WORKERS,
  entry: join(here, '..', BIN_FILE),
  args: ['--build', BUILD_DIR, '--http', '0'],
  execArgv: ['--expose-gc'],
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

/** The workers' memory, added up; after a garbage collection in each when `collect`. */
async function memory(collect = false) {
  const sum = {rss: 0, heapUsed: 0, heapTotal: 0, external: 0};
  for (const usage of await server.memory(collect)) {
    for (const key of Object.keys(sum)) sum[key] += usage[key];
  }
  return sum;
}

/** Collects garbage each second until memory is back within the tolerance, or MAX_SETTLE_MS pass; returns the time taken. */
async function settle(start) {
  const begin = performance.now();
  for (;;) {
    await memory(true);
    await sleep(1000);
    const now = await memory();
    const back = start && now.rss <= start.rss * (1 + MEMORY_TOLERANCE);
    if (!start || back || performance.now() - begin >= MAX_SETTLE_MS) break;
  }
  await memory(true);
  return performance.now() - begin;
}

/** The workers' CPU time so far in milliseconds, from /proc (Linux); undefined elsewhere. */
function workersCpuMs() {
  try {
    let ticks = 0;
    for (const pid of server.pids()) {
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    }
    return ticks * 10;
  } catch {
    return undefined;
  }
}

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

await runLoad({CALLS: String(WARM_UP_CALLS), THINK_MS: '0'});
await settle();
const before = await memory();
let peakRss = before.rss;
const sampler = setInterval(
  () => void memory().then((now) => (peakRss = Math.max(peakRss, now.rss))),
  200,
);

const cpuBefore = workersCpuMs();
const result = await runLoad({});
const cpuMs = cpuBefore === undefined ? undefined : workersCpuMs() - cpuBefore;
clearInterval(sampler);
const after = await memory();
const settleMs = await settle(before);
const settled = await memory();
await server.close();

const total = Object.values(result.latencies).reduce((sum, list) => sum + list.length, 0);
const seconds = result.elapsedMs / 1000;
console.log(
  `${total} calls from ${result.clients} clients over loopback` +
    (result.thinkMs ? `, each pausing ${result.thinkMs} ms after a call,` : '') +
    ` in ${seconds.toFixed(1)} s: ` +
    `${Math.round(total / seconds)} calls/s, ${result.errorCount} errors`,
);
console.log(
  `server: ${WORKERS} worker process${WORKERS > 1 ? 'es' : ''}` +
    (cpuMs === undefined
      ? ''
      : `, CPU ${(cpuMs / total).toFixed(2)} ms a call (${((cpuMs / result.elapsedMs) * 100).toFixed(0)} % of one core)`),
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

console.log('\nmemory of the workers, together          RSS   heap used  heap total    external');
for (const [label, value] of [
  ['after the warm-up (start)', before],
  ['right after the load', after],
  [`after GC, settled in ${(settleMs / 1000).toFixed(0)} s`, settled],
]) {
  const cells = [value.rss, value.heapUsed, value.heapTotal, value.external];
  console.log(`${label.padEnd(34)} ${cells.map((bytes) => mb(bytes).padStart(11)).join(' ')}`);
}
console.log(`${'peak RSS during the load'.padEnd(34)} ${mb(peakRss).padStart(11)}`);

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
