/**
 * The site's routes, relative to the base URL, read from its content (the
 * docs folder, the example folders), and where each page's title comes
 * from. The one deliberate list of routes is the contract in
 * tests/e2e/routes.spec.ts.
 */
import {readFileSync, readdirSync} from 'node:fs';
import {join, sep} from 'node:path';

import {replaceProductTokens} from '../../src/config/productTokens';
import {resolveSettings, siteTitleFor} from '../../src/config/settings';

export const LOCALES = ['en', 'ja'] as const;
export type Locale = (typeof LOCALES)[number];

const settings = resolveSettings(process.env);
export const SITE_TITLE = siteTitleFor(settings);

const DOCS_DIR = join(__dirname, '..', '..', 'docs');

/**
 * Doc routes and their MDX source, relative to docs/, from the docs folder
 * itself: `guides/install.mdx` is `guides/install/`, an `index.mdx` its
 * folder's route. Files and folders whose name starts with `_` are not pages.
 */
export const DOC_ROUTES: ReadonlyArray<{path: string; source: string}> = readdirSync(DOCS_DIR, {
  recursive: true,
  encoding: 'utf8',
})
  .map((file) => file.split(sep).join('/'))
  .filter((file) => /\.mdx?$/.test(file) && !file.split('/').some((part) => part.startsWith('_')))
  .map((source) => ({
    path: `${source.replace(/\.mdx?$/, '').replace(/(?:^|\/)index$/, '')}/`.replace(/^\/$/, ''),
    source,
  }))
  .sort((a, b) => a.path.localeCompare(b.path));

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
