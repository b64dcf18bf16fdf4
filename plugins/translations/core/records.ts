/**
 * The translation records: for each Japanese unit, the fingerprint of the
 * English it was last checked against. One file, `i18n/ja/translation-records.yml`,
 * sorted by unit, one line a unit (a page adds one line a section): a writer's
 * change shows the English file, the Japanese file and the record's line in
 * one diff, and `npm run translations:confirm` is the only thing that writes it.
 */
import {existsSync, readFileSync} from 'node:fs';
import {writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import yaml from 'js-yaml';

import {filesStamp, processCache} from '../../../src/lib/incrementalFiles';
import {SECTION_FINGERPRINT, UNIT_FINGERPRINT} from './fingerprint';
import {UNIT_KINDS, type EnglishUnit, type UnitKind} from './units';

export const RECORDS_FILE = 'i18n/ja/translation-records.yml';

/** The record file's group of each kind of unit. */
const GROUP_OF: Readonly<Record<UnitKind, string>> = {
  page: 'pages',
  example: 'examples',
  entry: 'entries',
  string: 'strings',
};

export interface UnitRecord {
  readonly fingerprint: string;
  /** Pages only: each section's fingerprint, by English heading. */
  readonly sections?: Readonly<Record<string, string>>;
}

/** Something wrong in the record file, with where to look. */
export interface RecordProblem {
  readonly file: string;
  readonly line: number | null;
  readonly unit: string | null;
  readonly message: string;
}

export interface TranslationRecords {
  readonly records: ReadonlyMap<string, UnitRecord>;
  readonly problems: readonly RecordProblem[];
}

function lineOf(lines: readonly string[], key: string, after = 0): number | null {
  const index = lines.findIndex(
    (line, number) =>
      number >= after &&
      new RegExp(`^\\s*(['"]?)${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\1\\s*:`).test(line),
  );
  return index === -1 ? null : index + 1;
}

function isMapping(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const readRecordFiles = processCache<{stamp: string; read: TranslationRecords}>(
  'translation-records',
);

/** Reads and checks the record file, once per change of it; what is wrong is reported, never thrown. */
export function readRecords(siteDir: string): TranslationRecords {
  const path = join(siteDir, RECORDS_FILE);
  const stamp = filesStamp([path]);
  const known = readRecordFiles.get(path);
  if (known?.stamp === stamp) return known.read;
  const read = parseRecords(path);
  readRecordFiles.set(path, {stamp, read});
  return read;
}

function parseRecords(path: string): TranslationRecords {
  const problems: RecordProblem[] = [];
  const records = new Map<string, UnitRecord>();
  if (!existsSync(path)) {
    return {records, problems};
  }
  const text = readFileSync(path, 'utf8');
  const lines = text.split('\n');
  const problem = (line: number | null, unit: string | null, message: string) =>
    problems.push({file: RECORDS_FILE, line, unit, message});
  let parsed: unknown;
  try {
    parsed = yaml.load(text);
  } catch (error) {
    const mark = error instanceof yaml.YAMLException ? error.mark : undefined;
    problem(
      mark ? mark.line + 1 : null,
      null,
      `it is not valid YAML: ${(error as Error).message.split('\n')[0]}`,
    );
    return {records, problems};
  }
  if (parsed === null || parsed === undefined) {
    return {records, problems};
  }
  if (!isMapping(parsed)) {
    problem(1, null, 'it must hold the groups `pages`, `examples`, `entries` and `strings`');
    return {records, problems};
  }
  const kindOfGroup = new Map(UNIT_KINDS.map((kind) => [GROUP_OF[kind], kind]));
  for (const [group, units] of Object.entries(parsed)) {
    const kind = kindOfGroup.get(group);
    const groupLine = lineOf(lines, group);
    if (!kind) {
      problem(
        groupLine,
        null,
        `unknown group \`${group}\` (the groups are ${[...kindOfGroup.keys()].join(', ')})`,
      );
      continue;
    }
    if (units === null) continue;
    if (!isMapping(units)) {
      problem(groupLine, null, `\`${group}\` must map each unit to its fingerprint`);
      continue;
    }
    for (const [name, value] of Object.entries(units)) {
      const unit = `${kind}:${name}`;
      const line = lineOf(lines, name, groupLine ?? 0);
      const read = readRecord(kind, value);
      if (typeof read === 'string') {
        problem(line, unit, read);
      } else {
        records.set(unit, read);
      }
    }
  }
  return {records, problems};
}

function readRecord(kind: UnitKind, value: unknown): UnitRecord | string {
  const fingerprintProblem = (found: unknown) =>
    `the fingerprint ${JSON.stringify(found)} is not 16 hexadecimal digits; run npm run translations:confirm`;
  if (kind !== 'page') {
    return typeof value === 'string' && UNIT_FINGERPRINT.test(value)
      ? {fingerprint: value}
      : fingerprintProblem(value);
  }
  if (!isMapping(value)) {
    return 'a page records `english` (its fingerprint) and `sections`';
  }
  const {english, sections, ...rest} = value;
  const extra = Object.keys(rest);
  if (extra.length) {
    return `unknown field \`${extra[0]}\` (a page records \`english\` and \`sections\`)`;
  }
  if (typeof english !== 'string' || !UNIT_FINGERPRINT.test(english)) {
    return fingerprintProblem(english);
  }
  if (!isMapping(sections)) {
    return '`sections` must map each English heading to its fingerprint';
  }
  for (const [heading, fingerprint] of Object.entries(sections)) {
    if (typeof fingerprint !== 'string' || !SECTION_FINGERPRINT.test(fingerprint)) {
      return `the section "${heading}" has ${JSON.stringify(fingerprint)}, not 8 hexadecimal digits`;
    }
  }
  return {fingerprint: english, sections: sections as Record<string, string>};
}

/** What a unit records once a writer confirms its Japanese. */
export function recordOf(unit: EnglishUnit): UnitRecord {
  return unit.sections
    ? {fingerprint: unit.fingerprint, sections: unit.sections}
    : {fingerprint: unit.fingerprint};
}

const HEADER = `# The English each Japanese text translates, by a fingerprint of the English
# (a hash of its normalised text). Written by \`npm run translations:confirm\`
# after a writer has checked the Japanese; read by the build, which marks a
# translation outdated when its English has changed since. Not edited by hand.
`;

/** Writes the records, grouped by kind and sorted by unit. */
export async function writeRecords(
  siteDir: string,
  records: ReadonlyMap<string, UnitRecord>,
): Promise<void> {
  const document: Record<string, Record<string, unknown>> = {};
  for (const kind of UNIT_KINDS) {
    const group: Record<string, unknown> = {};
    const ids = [...records.keys()].filter((id) => id.startsWith(`${kind}:`)).sort();
    for (const id of ids) {
      const record = records.get(id)!;
      group[id.slice(kind.length + 1)] = record.sections
        ? {english: record.fingerprint, sections: record.sections}
        : record.fingerprint;
    }
    document[GROUP_OF[kind]] = group;
  }
  const body = yaml.dump(document, {
    lineWidth: -1,
    noRefs: true,
    quotingType: "'",
    forceQuotes: true,
  });
  await writeFile(join(siteDir, RECORDS_FILE), `${HEADER}${body}`);
}
