/**
 * `search_docs`: the site's own search, as the browser runs it. Each
 * locale's packed index file (the one the search dialog loads) is unpacked
 * and searched by the embedded engine (plugins/search/engine), so typos,
 * Japanese words and the task ranking work as in the dialog. Each engine is
 * made on the first search of its locale.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

import {createEngine, type SearchEngine} from '../../search/engine/engine';
import {unpackIndex} from '../../search/engine/indexFile';
import {hasCjk} from '../../search/engine/tokenize';
import {LEVELS, type SearchHit} from '../../search/engine/types';
import {INDEX_DIRECTORY} from '../../search/constants';
import type {BuiltLocaleData, BuiltSite} from './builtSite';
import {ToolInputError} from './results';

/** Hits a search returns. */
export const SEARCH_HITS = 8;
/** Words of text around the match in each hit's snippet. */
const SNIPPET_WORDS = 24;

export interface DocsHit {
  /** The page's title, then the headings down to the hit: `Markers and controls › Marker`. */
  readonly title: string;
  readonly url: string;
  /** Text around the match, the query's words in **bold**. */
  readonly snippet: string;
}

/** The locale's packed index: every file of its index folder but the full records. */
function indexFileOf(locale: BuiltLocaleData): string {
  const folder = join(locale.folder, INDEX_DIRECTORY);
  const name = readdirSync(folder).find(
    (file) => file.endsWith('.json') && file !== 'records.json',
  );
  if (!name) {
    throw new Error(`No search index in ${folder}: run \`npm run build\` again.`);
  }
  return join(folder, name);
}

export class DocsSearch {
  private readonly engines = new Map<string, SearchEngine>();

  constructor(private readonly site: BuiltSite) {}

  /** The locale a query is in: the one asked for, else Japanese for Japanese text. */
  localeFor(query: string, locale?: string): BuiltLocaleData {
    const wanted = locale ?? (hasCjk(query) ? 'ja' : this.site.defaultLocale);
    const found = this.site.locales.find((entry) => entry.locale === wanted);
    if (!found) {
      throw new ToolInputError(
        `This build has no locale "${wanted}"; it has ${this.site.locales.map((entry) => entry.locale).join(', ')}.`,
      );
    }
    return found;
  }

  engineOf(locale: BuiltLocaleData): SearchEngine {
    let engine = this.engines.get(locale.locale);
    if (!engine) {
      const records = unpackIndex(JSON.parse(readFileSync(indexFileOf(locale), 'utf8')));
      if (!records) {
        throw new Error(
          `${indexFileOf(locale)} is not a search index: run \`npm run build\` again.`,
        );
      }
      engine = createEngine(records);
      this.engines.set(locale.locale, engine);
    }
    return engine;
  }

  search(query: string, locale: BuiltLocaleData, hits = SEARCH_HITS): DocsHit[] {
    const result = this.engineOf(locale).search({
      query,
      hitsPerPage: hits,
      attributesToSnippet: [
        ...LEVELS.slice(1).map((level) => `hierarchy.${level}:${SNIPPET_WORDS}`),
        `content:${SNIPPET_WORDS}`,
      ],
      highlightPreTag: '**',
      highlightPostTag: '**',
      snippetEllipsisText: '…',
    });
    return result.hits.map((hit) => ({
      title: titleOf(hit),
      url: hit.url ?? '',
      snippet: snippetOf(hit),
    }));
  }
}

function titleOf(hit: SearchHit): string {
  return LEVELS.map((level) => hit.hierarchy?.[level])
    .filter((heading): heading is string => Boolean(heading))
    .slice(1)
    .join(' › ');
}

function snippetOf(hit: SearchHit): string {
  const snippets = (hit._snippetResult ?? {}) as Record<string, unknown>;
  const content = snippets.content as {value?: string} | undefined;
  const text = content?.value ?? hit.content ?? '';
  // The engine escapes HTML in snippets for the dialog; this is plain text.
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

export function formatHits(query: string, hits: readonly DocsHit[]): string {
  if (hits.length === 0) {
    return `No page matches "${query}". Try fewer or other words, or an API name such as \`flyTo\`.`;
  }
  const lines = hits.map(
    (hit, index) =>
      `${index + 1}. **${hit.title || hit.url}**\n   ${hit.url}${hit.snippet ? `\n   ${hit.snippet}` : ''}`,
  );
  return `${lines.join('\n')}\n\nget_page(url) returns a page's Markdown.`;
}
