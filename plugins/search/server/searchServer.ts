/**
 * A local stand-in for the hosted search service: the embedded engine behind
 * the search API's `POST /1/indexes/{index}/queries` (and `/query`), checking
 * the application id and API key, with CORS for browsers. With an admin key
 * it also takes what `search:push` sends (`indexingApi.ts`), and answers
 * from the pushed records once they are moved into place.
 *
 * Started by `npm run search:serve` (server/serve.ts) and by the
 * tests. Records of every locale are served from one index, as in the hosted
 * service; the language facet separates them.
 */
import {createServer, type IncomingMessage, type Server} from 'node:http';
import {readFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {AddressInfo} from 'node:net';

import {createEngine, type SearchEngine} from '../engine/engine';
import {answer, credential} from '../client/embeddedRequester';
import {createIndexStore} from './indexingApi';
import type {SearchIndexFile, SearchRecord} from '../engine/types';

export interface SearchServerOptions {
  records: readonly SearchRecord[];
  appId: string;
  apiKey: string;
  /** The key that may write (`search:push`); without it the server only searches. */
  adminApiKey?: string;
  /** The index whose writes replace the records it answers from (default: any index written). */
  indexName?: string;
  port?: number;
  host?: string;
}

export interface RunningSearchServer {
  server: Server;
  url: string;
  port: number;
  close(): Promise<void>;
  /** The indexes written through the indexing API. */
  indexes: ReturnType<typeof createIndexStore>['indexes'];
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, OPTIONS',
  'Access-Control-Allow-Headers': '*',
  'Access-Control-Max-Age': '86400',
};

function body(request: IncomingMessage): Promise<string> {
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolveBody(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** Reads the records the build wrote for each locale (plugins/search/index.ts). */
export async function readBuiltRecords(
  buildDir: string,
  locales = ['', 'ja'],
): Promise<SearchRecord[]> {
  const records: SearchRecord[] = [];
  for (const locale of locales) {
    const file = join(buildDir, locale, 'search-index', 'records.json');
    const index = JSON.parse(await readFile(file, 'utf8')) as SearchIndexFile;
    records.push(...index.records);
  }
  return records;
}

export function startSearchServer(options: SearchServerOptions): Promise<RunningSearchServer> {
  let engine: SearchEngine = createEngine(options.records);
  const store = createIndexStore((name, index) => {
    if (!options.indexName || name === options.indexName) {
      engine = createEngine(index.objects as unknown as SearchRecord[]);
    }
  });
  const server = createServer(async (request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS).end();
      return;
    }
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string') {
        headers[name] = value;
      }
    }
    const reply = (status: number, content: string) =>
      response
        .writeHead(status, {...CORS, 'Content-Type': 'application/json; charset=utf-8'})
        .end(content);
    try {
      const data = await body(request);
      const url = new URL(request.url ?? '/', 'http://localhost');
      const key = credential({headers}, url, 'x-algolia-api-key');
      const appId = credential({headers}, url, 'x-algolia-application-id');
      const admin =
        Boolean(options.adminApiKey) && key === options.adminApiKey && appId === options.appId;
      const indexing = admin
        ? store.answerIndexing(request.method ?? 'GET', url.pathname, data ? JSON.parse(data) : {})
        : null;
      if (indexing) {
        reply(indexing.status, JSON.stringify(indexing.body));
        return;
      }
      const result = await answer(
        {method: request.method as 'POST', url: request.url ?? '/', headers, data},
        async () => engine,
        {appId: options.appId, apiKey: admin ? (options.adminApiKey ?? '') : options.apiKey},
      );
      reply(result.status, result.content);
    } catch (error) {
      response
        .writeHead(500, {...CORS, 'Content-Type': 'application/json; charset=utf-8'})
        .end(JSON.stringify({message: String(error), status: 500}));
    }
  });
  return new Promise((resolveServer) => {
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      const {port, address} = server.address() as AddressInfo;
      resolveServer({
        server,
        port,
        url: `http://${address}:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
        indexes: store.indexes,
      });
    });
  });
}
