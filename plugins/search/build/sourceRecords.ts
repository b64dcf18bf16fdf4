/**
 * Search records from content models rather than HTML: outlines (title,
 * description, headings with their anchors, entries, blocks of text) and
 * the records they make. The examples and the API reference are indexed
 * from their models this way in the built index and on the dev server alike;
 * on the dev server, which renders no HTML, the docs' MDX too
 * (`outlineOfMdx`). Pure: the plugins read the files.
 */
import type {Hierarchy, RecordType, SearchRecord} from '../engine/types';

/** Top-level sections, by first path segment, and their names per language. */
export const SECTIONS: Record<string, Record<string, string>> = {
  guides: {en: 'Guides', ja: 'ガイド'},
  api: {en: 'API Reference', ja: 'API リファレンス'},
  example: {en: 'Examples', ja: 'サンプル'},
  plugins: {en: 'Plugins', ja: 'プラグイン'},
};

export type OutlineBlock =
  | {
      readonly kind: 'heading';
      readonly depth: 2 | 3 | 4;
      readonly text: string;
      readonly id: string;
    }
  | {readonly kind: 'text'; readonly text: string}
  /**
   * A record of its own one level below the current heading, at its own
   * anchor, that opens no section: a parameter row (`options.center`), whose
   * text is its type, default and description.
   */
  | {readonly kind: 'entry'; readonly name: string; readonly id: string; readonly text: string};

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

/** Longest text record, in characters; longer text is cut at a word. */
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

export function cut(text: string): string {
  if (text.length <= MAX_TEXT) {
    return text;
  }
  const slice = text.slice(0, MAX_TEXT);
  const space = slice.lastIndexOf(' ');
  return `${space > MAX_TEXT / 2 ? slice.slice(0, space) : slice}…`;
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

/**
 * Adds records to a page's list, keeping track of the heading they sit
 * under: what both the outlines and the HTML extraction (extract.ts) write
 * through.
 */
export class RecordWriter {
  readonly records: SearchRecord[] = [];
  /** The anchor of the nearest heading above; records link to it. */
  anchor = '';
  readonly hierarchy: Hierarchy;

  constructor(
    private readonly page: {
      readonly url: string;
      /** `{language}:{path under the base URL}`, the start of every record's id. */
      readonly idPrefix: string;
      readonly language: string;
      readonly docusaurusTag: readonly string[];
      readonly lvl0: string;
      readonly lvl1: string;
    },
  ) {
    this.hierarchy = {
      lvl0: page.lvl0,
      lvl1: page.lvl1,
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    };
  }

  add(type: RecordType, content: string | null, extra: Partial<SearchRecord> = {}): void {
    const position = this.records.length;
    this.records.push({
      objectID: `${this.page.idPrefix}:${position}`,
      url: this.anchor ? `${this.page.url}#${this.anchor}` : this.page.url,
      type,
      hierarchy: {...this.hierarchy},
      content,
      language: this.page.language,
      docusaurus_tag: [...this.page.docusaurusTag],
      position,
      ...extra,
    });
  }

  /** Opens a section at `depth`: the levels below it are cleared. */
  heading(depth: number, text: string, id: string, extra: Partial<SearchRecord> = {}): void {
    for (let lower = depth; lower <= 6; lower += 1) {
      this.hierarchy[`lvl${lower}` as keyof Hierarchy] = null;
    }
    this.hierarchy[`lvl${depth}` as keyof Hierarchy] = text;
    this.anchor = id || this.anchor;
    this.add(`lvl${depth}` as RecordType, null, extra);
  }

  /** A record one level below the current heading, at its own anchor; the section stays open. */
  entry(depth: number, name: string, id: string, content: string | null): void {
    const level = `lvl${depth}` as keyof Hierarchy;
    const saved = {name: this.hierarchy[level], anchor: this.anchor};
    this.hierarchy[level] = name;
    this.anchor = id || this.anchor;
    this.add(level as RecordType, content);
    this.hierarchy[level] = saved.name;
    this.anchor = saved.anchor;
  }

  /** The depth of the innermost open heading (1 for the page's title). */
  depth(): number {
    for (let depth = 6; depth >= 2; depth -= 1) {
      if (this.hierarchy[`lvl${depth}` as keyof Hierarchy]) {
        return depth;
      }
    }
    return 1;
  }

  blocks(blocks: readonly OutlineBlock[]): void {
    for (const block of blocks) {
      if (block.kind === 'text') {
        this.add('content', cut(block.text));
      } else if (block.kind === 'heading') {
        this.heading(block.depth, block.text, block.id);
      } else if (this.depth() < 6) {
        this.entry(this.depth() + 1, block.name, block.id, cut(block.text) || null);
      }
    }
  }
}

/** The records of one page: its title, a record per heading, a record per block of text. */
export function recordsOfOutline(outline: PageOutline, context: OutlineContext): SearchRecord[] {
  const section = outline.path.split('/')[0] ?? '';
  const names = SECTIONS[section];
  if (!names) {
    return [];
  }
  const writer = new RecordWriter({
    url: `${context.siteUrl}${context.baseUrl}${outline.path}`,
    idPrefix: `${context.language}:${outline.path}`,
    language: context.language,
    docusaurusTag: [outline.docusaurusTag],
    lvl0: names[context.language] ?? names.en ?? section,
    lvl1: outline.title,
  });
  writer.add('lvl1', null, outline.keywords?.length ? {keywords: [...outline.keywords]} : {});
  if (outline.description) {
    writer.add('content', cut(plainInline(outline.description)));
  }
  writer.blocks(outline.blocks);
  return writer.records;
}
