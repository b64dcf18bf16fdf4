import {describe, expect, it} from 'vitest';

import {
  DEFAULT_LIBRARY_VERSION,
  missingResultsUrlFor,
  baseUrlFor,
  environmentForHostname,
  resolveSettings,
  siteTitleFor,
} from '../../src/config/settings';

describe('resolveSettings', () => {
  it('defaults to the mapbox product with its index and base URL', () => {
    const settings = resolveSettings({});
    expect(settings.productId).toBe('mapbox');
    expect(settings.productName).toBe('Mapbox');
    expect(baseUrlFor(settings)).toBe('/mapbox-gl-js/');
    expect(siteTitleFor(settings)).toBe('Mapbox GL JS');
    expect(settings.search.indexName).toBe('mapbox');
    expect(settings.search.appId).toBe('');
    expect(settings.hosts.production.docs).toBe('https://docs.mapbox.com');
    expect(settings.hosts.production.account).toBe('https://account.mapbox.com');
    expect(settings.hosts.development.account).toBe('http://localhost:3031');
    expect(settings.hosts.production.feedbackEndpoint, 'no feedback endpoint unless set').toBe('');
    expect(settings.hosts.development.feedbackEndpoint).toBe('http://localhost:3031/api/feedback');
    expect(settings.libraryVersion).toBe(DEFAULT_LIBRARY_VERSION);
    // The docs describe a stable release unless a maintainer sets LIBRARY_VERSION on purpose.
    expect(DEFAULT_LIBRARY_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('posts page feedback where FEEDBACK_ENDPOINT says, and nowhere when development says off', () => {
    const settings = resolveSettings({
      FEEDBACK_ENDPOINT: 'https://feedback.example.org/docs',
      DEV_FEEDBACK_ENDPOINT: 'off',
    });
    expect(settings.hosts.production.feedbackEndpoint).toBe('https://feedback.example.org/docs');
    expect(settings.hosts.development.feedbackEndpoint).toBe('');
  });

  it('derives names, hosts and the index from PRODUCT_ID', () => {
    const settings = resolveSettings({PRODUCT_ID: 'acme'});
    expect(baseUrlFor(settings)).toBe('/acme-gl-js/');
    expect(settings.productName).toBe('Acme');
    expect(settings.search.indexName).toBe('acme');
    expect(settings.hosts.production.console).toBe('https://console.acme.com');
  });

  it('lets every value be overridden and trims trailing slashes from hosts', () => {
    const settings = resolveSettings({
      PRODUCT_NAME: 'Mapbox Labs',
      DOCS_HOST: 'https://docs.example.org/',
      ACCOUNT_HOST: 'https://login.example.org//',
      SEARCH_APP_ID: 'APP',
      SEARCH_API_KEY: 'KEY',
      SEARCH_INDEX_NAME: 'docs-index',
      SEARCH_MISSING_RESULTS_URL: 'https://example.org/feedback?q={query}',
      PUBLIC_TOKEN: 'pk.abc',
      DEV_ACCOUNT_HOST: 'http://127.0.0.1:4000/',
    });
    expect(settings.productName).toBe('Mapbox Labs');
    expect(settings.hosts.production.docs).toBe('https://docs.example.org');
    expect(settings.hosts.production.account).toBe('https://login.example.org');
    expect(settings.search).toEqual({
      appId: 'APP',
      apiKey: 'KEY',
      indexName: 'docs-index',
      maxResultsPerGroup: 5,
      externalUrlRegex: '',
      missingResultsUrl: 'https://example.org/feedback?q={query}',
    });
    expect(missingResultsUrlFor(settings, 'fly to & back')).toBe(
      'https://example.org/feedback?q=fly%20to%20%26%20back',
    );
    expect(settings.publicTokens.production).toBe('pk.abc');
    expect(settings.hosts.development.console).toBe('http://127.0.0.1:4000/console');
  });

  it('links the no-results screen to the docs issue tracker, or nowhere when set empty', () => {
    expect(missingResultsUrlFor(resolveSettings({}), 'heatmpa')).toMatch(
      /^https:\/\/github\.com\/mapbox\/mapbox-gl-js-docs\/issues\/new\?.*heatmpa$/,
    );
    expect(
      missingResultsUrlFor(resolveSettings({SEARCH_MISSING_RESULTS_URL: 'off'}), 'heatmpa'),
    ).toBeNull();
  });

  it('ignores blank environment values', () => {
    expect(resolveSettings({PRODUCT_ID: '  ', SEARCH_INDEX_NAME: ''}).search.indexName).toBe(
      'mapbox',
    );
  });

  it('rejects a product id that cannot be a URL segment', () => {
    expect(() => resolveSettings({PRODUCT_ID: 'my product'})).toThrow(/PRODUCT_ID/);
    expect(() => resolveSettings({PRODUCT_ID: '../x'})).toThrow(/PRODUCT_ID/);
  });
});

describe('environmentForHostname', () => {
  const settings = resolveSettings({});

  it.each([
    ['docs.mapbox.com', 'production'],
    ['mapbox.com', 'production'],
    ['DOCS.MAPBOX.COM.', 'production'],
    ['localhost', 'development'],
    ['127.0.0.1', 'development'],
    ['notmapbox.com', 'development'],
    ['mapbox.com.evil.net', 'development'],
  ] as const)('%s is %s', (hostname, expected) => {
    expect(environmentForHostname(hostname, settings)).toBe(expected);
  });
});
