import {groupAnchor, itemAnchor, memberAnchor, paramsAnchor} from '../../../src/model/api/anchors';
import type {
  ApiClosedSections,
  ApiGroup,
  ApiItem,
  ApiItemBody,
  ApiItemData,
  ApiMember,
  ApiParam,
  ApiPageData,
  ApiPageWithRelated,
} from '../../../src/model/api/types';

/** A parameters table longer than this starts closed, like a group marked `collapsed`. */
export const LONG_TABLE_ROWS = 20;

export function paramsStartClosed(params: readonly unknown[]): boolean {
  return params.length > LONG_TABLE_ROWS;
}

export function groupStartsClosed(group: {readonly collapsed?: boolean}): boolean {
  return group.collapsed === true;
}

/**
 * The group of the first item that can be on the first screen: its first
 * open group, unless the item has a parameters table, which comes before its
 * groups and pushes them below it.
 */
function firstScreenGroup(item: ApiItem<string> | undefined): ApiGroup<string> | undefined {
  if (!item || (item.params?.length ?? 0) > 0) return undefined;
  return item.groups?.find((group) => !groupStartsClosed(group));
}

/**
 * Splits a page's data in two for the browser: the page's module, where the
 * sections that start closed, and the deferred groups and item bodies,
 * keep only an outline of their content (`closed: true`), and that content,
 * which the page loads when one of them is wanted (on the Map page, nine
 * tenths of the data). The server renders from both, so the HTML is
 * complete. `closed` is null when no content left the page's module.
 */
export function splitClosedSections(page: ApiPageWithRelated): {
  page: ApiPageData;
  closed: ApiClosedSections | null;
} {
  const groups: Record<string, readonly ApiMember<string>[]> = {};
  const params: Record<string, readonly ApiParam<string>[]> = {};
  // Entries rendered only inside a closed group or a deferred item's body:
  // their related examples go with it.
  const closedAnchors = new Set<string>();
  // Deferred: what is below the first screen, though it starts open. The
  // page keeps its server HTML until it comes near the viewport (or the
  // filter is used), and its content arrives with the closed sections': every
  // open group but the first item's first, and the body of every item but the
  // first (description, parameters, return value, example, related examples).
  const firstOpenGroup = firstScreenGroup(page.items[0]);
  const bodies: Record<string, ApiItemBody> = {};
  const items = page.items.map((item: ApiItem<string>, itemIndex): ApiItemData => {
    const outlined = (item.groups ?? []).map((group: ApiGroup<string>) => {
      if (group === firstOpenGroup) {
        return group;
      }
      groups[groupAnchor(item, group)] = group.members;
      group.members.forEach((member) => closedAnchors.add(memberAnchor(item, member)));
      return {
        ...group,
        closed: true as const,
        members: group.members.map(({kind, name, ...member}) => ({
          kind,
          name,
          ...('static' in member && member.static ? {static: true} : {}),
        })),
      };
    });
    const deferred = itemIndex > 0;
    const {description, example, returns, ...head} = item;
    if (deferred) {
      bodies[itemAnchor(item)] = {description, example, returns};
      closedAnchors.add(itemAnchor(item));
    }
    const withGroups = {
      ...(deferred
        ? {...head, bodyDeferred: true, ...(returns ? {returns: {type: returns.type}} : {})}
        : item),
      ...(item.groups ? {groups: outlined} : {}),
    };
    if (!item.params || !(paramsStartClosed(item.params) || deferred)) {
      return withGroups as ApiItemData;
    }
    params[paramsAnchor(item)] = item.params;
    return {
      ...withGroups,
      paramsClosed: true,
      params: item.params.map(({name, type, optional, default: fallback}) => ({
        name,
        type,
        ...(optional !== undefined ? {optional} : {}),
        ...(fallback !== undefined ? {default: fallback} : {}),
      })),
    } as ApiItemData;
  });
  const hasClosedSections =
    Object.keys(groups).length + Object.keys(params).length + Object.keys(bodies).length > 0;
  const entries = Object.entries(page.related);
  return {
    page: {
      ...page,
      items,
      related: Object.fromEntries(entries.filter(([anchor]) => !closedAnchors.has(anchor))),
      hasClosedSections,
    },
    closed: hasClosedSections
      ? {
          groups,
          params,
          items: bodies,
          related: Object.fromEntries(entries.filter(([anchor]) => closedAnchors.has(anchor))),
        }
      : null,
  };
}
