import {describe, expect, it} from 'vitest';

import {extractRecords} from '../../plugins/search/build/extract';
import {createEngine, requestParameters} from '../../plugins/search/engine/engine';
import {indexTerms, queryTerms, scanTokens} from '../../plugins/search/engine/tokenize';
import type {SearchHit} from '../../plugins/search/engine/types';
import {apiPage, examplesPageJa, guidePage} from './fixtures/searchPages';

const en = {baseUrl: '/mapbox-gl-js/', siteUrl: 'https://docs.mapbox.com', locale: 'en'};
const records = [
  ...extractRecords({...en, html: guidePage, path: '/mapbox-gl-js/guides/add-your-data/markers/'}),
  ...extractRecords({...en, html: apiPage, path: '/mapbox-gl-js/api/map/'}),
  ...extractRecords({
    ...en,
    baseUrl: '/mapbox-gl-js/ja/',
    locale: 'ja',
    html: examplesPageJa,
    path: '/mapbox-gl-js/ja/example/',
  }),
];
const engine = createEngine(records);
const english = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
const mark = {highlightPreTag: '<mark>', highlightPostTag: '</mark>'};
const path = (hit: SearchHit | undefined) => hit?.url?.replace('https://docs.mapbox.com', '');

describe('tokenizer', () => {
  it('splits words, camelCase parts and Japanese with Intl.Segmenter', () => {
    expect(queryTerms('How to flyTo a map')).toEqual(['flyto', 'map']);
    expect(indexTerms('map.addLayer()')).toEqual(['map', 'addlayer', 'add', 'layer']);
    expect(indexTerms('GeoJSONSource')).toEqual(['geojsonsource', 'geo', 'json', 'source']);
    const japanese = scanTokens('マーカーを追加する').map((token) => token.term);
    expect(japanese).toContain('マーカー');
    expect(japanese).toContain('追加');
    // Particles are not required to match.
    expect(queryTerms('マーカーを追加')).toEqual(['マーカー', '追加']);
  });
});

describe('search engine', () => {
  it('answers in the hosted service shape with highlights and snippets', () => {
    const result = engine.search({
      query: 'marker',
      indexName: 'mapbox',
      facetFilters: english,
      hitsPerPage: 20,
      clickAnalytics: true,
      attributesToSnippet: ['hierarchy.lvl1:10', 'content:10'],
      ...mark,
    });
    expect(result).toMatchObject({page: 0, hitsPerPage: 20, index: 'mapbox', query: 'marker'});
    expect(result.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(result.nbHits).toBeGreaterThan(2);
    const [first] = result.hits;
    expect(first?.type).toBe('lvl1');
    expect(first?._highlightResult).toMatchObject({
      hierarchy: {
        lvl1: {value: '<mark>Marker</mark>s', matchLevel: 'full', matchedWords: ['marker']},
      },
    });
    expect(first?._snippetResult).toMatchObject({
      hierarchy: {lvl1: {value: '<mark>Marker</mark>s'}},
    });
  });

  it('finds by prefix and with a typo, and ranks a page above its paragraphs', () => {
    expect(path(engine.search({query: 'mark', facetFilters: english}).hits[0])).toBe(
      '/mapbox-gl-js/guides/add-your-data/markers/',
    );
    const typo = engine.search({query: 'flyTp', facetFilters: english, ...mark});
    expect(path(typo.hits[0])).toBe('/mapbox-gl-js/api/map/#map-camera-methods');
    expect(typo.hits[0]?.type).toBe('lvl4');
  });

  it('cuts snippets to the requested number of words around the match, with ellipses', () => {
    const result = engine.search({
      query: 'position',
      facetFilters: english,
      attributesToSnippet: ['content:4'],
      snippetEllipsisText: '…',
      ...mark,
    });
    const snippet = (result.hits[0]?._snippetResult as {content: {value: string}}).content.value;
    expect(snippet).toMatch(/^….*<mark>position<\/mark>.*…$/);
    expect(
      snippet
        .replace(/<\/?mark>|…/g, '')
        .trim()
        .split(/\s+/),
    ).toHaveLength(4);
  });

  it('escapes HTML in highlighted text', () => {
    const result = engine.search({query: 'popups', facetFilters: english, ...mark});
    const content = (result.hits[0]?._highlightResult as {content?: {value: string}}).content;
    expect(content?.value).toBe('Add markers &amp; <mark>popups</mark> to a map.');
  });

  it('honours facet filters, pages and hits per page, one hit per URL', () => {
    expect(engine.search({query: 'marker', facetFilters: ['language:fr']}).nbHits).toBe(0);
    const all = engine.search({query: 'marker', facetFilters: english, hitsPerPage: 2});
    expect(all.hits).toHaveLength(2);
    expect(all.nbPages).toBe(Math.ceil(all.nbHits / 2));
    const second = engine.search({query: 'marker', facetFilters: english, hitsPerPage: 2, page: 1});
    expect(second.hits[0]?.objectID).not.toBe(all.hits[0]?.objectID);
    const urls = engine
      .search({query: 'marker', facetFilters: english, hitsPerPage: 50})
      .hits.map((hit) => hit.url);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('searches Japanese and matches catalogue keywords', () => {
    const japanese = ['language:ja'];
    const result = engine.search({query: 'マーカーを追加', facetFilters: japanese, ...mark});
    expect(path(result.hits[0])).toBe('/mapbox-gl-js/ja/example/#add-a-marker');
    expect(
      (result.hits[0]?._highlightResult as {hierarchy: {lvl3: {value: string}}}).hierarchy.lvl3
        .value,
    ).toContain('<mark>マーカー</mark>');
    expect(path(engine.search({query: 'add-a-marker', facetFilters: japanese}).hits[0])).toBe(
      '/mapbox-gl-js/ja/example/#add-a-marker',
    );
  });

  it('counts facets and reads URL-encoded params, as the search page helper sends them', () => {
    const request = requestParameters({
      indexName: 'mapbox',
      params: 'query=marker&hitsPerPage=1&facets=%5B%22language%22%5D',
    });
    const result = engine.search(request);
    expect(result.hits).toHaveLength(1);
    expect(result.facets?.language?.en).toBeGreaterThan(1);
  });

  it('retrieves only the attributes asked for', () => {
    const [hit] = engine.search({
      query: 'marker',
      attributesToRetrieve: ['url', 'hierarchy.lvl1'],
    }).hits;
    expect(Object.keys(hit ?? {}).sort()).toEqual([
      '_highlightResult',
      'hierarchy',
      'objectID',
      'url',
    ]);
    expect(Object.keys(hit?.hierarchy ?? {})).toEqual(['lvl1']);
  });
});
