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
  /**
   * Joined to other code in one file (a preview shim before or after a
   * package's dist): no file-level 'use strict', which the tsconfig's strict
   * mode adds and which, first in the file, would make the code after it
   * strict too. esbuild then reads no tsconfig.json.
   */
  readonly joined?: boolean;
}

export async function bundleBrowserScript(
  entry: string,
  {format, minify, define, joined}: BrowserScriptOptions,
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
    ...(joined ? {tsconfigRaw: {compilerOptions: {alwaysStrict: false}}} : {}),
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error(`the bundle of ${entry} is empty`);
  return output.text;
}
