/**
 * The HTTP mode (`npm run mcp -- --http <port>`): one server for a team,
 * MCP over Streamable HTTP at `MCP_PATH` and a health check at
 * `HEALTH_PATH`. The SDK's handler serves the current revision and, for
 * 2025-era clients, its stateless fallback: every request gets a new server
 * instance and nothing is kept between requests, so there are no sessions
 * to leak. In front of it this module refuses what a shared server must not
 * take: browser pages of other sites (by `Origin`, and by `Host` while it
 * listens on loopback), bodies over `MAX_REQUEST_BODY_BYTES` (read here,
 * once, and handed to the SDK parsed: `jsonBody.ts`) and more than
 * `MAX_CONCURRENT_REQUESTS_PER_CLIENT` requests in flight from one address.
 * Anything else is 404.
 *
 * The handler (`createDocsHttpHandler`) is apart from the listening socket:
 * `startHttpServer` listens in this process, and each worker of the team
 * mode (`workers.ts`) serves the connections its primary hands it.
 */
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import type {AddressInfo, Server as NetServer} from 'node:net';
import {toNodeHandler} from '@modelcontextprotocol/node';
import {
  createMcpHandler,
  isJsonContentType,
  type McpHandlerRequestOptions,
} from '@modelcontextprotocol/server';

import {createDocsServer, type Docs} from '../docsServer';
import {
  HEALTH_PATH,
  HTTP_HEADERS_TIMEOUT_MS,
  HTTP_REQUEST_TIMEOUT_MS,
  MAX_CONCURRENT_REQUESTS_PER_CLIENT,
  MAX_REQUEST_BODY_BYTES,
  MCP_PATH,
  RETRY_AFTER_SECONDS,
} from '../limits';
import {PROTOCOL_VERSIONS} from '../protocol';
import {explainVersionErrorResponse} from '../versionErrors';
import {ClientLimiter} from './clientLimiter';
import {readJsonBody, type BodyReading} from './jsonBody';
import {clientAddress, isLoopback, isLoopbackHost, isLoopbackOrigin} from './loopback';
import {PARSE_ERROR_CODE, replyError, replyJson} from './replies';

export interface HttpHandlerOptions {
  /** The address the server listens on: while it is loopback, only this machine's `Host` names are served. */
  readonly host: string;
  /** Where the server reports what went wrong outside a reply (standard error by default). */
  readonly log?: (message: string) => void;
}

export interface HttpServerOptions extends HttpHandlerOptions {
  readonly port: number;
}

/** What a handler counts, for the tests and the team mode's workers. */
export interface HttpCounters {
  /** Requests in flight, all clients together. */
  readonly inFlight: () => number;
  /** Server instances not yet closed: one per request in flight, as nothing outlives its request. */
  readonly liveInstances: () => number;
  /** MCP requests whose client went away before their answer was sent. */
  readonly abandoned: () => number;
}

export interface DocsHttpHandler extends HttpCounters {
  readonly handle: (req: IncomingMessage, res: ServerResponse) => void;
  close(): Promise<void>;
}

export interface DocsHttpServer extends HttpCounters {
  /** The MCP endpoint, `http://127.0.0.1:4100/mcp`. */
  readonly url: string;
  readonly host: string;
  readonly port: number;
  close(): Promise<void>;
}

function healthOf(docs: Docs) {
  return {
    status: 'ok',
    name: docs.name,
    version: docs.version,
    locales: docs.site.locales.map((locale) => locale.locale),
    protocolVersions: PROTOCOL_VERSIONS,
    mcp: MCP_PATH,
  };
}

function pathOf(req: IncomingMessage): string {
  // What nearly every request asks for, as it is: no parse needed.
  if (req.url === MCP_PATH) return MCP_PATH;
  try {
    return new URL(req.url ?? '/', 'http://server').pathname;
  } catch {
    return '';
  }
}

export function createDocsHttpHandler(docs: Docs, options: HttpHandlerOptions): DocsHttpHandler {
  const log = options.log ?? ((message: string) => console.error(message));
  const report = (error: Error) => log(`MCP over HTTP: ${error.message}`);
  let liveInstances = 0;
  const createInstance = () => {
    const instance = createDocsServer(docs);
    liveInstances++;
    let closed = false;
    // The SDK chains its own close handlers after this one, for either era.
    instance.server.onclose = () => {
      if (closed) return;
      closed = true;
      liveInstances--;
    };
    return instance;
  };
  const mcp = createMcpHandler(createInstance, {
    legacy: 'stateless',
    maxRequestBodySize: MAX_REQUEST_BODY_BYTES,
    onerror: report,
  });
  const explained = {
    fetch: async (request: Request, options?: McpHandlerRequestOptions) =>
      explainVersionErrorResponse(await mcp.fetch(request, options)),
  };
  const serveMcp = toNodeHandler(explained, {
    maxRequestBodySize: MAX_REQUEST_BODY_BYTES,
    onerror: report,
  });
  const limiter = new ClientLimiter(MAX_CONCURRENT_REQUESTS_PER_CLIENT);
  let abandoned = 0;
  const onLoopback = isLoopback(options.host);
  const health = healthOf(docs);

  function crossSiteRefusal(req: IncomingMessage): string | undefined {
    const origin = req.headers.origin;
    if (origin !== undefined && !isLoopbackOrigin(origin)) {
      return `Requests from web pages of other sites are refused (Origin: ${origin}). Connect an MCP client to ${MCP_PATH}.`;
    }
    const host = req.headers.host ?? '';
    if (onLoopback && !isLoopbackHost(host)) {
      return `This server answers for this machine only (Host: ${host || 'none'}); use 127.0.0.1 or localhost.`;
    }
    return undefined;
  }

  function serve(req: IncomingMessage, res: ServerResponse, parsedBody?: unknown): void {
    serveMcp(req, res, parsedBody).catch((error: unknown) => {
      report(error instanceof Error ? error : new Error(String(error)));
      if (!res.headersSent && !res.destroyed) {
        replyError(res, 500, 'The docs server could not answer this request.');
      }
    });
  }

  function servePost(req: IncomingMessage, res: ServerResponse, body: BodyReading): void {
    switch (body.kind) {
      case 'json':
        serve(req, res, body.value);
        return;
      case 'too-large':
        replyError(
          res,
          413,
          `Payload Too Large: Request body must not exceed ${MAX_REQUEST_BODY_BYTES} bytes`,
          {Connection: 'close'},
        );
        return;
      case 'not-json':
        replyError(
          res,
          400,
          'Parse error: the request body is not valid JSON',
          {},
          PARSE_ERROR_CODE,
        );
        return;
      case 'gone':
        return;
    }
  }

  function handle(req: IncomingMessage, res: ServerResponse): void {
    const refusal = crossSiteRefusal(req);
    if (refusal) {
      replyError(res, 403, refusal);
      return;
    }
    const path = pathOf(req);
    if (path === HEALTH_PATH) {
      if (req.method === 'GET' || req.method === 'HEAD') {
        replyJson(res, 200, health);
      } else {
        replyError(res, 405, `${HEALTH_PATH} answers GET only.`, {Allow: 'GET, HEAD'});
      }
      return;
    }
    if (path !== MCP_PATH) {
      replyError(
        res,
        404,
        `Nothing at ${path}: MCP is at ${MCP_PATH}, the health check at ${HEALTH_PATH}.`,
      );
      return;
    }
    const client = clientAddress(req.socket.remoteAddress);
    const release = limiter.acquire(client);
    if (!release) {
      replyError(
        res,
        429,
        `Too many requests at once from ${client}: at most ${MAX_CONCURRENT_REQUESTS_PER_CLIENT} in flight per client. Wait for an answer before sending more.`,
        {'Retry-After': String(RETRY_AFTER_SECONDS)},
      );
      return;
    }
    // 'close' comes when the answer is sent and when the client goes away before it.
    res.once('close', () => {
      release();
      if (!res.writableFinished) abandoned++;
    });
    // Other methods and media types go to the SDK as they came, for its own answers (405, 415).
    if (req.method === 'POST' && isJsonContentType(req.headers['content-type'])) {
      void readJsonBody(req, MAX_REQUEST_BODY_BYTES).then((body) => servePost(req, res, body));
    } else {
      serve(req, res);
    }
  }

  return {
    handle,
    inFlight: () => limiter.total,
    liveInstances: () => liveInstances,
    abandoned: () => abandoned,
    close: () => mcp.close(),
  };
}

/** A Node HTTP server around the handler, with the timeouts a shared server needs; not yet listening. */
export function createDocsNodeServer(handler: DocsHttpHandler): Server {
  return createServer(
    {requestTimeout: HTTP_REQUEST_TIMEOUT_MS, headersTimeout: HTTP_HEADERS_TIMEOUT_MS},
    handler.handle,
  );
}

/** The URL of the MCP endpoint at a listening address. */
export function mcpUrlOf(address: AddressInfo): string {
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${shownHost}:${address.port}${MCP_PATH}`;
}

/** Listens on the port, or rejects with the reason it cannot. */
export async function listen(server: NetServer, port: number, host: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** The HTTP mode in this process alone (one core): what the tests start, and `--workers 1`. */
export async function startHttpServer(
  docs: Docs,
  options: HttpServerOptions,
): Promise<DocsHttpServer> {
  const handler = createDocsHttpHandler(docs, options);
  const server = createDocsNodeServer(handler);
  await listen(server, options.port, options.host);
  const address = server.address() as AddressInfo;
  return {
    url: mcpUrlOf(address),
    host: address.address,
    port: address.port,
    inFlight: handler.inFlight,
    liveInstances: handler.liveInstances,
    abandoned: handler.abandoned,
    close: async () => {
      await handler.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
