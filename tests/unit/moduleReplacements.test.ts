import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';

import {
  REPLACED_MODULES as SHORT_TASKS,
  SERVER_REPLACED_MODULES as SHORT_TASKS_SERVER,
} from '../../plugins/short-tasks';
import {REPLACED_MODULES as CODE_HIGHLIGHTING} from '../../plugins/code-highlighting';
import {
  REPLACED_MODULES as LEAN_BUNDLE,
  REPLACED_WHEN_DISABLED as LEAN_BUNDLE_WHEN_DISABLED,
  SERVER_RENDERED_COMPONENTS,
} from '../../plugins/lean-bundle';
import {REPLACED_WHEN_UNUSED} from '../../plugins/lean-bundle/unusedThemeComponents';

const ROOT = join(__dirname, '..', '..');
const DOCUSAURUS = join(ROOT, 'node_modules', '@docusaurus');

/** Every JavaScript file of the installed Docusaurus packages' `lib` folders. */
function docusaurusFiles(): string[] {
  return readdirSync(DOCUSAURUS).flatMap((name) => {
    try {
      return readdirSync(join(DOCUSAURUS, name, 'lib'), {recursive: true, encoding: 'utf8'})
        .filter((file) => file.endsWith('.js'))
        .map((file) => join(DOCUSAURUS, name, 'lib', file));
    } catch {
      return [];
    }
  });
}

/** The names a module's source exports (`default` for a default export). */
function exportedNames(source: string): string[] {
  const names = new Set<string>();
  for (const [, name] of source.matchAll(
    /^export\s+(?:async\s+)?(?:function\*?|const|let|class)\s+([A-Za-z_$][\w$]*)/gm,
  )) {
    names.add(name ?? '');
  }
  // CommonJS as TypeScript writes it: `exports.name = ...` (`default` for
  // `exports.default`) and re-exports through `Object.defineProperty`.
  for (const [, assigned, defined] of source.matchAll(
    /\bexports\.([A-Za-z_$][\w$]*)\s*=|Object\.defineProperty\(exports,\s*"([^"]+)"/g,
  )) {
    const exported = assigned ?? defined ?? '';
    if (exported !== '__esModule') {
      names.add(exported);
    }
  }
  if (/^export\s+default\b/m.test(source)) {
    names.add('default');
  }
  for (const [, list] of source.matchAll(/^export\s*\{([^}]*)\}/gm)) {
    for (const part of (list ?? '').split(',').filter((entry) => entry.trim())) {
      names.add(
        part
          .split(/\s+as\s+/)
          .pop()
          ?.trim() ?? '',
      );
    }
  }
  return [...names].sort();
}

describe('modules the local plugins replace', () => {
  const files = docusaurusFiles();
  for (const [plugin, table] of [
    ['short-tasks', SHORT_TASKS],
    ['short-tasks', SHORT_TASKS_SERVER],
    ['code-highlighting', CODE_HIGHLIGHTING],
    ['lean-bundle', LEAN_BUNDLE],
    ['lean-bundle', LEAN_BUNDLE_WHEN_DISABLED],
    ['lean-bundle', REPLACED_WHEN_UNUSED.map(({replacement}) => replacement)],
  ] as const) {
    for (const [pattern, replacement] of table) {
      it(`${plugin}: ${replacement} stands in for one installed module with the same exports`, () => {
        const originals = files.filter((file) => pattern.test(file));
        // None: Docusaurus moved the file and the replacement silently stopped.
        expect(originals, String(pattern)).toHaveLength(1);
        const replacementSource = readFileSync(join(ROOT, 'plugins', plugin, replacement), 'utf8');
        expect(exportedNames(replacementSource)).toEqual(
          exportedNames(readFileSync(originals[0] ?? '', 'utf8')),
        );
      });
    }
  }
});

describe('site components only the server renders (lean-bundle)', () => {
  /** What the site's modules import, as written (`@site/...`). */
  const requests = ['src', 'plugins'].flatMap((dir) =>
    readdirSync(join(ROOT, dir), {recursive: true, encoding: 'utf8'})
      .filter((file) => /\.(ts|tsx)$/.test(file))
      .flatMap((file) => [
        ...readFileSync(join(ROOT, dir, file), 'utf8').matchAll(/from '(@site\/[^']+)'/g),
      ])
      .map(([, request]) => request ?? ''),
  );
  for (const [folder, pattern, serverFile] of SERVER_RENDERED_COMPONENTS) {
    it(`${folder}: every import reaches the server's module, which has the browser's exports`, () => {
      const imports = requests.filter((request) => request === `@site/${folder}`);
      expect(imports.length).toBeGreaterThan(0);
      expect(imports.every((request) => pattern.test(request))).toBe(true);
      const browser = readFileSync(join(ROOT, folder, 'index.tsx'), 'utf8');
      const server = readFileSync(join(ROOT, folder, serverFile), 'utf8');
      expect(exportedNames(server)).toEqual(exportedNames(browser));
      // Nothing imports the folder's files by another path, which the pattern would miss.
      expect(requests.filter((request) => request.startsWith(`@site/${folder}/index`))).toEqual([]);
    });
  }
});
