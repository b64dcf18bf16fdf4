import type {ApiGroup, ApiItem, ApiMemberOutline, ApiPage} from './types';

/*
 * Anchors follow the pattern readers know from the library's own reference:
 * `#map` for an item, `#map#flyto` for an instance member, `#lnglat.convert`
 * for a static one and `#map.event:click` for an event. They are computed
 * from names so that writers never type one and links cannot drift.
 */

export function itemAnchor(item: Pick<ApiItem<unknown>, 'name'>): string {
  return item.name.toLowerCase();
}

export function memberAnchor(
  item: Pick<ApiItem<unknown>, 'name'>,
  member: ApiMemberOutline,
): string {
  const owner = itemAnchor(item);
  const name = member.name.toLowerCase();
  if (member.kind === 'event') {
    return `${owner}.event:${name}`;
  }
  return member.static ? `${owner}.${name}` : `${owner}#${name}`;
}

export function groupAnchor(
  item: Pick<ApiItem<unknown>, 'name'>,
  group: Pick<ApiGroup<unknown>, 'id'>,
): string {
  return `${itemAnchor(item)}-${group.id}`;
}

/** The item's own parameters (or properties) table. */
export function paramsAnchor(item: Pick<ApiItem<unknown>, 'name' | 'paramsId'>): string {
  return `${itemAnchor(item)}-${item.paramsId ?? 'parameters'}`;
}

/** One row of the item's parameters table: `#map.param:options.center`. */
export function paramRowAnchor(item: Pick<ApiItem<unknown>, 'name'>, paramName: string): string {
  return `${itemAnchor(item)}.param:${paramName.toLowerCase()}`;
}

/** Type name → `/api/{page}/#{anchor}` for every item a signature can name as a type. */
export function typeLinksOf(pages: readonly ApiPage<unknown>[]): Record<string, string> {
  const links: Record<string, string> = {};
  for (const page of pages) {
    for (const item of page.items) {
      if (item.kind !== 'function' && item.kind !== 'property') {
        links[item.name] = `/api/${page.id}/#${itemAnchor(item)}`;
      }
    }
  }
  return links;
}
