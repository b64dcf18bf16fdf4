/**
 * The version facts computed from the npm registry: the library's published
 * type definitions of each release line and the style specification, read
 * and decided, nothing written (`api-versions.ts` and `api-update.ts` write).
 */
import {loadApiPages} from '../../../src/model/api/entries';
import {documentedEntries, type DefinitionQuery} from '../../../src/model/api/documented';
import {compareReleases, minorLine} from '../../../src/model/versions/semver';
import {
  sortedFacts,
  type ReadDefinitions,
  type VersionFact,
  type VersionFacts,
} from '../../../src/model/versions/versionFacts';
import {decideVersion, type Sighting} from './decide';
import {declaredKeys} from './definitions';
import {fileFromTarball, packageVersions, RegistryError} from './registry';
import {styleFacts} from './styleSpec';

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

export interface VersionFactsRun {
  readonly facts: VersionFacts;
  /** What the run found, for the maintainer: counts per source and reason. */
  readonly report: readonly string[];
}

/**
 * The version facts for the documented entries as the docs would describe
 * `libraryVersion`: every download and reading done, nothing written.
 */
export async function computeVersionFacts(
  siteDir: string,
  productId: string,
  libraryVersion: string,
  log: (line: string) => void = console.log,
): Promise<VersionFactsRun> {
  const libraryPackage = `${productId}-gl`;
  const communityPackage = `@types/${productId}-gl`;
  const stylePackage = `@${productId}/${productId}-gl-style-spec`;

  const entries = documentedEntries(loadApiPages(siteDir));
  const queries = new Map<string, DefinitionQuery>(entries.map(({key, query}) => [key, query]));
  log(`${entries.length} documented entries; the docs describe ${libraryVersion}`);

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
    log(`${definitions.package}@${definitions.version}: ${count} of ${queries.size}`);
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
  const counts = new Map<string, number>();
  for (const fact of Object.values(api)) {
    const label = 'since' in fact ? `version from ${fact.source}` : `no version: ${fact.unknown}`;
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  const report = [
    `${entries.length} documented entries`,
    ...[...counts].sort().map(([label, count]) => `  ${String(count).padStart(4)}  ${label}`),
    `  ${Object.keys(style).length} style facts from ${stylePackage}@${styleVersions.latest}`,
  ];
  return {facts, report};
}
