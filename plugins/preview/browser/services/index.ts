/**
 * The preview's local web services, bundled into the runtime's
 * `services.js` (plugins/preview/index.ts). Loaded right after adapter.js in
 * every demo frame, before plugins and the example's code: it answers the
 * product's Geocoding API from the offline gazetteer (`geocoding.ts`) and
 * gives XMLHttpRequest the adapter's rules for fetch() (`requestGuard.ts`).
 * Every other product web service (directions, static images, tilequery,
 * isochrone, matrix, optimization) is refused by the adapter's default.
 */
import type {ServicesRoot} from './bridge';
import {gazetteerLoader} from './gazetteer';
import {geocode, geocodingRequest, type GeocodingRequest} from './geocoding';
import {installRequestGuard} from './requestGuard';
import {jsonResponse} from './responses';

function startServices(root: ServicesRoot): void {
  const preview = root.__offlinePreview ?? {};
  const script = root.document?.currentScript as HTMLScriptElement | null | undefined;
  const runtimeBase = preview.runtimeBase ?? (script ? new URL('.', script.src).href : '');
  const productId = preview.productId ?? 'mapbox';
  // The window's fetch at the time of the request: the adapter's, which reaches runtime files.
  const gazetteer = gazetteerLoader((input, init) => root.fetch(input, init), runtimeBase);

  const requestOf = (url: string) =>
    geocodingRequest(String(url), {productId, pageUrl: root.location?.href});
  const geocodeRequest = (request: GeocodingRequest) => geocode(request, gazetteer);
  /** A local answer for a URL (a Promise of a Response), or null. */
  const answer = (url: string): Promise<Response> | null => {
    const request = requestOf(url);
    return request ? geocodeRequest(request).then(jsonResponse) : null;
  };

  root.__offlineServices = {answer, geocode: geocodeRequest, geocodingRequest: requestOf};
  installRequestGuard(root, {
    preview,
    runtimeBase,
    answers: (url) => requestOf(url) !== null,
    answer,
  });
}

startServices((typeof window === 'undefined' ? globalThis : window) as unknown as ServicesRoot);
