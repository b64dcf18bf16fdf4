/**
 * The site's route table, relative to the base URL, and where each page's
 * title comes from. Used by the route tests and the screenshot script, so a
 * route added to the site is added here once.
 */
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';

import {replaceProductTokens} from '../../src/config/productTokens';
import {resolveSettings, siteTitleFor} from '../../src/config/settings';
import {API_PAGE_IDS} from '../../plugins/api-reference/model/types';

export const LOCALES = ['en', 'ja'] as const;
export type Locale = (typeof LOCALES)[number];

const settings = resolveSettings(process.env);
export const SITE_TITLE = siteTitleFor(settings);

/** Doc routes and their MDX source, relative to docs/. */
export const DOC_ROUTES: ReadonlyArray<{path: string; source: string}> = [
  {path: 'api/', source: 'api/index.mdx'},
  ...API_PAGE_IDS.map((page) => ({
    path: `api/${page}/`,
    source: `api/${page}.mdx`,
  })),
  {path: 'example/', source: 'example/index.mdx'},
  {path: 'guides/', source: 'guides/index.mdx'},
  {path: 'guides/add-your-data/', source: 'guides/add-your-data/index.mdx'},
  {path: 'guides/add-your-data/markers/', source: 'guides/add-your-data/markers.mdx'},
  {path: 'guides/add-your-data/style-layers/', source: 'guides/add-your-data/style-layers.mdx'},
  ...['browsers', 'globe', 'install', 'migrate', 'pricing', 'projections'].map((guide) => ({
    path: `guides/${guide}/`,
    source: `guides/${guide}.mdx`,
  })),
  {path: 'guides/styles/', source: 'guides/styles/index.mdx'},
  ...['set-a-style', 'style-layers', 'work-with-layers'].map((guide) => ({
    path: `guides/styles/${guide}/`,
    source: `guides/styles/${guide}.mdx`,
  })),
  {path: 'guides/user-interactions/', source: 'guides/user-interactions/index.mdx'},
  ...['gestures', 'interactions'].map((guide) => ({
    path: `guides/user-interactions/${guide}/`,
    source: `guides/user-interactions/${guide}.mdx`,
  })),
  {path: 'plugins/', source: 'plugins/index.mdx'},
];

/** The debug plugin's pages (debug: true) and the heading each one shows. */
/** `example/{slug}/` for every example folder. */
export const EXAMPLE_ROUTES: readonly string[] = readdirSync(
  join(__dirname, '..', '..', 'example'),
  {
    withFileTypes: true,
  },
)
  .filter((entry) => entry.isDirectory())
  .map((entry) => `example/${entry.name}/`);

export const DEBUG_ROUTES: ReadonlyArray<{path: string; heading: string}> = [
  {path: '__docusaurus/debug/', heading: 'Site config'},
  {path: '__docusaurus/debug/config/', heading: 'Site config'},
  {path: '__docusaurus/debug/content/', heading: 'Plugin content'},
  {path: '__docusaurus/debug/globalData/', heading: 'Global data'},
  {path: '__docusaurus/debug/metadata/', heading: 'Site Metadata'},
  {path: '__docusaurus/debug/registry/', heading: 'Registry'},
  {path: '__docusaurus/debug/routes/', heading: 'Routes'},
];

const REPO_ROOT = join(__dirname, '..', '..');

function sourceFile(locale: Locale, source: string): string {
  return locale === 'en'
    ? join(REPO_ROOT, 'docs', source)
    : join(REPO_ROOT, 'i18n', locale, 'docusaurus-plugin-content-docs', 'current', source);
}

/** The front matter title of a doc in a locale, with product tokens replaced. */
export function docTitle(locale: Locale, source: string): string {
  const text = readFileSync(sourceFile(locale, source), 'utf8');
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
  const raw = /^title:\s*(.+)$/m.exec(frontMatter)?.[1]?.trim();
  if (!raw) {
    throw new Error(`${sourceFile(locale, source)} has no title in its front matter.`);
  }
  const unquoted = raw.replace(/^(['"])(.*)\1$/, '$2');
  return replaceProductTokens(unquoted, settings);
}

/** URL path of a route in a locale, relative to the base URL. */
export function localisedPath(locale: Locale, path: string): string {
  return locale === 'en' ? path : `${locale}/${path}`;
}
