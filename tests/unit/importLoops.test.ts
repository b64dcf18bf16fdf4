import {readFileSync, readdirSync} from 'node:fs';
import {dirname, join, relative, resolve, sep} from 'node:path';
import {describe, expect, it} from 'vitest';

const ROOT = join(__dirname, '..', '..');

/** A folder that stands for itself in the import graph: each plugin, and each folder of `src`. */
function ownerOf(file: string): string | null {
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

/** Folder → the folders its files import (relative imports and `@site/…`), with one file that does. */
export function folderImports(files: readonly string[]): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of files) {
    const from = ownerOf(file);
    if (!from) continue;
    const code = readFileSync(file, 'utf8').replace(/^\s*(?:\/\/|\*).*$/gm, '');
    for (const match of code.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? match[3] ?? '';
      const target = specifier.startsWith('.')
        ? resolve(dirname(file), specifier)
        : specifier.startsWith('@site/')
          ? join(ROOT, specifier.slice('@site/'.length))
          : null;
      const to = target ? ownerOf(target) : null;
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
