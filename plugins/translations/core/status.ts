/**
 * The status of each Japanese unit against its record: current, outdated
 * (the English changed since the Japanese was checked), missing (no
 * Japanese: the reader is shown the English) or unrecorded (Japanese with no
 * record yet). What is broken (a record the file cannot hold, a record of a
 * unit that does not exist, a unit with no record, a UI string with no
 * Japanese) is reported as a problem naming the file; nothing is thrown.
 */
import {englishChangedOn} from './englishDates';
import {readRecords, RECORDS_FILE, type RecordProblem, type UnitRecord} from './records';
import {englishUnits, SourceError, type EnglishUnit, type UnitKind} from './units';

export type TranslationState = 'current' | 'outdated' | 'missing' | 'unrecorded';

export interface UnitStatus {
  readonly unit: EnglishUnit;
  readonly state: TranslationState;
  /** Outdated pages: the English headings of the sections that changed, were added or were removed. */
  readonly changedSections?: readonly string[];
  /** Outdated units: when the English changed, `YYYY-MM-DD`. */
  readonly englishChanged?: string;
}

export interface TranslationReport {
  readonly statuses: readonly UnitStatus[];
  readonly problems: readonly RecordProblem[];
}

function changedSections(
  recorded: Readonly<Record<string, string>>,
  now: Readonly<Record<string, string>>,
): string[] {
  const headings = [...new Set([...Object.keys(now), ...Object.keys(recorded)])];
  return headings.filter((heading) => recorded[heading] !== now[heading]);
}

/** One unit's status against its record (`undefined` when it has none). */
export function statusOf(
  siteDir: string,
  unit: EnglishUnit,
  record: UnitRecord | undefined,
): UnitStatus {
  if (!unit.translated) return {unit, state: 'missing'};
  if (!record) return {unit, state: 'unrecorded'};
  if (record.fingerprint === unit.fingerprint) return {unit, state: 'current'};
  return {
    unit,
    state: 'outdated',
    ...(unit.sections && record.sections
      ? {changedSections: changedSections(record.sections, unit.sections)}
      : {}),
    englishChanged: englishChangedOn(siteDir, unit.englishFiles),
  };
}

/** The status of a list of units against the record file. */
export function statusesOf(siteDir: string, units: readonly EnglishUnit[]): UnitStatus[] {
  const {records} = readRecords(siteDir);
  return units.map((unit) => statusOf(siteDir, unit, records.get(unit.id)));
}

function problemsOf(statuses: readonly UnitStatus[], recordIds: Iterable<string>): RecordProblem[] {
  const problems: RecordProblem[] = [];
  const units = new Map(statuses.map((status) => [status.unit.id, status]));
  for (const id of recordIds) {
    if (!units.has(id)) {
      problems.push({
        file: RECORDS_FILE,
        line: null,
        unit: id,
        message:
          'a record of a unit that does not exist (renamed or removed on the English side?): ' +
          'move the Japanese with it and run npm run translations:confirm for the new unit, or remove the line',
      });
    }
  }
  for (const {unit, state} of statuses) {
    if (state === 'unrecorded') {
      problems.push({
        file: RECORDS_FILE,
        line: null,
        unit: unit.id,
        message: `no record: check the Japanese in ${unit.japaneseFile}, then run npm run translations:confirm ${unit.id}`,
      });
    }
    if (state === 'missing' && unit.kind === 'string') {
      problems.push({
        file: unit.japaneseFile,
        line: null,
        unit: unit.id,
        message: `no Japanese for the UI string \`${unit.label}\` (${unit.englishFiles[0]}): run npm run write-translations -- --locale ja and translate it`,
      });
    }
  }
  return problems;
}

/** Every unit's status and every problem of the records, for the build, the writers' page and the scripts. */
export async function translationReport(siteDir: string): Promise<TranslationReport> {
  let units: EnglishUnit[];
  try {
    units = await englishUnits(siteDir);
  } catch (error) {
    if (error instanceof SourceError) {
      return {
        statuses: [],
        problems: [{file: error.file, line: null, unit: null, message: error.message}],
      };
    }
    throw error;
  }
  return reportOf(siteDir, units);
}

/** The status of `units` and the problems of the records against them. */
export function reportOf(siteDir: string, units: readonly EnglishUnit[]): TranslationReport {
  const {records, problems} = readRecords(siteDir);
  const statuses = units.map((unit) => statusOf(siteDir, unit, records.get(unit.id)));
  return {statuses, problems: [...problems, ...problemsOf(statuses, records.keys())]};
}

export function countsOf(statuses: readonly UnitStatus[]): Record<TranslationState, number> {
  const counts: Record<TranslationState, number> = {
    current: 0,
    outdated: 0,
    missing: 0,
    unrecorded: 0,
  };
  for (const {state} of statuses) counts[state] += 1;
  return counts;
}

export function countsByKind(statuses: readonly UnitStatus[]): Record<UnitKind, number> {
  const counts: Record<UnitKind, number> = {page: 0, example: 0, entry: 0, string: 0};
  for (const {unit} of statuses) counts[unit.kind] += 1;
  return counts;
}

/** The build's one line: `Translations (ja): 812 units, 810 current, 1 outdated, 1 missing`. */
export function summaryLine(report: TranslationReport): string {
  const counts = countsOf(report.statuses);
  const parts = [
    `${report.statuses.length} units`,
    `${counts.current} current`,
    `${counts.outdated} outdated`,
    `${counts.missing} missing`,
  ];
  if (counts.unrecorded) parts.push(`${counts.unrecorded} unrecorded`);
  if (report.problems.length)
    parts.push(`${report.problems.length} problems (npm run translations:status)`);
  return `Translations (ja): ${parts.join(', ')}`;
}
