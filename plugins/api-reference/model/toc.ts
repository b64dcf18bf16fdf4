import {groupAnchor, itemAnchor, memberAnchor} from '../../../src/model/api/anchors';
import type {ApiItem, ApiMemberOutline, ApiPageOutline} from '../../../src/model/api/types';

/** One table-of-contents entry, in the shape an MDX page's `toc` export has. */
export interface TocEntry {
  readonly value: string;
  readonly id: string;
  readonly level: number;
}

/**
 * How a member reads in the table of contents, where methods, properties and
 * events of one class sit in a single list: `flyTo()`, `scrollZoom`,
 * `on('click')`, `LngLat.convert()`.
 */
export function tocLabel(item: Pick<ApiItem<unknown>, 'name'>, member: ApiMemberOutline): string {
  switch (member.kind) {
    case 'event':
      return `on('${member.name}')`;
    case 'method':
      return `${member.static ? `${item.name}.` : ''}${member.name}()`;
    case 'property':
      return `${member.static ? `${item.name}.` : ''}${member.name}`;
  }
}

type OutlineItem = ApiPageOutline['items'][number];
type OutlineGroup = NonNullable<OutlineItem['groups']>[number];

/** A page's outline in one locale: its groups titled. */
export interface TocPage {
  readonly items: readonly (Omit<OutlineItem, 'groups'> & {
    readonly groups?: readonly (OutlineGroup & {readonly title: string})[];
  })[];
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * A code name as contents-list HTML that wraps between its parts (after a
 * dot, where a capital starts the next word, before the parentheses) when
 * the column is too narrow for it: `getClusterExpansionZoom()` would
 * otherwise break inside a word.
 */
export function breakableName(name: string): string {
  return escapeHtml(name).replace(/(?<=\.)(?=.)|(?<=[a-z0-9])(?=[A-Z])|(?<=.)(?=\()/g, '<wbr>');
}

/**
 * The table of contents of an API page, built from its entries because the
 * headings are rendered by a component, where the MDX compiler cannot see them:
 * each entry, its groups (`Camera methods`, `Events`), and their members, so
 * a reader finds any member from the contents list, open group or closed.
 * Pages export it as `export const toc = tocOf(PAGE);` and show four levels
 * (`toc_max_heading_level: 4`).
 */
export function tocOf(page: TocPage): TocEntry[] {
  return page.items.flatMap((item) => [
    {value: breakableName(item.name), id: itemAnchor(item), level: 2},
    ...(item.groups ?? []).flatMap((group) => [
      {value: escapeHtml(group.title), id: groupAnchor(item, group), level: 3},
      ...group.members.map((member) => ({
        value: breakableName(tocLabel(item, member)),
        id: memberAnchor(item, member),
        level: 4,
      })),
    ]),
  ]);
}
