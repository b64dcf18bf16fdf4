import {execFile} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {promisify} from 'node:util';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {liteClient} from 'algoliasearch/lite';
import {ApiError, RetryError} from '@algolia/client-common';

import {extractRecords} from '../../plugins/search/build/extract';
import {
  startSearchServer,
  type RunningSearchServer,
} from '../../plugins/search/server/searchServer';
import {pushConfig} from '../../plugins/search/server/hostedIndex';
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

describe('npm run search:push, against the local server', () => {
  const ROOT = join(__dirname, '..', '..');
  const CREDENTIALS = {appId: 'PUSHAPP', apiKey: 'push-search-key', adminApiKey: 'push-admin-key'};
  let server: RunningSearchServer;
  let buildDir: string;
  const japanese = records.map((record, position) => ({
    ...record,
    objectID: `ja-${position}`,
    language: 'ja',
  }));

  /** `npm run search:push` with `env`: its exit code and output. */
  const push = async (env: Record<string, string>) => {
    try {
      const {stdout, stderr} = await promisify(execFile)(
        'npm',
        ['run', '--silent', 'search:push'],
        {
          cwd: ROOT,
          env: {PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env},
        },
      );
      return {code: 0, output: stdout + stderr};
    } catch (error) {
      const failed = error as {code: number; stdout: string; stderr: string};
      return {code: failed.code, output: failed.stdout + failed.stderr};
    }
  };

  beforeAll(async () => {
    buildDir = mkdtempSync(join(tmpdir(), 'search-push-'));
    for (const [locale, list] of [
      ['', records],
      ['ja', japanese],
    ] as const) {
      mkdirSync(join(buildDir, locale, 'search-index'), {recursive: true});
      writeFileSync(
        join(buildDir, locale, 'search-index', 'records.json'),
        JSON.stringify({records: list}),
      );
    }
    server = await startSearchServer({records: [], indexName: 'docs', ...CREDENTIALS});
  });
  afterAll(async () => {
    await server.close();
    rmSync(buildDir, {recursive: true, force: true});
  });

  it('sends the settings and every record, and the server answers from them', async () => {
    const {code, output} = await push({
      SEARCH_APP_ID: CREDENTIALS.appId,
      SEARCH_ADMIN_API_KEY: CREDENTIALS.adminApiKey,
      SEARCH_INDEX_NAME: 'docs',
      SEARCH_HOST: server.url,
      BUILD_DIR: buildDir,
    });
    expect(output).toContain(`Pushed ${records.length * 2} records to PUSHAPP/docs.`);
    expect(code).toBe(0);
    const pushed = server.indexes.get('docs');
    expect(pushed?.objects.map((object) => object.objectID)).toEqual(
      [...records, ...japanese].map((record) => record.objectID),
    );
    expect(pushed?.objects[0]).toHaveProperty('weight.level');
    expect(pushed?.settings).toHaveProperty('attributeForDistinct', 'url');
    expect([...server.indexes.keys()]).toEqual(['docs']);

    const client = liteClient(CREDENTIALS.appId, CREDENTIALS.apiKey, {hosts: [host(server.port)]});
    const {results} = await client.search({requests: [{indexName: 'docs', query: 'marker'}]});
    expect((results[0] as {nbHits: number}).nbHits).toBeGreaterThan(0);
  });

  it('exits non-zero with its message without credentials, and sends nothing', async () => {
    const before = server.indexes.get('docs');
    const {code, output} = await push({SEARCH_HOST: server.url, BUILD_DIR: buildDir});
    expect(code).not.toBe(0);
    expect(output).toMatch(/search:push needs SEARCH_APP_ID and SEARCH_ADMIN_API_KEY/);
    expect(server.indexes.get('docs')).toBe(before);
  });

  it('exits non-zero when the service refuses the key', async () => {
    const {code, output} = await push({
      SEARCH_APP_ID: CREDENTIALS.appId,
      SEARCH_ADMIN_API_KEY: 'not-the-admin-key',
      SEARCH_HOST: server.url,
      BUILD_DIR: buildDir,
    });
    expect(code).not.toBe(0);
    expect(output).toMatch(/search:push failed/);
  });
});
