/**
 * The dev server's search index: records built from the sources of every
 * page (see sourceRecords.ts), from the content the other plugins loaded.
 */
import {readFile} from 'node:fs/promises';
import {join} from 'node:path';

import {replaceProductTokens, type ProductTokenValues} from '../../../src/config/productTokens';
import type {SearchRecord} from '../engine/types';
import type {ExampleRecord} from '../../examples/model';
import {
  outlineOfMdx,
  plainInline,
  recordsOfOutline,
  type OutlineBlock,
  type OutlineContext,
  type PageOutline,
} from './sourceRecords';

/** What the docs plugin loads, as far as the index needs it. */
interface LoadedDocs {
  loadedVersions: ReadonlyArray<{
    docs: ReadonlyArray<{
      title: string;
      description: string;
      permalink: string;
      source: string;
    }>;
  }>;
}

export interface DevIndexInput {
  readonly siteDir: string;
  readonly context: OutlineContext;
  readonly tokens: ProductTokenValues;
  readonly docs: LoadedDocs | undefined;
  readonly examples: readonly ExampleRecord[] | undefined;
  /** The API reference's blocks of each API page, by its path (`api/map/`), from its model. */
  readonly apiReference: ReadonlyMap<string, readonly OutlineBlock[]>;
}

export async function devIndexRecords(input: DevIndexInput): Promise<SearchRecord[]> {
  const {siteDir, context, tokens} = input;
  const outlines: PageOutline[] = [];
  for (const doc of input.docs?.loadedVersions[0]?.docs ?? []) {
    const file = join(siteDir, doc.source.replace(/^@site\//, ''));
    const source = replaceProductTokens(await readFile(file, 'utf8'), tokens);
    // Permalinks get their trailing slash (trailingSlash: true) only as routes.
    const permalink = doc.permalink.endsWith('/') ? doc.permalink : `${doc.permalink}/`;
    const path = permalink.slice(context.baseUrl.length);
    outlines.push({
      path,
      title: replaceProductTokens(doc.title, tokens),
      description: replaceProductTokens(doc.description, tokens),
      blocks: [...outlineOfMdx(source), ...(input.apiReference.get(path) ?? [])],
      docusaurusTag: 'docs-default-current',
    });
  }
  outlines.push(...exampleOutlines(input.examples ?? [], tokens));
  return outlines.flatMap((outline) => recordsOfOutline(outline, context));
}

/**
 * The examples' pages as the index sees them, from their records (the
 * built index uses these too): title, the prose by paragraph, and the slug
 * and topics as words they are found by.
 */
export function exampleOutlines(
  examples: readonly ExampleRecord[],
  tokens: ProductTokenValues,
): PageOutline[] {
  return examples.map(({slug, title, description, topics}) => ({
    path: `example/${slug}/`,
    title: replaceProductTokens(title, tokens),
    blocks: replaceProductTokens(description, tokens)
      .split(/\n\s*\n/)
      .map((text) => ({kind: 'text' as const, text: plainInline(text)}))
      .filter((block) => block.text),
    docusaurusTag: 'default',
    keywords: [slug, ...topics.flatMap((topic) => [topic.id, topic.label])],
  }));
}
