import {readFileSync} from 'node:fs';
import {join} from 'node:path';

import {processCache} from '../../lib/incrementalFiles';
import {parseVersionFacts, type VersionFacts} from './versionFacts';

/** Where the version facts live, from the site's root: committed, written only by `npm run api:versions`. */
export const VERSION_FACTS_FILE = 'plugins/api-versions/versions.json';

const loaded = processCache<{text: string; facts: VersionFacts}>('version-facts');

/** The facts, checked; read again only when the file changes (the dev server sees a new run). */
export function loadVersionFacts(siteDir: string): VersionFacts {
  const path = join(siteDir, VERSION_FACTS_FILE);
  const text = readFileSync(path, 'utf8');
  const cached = loaded.get(path);
  if (cached?.text === text) {
    return cached.facts;
  }
  let facts: VersionFacts;
  try {
    facts = parseVersionFacts(JSON.parse(text));
  } catch (error) {
    throw new Error(
      `${VERSION_FACTS_FILE}: ${(error as Error).message}. Run npm run api:versions.`,
    );
  }
  loaded.set(path, {text, facts});
  return facts;
}
