/**
 * The answers the HTTP mode gives itself, before a request reaches the MCP
 * handler: JSON-RPC errors (an MCP client shows their message) and the
 * health check's JSON. No cookie and no CORS header is ever set, so a
 * browser page on another site can read none of them.
 */
import type {ServerResponse} from 'node:http';

/** The JSON-RPC code for an error of the server's own (the SDK uses it for 413 too). */
export const SERVER_ERROR_CODE = -32000;

/** The JSON-RPC code for a body that is not JSON. */
export const PARSE_ERROR_CODE = -32700;

export function replyJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(text)),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(text);
}

/**
 * A JSON-RPC error with no request id: the request was refused before its
 * body was read, or its body had none to give.
 */
export function replyError(
  res: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
  code = SERVER_ERROR_CODE,
): void {
  replyJson(res, status, {jsonrpc: '2.0', id: null, error: {code, message}}, headers);
}
