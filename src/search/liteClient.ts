/**
 * `algoliasearch/lite` for the browser bundle (aliased by plugins/search-index).
 * With the embedded app id the client answers from the index shipped with the
 * build; with any other app id it is the unchanged hosted-service client.
 */
import {liteClient as hostedLiteClient} from 'algoliasearch/dist/lite/builds/browser';

import {EMBEDDED_API_KEY, isEmbeddedAppId} from './constants';
import {loadEmbeddedEngine} from './embeddedIndex';
import {createEmbeddedRequester} from './embeddedRequester';

type Options = Parameters<typeof hostedLiteClient>[2];

export function liteClient(
  appId: string,
  apiKey: string,
  options?: Options,
): ReturnType<typeof hostedLiteClient> {
  if (!isEmbeddedAppId(appId)) {
    return hostedLiteClient(appId, apiKey, options);
  }
  return hostedLiteClient(appId, apiKey, {
    ...options,
    requester: createEmbeddedRequester(loadEmbeddedEngine, {appId, apiKey: EMBEDDED_API_KEY}),
    hosts: [{url: 'embedded-search.invalid', accept: 'readWrite', protocol: 'https'}],
  });
}

export {apiClientVersion} from 'algoliasearch/dist/lite/builds/browser';
