/**
 * What the reference documents, as the version facts name it. A key keeps
 * the names' case and mirrors the entry's anchor: `Map`, `Map#flyTo`,
 * `LngLat.convert`, `Map.event:click`, `Map.param:options.center`.
 */
import {itemAnchor, memberAnchor, paramRowAnchor} from './anchors';
import type {ApiItem, ApiMember, ApiPage, ApiPageId} from './types';

/** What a key asks of a release's type definitions. */
export type DefinitionQuery =
  | {readonly kind: 'item'; readonly item: string}
  | {readonly kind: 'instance'; readonly item: string; readonly member: string}
  | {readonly kind: 'static'; readonly item: string; readonly member: string}
  | {readonly kind: 'event'; readonly item: string; readonly event: string}
  /** A property of the options object the constructor or function takes. */
  | {readonly kind: 'option'; readonly item: string; readonly path: readonly string[]}
  /** A property of the item's own type: an options object's, or an event object's. */
  | {readonly kind: 'field'; readonly item: string; readonly path: readonly string[]};

export interface DocumentedEntry {
  readonly key: string;
  readonly page: ApiPageId;
  readonly anchor: string;
  readonly query: DefinitionQuery;
  readonly item: ApiItem;
  /** The member, for a member's key. */
  readonly member?: ApiMember;
}

/** A member's key: `Map#flyTo`, `LngLat.convert`, `Map.event:click`. */
export function memberKey(
  item: Pick<ApiItem<unknown>, 'name'>,
  member: ApiMember<unknown>,
): string {
  if (member.kind === 'event') {
    return `${item.name}.event:${member.name}`;
  }
  return member.static ? `${item.name}.${member.name}` : `${item.name}#${member.name}`;
}

function memberQuery(item: ApiItem, member: ApiMember): DefinitionQuery {
  if (member.kind === 'event') {
    return {kind: 'event', item: item.name, event: member.name};
  }
  return member.static
    ? {kind: 'static', item: item.name, member: member.name}
    : {kind: 'instance', item: item.name, member: member.name};
}

/**
 * Which parameter rows are part of the API. Positional arguments of a
 * constructor or function (`new LngLat(lng, lat)`) are not names a reader
 * uses, so they carry no version of their own; options (`options.center`)
 * and the fields of objects (`CameraOptions`' `zoom`, `MapMouseEvent`'s
 * `lngLat`) are.
 */
function paramQuery(item: ApiItem, name: string): DefinitionQuery | null {
  const path = name.split('.');
  const createdByLibrary = item.kind === 'class' && !!item.createdBy;
  if (item.kind === 'object' || (createdByLibrary && path.length === 1 && name !== 'options')) {
    return {kind: 'field', item: item.name, path};
  }
  if (path.length > 1 && (item.kind === 'class' || item.kind === 'function')) {
    return {kind: 'option', item: item.name, path: path.slice(1)};
  }
  return null;
}

/** Every class, function, member, option and event the pages document, in page order. */
export function documentedEntries(pages: readonly ApiPage<unknown>[]): DocumentedEntry[] {
  const entries: DocumentedEntry[] = [];
  for (const page of pages) {
    for (const item of page.items as readonly ApiItem[]) {
      entries.push({
        key: item.name,
        page: page.id,
        anchor: itemAnchor(item),
        query: {kind: 'item', item: item.name},
        item,
      });
      for (const param of item.params ?? []) {
        const query = paramQuery(item, param.name);
        if (query) {
          entries.push({
            key: `${item.name}.param:${param.name}`,
            page: page.id,
            anchor: paramRowAnchor(item, param.name),
            query,
            item,
          });
        }
      }
      for (const member of (item.groups ?? []).flatMap((group) => group.members)) {
        entries.push({
          key: memberKey(item, member),
          page: page.id,
          anchor: memberAnchor(item, member),
          query: memberQuery(item, member),
          item,
          member,
        });
      }
    }
  }
  return entries;
}
