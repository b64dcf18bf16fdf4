/**
 * Requests written by hand, for what no SDK client sends: bad bodies, other
 * origins, requests cut off or held open, many 2025-era handshakes.
 */
import {request as httpRequest, type ClientRequest, type IncomingMessage} from 'node:http';

import {CURRENT_PROTOCOL_VERSION} from '../../../plugins/mcp-server/server/protocol';

export interface RawAnswer {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
  /** The body as JSON, or undefined when it is not. */
  readonly json: unknown;
}

export const JSON_HEADERS = {
  'Content-Type': 'application/json',
  Accept: 'application/json, text/event-stream',
};

async function answerOf(response: Response): Promise<RawAnswer> {
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    // An event stream: its one message is on the `data:` line.
    const data = /^data: (.*)$/m.exec(text);
    json = data ? JSON.parse(data[1]!) : undefined;
  }
  return {status: response.status, headers: response.headers, text, json};
}

export async function post(
  url: string,
  body: string,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  return answerOf(await fetch(url, {method: 'POST', headers: {...JSON_HEADERS, ...headers}, body}));
}

export async function get(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return answerOf(await fetch(url, {headers}));
}

/** A request of the current revision: the version and the client in its `_meta`, and the headers that repeat them. */
export function currentRequest(
  id: number,
  method: string,
  params: Record<string, unknown>,
  version = CURRENT_PROTOCOL_VERSION,
): {body: string; headers: Record<string, string>} {
  const meta = {
    'io.modelcontextprotocol/protocolVersion': version,
    'io.modelcontextprotocol/clientInfo': {name: 'raw', version: '1.0.0'},
    'io.modelcontextprotocol/clientCapabilities': {},
  };
  const headers: Record<string, string> = {'Mcp-Protocol-Version': version, 'Mcp-Method': method};
  if (typeof params.name === 'string') headers['Mcp-Name'] = params.name;
  return {
    body: JSON.stringify({jsonrpc: '2.0', id, method, params: {...params, _meta: meta}}),
    headers,
  };
}

/** A 2025-era client's opening request. */
export function initializeBody(id: number, version = '2025-06-18'): string {
  return JSON.stringify({
    jsonrpc: '2.0',
    id,
    method: 'initialize',
    params: {protocolVersion: version, capabilities: {}, clientInfo: {name: 'raw', version: '1'}},
  });
}

/**
 * A POST whose headers go out at once and whose body waits: the server
 * counts it in flight from its headers on.
 */
export function openRequest(
  url: string,
  body: string,
  headers: Record<string, string>,
  localAddress?: string,
): {request: ClientRequest; answer: Promise<IncomingMessage>; finish: () => void} {
  const target = new URL(url);
  const request = httpRequest({
    host: target.hostname,
    port: target.port,
    path: target.pathname,
    method: 'POST',
    ...(localAddress && {localAddress}),
    headers: {...JSON_HEADERS, ...headers, 'Content-Length': String(Buffer.byteLength(body))},
  });
  request.flushHeaders();
  const answer = new Promise<IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
  });
  // A test that cuts the request off on purpose never reads the answer.
  answer.catch(() => {});
  return {request, answer, finish: () => request.end(body)};
}

export async function until(condition: () => boolean, what: string, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A whole POST from a given local address (any of 127.0.0.0/8 is this machine). */
export async function postFrom(
  localAddress: string,
  url: string,
  body: string,
  headers: Record<string, string>,
): Promise<{status: number; text: string}> {
  const {answer, finish} = openRequest(url, body, headers, localAddress);
  finish();
  const response = await answer;
  let text = '';
  for await (const chunk of response) text += String(chunk);
  return {status: response.statusCode ?? 0, text};
}
