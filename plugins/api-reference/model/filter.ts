import {itemAnchor, memberAnchor, paramRowAnchor} from '../../../src/model/api/anchors';
import type {ApiPageOutline} from '../../../src/model/api/types';

/** What stays visible for a filter query; `null` sets mean "everything". */
export interface FilterResult {
  readonly items: ReadonlySet<string>;
  readonly members: ReadonlySet<string>;
  readonly params: ReadonlySet<string>;
  /** Entries (items, members and parameter rows) left. */
  readonly shown: number;
  readonly total: number;
}

export function normaliseQuery(query: string): string {
  return query.trim().toLowerCase().replace(/\(\)$/, '');
}

/**
 * A query matches a name anywhere in it, or a qualified name such as
 * `map.flyto`, `map#flyto` or `options.center`, so readers can type what they
 * saw in code or in a link.
 */
function matches(query: string, ...names: string[]): boolean {
  return names.some((name) => name.toLowerCase().includes(query));
}

export function countEntries(page: ApiPageOutline): number {
  return page.items.reduce(
    (sum, item) =>
      sum +
      1 +
      (item.params?.length ?? 0) +
      (item.groups ?? []).reduce((groupSum, group) => groupSum + group.members.length, 0),
    0,
  );
}

export function filterPage(page: ApiPageOutline, rawQuery: string): FilterResult | null {
  const query = normaliseQuery(rawQuery);
  if (!query) {
    return null;
  }
  const items = new Set<string>();
  const members = new Set<string>();
  const params = new Set<string>();
  let shown = 0;
  for (const item of page.items) {
    const wholeItem = matches(query, item.name);
    let itemShown = wholeItem;
    for (const param of item.params ?? []) {
      if (wholeItem || matches(query, param.name, `${item.name}.${param.name}`)) {
        params.add(paramRowAnchor(item, param.name));
        itemShown = true;
        shown += 1;
      }
    }
    for (const group of item.groups ?? []) {
      for (const member of group.members) {
        const anchor = memberAnchor(item, member);
        if (wholeItem || matches(query, member.name, anchor, `${item.name}.${member.name}`)) {
          members.add(anchor);
          itemShown = true;
          shown += 1;
        }
      }
    }
    if (itemShown) {
      // An item shown only as the heading of a matching member is context, not a match.
      items.add(itemAnchor(item));
      shown += wholeItem ? 1 : 0;
    }
  }
  return {items, members, params, shown, total: countEntries(page)};
}
