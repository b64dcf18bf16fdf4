/**
 * `npm run lint:ja [-- --fix]`: the Japanese edition checked with textlint,
 * in one voice. Pages (`i18n/ja/**.mdx`) go through the MDX plugin; UI
 * strings, example records and API entries through the Markdown plugin,
 * field by field. Rules: the technical-writing preset tuned to the site
 * (`config.ts`), the glossary (`i18n/ja/glossary.yml`) as prh rules, and the
 * site's own (`rules.ts`). Each finding is printed as `file:line: message
 * (rule)`; any finding exits 1. `--fix` writes what the rules can fix and
 * prints what is left.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {createLinter} from 'textlint';
import type {TextlintMessage} from '@textlint/types';

import {descriptorFor} from './config';
import {japaneseFields, type FieldKind, type JapaneseField} from './fields';
import {japanesePages} from './pages';

export interface Finding {
  readonly file: string;
  readonly line: number;
  readonly message: string;
  readonly rule: string;
}

function findingOf(file: string, line: number, message: TextlintMessage): Finding {
  return {file, line, message: message.message.replace(/\s+/g, ' ').trim(), rule: message.ruleId};
}

/** Only the files under these paths, when given (`--only docs/api/_entries/map.ts example/`). */
export type Only = readonly string[];

const within = (only: Only, file: string) =>
  only.length === 0 ||
  only.some((path) => file === path || file.startsWith(path.replace(/\/?$/, '/')));

export async function lintPages(
  siteDir: string,
  fix: boolean,
  only: Only = [],
): Promise<Finding[]> {
  const linter = createLinter({descriptor: await descriptorFor(siteDir, 'page'), cwd: siteDir});
  const files = japanesePages(siteDir)
    .filter((path) => within(only, path))
    .map((path) => join(siteDir, path));
  if (files.length === 0) return [];
  if (fix) {
    for (const result of await linter.fixFiles(files)) {
      if (result.output !== readFileSync(result.filePath, 'utf8'))
        writeFileSync(result.filePath, result.output);
    }
  }
  const findings: Finding[] = [];
  for (const result of await linter.lintFiles(files)) {
    const file = relative(siteDir, result.filePath);
    findings.push(...result.messages.map((message) => findingOf(file, message.line, message)));
  }
  return findings;
}

interface FieldFix {
  readonly field: JapaneseField;
  readonly raw: string;
}

async function lintFieldsOfKind(
  siteDir: string,
  kind: FieldKind,
  fields: readonly JapaneseField[],
  fix: boolean,
): Promise<{findings: Finding[]; fixes: FieldFix[]}> {
  if (fields.length === 0) return {findings: [], fixes: []};
  const linter = createLinter({descriptor: await descriptorFor(siteDir, kind), cwd: siteDir});
  const findings: Finding[] = [];
  const fixes: FieldFix[] = [];
  for (const field of fields) {
    const result = fix ? await linter.fixText(field.text, 'field.md') : undefined;
    const text = result?.output ?? field.text;
    const raw = text === field.text ? undefined : field.encode(text);
    if (raw !== undefined) fixes.push({field, raw});
    const checked = await linter.lintText(text, 'field.md');
    findings.push(
      ...checked.messages.map((message) =>
        findingOf(field.file, field.line + message.line - 1, message),
      ),
    );
  }
  return {findings, fixes};
}

/**
 * Writes every fix of a file at once, from its end, so that each offset
 * (read before any fix) still points at its field.
 */
function writeFixes(siteDir: string, fixes: readonly FieldFix[]): void {
  const byFile = new Map<string, FieldFix[]>();
  for (const fix of fixes) byFile.set(fix.field.file, [...(byFile.get(fix.field.file) ?? []), fix]);
  for (const [file, edits] of byFile) {
    let source = readFileSync(join(siteDir, file), 'utf8');
    for (const {field, raw} of [...edits].sort((a, b) => b.field.offset - a.field.offset)) {
      if (source.slice(field.offset, field.offset + field.raw.length) !== field.raw) {
        throw new Error(`${file}:${field.line}: changed while being fixed; run the fix again.`);
      }
      source = source.slice(0, field.offset) + raw + source.slice(field.offset + field.raw.length);
    }
    writeFileSync(join(siteDir, file), source);
  }
}

export async function lintFields(
  siteDir: string,
  fix: boolean,
  only: Only = [],
): Promise<Finding[]> {
  const fields = japaneseFields(siteDir).filter((field) => within(only, field.file));
  const findings: Finding[] = [];
  const fixes: FieldFix[] = [];
  for (const kind of ['label', 'example', 'entry'] as const) {
    const result = await lintFieldsOfKind(
      siteDir,
      kind,
      fields.filter((field) => field.kind === kind),
      fix,
    );
    findings.push(...result.findings);
    fixes.push(...result.fixes);
  }
  writeFixes(siteDir, fixes);
  return findings;
}

export async function main(): Promise<void> {
  const siteDir = join(__dirname, '..', '..');
  const fix = process.argv.includes('--fix');
  const onlyAt = process.argv.indexOf('--only');
  const only =
    onlyAt === -1 ? [] : process.argv.slice(onlyAt + 1).filter((arg) => !arg.startsWith('--'));
  const findings = [
    ...(await lintPages(siteDir, fix, only)),
    ...(await lintFields(siteDir, fix, only)),
  ];
  for (const finding of findings) {
    console.log(`${finding.file}:${finding.line}: ${finding.message} (${finding.rule})`);
  }
  const files = new Set(findings.map(({file}) => file)).size;
  console.log(
    findings.length
      ? `${findings.length} Japanese findings in ${files} files${fix ? ' left after --fix' : ''}.`
      : 'No findings in the Japanese edition.',
  );
  process.exitCode = findings.length ? 1 : 0;
}
