import {groupAnchor, itemAnchor, memberAnchor, paramRowAnchor, paramsAnchor} from './anchors';
import {API_BADGES, API_PAGE_IDS, type ApiParam, type ApiPage, type LocalText} from './types';

function missingText(text: LocalText | undefined): string[] {
  if (!text) {
    return ['en', 'ja'];
  }
  return (['en', 'ja'] as const).filter((locale) => !text[locale]?.trim());
}

/**
 * Checks what TypeScript cannot: both locales written, anchors unique, nested
 * parameters under a declared parent, an example on every item and method,
 * and item names unique across pages (they are the targets of type links).
 * Returns one readable line per problem; the build fails on any.
 */
export function validatePages(pages: readonly ApiPage[]): string[] {
  const problems: string[] = [];
  const itemPages = new Map<string, string>();

  const text = (where: string, value: LocalText | undefined) => {
    for (const locale of missingText(value)) {
      problems.push(`${where}: ${locale} text is missing`);
    }
  };
  const badges = (where: string, list: readonly string[] | undefined) => {
    for (const badge of list ?? []) {
      if (!(API_BADGES as readonly string[]).includes(badge)) {
        problems.push(`${where}: unknown badge "${badge}" (use ${API_BADGES.join(', ')})`);
      }
    }
  };
  const params = (where: string, list: readonly ApiParam[] | undefined) => {
    const seen = new Set<string>();
    for (const param of list ?? []) {
      const parent = param.name.includes('.')
        ? param.name.slice(0, param.name.lastIndexOf('.'))
        : null;
      if (parent && !seen.has(parent)) {
        problems.push(`${where}: parameter ${param.name} comes before (or without) ${parent}`);
      }
      if (seen.has(param.name)) {
        problems.push(`${where}: parameter ${param.name} is listed twice`);
      }
      seen.add(param.name);
      text(`${where} parameter ${param.name}`, param.description);
      badges(`${where} parameter ${param.name}`, param.badges);
    }
  };

  const order = pages.map((page) => page.id).join(', ');
  if (order !== API_PAGE_IDS.join(', ')) {
    problems.push(`the pages must be ${API_PAGE_IDS.join(', ')}, in this order (found ${order})`);
  }
  for (const page of pages) {
    if (!(API_PAGE_IDS as readonly string[]).includes(page.id)) {
      problems.push(`page ${page.id}: not one of ${API_PAGE_IDS.join(', ')}`);
    }
    const anchors = new Set<string>();
    const claim = (anchor: string, where: string) => {
      if (anchors.has(anchor)) {
        problems.push(`${where}: anchor #${anchor} is used twice on /api/${page.id}/`);
      }
      anchors.add(anchor);
    };
    for (const item of page.items) {
      const where = `${page.id}: ${item.name}`;
      const otherPage = itemPages.get(item.name);
      if (otherPage) {
        problems.push(`${where}: also documented on /api/${otherPage}/`);
      }
      itemPages.set(item.name, page.id);
      claim(itemAnchor(item), where);
      text(where, item.description);
      badges(where, item.badges);
      if (!item.example?.trim()) {
        problems.push(`${where}: has no example`);
      }
      if ((item.kind === 'type' || item.kind === 'property') && !item.type) {
        problems.push(`${where}: a ${item.kind} needs its type`);
      }
      if (item.params?.length) {
        claim(paramsAnchor(item), `${where} parameters`);
        item.params.forEach((param) =>
          claim(paramRowAnchor(item, param.name), `${where} ${param.name}`),
        );
      }
      params(where, item.params);
      if (item.returns?.description) {
        text(`${where} returns`, item.returns.description);
      }
      for (const group of item.groups ?? []) {
        claim(groupAnchor(item, group), `${where} group ${group.id}`);
        text(`${where} group ${group.id} title`, group.title);
        for (const member of group.members) {
          const memberWhere = `${where}.${member.name}`;
          claim(memberAnchor(item, member), memberWhere);
          text(memberWhere, member.description);
          badges(memberWhere, member.badges);
          if (member.kind === 'method') {
            params(memberWhere, member.params);
            if (member.returns?.description) {
              text(`${memberWhere} returns`, member.returns.description);
            }
            if (!member.example?.trim()) {
              problems.push(`${memberWhere}: has no example`);
            }
          }
        }
      }
    }
  }
  return problems;
}
