/**
 * `check_code`: the site's one analyser of code (`src/model/code`) run on
 * what an assistant gives, its findings written out for the assistant.
 * What the reference does not document is reported with its line and the
 * closest documented name; what it marks legacy is a warning. A variable
 * whose class the code does not show is not checked, so what is reported is
 * known to be wrong.
 */
import {analyseCode} from '../../../src/model/code/analyseCode';
import {findingsOf, type Finding} from '../../../src/model/code/findings';
import type {ApiIndex} from './apiIndex';

export type {Finding};

export interface CodeCheck {
  readonly findings: readonly Finding[];
  /** Uses of the API checked. */
  readonly uses: number;
  readonly blocks: number;
  /** The product's plugins the page loads, and the uses left to them. */
  readonly plugins: readonly string[];
  readonly pluginUses: number;
  /** Why the code was not read (over the analyser's limit). */
  readonly refused?: string;
}

export interface CheckOptions {
  readonly productId: string;
}

export function checkCode(input: string, index: ApiIndex, options: CheckOptions): CodeCheck {
  const analysis = analyseCode(input, index.model, options.productId);
  return {
    findings: findingsOf(analysis),
    uses: analysis.uses.length,
    blocks: analysis.blocks,
    plugins: analysis.plugins,
    pluginUses: analysis.pluginUses,
    ...(analysis.refused && {refused: analysis.refused}),
  };
}

export function formatCheck(check: CodeCheck): string {
  if (check.refused) return check.refused;
  if (check.blocks === 0) {
    return 'No JavaScript found: give JavaScript, or an HTML page with inline <script> code.';
  }
  const problems = check.findings.filter((finding) => finding.severity === 'error');
  const warnings = check.findings.filter((finding) => finding.severity === 'warning');
  const line = (finding: Finding) =>
    `- line ${finding.line}: ${finding.use ? `\`${finding.use}\` ` : ''}${finding.message}` +
    (finding.suggestion ? ` → did you mean \`${finding.suggestion}\`?` : '');
  const blocks: string[] = [
    check.findings.length
      ? `${problems.length} ${problems.length === 1 ? 'problem' : 'problems'} and ${warnings.length} ${warnings.length === 1 ? 'warning' : 'warnings'} (${check.uses} uses of the API checked):`
      : `No problems: ${check.uses} uses of the API checked, all documented.`,
  ];
  if (check.findings.length) blocks.push(check.findings.map(line).join('\n'));
  if (check.pluginUses) {
    blocks.push(
      `${check.pluginUses} more left to the plugins the page loads (${check.plugins.join(', ')}), which the reference does not cover.`,
    );
  }
  return blocks.join('\n\n');
}
