/**
 * Markdown twins: `index.md` beside every built page's `index.html`, made
 * from that HTML (convert.ts), then `llms.txt` (every page with its twin's
 * address and description) and `llms-full.txt` (every guide and API page in
 * full) at the locale's root. Steps of the post-build pipeline
 * (plugins/post-build). An example's title, description and topic come from
 * its model; its HTML gives only the twin's text.
 */
import {writeFile} from 'node:fs/promises';
import {join} from 'node:path';

import type {ExampleRecord} from '../examples/model';
import type {BuiltLocale} from '../../src/lib/builtLocale';
import {markdownTwin} from './convert';
import {
  llmsFull,
  llmsIndex,
  type ExtraSection,
  type SectionTitles,
  type TwinPage,
  type TwinSection,
} from './llms';

/** Section headings of llms.txt, which no React page renders, per locale. */
const SECTION_TITLES: Record<string, SectionTitles> = {
  en: {
    guides: 'Guides',
    api: 'API reference',
    examples: (topic) => (topic ? `Examples: ${topic}` : 'Examples'),
    plugins: 'Plugins',
    // The English pages are the source: they are never outdated.
    translationNote: () => '',
  },
  ja: {
    guides: 'ガイド',
    api: 'API リファレンス',
    examples: (topic) => (topic ? `サンプル: ${topic}` : 'サンプル'),
    plugins: 'プラグイン',
    translationNote: ({state, englishChanged}) =>
      state === 'outdated'
        ? `（翻訳が古い可能性があります。英語版は ${englishChanged ?? ''} に更新されています）`
        : '（未翻訳のため英語で表示しています）',
  },
};

/** The translation notice a Japanese page opens with (plugins/translations), read from its (minified) HTML. */
function translationNoticeOf(html: string): TwinPage['translation'] {
  const notice =
    /data-translation-status="?(outdated|missing)"?(?:[^>]*?data-english-changed="?([\d-]+))?/.exec(
      html,
    );
  if (!notice) return undefined;
  return notice[2]
    ? {state: notice[1] as 'outdated' | 'missing', englishChanged: notice[2]}
    : {state: notice[1] as 'outdated' | 'missing'};
}

/** Pages that are tools rather than documentation. */
const SKIPPED = /^(?:search\/|404\.html|__docusaurus)/;

function sectionOf(relativePath: string): TwinSection {
  if (relativePath.startsWith('api/')) return 'api';
  if (relativePath.startsWith('example/')) return 'examples';
  if (relativePath.startsWith('plugins/')) return 'plugins';
  return 'guides';
}

/** Writes every page's twin and returns the pages for llms.txt. */
export async function writeMarkdownTwins(
  built: BuiltLocale,
  examples: readonly ExampleRecord[],
): Promise<TwinPage[]> {
  const examplesByPath = new Map(examples.map((example) => [`example/${example.slug}/`, example]));
  const twins: TwinPage[] = [];
  for (const page of built.pages.filter(({relative}) => !SKIPPED.test(relative))) {
    const url = `${built.siteUrl}${page.path}`;
    const twin = markdownTwin(page.html, url);
    await writeFile(join(built.outDir, page.relative, 'index.md'), twin.markdown);
    const section = sectionOf(page.relative);
    const example = examplesByPath.get(page.relative);
    const translation = example?.translation ?? translationNoticeOf(page.html);
    twins.push({
      section,
      url,
      markdownUrl: `${url}index.md`,
      title: example?.title ?? twin.title,
      description: example?.pageDescription ?? twin.description,
      markdown: twin.markdown,
      ...(translation && {translation}),
      // The gallery's own page heads the examples, outside every topic.
      ...(section === 'examples' && {topic: example?.topics[0]?.label ?? ''}),
    });
  }
  return twins;
}

/**
 * `llms.txt` and `llms-full.txt` at the locale's root, from the twins;
 * `extra` sections (in the locale's language) close llms.txt.
 */
export async function writeLlmsFiles(
  built: BuiltLocale,
  twins: readonly TwinPage[],
  extra: readonly ExtraSection[] = [],
): Promise<void> {
  const home = twins.find((page) => page.url === `${built.siteUrl}${built.baseUrl}`);
  const site = {title: built.siteTitle, summary: home?.description ?? built.tagline};
  const sections = SECTION_TITLES[built.locale] ?? SECTION_TITLES.en!;
  await writeFile(join(built.outDir, 'llms.txt'), llmsIndex(twins, {...site, sections, extra}));
  await writeFile(join(built.outDir, 'llms-full.txt'), llmsFull(twins, site));
}
