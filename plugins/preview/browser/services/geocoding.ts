/**
 * The product's Geocoding API (v5 `geocoding/v5/{product}.places` and v6
 * `search/geocode/v6/forward|reverse`), answered from the offline gazetteer
 * in the API's response shape. It makes up no place: a name the gazetteer
 * does not know gets an empty result, as the real API would give.
 */
import {fold, type GazetteerIndex} from './gazetteer';
import {v5Feature, v6Feature} from './responses';
import {forwardSearch, reverseSearch, searchOptions} from './search';

const DEFAULT_LIMIT = 5;
const REVERSE_QUERY = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/;

export type GeocodingRequest =
  | {readonly version: 5 | 6; readonly text: string; readonly params: URLSearchParams}
  | {
      readonly version: 5 | 6;
      readonly reverse: readonly [number, number];
      readonly params: URLSearchParams;
    };

/** The Geocoding API request a URL makes, or null when it is not one. */
export function geocodingRequest(
  url: string,
  {productId, pageUrl}: {productId: string; pageUrl?: string},
): GeocodingRequest | null {
  let parsed: URL;
  try {
    parsed = new URL(url, pageUrl);
  } catch {
    return null;
  }
  if (parsed.origin !== `https://api.${productId}.com`) return null;
  const params = parsed.searchParams;
  const v5 = new RegExp(`^/geocoding/v5/${productId}\\.places(?:-permanent)?/([^/]+)\\.json$`).exec(
    parsed.pathname,
  );
  if (v5) {
    const text = decodeURIComponent(v5[1] ?? '');
    const reverse = REVERSE_QUERY.exec(text);
    return reverse
      ? {version: 5, reverse: [Number(reverse[1]), Number(reverse[2])], params}
      : {version: 5, text, params};
  }
  const v6 = /^\/search\/geocode\/v6\/(forward|reverse)$/.exec(parsed.pathname);
  if (v6?.[1] === 'forward') return {version: 6, text: params.get('q') ?? '', params};
  if (v6) {
    const lng = Number(params.get('longitude'));
    const lat = Number(params.get('latitude'));
    if (Number.isNaN(lng) || Number.isNaN(lat)) return null;
    return {version: 6, reverse: [lng, lat], params};
  }
  return null;
}

/** The API's answer to a request, from the gazetteer. */
export async function geocode(
  request: GeocodingRequest,
  gazetteer: () => Promise<GazetteerIndex>,
): Promise<Record<string, unknown>> {
  const index = await gazetteer();
  const reverse = 'reverse' in request ? request.reverse : null;
  const options = searchOptions(request.params, reverse ? 2 : DEFAULT_LIMIT);
  const results = reverse
    ? reverseSearch(index, reverse[0], reverse[1], options)
    : forwardSearch(index, 'text' in request ? request.text : '', options);
  if (request.version === 6) {
    return {
      type: 'FeatureCollection',
      features: results.map((result) => v6Feature(index, result, options.language)),
      attribution: index.attribution,
    };
  }
  return {
    type: 'FeatureCollection',
    query:
      reverse ??
      fold('text' in request ? request.text : '')
        .split(' ')
        .filter(Boolean),
    features: results.map((result) => v5Feature(index, result, options.language)),
    attribution: index.attribution,
  };
}
