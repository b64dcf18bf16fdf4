/**
 * An API symbol as Markdown for an assistant: the signature the page shows,
 * what it is and where (the page's URL with the entry's anchor), its badges,
 * description, parameters with types and defaults, return value, example
 * and the examples that use it.
 */
import {translationStatusLine} from './translationStatus';
import {itemSignature, memberSignature} from '../../../src/model/api/signature';
import type {ApiParam, ApiReturn} from '../../../src/model/api/types';
import type {ToolDataFile} from '../toolDataFile';
import type {ApiIndex, ApiSymbol} from './apiIndex';

function pageUrl(data: ToolDataFile, symbol: ApiSymbol): string {
  return `${data.siteUrl}${data.baseUrl}api/${symbol.page.id}/#${symbol.anchor}`;
}

function params(list: readonly ApiParam<string>[] | undefined, heading: string): string[] {
  if (!list?.length) return [];
  const rows = list.map((param) => {
    const when =
      param.default !== undefined
        ? `default \`${param.default}\``
        : param.optional
          ? 'optional'
          : 'required';
    const badges = param.badges?.length ? ` (${param.badges.join(', ')})` : '';
    return `- \`${param.name}\` · \`${param.type}\` · ${when}${badges}: ${oneLine(param.description)}`;
  });
  return [`### ${heading}`, rows.join('\n')];
}

function returns(value: ApiReturn<string> | undefined): string[] {
  if (!value) return [];
  return [
    '### Returns',
    `\`${value.type}\`${value.description ? `: ${oneLine(value.description)}` : ''}`,
  ];
}

function oneLine(text: string): string {
  return text.replace(/\s*\n\s*\n\s*/g, ' ').trim();
}

function kindOf(symbol: ApiSymbol): string {
  const {member, item, declaredBy} = symbol;
  if (!member) return item.kind;
  const where = declaredBy ? `${item.name} (inherited from ${declaredBy.name})` : item.name;
  return `${member.kind !== 'event' && member.static ? 'static ' : ''}${member.kind} of ${where}`;
}

export function formatSymbol(symbol: ApiSymbol, data: ToolDataFile, index: ApiIndex): string {
  const {item, member} = symbol;
  const signature = member ? memberSignature(item, member) : itemSignature(item);
  const entry = member ?? item;
  const blocks: string[] = [
    `## ${symbol.qualified}`,
    `\`\`\`ts\n${signature.replaceAll('%product%gl', data.namespace)}\n\`\`\``,
    `${kindOf(symbol)} · ${pageUrl(data, symbol)}`,
  ];
  if (entry.badges?.length) {
    blocks.push(`Badges: ${entry.badges.join(', ')}`);
  }
  const since = symbol.page.since[symbol.anchor];
  if (since) {
    blocks.push(`Since v${since}: the first release whose type definitions declare it.`);
  }
  const translation = translationStatusLine(symbol.page.translation?.[symbol.anchor], data);
  if (translation) {
    blocks.push(translation);
  }
  blocks.push(entry.description);
  if (member?.kind === 'method') {
    blocks.push(...params(member.params, 'Parameters'), ...returns(member.returns));
  } else if (member?.kind === 'property') {
    blocks.push(
      `Type \`${member.type}\`${member.default !== undefined ? `, default \`${member.default}\`` : ''}${member.readonly ? ', read-only' : ''}`,
    );
  } else if (member?.kind === 'event') {
    blocks.push(`Listeners receive \`${member.eventType}\`.`);
  } else {
    if (item.createdBy) blocks.push(`Created by \`${item.createdBy}\`.`);
    if (item.extends) blocks.push(`Extends \`${item.extends}\`.`);
    blocks.push(
      ...params(item.params, item.kind === 'object' ? 'Properties' : 'Parameters'),
      ...returns(item.returns),
    );
    const members = index.membersOf(item.name).map(({member: own}) => own);
    if (members.length) {
      const names = members.map(
        (own) => `\`${own.kind === 'event' ? `'${own.name}'` : own.name}\``,
      );
      blocks.push('### Members', `${names.join(', ')} (get_api("${item.name}#name") for one)`);
    }
  }
  if (entry.example) {
    blocks.push('### Example', `\`\`\`js\n${entry.example.trim()}\n\`\`\``);
  }
  const related = symbol.page.related[symbol.anchor] ?? [];
  if (related.length) {
    blocks.push(
      '### Related examples',
      related
        .map(
          (example) =>
            `- ${example.title}: ${data.siteUrl}${data.baseUrl}example/${example.slug}/ (get_example("${example.slug}"))`,
        )
        .join('\n'),
    );
  }
  return blocks.join('\n\n');
}

/** More symbols than are worth showing in full: each on a line, with its signature. */
export function formatChoices(symbols: readonly ApiSymbol[], namespace: string): string {
  const lines = symbols.map((symbol) => {
    const signature = symbol.member
      ? memberSignature(symbol.item, symbol.member)
      : itemSignature(symbol.item);
    return `- \`${symbol.qualified}\`: \`${signature.split('\n')[0]?.replaceAll('%product%gl', namespace)}\``;
  });
  return `${symbols.length} entries have this name; ask for one by its full name:\n\n${lines.join('\n')}`;
}
