import {readFile, readdir, rename, writeFile} from 'node:fs/promises';
import {dirname, join, relative, sep} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {baseUrlFor, type SiteSettings} from '../../src/config/settings';
import {headersFile} from './headersFile';
import {inlineScriptHashes, withPolicyMeta} from './inlineScripts';
import {demoDirectives, docsDirectives, serialise} from './policy';

export interface SecurityHeadersOptions {
  readonly settings: SiteSettings;
  /** Folder of the example runtime (demo documents and the runner) in each locale's output. */
  readonly runtimeDir: string;
}

/** An example that asks for the reader's position needs geolocation in its frame. */
const ASKS_FOR_POSITION = /GeolocateControl|navigator\.geolocation/;

/**
 * Other plugins read the pages in their own postBuild at the same time:
 * a page is replaced in one step, never seen half written.
 */
async function replaceFile(file: string, content: string): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, file);
}

async function htmlFiles(folder: string, skip: (path: string) => boolean): Promise<string[]> {
  const entries = await readdir(folder, {withFileTypes: true, recursive: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !skip(path));
}

/**
 * After each locale's build: a Content Security Policy `<meta>` in every
 * page (its inline scripts by hash) and in every demo document, then the
 * `_headers` file at the site's root with the same policies as headers and
 * the other security headers, for static hosts that read it and for the
 * test server (scripts/static-server.mjs).
 */
export default function securityHeadersPlugin(context: LoadContext, options: unknown): Plugin {
  const {settings, runtimeDir} = options as SecurityHeadersOptions;
  // The site's root: in a locale's build `siteConfig.baseUrl` has the locale in it.
  const baseUrl = baseUrlFor(settings);
  const {defaultLocale, currentLocale, locales} = context.i18n;
  const localeFolders = locales.filter((locale) => locale !== defaultLocale);

  return {
    name: 'security-headers',

    async postBuild({outDir}) {
      const siteRoot = currentLocale === defaultLocale ? outDir : dirname(outDir);
      const inRuntime = (path: string) => relative(siteRoot, path).split(sep).includes(runtimeDir);
      const inOtherLocale = (path: string) =>
        currentLocale === defaultLocale &&
        localeFolders.includes(relative(outDir, path).split(sep)[0] ?? '');

      const demoPolicy = serialise(demoDirectives());
      const askingExamples: string[] = [];
      for (const file of await htmlFiles(join(outDir, runtimeDir), () => false)) {
        const html = await readFile(file, 'utf8');
        if (ASKS_FOR_POSITION.test(html)) {
          askingExamples.push(file.slice(file.lastIndexOf(sep) + 1, -'.html'.length));
        }
        await replaceFile(file, withPolicyMeta(html, demoPolicy));
      }

      for (const file of await htmlFiles(
        outDir,
        (path) => inRuntime(path) || inOtherLocale(path),
      )) {
        const html = await readFile(file, 'utf8');
        const policy = serialise(docsDirectives(settings, inlineScriptHashes(html)));
        await replaceFile(file, withPolicyMeta(html, policy));
      }

      // Every locale built so far (the default one is built first): the
      // header must allow the inline scripts of every page it covers.
      const siteHashes = new Set<string>();
      for (const file of await htmlFiles(siteRoot, inRuntime)) {
        for (const hash of inlineScriptHashes(await readFile(file, 'utf8'))) {
          siteHashes.add(hash);
        }
      }
      const localePaths = ['', ...localeFolders.map((locale) => `${locale}/`)];
      await writeFile(
        join(siteRoot, '_headers'),
        headersFile({
          baseUrl,
          localePaths,
          runtimeDir,
          docsDirectives: docsDirectives(settings, siteHashes),
          demoDirectives: demoDirectives(),
          askingExamples: [...new Set(askingExamples)].sort(),
        }),
      );
    },
  };
}
