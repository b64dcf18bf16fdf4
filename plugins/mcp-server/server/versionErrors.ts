/**
 * The answer to a request naming a protocol revision the server does not
 * speak. The SDK's error says which revision was asked for and lists the
 * current ones in its data, where a client's negotiation reads them; its
 * message, which is what a person sees, gets the whole list here, the
 * 2025-era revisions too, and how each is reached. Over stdio the SDK checks
 * the revision of a connection's first request only, so later requests are
 * checked here (`refuseUnsupportedVersion`).
 */
import {
  PROTOCOL_VERSION_META_KEY,
  ProtocolErrorCode,
  type JSONRPCMessage,
} from '@modelcontextprotocol/server';

import {CURRENT_PROTOCOL_VERSION, PROTOCOL_VERSIONS} from './protocol';

export function unsupportedVersionText(requested: string): string {
  const legacy = PROTOCOL_VERSIONS.filter((version) => version !== CURRENT_PROTOCOL_VERSION);
  return (
    `Unsupported protocol version: ${requested}. This server speaks ${CURRENT_PROTOCOL_VERSION} ` +
    `(no initialize, the version in each request's _meta), and ${legacy.join(', ')} through initialize.`
  );
}

interface ErrorShape {
  readonly code?: unknown;
  readonly message?: unknown;
  readonly data?: {readonly requested?: unknown};
}

/** The message with its unsupported-version error explained; any other message as it is. */
export function explainVersionError<Message extends JSONRPCMessage>(message: Message): Message {
  const error = (message as {error?: ErrorShape}).error;
  if (!error || error.code !== ProtocolErrorCode.UnsupportedProtocolVersion) {
    return message;
  }
  const requested = typeof error.data?.requested === 'string' ? error.data.requested : 'unknown';
  return {...message, error: {...error, message: unsupportedVersionText(requested)}};
}

/** The same for an HTTP answer: only a JSON error answer is read, and only that is rewritten. */
export async function explainVersionErrorResponse(response: Response): Promise<Response> {
  if (response.status !== 400 || !response.headers.get('content-type')?.includes('json')) {
    return response;
  }
  const text = await response.text();
  let explained = text;
  try {
    const parsed = JSON.parse(text) as JSONRPCMessage;
    const rewritten = explainVersionError(parsed);
    if (rewritten !== parsed) explained = JSON.stringify(rewritten);
  } catch {
    // Not JSON after all: passed on as it came.
  }
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(explained, {status: response.status, headers});
}

interface RequestShape {
  readonly id?: unknown;
  readonly method?: unknown;
  readonly params?: {readonly _meta?: Record<string, unknown>};
}

/**
 * The error for a request whose `_meta` names a revision other than the
 * current one, shaped as the SDK's own; undefined for any other message (a
 * 2025-era request names no revision in `_meta`).
 */
export function refuseUnsupportedVersion(message: JSONRPCMessage): JSONRPCMessage | undefined {
  const request = message as RequestShape;
  const requested = request.params?._meta?.[PROTOCOL_VERSION_META_KEY];
  if (
    request.id === undefined ||
    typeof request.method !== 'string' ||
    requested === undefined ||
    requested === CURRENT_PROTOCOL_VERSION
  ) {
    return undefined;
  }
  const named = typeof requested === 'string' ? requested : JSON.stringify(requested);
  return {
    jsonrpc: '2.0',
    id: request.id,
    error: {
      code: ProtocolErrorCode.UnsupportedProtocolVersion,
      message: unsupportedVersionText(named),
      data: {supported: [CURRENT_PROTOCOL_VERSION], requested: named},
    },
  } as JSONRPCMessage;
}
