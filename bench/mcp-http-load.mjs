// The load side of bench/mcp-http.mjs, in a process of its own so that the
// server's process holds the server alone: CLIENTS clients, each from its own
// loopback address (127.0.0.x, so the server counts them apart) with its own
// keep-alive connection, send tool calls one after another until CALLS calls
// are answered or MAX_SECONDS pass, each waiting THINK_MS between its calls
// (0 by default: the server's saturation). Every fourth client speaks as a 2025-era
// client (no _meta envelope), the others as current ones. Prints one JSON
// object on standard output: each tool's latencies, the errors, the time.
//
//   node bench/mcp-http-load.mjs <mcp url>   (CLIENTS, CALLS, MAX_SECONDS, THINK_MS;
//                                             ONLY_TOOL: that tool's calls alone)
import {Agent, request} from 'node:http';
import {setTimeout as sleep} from 'node:timers/promises';

const url = new URL(process.argv[2]);
const CLIENTS = Number(process.env.CLIENTS ?? 50);
const CALLS = Number(process.env.CALLS ?? 12_000);
const MAX_SECONDS = Number(process.env.MAX_SECONDS ?? 120);
const THINK_MS = Number(process.env.THINK_MS ?? 0);
const CURRENT = '2026-07-28';
const LEGACY = '2025-06-18';

/** The calls, in the proportions a working assistant makes them: mostly searches and API look-ups. */
const MIX = [
  ['search_docs', {query: 'add a marker'}],
  ['get_api', {symbol: 'Map#flyTo'}],
  ['search_docs', {query: 'mraker'}],
  ['get_api', {symbol: 'Marker'}],
  ['search_docs', {query: 'マーカーを追加'}],
  ['get_api', {symbol: 'LngLatLike'}],
  ['get_page', {url_or_path: '/guides/install/'}],
  ['search_docs', {query: 'cluster points'}],
  ['get_api', {symbol: 'map.on'}],
  ['find_examples', {api: 'Popup'}],
  ['search_docs', {query: 'flyTo'}],
  ['get_api', {symbol: 'Map#setFeatureState'}],
  ['get_example', {slug: 'add-a-marker'}],
  [
    'check_code',
    {code: "const map = new mapboxgl.Map({container: 'map'});\nmap.flyTo({center: [0, 0]});"},
  ],
];

const ONLY = process.env.ONLY_TOOL;
if (ONLY) MIX.splice(0, MIX.length, ...MIX.filter(([name]) => name === ONLY));

function bodyOf(id, name, args, legacy) {
  const params = {name, arguments: args};
  if (!legacy) {
    params._meta = {
      'io.modelcontextprotocol/protocolVersion': CURRENT,
      'io.modelcontextprotocol/clientInfo': {name: 'bench', version: '1.0.0'},
      'io.modelcontextprotocol/clientCapabilities': {},
    };
  }
  return JSON.stringify({jsonrpc: '2.0', id, method: 'tools/call', params});
}

function headersOf(name, body, legacy) {
  return {
    'Content-Type': 'application/json',
    Accept: 'application/json, text/event-stream',
    'Content-Length': Buffer.byteLength(body),
    'Mcp-Protocol-Version': legacy ? LEGACY : CURRENT,
    ...(legacy ? {} : {'Mcp-Method': 'tools/call', 'Mcp-Name': name}),
  };
}

function send(agent, name, args, id, legacy) {
  const body = bodyOf(id, name, args, legacy);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        agent,
        headers: headersOf(name, body, legacy),
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({status: res.statusCode, text}));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The JSON-RPC message of an answer, whether a JSON body or one event of a stream. */
function messageOf(text) {
  const data = /^data: (.*)$/m.exec(text);
  return JSON.parse(data ? data[1] : text);
}

const latencies = Object.fromEntries(MIX.map(([name]) => [name, []]));
const errors = [];
let started = 0;
const deadline = performance.now() + MAX_SECONDS * 1000;

async function client(index) {
  const legacy = index % 4 === 3;
  const agent = new Agent({keepAlive: true, maxSockets: 1, localAddress: `127.0.0.${11 + index}`});
  while (started < CALLS && performance.now() < deadline) {
    const number = started++;
    const [name, args] = MIX[number % MIX.length];
    const begin = performance.now();
    try {
      const {status, text} = await send(agent, name, args, number, legacy);
      latencies[name].push(performance.now() - begin);
      const message = status === 200 ? messageOf(text) : undefined;
      if (status !== 200 || message.error || message.result?.isError) {
        errors.push(`${name} (${legacy ? '2025' : 'current'}): ${status} ${text.slice(0, 200)}`);
      }
    } catch (error) {
      errors.push(`${name}: ${error.message}`);
    }
    if (THINK_MS > 0) await sleep(THINK_MS);
  }
  agent.destroy();
}

const begin = performance.now();
await Promise.all(Array.from({length: CLIENTS}, (_, index) => client(index)));
const elapsedMs = performance.now() - begin;
process.stdout.write(
  JSON.stringify({
    clients: CLIENTS,
    thinkMs: THINK_MS,
    elapsedMs,
    latencies,
    errorCount: errors.length,
    errors: errors.slice(0, 10),
  }),
);
