import {describe, expect, it} from 'vitest';

import {extractRecords, sectionOf} from '../../plugins/search/build/extract';
import {apiOptionsPage, apiPage, examplesPageJa, guidePage} from './fixtures/searchPages';

const site = {baseUrl: '/mapbox-gl-js/', siteUrl: 'https://docs.mapbox.com', locale: 'en'};

describe('search index records from built HTML', () => {
  const records = extractRecords({
    ...site,
    html: guidePage,
    path: '/mapbox-gl-js/guides/add-your-data/markers/',
  });
  const url = 'https://docs.mapbox.com/mapbox-gl-js/guides/add-your-data/markers/';

  it('gives the page a lvl1 record and its description a content record', () => {
    expect(records[0]).toMatchObject({
      type: 'lvl1',
      url,
      content: null,
      language: 'en',
      docusaurus_tag: ['docs-default-current'],
      hierarchy: {lvl0: 'Guides', lvl1: 'Markers', lvl2: null},
    });
    expect(records[1]).toMatchObject({
      type: 'content',
      url,
      content: 'Add markers & popups to a map.',
    });
    expect(new Set(records.map((record) => record.objectID)).size).toBe(records.length);
  });

  it('makes a record per h2 and h3, and points text at the nearest heading', () => {
    const byContent = (text: string) => records.find((record) => record.content?.startsWith(text));
    expect(byContent('Markers show a HTMLElement')?.url).toBe(url);
    expect(records.find((record) => record.type === 'lvl2')).toMatchObject({
      url: `${url}#add-a-marker`,
      hierarchy: {lvl2: 'Add a marker', lvl3: null},
    });
    expect(byContent('Create the marker')?.url).toBe(`${url}#add-a-marker`);
    expect(records.find((record) => record.type === 'lvl3')).toMatchObject({
      url: `${url}#custom-icons`,
      hierarchy: {lvl2: 'Add a marker', lvl3: 'Custom icons'},
    });
    expect(byContent('color')).toMatchObject({
      url: `${url}#custom-icons`,
      content: 'color · Colour of the default marker.',
    });
  });

  it('leaves out code blocks, navigation, table headers and nested lists', () => {
    const text = records.map((record) => record.content ?? '').join('\n');
    expect(text).not.toContain('new Marker()');
    expect(text).not.toContain('Site navigation');
    expect(text).not.toContain('Option');
    expect(text, 'a translation notice').not.toContain('out of date');
    expect(text).not.toContain('\u200b');
    expect(records.filter((record) => record.content?.includes('Nested item'))).toHaveLength(1);
    expect(records.find((record) => record.content?.startsWith('Drag it'))?.content).toBe(
      'Drag it with draggable: true.',
    );
  });

  it('makes API members records of their own under the section heading', () => {
    const api = extractRecords({...site, html: apiPage, path: '/mapbox-gl-js/api/map/'});
    const flyTo = api.find((record) => record.hierarchy.lvl4?.startsWith('flyTo'));
    expect(flyTo).toMatchObject({
      type: 'lvl4',
      url: 'https://docs.mapbox.com/mapbox-gl-js/api/map/#map-camera-methods',
      content: 'Animates the camera along a flight curve.',
      hierarchy: {lvl0: 'API Reference', lvl1: 'Map', lvl2: 'Map', lvl3: 'Camera methods'},
    });
    // The member does not leak into the next record's hierarchy.
    expect(api.find((record) => record.hierarchy.lvl4?.startsWith('jumpTo'))?.hierarchy.lvl4).toBe(
      'jumpTo(options)',
    );
  });

  it("indexes an API page's reference from its model's blocks, after the page's own prose", () => {
    const api = extractRecords({
      ...site,
      html: apiOptionsPage,
      path: '/mapbox-gl-js/api/map/',
      apiReference: [
        {kind: 'heading', depth: 2, text: 'Map', id: 'map'},
        {kind: 'heading', depth: 3, text: 'Options', id: 'map-options'},
        {
          kind: 'entry',
          name: 'options.hash',
          id: 'map.param:options.hash',
          text: 'boolean — model',
        },
        {kind: 'text', text: 'Keeps the camera in the URL (model).'},
      ],
    });
    expect(api.map((record) => record.content)).toEqual([
      null,
      'Reference for the Map class.',
      "Written in the page's MDX.",
      null,
      null,
      'boolean — model',
      'Keeps the camera in the URL (model).',
    ]);
    expect(api.find((record) => record.hierarchy.lvl4 === 'options.hash')).toMatchObject({
      type: 'lvl4',
      url: 'https://docs.mapbox.com/mapbox-gl-js/api/map/#map.param:options.hash',
      hierarchy: {lvl2: 'Map', lvl3: 'Options'},
    });
    // The entry opens no section: the text after it is the Options section's.
    expect(api.at(-1)).toMatchObject({
      url: 'https://docs.mapbox.com/mapbox-gl-js/api/map/#map-options',
      hierarchy: {lvl3: 'Options', lvl4: null},
    });
  });

  it('gives catalogue entries their slug and topics as keywords, in Japanese', () => {
    const ja = extractRecords({
      ...site,
      baseUrl: '/mapbox-gl-js/ja/',
      locale: 'ja',
      html: examplesPageJa,
      path: '/mapbox-gl-js/ja/example/',
    });
    expect(ja.find((record) => record.type === 'lvl3')).toMatchObject({
      url: 'https://docs.mapbox.com/mapbox-gl-js/ja/example/#add-a-marker',
      language: 'ja',
      keywords: ['add-a-marker ポップアップ'],
      hierarchy: {lvl0: 'サンプル', lvl1: 'サンプル', lvl2: 'マーカー'},
    });
  });

  it('reads minified HTML that leaves out optional end tags', () => {
    const html = `<meta name=docsearch:language content=en><div class="theme-doc-markdown markdown"><header><h1>Map</h1></header><h3 id=methods>Methods</h3><table><thead><tr><th>Method<th>Description<tbody><tr><td><code>a()</code><td>First.<tr><td><code>b()</code><td>Second.</table><p>After the table.</div>`;
    const api = extractRecords({...site, html, path: '/mapbox-gl-js/api/map/'});
    expect(api.filter((record) => record.type === 'lvl4').map((record) => record.content)).toEqual([
      'First.',
      'Second.',
    ]);
    expect(api.at(-1)?.content).toBe('After the table.');
  });

  it('indexes no page without the docs article: the example pages come from their model', () => {
    const html = `<html><head><meta name="docsearch:language" content="en"></head><body>
      <main><article><h1>Create and style clusters</h1>
      <p>Nearby points merge into clusters.</p></article></main></body></html>`;
    expect(extractRecords({...site, html, path: '/mapbox-gl-js/example/cluster/'})).toEqual([]);
  });

  it('skips pages outside the docs sections', () => {
    expect(sectionOf('/mapbox-gl-js/', '/mapbox-gl-js/')).toBeNull();
    expect(sectionOf('/mapbox-gl-js/search/', '/mapbox-gl-js/')).toBeNull();
    expect(sectionOf('/mapbox-gl-js/plugins/', '/mapbox-gl-js/')).toBe('plugins');
    expect(extractRecords({...site, html: guidePage, path: '/mapbox-gl-js/search/'})).toEqual([]);
  });
});
