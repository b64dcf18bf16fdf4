/**
 * `npm run api:update [version] [--check] [--pre-release]`: moves the site to
 * a release of the library in one step, run by a maintainer (and weekly by
 * the scheduled workflow with `--check`), never by the build.
 *
 * - Reads the registry's releases; the default target is its latest stable.
 * - Refuses a pre-release (unless `--pre-release`), an unknown version, a
 *   downgrade, a release without type definitions, definitions that do not
 *   parse, and a committed surface file edited by hand: a message naming
 *   the version or file, and no file changed.
 * - Prints what changed between the documented release and the target:
 *   names added, deprecated and removed, each with what the site must do.
 * - `--check` stops there: exit 1 when a newer release exists.
 * - Otherwise writes the surface file, the version facts and the version in
 *   the settings module, after every download and reading succeeded.
 */
import {readFile, writeFile} from 'node:fs/promises';
import {join} from 'node:path';

import {SURFACE_EXCLUSIONS} from '../../../docs/api/_entries/exclusions';
import {resolveSettings} from '../../../src/config/settings';
import {documentedCheck} from '../../../src/model/api/coverage';
import {loadApiPages} from '../../../src/model/api/entries';
import {API_SURFACE_FILE, loadApiSurface} from '../../../src/model/api/surfaceFile';
import {formatSurfaceChanges, surfaceChanges} from '../../../src/model/api/surfaceChanges';
import {compareReleases} from '../../../src/model/versions/semver';
import {VERSION_FACTS_FILE} from '../../../src/model/versions/versionFactsFile';
import {fileFromTarball, packageVersions, RegistryError} from './registry';
import {readSurface} from './surface';
import {computeVersionFacts} from './versionFacts';

const SITE_DIR = process.cwd();
const SETTINGS_FILE = join('src', 'config', 'settings.ts');
const VERSION_LINE = /^(export const DEFAULT_LIBRARY_VERSION = )'[^']*';$/m;

/** A refusal: its message says what and which file or version; nothing was written. */
class Refusal extends Error {}

interface Arguments {
  readonly version?: string;
  readonly check: boolean;
  readonly preRelease: boolean;
}

function parseArguments(argv: readonly string[]): Arguments {
  const flags = argv.filter((argument) => argument.startsWith('--'));
  const unknown = flags.filter((flag) => flag !== '--check' && flag !== '--pre-release');
  if (unknown.length) throw new Refusal(`unknown option ${unknown.join(', ')}`);
  const [version, ...rest] = argv.filter((argument) => !argument.startsWith('--'));
  if (rest.length) throw new Refusal(`one version at most, not ${[version, ...rest].join(' ')}`);
  return {
    ...(version && {version: version.replace(/^v/, '')}),
    check: flags.includes('--check'),
    preRelease: flags.includes('--pre-release'),
  };
}

async function main(): Promise<number> {
  const options = parseArguments(process.argv.slice(2));
  const settings = resolveSettings(process.env);
  const current = settings.libraryVersion;
  const libraryPackage = `${settings.productId}-gl`;
  const file = `dist/${libraryPackage}.d.ts`;

  let currentSurface;
  try {
    currentSurface = loadApiSurface(SITE_DIR, current);
  } catch (error) {
    throw new Refusal((error as Error).message);
  }

  const library = await packageVersions(libraryPackage);
  const target = options.version ?? library.latest;
  if (!library.tarballs.has(target)) {
    throw new Refusal(`the registry has no release ${libraryPackage}@${target}`);
  }
  if (target.includes('-') && !options.preRelease) {
    throw new Refusal(
      `${target} is a pre-release: the docs describe stable releases (pass --pre-release to document it on purpose)`,
    );
  }
  const order = compareReleases(target, current);
  if (order < 0) {
    throw new Refusal(
      `${target} is older than ${current}, the release the docs describe: no downgrade`,
    );
  }
  if (order === 0) {
    console.log(
      `The docs describe ${current}, the registry's ${options.version ? 'named' : 'latest stable'} release: nothing to do.`,
    );
    return 0;
  }

  let text: string;
  try {
    text = await fileFromTarball(library.tarballs.get(target)!, file);
  } catch (error) {
    if (error instanceof RegistryError && /has no /.test(error.message)) {
      throw new Refusal(`${libraryPackage}@${target} publishes no type definitions (${file})`);
    }
    throw error;
  }
  const pages = loadApiPages(SITE_DIR);
  let nextSurface;
  try {
    nextSurface = readSurface(
      text,
      {package: libraryPackage, version: target, file},
      pages.flatMap((page) => page.items.map((item) => item.name)),
    );
  } catch (error) {
    throw new Refusal(
      `the type definitions of ${libraryPackage}@${target} could not be read: ${(error as Error).message}`,
    );
  }
  const changes = surfaceChanges(
    currentSurface,
    nextSurface,
    SURFACE_EXCLUSIONS,
    documentedCheck(pages),
  );
  console.log(formatSurfaceChanges(changes));

  if (options.check) {
    console.log(
      `\n${libraryPackage}@${target} is out; the docs describe ${current}. Run npm run api:update ${target}.`,
    );
    return 1;
  }

  console.log(`\nReading the version facts for ${target}…`);
  const {facts, report} = await computeVersionFacts(
    SITE_DIR,
    settings.productId,
    target,
    () => undefined,
  );
  const settingsText = await readFile(join(SITE_DIR, SETTINGS_FILE), 'utf8');
  if (!VERSION_LINE.test(settingsText)) {
    throw new Refusal(`${SETTINGS_FILE} has no DEFAULT_LIBRARY_VERSION line to set`);
  }
  // Everything read: now the three files.
  await writeFile(join(SITE_DIR, API_SURFACE_FILE), `${JSON.stringify(nextSurface, null, 2)}\n`);
  await writeFile(join(SITE_DIR, VERSION_FACTS_FILE), `${JSON.stringify(facts, null, 2)}\n`);
  await writeFile(
    join(SITE_DIR, SETTINGS_FILE),
    settingsText.replace(VERSION_LINE, `$1'${target}';`),
  );
  console.log(
    [
      `\nWrote ${API_SURFACE_FILE}, ${VERSION_FACTS_FILE} (${report.join('; ').replace(/\s+/g, ' ')}) and DEFAULT_LIBRARY_VERSION = '${target}' in ${SETTINGS_FILE}.`,
      'Next: write or exclude what the list says, run npm run api:versions to date the new entries,',
      'then npm run api:coverage and npm test. The maintainers’ routine is in CONTRIBUTING.md.',
    ].join('\n'),
  );
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const message = (error as Error).message;
    console.error(
      error instanceof RegistryError
        ? `The npm registry could not be read: ${message}`
        : error instanceof Refusal
          ? `Refused: ${message}.`
          : `Failed: ${message}`,
    );
    console.error('No file was changed.');
    process.exitCode = 2;
  },
);
