import {describe, expect, it} from 'vitest';

import {API_PAGES} from '../../docs/api/_entries';
import {groupAnchor, itemAnchor, memberAnchor, paramsAnchor} from '../../src/model/api/anchors';
import {splitClosedSections} from '../../plugins/api-reference/model/splitClosedSections';
import {countEntries, filterPage} from '../../plugins/api-reference/model/filter';
import {localizeApiPage} from '../../plugins/api-reference/build/localize';
import {sectionsOf} from '../../plugins/api-reference/model/sections';
import {itemSignature} from '../../src/model/api/signature';
import {breakableName, tocOf} from '../../plugins/api-reference/model/toc';
import type {ApiPage} from '../../src/model/api/types';

describe('localized page data', () => {
  const tokens = {productId: 'acme', productName: 'Acme', libraryVersion: '9.9.9'};
  const mapPage = API_PAGES.find((page) => page.id === 'map')!;

  it('holds one language, tokens replaced, and the same entries', () => {
    for (const locale of ['en', 'ja'] as const) {
      const localized = localizeApiPage(mapPage, locale, tokens);
      const json = JSON.stringify(localized);
      expect(json).not.toMatch(/%(product|PRODUCT|VERSION)%/);
      expect(json).not.toMatch(/"en":|"ja":/);
      // The same contents in every locale, the group names in the locale's words.
      const outline = (page: Parameters<typeof tocOf>[0]) =>
        tocOf(page).map(({id, level}) => `${level} ${id}`);
      expect(outline(localized)).toEqual(outline(localizeApiPage(mapPage, 'en', tokens)));
      const map = localized.items[0]!;
      const source = mapPage.items[0]!;
      expect(map.description).toBe(
        source.description[locale].replace(/%product%/g, 'acme').replace(/%PRODUCT%/g, 'Acme'),
      );
      expect(map.example).toContain('acmegl.Map');
    }
    const en = JSON.stringify(localizeApiPage(mapPage, 'en', tokens));
    expect(en).not.toMatch(/[ぁ-んァ-ン]/);
    // The page a reader downloads: its own language only.
    expect(Buffer.byteLength(en)).toBeLessThan(Buffer.byteLength(JSON.stringify(mapPage)) * 0.6);
  });
});

describe('sections that start closed', () => {
  const tokens = {productId: 'acme', productName: 'Acme', libraryVersion: '9.9.9'};
  const full = (page: ApiPage) => ({
    ...localizeApiPage(page, 'en', tokens),
    related: {},
    since: {},
  });
  const QUERIES = ['fly', 'map.on', 'options.center', 'click', 'lnglat', 'zzz'];

  it('leave the page module an outline that anchors, sections, filter, contents and signatures read alike', () => {
    for (const apiPage of API_PAGES) {
      const whole = full(apiPage);
      const {page: outlined} = splitClosedSections(whole);
      expect(tocOf(outlined), apiPage.id).toEqual(tocOf(whole));
      expect(sectionsOf(outlined), apiPage.id).toEqual(sectionsOf(whole));
      expect(countEntries(outlined), apiPage.id).toBe(countEntries(whole));
      for (const query of QUERIES) {
        expect(filterPage(outlined, query), `${apiPage.id} ${query}`).toEqual(
          filterPage(whole, query),
        );
      }
      outlined.items.forEach((item, index) => {
        expect(itemSignature(item), item.name).toBe(itemSignature(whole.items[index]!));
      });
    }
  });

  it("move the related examples of closed groups' members and deferred items with them, and only those", () => {
    const markers = API_PAGES.find((page) => page.id === 'markers')!;
    const [first, second] = markers.items;
    const openGroup = (first?.groups ?? []).find((group) => !group.collapsed)!;
    // Every group of a later item is closed or deferred, and so is the
    // first item's when its parameters table comes before it (Marker's does).
    const inClosed = [
      memberAnchor(second!, second!.groups![0]!.members[0]!),
      memberAnchor(first!, openGroup.members[0]!),
    ];
    // The second item's body is deferred, with its related examples.
    const deferredItem = itemAnchor(second!);
    // Entries shown at once: the first item.
    const inOpen = [itemAnchor(first!)];
    const link = [{slug: 'simple-map', title: 'Display a map'}];
    const whole = {
      ...localizeApiPage(markers, 'en', tokens),
      since: {},
      related: Object.fromEntries(
        [...inClosed, deferredItem, ...inOpen].map((anchor) => [anchor, link]),
      ),
    };
    const {page: outlined, closed} = splitClosedSections(whole);
    expect(first?.params?.length).toBeGreaterThan(0);
    expect(Object.keys(outlined.related).sort()).toEqual([...inOpen].sort());
    expect(Object.keys(closed?.related ?? {}).sort()).toEqual([...inClosed, deferredItem].sort());
  });

  it('move exactly the closed sections out, whole, and say whether there are any', () => {
    for (const apiPage of API_PAGES) {
      const whole = full(apiPage);
      const {page: outlined, closed} = splitClosedSections(whole);
      // Closed at load, or open but deferred: every open group but the first
      // item's first when no parameters table stands before it, and the
      // parameters of every item but the first.
      const [firstItem] = whole.items;
      const keptGroup = firstItem?.params?.length
        ? undefined
        : firstItem?.groups?.find((group) => !group.collapsed);
      const deferredIds = [
        ...whole.items.flatMap((item) =>
          (item.groups ?? [])
            .filter((group) => !group.collapsed && group !== keptGroup)
            .map((group) => groupAnchor(item, group)),
        ),
        ...whole.items
          .slice(1)
          .filter((item) => item.params?.length)
          .map((item) => paramsAnchor(item)),
      ];
      const closedIds = sectionsOf(whole)
        .filter((section) => !section.openByDefault || deferredIds.includes(section.id))
        .map(({id}) => id)
        .sort();
      expect(outlined.hasClosedSections, apiPage.id).toBe(closedIds.length > 0);
      expect(
        closed ? [...Object.keys(closed.groups), ...Object.keys(closed.params)].sort() : [],
        apiPage.id,
      ).toEqual(closedIds);
      // The bodies of every item but the first, whole.
      expect(Object.keys(closed?.items ?? {}), apiPage.id).toEqual(
        whole.items.slice(1).map((item) => itemAnchor(item)),
      );
      whole.items.slice(1).forEach((item, index) => {
        const outlinedItem = outlined.items[index + 1]!;
        expect(outlinedItem.bodyDeferred, item.name).toBe(true);
        expect(outlinedItem).not.toHaveProperty('description');
        expect(closed?.items[itemAnchor(item)]).toEqual({
          description: item.description,
          example: item.example,
          returns: item.returns,
        });
      });
      // Put back, the content is the page's own.
      for (const [index, item] of whole.items.entries()) {
        const outlinedItem = outlined.items[index]!;
        expect(outlinedItem.params?.length ?? 0).toBe(item.params?.length ?? 0);
        if (outlinedItem.paramsClosed) {
          expect(outlinedItem.params[0]).not.toHaveProperty('description');
          expect(closed?.params[paramsAnchor(item)]).toEqual(item.params);
        }
        for (const [groupIndex, group] of (item.groups ?? []).entries()) {
          const outlinedGroup = outlinedItem.groups?.[groupIndex];
          if (outlinedGroup?.closed) {
            expect(outlinedGroup.members[0]).not.toHaveProperty('description');
            expect(closed?.groups[groupAnchor(item, group)]).toEqual(group.members);
          } else {
            expect(outlinedGroup).toEqual(group);
          }
        }
      }
    }
    // The Map page's module keeps under a third of its data.
    const map = full(API_PAGES.find((page) => page.id === 'map')!);
    const {page: outlined} = splitClosedSections(map);
    expect(JSON.stringify(outlined).length).toBeLessThan(JSON.stringify(map).length / 3);
  });
});

describe('the contents list', () => {
  it('lets a long name wrap between its parts, never inside a word', () => {
    expect(breakableName('getClusterExpansionZoom()')).toBe(
      'get<wbr>Cluster<wbr>Expansion<wbr>Zoom<wbr>()',
    );
    expect(breakableName('LngLat.convert()')).toBe('Lng<wbr>Lat.<wbr>convert<wbr>()');
    expect(breakableName("on('click')")).toBe("on<wbr>('click')");
    expect(breakableName('AJAXError')).toBe('AJAXError');
    expect(breakableName('Map')).toBe('Map');
    // Every entry and member of every page: the label back once the breaks are taken out.
    const tokens = {productId: 'acme', productName: 'Acme', libraryVersion: '9.9.9'};
    for (const page of API_PAGES) {
      for (const entry of tocOf(localizeApiPage(page, 'en', tokens))) {
        expect(entry.value.replaceAll('<wbr>', ''), entry.id).not.toMatch(/<|>/);
      }
    }
  });
});
