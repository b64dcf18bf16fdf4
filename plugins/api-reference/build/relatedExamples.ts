import {itemAnchor, memberAnchor} from '../../../src/model/api/anchors';
import {itemOfKey} from '../../../src/model/code/exampleUses';
import type {ApiPage, ApiPageWithRelated, RelatedExampleLink} from '../../../src/model/api/types';
import {documentedEntries} from '../../../src/model/api/documented';

/** What the related lists are made from: each example's entries, from the examples' use table. */
export interface ExampleEntries {
  readonly slug: string;
  readonly title: string;
  /** The example's standalone document: its length ranks the simplest first. */
  readonly code: string;
  /** Keys of the documented entries its code uses (`Map#flyTo`). */
  readonly apiKeys: readonly string[];
}

/** Anchor → slugs of the examples whose code uses it, most relevant first. */
export type RelatedExamples = Record<string, string[]>;

/** Most examples listed under one entry; the Map class is used by all of them. */
export const MAX_RELATED = 6;

/**
 * For every item and member, the examples whose code uses it. A member
 * lists those that use it, simplest (shortest) first; an item those that
 * use it or any of its members, those using more of them first.
 */
export function relatedExamples(
  pages: readonly ApiPage<unknown>[],
  examples: readonly ExampleEntries[],
): RelatedExamples {
  const anchorOfKey = new Map(documentedEntries(pages).map(({key, anchor}) => [key, anchor]));
  const bySize = [...examples].sort((a, b) => a.code.length - b.code.length);
  const members = new Map<string, string[]>();
  const itemScores = new Map<string, Map<string, number>>();
  for (const {slug, apiKeys} of bySize) {
    for (const key of apiKeys) {
      const item = itemOfKey(key);
      const scores = itemScores.get(item) ?? new Map<string, number>();
      itemScores.set(item, scores);
      scores.set(slug, (scores.get(slug) ?? 0) + 1);
      const anchor = anchorOfKey.get(key);
      // Options and fields are listed with their item, not on their own.
      if (anchor && key !== item && !key.includes('.param:')) {
        members.set(anchor, [...(members.get(anchor) ?? []), slug]);
      }
    }
  }
  const related: RelatedExamples = {};
  for (const [anchor, slugs] of members) related[anchor] = slugs.slice(0, MAX_RELATED);
  const order = new Map(bySize.map(({slug}, index) => [slug, index]));
  for (const item of pages.flatMap((page) => page.items)) {
    const scores = itemScores.get(item.name);
    if (!scores) continue;
    related[itemAnchor(item)] = [...scores]
      .sort(([a, scoreA], [b, scoreB]) => scoreB - scoreA || order.get(a)! - order.get(b)!)
      .slice(0, MAX_RELATED)
      .map(([slug]) => slug);
  }
  return related;
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
      if (found.length) links[anchor] = found;
    }
  }
  return links;
}
