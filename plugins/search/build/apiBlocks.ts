/**
 * What an API page's reference shows, as search outline blocks, from the
 * page's model in one locale: the built index and the dev server's index
 * read the API reference from here rather than from its HTML. The blocks
 * follow the page's order and anchors: an item (h2) with its notes,
 * description, parameters or options (a section, each row an entry at its
 * own anchor), return value and related examples, then its groups of members
 * (each a section whose members are h3 headings with the same parts).
 */
import {englishBaseUrlOf} from '../../translations/core/marks';
import type {CodeTranslations, LoadContext} from '@docusaurus/types';

import type {ProductTokenValues} from '../../../src/config/productTokens';
import {localizedApiPages, type ExampleEntries} from '../../api-reference';

import {plainInline, type OutlineBlock} from './sourceRecords';
import {
  groupAnchor,
  itemAnchor,
  memberAnchor,
  paramRowAnchor,
  paramsAnchor,
} from '../../../src/model/api/anchors';
import type {
  ApiItem,
  ApiMember,
  ApiPageWithRelated,
  ApiParam,
  ApiReturn,
} from '../../../src/model/api/types';

/**
 * The reference's labels that its records show, by translation id, with the
 * English text the components give them; `tests/unit/apiSearchBlocks.test.ts`
 * checks each against the component's own default.
 */
export const RECORD_LABELS = {
  'api.extends': 'Extends',
  'api.createdBy': 'Created by',
  'api.returns': 'Returns',
  'api.eventType': 'Event type',
  'api.params.default': 'Default',
  'api.params.optional': 'optional',
  'api.params.required': 'required',
  'api.options': 'Options',
  'api.parameters': 'Parameters',
  'api.properties': 'Properties',
  'api.since': 'Since v{version}',
} as const;

export type RecordLabels = Record<keyof typeof RECORD_LABELS, string>;

/** The labels in the locale being built (its code translations), English where none is given. */
export function recordLabels(translations: CodeTranslations): RecordLabels {
  const entries = Object.entries(RECORD_LABELS).map(([id, english]) => [
    id,
    translations[id] ?? english,
  ]);
  return Object.fromEntries(entries) as RecordLabels;
}

const paragraphs = (markdown: string): OutlineBlock[] =>
  markdown
    .split(/\n\s*\n/)
    .map((paragraph) => plainInline(paragraph))
    .filter((text) => text.length > 2)
    .map((text) => ({kind: 'text', text}));

const text = (value: string): OutlineBlock[] => (value ? [{kind: 'text', text: value}] : []);

function returnsBlocks(returns: ApiReturn<string> | undefined, labels: RecordLabels) {
  if (!returns) {
    return [];
  }
  const description = returns.description ? `: ${plainInline(returns.description)}` : '';
  return text(`${labels['api.returns']} ${returns.type}${description}`);
}

function defaultCell(param: ApiParam<string>, labels: RecordLabels): string {
  if (param.default !== undefined) {
    return param.default;
  }
  return param.optional ? labels['api.params.optional'] : labels['api.params.required'];
}

/** A method's parameters: each row as one line of text, then its description. */
function parameterRows(params: readonly ApiParam<string>[], labels: RecordLabels) {
  return params.flatMap((param) => [
    ...text(
      [param.name, param.type, defaultCell(param, labels), plainInline(param.description)]
        .filter(Boolean)
        .join(' · '),
    ),
    ...paragraphs(param.description),
  ]);
}

function paramsTitle(item: ApiItem<string>, labels: RecordLabels): string {
  if (item.kind === 'object' || item.paramsId === 'properties') {
    return labels['api.properties'];
  }
  return item.paramsId === 'options' ? labels['api.options'] : labels['api.parameters'];
}

/** An item's own parameters: a section whose rows are entries at their own anchors. */
function itemParams(
  page: ApiPageWithRelated,
  item: ApiItem<string>,
  labels: RecordLabels,
): OutlineBlock[] {
  if (!item.params?.length) {
    return [];
  }
  return [
    {kind: 'heading', depth: 3, text: paramsTitle(item, labels), id: paramsAnchor(item)},
    ...item.params.flatMap((param): OutlineBlock[] => [
      {
        kind: 'entry',
        // A hit shows its own name and its page: `Marker options.color`, not a bare `options.color`.
        name: `${item.name} ${param.name}`,
        id: paramRowAnchor(item, param.name),
        text: [
          param.type,
          defaultCell(param, labels),
          sinceText(page, paramRowAnchor(item, param.name), labels),
          plainInline(param.description),
        ]
          .filter(Boolean)
          .join(' — '),
      },
      ...paragraphs(param.description),
    ]),
  ];
}

const relatedTitles = (page: ApiPageWithRelated, anchor: string) =>
  (page.related[anchor] ?? []).flatMap(({title}) => text(title));

/** "Since v3.9.0", as the label by the entry's heading reads, where the facts date it. */
function sinceText(page: ApiPageWithRelated, anchor: string, labels: RecordLabels): string {
  const version = page.since[anchor];
  return version ? labels['api.since'].replace('{version}', version) : '';
}

function memberBlocks(
  page: ApiPageWithRelated,
  item: ApiItem<string>,
  member: ApiMember<string>,
  labels: RecordLabels,
): OutlineBlock[] {
  const anchor = memberAnchor(item, member);
  return [
    {kind: 'heading', depth: 3, text: member.name, id: anchor},
    ...text(sinceText(page, anchor, labels)),
    ...paragraphs(member.description),
    ...(member.kind === 'event' ? text(`${labels['api.eventType']} ${member.eventType}`) : []),
    ...(member.kind === 'property' && member.default !== undefined
      ? text(`${labels['api.params.default']} ${member.default}`)
      : []),
    ...(member.kind === 'method' ? parameterRows(member.params ?? [], labels) : []),
    ...(member.kind === 'method' ? returnsBlocks(member.returns, labels) : []),
    ...relatedTitles(page, anchor),
  ];
}

export function apiReferenceBlocks(page: ApiPageWithRelated, labels: RecordLabels): OutlineBlock[] {
  return page.items.flatMap((item): OutlineBlock[] => [
    {kind: 'heading', depth: 2, text: item.name, id: itemAnchor(item)},
    ...text(sinceText(page, itemAnchor(item), labels)),
    ...(item.extends ? text(`${labels['api.extends']} ${item.extends}`) : []),
    ...(item.createdBy ? text(`${labels['api.createdBy']} ${item.createdBy}`) : []),
    ...paragraphs(item.description),
    ...returnsBlocks(item.returns, labels),
    ...relatedTitles(page, itemAnchor(item)),
    ...itemParams(page, item, labels),
    ...(item.groups ?? []).flatMap((group): OutlineBlock[] => [
      {kind: 'heading', depth: 3, text: group.title, id: groupAnchor(item, group)},
      ...group.members.flatMap((member) => memberBlocks(page, item, member, labels)),
    ]),
  ]);
}

/** Each API page's blocks, by its path under the base URL (`api/map/`), in the locale of `context`. */
export function apiSearchBlocks(
  context: Pick<LoadContext, 'siteDir' | 'i18n' | 'codeTranslations'>,
  tokens: ProductTokenValues,
  examples: readonly ExampleEntries[],
): ReadonlyMap<string, readonly OutlineBlock[]> {
  const locale = context.i18n.currentLocale === 'ja' ? 'ja' : 'en';
  const labels = recordLabels(context.codeTranslations);
  return new Map(
    localizedApiPages(
      context.siteDir,
      locale,
      tokens,
      examples,
      englishBaseUrlOf(context.i18n),
    ).map((page) => [`api/${page.id}/`, apiReferenceBlocks(page, labels)]),
  );
}
