/**
 * From "which releases' definitions declare this key" to a version, or to
 * the reason there is none. Never a guess: a release counts as the first
 * only when the definitions of the release line just before it exist and
 * lack the key, in the same package.
 */
import type {
  FactSource,
  ReadDefinitions,
  VersionFact,
} from '../../../src/model/versions/versionFacts';
import {compareReleases, minorLine} from '../../../src/model/versions/semver';

export interface Sighting {
  readonly definitions: ReadDefinitions;
  /** null: these definitions say nothing about it (events typed as any string). */
  readonly declared: boolean | null;
}

/** The index where the last unbroken run of `declared` ending at the last sighting starts, or -1. */
function lastRunStart(sightings: readonly Sighting[]): number {
  let start = sightings.length;
  while (start > 0 && sightings[start - 1]?.declared) {
    start -= 1;
  }
  return start === sightings.length ? -1 : start;
}

/** Is `later` the release line right after `earlier` in the library's history? */
function nextLine(earlier: string, later: string, releaseLines: readonly string[]): boolean {
  const index = releaseLines.indexOf(minorLine(earlier));
  return index >= 0 && releaseLines[index + 1] === minorLine(later);
}

function firstOfPackage(
  sightings: readonly Sighting[],
  releaseLines: readonly string[],
  source: FactSource,
): VersionFact {
  const start = lastRunStart(sightings);
  const first = sightings[start];
  if (!first) {
    return {unknown: 'not-in-definitions'};
  }
  if (sightings.slice(0, start).some((sighting) => sighting.declared)) {
    return {unknown: 'not-continuous'};
  }
  const before = sightings[start - 1];
  if (!before) {
    return {unknown: 'in-oldest-definitions'};
  }
  if (before.declared === null) {
    return {unknown: 'no-definitions-before'};
  }
  if (!nextLine(before.definitions.describes, first.definitions.describes, releaseLines)) {
    return {unknown: 'no-definitions-before'};
  }
  return {since: first.definitions.describes, source};
}

/**
 * The version of one key. The library's own definitions (from 3.5.0) are
 * read first; where a key is in them from their first release, the
 * community definitions before tell when it came, and only if their last
 * release has it too (otherwise the two packages disagree about it).
 *
 * @param releaseLines every minor release line of the library, oldest first (`['0.1', …, '3.17']`)
 */
export function decideVersion(
  sightings: readonly Sighting[],
  releaseLines: readonly string[],
): VersionFact {
  const ordered = [...sightings].sort((a, b) =>
    compareReleases(a.definitions.describes, b.definitions.describes),
  );
  if (!ordered.at(-1)?.declared) {
    return {unknown: 'not-in-definitions'};
  }
  const own = ordered.filter(({definitions}) => definitions.source === 'library');
  const community = ordered.filter(({definitions}) => definitions.source === 'community-types');
  const ownFact = firstOfPackage(own, releaseLines, 'library');
  const lastCommunity = community.at(-1);
  if ('since' in ownFact) {
    if (lastCommunity?.declared === null) {
      return {unknown: 'no-definitions-before'};
    }
    return lastCommunity?.declared ? {unknown: 'sources-disagree'} : ownFact;
  }
  if (ownFact.unknown !== 'in-oldest-definitions') {
    return ownFact;
  }
  if (!lastCommunity) {
    return ownFact;
  }
  if (lastCommunity.declared === null) {
    return {unknown: 'no-definitions-before'};
  }
  if (!lastCommunity.declared) {
    return {unknown: 'sources-disagree'};
  }
  if (!nextLine(lastCommunity.definitions.describes, own[0]!.definitions.describes, releaseLines)) {
    return {unknown: 'no-definitions-before'};
  }
  return firstOfPackage(community, releaseLines, 'community-types');
}
