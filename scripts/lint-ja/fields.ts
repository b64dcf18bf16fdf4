/**
 * The Japanese text that is not a page: UI strings (`i18n/ja/*.json`),
 * example records (`example/*\/meta.json`) and the API entries' `ja` fields
 * (`docs/api/_entries/*.ts`). Each field knows where it is written, so a
 * finding names its file and line and a fix goes back into the source.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';

/** `label`: a title or UI string, not a sentence; the others are prose. */
export type FieldKind = 'label' | 'example' | 'entry';

export interface JapaneseField {
  readonly kind: FieldKind;
  readonly file: string;
  /** Line of the field's value in its file, from 1. */
  readonly line: number;
  readonly text: string;
  /** The value as its source writes it (quoted): what a fix replaces. */
  readonly raw: string;
  readonly offset: number;
  /** The source form of a new value, or undefined when it cannot be written back exactly. */
  readonly encode: (text: string) => string | undefined;
}

function lineAt(source: string, offset: number): number {
  let line = 1;
  for (
    let index = source.indexOf('\n');
    index !== -1 && index < offset;
    index = source.indexOf('\n', index + 1)
  ) {
    line++;
  }
  return line;
}

const encodeJson = (text: string) => JSON.stringify(text);

function jsonFields(
  siteDir: string,
  path: string,
  kind: FieldKind,
  values: string[],
  /** Fields of the same file read before: the search starts after them. */
  before: readonly JapaneseField[] = [],
): JapaneseField[] {
  const source = readFileSync(join(siteDir, path), 'utf8');
  const fields: JapaneseField[] = [];
  const last = before[before.length - 1];
  let from = last ? last.offset + last.raw.length : 0;
  for (const text of values) {
    const raw = encodeJson(text);
    const offset = source.indexOf(raw, from);
    if (offset === -1)
      throw new Error(
        `${path}: a Japanese value is not written as JSON.stringify writes it: ${raw.slice(0, 60)}`,
      );
    from = offset + raw.length;
    fields.push({
      kind,
      file: path,
      line: lineAt(source, offset),
      text,
      raw,
      offset,
      encode: encodeJson,
    });
  }
  return fields;
}

/** A `'…'` or `"…"` literal's text, the escapes TypeScript sources use here. */
function decodeLiteral(raw: string): string | undefined {
  const quote = raw[0];
  const body = raw.slice(1, -1);
  if (quote === '"') return JSON.parse(raw) as string;
  let text = '';
  for (let index = 0; index < body.length; index++) {
    const char = body[index]!;
    if (char !== '\\') {
      text += char;
      continue;
    }
    const next = body[++index];
    if (next === 'n') text += '\n';
    else if (next === "'" || next === '"' || next === '\\' || next === '`') text += next;
    else return undefined;
  }
  return text;
}

function encodeLiteral(quote: string): (text: string) => string {
  return (text) =>
    quote === '"'
      ? JSON.stringify(text)
      : `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
}

/**
 * `ja: '…'` (and `descriptionJa: '…'`) in a TypeScript source; template
 * literals with `${…}` are left to review.
 */
const JA_LITERAL = /\b(?:ja|[a-z]\w*Ja):\s*('(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*")/g;

function entryFields(siteDir: string, path: string, only?: FieldKind): JapaneseField[] {
  const source = readFileSync(join(siteDir, path), 'utf8');
  const fields: JapaneseField[] = [];
  for (const match of source.matchAll(JA_LITERAL)) {
    const raw = match[1]!;
    const text = decodeLiteral(raw);
    if (text === undefined) continue;
    const offset = (match.index ?? 0) + match[0].length - raw.length;
    const encode = encodeLiteral(raw[0]!);
    // A group's or a link's title is a label; descriptions are prose.
    const brace = source.lastIndexOf('{', offset);
    const isLabel = /\b(?:title|label|\w*_TITLE|\w*_LABEL)\s*[:=]\s*$/.test(
      source.slice(Math.max(0, brace - 40), brace),
    );
    fields.push({
      // A short value with no sentence in it is a term or a title (`'画像'`, put into a sentence by code).
      kind: only ?? (isLabel || (text.length <= 20 && !text.includes('。')) ? 'label' : 'entry'),
      file: path,
      line: lineAt(source, offset),
      text,
      raw,
      offset,
      // Written back only where the source is written as this module would write it.
      encode: (value) => (encode(text) === raw ? encode(value) : undefined),
    });
  }
  return fields;
}

function messages(siteDir: string, path: string): string[] {
  const file = JSON.parse(readFileSync(join(siteDir, path), 'utf8')) as Record<
    string,
    {message: string}
  >;
  return Object.values(file).map(({message}) => message);
}

function isLocalText(value: unknown): value is {ja: string} {
  return (
    typeof value === 'object' && value !== null && typeof (value as {ja?: unknown}).ja === 'string'
  );
}

/** Front matter keys of a Japanese page that readers see: titles are labels, the description prose. */
const FRONT_MATTER_KINDS: Readonly<Record<string, FieldKind>> = {
  title: 'label',
  sidebar_label: 'label',
  description: 'example',
};

/** A one-line YAML scalar: plain, `'single'` (`''` escapes a quote) or `"double"` (JSON's escapes). */
function decodeYamlScalar(raw: string): string | undefined {
  if (raw.startsWith("'"))
    return raw.endsWith("'") ? raw.slice(1, -1).replace(/''/g, "'") : undefined;
  if (raw.startsWith('"')) {
    try {
      return JSON.parse(raw) as string;
    } catch {
      return undefined;
    }
  }
  return /^[^#&*!|>%@`{[\]]/.test(raw) && !/:\s|\s#/.test(raw) ? raw : undefined;
}

function encodeYamlScalar(raw: string): (text: string) => string | undefined {
  if (raw.startsWith("'")) return (text) => `'${text.replace(/'/g, "''")}'`;
  if (raw.startsWith('"')) return (text) => JSON.stringify(text);
  return (text) => (decodeYamlScalar(text) === text ? text : undefined);
}

/** The title, sidebar label and description in a Japanese page's front matter. */
export function frontMatterFields(siteDir: string, path: string): JapaneseField[] {
  const source = readFileSync(join(siteDir, path), 'utf8');
  const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source);
  if (!block) return [];
  const fields: JapaneseField[] = [];
  const start = source.indexOf(block[1]!);
  for (const line of block[1]!.matchAll(/^(\w+):[ \t]*(.+?)[ \t]*$/gm)) {
    const kind = FRONT_MATTER_KINDS[line[1]!];
    const raw = line[2]!;
    const text = kind ? decodeYamlScalar(raw) : undefined;
    if (!kind || text === undefined) continue;
    const offset = start + (line.index ?? 0) + line[0].indexOf(raw, line[1]!.length + 1);
    fields.push({
      kind,
      file: path,
      line: lineAt(source, offset),
      text,
      raw,
      offset,
      encode: encodeYamlScalar(raw),
    });
  }
  return fields;
}

export function japaneseFields(siteDir: string): JapaneseField[] {
  const fields: JapaneseField[] = [];
  const pagesDir = join(siteDir, 'i18n/ja/docusaurus-plugin-content-docs/current');
  const pages = (readdirSync(pagesDir, {recursive: true}) as string[])
    .filter((file) => /\.mdx?$/.test(file))
    .sort();
  for (const page of pages) {
    fields.push(...frontMatterFields(siteDir, relative(siteDir, join(pagesDir, page))));
  }
  for (const path of ['i18n/ja/code.json', 'i18n/ja/docusaurus-plugin-content-docs/current.json']) {
    fields.push(...jsonFields(siteDir, path, 'label', messages(siteDir, path)));
  }
  const exampleDir = join(siteDir, 'example');
  // The gallery's topic names: English name → Japanese label.
  const topics = JSON.parse(readFileSync(join(exampleDir, 'topics.json'), 'utf8')) as Record<
    string,
    string
  >;
  fields.push(...jsonFields(siteDir, 'example/topics.json', 'label', Object.values(topics)));
  const slugs = readdirSync(exampleDir, {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  for (const slug of slugs) {
    const path = relative(siteDir, join(exampleDir, slug, 'meta.json'));
    let record: Record<string, unknown>;
    try {
      record = JSON.parse(readFileSync(join(siteDir, path), 'utf8')) as Record<string, unknown>;
    } catch (error) {
      // A record that does not parse is not skipped: the build would fail on it too.
      throw new Error(`${path} is not valid JSON: ${(error as Error).message}`);
    }
    // In the record's order: the title is a label, the description prose;
    // the code's comments are held to the terms, not to the prose's polite endings.
    for (const [key, value] of Object.entries(record)) {
      const texts = Array.isArray(value) ? value.filter(isLocalText) : [value];
      for (const text of texts) {
        if (!isLocalText(text)) continue;
        const kind: FieldKind = key === 'title' || key === 'codeText' ? 'label' : 'example';
        fields.push(
          ...jsonFields(
            siteDir,
            path,
            kind,
            [text.ja],
            fields.filter((field) => field.file === path),
          ),
        );
      }
    }
  }
  const entriesDir = join(siteDir, 'docs', 'api', '_entries');
  const entryFiles = (readdirSync(entriesDir, {recursive: true}) as string[])
    .filter((file) => file.endsWith('.ts'))
    .sort();
  for (const name of entryFiles) {
    // The examples' comments are code, written in the plain form: held to the terms only.
    const only = name === 'exampleComments.ts' ? 'label' : undefined;
    fields.push(...entryFields(siteDir, relative(siteDir, join(entriesDir, name)), only));
  }
  // The plugins page's cards: a phrase each, as in English.
  fields.push(...entryFields(siteDir, 'src/data/plugins.ts', 'label'));
  return fields;
}
