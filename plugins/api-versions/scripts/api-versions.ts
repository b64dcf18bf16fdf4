/**
 * `npm run api:versions`: run by a maintainer when the library releases or
 * entries are added, never by the build. Reads the library's published type
 * definitions and the style specification from the npm registry and writes
 * `versions.json`, the one file the build and the tests read about versions.
 * Nothing is written unless every download and every reading succeeded.
 */
import {writeFile} from 'node:fs/promises';
import {join} from 'node:path';

import {resolveSettings} from '../../../src/config/settings';
import {VERSION_FACTS_FILE} from '../../../src/model/versions/versionFactsFile';
import {RegistryError} from './registry';
import {computeVersionFacts} from './versionFacts';

// npm runs a package's scripts from its root.
const SITE_DIR = process.cwd();

async function main(): Promise<void> {
  const settings = resolveSettings(process.env);
  const {facts, report} = await computeVersionFacts(
    SITE_DIR,
    settings.productId,
    settings.libraryVersion,
  );
  await writeFile(join(SITE_DIR, VERSION_FACTS_FILE), `${JSON.stringify(facts, null, 2)}\n`);
  console.log(`\nWrote ${VERSION_FACTS_FILE}: ${report.join('\n')}`);
}

main().catch((error: unknown) => {
  const reason = error instanceof RegistryError ? 'The npm registry could not be read' : 'Failed';
  console.error(`${reason}: ${(error as Error).message}`);
  console.error(`${VERSION_FACTS_FILE} was left as it was.`);
  process.exitCode = 1;
});
