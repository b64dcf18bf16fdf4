/**
 * A browser script of the site's own, written in TypeScript, bundled with
 * esbuild into one file at build time: the service worker, the writers'
 * status filters, the preview's runner and services. One place for the bundler's options.
 */
import {build} from 'esbuild';

export interface BrowserScriptOptions {
  readonly format: 'iife' | 'esm';
  /** Minified, or kept readable for a reader's devtools. */
  readonly minify: boolean;
  readonly define?: Record<string, string>;
}

export async function bundleBrowserScript(
  entry: string,
  {format, minify, define}: BrowserScriptOptions,
): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify,
    format,
    target: 'es2020',
    write: false,
    legalComments: 'none',
    ...(define ? {define} : {}),
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error(`the bundle of ${entry} is empty`);
  return output.text;
}
