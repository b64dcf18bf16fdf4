/**
 * What is wrong in code, from its analysis: every use the reference does
 * not document (with the closest documented name), every use of what it
 * marks legacy, and every script that does not parse. The MCP server's
 * `check_code` and the example editor say the same words.
 */
import type {ApiBadge} from '../api/types';
import {SOURCE_TYPES} from '../api/sourceTypes';
import type {ApiUse, CodeAnalysis} from './analyseCode';

export type Severity = 'error' | 'warning';

export interface Finding {
  readonly severity: Severity;
  readonly line: number;
  readonly column: number;
  /** The use as written, `map.flyto` or `new mapboxgl.Markerr` (empty for a syntax error). */
  readonly use: string;
  /** What is wrong with the use: `is not a documented member of Map`. */
  readonly message: string;
  /** The closest documented name, written as the use is. */
  readonly suggestion?: string;
}

/**
 * Badges that make a documented use a warning: legacy (deprecated) entries.
 * Beta and experimental ones are documented API.
 */
const BADGE_WARNINGS: Readonly<Partial<Record<ApiBadge, string>>> = {
  legacy: 'is marked legacy (deprecated) in the reference',
};

function undocumented(use: ApiUse): string {
  switch (use.kind) {
    case 'item':
      return 'is not in the API reference';
    case 'static':
      return `is not a documented static member of ${use.owner}`;
    case 'member':
    case 'field':
      return `is not a documented member of ${use.owner}`;
    case 'event':
      return `names no documented event of ${use.owner}`;
    case 'option':
      return `is not a documented option of ${use.owner}`;
    case 'source-type':
      return `is not a source type the reference documents (${Object.keys(SOURCE_TYPES).join(', ')})`;
  }
}

export function findingsOf(analysis: CodeAnalysis): Finding[] {
  const findings: Finding[] = analysis.syntaxErrors.map((problem) => ({
    severity: 'error',
    line: problem.line,
    column: problem.column,
    use: '',
    message: `the script does not parse, so it was not checked: ${problem.message}`,
  }));
  for (const use of analysis.uses) {
    const at = {line: use.line, column: use.column, use: use.written};
    if (!use.documented) {
      findings.push({
        severity: 'error',
        ...at,
        message: undocumented(use),
        ...(use.suggestion && {suggestion: use.suggestion}),
      });
      continue;
    }
    for (const badge of use.entry?.badges ?? []) {
      const warning = BADGE_WARNINGS[badge];
      if (warning) findings.push({severity: 'warning', ...at, message: `${warning}.`});
    }
  }
  const seen = new Set<string>();
  return findings
    .filter((finding) => {
      const key = `${finding.line}:${finding.message}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => a.line - b.line || a.column - b.column);
}
