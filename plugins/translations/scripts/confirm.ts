/**
 * `npm run translations:confirm <unit or file>… | --all`: after a writer has
 * checked or updated the Japanese, records the English it now translates.
 * A unit is named by its id (`page:guides/install`), its id without the kind
 * (`guides/install`), or a file (`docs/guides/install.mdx`, its Japanese
 * file, an example's `meta.json`, an entries file: each of its units).
 * `--all` records every translated unit and drops records of units that no
 * longer exist.
 */
import {englishUnits, type EnglishUnit} from '../core/units';
import {readRecords, recordOf, writeRecords, RECORDS_FILE, type UnitRecord} from '../core/records';
import {runScript} from './run';

function matches(unit: EnglishUnit, name: string): boolean {
  const bare = name.replace(/^\.\//, '').replace(/\\/g, '/');
  return (
    unit.id === bare ||
    unit.id.slice(unit.id.indexOf(':') + 1) === bare ||
    unit.englishFiles.some(
      (file) => file === bare || (file.endsWith('/') && bare.startsWith(file)),
    ) ||
    (unit.kind !== 'string' && unit.kind !== 'entry' && unit.japaneseFile === bare)
  );
}

async function main(args: readonly string[]): Promise<number> {
  if (!args.length) {
    process.stderr.write('Name the units to confirm (a unit id or a file), or --all.\n');
    return 1;
  }
  const siteDir = process.cwd();
  const units = await englishUnits(siteDir);
  const {records, problems} = readRecords(siteDir);
  for (const problem of problems) {
    process.stderr.write(
      `${problem.file}${problem.line ? `:${problem.line}` : ''}: ${problem.unit ?? ''} ${problem.message} (this record is rewritten)\n`,
    );
  }
  const next = new Map<string, UnitRecord>(args.includes('--all') ? [] : records);
  const chosen = args.includes('--all')
    ? units
    : args.flatMap((name) => {
        const found = units.filter((unit) => matches(unit, name));
        if (!found.length) {
          throw new Error(
            `No unit is named ${name}: give a unit id (npm run translations:status --all lists them) or a file.`,
          );
        }
        return found;
      });
  let confirmed = 0;
  for (const unit of chosen) {
    if (!unit.translated) {
      if (!args.includes('--all')) {
        process.stderr.write(
          `${unit.id} has no Japanese yet (${unit.japaneseFile}); nothing to confirm.\n`,
        );
      }
      continue;
    }
    const before = records.get(unit.id)?.fingerprint;
    next.set(unit.id, recordOf(unit));
    if (before !== unit.fingerprint) {
      confirmed += 1;
      if (!args.includes('--all')) process.stdout.write(`confirmed ${unit.id}\n`);
    }
  }
  await writeRecords(siteDir, next);
  process.stdout.write(`${RECORDS_FILE}: ${confirmed} record(s) updated, ${next.size} in all.\n`);
  return 0;
}

runScript(main);
