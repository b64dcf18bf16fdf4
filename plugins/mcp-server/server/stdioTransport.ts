/**
 * The stdio transport the server uses: the SDK's, with answers added. A
 * line that is JSON but not a JSON-RPC message gets a JSON-RPC error (the
 * SDK's transport only reports it to the server, and the client would wait
 * for an answer that never comes); a request naming an unsupported protocol
 * version is refused whenever it comes, not only first; and that error's
 * message names every version (`versionErrors.ts`), as in the HTTP mode. A line that is not JSON at all the SDK's reader skips, on purpose:
 * a client's stray output on the pipe must not end the connection.
 */
import type {JSONRPCMessage, MessageExtraInfo, Transport} from '@modelcontextprotocol/server';
import {StdioServerTransport} from '@modelcontextprotocol/server/stdio';

import {explainVersionError, refuseUnsupportedVersion} from './versionErrors';

const INVALID_REQUEST = -32600;

interface LineError {
  readonly code: number;
  readonly message: string;
}

/** The error for a line the SDK's reader could not take, or undefined for any other failure. */
function unreadableLineError(error: Error): LineError | undefined {
  if (error.name === 'ZodError') {
    return {
      code: INVALID_REQUEST,
      message:
        'Invalid request: a line is JSON but not a JSON-RPC 2.0 message ' +
        '({"jsonrpc": "2.0", "method": …, "id": … for a request}).',
    };
  }
  return undefined;
}

export class DocsStdioTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: <T extends JSONRPCMessage>(message: T, extra?: MessageExtraInfo) => void;

  private readonly wire = new StdioServerTransport();

  start(): Promise<void> {
    this.wire.onmessage = (message) => {
      const refusal = refuseUnsupportedVersion(message);
      if (refusal) {
        this.wire.send(refusal).catch((failure: unknown) => this.onerror?.(failure as Error));
        return;
      }
      this.onmessage?.(message);
    };
    this.wire.onclose = () => this.onclose?.();
    this.wire.onerror = (error) => {
      const unreadable = unreadableLineError(error);
      if (!unreadable) {
        this.onerror?.(error);
        return;
      }
      // JSON-RPC answers a message it cannot read with an error of no id.
      const answer = {jsonrpc: '2.0', id: null, error: unreadable} as unknown as JSONRPCMessage;
      this.wire.send(answer).catch((failure: unknown) => this.onerror?.(failure as Error));
      this.onerror?.(new Error(unreadable.message));
    };
    return this.wire.start();
  }

  send(message: JSONRPCMessage): Promise<void> {
    return this.wire.send(explainVersionError(message));
  }

  close(): Promise<void> {
    return this.wire.close();
  }
}
