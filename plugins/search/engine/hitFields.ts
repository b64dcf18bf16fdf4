/**
 * A hit's fields: the attributes of its record a request retrieves, a
 * record's text by attribute name (`hierarchy.lvl1`), and the nested place
 * an attribute's highlight or snippet goes in the hit.
 */
import {LEVELS, type SearchHit, type SearchRecord} from './types';

export function attributeText(record: SearchRecord, attribute: string): string | null | undefined {
  if (attribute.startsWith('hierarchy.')) {
    return record.hierarchy[
      attribute.slice('hierarchy.'.length) as keyof SearchRecord['hierarchy']
    ];
  }
  const value = (record as unknown as Record<string, unknown>)[attribute];
  return typeof value === 'string' ? value : undefined;
}

export function setPath(target: Record<string, unknown>, attribute: string, value: unknown): void {
  const [head, tail] = attribute.split('.', 2) as [string, string | undefined];
  if (tail === undefined) {
    target[head] = value;
    return;
  }
  const nested = (target[head] ??= {}) as Record<string, unknown>;
  nested[tail] = value;
}

export function retrieved(
  record: SearchRecord,
  attributes: readonly string[] | undefined,
): SearchHit {
  const hit: SearchHit = {objectID: record.objectID, _highlightResult: {}};
  const wanted = attributes ?? ['*'];
  const all = wanted.includes('*');
  const want = (attribute: string) => all || wanted.includes(attribute);
  if (want('url')) hit.url = record.url;
  if (want('type')) hit.type = record.type;
  if (want('content')) hit.content = record.content;
  if (want('language')) hit.language = record.language;
  if (want('docusaurus_tag')) hit.docusaurus_tag = record.docusaurus_tag;
  const hierarchy: Partial<SearchRecord['hierarchy']> = {};
  for (const level of LEVELS) {
    if (all || want('hierarchy') || want(`hierarchy.${level}`)) {
      hierarchy[level] = record.hierarchy[level];
    }
  }
  if (Object.keys(hierarchy).length > 0) {
    hit.hierarchy = hierarchy;
  }
  return hit;
}
