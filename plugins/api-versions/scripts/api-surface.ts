/**
 * `npm run api:surface`: run by a maintainer, never by the build. Reads the
 * type definitions the library publishes for the version the docs describe
 * and writes `plugins/api-versions/api-surface.json`, the public surface the
 * coverage test holds the reference against. Nothing is written unless the
 * download and the reading succeeded.
 */
import {readFile, writeFile} from 'node:fs/promises';
import {join} from 'node:path';

import {resolveSettings} from '../../../src/config/settings';
import {loadApiPages} from '../../../src/model/api/entries';
import {API_SURFACE_FILE} from '../../../src/model/api/surfaceFile';
import {surfaceKeys} from '../../../src/model/api/surface';
import {fileFromTarball, packageVersions, RegistryError} from './registry';
import {readSurface} from './surface';

// npm runs a package's scripts from its root.
const SITE_DIR = process.cwd();
const DEFINITIONS_FILE = 'dist/mapbox-gl.d.ts';

async function main(): Promise<void> {
  const settings = resolveSettings(process.env);
  const version = settings.libraryVersion;
  const libraryPackage = `${settings.productId}-gl`;
  const file = DEFINITIONS_FILE.replace('mapbox-gl', libraryPackage);
  const documentedItems = loadApiPages(SITE_DIR).flatMap((page) =>
    page.items.map((item) => item.name),
  );

  const library = await packageVersions(libraryPackage);
  const tarball = library.tarballs.get(version);
  if (!tarball) throw new RegistryError(`the registry has no release ${libraryPackage}@${version}`);
  console.log(`Reading ${libraryPackage}@${version} ${file}`);
  const text = await fileFromTarball(tarball, file);
  const surface = readSurface(text, {package: libraryPackage, version, file}, documentedItems);
  const target = join(SITE_DIR, API_SURFACE_FILE);
  const before = await readFile(target, 'utf8').catch(() => '');
  const after = `${JSON.stringify(surface, null, 2)}\n`;
  await writeFile(target, after);
  console.log(
    `${API_SURFACE_FILE}: ${Object.keys(surface.items).length} items, ${surfaceKeys(surface).length} names` +
      (before === after ? ' (unchanged)' : ''),
  );
  console.log('Next: npm run api:coverage');
}

main().catch((error: unknown) => {
  const reason = error instanceof Error ? error.message : String(error);
  console.error(
    error instanceof RegistryError
      ? `The npm registry could not be read: ${reason}`
      : `The type definitions could not be read: ${reason}`,
  );
  console.error(`${API_SURFACE_FILE} was left as it was.`);
  process.exit(1);
});
