/**
 * The platform's browser scripts, written in TypeScript here, as the
 * runtime serves them: each bundled with esbuild into one file, not
 * minified, so a reader's devtools show them as written.
 */
import {join} from 'node:path';
import {build} from 'esbuild';

/** `runner.ts` for `runner.js` (an ES module run.html imports), `services/index.ts` for `services.js`. */
export async function bundleBrowserScript(
  entry: 'runner.ts' | 'services/index.ts',
  format: 'esm' | 'iife',
): Promise<string> {
  const result = await build({
    entryPoints: [join(__dirname, entry)],
    bundle: true,
    format,
    target: 'es2020',
    write: false,
    legalComments: 'none',
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error(`the bundle of ${entry} is empty`);
  return output.text;
}
