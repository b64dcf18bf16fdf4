import {readFileSync} from 'node:fs';
import type {APIRequestContext} from '@playwright/test';
import {load, type CheerioAPI} from 'cheerio';

import {skillFileLinks} from '../../plugins/skill-file/render';
import {baseUrlFor, resolveSettings} from '../../src/config/settings';
import {BuiltSite} from '../support/crawl';
import {localisedPath} from '../support/routes';
import {expect, test} from './fixtures';

/**
 * The Markdown twins and llms.txt of the built site, read over HTTP (no
 * browser): each twin says what its page says, and llms.txt lists every
 * page of the sitemap.
 */

async function text(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

/** Headings and code blocks of a rendered page's content, as a reader sees them. */
function renderedOutline($: CheerioAPI) {
  const root = $('.theme-doc-markdown').length ? $('.theme-doc-markdown') : $('main');
  root
    .find(
      'nav, figure:has(iframe), [aria-hidden="true"], .hash-link, [role="search"], [data-page-feedback]',
    )
    .remove();
  const headings = root
    .find('h1, h2, h3, h4')
    .map((_, heading) =>
      $(heading)
        .text()
        .replace(/\u200b/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .get();
  // Theme code blocks (one span per line) and the reference's own <pre> blocks.
  const code = root
    .find('pre')
    .map((_, pre) => {
      // The theme's blocks have one span per line and no line breaks in the text.
      const lines = $(pre).closest('.theme-code-block').length ? $(pre).find('.token-line') : null;
      const body = lines
        ? lines
            .map((__, line) => $(line).text())
            .get()
            .join('\n')
        : $(pre).text();
      return body.replace(/\n+$/, '');
    })
    .get();
  return {headings, code};
}

/** The same from a twin: ATX headings without their inline Markdown, fenced code. */
function markdownOutline(markdown: string) {
  const code: string[] = [];
  const outside = markdown.replace(/^```[^\n]*\n([\s\S]*?)\n```$/gm, (_, body: string) => {
    code.push(body);
    return '';
  });
  const headings = [...outside.matchAll(/^#{1,4} (.+)$/gm)].map(([, heading]) =>
    heading!
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[`*]/g, '')
      .replace(/\\(.)/g, '$1')
      .replace(/\s+/g, ' ')
      .trim(),
  );
  return {headings, code, prose: outside};
}

test.describe('Markdown twins', () => {
  for (const [locale, path] of [
    ['en', 'guides/install/'],
    ['en', 'api/map/'],
    ['en', 'example/simple-map/'],
    ['ja', 'guides/styles/'],
  ] as const) {
    test(`${locale} ${path}: the twin has the page's headings and code blocks`, async ({
      request,
    }) => {
      const page = localisedPath(locale, path);
      const [html, markdown] = await Promise.all([
        text(request, page),
        text(request, `${page}index.md`),
      ]);
      const rendered = renderedOutline(load(html));
      const twin = markdownOutline(markdown);
      expect(rendered.headings.length).toBeGreaterThan(1);
      expect(twin.headings).toEqual(rendered.headings);
      expect(twin.code).toEqual(rendered.code);
      // Product tokens replaced, links absolute, no theme chrome.
      expect(markdown).not.toMatch(/%product%|%PRODUCT%|%VERSION%/);
      expect(markdown).not.toMatch(/\]\(\/(?!\/)/);
      expect(twin.prose, 'HTML outside code blocks').not.toContain('<div');
    });
  }
});

test.describe('llms.txt', () => {
  for (const locale of ['en', 'ja'] as const) {
    test(`${locale}: lists every page of the sitemap with its twin, and llms-full.txt has every guide and API page`, async ({
      request,
    }) => {
      const [sitemap = '', index = '', full = ''] = await Promise.all(
        ['sitemap.xml', 'llms.txt', 'llms-full.txt'].map((file) =>
          text(request, localisedPath(locale, file)),
        ),
      );
      expect(index).toMatch(/^# .+\n\n> .+\n\n## /);
      const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!);
      expect(pages.length).toBeGreaterThan(150);
      const listed = new Set(
        [...index.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map(([, url]) => url),
      );
      const missing = pages.filter((page) => !listed.has(`${page}index.md`));
      expect(missing, 'sitemap pages missing from llms.txt').toEqual([]);
      // Each twin is built where llms.txt says (the tests above fetch twins over HTTP).
      const site = new BuiltSite(baseUrlFor(resolveSettings(process.env)));
      const unbuilt = pages
        .map((page) => new URL(`${page}index.md`).pathname)
        .filter((path) => site.fileFor(path) === null);
      expect(unbuilt).toEqual([]);
      for (const page of pages.filter((url) => /\/(guides|api)\//.test(url))) {
        expect(full, page).toContain(`<!-- ${page} -->`);
      }
      // Before it, both locales point to the one SKILL.md at the site's root.
      const settings = resolveSettings(process.env);
      expect(index).toContain(
        `[SKILL.md](${settings.hosts.production.docs}${baseUrlFor(settings)}SKILL.md)`,
      );
      // The last section names the MCP server and how to start it, in the locale's language.
      const mcp = index.slice(index.lastIndexOf('\n## '));
      expect(mcp).toContain(locale === 'ja' ? '## MCP サーバー' : '## MCP server');
      expect(mcp).toContain(`\`${resolveSettings(process.env).productId}-gl-js-docs\``);
      expect(mcp).toContain('`npm run mcp`');
      expect(mcp).toContain('`npm run build`');
    });
  }
});

test.describe('SKILL.md', () => {
  // No browser: the file as built, its links against the built files.
  test("is built at the site's root, and each of its links leads to a built file and id", () => {
    const settings = resolveSettings(process.env);
    const basePath = baseUrlFor(settings);
    const site = new BuiltSite(basePath);
    const file = site.fileFor(`${basePath}SKILL.md`);
    expect(file, 'SKILL.md is built').not.toBeNull();
    const markdown = readFileSync(file!, 'utf8');
    expect(markdown).toMatch(new RegExp(`^---\nname: ${settings.productId}-gl-js\n`));
    expect(markdown).not.toMatch(/%[A-Za-z_]+%/);
    const links = skillFileLinks(markdown);
    expect(links.length).toBeGreaterThan(30);
    const broken = links.filter((link) => {
      if (!link.startsWith(`${settings.hosts.production.docs}${basePath}`)) return true;
      const url = new URL(link);
      if (site.fileFor(url.pathname) === null) return true;
      return (
        url.hash !== '' && !site.idsOf(url.pathname).has(decodeURIComponent(url.hash.slice(1)))
      );
    });
    expect(broken).toEqual([]);
  });
});
