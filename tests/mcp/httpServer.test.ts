import {spawnSync} from 'node:child_process';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {
  HEALTH_PATH,
  MAX_CONCURRENT_REQUESTS_PER_CLIENT,
  RETRY_AFTER_SECONDS,
} from '../../plugins/mcp-server/server/limits';
import {PROTOCOL_VERSIONS} from '../../plugins/mcp-server/server/protocol';
import {
  currentRequest,
  get,
  initializeBody,
  openRequest,
  post,
  postFrom,
  until,
  type RawAnswer,
} from './support/rawHttp';
import {
  SERVER_COMMAND,
  startHttpChild,
  startInProcess,
  type InProcessServer,
} from './support/servers';
import {english} from './support/site';

/*
 * What the HTTP mode adds around MCP for a shared server: where it listens
 * and what it says, the health check, 404 elsewhere, no cookies and no CORS,
 * other sites' pages refused, and a per-client limit on requests in flight.
 */
let server: InProcessServer;
let origin: string;

beforeAll(async () => {
  server = await startInProcess();
  origin = new URL(server.url).origin;
});

afterAll(async () => {
  await server?.close();
});

function errorMessageOf(answer: RawAnswer): string {
  return (answer.json as {error: {message: string}}).error.message;
}

async function answersAToolCall(): Promise<void> {
  const call = currentRequest(1, 'tools/call', {name: 'get_api', arguments: {symbol: 'Marker'}});
  const answer = await post(server.url, call.body, call.headers);
  expect(answer.status, answer.text).toBe(200);
  expect(answer.text).toContain('new mapboxgl.Marker(');
}

describe('npm run mcp -- --http', () => {
  it('listens on 127.0.0.1 by default and says where in one line of standard error', async () => {
    const child = await startHttpChild();
    try {
      expect(child.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
      expect(child.stderr().trim().split('\n')).toHaveLength(1);
      expect(child.stdout()).toBe('');
      const health = await get(new URL(HEALTH_PATH, child.url).href);
      expect(health.status).toBe(200);
    } finally {
      await child.stop();
    }
  });

  it('refuses a --host without --http, and a port that is not one, saying why', () => {
    const cases: [string[], string][] = [
      [['--host', '127.0.0.1'], '--host is for the HTTP mode: add --http <port>.'],
      [['--http', 'eighty'], '--http takes a port from 0 to 65535, not "eighty".'],
      [['--http', '70000'], '--http takes a port from 0 to 65535, not "70000".'],
    ];
    for (const [args, message] of cases) {
      const run = spawnSync(SERVER_COMMAND.command, [...SERVER_COMMAND.args, ...args], {
        encoding: 'utf8',
        input: '',
        timeout: 60_000,
      });
      expect(run.status, args.join(' ')).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toContain(message);
    }
  });

  it('listens on another address when asked', async () => {
    const other = await startInProcess('127.0.0.2');
    try {
      expect(other.host).toBe('127.0.0.2');
      expect((await get(new URL(HEALTH_PATH, other.url).href)).status).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('the health check and other paths', () => {
  it('answers GET /health with the status, version and locales', async () => {
    const health = await get(`${origin}${HEALTH_PATH}`);
    expect(health.status).toBe(200);
    expect(health.json).toEqual({
      status: 'ok',
      name: `${english.productId}-gl-js-docs`,
      version: english.libraryVersion,
      locales: ['en', 'ja'],
      protocolVersions: PROTOCOL_VERSIONS,
      mcp: '/mcp',
    });
  });

  it('answers 404 with a JSON-RPC error elsewhere', async () => {
    for (const path of ['/', '/mcp/extra', '/health/x', '/llms.txt']) {
      const answer = await get(`${origin}${path}`);
      expect(answer.status, path).toBe(404);
      expect(errorMessageOf(answer)).toContain('MCP is at /mcp');
    }
  });

  it('sets no cookie and no CORS header on any answer', async () => {
    const call = currentRequest(1, 'tools/call', {name: 'search_docs', arguments: {query: 'x'}});
    const answers = [
      await get(`${origin}${HEALTH_PATH}`),
      await get(`${origin}/nowhere`),
      await post(server.url, call.body, call.headers),
      await post(server.url, initializeBody(1)),
      await post(server.url, '{'),
      await get(`${origin}${HEALTH_PATH}`, {Origin: 'https://elsewhere.example'}),
      await get(server.url),
    ];
    for (const answer of answers) {
      const names: string[] = [];
      answer.headers.forEach((_value, name) => names.push(name));
      expect(names.filter((name) => name.startsWith('access-control-'))).toEqual([]);
      expect(names).not.toContain('set-cookie');
    }
  });
});

describe('browser pages of other sites', () => {
  it("refuses a request whose Origin is not this machine's, and answers the next", async () => {
    const call = currentRequest(1, 'tools/call', {name: 'get_api', arguments: {symbol: 'Marker'}});
    for (const page of ['https://evil.example', 'http://127.0.0.1.evil.example:8080', 'null']) {
      const answer = await post(server.url, call.body, {...call.headers, Origin: page});
      expect(answer.status, page).toBe(403);
      expect(errorMessageOf(answer)).toContain(
        `Requests from web pages of other sites are refused (Origin: ${page})`,
      );
    }
    await answersAToolCall();
  });

  it('answers a page of this machine', async () => {
    const call = currentRequest(1, 'tools/call', {name: 'get_api', arguments: {symbol: 'Marker'}});
    const answer = await post(server.url, call.body, {
      ...call.headers,
      Origin: 'http://localhost:3000',
    });
    expect(answer.status, answer.text).toBe(200);
  });

  it('refuses a Host that is not this machine while it listens on loopback (DNS rebinding)', async () => {
    const {request, answer, finish} = openRequest(server.url, initializeBody(1), {
      Host: `rebound.example:${new URL(server.url).port}`,
    });
    finish();
    const response = await answer;
    expect(response.statusCode).toBe(403);
    request.destroy();
    await answersAToolCall();
  });
});

describe('requests in flight per client', () => {
  it(`refuses more than ${MAX_CONCURRENT_REQUESTS_PER_CLIENT} at once from one address with 429, counts addresses apart, then answers`, async () => {
    const call = currentRequest(1, 'tools/call', {name: 'get_api', arguments: {symbol: 'Map'}});
    const held = Array.from({length: MAX_CONCURRENT_REQUESTS_PER_CLIENT}, () =>
      openRequest(server.url, call.body, call.headers),
    );
    await until(
      () => server.inFlight() === MAX_CONCURRENT_REQUESTS_PER_CLIENT,
      'the held requests',
    );
    const refused = await post(server.url, call.body, call.headers);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(errorMessageOf(refused)).toContain(
      `Too many requests at once from 127.0.0.1: at most ${MAX_CONCURRENT_REQUESTS_PER_CLIENT} in flight per client`,
    );
    const otherClient = await postFrom('127.0.0.2', server.url, call.body, call.headers);
    expect(otherClient.status, otherClient.text).toBe(200);

    for (const request of held) request.finish();
    for (const request of held) {
      const response = await request.answer;
      expect(response.statusCode).toBe(200);
      response.resume();
    }
    await until(() => server.inFlight() === 0, 'the slots to be free');
    await answersAToolCall();
  });
});
