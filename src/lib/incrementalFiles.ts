/**
 * For plugins that write generated files on every load (both locales of a
 * build, each reload of the dev server): tell whether sources changed, and
 * leave unchanged outputs alone, since the bundler rebuilds what is written.
 */
import {readdirSync, statSync} from 'node:fs';
import {readFile, writeFile} from 'node:fs/promises';
import {join} from 'node:path';

/** Every file under `path` (itself, when it is a file), sorted. */
function filesUnder(path: string): string[] {
  if (!statSync(path).isDirectory()) {
    return [path];
  }
  return readdirSync(path, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/**
 * The names, sizes and modification times of every file under `paths`
 * (a missing one counts as missing): it changes when one of them does.
 */
export function filesStamp(paths: readonly string[]): string {
  return paths
    .flatMap((path) => {
      try {
        return filesUnder(path).map((file) => {
          const {size, mtimeMs} = statSync(file);
          return `${file}\0${size}\0${mtimeMs}`;
        });
      } catch {
        return [`${path} missing`];
      }
    })
    .join('\n');
}

/** Writes `text` to `file` unless it holds it already. */
export async function writeIfChanged(file: string, text: string): Promise<void> {
  if ((await readFile(file, 'utf8').catch(() => null)) !== text) {
    await writeFile(file, text);
  }
}

/**
 * A cache that lives as long as the process. Docusaurus loads a plugin's
 * module afresh for each locale it builds, and the site config imports some
 * plugins' modules through a loader of its own, so a cache held by a module
 * would be one per locale and per loader. Entries are keyed by what they were
 * made from (file stamps), which keeps them fresh.
 */
export function processCache<T>(name: string): Map<string, T> {
  const store = globalThis as unknown as Record<symbol, Map<string, T> | undefined>;
  const key = Symbol.for(`gl-js-docs:${name}`);
  store[key] ??= new Map<string, T>();
  return store[key];
}
