/**
 * Search records straight from the sources, for the dev server, which renders
 * no HTML to extract from: the docs' MDX, the examples' meta.json and the API
 * reference entries. Each source becomes an outline (title, description,
 * headings with their anchors, blocks of text) and each outline the same kind
 * of records the built index has, so the dialog behaves as it will in
 * production. Pure: the plugin reads the files.
 */
import {itemAnchor, memberAnchor} from '../../api-reference/model/anchors';
import type {ApiPage} from '../../api-reference/model/types';
import type {Hierarchy, RecordType, SearchRecord} from '../engine/types';
import {SECTIONS} from './extract';

export type OutlineBlock =
  | {
      readonly kind: 'heading';
      readonly depth: 2 | 3 | 4;
      readonly text: string;
      readonly id: string;
    }
  | {readonly kind: 'text'; readonly text: string};

export interface PageOutline {
  /** Path under the locale's base URL, e.g. `guides/install/`. */
  readonly path: string;
  readonly title: string;
  readonly description?: string;
  readonly blocks: readonly OutlineBlock[];
  readonly docusaurusTag: string;
  /** Words the page is found by without showing them (example slugs and topics). */
  readonly keywords?: readonly string[];
}

export interface OutlineContext {
  readonly siteUrl: string;
  readonly baseUrl: string;
  readonly language: string;
}

/** Longest text record, as in the built index. */
const MAX_TEXT = 400;

/** Markdown inline syntax → the text a reader sees. */
export function plainInline(markdown: string): string {
  return markdown
    .replace(/<[^>]+>/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/(\*\*|__|\*|_)(\S(?:.*?\S)?)\1/g, '$2')
    .replace(/\{#[\w-]+\}/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-');
}

function cut(text: string): string {
  return text.length <= MAX_TEXT ? text : `${text.slice(0, MAX_TEXT - 1)}…`;
}

/**
 * Headings and text blocks of an MDX document. Front matter, imports,
 * exports, code fences, admonition fences and JSX tags are skipped; a table
 * row reads as its cells joined, a list item as one block.
 */
export function outlineOfMdx(source: string): OutlineBlock[] {
  const blocks: OutlineBlock[] = [];
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, '');
  let paragraph: string[] = [];
  let inFence = false;
  const flush = () => {
    const text = plainInline(paragraph.join(' '));
    if (text.length > 2) {
      blocks.push({kind: 'text', text: cut(text)});
    }
    paragraph = [];
  };
  for (const rawLine of body.split('\n')) {
    const line = rawLine.trim();
    if (/^(```|~~~)/.test(line)) {
      flush();
      inFence = !inFence;
      continue;
    }
    if (inFence) {
      continue;
    }
    const heading = /^(#{2,4})\s+(.+?)\s*(?:\{#([\w-]+)\})?$/.exec(line);
    if (heading) {
      flush();
      const text = plainInline(heading[2] ?? '');
      const depth = (heading[1]?.length ?? 2) as 2 | 3 | 4;
      blocks.push({kind: 'heading', depth, text, id: heading[3] ?? slugOf(text)});
      continue;
    }
    const isMarkup =
      line === '' ||
      /^(import|export)\s/.test(line) ||
      /^:::/.test(line) ||
      /^<\/?[A-Za-z][^>]*>$/.test(line) ||
      /^\|?\s*:?-{3,}/.test(line);
    if (isMarkup) {
      flush();
      continue;
    }
    if (/^([-*+]|\d+\.)\s/.test(line) || line.startsWith('|')) {
      flush();
      paragraph.push(
        line.startsWith('|')
          ? line
              .split('|')
              .map((cell) => cell.trim())
              .filter(Boolean)
              .join(' · ')
          : line.replace(/^([-*+]|\d+\.)\s+/, ''),
      );
      flush();
      continue;
    }
    paragraph.push(line);
  }
  flush();
  return blocks;
}

/** Items as h2 blocks and members as h3 blocks, at the anchors the rendered page has. */
export function outlineOfApiPage(page: ApiPage, language: 'en' | 'ja'): OutlineBlock[] {
  const blocks: OutlineBlock[] = [];
  for (const item of page.items) {
    blocks.push({kind: 'heading', depth: 2, text: item.name, id: itemAnchor(item)});
    blocks.push({kind: 'text', text: cut(plainInline(item.description[language]))});
    for (const group of item.groups ?? []) {
      for (const member of group.members) {
        blocks.push({kind: 'heading', depth: 3, text: member.name, id: memberAnchor(item, member)});
        blocks.push({kind: 'text', text: cut(plainInline(member.description[language]))});
      }
    }
  }
  return blocks;
}

/** The records of one page: its title, a record per heading, a record per block of text. */
export function recordsOfOutline(outline: PageOutline, context: OutlineContext): SearchRecord[] {
  const section = outline.path.split('/')[0] ?? '';
  const names = SECTIONS[section];
  if (!names) {
    return [];
  }
  const pageUrl = `${context.siteUrl}${context.baseUrl}${outline.path}`;
  const hierarchy: Hierarchy = {
    lvl0: names[context.language] ?? names.en ?? section,
    lvl1: outline.title,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  const records: SearchRecord[] = [];
  let anchor = '';
  const add = (type: RecordType, content: string | null, keywords?: readonly string[]) => {
    const position = records.length;
    records.push({
      objectID: `${context.language}:${outline.path}:${position}`,
      url: anchor ? `${pageUrl}#${anchor}` : pageUrl,
      type,
      hierarchy: {...hierarchy},
      content,
      language: context.language,
      docusaurus_tag: [outline.docusaurusTag],
      position,
      ...(keywords?.length ? {keywords: [...keywords]} : {}),
    });
  };
  add('lvl1', null, outline.keywords);
  if (outline.description) {
    add('content', cut(plainInline(outline.description)));
  }
  for (const block of outline.blocks) {
    if (block.kind === 'text') {
      add('content', block.text);
      continue;
    }
    for (let lower = block.depth; lower <= 6; lower += 1) {
      hierarchy[`lvl${lower}` as keyof Hierarchy] = null;
    }
    hierarchy[`lvl${block.depth}`] = block.text;
    anchor = block.id;
    add(`lvl${block.depth}`, null);
  }
  return records;
}
