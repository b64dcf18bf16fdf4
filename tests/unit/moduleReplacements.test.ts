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
} from '../../plugins/lean-bundle';

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
