/**
 * The reference held against the library's own surface: every public name
 * the type definitions declare is documented, or excluded with a reason
 * (`docs/api/_entries/exclusions.ts`). A name counts as documented on its
 * item or on an item it extends (`Marker#on` is `Evented#on`); an instance
 * member also as a documented field (`MapMouseEvent`'s `lngLat` row).
 */
import {documentedEntries} from './documented';
import {surfaceKeys, type ApiSurface, type SurfaceKey} from './surface';
import type {ApiPage} from './types';

/** Names the reference leaves out on purpose, each with why. */
export interface SurfaceExclusion {
  readonly reason: string;
  /** Surface keys: `Map#painter`, `Map.event:neworder`, `Style` (an item excludes all its names). */
  readonly keys: readonly string[];
}

export interface CoverageRow {
  readonly item: string;
  readonly declared: number;
  readonly documented: number;
  readonly excluded: number;
  /** Declared names neither documented nor excluded. */
  readonly missing: readonly string[];
}

export interface Coverage {
  readonly rows: readonly CoverageRow[];
  /** Exclusions that name nothing the surface declares, or something the reference documents. */
  readonly staleExclusions: readonly string[];
}

/** Whether the reference documents a surface name, on its item or on an item it extends. */
export function documentedCheck(pages: readonly ApiPage<unknown>[]): (key: SurfaceKey) => boolean {
  const documented = new Set(documentedEntries(pages).map(({key}) => key));
  const parents = new Map(
    pages.flatMap((page) => page.items.map((item) => [item.name, item.extends])),
  );
  return ({item, kind, name}) => {
    const seen = new Set<string>();
    for (
      let owner: string | undefined = item;
      owner && !seen.has(owner);
      owner = parents.get(owner)
    ) {
      seen.add(owner);
      const found =
        kind === 'item'
          ? documented.has(owner)
          : kind === 'member'
            ? documented.has(`${owner}#${name}`) || documented.has(`${owner}.param:${name}`)
            : kind === 'static'
              ? documented.has(`${owner}.${name}`)
              : kind === 'option'
                ? documented.has(`${owner}.param:options.${name}`)
                : documented.has(`${owner}.event:${name}`);
      if (found) return true;
    }
    return false;
  };
}

export function coverage(
  surface: ApiSurface,
  pages: readonly ApiPage<unknown>[],
  exclusions: readonly SurfaceExclusion[],
): Coverage {
  const isDocumented = documentedCheck(pages);
  const excluded = new Map(
    exclusions.flatMap(({reason, keys}) => keys.map((key) => [key, reason])),
  );
  const keys = surfaceKeys(surface);
  const rows = new Map<
    string,
    {declared: number; documented: number; excluded: number; missing: string[]}
  >();
  for (const key of keys) {
    const row = rows.get(key.item) ?? {declared: 0, documented: 0, excluded: 0, missing: []};
    rows.set(key.item, row);
    row.declared++;
    if (isDocumented(key)) row.documented++;
    else if (excluded.has(key.key) || excluded.has(key.item)) row.excluded++;
    else row.missing.push(key.key);
  }
  const declaredKeys = new Set(keys.map(({key}) => key));
  const byKey = new Map(keys.map((key) => [key.key, key]));
  const staleExclusions = [...excluded.keys()].filter(
    (key) => !declaredKeys.has(key) || isDocumented(byKey.get(key)!),
  );
  return {rows: [...rows].map(([item, row]) => ({item, ...row})), staleExclusions};
}

/** The table `npm run api:coverage` prints. */
export function coverageTable(result: Coverage): string {
  const lines = [
    '| item | declared | documented | excluded | missing |',
    '| --- | ---: | ---: | ---: | ---: |',
  ];
  const total = {declared: 0, documented: 0, excluded: 0, missing: 0};
  for (const row of result.rows) {
    lines.push(
      `| ${row.item} | ${row.declared} | ${row.documented} | ${row.excluded} | ${row.missing.length} |`,
    );
    total.declared += row.declared;
    total.documented += row.documented;
    total.excluded += row.excluded;
    total.missing += row.missing.length;
  }
  lines.push(
    `| all | ${total.declared} | ${total.documented} | ${total.excluded} | ${total.missing} |`,
  );
  return lines.join('\n');
}
