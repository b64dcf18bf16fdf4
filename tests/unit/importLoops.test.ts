import {readFileSync, readdirSync} from 'node:fs';
import {dirname, join, relative, resolve, sep} from 'node:path';
import {describe, expect, it} from 'vitest';

const ROOT = join(__dirname, '..', '..');

/** The overrides' folder of private reads: a leaf any part of the site may use (see below). */
const PRIVATE_READS = join('plugins', 'overrides', 'private-reads');

/**
 * A folder that stands for itself in the import graph: each plugin, each
 * folder of `src`, and the overrides' private reads.
 */
function ownerOf(file: string): string | null {
  if (relative(ROOT, file).startsWith(`${PRIVATE_READS}${sep}`))
    return PRIVATE_READS.split(sep).join('/');
  const parts = relative(ROOT, file).split(sep);
  if ((parts[0] === 'plugins' || parts[0] === 'src') && parts.length > 2) {
    return `${parts[0]}/${parts[1]}`;
  }
  return null;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter(
      (entry) =>
        entry.isFile() && /\.(tsx?|mjs|cjs|js)$/.test(entry.name) && !entry.name.endsWith('.d.ts'),
    )
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${sep}assets${sep}`));
}

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"`]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Each file's imports of the site's own modules (relative and `@site/…`), resolved to paths. */
function siteImports(file: string, code: string): string[] {
  const targets: string[] = [];
  for (const match of code.replace(/^\s*(?:\/\/|\*).*$/gm, '').matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2] ?? match[3] ?? '';
    if (specifier.startsWith('.')) targets.push(resolve(dirname(file), specifier));
    else if (specifier.startsWith('@site/')) {
      targets.push(join(ROOT, specifier.slice('@site/'.length)));
    }
  }
  return targets;
}

/** Folder → the folders its files import (relative imports and `@site/…`), with one file that does. */
export function folderImports(files: readonly string[]): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of files) {
    const from = ownerOf(file);
    if (!from) continue;
    for (const target of siteImports(file, readFileSync(file, 'utf8'))) {
      const to = ownerOf(target);
      if (!to || to === from) continue;
      const edges = graph.get(from) ?? new Map<string, string>();
      if (!edges.has(to)) edges.set(to, relative(ROOT, file));
      graph.set(from, edges);
    }
  }
  return graph;
}

/** Every loop of folders, each once, as `a → b → a` with the file of each step. */
export function loopsOf(graph: Map<string, Map<string, string>>): string[] {
  const loops = new Set<string>();
  const walk = (start: string, at: string, path: string[]) => {
    for (const [next, file] of graph.get(at) ?? []) {
      const step = `${at} → ${next} (${file})`;
      if (next === start) {
        const rotated = [...path, step];
        const first = rotated.indexOf([...rotated].sort()[0]!);
        loops.add([...rotated.slice(first), ...rotated.slice(0, first)].join('; '));
      } else if (!path.some((visited) => visited.startsWith(`${next} →`)) && next > start) {
        walk(start, next, [...path, step]);
      }
    }
  };
  for (const start of graph.keys()) walk(start, start, []);
  return [...loops].sort();
}

/**
 * `file → target` for each import of another plugin's `build/` or `theme/`
 * modules: a plugin's build steps and components are its own; others reach
 * what it offers through its `index.ts`, its shared model or types.
 * (The framework overrides reach into the theme by design: plugins/overrides;
 * and the site's theme folder swizzles a plugin's component of the same name,
 * which only it can wrap: `src/theme/SearchBar` is the search plugin's.)
 */
export function internalImports(sources: ReadonlyMap<string, string>): string[] {
  const found: string[] = [];
  for (const [file, code] of sources) {
    const from = ownerOf(file);
    if (!from || from === 'plugins/overrides') continue;
    const [top, folder, swizzled] = relative(ROOT, file).split(sep);
    for (const target of siteImports(file, code)) {
      const parts = relative(ROOT, target).split(sep);
      if (top === 'src' && folder === 'theme' && parts[2] === 'theme' && parts[3] === swizzled) {
        continue;
      }
      const owner = ownerOf(target);
      if (
        owner &&
        owner !== from &&
        parts[0] === 'plugins' &&
        ['build', 'theme'].includes(parts[2] ?? '')
      ) {
        found.push(`${relative(ROOT, file)} → ${relative(ROOT, target)}`);
      }
    }
  }
  return found.sort();
}

const files = [...sourceFiles(join(ROOT, 'plugins')), ...sourceFiles(join(ROOT, 'src'))];

describe('imports between plugin folders and src', () => {
  it('run one way: no folder imports one that imports it back', () => {
    expect(loopsOf(folderImports(files))).toEqual([]);
  });

  it('would find a loop planted between two plugins', () => {
    const planted = folderImports(files);
    planted.set('plugins/writers', new Map([['plugins/translations', 'planted.ts']]));
    planted.set('plugins/translations', new Map([['plugins/writers', 'planted.ts']]));
    expect(
      loopsOf(planted).some((loop) => loop.includes('plugins/translations → plugins/writers')),
    ).toBe(true);
  });
});

describe('the private reads', () => {
  it('import nothing of the site: a leaf, so that using one makes no loop', () => {
    const inFolder = files.filter((file) => relative(ROOT, file).startsWith(PRIVATE_READS));
    expect(inFolder.length).toBeGreaterThan(0);
    expect(inFolder.flatMap((file) => siteImports(file, readFileSync(file, 'utf8')))).toEqual([]);
  });
});

describe('what a plugin keeps to itself', () => {
  it("no module imports another plugin's build steps or theme components", () => {
    const sources = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
    expect(internalImports(sources)).toEqual([]);
  });

  it("would find a planted import of another plugin's build step", () => {
    const file = join(ROOT, 'plugins', 'post-build', 'planted.ts');
    const code = "import {writeSearchIndex} from '../search/build/writeIndex';";
    expect(internalImports(new Map([[file, code]]))).toEqual([
      'plugins/post-build/planted.ts → plugins/search/build/writeIndex',
    ]);
  });
});
