/**
 * Plugins and common libraries for the offline example preview: the CDN
 * copies an example's standalone document loads become files of the
 * preview runtime (`lib/`), and the product's web services an example
 * calls are answered, where real local data allows, by `services.js`.
 * See LIBRARY_TABLE for the files and the URLs they stand for.
 */
import {existsSync} from 'node:fs';
import {copyFile, mkdir, readFile, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import {join} from 'node:path';

import {bundleBrowserScript} from '../../../browserScript';
import {writeGazetteer} from '../gazetteer';
import {LIBRARY_CREDITS, LIBRARY_TABLE, type LibraryEntry} from './table';

export {LIBRARY_CREDITS, LIBRARY_TABLE};
export {libraryFor, libraryUrlPattern, rewriteLibraryTags} from './tags';

const require = createRequire(__filename);
const browserDir = join(__dirname, 'browser');

/**
 * The path of a file inside an installed package (`@turf/turf/turf.min.js`),
 * found in node_modules directly: package `exports` maps hide dist files
 * from require.resolve.
 */
export function packageFile(spec: string): string {
  const parts = spec.split('/');
  const nameLength = spec.startsWith('@') ? 2 : 1;
  const name = parts.slice(0, nameLength).join('/');
  const rest = parts.slice(nameLength);
  for (const dir of require.resolve.paths(name) ?? []) {
    if (existsSync(join(dir, name, 'package.json'))) {
      return join(dir, name, ...rest);
    }
  }
  throw new Error(`the preview library ${spec} is not installed (npm package ${name})`);
}

/**
 * Appends, for each rule of a plugin stylesheet that names the map's own
 * `mapboxgl-*` classes (map, canvas, control corners and groups), a copy on
 * maplibre's `maplibregl-*` classes, so the plugin looks right on the
 * preview's maplibre map. The plugin's own classes are left alone.
 */
export function withMaplibreSelectors(css: string): string {
  const mapClass =
    /\.mapboxgl-(map|canvas-container|canvas|interactive|ctrl-(?:top|bottom)-(?:left|right)|ctrl-group|ctrl-attrib|ctrl)(?![\w-])/g;
  const copies: string[] = [];

  function collect(text: string): string[] {
    const rules: string[] = [];
    let depth = 0;
    let start = 0;
    let prelude = '';
    for (let index = 0; index < text.length; index += 1) {
      const char = text[index];
      if (char === '{') {
        if (depth === 0) {
          prelude = text.slice(start, index).trim();
          start = index + 1;
        }
        depth += 1;
      } else if (char === '}') {
        depth -= 1;
        if (depth === 0) {
          const body = text.slice(start, index);
          start = index + 1;
          if (prelude.startsWith('@media') || prelude.startsWith('@supports')) {
            const inner = collect(body);
            if (inner.length > 0) rules.push(`${prelude} {\n${inner.join('\n')}\n}`);
          } else if (!prelude.startsWith('@') && new RegExp(mapClass.source).test(prelude)) {
            rules.push(`${prelude.replace(mapClass, '.maplibregl-$1')} {${body}}`);
          }
        }
      }
    }
    return rules;
  }

  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  copies.push(...collect(withoutComments));
  if (copies.length === 0) {
    return css;
  }
  return `${css}\n/* Offline preview: the same rules on maplibre's classes. */\n${copies.join('\n')}\n`;
}

/**
 * A file of ./browser/: a stylesheet as it is, a TypeScript module bundled
 * into a classic script with the product id defined in. Not minified: a
 * reader's devtools show the shims as written. A shim that is strict says
 * so inside its function: its bundle has no file-level 'use strict' (see
 * `joined`), and esbuild would move a module's own directive there.
 */
async function browserFile(name: string, productId: string): Promise<string> {
  const path = join(browserDir, name);
  if (!name.endsWith('.ts')) {
    return readFile(path, 'utf8');
  }
  return bundleBrowserScript(path, {
    format: 'iife',
    minify: false,
    define: {PRODUCT_ID: JSON.stringify(productId)},
    joined: true,
  });
}

async function buildFile(entry: LibraryEntry, productId: string): Promise<string | null> {
  const source = entry.source;
  if ('copy' in source) {
    return null;
  }
  if ('own' in source) {
    return browserFile(source.own, productId);
  }
  if ('css' in source) {
    return withMaplibreSelectors(await readFile(packageFile(source.css), 'utf8'));
  }
  const parts = [await readFile(packageFile(source.module), 'utf8')];
  if (source.before) parts.unshift(await browserFile(source.before, productId));
  if (source.after) parts.push(await browserFile(source.after, productId));
  // A source map comment in the middle would point the browser at a file we do not ship.
  return parts.map((part) => part.replace(/^\/\/# sourceMappingURL=.*$/gm, '')).join('\n;\n');
}

/**
 * Writes `lib/` (every file of LIBRARY_TABLE), `services.js` and the
 * gazetteer (`data/gazetteer.json`) into the preview runtime folder.
 */
export async function writeLibraries(outDir: string, options: {productId: string}): Promise<void> {
  const libDir = join(outDir, 'lib');
  await mkdir(libDir, {recursive: true});
  for (const entry of LIBRARY_TABLE) {
    const target = join(libDir, entry.file);
    const built = await buildFile(entry, options.productId);
    if (built === null && 'copy' in entry.source) {
      await copyFile(packageFile(entry.source.copy), target);
    } else if (built !== null) {
      await writeFile(target, built);
    }
  }
  // Not minified: a reader's devtools show the services as written.
  await writeFile(
    join(outDir, 'services.js'),
    await bundleBrowserScript(join(__dirname, '..', '..', 'browser', 'services', 'index.ts'), {
      format: 'iife',
      minify: false,
    }),
  );
  await writeGazetteer(outDir);
}
