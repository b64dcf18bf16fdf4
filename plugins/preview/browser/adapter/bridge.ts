/**
 * The runner's bridge. A sandboxed frame's own requests go through an HTTP
 * cache partition of its own, and no service worker sees them: in the
 * runner (browser/runner.ts), every runtime file is asked of the runner,
 * which fetches it from the site's cache (`docs:runtime-fetch`, answered by
 * `docs:runtime-response`). Elsewhere (a demo document opened on its own)
 * requests go straight to the network.
 */
import {RUNTIME_FETCH_MESSAGE, RUNTIME_RESPONSE_MESSAGE} from '../runtimeBridge';
import type {RuntimeLocation} from './config';

/** The scheme maplibre's requests for runtime files take to reach the bridge (requests.ts). */
export const BRIDGE_SCHEME = 'preview-runtime';

/** The runner's answer, as runner.ts posts it. */
interface RuntimeResponseMessage {
  readonly type: string;
  readonly id: number;
  readonly error?: string;
  readonly status?: number;
  readonly statusText?: string;
  readonly contentType?: string;
  readonly body?: ArrayBuffer;
}

interface PendingRequest {
  readonly url: string;
  readonly resolve: (response: Response) => void;
  readonly reject: (error: Error) => void;
}

export interface Bridge {
  /** A runtime file from the runner (a Response promise, as fetch gives). */
  readonly bridgeFetch: (url: string, signal?: AbortSignal | null) => Promise<Response>;
  /** fetch() for a URL the preview allows: runtime files through the bridge when there is one. */
  readonly runtimeFetch: (url: string, init?: RequestInit) => Promise<Response>;
  /** The URL maplibre asks for a runtime file: through the bridge where there is one. */
  readonly bridgedUrl: (url: string, resourceType?: string) => string;
}

const abortError = () => new DOMException('The request was aborted', 'AbortError');

/**
 * Starts listening for the runner's answers (in the runner's frame only)
 * and gives the fetches that use them. `nativeFetch` is the window's own
 * fetch, taken before the adapter replaces it.
 */
export function startBridge(
  {runtimeBase, runtimeOrigin, bridged}: RuntimeLocation,
  nativeFetch: typeof fetch,
): Bridge {
  const pending = new Map<number, PendingRequest>();
  let nextId = 0;

  const isRuntimeFile = (url: string): boolean =>
    url.startsWith(runtimeBase) && url !== runtimeBase;

  if (bridged) {
    window.addEventListener('message', (event: MessageEvent) => {
      const data = event.data as RuntimeResponseMessage | null | undefined;
      if (
        event.source !== window.parent ||
        !data ||
        data.type !== RUNTIME_RESPONSE_MESSAGE ||
        !pending.has(data.id)
      ) {
        return;
      }
      const request = pending.get(data.id);
      pending.delete(data.id);
      if (!request) return;
      if (data.error || typeof data.status !== 'number' || data.status < 200) {
        request.reject(
          new TypeError(`Offline preview: ${request.url} could not be loaded: ${data.error}`),
        );
        return;
      }
      const empty = [204, 205, 304].includes(data.status);
      request.resolve(
        new Response(empty ? null : data.body, {
          status: data.status,
          statusText: data.statusText || '',
          headers: data.contentType ? {'Content-Type': data.contentType} : {},
        }),
      );
    });
  }

  function bridgeFetch(url: string, signal?: AbortSignal | null): Promise<Response> {
    if (signal && signal.aborted) {
      return Promise.reject(abortError());
    }
    return new Promise((resolve, reject) => {
      nextId += 1;
      const id = nextId;
      pending.set(id, {url, resolve, reject});
      if (signal) {
        signal.addEventListener('abort', () => {
          if (pending.delete(id)) {
            reject(abortError());
          }
        });
      }
      window.parent.postMessage({type: RUNTIME_FETCH_MESSAGE, id, url}, runtimeOrigin);
    });
  }

  function runtimeFetch(url: string, init?: RequestInit): Promise<Response> {
    const method = (init && init.method) || 'GET';
    if (bridged && isRuntimeFile(url) && String(method).toUpperCase() === 'GET') {
      return bridgeFetch(url, init && init.signal);
    }
    return nativeFetch(url, init);
  }

  function bridgedUrl(url: string, resourceType?: string): string {
    // A video source's URLs go to <video> elements, which know no custom scheme.
    const media = resourceType === 'Source' && /\.(?:mp4|webm|ogv|mov|m4v)(?:[?#]|$)/i.test(url);
    return bridged && !media && isRuntimeFile(url)
      ? `${BRIDGE_SCHEME}://${url.slice(runtimeBase.length)}`
      : url;
  }

  return {bridgeFetch, runtimeFetch, bridgedUrl};
}
