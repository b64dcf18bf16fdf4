/**
 * A search request's parameters as the hosted service reads them: from the
 * body, and from a URL-encoded `params` string, which DocSearch sends.
 */
import type {SearchRequest} from './types';

/** Parameters from the body, merged with a URL-encoded `params` string if present. */
export function requestParameters(request: SearchRequest): SearchRequest {
  if (typeof request.params !== 'string' || request.params === '') {
    return request;
  }
  const merged: SearchRequest = {...request};
  for (const [key, raw] of new URLSearchParams(request.params)) {
    let value: unknown = raw;
    if (/^[[{]/.test(raw) || raw === 'true' || raw === 'false' || /^\d+$/.test(raw)) {
      try {
        value = JSON.parse(raw);
      } catch {
        value = raw;
      }
    }
    merged[key] = value;
  }
  return merged;
}
