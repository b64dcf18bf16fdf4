import {readFile, readdir, writeFile} from 'node:fs/promises';
import {dirname, join, relative, sep} from 'node:path';
import type {I18n} from '@docusaurus/types';

import {baseUrlFor, type SiteSettings} from '../../src/config/settings';
import {headersFile} from './headersFile';
import {inlineScriptHashes, withPolicyMeta} from './inlineScripts';
import {demoDirectives, docsDirectives, serialise} from './policy';
import type {ExampleRecord} from '../examples/model';
import {RUNNER_FILE} from '../preview';
import {demoFileName} from '../preview/demoFiles';
import type {BuiltLocale} from '../../src/lib/builtLocale';

async function htmlFiles(folder: string, skip: (path: string) => boolean): Promise<string[]> {
  const entries = await readdir(folder, {withFileTypes: true, recursive: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !skip(path));
}

export interface SecurityPoliciesInput {
  readonly settings: SiteSettings;
  /** Folder of the example runtime (demo documents and the runner) in each locale's output. */
  readonly runtimeDir: string;
  readonly i18n: Pick<I18n, 'defaultLocale' | 'currentLocale' | 'locales'>;
  readonly examples: readonly ExampleRecord[];
}

/**
 * The last step of the post-build pipeline (plugins/post-build), and the only
 * one that rewrites pages: a Content Security Policy `<meta>` in every page
 * (its inline scripts by hash) and in every demo document, then the
 * `_headers` file at the site's root with the same policies as headers and
 * the other security headers, for static hosts that read it and for the
 * test server (scripts/static-server.mjs).
 */
export async function applySecurityPolicies(
  built: BuiltLocale,
  {settings, runtimeDir, i18n, examples}: SecurityPoliciesInput,
): Promise<void> {
  const {outDir} = built;
  const {defaultLocale, currentLocale, locales} = i18n;
  const localeFolders = locales.filter((locale) => locale !== defaultLocale);
  const siteRoot = currentLocale === defaultLocale ? outDir : dirname(outDir);
  const inRuntime = (path: string) => relative(siteRoot, path).split(sep).includes(runtimeDir);
  const inOtherLocale = (path: string) =>
    currentLocale === defaultLocale &&
    localeFolders.includes(relative(outDir, path).split(sep)[0] ?? '');

  // The runtime is shared by the locales: one copy, in the site's root.
  if (currentLocale === defaultLocale) {
    const demoPolicy = serialise(demoDirectives());
    for (const file of await htmlFiles(join(outDir, runtimeDir), () => false)) {
      await writeFile(file, withPolicyMeta(await readFile(file, 'utf8'), demoPolicy));
    }
  }

  // The pages the pipeline read, and the locale's other HTML files (404.html).
  const readPages = new Map(built.pages.map((page) => [page.file, page.html]));
  const localeHashes = new Set<string>();
  for (const file of await htmlFiles(outDir, (path) => inRuntime(path) || inOtherLocale(path))) {
    const html = readPages.get(file) ?? (await readFile(file, 'utf8'));
    const hashes = inlineScriptHashes(html);
    hashes.forEach((hash) => localeHashes.add(hash));
    await writeFile(file, withPolicyMeta(html, serialise(docsDirectives(settings, hashes))));
  }

  // Every locale built so far (the default one is built first): the header
  // must allow the inline scripts of every page it covers.
  const siteHashes = new Set(localeHashes);
  if (currentLocale !== defaultLocale) {
    for (const file of await htmlFiles(
      siteRoot,
      (path) => inRuntime(path) || path.startsWith(outDir),
    )) {
      inlineScriptHashes(await readFile(file, 'utf8')).forEach((hash) => siteHashes.add(hash));
    }
  }
  const localePaths = ['', ...localeFolders.map((locale) => `${locale}/`)];
  const askingExamples = examples
    .filter((example) => example.asksForPosition)
    .map((example) => example.slug)
    .sort();
  await writeFile(
    join(siteRoot, '_headers'),
    headersFile({
      baseUrl: baseUrlFor(settings),
      localePaths,
      runtimeDir,
      runnerFile: RUNNER_FILE,
      docsDirectives: docsDirectives(settings, siteHashes),
      demoDirectives: demoDirectives(),
      askingExamples,
      askingDemoFiles: askingExamples.flatMap((slug) =>
        locales.map((locale) => demoFileName(slug, locale)),
      ),
    }),
  );
}
