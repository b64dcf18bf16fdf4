/**
 * The "What's new" page's content: for each release line of the major
 * version the docs describe, newest first, the reference entries and the
 * style specification's properties, layer types and expressions it added.
 */
import type {ApiPage, ApiPageId} from '../../../src/model/api/types';
import {entryDisplayName, type EntryDisplayName} from '../../../src/model/api/displayName';
import {documentedEntries} from '../../../src/model/api/documented';
import {compareReleases, minorLine} from '../../../src/model/versions/semver';
import {sinceOf, type VersionFacts} from '../../../src/model/versions/versionFacts';

export interface WhatsNewEntry {
  /** The entry's key: `Map#setRain`, `Map.param:options.pitchRotateKey`. */
  readonly name: string;
  readonly displayName: EntryDisplayName;
  readonly page: ApiPageId;
  readonly anchor: string;
  readonly since: string;
}

export interface WhatsNewStyle {
  readonly kind: 'paint' | 'layout' | 'layer' | 'expression';
  readonly name: string;
  readonly since: string;
}

export interface WhatsNewRelease {
  /** `3.9`. */
  readonly line: string;
  /** The heading's anchor: `v3-9`. */
  readonly id: string;
  readonly api: readonly WhatsNewEntry[];
  readonly style: readonly WhatsNewStyle[];
}

export interface WhatsNewData {
  readonly libraryVersion: string;
  readonly releases: readonly WhatsNewRelease[];
}

export function releaseAnchor(line: string): string {
  return `v${line.replace(/\./g, '-')}`;
}

/**
 * The release lines the page covers, newest first: every line of the major
 * version the docs describe, up to the described one, so that a reader
 * upgrading from any v3 release finds each step.
 */
export function whatsNewLines(facts: VersionFacts): string[] {
  const described = minorLine(facts.libraryVersion);
  const major = `${described.split('.')[0]}.`;
  const last = facts.releaseLines.indexOf(described);
  return facts.releaseLines
    .slice(0, last + 1)
    .filter((line) => line.startsWith(major))
    .reverse();
}

export function whatsNew(pages: readonly ApiPage[], facts: VersionFacts): WhatsNewData {
  const until = facts.libraryVersion;
  const lines = whatsNewLines(facts);
  const described = (version: string) => compareReleases(version, until) <= 0;
  const entries = documentedEntries(pages).flatMap(({key, page, anchor}) => {
    const since = sinceOf(facts, key);
    return since && described(since)
      ? [{name: key, displayName: entryDisplayName(key), page, anchor, since}]
      : [];
  });
  const style = Object.entries(facts.style).flatMap(([key, since]) => {
    const [kind, name] = key.split(':') as [WhatsNewStyle['kind'], string];
    return described(since) ? [{kind, name, since}] : [];
  });
  return {
    libraryVersion: until,
    releases: lines.map((line) => ({
      line,
      id: releaseAnchor(line),
      api: entries.filter(({since}) => minorLine(since) === line),
      style: style
        .filter(({since}) => minorLine(since) === line)
        .sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name)),
    })),
  };
}

/** The page's table of contents: one entry per release line. */
export function whatsNewToc(data: WhatsNewData): {value: string; id: string; level: number}[] {
  return data.releases.map(({line, id}) => ({value: `v${line}`, id, level: 2}));
}
