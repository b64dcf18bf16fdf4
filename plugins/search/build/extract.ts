/**
 * Built HTML → DocSearch records, for one page. Pure: no file system, so it
 * is unit-tested against small HTML fixtures (tests/unit/searchExtract.test.ts).
 *
 * A page gives a lvl1 record (its title), one record per h2/h3/h4 section,
 * one per API member written in Markdown (a table row whose first cell is
 * code), and content records for paragraphs, list items and table rows, each
 * pointing at the anchor of its nearest heading. A heading inside a list item
 * gets the rest of the item as keywords. An API page's reference part is
 * indexed from the API reference's model (`apiReference`), not its HTML.
 */
import {load} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';

import type {SearchRecord} from '../engine/types';
import {RecordWriter, SECTIONS, cut, type OutlineBlock} from './sourceRecords';

export interface PageInput {
  html: string;
  /** Path of the page including the locale's base URL, e.g. /mapbox-gl-js/ja/api/map/ */
  path: string;
  /** The locale's base URL, e.g. /mapbox-gl-js/ja/ */
  baseUrl: string;
  /** Site origin, e.g. https://docs.mapbox.com */
  siteUrl: string;
  /** Locale of the build, used when the page has no docsearch:language meta. */
  locale: string;
  /**
   * What the page's `[data-api-reference]` part shows, from the API
   * reference's model: that part of the HTML is left out, and these blocks
   * are indexed after the rest of the page.
   */
  apiReference?: readonly OutlineBlock[];
}

function clean(text: string): string {
  return text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const SKIPPED_TAGS = new Set(['pre', 'script', 'style', 'svg', 'button']);
// `translation-status`: the notice and marks of a translation that is not current (plugins/translations).
const SKIPPED_CLASSES = ['hash-link', 'theme-code-block', 'translation-status'];

function classes(element: Element): string[] {
  return (element.attribs.class ?? '').split(/\s+/);
}

function isSkipped(element: Element): boolean {
  return (
    SKIPPED_TAGS.has(element.tagName) ||
    classes(element).some((name) => SKIPPED_CLASSES.includes(name))
  );
}

/**
 * Text of an element without heading anchors, code blocks and the nested
 * elements named in `without`. A walk over the parsed tree: cloning and
 * querying per block made the index build take seconds.
 */
function textOf(element: Element, without: readonly string[] = []): string {
  let text = '';
  const walk = (node: AnyNode) => {
    if (node.type === 'text') {
      text += (node as unknown as {data: string}).data;
      return;
    }
    if (node.type !== 'tag') {
      return;
    }
    const child = node as Element;
    if (isSkipped(child) || without.includes(child.tagName)) {
      return;
    }
    child.children.forEach(walk);
  };
  element.children.forEach(walk);
  return clean(text);
}

const SKIP_INSIDE_TAGS = new Set(['pre', 'header', 'nav', 'thead']);

/**
 * True if the element sits in a code block, a translation notice, a header,
 * navigation, a table head, or (when its model is indexed instead) the API reference.
 */
function insideSkipped(element: Element, root: Element, skipApiReference: boolean): boolean {
  for (let node = element.parent; node && node !== root; node = node.parent) {
    if (node.type === 'tag') {
      const parent = node as Element;
      if (
        SKIP_INSIDE_TAGS.has(parent.tagName) ||
        classes(parent).some((name) => SKIPPED_CLASSES.includes(name)) ||
        (skipApiReference && parent.attribs['data-api-reference'] !== undefined)
      ) {
        return true;
      }
    }
  }
  return false;
}

/** The top-level section of a page, or null for pages outside the docs sections. */
export function sectionOf(path: string, baseUrl: string): string | null {
  if (!path.startsWith(baseUrl)) {
    return null;
  }
  const first = path.slice(baseUrl.length).split('/')[0] ?? '';
  return first in SECTIONS ? first : null;
}

const BLOCKS = 'h2, h3, h4, p, li, tr, dt, dd';

export function extractRecords(input: PageInput): SearchRecord[] {
  const section = sectionOf(input.path, input.baseUrl);
  if (!section) {
    return [];
  }
  // parse5, the spec-compliant parser: the minified pages leave out optional
  // end tags (</td>, </tr>, </p>), which htmlparser2 nests wrongly.
  const $ = load(input.html);
  // Doc pages only: the example pages are indexed from the examples' model (writeIndex.ts).
  const article = $('.theme-doc-markdown').first();
  if (article.length === 0) {
    return [];
  }
  const language = $('meta[name="docsearch:language"]').attr('content') ?? input.locale;
  const tag = $('meta[name="docsearch:docusaurus_tag"]').attr('content');
  const docusaurusTag = tag ? [tag] : ['default'];
  const sectionName = SECTIONS[section]?.[language] ?? SECTIONS[section]?.en ?? section;
  const title = clean(article.find('header h1').first().text()) || clean($('h1').first().text());
  const pageUrl = `${input.siteUrl}${input.path}`;
  const isApi = section === 'api';
  const root = article[0] as Element;

  const writer = new RecordWriter({
    url: pageUrl,
    idPrefix: `${language}:${input.path.slice(input.baseUrl.length)}`,
    language,
    docusaurusTag,
    lvl0: sectionName,
    lvl1: title,
  });
  const skipApiReference = input.apiReference !== undefined;

  writer.add('lvl1', null);
  const description = clean($('meta[name="description"]').attr('content') ?? '');
  if (description) {
    writer.add('content', cut(description));
  }

  article.find(BLOCKS).each((_, node: AnyNode) => {
    const element = node as Element;
    const $element = $(element);
    if (insideSkipped(element, root, skipApiReference)) {
      return;
    }
    const name = element.tagName.toLowerCase();
    if (/^h[2-4]$/.test(name)) {
      const text = textOf(element);
      if (!text) {
        return;
      }
      // A heading that is the title of a list item (a catalogue entry): the
      // item's short parts (slug, topics) are its keywords. Its paragraphs are
      // records of their own, not keywords: a description would make the
      // heading claim every word of it.
      const keywords = $element
        .parent('li')
        .children()
        .not('h2, h3, h4, p')
        .toArray()
        .map((child) => textOf(child))
        .filter(Boolean)
        .join(' ');
      writer.heading(
        Number(name.slice(1)),
        text,
        $element.attr('id') ?? '',
        keywords ? {keywords: [keywords]} : {},
      );
      return;
    }
    if (name === 'li') {
      // Items with their own paragraphs or a heading are indexed through those.
      if ($element.children('p, h2, h3, h4').length > 0) {
        return;
      }
      const text = textOf(element, ['ul', 'ol']);
      if (text) {
        writer.add('content', cut(text));
      }
      return;
    }
    if (name === 'tr') {
      // Header rows have no data cells; a row may name itself in a <th scope="row">.
      if ($element.children('td').length === 0) {
        return;
      }
      const cells = $element.children('th, td');
      const texts = cells.toArray().map((cell) => textOf(cell));
      const first = cells.first();
      const rowId = $element.attr('id');
      // An API entry of its own: an anchored row, or a member table row
      // written in markdown whose first cell is code.
      const isEntry = rowId !== undefined || first.is('td');
      if (isApi && isEntry && first.children('code').length > 0 && writer.depth() < 6) {
        writer.entry(
          writer.depth() + 1,
          texts[0] ?? '',
          rowId ?? '',
          cut(texts.slice(1).join(' — ')) || null,
        );
        return;
      }
      writer.add('content', cut(texts.filter(Boolean).join(' · ')));
      return;
    }
    const text = textOf(element);
    if (text.length > 2) {
      writer.add('content', cut(text));
    }
  });
  writer.blocks(input.apiReference ?? []);
  return writer.records;
}
