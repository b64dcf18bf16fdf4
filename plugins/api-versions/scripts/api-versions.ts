/**
 * `npm run api:versions`: run by a maintainer when the library releases,
 * never by the build. Reads the library's published type definitions and the
 * style specification from the npm registry and writes `versions.json`, the
 * one file the build and the tests read about versions. Nothing is written
 * unless every download and every reading succeeded.
 */
import {writeFile} from 'node:fs/promises';
import {join} from 'node:path';

import {resolveSettings} from '../../../src/config/settings';
import {loadApiPages} from '../../../src/model/api/entries';
import {documentedEntries, type DefinitionQuery} from '../../../src/model/api/documented';
import {compareReleases, minorLine} from '../../../src/model/versions/semver';
import {
  sortedFacts,
  type ReadDefinitions,
  type VersionFact,
  type VersionFacts,
} from '../../../src/model/versions/versionFacts';
import {VERSION_FACTS_FILE} from '../../../src/model/versions/versionFactsFile';
import {decideVersion, type Sighting} from './decide';
import {declaredKeys} from './definitions';
import {fileFromTarball, packageVersions, RegistryError} from './registry';
import {styleFacts} from './styleSpec';

// npm runs a package's scripts from its root.
const SITE_DIR = process.cwd();
/** The first release that ships its own type definitions. */
const OWN_DEFINITIONS_FROM = '3.5.0';
const OWN_DEFINITIONS_FILE = 'dist/mapbox-gl.d.ts';
const COMMUNITY_DEFINITIONS_FILE = 'index.d.ts';
const STYLE_REFERENCE_FILE = 'reference/v8.json';

const isStable = (version: string) => !version.includes('-');

/** Minor release lines, oldest first: `['0.1', …, '3.17']`. */
function releaseLinesOf(versions: readonly string[]): string[] {
  return [...new Set([...versions].sort(compareReleases).map(minorLine))];
}

/**
 * The first stable release of each line up to `until`, oldest first; `until`
 * itself (a pre-release too) stands for its own line. The first, not the
 * last, patch of a line: later patches of community definitions were often
 * published after the library's next lines and may hold their additions.
 */
function firstOfEachLine(versions: readonly string[], until: string): string[] {
  if (!versions.includes(until)) {
    throw new RegistryError(`the registry has no release ${until}`);
  }
  const firsts = new Map<string, string>();
  for (const version of [...versions].sort(compareReleases)) {
    if (isStable(version) && compareReleases(version, until) < 0) {
      const line = minorLine(version);
      if (!firsts.has(line)) {
        firsts.set(line, version);
      }
    }
  }
  firsts.set(minorLine(until), until);
  return [...firsts.values()];
}

async function main(): Promise<void> {
  const settings = resolveSettings(process.env);
  const libraryVersion = settings.libraryVersion;
  const libraryPackage = `${settings.productId}-gl`;
  const communityPackage = `@types/${settings.productId}-gl`;
  const stylePackage = `@${settings.productId}/${settings.productId}-gl-style-spec`;

  const entries = documentedEntries(loadApiPages(SITE_DIR));
  const queries = new Map<string, DefinitionQuery>(entries.map(({key, query}) => [key, query]));
  console.log(`${entries.length} documented entries; the docs describe ${libraryVersion}`);

  const library = await packageVersions(libraryPackage);
  const community = await packageVersions(communityPackage);
  const releaseLines = releaseLinesOf(library.versions);

  const reads: {definitions: ReadDefinitions; tarball: string; file: string}[] = [];
  for (const version of firstOfEachLine(library.versions, libraryVersion)) {
    if (compareReleases(version, OWN_DEFINITIONS_FROM) >= 0) {
      reads.push({
        definitions: {source: 'library', package: libraryPackage, version, describes: version},
        tarball: library.tarballs.get(version)!,
        file: OWN_DEFINITIONS_FILE,
      });
    }
  }
  const communityBefore = community.versions
    .filter((version) => isStable(version) && compareReleases(version, OWN_DEFINITIONS_FROM) < 0)
    .sort(compareReleases);
  const lastCommunityLine = minorLine(communityBefore.at(-1) ?? OWN_DEFINITIONS_FROM);
  const firstOfLastLine = communityBefore.find(
    (version) => minorLine(version) === lastCommunityLine,
  );
  for (const version of firstOfEachLine(communityBefore, firstOfLastLine ?? OWN_DEFINITIONS_FROM)) {
    reads.push({
      definitions: {
        source: 'community-types',
        package: communityPackage,
        version,
        describes: `${minorLine(version)}.0`,
      },
      tarball: community.tarballs.get(version)!,
      file: COMMUNITY_DEFINITIONS_FILE,
    });
  }

  const sightings = new Map<string, Sighting[]>();
  for (const {definitions, tarball, file} of reads) {
    const text = await fileFromTarball(tarball, file);
    const declared = declaredKeys(text, queries);
    const count = [...declared.values()].filter(Boolean).length;
    console.log(`${definitions.package}@${definitions.version}: ${count} of ${queries.size}`);
    for (const key of queries.keys()) {
      // `??` would turn "says nothing" (null) into "lacks it".
      const sighting = {definitions, declared: declared.has(key) ? declared.get(key)! : false};
      sightings.set(key, [...(sightings.get(key) ?? []), sighting]);
    }
  }

  const api: Record<string, VersionFact> = {};
  for (const key of queries.keys()) {
    api[key] = decideVersion(sightings.get(key) ?? [], releaseLines);
  }

  const styleVersions = await packageVersions(stylePackage);
  const reference: unknown = JSON.parse(
    await fileFromTarball(styleVersions.tarballs.get(styleVersions.latest)!, STYLE_REFERENCE_FILE),
  );
  const style = styleFacts(reference);

  const facts: VersionFacts = sortedFacts({
    libraryVersion,
    releaseLines: releaseLines.slice(0, releaseLines.indexOf(minorLine(libraryVersion)) + 1),
    definitions: reads.map(({definitions}) => definitions),
    styleSpecVersion: styleVersions.latest,
    api,
    style,
  });
  await writeFile(join(SITE_DIR, VERSION_FACTS_FILE), `${JSON.stringify(facts, null, 2)}\n`);

  const counts = new Map<string, number>();
  for (const fact of Object.values(api)) {
    const label = 'since' in fact ? `version from ${fact.source}` : `no version: ${fact.unknown}`;
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  console.log(`\nWrote ${VERSION_FACTS_FILE}: ${entries.length} documented entries`);
  for (const [label, count] of [...counts].sort()) {
    console.log(`  ${String(count).padStart(4)}  ${label}`);
  }
  console.log(
    `  ${Object.keys(style).length} style facts from ${stylePackage}@${styleVersions.latest}`,
  );
}

main().catch((error: unknown) => {
  const reason = error instanceof RegistryError ? 'The npm registry could not be read' : 'Failed';
  console.error(`${reason}: ${(error as Error).message}`);
  console.error(`${VERSION_FACTS_FILE} was left as it was.`);
  process.exitCode = 1;
});
