import {describe, expect, it} from 'vitest';

import {neverCachedPrefixes} from '../../plugins/offline';
import {bundleServiceWorker} from '../../plugins/offline/build/bundleWorker';
import {assetsOfPage, buildIdOf, workerConfigOf} from '../../plugins/offline/build/offlineManifest';
import {routeFiles} from '../../plugins/overrides/private-reads/routeFiles';
import {
  parseOfflineManifest,
  type OfflineManifest,
} from '../../plugins/offline/model/offlineManifest';
import {formatMegabytes, requestedPath} from '../../plugins/offline/theme/OfflinePage/format';
import {filesToFetch, parseSavedCopy} from '../../plugins/offline/theme/OfflinePage/savedCopy';
import {offlinePageFor, requestKind} from '../../plugins/offline/worker/requestKind';
import {resolveSettings} from '../../src/config/settings';

const ORIGIN = 'https://docs.example.com';
const SCOPE = '/mapbox-gl-js/';
const LOCALES = [
  {
    locale: 'ja',
    baseUrl: '/mapbox-gl-js/ja/',
    offlinePage: '/mapbox-gl-js/ja/offline/',
    shell: ['/mapbox-gl-js/ja/offline/'],
  },
  {
    locale: 'en',
    baseUrl: '/mapbox-gl-js/',
    offlinePage: '/mapbox-gl-js/offline/',
    shell: ['/mapbox-gl-js/offline/'],
  },
];
const config = {scope: SCOPE, neverCache: ['https://docs.example.com/mapbox-gl-js/api/feedback']};

function kind(
  url: string,
  overrides: Partial<{method: string; mode: string; saving: boolean}> = {},
) {
  return requestKind(
    {url, method: 'GET', mode: 'cors', saving: false, ...overrides},
    config,
    ORIGIN,
  );
}

const MANIFEST: OfflineManifest = {
  version: 1,
  build: 'abcdef012345',
  builtAt: '2026-11-27T10:00:00.000Z',
  locale: 'en',
  files: [
    {url: '/mapbox-gl-js/guides/', bytes: 1000, revision: 'r1'},
    {url: '/mapbox-gl-js/example-runtime/maplibre-gl.js', bytes: 2000, revision: 'r2'},
  ],
  pages: [{url: '/mapbox-gl-js/guides/', title: 'Guides'}],
  bytes: 3000,
  shell: ['/mapbox-gl-js/offline/'],
};

describe('what the service worker does with a request', () => {
  it('answers pages, build files and other files of the site, and leaves the rest to the browser', () => {
    expect(kind(`${ORIGIN}/mapbox-gl-js/guides/`, {mode: 'navigate'})).toBe('page');
    expect(kind(`${ORIGIN}/mapbox-gl-js/assets/js/main.3cbfc5da.js`)).toBe('hashed');
    expect(kind(`${ORIGIN}/mapbox-gl-js/ja/assets/css/styles.26a35fa5.css`)).toBe('hashed');
    expect(kind(`${ORIGIN}/mapbox-gl-js/example-runtime/maplibre-gl.js`)).toBe('file');
    expect(kind(`${ORIGIN}/mapbox-gl-js/search-index/abc.json`)).toBe('file');
  });

  it('never touches the account, the feedback endpoint, the announcement, writes or the saving page', () => {
    expect(kind('https://account.example.com/api/session')).toBe('pass');
    expect(kind(`${ORIGIN}/mapbox-gl-js/api/feedback`)).toBe('pass');
    expect(kind(`${ORIGIN}/mapbox-gl-js/dynamic-assets/announcement.json`)).toBe('pass');
    expect(kind(`${ORIGIN}/mapbox-gl-js/ja/dynamic-assets/announcement.json`)).toBe('pass');
    expect(kind(`${ORIGIN}/mapbox-gl-js/guides/`, {method: 'POST', mode: 'navigate'})).toBe('pass');
    expect(kind(`${ORIGIN}/mapbox-gl-js/guides/`, {saving: true})).toBe('pass');
    expect(kind(`${ORIGIN}/other-site/`, {mode: 'navigate'})).toBe('pass');
    expect(kind('not a url')).toBe('pass');
  });

  it('sends an unsaved page to its locale’s offline page, naming it', () => {
    expect(offlinePageFor(`${ORIGIN}/mapbox-gl-js/ja/guides/?x=1#top`, LOCALES)).toBe(
      `${ORIGIN}/mapbox-gl-js/ja/offline/?from=%2Fmapbox-gl-js%2Fja%2Fguides%2F%3Fx%3D1%23top`,
    );
    expect(offlinePageFor(`${ORIGIN}/mapbox-gl-js/api/map/`, LOCALES)).toBe(
      `${ORIGIN}/mapbox-gl-js/offline/?from=%2Fmapbox-gl-js%2Fapi%2Fmap%2F`,
    );
    expect(offlinePageFor(`${ORIGIN}/elsewhere/`, LOCALES)).toBeNull();
    // The offline page itself never redirects to itself.
    expect(offlinePageFor(`${ORIGIN}/mapbox-gl-js/ja/offline/?from=x`, LOCALES)).toBeNull();
  });

  it('never caches the hosts the settings name, whatever their path', () => {
    const prefixes = neverCachedPrefixes(
      resolveSettings({
        ACCOUNT_HOST: 'https://account.example.com',
        FEEDBACK_ENDPOINT: 'https://docs.example.com/api/feedback',
        AI_WIDGET_SCRIPT_URL: 'https://widget.example.com/v2/widget.js',
      }),
    );
    expect(prefixes).toEqual(
      expect.arrayContaining([
        'https://account.example.com/',
        'https://docs.example.com/api/feedback',
        'https://widget.example.com/',
      ]),
    );
  });
});

describe('the offline copy’s list', () => {
  it('is read back only when it has the shape the build writes', () => {
    expect(parseOfflineManifest(JSON.parse(JSON.stringify(MANIFEST)))).toEqual(MANIFEST);
    expect(parseOfflineManifest(null)).toBeNull();
    expect(parseOfflineManifest({...MANIFEST, version: 2})).toBeNull();
    expect(
      parseOfflineManifest({
        ...MANIFEST,
        files: [{url: 'https://evil.example/', bytes: 1, revision: 'x'}],
      }),
    ).toBeNull();
    expect(
      parseOfflineManifest({
        ...MANIFEST,
        files: [{url: '//evil.example/x', bytes: 1, revision: 'x'}],
      }),
    ).toBeNull();
    expect(parseOfflineManifest({...MANIFEST, pages: [{url: '/x/'}]})).toBeNull();
    expect(parseOfflineManifest({...MANIFEST, shell: 'x'})).toBeNull();
  });

  it('gets a build id that changes with any file', () => {
    const other = [MANIFEST.files[0]!, {...MANIFEST.files[1]!, revision: 'r3'}];
    expect(buildIdOf(MANIFEST.files)).toMatch(/^[0-9a-f]{12}$/);
    expect(buildIdOf(other)).not.toBe(buildIdOf(MANIFEST.files));
  });

  it('finds the build files a page loads, and the chunks of a route from the client manifest', () => {
    expect(
      assetsOfPage(
        `<link href="${SCOPE}assets/css/styles.1.css"><script>load(["${SCOPE}assets/js/main.2.js"])</script><img src="/img/x.png"><img src=${SCOPE}img/logo.svg alt=x><meta content=https://docs.example.com${SCOPE}img/card.png>`,
        SCOPE,
      ),
    ).toEqual([
      `${SCOPE}assets/css/styles.1.css`,
      `${SCOPE}assets/js/main.2.js`,
      `${SCOPE}img/logo.svg`,
    ]);
    const files = routeFiles(
      `${SCOPE}offline/`,
      {
        [`${SCOPE}offline/-6ca`]: {__comp: 'page', __context: {plugin: 'data'}},
        [`${SCOPE}-abc`]: {__comp: 'home'},
      },
      {
        origins: {page: ['1', '2'], data: [3], home: ['4']},
        assets: {
          '1': {js: [{publicPath: `${SCOPE}assets/js/page.js`}]},
          '2': {css: [{publicPath: `${SCOPE}assets/css/page.css`}]},
          '3': {js: [{publicPath: `${SCOPE}assets/js/data.js`}]},
          '4': {js: [{publicPath: `${SCOPE}assets/js/home.js`}]},
        },
      },
    );
    expect(files).toEqual([
      `${SCOPE}assets/css/page.css`,
      `${SCOPE}assets/js/data.js`,
      `${SCOPE}assets/js/page.js`,
    ]);
    expect(() => routeFiles(`${SCOPE}missing/`, {}, {origins: {}, assets: {}})).toThrow(
      /no chunks/,
    );
  });

  it('gives the worker every locale’s shell and a version that changes with any build', () => {
    const ja = {
      ...MANIFEST,
      locale: 'ja',
      build: '999999999999',
      shell: ['/mapbox-gl-js/ja/offline/'],
    };
    const input = {
      defaultLocale: 'en',
      locales: ['en', 'ja'],
      siteBaseUrl: SCOPE,
      sharedFolders: [],
      neverCache: [],
      generatedFilesDir: '',
    };
    const both = workerConfigOf(
      [
        {manifest: MANIFEST, baseUrl: SCOPE},
        {manifest: ja, baseUrl: `${SCOPE}ja/`},
      ],
      input,
    );
    expect(both.locales.map((entry) => entry.shell)).toEqual([
      ['/mapbox-gl-js/ja/offline/'],
      ['/mapbox-gl-js/offline/'],
    ]);
    expect(both.locales.map((entry) => entry.locale)).toEqual(['ja', 'en']);
    const changed = workerConfigOf(
      [
        {manifest: MANIFEST, baseUrl: SCOPE},
        {manifest: {...ja, build: '000000000000'}, baseUrl: `${SCOPE}ja/`},
      ],
      input,
    );
    expect(changed.version).not.toBe(both.version);
  });

  it('bundles the worker with Workbox and its settings written in', async () => {
    const script = await bundleServiceWorker({
      version: 'feedc0ffee00',
      scope: SCOPE,
      locales: LOCALES,
      neverCache: [],
    });
    expect(script).toContain('feedc0ffee00');
    expect(script).toContain('docs-visited-pages');
    expect(script).not.toMatch(/\bimport\s|require\(/);
  });
});

describe('a saved copy', () => {
  const saved = {
    build: 'old',
    builtAt: MANIFEST.builtAt,
    savedAt: '2026-11-27T11:00:00.000Z',
    complete: true,
    revisions: {
      '/mapbox-gl-js/guides/': 'r1',
      '/mapbox-gl-js/example-runtime/maplibre-gl.js': 'old',
    },
  };

  it('fetches again only the files that changed or are new', () => {
    expect(filesToFetch(MANIFEST, null)).toEqual(MANIFEST.files);
    expect(filesToFetch(MANIFEST, saved).map((file) => file.url)).toEqual([
      '/mapbox-gl-js/example-runtime/maplibre-gl.js',
    ]);
  });

  it('trusts its record only in the shape the page writes', () => {
    expect(parseSavedCopy(saved)).toEqual(saved);
    expect(parseSavedCopy({...saved, complete: 'yes'})).toBeNull();
    expect(parseSavedCopy({...saved, revisions: {a: 1}})).toBeNull();
    expect(parseSavedCopy('{}')).toBeNull();
  });
});

describe('the offline page', () => {
  it('names only a page of this site as the one asked for', () => {
    const from = (value: string) => `?from=${encodeURIComponent(value)}`;
    expect(requestedPath(from('/mapbox-gl-js/ja/guides/#x'), SCOPE, ORIGIN)).toBe(
      '/mapbox-gl-js/ja/guides/#x',
    );
    expect(requestedPath(from('https://evil.example/mapbox-gl-js/'), SCOPE, ORIGIN)).toBeNull();
    expect(requestedPath(from('//evil.example/mapbox-gl-js/'), SCOPE, ORIGIN)).toBeNull();
    expect(requestedPath(from('javascript:alert(1)'), SCOPE, ORIGIN)).toBeNull();
    expect(requestedPath(from('/other/'), SCOPE, ORIGIN)).toBeNull();
    expect(requestedPath(from(`/mapbox-gl-js/${'a'.repeat(3000)}`), SCOPE, ORIGIN)).toBeNull();
    expect(requestedPath('', SCOPE, ORIGIN)).toBeNull();
  });

  it('writes sizes as the reader’s language does', () => {
    expect(formatMegabytes(27.4 * 1024 * 1024, 'en')).toBe('27 MB');
    expect(formatMegabytes(1.25 * 1024 * 1024, 'en')).toBe('1.3 MB');
    expect(formatMegabytes(0, 'ja')).toBe('0.0 MB');
  });
});
