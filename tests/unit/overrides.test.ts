import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join, relative} from 'node:path';
import {describe, expect, it} from 'vitest';

import {OVERRIDES} from '../../plugins/overrides';
import {upstreamFiles, upstreamModule} from '../../plugins/overrides/override';
import {upstreamHash} from '../../plugins/overrides/pin-upstream';
import {PRIVATE_READS, privateReadFiles} from '../../plugins/overrides/private-reads/upstream';
import {enabledOverrides, OVERRIDE_NAMES} from '../../plugins/overrides/switch';
import pins from '../../plugins/overrides/upstream-hashes.json';

const ROOT = join(__dirname, '..', '..');
const NODE_MODULES = join(ROOT, 'node_modules');
const OVERRIDES_DIR = join(ROOT, 'plugins', 'overrides');

/** Files a private-module import would live in: everything the site compiles or runs. */
function siteSources(): string[] {
  return ['src', 'plugins', 'scripts', 'bench', 'docusaurus.config.ts', 'sidebars.ts'].flatMap(
    (entry) => {
      const path = join(ROOT, entry);
      if (entry.includes('.')) {
        return [path];
      }
      return readdirSync(path, {recursive: true, encoding: 'utf8'})
        .filter((file) => /\.(ts|tsx|js|mjs|cjs)$/.test(file))
        .filter((file) => !file.includes('platform/libraries') && !file.includes('node_modules'))
        .map((file) => join(path, file));
    },
  );
}

/** The names a module's source exports (`default` for a default export), ESM or CommonJS. */
function exportedNames(source: string): string[] {
  const names = new Set<string>();
  for (const [, name] of source.matchAll(
    /^export\s+(?:async\s+)?(?:function\*?|const|let|class)\s+([A-Za-z_$][\w$]*)/gm,
  )) {
    names.add(name ?? '');
  }
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

describe('upstream tripwires: every file an override swaps or builds on is as it was checked', () => {
  const pinned = pins as Record<string, string>;
  for (const override of OVERRIDES) {
    for (const file of upstreamFiles(override)) {
      it(`${override.name}: ${file}`, () => {
        const path = join(NODE_MODULES, file);
        expect(
          existsSync(path),
          `${file} is gone: the ${override.name} override has nothing to stand in for`,
        ).toBe(true);
        const hash = upstreamHash(file);
        expect(
          hash,
          `${file} changed since the ${override.name} override was checked against it. Re-check: ${override.recheck}. Then run npm run overrides:pin.`,
        ).toBe(pinned[file]);
      });
    }
  }

  for (const read of PRIVATE_READS) {
    for (const file of read.files) {
      it(`private read, ${read.name}: ${file}`, () => {
        expect(existsSync(join(NODE_MODULES, file)), `${file} is gone`).toBe(true);
        expect(
          upstreamHash(file),
          `${file} changed since the ${read.name} read (private-reads/${read.module}) was checked against it. Re-check: ${read.recheck}. Then run npm run overrides:pin.`,
        ).toBe(pinned[file]);
      });
    }
  }

  it('pins no file that no override or private read names', () => {
    const named = new Set([...OVERRIDES.flatMap(upstreamFiles), ...privateReadFiles()]);
    expect(Object.keys(pinned).filter((file) => !named.has(file))).toEqual([]);
  });
});

describe('module swaps', () => {
  for (const override of OVERRIDES) {
    const folder = join(OVERRIDES_DIR, override.name);
    for (const swap of override.swaps) {
      it(`${override.name}: ${swap.replacement} exports what ${swap.upstream} does, and the pattern finds it`, () => {
        const pattern = upstreamModule(swap.upstream);
        expect(pattern.test(join(NODE_MODULES, swap.upstream))).toBe(true);
        expect(pattern.test(`${join(NODE_MODULES, swap.upstream)}?original`)).toBe(false);
        const original = readFileSync(join(NODE_MODULES, swap.upstream), 'utf8');
        const replacement = readFileSync(join(folder, swap.replacement), 'utf8');
        expect(exportedNames(replacement)).toEqual(exportedNames(original));
      });
    }
  }
});

describe('the switch', () => {
  it('lists every override once, each with its folder', () => {
    expect(OVERRIDES.map(({name}) => name).sort()).toEqual([...OVERRIDE_NAMES].sort());
    for (const {name} of OVERRIDES) {
      expect(existsSync(join(OVERRIDES_DIR, name, 'index.ts')), name).toBe(true);
    }
  });

  it('reads all, none, a list to keep or a list to drop', () => {
    expect(enabledOverrides(undefined).size).toBe(OVERRIDE_NAMES.length);
    expect(enabledOverrides('all').size).toBe(OVERRIDE_NAMES.length);
    expect(enabledOverrides('none').size).toBe(0);
    expect([...enabledOverrides('head,code-block')]).toEqual(['head', 'code-block']);
    const withoutPrefetch = enabledOverrides('-prefetch');
    expect(withoutPrefetch.has('prefetch')).toBe(false);
    expect(withoutPrefetch.size).toBe(OVERRIDE_NAMES.length - 1);
    expect(() => enabledOverrides('-haed')).toThrow(/unknown override haed/);
    expect(() => enabledOverrides('head,-code-block')).toThrow(/not both/);
    expect(() => enabledOverrides('-head')).toThrow(/client-entry needs head/);
    expect(enabledOverrides('-client-entry,-head').has('head')).toBe(false);
  });
});

describe('private modules', () => {
  /**
   * A private module, a generated file's layout, a bundler define or a
   * library's internal key: what only plugins/overrides may use.
   */
  const PRIVATE_IMPORT = new RegExp(
    [
      /(?:from\s+|import\(\s*|require\(\s*)['"](@docusaurus\/[^'"/]+\/lib\/[^'"]*|@docusaurus\/theme-common\/internal|[^'"]*\?original)['"]/
        .source,
      /__webpack_require__/.source,
      // Files Docusaurus generates for itself (its generated modules are imported as @generated/…).
      /routesChunkNames\.json|client-manifest\.json|\bregistry\.js\b/.source,
      /process\.env\.HYDRATE_CLIENT_ENTRY/.source,
      // DocSearch's storage keys; React's marks on a promise `use` has seen settle.
      /__DOCSEARCH_[A-Z_]+__/.source,
      /status:\s*['"]fulfilled['"]/.source,
    ].join('|'),
  );

  it('are reached from plugins/overrides only', () => {
    const outside = siteSources()
      .filter((file) => !file.startsWith(OVERRIDES_DIR))
      .filter((file) => PRIVATE_IMPORT.test(readFileSync(file, 'utf8')))
      .map((file) => relative(ROOT, file));
    expect(outside).toEqual([]);
  });

  it('the check finds each kind of private use', () => {
    for (const line of [
      "import x from '@docusaurus/core/lib/client/App.js';",
      "import {y} from '@docusaurus/theme-common/internal';",
      "import z from '@docusaurus/core/lib/client/prefetch.js?original';",
      'const e = __webpack_require__.e;',
      "const names = JSON.parse(readFileSync(join(dir, 'routesChunkNames.json'), 'utf8'));",
      'if (process.env.HYDRATE_CLIENT_ENTRY) start();',
      "localStorage.getItem('__DOCSEARCH_RECENT_SEARCHES__');",
      "Object.assign(Promise.resolve(data), {status: 'fulfilled', value: data});",
    ]) {
      expect(PRIVATE_IMPORT.test(line), line).toBe(true);
    }
    expect(PRIVATE_IMPORT.test("import {useThemeConfig} from '@docusaurus/theme-common';")).toBe(
      false,
    );
  });
});
