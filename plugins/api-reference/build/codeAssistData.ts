/**
 * The example editor's API data for one locale, from the localized pages
 * the reference itself renders: their structure without prose (what the
 * API model reads), and for every entry the signature the page shows, the
 * first sentence of its description as plain text, and its Since.
 */
import {itemAnchor, memberAnchor, paramRowAnchor} from '../../../src/model/api/anchors';
import {memberKey} from '../../../src/model/api/documented';
import {itemSignature, memberSignature} from '../../../src/model/api/signature';
import type {
  ApiItem,
  ApiMember,
  ApiPageWithRelated,
  ApiParam,
  ApiPage,
  ApiPageId,
} from '../../../src/model/api/types';
import {replaceProductTokens, type ProductTokenValues} from '../../../src/config/productTokens';
import type {CodeAssistData, CodeAssistEntry} from '../types';

/** Longest summary kept, in characters; a longer first sentence is cut at a word. */
const MAX_SUMMARY = 180;

/** The inline markdown of a description as the text a reader sees. */
function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\*\*([^*]*)\*\*/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first sentence of a description's first paragraph, as plain text. */
export function summaryOf(description: string): string {
  const paragraph = plainText(description.split(/\n\s*\n/)[0] ?? '');
  // A Japanese sentence ends at 。; an English one at a stop before a capital, a code span or the end.
  const sentence =
    /^.*?。/.exec(paragraph)?.[0] ?? /^.*?[.!?](?=\s+[A-Z`(%]|$)/.exec(paragraph)?.[0] ?? paragraph;
  if (sentence.length <= MAX_SUMMARY) return sentence;
  const cut = sentence.slice(0, MAX_SUMMARY);
  const space = cut.lastIndexOf(' ');
  return `${space > MAX_SUMMARY / 2 ? cut.slice(0, space) : cut}…`;
}

const isShown = (param: ApiParam<string>) => /^(?:[^.]+|options\.[^.]+)$/.test(param.name);

function structureOfParam(param: ApiParam<string>): ApiParam<string> {
  return {
    name: param.name,
    type: param.type,
    description: '',
    ...(param.optional && {optional: true}),
    ...(param.default !== undefined && {default: param.default}),
    ...(param.badges && {badges: param.badges}),
  };
}

function structureOfMember(member: ApiMember<string>): ApiMember<string> {
  const base = {name: member.name, description: '', ...(member.badges && {badges: member.badges})};
  switch (member.kind) {
    case 'method':
      return {
        ...base,
        kind: 'method',
        ...(member.static && {static: true}),
        ...(member.params && {
          params: member.params.filter((param) => !param.name.includes('.')).map(structureOfParam),
        }),
        ...(member.returns && {returns: {type: member.returns.type}}),
      };
    case 'property':
      return {...base, kind: 'property', type: member.type, ...(member.static && {static: true})};
    case 'event':
      return {...base, kind: 'event', eventType: member.eventType};
  }
}

function structureOfItem(item: ApiItem<string>): ApiItem<string> {
  return {
    name: item.name,
    kind: item.kind,
    description: '',
    ...(item.badges && {badges: item.badges}),
    ...(item.createdBy && {createdBy: item.createdBy}),
    ...(item.extends && {extends: item.extends}),
    ...(item.receiver && {receiver: item.receiver}),
    ...(item.type && {type: item.type}),
    ...(item.returns && {returns: {type: item.returns.type}}),
    ...(item.params && {params: item.params.filter(isShown).map(structureOfParam)}),
    ...(item.groups && {
      groups: item.groups.map((group) => ({
        id: group.id,
        title: '',
        members: group.members.map(structureOfMember),
      })),
    }),
  };
}

function paramSignature(param: ApiParam<string>): string {
  const optional = param.optional || param.default !== undefined ? '?' : '';
  const fallback = param.default !== undefined ? ` = ${param.default}` : '';
  return `${param.name.replace(/^options\./, '')}${optional}: ${param.type}${fallback}`;
}

export function codeAssistData(
  pages: readonly ApiPageWithRelated[],
  tokens: ProductTokenValues,
  /** The locale's base URL: `/mapbox-gl-js/ja/`. */
  baseUrl: string,
): CodeAssistData {
  const entries: Record<string, CodeAssistEntry> = {};
  const add = (key: string, signature: string, description: string, since?: string) => {
    const shown = [replaceProductTokens(signature, tokens), summaryOf(description)] as const;
    entries[key] = since ? [...shown, since] : shown;
  };
  for (const page of pages) {
    for (const item of page.items) {
      const signature = item.kind === 'object' ? `type ${item.name} = {…}` : itemSignature(item);
      add(item.name, signature, item.description, page.since[itemAnchor(item)]);
      for (const param of (item.params ?? []).filter(isShown)) {
        add(
          `${item.name}.param:${param.name}`,
          paramSignature(param),
          param.description,
          page.since[paramRowAnchor(item, param.name)],
        );
      }
      for (const member of (item.groups ?? []).flatMap((group) => group.members)) {
        add(
          memberKey(item, member),
          memberSignature(item, member),
          member.description,
          page.since[memberAnchor(item, member)],
        );
      }
    }
  }
  const structure: ApiPage<string>[] = pages.map((page) => ({
    id: page.id,
    items: page.items.map(structureOfItem),
  }));
  return {
    namespace: `${tokens.productId}gl`,
    productId: tokens.productId,
    pages: structure,
    entries,
    pageUrls: Object.fromEntries(
      pages.map((page) => [page.id, `${baseUrl}api/${page.id}/`]),
    ) as Record<ApiPageId, string>,
  };
}
