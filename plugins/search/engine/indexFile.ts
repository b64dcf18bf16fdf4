/**
 * The index file the browser loads, packed: about 25 % smaller gzipped than
 * the DocSearch records it holds. What every record of a page repeats (the
 * site's address, the page's path, its tags and top level) is written once
 * per page; a record's headings are written only when they differ from the
 * record before it, without the empty levels; the object id and the position
 * are derived from the order. `records.json` beside it keeps the full
 * records, for pushing to the hosted service.
 */
import {LEVELS, type Hierarchy, type RecordType, type SearchRecord} from './types';

const HEADING_LEVELS = LEVELS.slice(1);
const RECORD_TYPES: readonly RecordType[] = [
  'lvl1',
  'lvl2',
  'lvl3',
  'lvl4',
  'lvl5',
  'lvl6',
  'content',
];

/** A page: its path under the base, its docusaurus tags, its top-level heading. */
type PackedPage = [path: string, tags: string[], lvl0: string | null];

/**
 * A record: its page, the anchor of its URL, its type, its headings (lvl1
 * onwards, or 0 for "as the record before"), its text and its keywords.
 */
type PackedRecord =
  | [
      page: number,
      anchor: string,
      type: RecordType,
      headings: (string | null)[] | 0,
      content: string | null,
    ]
  | [
      page: number,
      anchor: string,
      type: RecordType,
      headings: (string | null)[] | 0,
      content: string | null,
      keywords: string[],
    ];

export interface PackedIndexFile {
  version: 2;
  language: string;
  /** The locale's base address: every record's URL starts with it. */
  base: string;
  pages: PackedPage[];
  records: PackedRecord[];
}

/**
 * Packs the records of one locale. Throws if one does not fit the shape the
 * unpacking derives (a URL outside the base, an object id or position out of
 * order), so a build never writes an index that reads back differently.
 */
export function packIndex(
  language: string,
  base: string,
  records: readonly SearchRecord[],
): PackedIndexFile {
  const pages: PackedPage[] = [];
  const pageIds = new Map<string, number>();
  const counts = new Map<number, number>();
  let previousHeadings = '';
  const packed = records.map((record): PackedRecord => {
    if (!record.url.startsWith(base)) {
      throw new Error(`Search index: ${record.url} is not under ${base}`);
    }
    const local = record.url.slice(base.length);
    const hash = local.indexOf('#');
    // API anchors hold a second '#' (map#flyto): only the first one splits.
    const path = hash === -1 ? local : local.slice(0, hash);
    const anchor = hash === -1 ? '' : local.slice(hash + 1);
    const key = JSON.stringify([path, record.docusaurus_tag, record.hierarchy.lvl0]);
    let page = pageIds.get(key);
    if (page === undefined) {
      page = pages.length;
      pageIds.set(key, page);
      pages.push([path, record.docusaurus_tag, record.hierarchy.lvl0]);
    }
    const position = counts.get(page) ?? 0;
    counts.set(page, position + 1);
    if (record.position !== position || record.objectID !== objectIdOf(language, path, position)) {
      throw new Error(`Search index: ${record.objectID} is out of order`);
    }
    if (record.language !== language) {
      throw new Error(`Search index: ${record.objectID} is not in ${language}`);
    }
    const levels = HEADING_LEVELS.map((level) => record.hierarchy[level]);
    while (levels.length > 0 && levels[levels.length - 1] === null) {
      levels.pop();
    }
    const headings = JSON.stringify(levels);
    const same = headings === previousHeadings;
    previousHeadings = headings;
    const row: PackedRecord = [page, anchor, record.type, same ? 0 : levels, record.content];
    return record.keywords ? [...row, record.keywords] : row;
  });
  return {version: 2, language, base, pages, records: packed};
}

function objectIdOf(language: string, path: string, position: number): string {
  return `${language}:${path}:${position}`;
}

function isStringOrNull(value: unknown): value is string | null {
  return value === null || typeof value === 'string';
}

/** The records of a packed index file, or null if `file` is not one. */
export function unpackIndex(file: unknown): SearchRecord[] | null {
  const candidate = file as Partial<PackedIndexFile> | null;
  if (
    !candidate ||
    candidate.version !== 2 ||
    typeof candidate.language !== 'string' ||
    typeof candidate.base !== 'string' ||
    !Array.isArray(candidate.pages) ||
    !Array.isArray(candidate.records)
  ) {
    return null;
  }
  const {language, base, pages} = candidate as PackedIndexFile;
  const counts = new Map<number, number>();
  let headings: (string | null)[] = [];
  const records: SearchRecord[] = [];
  for (const row of candidate.records as unknown[]) {
    if (!Array.isArray(row)) {
      return null;
    }
    const [pageId, anchor, type, rowHeadings, content, keywords] = row as unknown[];
    const page = typeof pageId === 'number' ? pages[pageId] : undefined;
    if (
      !page ||
      typeof anchor !== 'string' ||
      !RECORD_TYPES.includes(type as RecordType) ||
      !isStringOrNull(content) ||
      (rowHeadings !== 0 && !(Array.isArray(rowHeadings) && rowHeadings.every(isStringOrNull))) ||
      (keywords !== undefined &&
        !(Array.isArray(keywords) && keywords.every((word) => typeof word === 'string')))
    ) {
      return null;
    }
    if (rowHeadings !== 0) {
      headings = rowHeadings as (string | null)[];
    }
    const [path, tags, lvl0] = page;
    const position = counts.get(pageId as number) ?? 0;
    counts.set(pageId as number, position + 1);
    const hierarchy = {lvl0} as Hierarchy;
    HEADING_LEVELS.forEach((level, index) => {
      hierarchy[level] = headings[index] ?? null;
    });
    records.push({
      objectID: objectIdOf(language, path, position),
      url: `${base}${path}${anchor ? `#${anchor}` : ''}`,
      type: type as RecordType,
      hierarchy,
      content: content as string | null,
      language,
      docusaurus_tag: tags,
      ...(keywords !== undefined && {keywords: keywords as string[]}),
      position,
    });
  }
  return records;
}
