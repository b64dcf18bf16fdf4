/**
 * One locale's build as the post-build steps see it: where it is, its site
 * facts, and every page's HTML, read from disk once for all the steps.
 */
import {readFile} from 'node:fs/promises';
import {join} from 'node:path';

export interface BuiltPage {
  /** The route, with the locale's base URL: `/mapbox-gl-js/ja/guides/install/`. */
  readonly path: string;
  /** The route under the base URL: `guides/install/` (empty for the home page). */
  readonly relative: string;
  /** The page's `index.html` file. */
  readonly file: string;
  readonly html: string;
}

export interface BuiltLocale {
  /** The locale's output folder (`build`, `build/ja`). */
  readonly outDir: string;
  /** The locale's base URL, `/mapbox-gl-js/ja/`. */
  readonly baseUrl: string;
  /** The site's origin without a trailing slash, `https://docs.mapbox.com`. */
  readonly siteUrl: string;
  readonly locale: string;
  readonly siteTitle: string;
  readonly tagline: string;
  /** Every route that ends in a slash and has an `index.html`, sorted by path. */
  readonly pages: readonly BuiltPage[];
}

export interface BuiltLocaleInput {
  readonly outDir: string;
  readonly baseUrl: string;
  readonly routesPaths: readonly string[];
  readonly siteUrl: string;
  readonly locale: string;
  readonly siteTitle: string;
  readonly tagline: string;
}

/** Reads the pages of a locale's build (a route without an `index.html`, such as a redirect, is left out). */
export async function readBuiltLocale(input: BuiltLocaleInput): Promise<BuiltLocale> {
  const paths = [...new Set(input.routesPaths)]
    .filter((path) => path.startsWith(input.baseUrl) && path.endsWith('/'))
    .sort();
  const pages = await Promise.all(
    paths.map(async (path): Promise<BuiltPage | null> => {
      const relative = path.slice(input.baseUrl.length);
      const file = join(input.outDir, relative, 'index.html');
      try {
        return {path, relative, file, html: await readFile(file, 'utf8')};
      } catch {
        return null;
      }
    }),
  );
  return {
    outDir: input.outDir,
    baseUrl: input.baseUrl,
    siteUrl: input.siteUrl.replace(/\/$/, ''),
    locale: input.locale,
    siteTitle: input.siteTitle,
    tagline: input.tagline,
    pages: pages.filter((page): page is BuiltPage => page !== null),
  };
}
