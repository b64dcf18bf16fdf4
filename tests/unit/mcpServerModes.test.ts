import {describe, expect, it} from 'vitest';

import {
  CommandLineError,
  defaultWorkers,
  serveModeFrom,
} from '../../plugins/mcp-server/server/commandLine';
import {slotOf} from '../../plugins/mcp-server/server/http/workers';
import {AnswerCache} from '../../plugins/mcp-server/server/answerCache';
import {ClientLimiter} from '../../plugins/mcp-server/server/http/clientLimiter';
import {
  clientAddress,
  isLoopbackHost,
  isLoopbackOrigin,
} from '../../plugins/mcp-server/server/http/loopback';
import {
  DEFAULT_HTTP_HOST,
  MAX_DEFAULT_WORKERS,
  MAX_WORKERS,
} from '../../plugins/mcp-server/server/limits';
import {CURRENT_PROTOCOL_VERSION} from '../../plugins/mcp-server/server/protocol';
import {
  explainVersionError,
  refuseUnsupportedVersion,
} from '../../plugins/mcp-server/server/versionErrors';
import type {JSONRPCMessage} from '@modelcontextprotocol/server';

/*
 * The pure parts of the MCP server's two modes: the command line, which
 * addresses are this machine, the per-client count, the version errors.
 * tests/mcp runs the server itself (`npm run test:mcp`, after the build).
 */
describe('the command line', () => {
  it('serves over stdio unless --http names a port, on loopback unless --host names another', () => {
    expect(serveModeFrom([])).toEqual({transport: 'stdio'});
    expect(serveModeFrom(['--build', 'out'])).toEqual({transport: 'stdio'});
    expect(serveModeFrom(['--http', '4100'], 2)).toEqual({
      transport: 'http',
      port: 4100,
      host: DEFAULT_HTTP_HOST,
      workers: 2,
    });
    expect(DEFAULT_HTTP_HOST).toBe('127.0.0.1');
    expect(serveModeFrom(['--http=0', '--host=0.0.0.0', '--workers=3'], 2)).toEqual({
      transport: 'http',
      port: 0,
      host: '0.0.0.0',
      workers: 3,
    });
  });

  it('serves with one worker process per core, up to the default maximum', () => {
    expect(defaultWorkers(1)).toBe(1);
    expect(defaultWorkers(2)).toBe(2);
    expect(defaultWorkers(64)).toBe(MAX_DEFAULT_WORKERS);
    expect(serveModeFrom(['--http', '0'], 1)).toMatchObject({workers: 1});
  });

  it('refuses what it cannot use, saying why', () => {
    const refusal = (argv: string[]) => {
      try {
        serveModeFrom(argv);
      } catch (error) {
        expect(error).toBeInstanceOf(CommandLineError);
        return (error as Error).message;
      }
      throw new Error(`accepted ${argv.join(' ')}`);
    };
    expect(refusal(['--host', '::1'])).toContain('--host is for the HTTP mode');
    expect(refusal(['--http'])).toContain('--http needs a value');
    expect(refusal(['--http', '--host', 'x'])).toContain('--http needs a value');
    expect(refusal(['--http', '-1'])).toContain('from 0 to 65535');
    expect(refusal(['--http', '65536'])).toContain('from 0 to 65535');
    expect(refusal(['--http', '80.5'])).toContain('from 0 to 65535');
    expect(refusal(['--workers', '2'])).toContain('--workers is for the HTTP mode');
    for (const workers of ['0', 'two', '1.5', String(MAX_WORKERS + 1)]) {
      expect(refusal(['--http', '0', '--workers', workers])).toContain(
        `--workers takes a number from 1 to ${MAX_WORKERS}, not "${workers}"`,
      );
    }
  });
});

describe('the worker a client goes to', () => {
  it('is the same for every connection of an address, and the addresses spread over the workers', () => {
    const addresses = Array.from({length: 200}, (_, index) => `127.0.${index >> 8}.${index & 255}`);
    for (const address of addresses) expect(slotOf(address, 4)).toBe(slotOf(address, 4));
    for (const workers of [2, 3, 4]) {
      const counts = Array.from({length: workers}, () => 0);
      for (const address of addresses) counts[slotOf(address, workers)]!++;
      // No worker gets less than half its share.
      for (const count of counts) expect(count).toBeGreaterThan(200 / workers / 2);
    }
    expect(slotOf('10.1.2.3', 1)).toBe(0);
  });
});

describe('loopback', () => {
  it("knows this machine's origins from others'", () => {
    for (const origin of [
      'http://localhost:3000',
      'http://127.0.0.1',
      'http://[::1]:8080',
      'http://127.1.2.3',
      'http://docs.localhost',
    ]) {
      expect(isLoopbackOrigin(origin), origin).toBe(true);
    }
    for (const origin of [
      'https://example.com',
      'http://127.0.0.1.example.com',
      'null',
      '',
      'http://10.0.0.1',
      'file://',
    ]) {
      expect(isLoopbackOrigin(origin), origin).toBe(false);
    }
  });

  it('reads Host headers with and without a port', () => {
    expect(isLoopbackHost('127.0.0.1:4100')).toBe(true);
    expect(isLoopbackHost('localhost')).toBe(true);
    expect(isLoopbackHost('[::1]:4100')).toBe(true);
    expect(isLoopbackHost('docs.example.com:4100')).toBe(false);
    expect(isLoopbackHost('')).toBe(false);
  });

  it('counts an IPv4 client of a dual-stack socket as its IPv4 address', () => {
    expect(clientAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(clientAddress('::1')).toBe('::1');
    expect(clientAddress(undefined)).toBe('unknown');
  });
});

describe('the per-client count', () => {
  it('gives each client its own limit, frees a slot once however often it is released, and forgets idle clients', () => {
    const limiter = new ClientLimiter(2);
    const first = limiter.acquire('a')!;
    const second = limiter.acquire('a')!;
    expect(limiter.acquire('a')).toBeUndefined();
    expect(limiter.acquire('b')).toBeDefined();
    expect(limiter.total).toBe(3);
    first();
    first();
    expect(limiter.total).toBe(2);
    expect(limiter.acquire('a')).toBeDefined();
    expect(limiter.acquire('a')).toBeUndefined();
    second();
    expect(limiter.total).toBe(2);
  });
});

describe('unsupported protocol versions', () => {
  const request = (version: string) =>
    ({
      jsonrpc: '2.0',
      id: 3,
      method: 'tools/list',
      params: {_meta: {'io.modelcontextprotocol/protocolVersion': version}},
    }) as unknown as JSONRPCMessage;

  it('refuses a request naming another revision in its _meta, and passes the current one and 2025-era requests', () => {
    const refused = refuseUnsupportedVersion(request('2099-01-01')) as unknown as {
      id: number;
      error: {code: number; message: string; data: unknown};
    };
    expect(refused.id).toBe(3);
    expect(refused.error.code).toBe(-32022);
    expect(refused.error.data).toEqual({
      supported: [CURRENT_PROTOCOL_VERSION],
      requested: '2099-01-01',
    });
    expect(refused.error.message).toContain('Unsupported protocol version: 2099-01-01.');
    expect(refused.error.message).toContain('2025-06-18');
    expect(refuseUnsupportedVersion(request(CURRENT_PROTOCOL_VERSION))).toBeUndefined();
    expect(
      refuseUnsupportedVersion({jsonrpc: '2.0', id: 1, method: 'tools/list'} as JSONRPCMessage),
    ).toBeUndefined();
  });

  it("explains the SDK's error and leaves every other message as it is", () => {
    const sdkError = {
      jsonrpc: '2.0',
      id: 1,
      error: {
        code: -32022,
        message: 'Unsupported protocol version: 2030-01-01',
        data: {supported: ['2026-07-28'], requested: '2030-01-01'},
      },
    } as unknown as JSONRPCMessage;
    const explained = explainVersionError(sdkError) as unknown as {
      error: {message: string; data: unknown};
    };
    expect(explained.error.message).toMatch(
      /^Unsupported protocol version: 2030-01-01\. This server speaks 2026-07-28/,
    );
    expect(explained.error.data).toEqual({supported: ['2026-07-28'], requested: '2030-01-01'});
    const other = {
      jsonrpc: '2.0',
      id: 1,
      error: {code: -32600, message: 'x'},
    } as unknown as JSONRPCMessage;
    expect(explainVersionError(other)).toBe(other);
  });
});

describe('the answer cache', () => {
  const result = (text: string) => ({content: [{type: 'text' as const, text}]});

  it('keeps the most recently used answers within its count and its characters', () => {
    const cache = new AnswerCache(2, 100);
    cache.set('a', result('x'.repeat(10)));
    cache.set('b', result('x'.repeat(10)));
    expect(cache.get('a')).toBeDefined();
    cache.set('c', result('x'.repeat(10)));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.size).toBe(2);
    cache.set('d', result('x'.repeat(90)));
    expect(cache.size).toBe(1);
    expect(cache.totalCharacters).toBe(91);
    cache.set('e', result('x'.repeat(200)));
    expect(cache.get('e')).toBeUndefined();
    expect(cache.totalCharacters).toBe(91);
  });
});
