import {createServer} from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {liteClient} from 'algoliasearch/lite';
import {ApiError, RetryError} from '@algolia/client-common';

import {extractRecords} from '../../plugins/search/build/extract';
import {
  startSearchServer,
  type RunningSearchServer,
} from '../../plugins/search/server/searchServer';
import {pushConfig} from '../../plugins/search/server/push';
import {guidePage} from './fixtures/searchPages';

const records = extractRecords({
  html: guidePage,
  path: '/mapbox-gl-js/guides/add-your-data/markers/',
  baseUrl: '/mapbox-gl-js/',
  siteUrl: 'https://docs.mapbox.com',
  locale: 'en',
});

/** A port nothing listens on. */
async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const {port} = server.address() as {port: number};
  await new Promise((done) => server.close(done));
  return port;
}

const host = (port: number) =>
  ({url: `127.0.0.1:${port}`, accept: 'readWrite', protocol: 'http'}) as const;

describe('local search server with the real algoliasearch client', () => {
  let server: RunningSearchServer;
  beforeAll(async () => {
    server = await startSearchServer({records, appId: 'TESTAPP', apiKey: 'test-key'});
  });
  afterAll(() => server.close());

  it('answers POST /1/indexes/*/queries in the hosted shape', async () => {
    const client = liteClient('TESTAPP', 'test-key', {hosts: [host(server.port)]});
    const {results} = await client.search({
      requests: [
        {
          indexName: 'mapbox',
          query: 'marker',
          hitsPerPage: 20,
          clickAnalytics: true,
          facetFilters: ['language:en'],
          attributesToSnippet: ['content:10'],
          highlightPreTag: '<mark>',
          highlightPostTag: '</mark>',
        },
      ],
    });
    const result = results[0] as {hits: {url: string}[]; nbHits: number; queryID: string};
    expect(result.nbHits).toBeGreaterThan(0);
    expect(result.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(result.hits[0]?.url).toBe(
      'https://docs.mapbox.com/mapbox-gl-js/guides/add-your-data/markers/',
    );
  });

  it('rejects a wrong API key with a 4xx API error carrying the server message', async () => {
    const client = liteClient('TESTAPP', 'wrong', {hosts: [host(server.port)]});
    const error = await client
      .search({requests: [{indexName: 'mapbox', query: 'marker'}]})
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    expect((error as ApiError).message).toBe('Invalid Application-ID or API key');
  });

  it('fails over from a dead host to the next, and reports all hosts down', async () => {
    const dead = await deadPort();
    const client = liteClient('TESTAPP', 'test-key', {
      hosts: [host(dead), host(server.port)],
      timeouts: {connect: 500, read: 1000, write: 1000},
    });
    const {results} = await client.search({requests: [{indexName: 'mapbox', query: 'popup'}]});
    expect((results[0] as {nbHits: number}).nbHits).toBeGreaterThan(0);

    const unreachable = liteClient('TESTAPP', 'test-key', {
      hosts: [host(dead), host(await deadPort())],
      timeouts: {connect: 500, read: 1000, write: 1000},
    });
    const error = await unreachable
      .search({requests: [{indexName: 'mapbox', query: 'popup'}]})
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RetryError);
  });
});

describe('search:push', () => {
  it('refuses to run without the application id and admin key', () => {
    expect(() => pushConfig({})).toThrow(/SEARCH_APP_ID and SEARCH_ADMIN_API_KEY/);
    expect(() => pushConfig({SEARCH_APP_ID: 'APP', SEARCH_API_KEY: 'search-only'})).toThrow(
      /needs SEARCH_ADMIN_API_KEY/,
    );
    expect(pushConfig({SEARCH_APP_ID: 'APP', SEARCH_ADMIN_API_KEY: 'admin'})).toMatchObject({
      appId: 'APP',
      adminApiKey: 'admin',
      indexName: 'mapbox',
    });
  });
});
