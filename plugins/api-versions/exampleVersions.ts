import {loadApiPages} from '../api-reference';
import type {ExampleRecord} from '../examples/model';
import {exampleMinimumVersions, type ExampleMinimum} from './model/exampleMinimum';
import {minorLine} from '../../src/model/versions/semver';
import {loadVersionFacts} from '../../src/model/versions/versionFactsFile';

export interface ExampleVersions {
  /** Slug → the oldest release its code runs on, where the facts tell. */
  readonly minimum: Readonly<Record<string, ExampleMinimum | null>>;
  /** The release lines of the major the docs describe, oldest first: what the gallery filters by. */
  readonly lines: readonly string[];
}

/** The examples' minimum versions, for their pages and the gallery's version filter. */
export function exampleVersions(
  siteDir: string,
  records: readonly ExampleRecord[],
  productId: string,
): ExampleVersions {
  const facts = loadVersionFacts(siteDir);
  const minimumOf = exampleMinimumVersions(loadApiPages(siteDir), facts, productId);
  const major = `${minorLine(facts.libraryVersion).split('.')[0]}.`;
  return {
    minimum: Object.fromEntries(records.map(({slug, code}) => [slug, minimumOf(code)])),
    lines: facts.releaseLines.filter((line) => line.startsWith(major)),
  };
}
