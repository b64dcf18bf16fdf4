import {itemAnchor, memberAnchor} from '../../../src/model/api/anchors';
import {receiverOf} from '../../../src/model/api/signature';
import {sourceTypeOf} from '../../../src/model/api/sourceTypes';
import type {
  ApiItem,
  ApiMember,
  ApiPage,
  ApiPageWithRelated,
  RelatedExampleLink,
} from '../../../src/model/api/types';
import {escapeRegExp} from '../../../src/lib/escapeRegExp';

export interface ExampleCode {
  readonly slug: string;
  /** The example's standalone document, product tokens already replaced. */
  readonly code: string;
}

/** Anchor → slugs of the examples whose code uses it, most relevant first. */
export type RelatedExamples = Record<string, string[]>;

/** Most examples listed under one entry; the Map class is used by all of them. */
export const MAX_RELATED = 6;

interface Owned {
  readonly item: ApiItem;
  readonly member: ApiMember;
}

/** Member names that belong to exactly one item, keyed by kind: `.setData(` can only mean GeoJSONSource. */
function uniqueNames(pages: readonly ApiPage[], kind: ApiMember['kind']): Map<string, Owned> {
  const owners = new Map<string, Owned[]>();
  for (const item of pages.flatMap((page) => page.items)) {
    for (const member of (item.groups ?? []).flatMap((group) => group.members)) {
      if (member.kind === kind) {
        owners.set(member.name, [...(owners.get(member.name) ?? []), {item, member}]);
      }
    }
  }
  const unique = new Map<string, Owned>();
  for (const [name, list] of owners) {
    if (list.length === 1 && list[0]) {
      unique.set(name, list[0]);
    }
  }
  return unique;
}

/** Does this code use the member, judged by its receiver or, for a unique name, by the name alone? */
function usesMember(
  code: string,
  item: ApiItem,
  member: ApiMember,
  uniqueOwner: Owned | undefined,
): boolean {
  const name = escapeRegExp(member.name);
  const receiver = escapeRegExp(
    member.kind !== 'event' && member.static ? item.name : receiverOf(item),
  );
  const isUnique = uniqueOwner?.member === member;
  switch (member.kind) {
    case 'method':
      return (
        new RegExp(`\\b${receiver}\\s*\\.\\s*${name}\\s*\\(`).test(code) ||
        (isUnique && new RegExp(`\\.\\s*${name}\\s*\\(`).test(code))
      );
    case 'property':
      return new RegExp(`\\b${receiver}\\.${name}\\b(?!\\s*\\()`).test(code);
    case 'event': {
      const listen = `\\.\\s*(?:on|once)\\(\\s*['"]${name}['"]`;
      return (
        new RegExp(`\\b${receiver}\\s*${listen}`).test(code) ||
        (isUnique && new RegExp(listen).test(code))
      );
    }
  }
}

/** Does this code create or name the item itself? */
function usesItem(code: string, item: ApiItem, namespace: string): boolean {
  const qualified = `\\b${escapeRegExp(namespace)}\\.${escapeRegExp(item.name)}\\b`;
  if (new RegExp(qualified).test(code)) {
    return true;
  }
  const sourceType = sourceTypeOf(item.name);
  return sourceType !== undefined && new RegExp(`type\\s*:\\s*['"]${sourceType}['"]`).test(code);
}

/**
 * The related examples of one page's entries, titled, for the page's data.
 * An example without a title in the locale (not built) is left out.
 */
export function relatedExamplesOfPage(
  page: ApiPage<unknown>,
  related: RelatedExamples,
  titles: Readonly<Record<string, string>>,
): ApiPageWithRelated['related'] {
  const links: Record<string, RelatedExampleLink[]> = {};
  for (const item of page.items) {
    const anchors = [
      itemAnchor(item),
      ...(item.groups ?? []).flatMap((group) =>
        group.members.map((member) => memberAnchor(item, member)),
      ),
    ];
    for (const anchor of anchors) {
      const found = (related[anchor] ?? []).flatMap((slug) => {
        const title = titles[slug];
        return title === undefined ? [] : [{slug, title}];
      });
      if (found.length) {
        links[anchor] = found;
      }
    }
  }
  return links;
}

/** Does a piece of code use an item, or one of its members? Matched as `relatedExamples` does. */
export interface ApiUseMatcher {
  readonly usesItem: (code: string, item: ApiItem) => boolean;
  readonly usesMember: (code: string, item: ApiItem, member: ApiMember) => boolean;
}

export function apiUseMatcher(pages: readonly ApiPage[], productId: string): ApiUseMatcher {
  const namespace = `${productId}gl`;
  const unique = {
    method: uniqueNames(pages, 'method'),
    property: uniqueNames(pages, 'property'),
    event: uniqueNames(pages, 'event'),
  };
  return {
    usesItem: (code, item) => usesItem(code, item, namespace),
    usesMember: (code, item, member) =>
      usesMember(code, item, member, unique[member.kind].get(member.name)),
  };
}

/**
 * Finds, for every item and member, the examples whose code uses it. An item
 * lists the examples that use it or any of its members, those using more of
 * them first; a member lists those that call it, simplest (shortest) first.
 */
export function relatedExamples(
  pages: readonly ApiPage[],
  examples: readonly ExampleCode[],
  productId: string,
): RelatedExamples {
  const matcher = apiUseMatcher(pages, productId);
  const bySize = [...examples].sort((a, b) => a.code.length - b.code.length);
  const related: RelatedExamples = {};
  for (const item of pages.flatMap((page) => page.items)) {
    const score = new Map<string, number>();
    for (const member of (item.groups ?? []).flatMap((group) => group.members)) {
      const users = bySize.filter(({code}) => matcher.usesMember(code, item, member));
      if (users.length) {
        related[memberAnchor(item, member)] = users.slice(0, MAX_RELATED).map(({slug}) => slug);
      }
      users.forEach(({slug}) => score.set(slug, (score.get(slug) ?? 0) + 1));
    }
    bySize
      .filter(({code}) => matcher.usesItem(code, item))
      .forEach(({slug}) => score.set(slug, (score.get(slug) ?? 0) + 1));
    const ranked = bySize
      .filter(({slug}) => score.has(slug))
      .sort((a, b) => (score.get(b.slug) ?? 0) - (score.get(a.slug) ?? 0));
    if (ranked.length) {
      related[itemAnchor(item)] = ranked.slice(0, MAX_RELATED).map(({slug}) => slug);
    }
  }
  return related;
}
