import {describe, expect, it} from 'vitest';

import {pagesOfHits, queryFromPath} from '../../plugins/search/theme/NotFound/Content/suggestions';

describe("the 404 page's query", () => {
  it('is the words of the path under the base URL', () => {
    expect(queryFromPath('/mapbox-gl-js/ja/api/markerz/', '/mapbox-gl-js/ja/')).toBe('api markerz');
    expect(queryFromPath('/mapbox-gl-js/example/add_a-Marker.html', '/mapbox-gl-js/')).toBe(
      'example add marker',
    );
  });

  it('reads a path it cannot decode as it is, and caps a long one', () => {
    expect(queryFromPath('/mapbox-gl-js/bad%E0%A4%A/', '/mapbox-gl-js/')).toBe('bad e0 a4');
    expect(
      queryFromPath(`/mapbox-gl-js/${'word/'.repeat(40)}`, '/mapbox-gl-js/').length,
    ).toBeLessThanOrEqual(64);
    expect(queryFromPath('/mapbox-gl-js/', '/mapbox-gl-js/')).toBe('');
  });
});

describe("the 404 page's suggestions", () => {
  it('are one per page, best first, skipping hits without a URL or title', () => {
    const hits = [
      {url: '/a/#x', hierarchy: {lvl1: 'A', lvl2: 'x'}},
      {url: '/a/#y', hierarchy: {lvl1: 'A', lvl2: 'y'}},
      {url: '/b/', hierarchy: {lvl0: 'B'}},
      {hierarchy: {lvl1: 'No URL'}},
      {url: '/c/', hierarchy: {}},
      {url: '/d/', hierarchy: {lvl1: 'D'}},
    ];
    expect(pagesOfHits(hits)).toEqual([
      {url: '/a/#x', title: 'A', section: 'x'},
      {url: '/b/', title: 'B'},
      {url: '/d/', title: 'D'},
    ]);
    expect(pagesOfHits(hits, 1)).toHaveLength(1);
  });
});
