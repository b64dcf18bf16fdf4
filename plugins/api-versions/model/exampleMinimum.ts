/**
 * The oldest release an example can run on, from what its code uses: the
 * API entries it calls (matched as the reference's related examples are)
 * and the style properties, layer types and expressions of its layers. It
 * is the latest "since" among them; entries the facts do not date are
 * counted, not guessed.
 */
import {apiUseMatcher} from '../../api-reference/build/relatedExamples';
import type {ApiPage} from '../../../src/model/api/types';
import {documentedEntries, type DocumentedEntry} from '../../../src/model/api/documented';
import {compareReleases} from '../../../src/model/versions/semver';
import type {VersionFacts} from '../../../src/model/versions/versionFacts';

/** What sets an example's minimum: an API entry (linked) or a style name. */
export type MinimumSetter =
  | {readonly kind: 'api'; readonly name: string; readonly page: string; readonly anchor: string}
  | {readonly kind: 'style'; readonly name: string};

export interface ExampleMinimum {
  readonly version: string;
  readonly setBy: MinimumSetter;
  /** API entries the code uses whose first release the facts do not give. */
  readonly undated: number;
}

/** `paint:fill-color` style keys the code names: property keys, layer types, expression operators. */
export function styleKeysIn(code: string, style: VersionFacts['style']): Set<string> {
  const keys = new Set<string>();
  for (const [, name] of code.matchAll(/['"]?\b([a-z]+(?:-[a-z0-9]+)+)['"]?\s*:/g)) {
    for (const kind of ['paint', 'layout']) {
      if (style[`${kind}:${name}`]) {
        keys.add(`${kind}:${name}`);
      }
    }
  }
  for (const [, type] of code.matchAll(/\btype\s*:\s*['"]([a-z-]+)['"]/g)) {
    if (style[`layer:${type}`]) {
      keys.add(`layer:${type}`);
    }
  }
  // An expression is an array whose first element is its operator's name.
  for (const [, operator] of code.matchAll(
    /\[\s*['"]([a-z][a-z0-9-]*|[=!<>]=?|[-+*/%^])['"]\s*,/g,
  )) {
    if (style[`expression:${operator}`]) {
      keys.add(`expression:${operator}`);
    }
  }
  return keys;
}

/** A dated option is used when the code creates its item and names the option as a key. */
function usesOption(code: string, entry: DocumentedEntry): boolean {
  if (entry.query.kind !== 'option') {
    return false;
  }
  const name = entry.query.path.at(-1) ?? '';
  return new RegExp(`\\b${name}\\s*:`).test(code);
}

/** Builds the function that gives an example's minimum from its code (product tokens replaced). */
export function exampleMinimumVersions(
  pages: readonly ApiPage[],
  facts: VersionFacts,
  productId: string,
): (code: string) => ExampleMinimum | null {
  const matcher = apiUseMatcher(pages, productId);
  const entries = documentedEntries(pages);
  const uses = (code: string, entry: DocumentedEntry): boolean => {
    if (entry.member) {
      // A variable named by the writer (`feature`, `e`, `source`) may hold
      // anything: such a match dates code only when it names the item too.
      const loose = !!entry.item.receiver && !entry.item.receiver.includes('.');
      return (
        matcher.usesMember(code, entry.item, entry.member) &&
        (!loose || matcher.usesItem(code, entry.item))
      );
    }
    if (entry.query.kind === 'item') {
      return matcher.usesItem(code, entry.item);
    }
    return matcher.usesItem(code, entry.item) && usesOption(code, entry);
  };
  return (code) => {
    let minimum: ExampleMinimum | null = null;
    let undated = 0;
    const consider = (version: string, setBy: MinimumSetter) => {
      if (!minimum || compareReleases(version, minimum.version) > 0) {
        minimum = {version, setBy, undated: 0};
      }
    };
    for (const entry of entries) {
      const fact = facts.api[entry.key];
      if (!fact || !uses(code, entry)) {
        continue;
      }
      if ('since' in fact) {
        consider(fact.since, {
          kind: 'api',
          name: entry.key,
          page: entry.page,
          anchor: entry.anchor,
        });
      } else if (fact.unknown !== 'in-oldest-definitions') {
        undated += 1;
      }
    }
    for (const key of styleKeysIn(code, facts.style)) {
      consider(facts.style[key]!, {kind: 'style', name: key});
    }
    const found = minimum as ExampleMinimum | null;
    return found ? {...found, undated} : null;
  };
}
