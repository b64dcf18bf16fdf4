/**
 * What each API page must document: every class, member, event and Map
 * constructor option the product's reference names, as the anchors that
 * satisfy it (`tests/fixtures/api-reference-contract.json`). An entry lists
 * several anchors when the product names one member for two classes
 * ("LngLat / LngLatBounds") or when it may be static or not.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

export const CONTRACT_FILE = join(__dirname, '..', 'fixtures', 'api-reference-contract.json');

export interface ExpectedEntry {
  readonly page: string;
  /** The product's name for the entry, for failure messages. */
  readonly label: string;
  readonly anchors: readonly string[];
}

type Contract = Record<string, {label: string; anchors: string[]}[]>;

export function readExpectedEntries(file = CONTRACT_FILE): ExpectedEntry[] {
  const contract = JSON.parse(readFileSync(file, 'utf8')) as Contract;
  return Object.entries(contract).flatMap(([page, entries]) =>
    entries.map(({label, anchors}) => ({page, label, anchors})),
  );
}
