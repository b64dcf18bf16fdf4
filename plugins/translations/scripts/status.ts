/**
 * `npm run translations:status [--all] [--json]`: the Japanese units that
 * need a writer (outdated, with the sections that changed and when; missing;
 * unrecorded) and every problem of the records. `--all` lists current units
 * too. Exits 1 when the records have a problem, never for an outdated unit.
 */
import {countsOf, summaryLine, translationReport, type UnitStatus} from '../core/status';
import {runScript} from './run';

function describe(status: UnitStatus): string[] {
  const {unit} = status;
  const where =
    unit.kind === 'example' || unit.kind === 'page' ? unit.englishFiles.join(', ') : unit.label;
  const lines = [`  ${unit.id}  ${where}`];
  if (status.englishChanged) lines.push(`    English changed on ${status.englishChanged}`);
  if (status.changedSections?.length) {
    lines.push(
      `    sections changed: ${status.changedSections.map((heading) => `"${heading}"`).join(', ')}`,
    );
  }
  return lines;
}

async function main(args: readonly string[]): Promise<number> {
  const siteDir = process.cwd();
  const report = await translationReport(siteDir);
  if (args.includes('--json')) {
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    return report.problems.length ? 1 : 0;
  }
  const out: string[] = [summaryLine(report)];
  const counts = countsOf(report.statuses);
  const states = args.includes('--all')
    ? (['outdated', 'missing', 'unrecorded', 'current'] as const)
    : (['outdated', 'missing', 'unrecorded'] as const);
  for (const state of states) {
    const listed = report.statuses.filter((status) => status.state === state);
    if (listed.length) {
      out.push(
        '',
        `${state[0]!.toUpperCase()}${state.slice(1)} (${counts[state]}):`,
        ...listed.flatMap(describe),
      );
    }
  }
  if (report.problems.length) {
    out.push('', `Problems (${report.problems.length}):`);
    for (const problem of report.problems) {
      const where = problem.line ? `${problem.file}:${problem.line}` : problem.file;
      out.push(`  ${where}${problem.unit ? `  ${problem.unit}` : ''}: ${problem.message}`);
    }
  }
  if (counts.outdated) {
    out.push('', 'Update the Japanese, then: npm run translations:confirm <unit or file>');
  }
  process.stdout.write(`${out.join('\n')}\n`);
  return report.problems.length ? 1 : 0;
}

runScript(main);
