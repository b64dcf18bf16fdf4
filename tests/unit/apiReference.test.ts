import {describe, expect, it} from 'vitest';

import {API_PAGES} from '../../docs/api/_entries';
import {typeLinksOf} from '../../src/model/api/anchors';
import {sectionsOf} from '../../plugins/api-reference/model/sections';
import {localizeApiPage} from '../../plugins/api-reference/build/localize';
import {tocOf} from '../../plugins/api-reference/model/toc';
import {validatePages} from '../../src/model/api/validate';
import {readExpectedEntries} from '../support/apiReferenceList';

const TOKENS = {productId: 'mapbox', productName: 'Mapbox', libraryVersion: '3.0.0'};

describe('the API pages', () => {
  const anchorsByPage = new Map<string, Set<string>>(
    API_PAGES.map((page) => [
      page.id,
      new Set([
        ...tocOf(localizeApiPage(page, 'en', TOKENS)).map(({id}) => id),
        ...sectionsOf(page).flatMap((section) => [section.id, ...section.anchors]),
      ]),
    ]),
  );

  it('break none of the writing rules', () => {
    expect(validatePages(API_PAGES)).toEqual([]);
  });

  it('document every class, member and event the product reference lists', () => {
    const missing = readExpectedEntries()
      .filter(({page, anchors}) => !anchors.some((anchor) => anchorsByPage.get(page)?.has(anchor)))
      .map(({page, label}) => `${page}: ${label}`);
    expect(missing).toEqual([]);
  });

  it('keep the anchors other pages link to', () => {
    for (const [page, anchor] of [
      ['map', 'map-options'],
      ['map', 'map-layers'],
      ['map', 'map-events'],
      ['map', 'map-camera-methods'],
      ['markers', 'marker-options'],
      ['markers', 'popup-methods'],
      ['markers', 'geolocatecontrol-events'],
    ] as const) {
      expect(anchorsByPage.get(page)?.has(anchor), `${page} #${anchor}`).toBe(true);
    }
  });

  it('link every type a signature names that has an entry', () => {
    const links = typeLinksOf(API_PAGES);
    expect(links.LngLatLike).toBe('/api/geography/#lnglatlike');
    expect(links.CameraOptions).toBe('/api/properties/#cameraoptions');
    expect(links.accessToken).toBeUndefined();
  });
});
