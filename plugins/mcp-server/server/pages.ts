/**
 * `get_page` and the resources: a page of the site, named by its full URL,
 * its path with or without the base URL, or its Markdown twin's URL, is
 * answered with its twin (`index.md` beside the page in the build). What
 * lies outside the site (another host, a path that leaves the base URL, a
 * page that was not built) is refused with the reason.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join, relative, sep} from 'node:path';

import type {BuiltLocaleData, BuiltSite} from './builtSite';
import {ToolInputError} from './results';

/** Hosts besides the site's own whose URLs name its pages: a local server of the build. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface SitePage {
  readonly locale: BuiltLocaleData;
  /** The page's address on the site, `https://docs.mapbox.com/mapbox-gl-js/guides/install/`. */
  readonly url: string;
  /** Its twin's address, the page's address + `index.md`. */
  readonly markdownUrl: string;
  /** The twin in the build. */
  readonly file: string;
}

/** The site's root: the default locale's base URL (`/mapbox-gl-js/`). */
function siteBase(site: BuiltSite): {origin: string; base: string} {
  const root = site.locales[0]!.data;
  return {origin: root.siteUrl, base: root.baseUrl};
}

function outside(input: string, why: string): ToolInputError {
  return new ToolInputError(`"${input}" is outside this site: ${why}`);
}

/** The path under the site's base URL that an input names, `ja/guides/install/`. */
function pathUnderBase(site: BuiltSite, input: string): string {
  const {origin, base} = siteBase(site);
  let url: URL;
  if (/^[a-z][a-z0-9+.-]*:/i.test(input)) {
    try {
      url = new URL(input);
    } catch {
      throw new ToolInputError(`"${input}" is not a URL or a path of this site.`);
    }
    const own = new URL(origin);
    if (!/^https?:$/.test(url.protocol)) {
      throw outside(input, `only ${origin}${base} addresses are pages of these docs.`);
    }
    if (url.host !== own.host && !LOCAL_HOSTS.has(url.hostname)) {
      throw outside(input, `${url.host} is not ${own.host}; pages are under ${origin}${base}.`);
    }
  } else {
    const path = input.startsWith('/') ? input : `/${input}`;
    url = new URL(path.startsWith(base) ? path : `${base.slice(0, -1)}${path}`, origin);
  }
  const pathname = decodeURIComponent(url.pathname);
  if (!pathname.startsWith(base)) {
    throw outside(input, `its path is not under ${base}.`);
  }
  return pathname
    .slice(base.length)
    .replace(/(^|\/)index\.(?:md|html)$/, '$1')
    .replace(/([^/])$/, '$1/')
    .replace(/^\/$/, '');
}

export function resolvePage(site: BuiltSite, input: string): SitePage {
  const path = pathUnderBase(site, input);
  const other = site.locales.slice(1).find((entry) => path.startsWith(`${entry.locale}/`));
  const locale = other ?? site.locales[0]!;
  const file = join(site.dir, path, 'index.md');
  const inside = relative(site.dir, file);
  if (inside.startsWith('..') || inside.split(sep).includes('..')) {
    throw outside(input, 'it leaves the built site.');
  }
  const {origin, base} = siteBase(site);
  const url = `${origin}${base}${path}`;
  if (!existsSync(file)) {
    throw new ToolInputError(
      `No page at ${url} in this build. search_docs finds pages by topic; ` +
        `llms.txt (${origin}${locale.data.baseUrl}llms.txt) lists them all.`,
    );
  }
  return {locale, url, markdownUrl: `${url}index.md`, file};
}

export function readPage(page: SitePage): string {
  return readFileSync(page.file, 'utf8');
}

export interface TwinEntry {
  readonly title: string;
  /** The twin's address. */
  readonly markdownUrl: string;
  readonly description: string;
}

/** Every page of a locale with its twin, as its llms.txt lists them. */
export function twinsOf(locale: BuiltLocaleData): TwinEntry[] {
  const text = readFileSync(join(locale.folder, 'llms.txt'), 'utf8');
  const entries: TwinEntry[] = [];
  for (const match of text.matchAll(/^- \[(.+)\]\((\S+\/index\.md)\)(?:: (.*))?$/gm)) {
    entries.push({title: match[1]!, markdownUrl: match[2]!, description: match[3] ?? ''});
  }
  return entries;
}

/** A locale's llms.txt: its address and its file. */
export function llmsTxtOf(locale: BuiltLocaleData): {url: string; file: string} {
  return {
    url: `${locale.data.siteUrl}${locale.data.baseUrl}llms.txt`,
    file: join(locale.folder, 'llms.txt'),
  };
}
