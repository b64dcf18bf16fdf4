import {spawnSync} from 'node:child_process';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {slotOf} from '../../plugins/mcp-server/server/http/workers';
import {
  HEALTH_PATH,
  MAX_CONCURRENT_REQUESTS_PER_CLIENT,
} from '../../plugins/mcp-server/server/limits';
import {currentRequest, openRequest, postFrom} from './support/rawHttp';
import {startHttpChild, type ChildServer} from './support/servers';

/*
 * The HTTP mode on several cores, as a team runs it: `--workers 2`. Each
 * client's connections go to one worker, so its limit holds as with one
 * process; a worker that dies is replaced and the server keeps answering.
 */
let server: ChildServer & {url: string};

beforeAll(async () => {
  server = await startHttpChild(['--workers', '2']);
});

afterAll(async () => {
  await server?.stop();
});

const call = currentRequest(1, 'tools/call', {name: 'get_api', arguments: {symbol: 'Marker'}});
const legacyCall = JSON.stringify({
  jsonrpc: '2.0',
  id: 2,
  method: 'tools/call',
  params: {name: 'search_docs', arguments: {query: 'add a marker'}},
});

/** Addresses of this machine whose clients go to each of the two workers. */
function addressesOfEachSlot(): [string, string] {
  const found: string[] = [];
  for (let last = 2; found.length < 2; last++) {
    const address = `127.0.0.${last}`;
    if (slotOf(address, 2) === found.length) found.push(address);
  }
  return [found[0]!, found[1]!];
}

async function answersFrom(address: string): Promise<void> {
  const current = await postFrom(address, server.url, call.body, call.headers);
  expect(current.status, current.text).toBe(200);
  expect(current.text).toContain('new mapboxgl.Marker(');
  const legacy = await postFrom(address, server.url, legacyCall, {
    'Mcp-Protocol-Version': '2025-06-18',
  });
  expect(legacy.status, legacy.text).toBe(200);
  expect(legacy.text).toContain('/example/add-a-marker/');
}

function workerPids(): number[] {
  const listed = spawnSync('pgrep', ['-P', String(server.child.pid)], {encoding: 'utf8'});
  return listed.stdout.split('\n').filter(Boolean).map(Number);
}

describe('npm run mcp -- --http 0 --workers 2', () => {
  it('says how many processes serve, and answers both eras from clients of either worker', async () => {
    expect(server.stderr()).toContain('2 worker processes');
    expect(workerPids()).toHaveLength(2);
    for (const address of addressesOfEachSlot()) await answersFrom(address);
    const health = await fetch(new URL(HEALTH_PATH, server.url));
    expect(health.status).toBe(200);
  });

  it(`holds a client to ${MAX_CONCURRENT_REQUESTS_PER_CLIENT} requests in flight across its connections`, async () => {
    const [client, other] = addressesOfEachSlot();
    const held = Array.from({length: MAX_CONCURRENT_REQUESTS_PER_CLIENT}, () =>
      openRequest(server.url, call.body, call.headers, client),
    );
    // Each probe is a new connection; the worker counts the held ones as their headers arrive.
    let probe: Awaited<ReturnType<typeof postFrom>> | undefined;
    for (let tries = 0; tries < 100 && probe?.status !== 429; tries++) {
      probe = await postFrom(client, server.url, call.body, call.headers);
    }
    expect(probe?.status, probe?.text.slice(0, 200)).toBe(429);
    await answersFrom(other);
    for (const request of held) request.finish();
    for (const request of held) {
      const response = await request.answer;
      expect(response.statusCode).toBe(200);
      response.resume();
    }
    await answersFrom(client);
  });

  it('replaces a worker that dies, and answers its clients again', async () => {
    const [first] = workerPids();
    process.kill(first!, 'SIGKILL');
    const deadline = Date.now() + 60_000;
    while (!/worker \d stopped \(SIGKILL\); starting another/.test(server.stderr())) {
      if (Date.now() > deadline) throw new Error(`No replacement: ${server.stderr()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    for (const address of addressesOfEachSlot()) await answersFrom(address);
    const pids = workerPids();
    expect(pids).toHaveLength(2);
    expect(pids).not.toContain(first);
  });
});
