import {describe, expect, it} from 'vitest';
import {ApiModel} from '../../src/model/api/apiModel';
import {exampleUses} from '../../src/model/code/exampleUses';

import {API_PAGES} from '../../docs/api/_entries';
import {
  groupAnchor,
  itemAnchor,
  memberAnchor,
  paramRowAnchor,
  paramsAnchor,
} from '../../src/model/api/anchors';
import {countEntries, filterPage} from '../../plugins/api-reference/model/filter';
import {
  relatedExamples,
  relatedExamplesOfPage,
} from '../../plugins/api-reference/build/relatedExamples';
import {
  defaultOpenSections,
  sectionForAnchor,
  sectionsOf,
  sectionsWithMatches,
} from '../../plugins/api-reference/model/sections';
import {itemSignature, linkTypes, memberSignature} from '../../src/model/api/signature';
import {localizeApiPage} from '../../plugins/api-reference/build/localize';
import {tocOf} from '../../plugins/api-reference/model/toc';
import type {ApiItem, ApiPage} from '../../src/model/api/types';
import {validatePages} from '../../src/model/api/validate';

const text = (en: string) => ({en, ja: `${en}（日本語）`});

const MARKER: ApiItem = {
  name: 'Marker',
  kind: 'class',
  extends: 'Evented',
  description: text('A pin.'),
  example: 'new %product%gl.Marker();',
  params: [
    {name: 'options', type: 'Object', optional: true, description: text('Settings.')},
    {name: 'options.color', type: 'string', default: "'#3FB1CE'", description: text('Colour.')},
  ],
  paramsId: 'options',
  groups: [
    {
      id: 'methods',
      title: text('Instance members'),
      collapsed: true,
      members: [
        {
          kind: 'method',
          name: 'setLngLat',
          description: text('Moves it.'),
          params: [{name: 'lnglat', type: 'LngLatLike', description: text('Where.')}],
          returns: {type: 'Marker'},
          example: 'marker.setLngLat([0, 0]);',
        },
        {kind: 'property', name: 'draggable', type: 'boolean', description: text('Drag.')},
      ],
    },
    {
      id: 'events',
      title: text('Events'),
      members: [
        {kind: 'event', name: 'dragend', eventType: 'Object', description: text('Dropped.')},
      ],
    },
  ],
};

const LNGLAT: ApiItem = {
  name: 'LngLat',
  kind: 'class',
  description: text('A position.'),
  example: 'new %product%gl.LngLat(0, 0);',
  params: [
    {name: 'lng', type: 'number', description: text('Longitude.')},
    {name: 'lat', type: 'number', description: text('Latitude.')},
  ],
  groups: [
    {
      id: 'static-members',
      title: text('Static members'),
      members: [
        {
          kind: 'method',
          static: true,
          name: 'convert',
          description: text('Converts.'),
          params: [{name: 'input', type: 'LngLatLike', description: text('Input.')}],
          returns: {type: 'LngLat'},
          example: 'LngLat.convert([0, 0]);',
        },
      ],
    },
  ],
};

const PAGE: ApiPage = {id: 'markers', items: [MARKER, LNGLAT]};

describe('anchors', () => {
  it('follow the item#member, Item.static and item.event:name patterns', () => {
    const [setLngLat, draggable] = MARKER.groups?.[0]?.members ?? [];
    const dragend = MARKER.groups?.[1]?.members[0];
    const convert = LNGLAT.groups?.[0]?.members[0];
    expect(itemAnchor(MARKER)).toBe('marker');
    expect(setLngLat && memberAnchor(MARKER, setLngLat)).toBe('marker#setlnglat');
    expect(draggable && memberAnchor(MARKER, draggable)).toBe('marker#draggable');
    expect(dragend && memberAnchor(MARKER, dragend)).toBe('marker.event:dragend');
    expect(convert && memberAnchor(LNGLAT, convert)).toBe('lnglat.convert');
    expect(groupAnchor(MARKER, {id: 'methods'})).toBe('marker-methods');
    expect(paramsAnchor(MARKER)).toBe('marker-options');
    expect(paramsAnchor(LNGLAT)).toBe('lnglat-parameters');
    expect(paramRowAnchor(MARKER, 'options.color')).toBe('marker.param:options.color');
  });
});

describe('signatures', () => {
  it('are built from the parameters and the return type', () => {
    const [setLngLat, draggable] = MARKER.groups?.[0]?.members ?? [];
    const dragend = MARKER.groups?.[1]?.members[0];
    const convert = LNGLAT.groups?.[0]?.members[0];
    expect(itemSignature(MARKER)).toBe('new %product%gl.Marker(options?: Object)');
    expect(itemSignature({...MARKER, createdBy: 'map.addMarker()'})).toBe(
      'class Marker extends Evented',
    );
    expect(setLngLat && memberSignature(MARKER, setLngLat)).toBe(
      'marker.setLngLat(lnglat: LngLatLike): Marker',
    );
    expect(draggable && memberSignature(MARKER, draggable)).toBe('marker.draggable: boolean');
    expect(dragend && memberSignature(MARKER, dragend)).toBe(
      "marker.on('dragend', (event: Object) => void)",
    );
    expect(convert && memberSignature(LNGLAT, convert)).toBe(
      'LngLat.convert(input: LngLatLike): LngLat',
    );
    expect(
      itemSignature({
        name: 'PaddingOptions',
        kind: 'object',
        description: text('Padding.'),
        params: [
          {name: 'top', type: 'number', description: text('Top.')},
          {name: 'left', type: 'number', optional: true, description: text('Left.')},
        ],
      }),
    ).toBe('type PaddingOptions = {\n  top: number;\n  left?: number;\n}');
    expect(
      itemSignature({
        name: 'PointLike',
        kind: 'type',
        type: 'Point | [number, number]',
        description: text('p'),
      }),
    ).toBe('type PointLike = Point | [number, number]');
    expect(itemSignature({name: 'prewarm', kind: 'function', description: text('Warms up.')})).toBe(
      '%product%gl.prewarm(): void',
    );
  });

  it('link documented types, but not member access or string literals', () => {
    const links = {
      Map: '/api/map/#map',
      LngLat: '/api/geography/#lnglat',
      Point: '/api/geography/#point',
    };
    const parts = linkTypes("new %product%gl.Map(a: LngLat | 'Point'): Map", links);
    expect(parts.filter((part) => part.href).map((part) => part.text)).toEqual(['LngLat', 'Map']);
    expect(parts.map((part) => part.text).join('')).toBe(
      "new %product%gl.Map(a: LngLat | 'Point'): Map",
    );
    expect(linkTypes('LngLat.convert(x: Point)', links).filter((part) => part.href)).toEqual([
      {text: 'Point', href: '/api/geography/#point'},
    ]);
  });
});

describe('table of contents', () => {
  it('lists items, their groups, then members marked as methods, events or static', () => {
    const english = localizeApiPage(PAGE, 'en', {
      productId: 'mapbox',
      productName: 'Mapbox',
      libraryVersion: '3.0.0',
    });
    // Names may wrap between their parts in a narrow column (`<wbr>`); group titles are prose.
    expect(tocOf(english).map(({value, level}) => `${level} ${value}`)).toEqual([
      '2 Marker',
      '3 Instance members',
      '4 set<wbr>Lng<wbr>Lat<wbr>()',
      '4 draggable',
      '3 Events',
      "4 on<wbr>('dragend')",
      '2 Lng<wbr>Lat',
      '3 Static members',
      '4 Lng<wbr>Lat.<wbr>convert<wbr>()',
    ]);
    expect(tocOf(english).find(({value}) => value === 'Events')?.id).toBe('marker-events');
  });
});

describe('filter', () => {
  it('shows everything for an empty query and narrows by name', () => {
    expect(filterPage(PAGE, '  ')).toBeNull();
    const result = filterPage(PAGE, 'setlng');
    expect(result?.shown).toBe(1);
    expect(result?.total).toBe(countEntries(PAGE));
    expect([...(result?.items ?? [])]).toEqual(['marker']);
    expect([...(result?.members ?? [])]).toEqual(['marker#setlnglat']);
  });

  it('matches qualified names, parameter rows and whole items', () => {
    expect([...(filterPage(PAGE, 'Marker.setLngLat()')?.members ?? [])]).toEqual([
      'marker#setlnglat',
    ]);
    expect([...(filterPage(PAGE, 'options.color')?.params ?? [])]).toEqual([
      'marker.param:options.color',
    ]);
    const whole = filterPage(PAGE, 'lnglat');
    // LngLat matches by name (with its members and rows); Marker only through setLngLat.
    expect(whole?.items.has('lnglat')).toBe(true);
    expect(whole?.members.has('lnglat.convert')).toBe(true);
    expect(whole?.params.has('lnglat.param:lng')).toBe(true);
    expect(whole?.members.has('marker#draggable')).toBe(false);
    expect(filterPage(PAGE, 'nothing-like-this')?.shown).toBe(0);
  });
});

describe('sections', () => {
  const sections = sectionsOf(PAGE);

  it('start as the entries say and are found from any anchor inside them', () => {
    expect([...defaultOpenSections(sections)].sort()).toEqual(
      ['lnglat-parameters', 'lnglat-static-members', 'marker-events', 'marker-options'].sort(),
    );
    expect(sectionForAnchor(sections, 'marker#draggable')).toBe('marker-methods');
    expect(sectionForAnchor(sections, 'marker-methods')).toBe('marker-methods');
    expect(sectionForAnchor(sections, 'marker.param:options.color')).toBe('marker-options');
    expect(sectionForAnchor(sections, 'marker')).toBeUndefined();
  });

  it('open exactly where a filter found something', () => {
    const result = filterPage(PAGE, 'drag');
    expect(result && [...sectionsWithMatches(sections, result)].sort()).toEqual([
      'marker-events',
      'marker-methods',
    ]);
  });
});

describe('related examples', () => {
  const examples = [
    {
      slug: 'long',
      code: `// ${'x'.repeat(500)}\nconst marker = new mapboxgl.Marker(); marker.setLngLat([0, 0]);`,
    },
    {slug: 'short', code: "new mapboxgl.Marker().on('dragend', () => {});"},
    {
      slug: 'source',
      code: "map.addSource('a', {type: 'geojson', data}); map.getSource('a').setData(d);",
    },
    {slug: 'unrelated', code: 'map.setLngLat = 1; console.log(LngLat);'},
  ];
  const pages: ApiPage[] = [
    PAGE,
    {
      id: 'sources',
      items: [
        {
          name: 'GeoJSONSource',
          kind: 'class',
          receiver: 'source',
          description: text('GeoJSON.'),
          groups: [
            {
              id: 'members',
              title: text('Members'),
              members: [
                {kind: 'method', name: 'setData', description: text('Sets.'), example: 'x'},
              ],
            },
          ],
        },
      ],
    },
  ];
  const model = new ApiModel(pages, 'mapboxgl');
  const related = relatedExamples(
    pages,
    examples.map((example) => ({
      ...example,
      title: example.slug,
      apiKeys: exampleUses(example.code, model, 'mapbox').entries.map(({key}) => key),
    })),
  );

  it('come from the use table: classes shown by the code, chains, events, source types and added source ids', () => {
    expect(related['marker#setlnglat']).toEqual(['long']);
    expect(related['marker.event:dragend']).toEqual(['short']);
    expect(related['geojsonsource#setdata']).toEqual(['source']);
    expect(related['geojsonsource']).toEqual(['source']);
    expect(related['lnglat']).toBeUndefined();
  });

  it('rank an item’s examples by how much of it they use, then by size', () => {
    expect(related['marker']).toEqual(['short', 'long']);
  });

  it('go into each page’s data with their titles, only for that page’s entries', () => {
    const titles = {long: 'A long one', short: 'Drag a marker', source: 'Update data'};
    const sources = relatedExamplesOfPage(pages[1]!, related, titles);
    expect(sources).toEqual({
      geojsonsource: [{slug: 'source', title: 'Update data'}],
      'geojsonsource#setdata': [{slug: 'source', title: 'Update data'}],
    });
    const markers = relatedExamplesOfPage(pages[0]!, related, {short: 'Drag a marker'});
    // An example without a title in the locale is left out.
    expect(markers['marker']).toEqual([{slug: 'short', title: 'Drag a marker'}]);
    expect(markers['marker#setlnglat']).toBeUndefined();
  });
});

describe('validation', () => {
  it('reports missing text, examples, orphan parameters and duplicate anchors', () => {
    const broken: ApiPage = {
      id: 'markers',
      items: [
        {
          ...MARKER,
          description: {en: 'ok', ja: ' '},
          example: undefined,
          params: [{name: 'options.color', type: 'string', description: text('c')}],
        },
        {...LNGLAT, name: 'Marker'},
      ],
    };
    const problems = validatePages([broken]);
    expect(problems).toEqual(
      expect.arrayContaining([
        'markers: Marker: ja text is missing',
        'markers: Marker: has no example',
        'markers: Marker: parameter options.color comes before (or without) options',
        'markers: Marker: anchor #marker is used twice on /api/markers/',
      ]),
    );
  });

  it('reports pages missing or out of the order of API_PAGE_IDS, the one list of them', () => {
    const [first, second, ...rest] = API_PAGES;
    expect(validatePages([second!, first!, ...rest])[0]).toMatch(
      /^the pages must be map, properties, .* in this order \(found properties, map, /,
    );
    expect(validatePages(rest)[0]).toMatch(/^the pages must be /);
  });
});
