/**
 * What is wrong in code, from its analysis: every use the reference does
 * not document (with the closest documented name), every use of what it
 * marks legacy, and every script that does not parse. The MCP server's
 * `check_code` and the example editor say the same words.
 */
import type {ApiBadge} from '../api/types';
import {SOURCE_TYPES} from '../api/sourceTypes';
import type {ApiUse, ApiUseKind, CodeAnalysis} from './analyseCode';

export type Severity = 'error' | 'warning';

/** What a finding says, for a reader in another language: its rule and the kind of use. */
export type FindingRule = 'syntax' | 'undocumented' | 'legacy';

export interface Finding {
  readonly severity: Severity;
  readonly rule: FindingRule;
  /** The kind of use (not for a syntax error). */
  readonly kind?: ApiUseKind;
  /** The class the use is on (empty for a source type). */
  readonly owner?: string;
  /** Where the name is in the input, as offsets (not for a syntax error). */
  readonly span?: ApiUse['span'];
  /** The closest documented name alone, for an editor to put in its place. */
  readonly closest?: string;
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
    rule: 'syntax',
    line: problem.line,
    column: problem.column,
    use: '',
    message: `the script does not parse, so it was not checked: ${problem.message}`,
  }));
  for (const use of analysis.uses) {
    const at = {
      line: use.line,
      column: use.column,
      use: use.written,
      kind: use.kind,
      owner: use.owner,
      span: use.span,
    };
    if (!use.documented) {
      findings.push({
        severity: 'error',
        rule: 'undocumented',
        ...at,
        message: undocumented(use),
        ...(use.suggestion && {suggestion: use.suggestion}),
        ...(use.closest && {closest: use.closest}),
      });
      continue;
    }
    for (const badge of use.entry?.badges ?? []) {
      const warning = BADGE_WARNINGS[badge];
      if (warning) {
        findings.push({severity: 'warning', rule: 'legacy', ...at, message: `${warning}.`});
      }
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
