import {request as httpRequest} from 'node:http';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {
  MAX_CODE_LENGTH,
  MAX_CONCURRENT_REQUESTS_PER_CLIENT,
  MAX_REQUEST_BODY_BYTES,
} from '../../plugins/mcp-server/server/limits';
import {
  CURRENT_PROTOCOL_VERSION,
  PROTOCOL_VERSIONS,
} from '../../plugins/mcp-server/server/protocol';
import {connectClient} from './support/clients';
import {
  currentRequest,
  initializeBody,
  JSON_HEADERS,
  openRequest,
  post,
  until,
  type RawAnswer,
} from './support/rawHttp';
import {
  startInProcess,
  startStdioChild,
  StdioMessages,
  type ChildServer,
  type InProcessServer,
} from './support/servers';

/*
 * Each bad input gets a clear error, and the server answers the next call:
 * oversized bodies, malformed JSON-RPC, a client gone mid-call, a thousand
 * 2025-era sessions never closed, an unknown protocol version. HTTP on a
 * server in this process, whose counters show what it still holds; stdio on
 * a child process, written to line by line.
 */
let server: InProcessServer;
let stdio: ChildServer;
let lines: StdioMessages;

beforeAll(async () => {
  server = await startInProcess();
  stdio = startStdioChild();
  lines = new StdioMessages(stdio);
});

afterAll(async () => {
  await server?.close();
  await stdio?.stop();
});

interface JsonRpcError {
  readonly id: unknown;
  readonly error: {readonly code: number; readonly message: string};
}

function errorOf(answer: RawAnswer | unknown): JsonRpcError['error'] {
  const message = (
    answer && typeof answer === 'object' && 'json' in answer ? answer.json : answer
  ) as JsonRpcError;
  expect(message.error, JSON.stringify(message)).toBeDefined();
  return message.error;
}

/** A normal call over HTTP still succeeds. */
async function httpStillAnswers(): Promise<void> {
  const call = currentRequest(99, 'tools/call', {
    name: 'search_docs',
    arguments: {query: 'marker'},
  });
  const answer = await post(server.url, call.body, call.headers);
  expect(answer.status, answer.text).toBe(200);
  expect(answer.text).toContain('Marker');
}

let stdioId = 1000;

/** A normal call over stdio still succeeds. */
async function stdioStillAnswers(): Promise<void> {
  const id = ++stdioId;
  lines.send(
    JSON.parse(
      currentRequest(id, 'tools/call', {name: 'get_api', arguments: {symbol: 'Marker'}}).body,
    ),
  );
  const answer = (await lines.next()) as {id: number; result: {content: {text: string}[]}};
  expect(answer.id).toBe(id);
  expect(answer.result.content[0]!.text).toContain('new mapboxgl.Marker(');
}

function checkCodeBody(codeLength: number): string {
  return currentRequest(1, 'tools/call', {
    name: 'check_code',
    arguments: {code: `map.flyTo({center: [0, 0]});\n// ${'x'.repeat(codeLength)}`},
  }).body;
}

/** A POST with no Content-Length: the body comes in chunks, and the server must count it. */
function postChunked(
  url: string,
  body: string,
  headers: Record<string, string>,
): Promise<RawAnswer> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        headers: {...JSON_HEADERS, ...headers},
      },
      async (response) => {
        let text = '';
        for await (const chunk of response) text += String(chunk);
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(response.headers)) {
          if (typeof value === 'string') responseHeaders.set(name, value);
        }
        resolve({
          status: response.statusCode ?? 0,
          headers: responseHeaders,
          text,
          json: JSON.parse(text),
        });
      },
    );
    request.on('error', reject);
    const piece = 64 * 1024;
    for (let at = 0; at < body.length; at += piece) request.write(body.slice(at, at + piece));
    request.end();
  });
}

describe('an oversized body', () => {
  const headers = currentRequest(1, 'tools/call', {name: 'check_code'}).headers;

  it('is refused with 413 and a JSON-RPC error naming the limit, then a call succeeds', async () => {
    const body = checkCodeBody(MAX_REQUEST_BODY_BYTES);
    expect(Buffer.byteLength(body)).toBeGreaterThan(MAX_REQUEST_BODY_BYTES);
    const answer = await post(server.url, body, headers);
    expect(answer.status).toBe(413);
    expect(errorOf(answer).message).toBe(
      `Payload Too Large: Request body must not exceed ${MAX_REQUEST_BODY_BYTES} bytes`,
    );
    await httpStillAnswers();
  });

  it('is refused the same when it comes in chunks with no declared length', async () => {
    const answer = await postChunked(
      server.url,
      checkCodeBody(2 * MAX_REQUEST_BODY_BYTES),
      headers,
    );
    expect(answer.status).toBe(413);
    expect(errorOf(answer).message).toContain(`must not exceed ${MAX_REQUEST_BODY_BYTES} bytes`);
    await httpStillAnswers();
  });

  it('leaves room for the longest code check_code reads', async () => {
    const answer = await post(server.url, checkCodeBody(MAX_CODE_LENGTH - 100), headers);
    expect(answer.status, answer.text.slice(0, 300)).toBe(200);
    expect(answer.text).toContain('uses of the API checked');
  });
});

describe('malformed JSON-RPC', () => {
  it('over HTTP: bad JSON, a wrong shape, an empty batch, another media type each get a clear error, then a call succeeds', async () => {
    const cases: [string, Record<string, string>, number, number, RegExp][] = [
      ['{"jsonrpc": "2.0", "id": 1, "method": ', {}, 400, -32700, /Parse error/],
      ['{"hello": "world"}', {}, 400, -32600, /not a valid JSON-RPC message/],
      [
        '{"jsonrpc": "2.0", "id": 1, "method": 42}',
        {},
        400,
        -32600,
        /not a valid JSON-RPC message/,
      ],
      ['[]', {}, 400, -32600, /empty JSON-RPC batch/],
      [
        'hello',
        {'Content-Type': 'text/plain'},
        415,
        -32000,
        /Content-Type must be application\/json/,
      ],
    ];
    for (const [body, headers, status, code, message] of cases) {
      const answer = await post(server.url, body, headers);
      expect(answer.status, body).toBe(status);
      expect(errorOf(answer).code, body).toBe(code);
      expect(errorOf(answer).message, body).toMatch(message);
      await httpStillAnswers();
    }
  });

  it('over stdio: a line of JSON that is no JSON-RPC message gets an error, a line of no JSON is skipped, and the next call is answered', async () => {
    lines.send({hello: 'world'});
    const refused = (await lines.next()) as JsonRpcError;
    expect(refused.id).toBeNull();
    expect(refused.error.code).toBe(-32600);
    expect(refused.error.message).toContain('not a JSON-RPC 2.0 message');
    await stdioStillAnswers();
    lines.send('this is not JSON {');
    await stdioStillAnswers();
  });
});

describe('a client that goes away mid-call', () => {
  const call = currentRequest(1, 'tools/call', {
    name: 'check_code',
    arguments: {code: `map.flyTo({center: [0, 0]});\n`.repeat(2000)},
  });
  // More than the per-client limit: a slot kept by a gone client would show as a 429.
  const rounds = MAX_CONCURRENT_REQUESTS_PER_CLIENT + 2;

  it('while the server reads the request: its slot and server instance are freed, and the next call succeeds', async () => {
    const abandonedBefore = server.abandoned();
    for (let round = 0; round < rounds; round++) {
      const halfway = openRequest(server.url, call.body, call.headers);
      halfway.request.on('error', () => {});
      halfway.request.write(call.body.slice(0, call.body.length / 2));
      await until(() => server.inFlight() === 1, 'the request to be in flight');
      halfway.request.destroy();
      await until(() => server.inFlight() === 0, 'the slot to be free');
    }
    expect(server.abandoned() - abandonedBefore).toBe(rounds);
    await until(() => server.liveInstances() === 0, 'the server instances to close');
    await httpStillAnswers();
  });

  it('as soon as the whole request is sent: the server answers into a closed socket, and the next call succeeds', async () => {
    for (let round = 0; round < rounds; round++) {
      const whole = openRequest(server.url, call.body, call.headers);
      whole.request.on('error', () => {});
      whole.request.once('finish', () => whole.request.destroy());
      whole.finish();
      await until(() => whole.request.destroyed && server.inFlight() === 0, 'the slot to be free');
    }
    await until(() => server.liveInstances() === 0, 'the server instances to close');
    await httpStillAnswers();
  });
});

describe('a thousand 2025-era sessions opened and never closed', () => {
  const SESSIONS = 1000;

  it('keep nothing: no session id, no server instance left, heap back where it was, and a 2025 client still served', async () => {
    const gc = (globalThis as {gc?: () => void}).gc;
    expect(gc, 'run with --expose-gc (vitest.mcp.config.ts)').toBeDefined();
    await httpStillAnswers();
    gc!();
    const heapBefore = process.memoryUsage().heapUsed;

    let next = 0;
    const versions = new Set<string>();
    const open = async () => {
      while (next < SESSIONS) {
        const id = next++;
        const answer = await post(server.url, initializeBody(id));
        expect(answer.status, answer.text).toBe(200);
        expect(answer.headers.get('mcp-session-id')).toBeNull();
        versions.add((answer.json as {result: {protocolVersion: string}}).result.protocolVersion);
      }
    };
    await Promise.all(Array.from({length: 4}, open));
    expect([...versions]).toEqual(['2025-06-18']);

    await until(() => server.liveInstances() === 0, 'the server instances to close');
    gc!();
    const grown = process.memoryUsage().heapUsed - heapBefore;
    expect(grown, `heap grew by ${grown} bytes`).toBeLessThan(8 * 1024 * 1024);

    // A session id the server never gave, and closing one, are answered as what they are.
    const stale = await post(
      server.url,
      JSON.stringify({jsonrpc: '2.0', id: 1, method: 'tools/list'}),
      {
        'Mcp-Session-Id': 'never-issued',
        'Mcp-Protocol-Version': '2025-06-18',
      },
    );
    expect(stale.status, stale.text).toBe(200);
    const close = await fetch(server.url, {
      method: 'DELETE',
      headers: {'Mcp-Session-Id': 'never-issued'},
    });
    expect(close.status).toBe(405);
    await close.text();

    const legacy = await connectClient('2025', 'http', server.url);
    try {
      expect((await legacy.callTool('get_api', {symbol: 'Marker'})).text).toContain(
        'new mapboxgl.Marker(',
      );
    } finally {
      await legacy.close();
    }
  });
});

describe('an unknown protocol version', () => {
  const everyVersion = new RegExp(PROTOCOL_VERSIONS.map((version) => `(?=.*${version})`).join(''));

  it('over HTTP, in a current request: -32022 naming every version the server speaks, then a call succeeds', async () => {
    const call = currentRequest(
      5,
      'tools/call',
      {name: 'get_api', arguments: {symbol: 'Marker'}},
      '2099-01-01',
    );
    const answer = await post(server.url, call.body, call.headers);
    expect(answer.status).toBe(400);
    const error = errorOf(answer);
    expect(error.code).toBe(-32022);
    expect(error.message).toContain('Unsupported protocol version: 2099-01-01.');
    expect(error.message).toMatch(everyVersion);
    expect((answer.json as {id: number}).id).toBe(5);
    await httpStillAnswers();
  });

  it('over HTTP, in a 2025-era request: 400 naming the 2025-era versions, then a call succeeds', async () => {
    const answer = await post(
      server.url,
      JSON.stringify({jsonrpc: '2.0', id: 6, method: 'tools/list'}),
      {
        'Mcp-Protocol-Version': '2024-01-01',
      },
    );
    expect(answer.status).toBe(400);
    expect(errorOf(answer).message).toMatch(
      /Unsupported protocol version: 2024-01-01 \(supported versions: .*2025-06-18/,
    );
    await httpStillAnswers();
  });

  it('in an initialize: answered with a version the server speaks, as 2025-era negotiation goes', async () => {
    const answer = await post(server.url, initializeBody(7, '1999-01-01'));
    expect(answer.status).toBe(200);
    const offered = (answer.json as {result: {protocolVersion: string}}).result.protocolVersion;
    expect(PROTOCOL_VERSIONS).toContain(offered);
    expect(offered).not.toBe(CURRENT_PROTOCOL_VERSION);
  });

  it('over stdio, later in a connection: -32022 naming every version, then a call succeeds', async () => {
    await stdioStillAnswers();
    lines.send(
      JSON.parse(
        currentRequest(
          8,
          'tools/call',
          {name: 'get_api', arguments: {symbol: 'Marker'}},
          '2099-01-01',
        ).body,
      ),
    );
    const refused = (await lines.next()) as JsonRpcError;
    expect(refused.id).toBe(8);
    expect(refused.error.code).toBe(-32022);
    expect(refused.error.message).toMatch(everyVersion);
    await stdioStillAnswers();
  });

  it('over stdio, as the first request of a connection: the same, then a call succeeds', async () => {
    const fresh = startStdioChild();
    try {
      const freshLines = new StdioMessages(fresh);
      freshLines.send(JSON.parse(currentRequest(9, 'tools/list', {}, '2099-01-01').body));
      const refused = (await freshLines.next()) as JsonRpcError;
      expect(refused.id).toBe(9);
      expect(refused.error.code).toBe(-32022);
      expect(refused.error.message).toMatch(everyVersion);
      freshLines.send(JSON.parse(currentRequest(10, 'tools/list', {}).body));
      const listed = (await freshLines.next()) as {id: number; result: {tools: unknown[]}};
      expect(listed.id).toBe(10);
      expect(listed.result.tools).toHaveLength(6);
    } finally {
      await fresh.stop();
    }
  });
});
