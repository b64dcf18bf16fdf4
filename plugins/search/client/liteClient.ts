/**
 * `algoliasearch/lite` for the browser bundle (aliased by plugins/search/index.ts).
 * With the embedded app id the client answers from the index shipped with the
 * build; with any other app id it is the unchanged hosted-service client.
 */
import {liteClient as hostedLiteClient} from 'algoliasearch/dist/lite/builds/browser';

import {EMBEDDED_SEARCH_API_KEY} from '../../../src/config/settings';
import {isEmbeddedAppId} from '../constants';
import {loadEmbeddedEngine, loadEngineModule} from './embeddedIndex';
import {createEmbeddedRequester} from './embeddedRequester';

type Options = Parameters<typeof hostedLiteClient>[2];
type Client = ReturnType<typeof hostedLiteClient>;

function embeddedClient(apiKey: string, appId: string, options: Options, strict: boolean): Client {
  // The search page's helper throws an uncaught error on a failed search, so
  // its client answers "no hits" when the index cannot load (the page says
  // why, src/theme/SearchPage); the dialog's client fails, for its error screen.
  const load = strict
    ? loadEmbeddedEngine
    : () => loadEmbeddedEngine().catch(async () => (await loadEngineModule()).createEngine([]));
  return hostedLiteClient(appId, apiKey, {
    ...options,
    requester: createEmbeddedRequester(load, {appId, apiKey: EMBEDDED_SEARCH_API_KEY}),
    hosts: [{url: 'embedded-search.invalid', accept: 'readWrite', protocol: 'https'}],
  });
}

/** The client of the search page (and anything else that imports algoliasearch/lite). */
export function liteClient(appId: string, apiKey: string, options?: Options): Client {
  return isEmbeddedAppId(appId)
    ? embeddedClient(apiKey, appId, options, false)
    : hostedLiteClient(appId, apiKey, options);
}

/** The dialog's client: a failure to load the index is a failed search. */
export function dialogSearchClient(appId: string, apiKey: string): Client {
  return isEmbeddedAppId(appId)
    ? embeddedClient(apiKey, appId, undefined, true)
    : hostedLiteClient(appId, apiKey);
}

export {apiClientVersion} from 'algoliasearch/dist/lite/builds/browser';
