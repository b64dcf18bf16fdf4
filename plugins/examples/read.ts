/**
 * Reading the example folders, validated: shared by the examples plugin,
 * the thumbnail/check script and the tests. The preview platform
 * (plugins/preview) writes their demo documents.
 */
import {readFile, readdir} from 'node:fs/promises';
import {join} from 'node:path';

import {
  replaceProductTokens,
  replaceTokensDeep,
  type ProductTokenValues,
} from '../../src/config/productTokens';
import {baseUrlFor, type SiteSettings} from '../../src/config/settings';
import {filesStamp, processCache} from '../../src/lib/incrementalFiles';
import {codeTextProblems, japaneseDocument} from './japaneseDocument';
import {validateDocument, validateMeta, type ExampleMeta} from './schema';

// A type alias, not an interface: Docusaurus wants plugin options indexable.
export type ExamplesPluginOptions = {
  readonly tokens: ProductTokenValues;
  /** Where the product docs keep example assets (images, data), mapped to local files. */
  readonly assetsUrl: string;
  /** The site's base URL without a locale, where the files every locale shares are served. */
  readonly siteBaseUrl: string;
};

/** The plugin's options for a site's settings (docusaurus.config.ts and scripts). */
export function examplesOptionsFor(settings: SiteSettings): ExamplesPluginOptions {
  return {
    tokens: {
      productId: settings.productId,
      productName: settings.productName,
      libraryVersion: settings.libraryVersion,
    },
    assetsUrl: `${settings.hosts.production.docs}/${settings.productId}-gl-js/assets/`,
    siteBaseUrl: baseUrlFor(settings),
  };
}

export interface LoadedExample {
  readonly slug: string;
  readonly meta: ExampleMeta;
  /** The document as written: English comments, title and `lang`. */
  readonly html: string;
  /** The document of each translated locale (japaneseDocument.ts). */
  readonly translatedHtml: {readonly ja: string};
}

/** Topic ids (in the gallery's order) and their Japanese names, from `example/topics.json`. */
export async function readTopicLabels(exampleDir: string): Promise<Record<string, string>> {
  return JSON.parse(await readFile(join(exampleDir, 'topics.json'), 'utf8')) as Record<
    string,
    string
  >;
}

/** Each example as last read, with the sizes and times of its files then. */
const readBefore = processCache<{stamp: string; example: LoadedExample}>('examples-read');

/** An example folder's files and the tokens put in them: they change when the example does. */
function exampleStamp(folder: string, tokens: ProductTokenValues): string {
  const files = filesStamp([join(folder, 'meta.json'), join(folder, 'index.html')]);
  return `${files}\n${JSON.stringify(tokens)}`;
}

/**
 * Every example of `exampleDir`, validated. An example whose files have not
 * changed since the last read is not read again (the dev server reads them
 * all after each edit).
 */
export async function readExamples(
  exampleDir: string,
  tokens: ProductTokenValues,
): Promise<LoadedExample[]> {
  const topics = Object.keys(await readTopicLabels(exampleDir));
  const entries = await readdir(exampleDir, {withFileTypes: true});
  const slugs = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return Promise.all(
    slugs.map(async (slug) => {
      const folder = join(exampleDir, slug);
      const stamp = `${topics.join(',')}\n${exampleStamp(folder, tokens)}`;
      const before = readBefore.get(folder);
      if (before?.stamp === stamp) {
        return before.example;
      }
      let rawMeta: unknown;
      try {
        // Titles and prose may name the product (`%PRODUCT% GL JS`): replaced
        // here once, like the document, so every reader gets final text.
        rawMeta = replaceTokensDeep(
          JSON.parse(await readFile(join(folder, 'meta.json'), 'utf8')) as unknown,
          tokens,
        );
      } catch (error) {
        throw new Error(`example/${slug}/meta.json cannot be read: ${(error as Error).message}`);
      }
      const meta = validateMeta(slug, rawMeta, topics);
      const html = replaceProductTokens(await readFile(join(folder, 'index.html'), 'utf8'), tokens);
      validateDocument(slug, html, tokens.productId, {map: meta.map});
      const documentTitle = /<title>([^<]*)<\/title>/i.exec(html)?.[1]?.trim();
      if (documentTitle !== meta.title.en) {
        throw new Error(
          `example/${slug}/index.html: its <title> must be the English title "${meta.title.en}" (found "${documentTitle ?? ''}")`,
        );
      }
      const codeProblems = codeTextProblems(html, meta);
      if (codeProblems.length > 0) {
        const message = `example/${slug}/meta.json: ${codeProblems.join('; ')}`;
        // A writer's edit on the dev server (`docusaurus start`) shows at once:
        // the Japanese page keeps the English of a comment until it has its
        // Japanese. A build fails.
        if (process.env.NODE_ENV !== 'development') throw new Error(message);
        console.warn(`[examples] ${message} (the Japanese page shows the English meanwhile)`);
      }
      const example = {slug, meta, html, translatedHtml: {ja: japaneseDocument(html, meta)}};
      readBefore.set(folder, {stamp, example});
      return example;
    }),
  );
}
