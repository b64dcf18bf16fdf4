import {
  groupAnchor,
  memberAnchor,
  paramRowAnchor,
  paramsAnchor,
} from '../../../src/model/api/anchors';
import {groupStartsClosed, paramsStartClosed} from './splitClosedSections';
import type {FilterResult} from './filter';
import type {ApiPageOutline} from '../../../src/model/api/types';

/** A collapsible block of an API page and the anchors inside it. */
export interface PageSection {
  readonly id: string;
  readonly openByDefault: boolean;
  readonly anchors: readonly string[];
}

export function sectionsOf(page: ApiPageOutline): PageSection[] {
  return page.items.flatMap((item) => [
    ...(item.params?.length
      ? [
          {
            id: paramsAnchor(item),
            openByDefault: !paramsStartClosed(item.params),
            anchors: item.params.map((param) => paramRowAnchor(item, param.name)),
          },
        ]
      : []),
    ...(item.groups ?? []).map((group) => ({
      id: groupAnchor(item, group),
      openByDefault: !groupStartsClosed(group),
      anchors: group.members.map((member) => memberAnchor(item, member)),
    })),
  ]);
}

export function defaultOpenSections(sections: readonly PageSection[]): Set<string> {
  return new Set(sections.filter((section) => section.openByDefault).map(({id}) => id));
}

/** The section a deep link must open: the one holding the anchor, or the section itself. */
export function sectionForAnchor(
  sections: readonly PageSection[],
  anchor: string,
): string | undefined {
  return sections.find((section) => section.id === anchor || section.anchors.includes(anchor))?.id;
}

/** While filtering, exactly the sections holding a match are open. */
export function sectionsWithMatches(
  sections: readonly PageSection[],
  result: FilterResult,
): Set<string> {
  return new Set(
    sections
      .filter((section) =>
        section.anchors.some((anchor) => result.members.has(anchor) || result.params.has(anchor)),
      )
      .map(({id}) => id),
  );
}
