import {gzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';

import {extractRecords} from '../../plugins/search/build/extract';
import {packIndex, unpackIndex} from '../../plugins/search/engine/indexFile';
import {apiPage, guidePage} from './fixtures/searchPages';

const context = {baseUrl: '/mapbox-gl-js/', siteUrl: 'https://docs.mapbox.com', locale: 'en'};
const BASE = 'https://docs.mapbox.com/mapbox-gl-js/';
const records = [
  ...extractRecords({
    ...context,
    html: guidePage,
    path: '/mapbox-gl-js/guides/add-your-data/markers/',
  }),
  ...extractRecords({...context, html: apiPage, path: '/mapbox-gl-js/api/map/'}),
].map((record, index) => (index === 0 ? {...record, keywords: ['markers', 'Guides']} : record));
// A member's anchor has a '#' of its own.
const member = records.findIndex((record) => record.url.endsWith('/api/map/#map'));
records[member] = {...records[member]!, url: `${records[member]!.url}#flyto`};

describe('packed search index', () => {
  it('reads back exactly the records it was packed from', () => {
    const packed = packIndex('en', BASE, records);
    expect(unpackIndex(JSON.parse(JSON.stringify(packed)))).toEqual(records);
  });

  it('is smaller than the records, gzipped', () => {
    const full = gzipSync(JSON.stringify({version: 1, language: 'en', records})).length;
    const packed = gzipSync(JSON.stringify(packIndex('en', BASE, records))).length;
    expect(packed).toBeLessThan(full * 0.9);
  });

  it('refuses records it could not read back the same', () => {
    expect(() => packIndex('en', 'https://elsewhere.example/', records)).toThrow(/not under/);
    expect(() => packIndex('ja', BASE, records)).toThrow(/out of order|not in ja/);
    const shuffled = [records[1]!, records[0]!, ...records.slice(2)];
    expect(() => packIndex('en', BASE, shuffled)).toThrow(/out of order/);
  });

  it('answers null for anything that is not a packed index', () => {
    const packed = packIndex('en', BASE, records);
    for (const file of [
      null,
      'records',
      {version: 1, language: 'en', records},
      {...packed, pages: 'x'},
      {...packed, records: [[99, '', 'lvl1', 0, null]]},
      {...packed, records: [[0, '', 'lvl9', 0, null]]},
      {...packed, records: [[0, '', 'content', [1], null]]},
      {...packed, records: [[0, '', 'content', 0, null, [3]]]},
    ]) {
      expect(unpackIndex(file)).toBeNull();
    }
  });
});
