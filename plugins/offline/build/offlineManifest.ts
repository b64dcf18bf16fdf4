/**
 * Post-build step: the list of what a locale's offline copy holds
 * (`{locale base}offline-manifest.json`), then the service worker at the
 * site's root, configured with every locale's list built so far (the
 * default locale is built first, so the last locale's run writes the final
 * worker).
 */
import {createHash} from 'node:crypto';
import {readFile, readdir, writeFile} from 'node:fs/promises';
import {dirname, join, relative, sep} from 'node:path';

import type {BuiltLocale} from '../../../src/lib/builtLocale';
import {
  OFFLINE_MANIFEST_FILE,
  OFFLINE_PAGE_PATH,
  SERVICE_WORKER_FILE,
  parseOfflineManifest,
  type OfflineFile,
  type OfflineManifest,
} from '../model/offlineManifest';
import type {OfflineWorkerConfig} from '../worker/config';
import {bundleServiceWorker} from './bundleWorker';
import {readRouteFiles} from '../../overrides/private-reads/routeFiles';

export interface OfflineFilesInput {
  readonly defaultLocale: string;
  readonly locales: readonly string[];
  /** The site's base URL, `/mapbox-gl-js/`. */
  readonly siteBaseUrl: string;
  /** Folders under the site's root that every locale shares (the examples' runtime, thumbnails). */
  readonly sharedFolders: readonly string[];
  /** URL prefixes the worker must never cache. */
  readonly neverCache: readonly string[];
  /** Docusaurus's generated folder, where the client build lists each route's chunks. */
  readonly generatedFilesDir: string;
}

/**
 * Files a reader never needs offline: what is for machines (twins,
 * llms.txt, the sitemap, the hosts' headers, the full search records, the
 * MCP server's tool data),
 * the debug pages, the writers' pages, what must come fresh (the announcement), and the
 * runtime's build stamp.
 */
const LEFT_OUT = [
  /\.md$/,
  /(^|\/)llms(-full)?\.txt$/,
  /^sitemap\.xml$/,
  /^opensearch\.xml$/,
  /^_headers$/,
  /^404\.html$/,
  /^__docusaurus\//,
  /^dynamic-assets\//,
  // The install icons and the app manifest: the browser reads them when it installs, not offline.
  /^img\/app\//,
  /^manifest\.webmanifest$/,
  /^search-index\/records\.json$/,
  /^tool-data\//,
  // Pages for the writers (the glossary, the translation status), not for readers.
  /^writers\//,
  /(^|\/)platform-stamp\.txt$/,
  new RegExp(`^${OFFLINE_MANIFEST_FILE.replace('.', '\\.')}$`),
  new RegExp(`^${SERVICE_WORKER_FILE.replace('.', '\\.')}$`),
];

function keeps(path: string): boolean {
  return !LEFT_OUT.some((pattern) => pattern.test(path));
}

/** Paths of the files under a folder, `/`-separated, relative to it. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, {withFileTypes: true, recursive: true});
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/** A page's URL is its folder's (`guides/install/`), any other file's its own path. */
function urlOf(base: string, path: string): string {
  if (path === 'index.html') return base;
  return `${base}${path.endsWith('/index.html') ? path.slice(0, -'index.html'.length) : path}`;
}

async function describe(file: string, url: string): Promise<OfflineFile> {
  const content = await readFile(file);
  const revision = createHash('sha256').update(content).digest('hex').slice(0, 16);
  return {url, bytes: content.length, revision};
}

function titleOf(html: string): string {
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1] ?? '';
  return title
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .trim();
}

export function buildIdOf(files: readonly OfflineFile[]): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file.url} ${file.revision}\n`);
  return hash.digest('hex').slice(0, 12);
}

export async function offlineManifestOf(
  built: BuiltLocale,
  input: OfflineFilesInput,
  builtAt: Date,
): Promise<OfflineManifest> {
  const isDefault = built.locale === input.defaultLocale;
  const siteRoot = isDefault ? built.outDir : dirname(built.outDir);
  const otherLocales = input.locales.filter((locale) => locale !== input.defaultLocale);
  const inShared = (path: string) =>
    input.sharedFolders.some((folder) => path.startsWith(`${folder}/`));
  const own = (await filesUnder(built.outDir)).filter(
    (path) =>
      keeps(path) &&
      !(isDefault && otherLocales.some((locale) => path.startsWith(`${locale}/`))) &&
      !(isDefault && inShared(path)),
  );
  const shared = (await filesUnder(siteRoot)).filter((path) => inShared(path) && keeps(path));
  const files = await Promise.all([
    ...own.map((path) => describe(join(built.outDir, path), urlOf(built.baseUrl, path))),
    ...shared.map((path) => describe(join(siteRoot, path), `${input.siteBaseUrl}${path}`)),
  ]);
  files.sort((a, b) => a.url.localeCompare(b.url));
  const pages = built.pages
    .filter((page) => files.some((file) => file.url === page.path))
    .map((page) => ({url: page.path, title: titleOf(page.html) || page.path}));
  const offlinePage = `${built.baseUrl}${OFFLINE_PAGE_PATH}`;
  const offlineHtml = built.pages.find((page) => page.path === offlinePage)?.html;
  if (offlineHtml === undefined) throw new Error(`the offline page ${offlinePage} was not built`);
  const shell = [
    offlinePage,
    `${built.baseUrl}${OFFLINE_MANIFEST_FILE}`,
    ...new Set([
      ...assetsOfPage(offlineHtml, built.baseUrl),
      ...(await readRouteFiles(input.generatedFilesDir, offlinePage)),
    ]),
  ];
  return {
    version: 1,
    build: buildIdOf(files),
    builtAt: builtAt.toISOString(),
    locale: built.locale,
    files,
    pages,
    bytes: files.reduce((sum, file) => sum + file.bytes, 0),
    shell,
  };
}

/** Build files and images an offline page loads: its stylesheets, scripts, logo and icon. */
export function assetsOfPage(html: string, baseUrl: string): string[] {
  const escaped = baseUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // Minified HTML leaves most attribute values unquoted; an absolute URL (`og:image`) is not loaded.
  const pattern = new RegExp(`["'(=](${escaped}(?:assets|img)/[^"'\\s)>]+)`, 'g');
  return [...new Set([...html.matchAll(pattern)].map((match) => match[1]!))].sort();
}

async function readManifests(siteRoot: string, input: OfflineFilesInput) {
  const found: {manifest: OfflineManifest; baseUrl: string}[] = [];
  for (const locale of input.locales) {
    const folder = locale === input.defaultLocale ? siteRoot : join(siteRoot, locale);
    const baseUrl =
      locale === input.defaultLocale ? input.siteBaseUrl : `${input.siteBaseUrl}${locale}/`;
    try {
      const manifest = parseOfflineManifest(
        JSON.parse(await readFile(join(folder, OFFLINE_MANIFEST_FILE), 'utf8')),
      );
      if (manifest) found.push({manifest, baseUrl});
    } catch {
      // This locale is not built (yet): the worker covers the others.
    }
  }
  return found;
}

export function workerConfigOf(
  manifests: Awaited<ReturnType<typeof readManifests>>,
  input: OfflineFilesInput,
): OfflineWorkerConfig {
  const locales = manifests
    .map(({manifest, baseUrl}) => ({
      locale: manifest.locale,
      baseUrl,
      offlinePage: `${baseUrl}${OFFLINE_PAGE_PATH}`,
      shell: manifest.shell,
    }))
    .sort((a, b) => b.baseUrl.length - a.baseUrl.length);
  const version = createHash('sha256')
    .update(manifests.map(({manifest}) => manifest.build).join(' '))
    .digest('hex')
    .slice(0, 12);
  return {
    version,
    scope: input.siteBaseUrl,
    locales,
    neverCache: input.neverCache,
  };
}

export async function writeOfflineFiles(
  built: BuiltLocale,
  input: OfflineFilesInput,
): Promise<string> {
  const manifest = await offlineManifestOf(built, input, new Date());
  await writeFile(join(built.outDir, OFFLINE_MANIFEST_FILE), JSON.stringify(manifest));
  const siteRoot = built.locale === input.defaultLocale ? built.outDir : dirname(built.outDir);
  const config = workerConfigOf(await readManifests(siteRoot, input), input);
  await writeFile(join(siteRoot, SERVICE_WORKER_FILE), await bundleServiceWorker(config));
  const megabytes = (manifest.bytes / 1024 / 1024).toFixed(1);
  return `${manifest.files.length} files, ${megabytes} MB; worker ${config.version}`;
}
