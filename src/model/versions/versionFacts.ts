/**
 * The version facts: the one file `npm run api:versions` writes from the
 * library's published packages (`versions.json` beside this plugin), and the
 * only thing the build and the tests read about versions. No network.
 */
import {compareReleases, isRelease} from './semver';

/**
 * Where a fact comes from: the library's own type definitions (from 3.5.0),
 * the community's (`@types/…`, following the library's major.minor), or the
 * style specification's table.
 */
export const FACT_SOURCES = ['library', 'community-types', 'style-spec'] as const;
export type FactSource = (typeof FACT_SOURCES)[number];

/** Why a documented entry has no version. */
export const UNKNOWN_REASONS = [
  // In the oldest definitions there are: added then or before, nobody says when.
  'in-oldest-definitions',
  // The release line before the first that has it has no definitions, or
  // definitions that say nothing about it (events typed as any string).
  'no-definitions-before',
  // One package's definitions have it and the other's, for the same releases, do not.
  'sources-disagree',
  // It comes and goes across releases.
  'not-continuous',
  // The definitions of the version the docs describe lack it.
  'not-in-definitions',
] as const;
export type UnknownReason = (typeof UNKNOWN_REASONS)[number];

export type VersionFact =
  {readonly since: string; readonly source: FactSource} | {readonly unknown: UnknownReason};

/** A release's definitions read by the script: which package, which version. */
export interface ReadDefinitions {
  readonly source: FactSource;
  readonly package: string;
  readonly version: string;
  /** The library release these definitions describe. */
  readonly describes: string;
}

export interface VersionFacts {
  /** The library version the docs described when the file was made. */
  readonly libraryVersion: string;
  /** The library's minor release lines up to that version, oldest first: `['0.1', …, '3.17']`. */
  readonly releaseLines: readonly string[];
  readonly definitions: readonly ReadDefinitions[];
  readonly styleSpecVersion: string;
  /** Documented key (`Map#flyTo`) → its fact. */
  readonly api: Readonly<Record<string, VersionFact>>;
  /** `paint:fill-color`, `layout:icon-image`, `layer:fill-extrusion`, `expression:within` → the first release. */
  readonly style: Readonly<Record<string, string>>;
}

function fail(problem: string): never {
  throw new Error(`version facts: ${problem}`);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function release(value: unknown, where: string): string {
  return typeof value === 'string' && isRelease(value)
    ? value
    : fail(`${where} is not a release number`);
}

function parseFact(value: unknown, key: string): VersionFact {
  if (!isObject(value)) {
    return fail(`api["${key}"] is not an object`);
  }
  if ('unknown' in value) {
    return (UNKNOWN_REASONS as readonly unknown[]).includes(value.unknown)
      ? {unknown: value.unknown as UnknownReason}
      : fail(`api["${key}"].unknown is not a known reason`);
  }
  const source = value.source;
  if (!(FACT_SOURCES as readonly unknown[]).includes(source)) {
    return fail(`api["${key}"].source is not a known source`);
  }
  return {since: release(value.since, `api["${key}"].since`), source: source as FactSource};
}

/** The facts file's content, checked: a wrong shape fails the build with the place it is wrong. */
export function parseVersionFacts(value: unknown): VersionFacts {
  if (!isObject(value)) {
    return fail('not an object');
  }
  if (!Array.isArray(value.definitions)) {
    return fail('definitions is not a list');
  }
  const definitions = value.definitions.map((entry: unknown, index): ReadDefinitions => {
    const where = `definitions[${index}]`;
    if (!isObject(entry) || typeof entry.package !== 'string') {
      return fail(`${where} is not a package's definitions`);
    }
    if (!(FACT_SOURCES as readonly unknown[]).includes(entry.source)) {
      return fail(`${where}.source is not a known source`);
    }
    return {
      source: entry.source as FactSource,
      package: entry.package,
      version: release(entry.version, `${where}.version`),
      describes: release(entry.describes, `${where}.describes`),
    };
  });
  if (!isObject(value.api) || !isObject(value.style)) {
    return fail('api and style must be objects');
  }
  const api = Object.fromEntries(
    Object.entries(value.api).map(([key, fact]) => [key, parseFact(fact, key)]),
  );
  const style = Object.fromEntries(
    Object.entries(value.style).map(([key, since]) => [key, release(since, `style["${key}"]`)]),
  );
  if (
    !Array.isArray(value.releaseLines) ||
    !value.releaseLines.every((line) => typeof line === 'string' && /^\d+\.\d+$/.test(line))
  ) {
    return fail('releaseLines is not a list of minor release lines');
  }
  return {
    libraryVersion: release(value.libraryVersion, 'libraryVersion'),
    releaseLines: value.releaseLines as string[],
    definitions,
    styleSpecVersion: release(value.styleSpecVersion, 'styleSpecVersion'),
    api,
    style,
  };
}

/** The release a documented key first appears in, or null where the facts give none. */
export function sinceOf(facts: VersionFacts, key: string): string | null {
  const fact = facts.api[key];
  return fact && 'since' in fact ? fact.since : null;
}

/** Facts in a stable order, so a new run changes only the lines that changed. */
export function sortedFacts(facts: VersionFacts): VersionFacts {
  const byKey = <T>(record: Readonly<Record<string, T>>) =>
    Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return {
    ...facts,
    definitions: [...facts.definitions].sort((a, b) => compareReleases(a.describes, b.describes)),
    api: byKey(facts.api),
    style: byKey(facts.style),
  };
}
