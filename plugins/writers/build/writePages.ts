/**
 * Writes the writers' pages into a locale's build: static pages in the site's
 * frame (the locale's built 404 page, its navbar and footer, its stylesheet and
 * theme script) without the readers' app, so that they cost the readers' pages
 * nothing: no route, no chunk, no entry in the route table. Out of the sitemap
 * and the search index (they are no routes, and say `noindex`) and of the
 * offline copy (plugins/offline leaves out `writers/`).
 */
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {load, type CheerioAPI} from 'cheerio';
import {build} from 'esbuild';

import {bundleBrowserScript} from '../../browserScript';
import {SCRIPT_FAILURE_NOTICE_ID} from '../../../src/config/scriptFailureIds';
import type {BuiltLocale} from '../../../src/lib/builtLocale';
import type {RenderedPage, WritersPagesInput} from './renderPages';

/** Under each locale's base URL. */
export const WRITERS_PATH = 'writers/';
const STYLESHEET = 'writers.css';
const FILTERS_SCRIPT = 'status-filters.js';

const HERE = __dirname;
const ROOT = join(HERE, '..');

type Render = (input: WritersPagesInput) => RenderedPage[];

/**
 * The pages' renderer for Node: the components bundled with build/translate.tsx
 * standing for `@docusaurus/Translate`, written where Docusaurus keeps
 * generated files (`docusaurus clear` removes it). Once per build process.
 */
let renderer: Promise<Render> | undefined;
function pagesRenderer(generatedFilesDir: string): Promise<Render> {
  renderer ??= (async () => {
    const file = join(generatedFilesDir, 'writers', 'render-pages.cjs');
    await build({
      entryPoints: [join(HERE, 'renderPages.tsx')],
      outfile: file,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      jsx: 'automatic',
      alias: {'@docusaurus/Translate': join(HERE, 'translate.tsx')},
      external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
      logLevel: 'silent',
    });
    const loaded = createRequire(file)(file) as {renderWritersPages: Render};
    return loaded.renderWritersPages;
  })();
  return renderer;
}

export interface WritersPagesOptions extends WritersPagesInput {
  /** Each locale's base URL, for the navbar's language links: `{en: '/mapbox-gl-js/', ...}`. */
  readonly localeBaseUrls: Readonly<Record<string, string>>;
}

/** One page in the frame of `template` (the locale's 404 page, read as it was built). */
function framedPage(
  template: string,
  page: RenderedPage,
  built: BuiltLocale,
  localeBaseUrls: Readonly<Record<string, string>>,
): string {
  const $: CheerioAPI = load(template);
  const writersUrl = `${built.baseUrl}${WRITERS_PATH}`;
  // The readers' app and what it preloads: without them nothing hydrates the page away.
  $('script[src]').remove();
  // The page template's loader, known by the notice it shows when a script fails.
  $('script')
    .filter((_, script) => $(script).text().includes(SCRIPT_FAILURE_NOTICE_ID))
    .remove();
  $('link[rel="preload"][as="script"], link[rel="prefetch"], link[rel="modulepreload"]').remove();
  // What needs the app to work (search, sign-in, the colour switch, the phone menu) goes too:
  // the reader's theme still applies, through the frame's inline theme script.
  $('nav.navbar button, nav.navbar [role="status"], .navbar-sidebar').remove();
  // The frame's own address is the 404 page's.
  $('link[rel="canonical"], link[rel="alternate"][hreflang], meta[property="og:url"]').remove();
  $('title').text(`${page.title} | ${built.siteTitle}`);
  $('meta[property="og:title"]').attr('content', `${page.title} | ${built.siteTitle}`);
  $('head').append(
    '<meta name="robots" content="noindex, nofollow">',
    `<link rel="stylesheet" href="${writersUrl}${STYLESHEET}">`,
    page.filters ? `<script src="${writersUrl}${FILTERS_SCRIPT}" defer></script>` : '',
  );
  // The language menu leads to this page in the other locale, not to its 404 page.
  $('a.dropdown__link[lang]').each((_, link) => {
    const base = localeBaseUrls[$(link).attr('lang') ?? ''];
    if (base) $(link).attr('href', `${base}${WRITERS_PATH}${page.path}`);
  });
  const main = $('main');
  if (main.length !== 1)
    throw new Error(`${built.locale}/404.html has no single <main> to frame a page in`);
  main.replaceWith(page.main);
  return $.html();
}

/** The writers' pages of one locale; returns a line for the build's report. */
export async function writeWritersPages(
  built: BuiltLocale,
  generatedFilesDir: string,
  options: WritersPagesOptions,
): Promise<string> {
  const render = await pagesRenderer(generatedFilesDir);
  const template = await readFile(join(built.outDir, '404.html'), 'utf8');
  const folder = join(built.outDir, WRITERS_PATH);
  const pages = render(options);
  for (const page of pages) {
    await mkdir(join(folder, page.path), {recursive: true});
    await writeFile(
      join(folder, page.path, 'index.html'),
      framedPage(template, page, built, options.localeBaseUrls),
    );
  }
  await writeFile(
    join(folder, STYLESHEET),
    await readFile(join(ROOT, 'theme', 'WritersPages', STYLESHEET)),
  );
  await writeFile(
    join(folder, FILTERS_SCRIPT),
    await bundleBrowserScript(join(ROOT, 'browser', 'statusFilters.ts'), {
      format: 'iife',
      minify: true,
    }),
  );
  return `${pages.length} pages`;
}
