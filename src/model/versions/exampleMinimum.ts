/**
 * The oldest release an example can run on, from its use table: the latest
 * "since" among the API entries its code uses and the style properties,
 * layer types and expressions it writes. Entries the facts do not date are
 * counted, not guessed.
 */
import type {ApiPageId} from '../api/types';
import {entryDisplayName, type EntryDisplayName} from '../api/displayName';
import type {ExampleUses} from '../code/exampleUses';
import type {StyleNames} from '../code/analyseCode';
import {compareReleases, minorLine} from './semver';
import type {VersionFacts} from './versionFacts';

/** What sets an example's minimum: an API entry (linked) or a style name (`paint:fill-color`). */
export type MinimumSetter =
  | {
      readonly kind: 'api';
      readonly key: string;
      readonly name: EntryDisplayName;
      readonly page: ApiPageId;
      readonly anchor: string;
    }
  | {readonly kind: 'style'; readonly name: string};

export interface ExampleMinimum {
  readonly version: string;
  readonly setBy: MinimumSetter;
}

/** `paint:fill-color` style keys among the names the code writes. */
export function styleKeys(names: StyleNames, style: VersionFacts['style']): string[] {
  const keys = new Set<string>();
  for (const name of names.properties) {
    for (const kind of ['paint', 'layout']) {
      if (style[`${kind}:${name}`]) keys.add(`${kind}:${name}`);
    }
  }
  for (const type of names.layerTypes) {
    if (style[`layer:${type}`]) keys.add(`layer:${type}`);
  }
  for (const operator of names.expressions) {
    if (style[`expression:${operator}`]) keys.add(`expression:${operator}`);
  }
  return [...keys].sort();
}

export function exampleMinimum(uses: ExampleUses, facts: VersionFacts): ExampleMinimum | null {
  // Entries whose first release the facts do not give cannot raise the
  // minimum: the page states what the dated ones require.
  let minimum: ExampleMinimum | null = null;
  const consider = (version: string, setBy: MinimumSetter) => {
    if (!minimum || compareReleases(version, minimum.version) > 0) minimum = {version, setBy};
  };
  for (const entry of uses.entries) {
    const fact = facts.api[entry.key];
    if (!fact) continue;
    if ('since' in fact)
      consider(fact.since, {
        kind: 'api',
        key: entry.key,
        name: entryDisplayName(entry.key),
        page: entry.page,
        anchor: entry.anchor,
      });
  }
  for (const key of styleKeys(uses.style, facts.style))
    consider(facts.style[key]!, {kind: 'style', name: key});
  return minimum as ExampleMinimum | null;
}

/** The release lines of the major the docs describe, oldest first: what the gallery filters by. */
export function galleryVersionLines(facts: VersionFacts): string[] {
  const major = `${minorLine(facts.libraryVersion).split('.')[0]}.`;
  return facts.releaseLines.filter((line) => line.startsWith(major));
}
