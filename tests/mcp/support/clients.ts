/**
 * The two kinds of client the server must serve, over either transport: a
 * current one (the SDK's v2 client, pinned to the current revision, so it
 * fails rather than fall back to 2025) and a 2025-era one (the v1 SDK's
 * client, which opens with `initialize`). Both are seen through one small
 * interface so that a test can run the same calls over every pair.
 */
import {Client as CurrentClient, StreamableHTTPClientTransport} from '@modelcontextprotocol/client';
import {StdioClientTransport} from '@modelcontextprotocol/client/stdio';
import {Client as LegacyClient} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport as LegacyStdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {StreamableHTTPClientTransport as LegacyHttpClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';

import {CURRENT_PROTOCOL_VERSION} from '../../../plugins/mcp-server/server/protocol';
import {SERVER_COMMAND} from './servers';

export type ClientKind = 'current' | '2025';
export type TransportKind = 'stdio' | 'http';

export interface ToolAnswer {
  readonly text: string;
  readonly isError: boolean;
}

export interface DocsClient {
  readonly label: string;
  /** The revision the connection speaks. */
  readonly protocolVersion: string | undefined;
  callTool(name: string, args: Record<string, unknown>): Promise<ToolAnswer>;
  toolNames(): Promise<string[]>;
  resourceUris(): Promise<string[]>;
  readResource(uri: string): Promise<string>;
  close(): Promise<void>;
}

interface AnyClient {
  callTool(params: {name: string; arguments: Record<string, unknown>}): Promise<unknown>;
  listTools(): Promise<{tools: {name: string}[]}>;
  listResources(): Promise<{resources: {uri: string}[]}>;
  readResource(params: {uri: string}): Promise<{contents: unknown[]}>;
  close(): Promise<void>;
}

function wrap(label: string, client: AnyClient, protocolVersion: string | undefined): DocsClient {
  return {
    label,
    protocolVersion,
    async callTool(name, args) {
      const result = (await client.callTool({name, arguments: args})) as {
        content: {text: string}[];
        isError?: boolean;
      };
      return {
        text: result.content.map((part) => part.text).join('\n'),
        isError: result.isError === true,
      };
    },
    toolNames: async () => (await client.listTools()).tools.map((tool) => tool.name),
    resourceUris: async () => (await client.listResources()).resources.map((entry) => entry.uri),
    readResource: async (uri) =>
      ((await client.readResource({uri})).contents[0] as {text: string}).text,
    close: () => client.close(),
  };
}

const CLIENT_INFO = {name: 'docs-mcp-tests', version: '1.0.0'};

export async function connectClient(
  kind: ClientKind,
  transport: TransportKind,
  url?: string,
): Promise<DocsClient> {
  const label = `${kind} client over ${transport}`;
  if (transport === 'http' && !url) throw new Error('An HTTP client needs the server URL.');
  if (kind === 'current') {
    const client = new CurrentClient(CLIENT_INFO, {
      versionNegotiation: {mode: {pin: CURRENT_PROTOCOL_VERSION}},
    });
    await client.connect(
      transport === 'http'
        ? new StreamableHTTPClientTransport(new URL(url!))
        : new StdioClientTransport({...SERVER_COMMAND, stderr: 'pipe'}),
    );
    return wrap(label, client as unknown as AnyClient, client.getNegotiatedProtocolVersion());
  }
  const client = new LegacyClient(CLIENT_INFO);
  const wire: Parameters<LegacyClient['connect']>[0] =
    transport === 'http'
      ? new LegacyHttpClientTransport(new URL(url!))
      : new LegacyStdioClientTransport({...SERVER_COMMAND, stderr: 'pipe'});
  // The v1 client tells its transport the version initialize agreed on, and tells no one else.
  let negotiated: string | undefined;
  const tell = wire.setProtocolVersion?.bind(wire);
  wire.setProtocolVersion = (version) => {
    negotiated = version;
    tell?.(version);
  };
  await client.connect(wire);
  return wrap(label, client as unknown as AnyClient, negotiated);
}
