import type {ApiItem, ApiItemData, ApiMember, ApiParamOutline} from './types';

/** The library's global; the product token is replaced when rendered. */
export const NAMESPACE = '%product%gl';

function isTopLevel(param: ApiParamOutline): boolean {
  return !param.name.includes('.');
}

function isOptional(param: ApiParamOutline): boolean {
  return param.optional === true || param.default !== undefined;
}

function parameterList(params: readonly ApiParamOutline[] | undefined): string {
  return (params ?? [])
    .filter(isTopLevel)
    .map((param) => `${param.name}${isOptional(param) ? '?' : ''}: ${param.type}`)
    .join(', ');
}

function lowerFirst(name: string): string {
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/** Variable name an instance of the item goes by in member signatures. */
export function receiverOf(item: Pick<ApiItem<unknown>, 'name' | 'receiver'>): string {
  return item.receiver ?? lowerFirst(item.name);
}

/** The one-line (or, for option objects, one-block) summary under an item heading. */
export function itemSignature(item: ApiItem<unknown> | ApiItemData): string {
  switch (item.kind) {
    case 'class':
      if (item.params?.length && !item.createdBy) {
        return `new ${NAMESPACE}.${item.name}(${parameterList(item.params)})`;
      }
      return `class ${item.name}${item.extends ? ` extends ${item.extends}` : ''}`;
    case 'interface':
      return `interface ${item.name}`;
    case 'object': {
      const fields = (item.params ?? [])
        .filter(isTopLevel)
        .map((param) => `  ${param.name}${isOptional(param) ? '?' : ''}: ${param.type};`);
      return fields.length
        ? `type ${item.name} = {\n${fields.join('\n')}\n}`
        : `type ${item.name} = Object`;
    }
    case 'type':
      return `type ${item.name} = ${item.type ?? 'unknown'}`;
    case 'function':
      return `${NAMESPACE}.${item.name}(${parameterList(item.params)}): ${item.returns?.type ?? 'void'}`;
    case 'property':
      return `${NAMESPACE}.${item.name}: ${item.type ?? 'unknown'}`;
  }
}

export function memberSignature(
  item: Pick<ApiItem<unknown>, 'name' | 'receiver'>,
  member: ApiMember<unknown>,
): string {
  const owner = member.kind !== 'event' && member.static ? item.name : receiverOf(item);
  switch (member.kind) {
    case 'method':
      return `${owner}.${member.name}(${parameterList(member.params)}): ${member.returns?.type ?? 'void'}`;
    case 'property':
      return `${owner}.${member.name}: ${member.type}`;
    case 'event':
      return `${owner}.on('${member.name}', (event: ${member.eventType}) => void)`;
  }
}

export interface SignaturePart {
  readonly text: string;
  /** Set when the text names a documented type: the page path and anchor to link to. */
  readonly href?: string;
}

const TOKEN = /('[^']*'|"[^"]*")|([A-Za-z_$][\w$]*)/g;

/**
 * Splits a signature into text and links. A known type name becomes a link
 * unless it is part of a member access (`%product%gl.Map`, `LngLat.convert`)
 * or inside a string literal (`'click'`), where it names something else.
 */
export function linkTypes(
  signature: string,
  typeLinks: Readonly<Record<string, string>>,
): SignaturePart[] {
  const parts: SignaturePart[] = [];
  let plain = '';
  let last = 0;
  for (const match of signature.matchAll(TOKEN)) {
    const [token, quoted, identifier] = match;
    const index = match.index ?? 0;
    const before = signature.charAt(index - 1);
    const after = signature.charAt(index + token.length);
    const href =
      identifier !== undefined && quoted === undefined && before !== '.' && after !== '.'
        ? typeLinks[identifier]
        : undefined;
    if (!href) {
      continue;
    }
    plain += signature.slice(last, index);
    if (plain) {
      parts.push({text: plain});
      plain = '';
    }
    parts.push({text: token, href});
    last = index + token.length;
  }
  plain += signature.slice(last);
  if (plain) {
    parts.push({text: plain});
  }
  return parts;
}
