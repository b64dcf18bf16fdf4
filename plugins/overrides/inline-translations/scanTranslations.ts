import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

import {inlineTranslations} from './inlineTranslations';

/** Where the browser bundle's translated code comes from: the site, its plugins, Docusaurus's client code. */
export function translatedSources(siteDir: string): string[] {
  const docusaurus = join(siteDir, 'node_modules', '@docusaurus');
  return [
    join(siteDir, 'src'),
    join(siteDir, 'plugins'),
    ...readdirSync(docusaurus).map((name) => join(docusaurus, name, 'lib')),
  ];
}

/** The scan's answer by roots: both locales' builds run in one process and read the same code. */
const scanned = new Map<string, Set<string>>();

/**
 * The ids that every module under `roots` gets written in
 * (`inlineTranslations`), so the browser's table can go without them; none
 * when some use has an id that is not a literal, since nobody can tell
 * which entries that one needs.
 */
export function inlinedIds(roots: readonly string[]): Set<string> {
  const key = roots.join('\n');
  const known = scanned.get(key);
  if (known) {
    return known;
  }
  const ids = scanInlinedIds(roots);
  scanned.set(key, ids);
  return ids;
}

function scanInlinedIds(roots: readonly string[]): Set<string> {
  const inlined = new Set<string>();
  const kept = new Set<string>();
  let dynamic = 0;
  for (const root of roots) {
    let files: string[];
    try {
      files = readdirSync(root, {recursive: true, encoding: 'utf8'});
    } catch {
      continue;
    }
    for (const file of files) {
      if (!/\.(js|jsx|mjs|ts|tsx)$/.test(file) || file.endsWith('.d.ts')) {
        continue;
      }
      const path = join(root, file);
      const {uses} = inlineTranslations(readFileSync(path, 'utf8'), path, null);
      uses.inlined.forEach((id) => inlined.add(id));
      uses.kept.forEach((id) => kept.add(id));
      dynamic += uses.dynamic;
    }
  }
  if (dynamic > 0) {
    return new Set();
  }
  kept.forEach((id) => inlined.delete(id));
  return inlined;
}
