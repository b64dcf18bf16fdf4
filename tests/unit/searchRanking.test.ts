import {describe, expect, it} from 'vitest';

import {createEngine} from '../../plugins/search/engine/engine';
import {singular, swapVariants} from '../../plugins/search/engine/queryWords';
import {loanwordParts, loanwordTranslations} from '../../plugins/search/engine/loanwords';
import {indexTerms, queryTerms} from '../../plugins/search/engine/tokenize';
import type {RecordType, SearchRecord} from '../../plugins/search/engine/types';

const SITE = 'https://docs.example.com/gl-js/';

/** A record as the index builder writes it, from a path and its headings. */
function record(
  path: string,
  type: RecordType,
  headings: {lvl1: string; lvl2?: string; lvl3?: string},
  content: string | null = null,
  position = 0,
): SearchRecord {
  return {
    objectID: `${path}:${position}`,
    url: SITE + path,
    type,
    hierarchy: {
      lvl0: 'Docs',
      lvl1: headings.lvl1,
      lvl2: headings.lvl2 ?? null,
      lvl3: headings.lvl3 ?? null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    content,
    language: 'en',
    docusaurus_tag: ['default'],
    position,
  };
}

const api = {lvl1: 'Markers and controls'};
const records: SearchRecord[] = [
  record('api/markers/', 'lvl1', api),
  record('api/markers/#marker', 'lvl2', {...api, lvl2: 'Marker'}),
  record('api/markers/#marker', 'content', {...api, lvl2: 'Marker'}, 'Creates a marker.', 2),
  record('api/markers/#marker#addto', 'lvl3', {...api, lvl2: 'Marker', lvl3: 'addTo'}, null, 3),
  record(
    'api/markers/#marker#addto',
    'content',
    {...api, lvl2: 'Marker', lvl3: 'addTo'},
    'Attaches the marker to a map: add it after the map is created.',
    4,
  ),
  record('api/markers/#navigationcontrol', 'lvl2', {...api, lvl2: 'NavigationControl'}, null, 5),
  record('api/map/', 'lvl1', {lvl1: 'Map'}),
  record('api/map/#map#fitbounds', 'lvl3', {lvl1: 'Map', lvl2: 'Map', lvl3: 'fitBounds'}, null, 1),
  record(
    'api/map/#map#fitbounds',
    'content',
    {lvl1: 'Map', lvl2: 'Map', lvl3: 'fitBounds'},
    'Pans and zooms the map to fit the bounds.',
    2,
  ),
  record('example/add-a-marker/', 'lvl1', {lvl1: 'Add a default marker to a web map'}),
  record(
    'example/add-a-marker/',
    'content',
    {lvl1: 'Add a default marker to a web map'},
    'A Marker at a point, added with addTo.',
    1,
  ),
  record('example/navigation/', 'lvl1', {lvl1: 'Display map navigation controls'}),
  record('example/fitbounds/', 'lvl1', {lvl1: 'Fit a map to a bounding box'}),
  record(
    'example/fitbounds/',
    'content',
    {lvl1: 'Fit a map to a bounding box'},
    'fitBounds moves the map so that the box fills the view.',
    1,
  ),
  record('example/heatmap-layer/', 'lvl1', {lvl1: 'Create a heatmap layer'}),
  record('guides/projections/', 'lvl1', {lvl1: 'Projections'}),
  record('example/map-projection/', 'lvl1', {
    lvl1: 'Display a web map using an alternate projection',
  }),
  record('guides/install/', 'lvl1', {lvl1: 'Install'}),
];
const japanese: SearchRecord[] = [
  {
    ...record('ja/example/heatmap-layer/', 'lvl1', {lvl1: 'ヒートマップレイヤーを作成する'}),
    language: 'ja',
  },
  {
    ...record('ja/example/add-a-marker/', 'lvl1', {lvl1: 'デフォルトのマーカーを追加'}),
    language: 'ja',
  },
  {...record('ja/guides/install/', 'lvl1', {lvl1: 'インストール'}), language: 'ja'},
];
const engine = createEngine([...records, ...japanese]);

function top(query: string, count: number, language = 'en'): (string | undefined)[] {
  const {hits} = engine.search({query, facetFilters: [`language:${language}`], hitsPerPage: 5});
  return hits.slice(0, count).map((hit) => hit.url?.slice(SITE.length));
}

function first(query: string, language = 'en'): string | undefined {
  return top(query, 1, language)[0];
}

describe('typo tolerance', () => {
  it('spells a word with each pair of neighbouring letters swapped', () => {
    expect(swapVariants('mraker')).toContain('marker');
    expect(swapVariants('abcd')).toEqual(['bacd', 'acbd', 'abdc']);
    // Equal neighbours give no variant.
    expect(swapVariants('poop')).toEqual(['opop', 'popo']);
  });

  it('finds a word typed with two letters swapped, as one typo', () => {
    // The entry, under its page's own hit (the dialog draws it as the page's child).
    expect(top('mraker', 2)).toEqual(['api/markers/', 'api/markers/#marker']);
    expect(first('heatmpa')).toBe('example/heatmap-layer/');
    expect(first('instlal')).toBe('guides/install/');
  });

  it('does not correct short words, which would find noise', () => {
    // "amp" is three letters: no swap ("map"), and too short for an edit.
    expect(engine.search({query: 'amp', facetFilters: ['language:en']}).nbHits).toBe(0);
  });

  it('leaves a word alone when it is the start of an indexed word', () => {
    // "proj" is being typed: projections, not a swapped "porj".
    expect(first('proj')).toBe('guides/projections/');
  });
});

describe('ranking', () => {
  it('puts the page whose title holds every word of a task first', () => {
    expect(first('add a marker')).toBe('example/add-a-marker/');
  });

  it('puts an API member first for a name typed as written', () => {
    expect(top('marker', 2)).toEqual(['api/markers/', 'api/markers/#marker']);
    expect(first('addTo')).toBe('api/markers/#marker#addto');
    expect(first('fitBounds')).toBe('api/map/#map#fitbounds');
    // A class named in words is still the class.
    expect(first('navigation control')).toBe('api/markers/#navigationcontrol');
  });

  it('reads a method name typed in words as a task, answered by the page of that name', () => {
    expect(first('fit bounds')).toBe('example/fitbounds/');
  });

  it('matches a heading in the singular or the plural', () => {
    expect(singular('projections')).toBe('projection');
    expect(singular('properties')).toBe('property');
    expect(singular('class')).toBe('class');
    expect(first('projection')).toBe('guides/projections/');
  });
});

describe('Japanese loanwords', () => {
  it('keeps a katakana word whole and splits a compound into its loanwords', () => {
    expect(queryTerms('ヒートマップ')).toEqual(['ヒートマップ']);
    expect(indexTerms('ヒートマップレイヤーを作成する')).toEqual([
      'ヒートマップレイヤー',
      'ヒートマップ',
      'レイヤー',
      '作成',
    ]);
    expect(loanwordParts('マーカー')).toEqual([]);
    expect(loanwordParts('ベクタータイル')).toEqual([
      {start: 0, end: 4},
      {start: 4, end: 7},
    ]);
  });

  it('finds a page by a part of a compound, and by the English of a loanword', () => {
    expect(loanwordTranslations('マーカー')).toEqual(['marker']);
    expect(loanwordTranslations('marker')).toEqual(['マーカー']);
    expect(first('ヒートマップ', 'ja')).toBe('ja/example/heatmap-layer/');
    expect(first('heatmap', 'ja')).toBe('ja/example/heatmap-layer/');
    expect(first('マーカー', 'en')).toMatch(/^api\/markers\//);
  });
});
