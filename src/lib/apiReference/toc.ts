import type {TOCItem} from '@docusaurus/mdx-loader';

import {itemAnchor, memberAnchor} from './anchors';
import type {ApiPage} from './types';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The table of contents of an API page, built from its entries because the
 * headings are rendered by a component, where the MDX compiler cannot see them.
 * Pages export it as `export const toc = tocOf(PAGE);`.
 */
export function tocOf(page: ApiPage): TOCItem[] {
  return page.items.flatMap((item) => [
    {value: escapeHtml(item.name), id: itemAnchor(item), level: 2},
    ...(item.groups ?? []).flatMap((group) =>
      group.members.map((member) => ({
        value: escapeHtml(member.name),
        id: memberAnchor(item, member),
        level: 3,
      })),
    ),
  ]);
}
