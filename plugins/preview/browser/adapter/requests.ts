/**
 * Every request a demo makes goes by the routes (routes.ts): the window's
 * fetch(), maplibre's requests (its `transformRequest`), and the
 * `{product}://` and bridge schemes maplibre hands to protocol handlers.
 * Anything without a route is refused with a console warning, so a preview
 * never touches the network. XMLHttpRequest gets the same rules from the
 * services (browser/services/requestGuard.ts).
 */
import type * as Maplibre from 'maplibre-gl';
import type {GetResourceResponse, RequestParameters} from 'maplibre-gl';

import {BRIDGE_SCHEME, type Bridge} from './bridge';
import type {PreviewConfig, RuntimeLocation} from './config';
import {refuse, type Routes} from './routes';

/** What the services (browser/services) put on the window: local answers to some web APIs. */
interface OfflineServices {
  readonly answer: (url: string, init?: RequestInit) => Promise<Response> | null;
}

/** A request as a product `transformRequest` returns it. */
export interface ProductRequest {
  readonly url: string;
  readonly [parameter: string]: unknown;
}

/** The product's `transformRequest` option, written by an example. */
export type ProductTransformRequest = (
  url: string,
  resourceType?: string,
) => ProductRequest | null | undefined | void;

/** maplibre's `transformRequest`, the preview's rules after the example's own. */
export type GuardedTransformRequest = (url: string, resourceType?: string) => RequestParameters;

/**
 * The site runs demo frames sandboxed, with an opaque origin, while
 * location still shows the site's address. maplibre then takes a runtime
 * video for same-origin and loads it without CORS, and WebGL refuses the
 * tainted frames: every video asks for CORS there (the runtime's files
 * are served with Access-Control-Allow-Origin: *).
 */
export function corsForVideos(): void {
  if (window.origin !== 'null') return;
  const createElement = document.createElement;
  document.createElement = function (
    tagName: string,
    ...options: [options?: ElementCreationOptions]
  ): HTMLElement {
    const element = createElement.call(document, tagName, ...options);
    if (String(tagName).toLowerCase() === 'video') {
      (element as HTMLVideoElement).crossOrigin = 'anonymous';
    }
    return element;
  } as typeof document.createElement;
}

/**
 * Example code that calls fetch() itself gets the same rules as maplibre;
 * the local web services answer first.
 */
export function guardFetch(routes: Routes, bridge: Bridge): void {
  const root = window as Window & {__offlineServices?: OfflineServices};
  window.fetch = function (input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const services = root.__offlineServices;
    const answer = services && services.answer(url, init);
    if (answer) {
      return answer;
    }
    const local = routes.offlineUrl(url);
    if (!local) {
      refuse(url);
      return Promise.reject(new TypeError(`Offline preview: ${url} is not available`));
    }
    return bridge.runtimeFetch(local, init);
  };
}

/** What a protocol handler answers maplibre with, by the type of its request. */
function protocolData(response: Response, type: RequestParameters['type']): Promise<unknown> {
  if (type === 'json') return response.json();
  if (type === 'string') return response.text();
  return response.arrayBuffer();
}

/** The product's `{product}://` URLs, answered from the runtime folder. */
export function addProductProtocol(
  maplibre: typeof Maplibre,
  config: PreviewConfig,
  routes: Routes,
  bridge: Bridge,
): void {
  maplibre.addProtocol(config.productId, (request): Promise<GetResourceResponse<unknown>> => {
    const resource = routes.productResource(request.url);
    if (!resource) {
      refuse(request.url);
      return Promise.reject(new Error(`Offline preview: ${request.url} is not available`));
    }
    if ('json' in resource) {
      return Promise.resolve({data: resource.json});
    }
    return bridge.runtimeFetch(resource.url).then((response) => {
      if (!response.ok) {
        throw new Error(`Offline preview: ${resource.url} answered ${response.status}`);
      }
      return protocolData(response, request.type).then((data) => ({data}));
    });
  });
}

/**
 * maplibre's requests for runtime files (styles, tiles, sprites, GeoJSON,
 * images), its workers' too, reach the main thread and the bridge under
 * this scheme (guardRequests). An error keeps its status: maplibre takes
 * a missing tile (404) for an empty one. Only in the runner's frame.
 */
export function addBridgeProtocol(
  maplibre: typeof Maplibre,
  {runtimeBase, bridged}: RuntimeLocation,
  bridge: Bridge,
): void {
  if (!bridged) return;
  maplibre.addProtocol(
    BRIDGE_SCHEME,
    (request, abortController): Promise<GetResourceResponse<unknown>> => {
      const url = runtimeBase + request.url.slice(BRIDGE_SCHEME.length + 3);
      return bridge.bridgeFetch(url, abortController && abortController.signal).then((response) => {
        if (!response.ok) {
          return response.blob().then((body) => {
            throw new maplibre.AJAXError(response.status, response.statusText, url, body);
          });
        }
        return protocolData(response, request.type).then((data) => ({data}));
      });
    },
  );
}

/**
 * The `transformRequest` every preview map gets: the example's own first,
 * then each URL to its route (through the bridge where there is one), or
 * to a runtime address that does not exist when it has none.
 */
export function guardRequests(
  routes: Routes,
  {runtimeBase}: RuntimeLocation,
  bridge: Bridge,
  userTransform?: ProductTransformRequest,
): GuardedTransformRequest {
  return (url, resourceType) => {
    const request = (userTransform && userTransform(url, resourceType)) || {url};
    if (request.url.startsWith(routes.productScheme)) {
      return request as RequestParameters;
    }
    const local = routes.offlineUrl(request.url);
    if (!local) {
      refuse(request.url);
      return {url: bridge.bridgedUrl(`${runtimeBase}offline-refused`, resourceType)};
    }
    return {...request, url: bridge.bridgedUrl(local, resourceType)} as RequestParameters;
  };
}
