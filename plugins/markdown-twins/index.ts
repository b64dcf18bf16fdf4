/**
 * Markdown twins plugin: after each locale's build, writes beside every
 * page's `index.html` an `index.md` made from that HTML (convert.ts), and at
 * the locale's root `llms.txt` (every page with its twin's address and
 * description) and `llms-full.txt` (every guide and API page in full).
 */
import {readFile, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {load} from 'cheerio';

import {markdownTwin} from './convert';
import {llmsFull, llmsIndex, type SectionTitles, type TwinPage, type TwinSection} from './llms';

/** Section headings of llms.txt, which no React page renders, per locale. */
const SECTION_TITLES: Record<string, SectionTitles> = {
  en: {
    guides: 'Guides',
    api: 'API reference',
    examples: (topic) => (topic ? `Examples: ${topic}` : 'Examples'),
    plugins: 'Plugins',
  },
  ja: {
    guides: 'ガイド',
    api: 'API リファレンス',
    examples: (topic) => (topic ? `サンプル: ${topic}` : 'サンプル'),
    plugins: 'プラグイン',
  },
};

/** Pages that are tools rather than documentation. */
const SKIPPED = /^(?:search\/|404\.html|__docusaurus)/;

function sectionOf(relativePath: string): TwinSection {
  if (relativePath.startsWith('api/')) return 'api';
  if (relativePath.startsWith('example/')) return 'examples';
  if (relativePath.startsWith('plugins/')) return 'plugins';
  return 'guides';
}

export default function markdownTwinsPlugin(context: LoadContext): Plugin {
  return {
    name: 'markdown-twins',

    async postBuild({outDir, routesPaths, baseUrl, siteConfig, i18n}) {
      const siteUrl = siteConfig.url.replace(/\/$/, '');
      const paths = [...new Set(routesPaths)]
        .filter((path) => path.startsWith(baseUrl) && path.endsWith('/'))
        .map((path) => path.slice(baseUrl.length))
        .filter((relative) => !SKIPPED.test(relative))
        .sort();
      const pages: TwinPage[] = [];
      for (const relative of paths) {
        let html: string;
        try {
          html = await readFile(join(outDir, relative, 'index.html'), 'utf8');
        } catch {
          continue;
        }
        const url = `${siteUrl}${baseUrl}${relative}`;
        const twin = markdownTwin(html, url);
        await writeFile(join(outDir, relative, 'index.md'), twin.markdown);
        const section = sectionOf(relative);
        pages.push({
          section,
          url,
          markdownUrl: `${url}index.md`,
          title: twin.title,
          description: twin.description,
          markdown: twin.markdown,
          ...(section === 'examples' && {
            topic:
              relative === 'example/' ? '' : load(html)('main a[href*="?topic="]').first().text(),
          }),
        });
      }
      const home = pages.find((page) => page.url === `${siteUrl}${baseUrl}`);
      const site = {title: siteConfig.title, summary: home?.description ?? siteConfig.tagline};
      const sections = SECTION_TITLES[i18n.currentLocale] ?? SECTION_TITLES.en!;
      await writeFile(join(outDir, 'llms.txt'), llmsIndex(pages, {...site, sections}));
      await writeFile(join(outDir, 'llms-full.txt'), llmsFull(pages, site));
      console.log(
        `[markdown-twins] ${context.i18n.currentLocale}: ${pages.length} Markdown twins, llms.txt, llms-full.txt`,
      );
    },
  };
}
