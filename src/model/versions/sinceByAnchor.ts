import type {ApiPage} from '../api/types';
import {documentedEntries} from '../api/documented';
import {sinceOf, type VersionFacts} from './versionFacts';

/** A page's entries that the facts date: anchor → release. */
export function sinceByAnchor(page: ApiPage<unknown>, facts: VersionFacts): Record<string, string> {
  const since: Record<string, string> = {};
  for (const {key, anchor} of documentedEntries([page])) {
    const version = sinceOf(facts, key);
    if (version) {
      since[anchor] = version;
    }
  }
  return since;
}
