import {describe, expect, it} from 'vitest';

import {repairStoredSearches} from '../../plugins/overrides/private-reads/storedSearches';
import {createSafeStorage} from '../../src/lib/safeStorage';
import {SAVED_SEARCH} from '../support/hostileValues';

const RECENT = '__DOCSEARCH_RECENT_SEARCHES__docs';
const FAVOURITE = '__DOCSEARCH_FAVORITE_SEARCHES__docs';

function storageWith(values: Record<string, string>) {
  const raw = new Map(Object.entries(values));
  const storage = createSafeStorage(
    () =>
      ({
        getItem: (key: string) => raw.get(key) ?? null,
        setItem: (key: string, value: string) => void raw.set(key, value),
        removeItem: (key: string) => void raw.delete(key),
      }) as Storage,
  );
  return {storage, raw};
}

describe('stored searches', () => {
  it("leave the reader's own entries as DocSearch wrote them", () => {
    const written = JSON.stringify([SAVED_SEARCH]);
    const {storage, raw} = storageWith({[RECENT]: written, [FAVOURITE]: '[]'});
    repairStoredSearches(storage, 'docs');
    expect(raw.get(RECENT)).toBe(written);
    expect(raw.get(FAVOURITE)).toBe('[]');
  });

  it('drop entries the dialog cannot show, keeping the rest', () => {
    const foreign = [
      null,
      1,
      'install',
      [],
      {...SAVED_SEARCH, url: 42},
      {...SAVED_SEARCH, hierarchy: 'Install'},
      {...SAVED_SEARCH, type: undefined},
      {...SAVED_SEARCH, objectID: 7},
      {...SAVED_SEARCH, url: 'javascript:__xss()'},
      {...SAVED_SEARCH, url: ' JavaScript:__xss()'},
      {...SAVED_SEARCH, url: '//evil.example/'},
      {...SAVED_SEARCH, url: 'data:text/html,<script>__xss()</script>'},
    ];
    const {storage, raw} = storageWith({[RECENT]: JSON.stringify([...foreign, SAVED_SEARCH])});
    repairStoredSearches(storage, 'docs');
    expect(JSON.parse(raw.get(RECENT)!)).toEqual([SAVED_SEARCH]);
  });

  it('make markup in titles and highlights text', () => {
    const hostile = {
      ...SAVED_SEARCH,
      hierarchy: {lvl0: '<img src=x onerror=__xss()>', lvl1: 'a < b', lvl2: 3},
      content: '<script>__xss()</script>',
      _snippetResult: {hierarchy: {lvl1: {value: '<img src=x onerror=__xss()>'}}},
      _highlightResult: {hierarchy: {lvl1: {value: '<img src=x onerror=__xss()>'}}},
    };
    const {storage, raw} = storageWith({[FAVOURITE]: JSON.stringify([hostile])});
    repairStoredSearches(storage, 'docs');
    const [entry] = JSON.parse(raw.get(FAVOURITE)!) as Array<Record<string, unknown>>;
    expect(entry).toEqual({
      ...SAVED_SEARCH,
      hierarchy: {lvl0: '&lt;img src=x onerror=__xss()>', lvl1: 'a &lt; b', lvl2: null},
      content: '&lt;script>__xss()&lt;/script>',
    });
    // Once repaired, an entry stays as it is.
    const repaired = raw.get(FAVOURITE);
    repairStoredSearches(storage, 'docs');
    expect(raw.get(FAVOURITE)).toBe(repaired);
  });

  it('reset values that are not a list of entries', () => {
    for (const value of ['{not json', '{}', '"install"', '42', 'null']) {
      const {storage, raw} = storageWith({[RECENT]: value});
      repairStoredSearches(storage, 'docs');
      expect([undefined, '[]'], value).toContain(raw.get(RECENT));
    }
  });
});
