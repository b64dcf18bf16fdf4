/**
 * An algoliasearch requester that answers the search API from the embedded
 * engine instead of the network. The real client runs unchanged around it
 * (request building, credentials, retries, response parsing), so the dialog
 * and the search page cannot tell it from the hosted service.
 */
import type {EndRequest, Requester, Response} from '@algolia/client-common';

import type {SearchEngine} from '../engine/engine';
import type {SearchRequest} from '../engine/types';

export type EngineLoader = () => Promise<SearchEngine>;

const QUERIES_PATH = /^\/1\/indexes\/([^/]+)\/queries$/;
const QUERY_PATH = /^\/1\/indexes\/([^/]+)\/query$/;

function json(status: number, body: unknown): Response {
  return {status, content: JSON.stringify(body), isTimedOut: false};
}

/** The credentials a request carries, in its query string or its headers. */
/** A credential from the query string or the headers, as the service reads it. */
export function credential(
  request: Pick<EndRequest, 'headers'>,
  url: URL,
  name: string,
): string | undefined {
  return (
    url.searchParams.get(name) ??
    Object.entries(request.headers).find(([key]) => key.toLowerCase() === name)?.[1]
  );
}

/**
 * Answers one search API request from an engine. Shared by the browser
 * requester and the local server (plugins/search/server/searchServer.ts).
 */
export async function answer(
  request: Pick<EndRequest, 'method' | 'url' | 'headers' | 'data'>,
  loadEngine: EngineLoader,
  credentials: {appId: string; apiKey: string},
): Promise<Response> {
  const url = new URL(request.url, 'http://localhost');
  const appId = credential(request as EndRequest, url, 'x-algolia-application-id');
  const apiKey = credential(request as EndRequest, url, 'x-algolia-api-key');
  if (appId !== credentials.appId) {
    return json(403, {message: `Invalid Application-ID or API key`, status: 403});
  }
  if (apiKey !== credentials.apiKey) {
    return json(403, {message: `Invalid Application-ID or API key`, status: 403});
  }
  const path = url.pathname;
  const queries = QUERIES_PATH.exec(path);
  const single = QUERY_PATH.exec(path);
  if (request.method !== 'POST' || (!queries && !single)) {
    return json(404, {
      message: `Method not allowed with this API key: ${request.method} ${path}`,
      status: 404,
    });
  }
  let body: {requests?: SearchRequest[]} & SearchRequest;
  try {
    const data = request.data ?? '{}';
    body = JSON.parse(
      typeof data === 'string' ? data : new TextDecoder().decode(data),
    ) as typeof body;
  } catch {
    return json(400, {message: 'Invalid JSON body', status: 400});
  }
  const engine = await loadEngine();
  if (single) {
    const indexName = decodeURIComponent(single[1] ?? '');
    return json(200, engine.search(body, indexName));
  }
  if (!Array.isArray(body.requests)) {
    return json(400, {message: 'Missing requests', status: 400});
  }
  return json(200, {results: body.requests.map((entry) => engine.search(entry))});
}

/** A requester for the embedded mode; a failure to load the index reads as a network error. */
export function createEmbeddedRequester(
  loadEngine: EngineLoader,
  credentials: {appId: string; apiKey: string},
): Requester {
  return {
    async send(request: EndRequest): Promise<Response> {
      try {
        return await answer(request, loadEngine, credentials);
      } catch {
        // status 0 is what the transporter gets when a host is unreachable:
        // it becomes a RetryError and the dialog's error screen.
        return {status: 0, content: '', isTimedOut: false};
      }
    },
  };
}
