/**
 * The prose inside code that a reader of another language reads: comments
 * (JavaScript, CSS and HTML) and the messages the code logs. `codeTexts`
 * lists them as written; `translateCode` puts a translation in the place of
 * each, so the Japanese page shows the same code with Japanese prose.
 */
import {parse, type Comment} from 'acorn';
import {simple} from 'acorn-walk';

import {looksLikeHtml, scriptBlocks} from './scriptBlocks';
import type {AnyNode} from './syntaxTree';

export type CodeTextKind = 'comment' | 'message';

export interface CodeText {
  readonly kind: CodeTextKind;
  /** The text as one line: a comment's lines joined with spaces, a message as its literal holds it. */
  readonly text: string;
}

/** Where a text sits in the code, and how a translation is written in its place. */
interface TextSpan extends CodeText {
  readonly start: number;
  readonly end: number;
  readonly render: (translation: string) => string;
}

const LOGGING_METHODS = new Set(['log', 'info', 'warn', 'error', 'debug']);

/** Product tokens (`%product%gl`) in a document a writer has not filled: same-length names that parse. */
function parseable(code: string): string {
  return code.replace(/%(\w+)%/g, '_$1_');
}

function indentAt(code: string, offset: number): string {
  const lineStart = code.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*/.exec(code.slice(lineStart))?.[0] ?? '';
}

function ownLine(code: string, offset: number): boolean {
  const lineStart = code.lastIndexOf('\n', offset - 1) + 1;
  return code.slice(lineStart, offset).trim() === '';
}

function lineOf(code: string, offset: number): number {
  let line = 0;
  for (let index = code.indexOf('\n'); index !== -1 && index < offset;) {
    line += 1;
    index = code.indexOf('\n', index + 1);
  }
  return line;
}

/** `/* … *\/` bodies without their decoration (leading `*` of a doc comment), as one line. */
function blockCommentText(body: string): string {
  return body
    .split('\n')
    .map((line) => line.replace(/^\s*\*(?!\/)\s?/, ''))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function lineComments(text: string, indent: string): string {
  return text
    .split('\n')
    .map((line) => `// ${line.trim()}`)
    .join(`\n${indent}`);
}

function blockComment(open: string, close: string, text: string, indent: string): string {
  const lines = text.split('\n').map((line) => line.trim());
  if (lines.length === 1) return `${open} ${lines[0]} ${close}`;
  return [open, ...lines.map((line) => `${indent}   ${line}`), `${indent}${close}`].join('\n');
}

/** The comments and logged messages of one script, offsets in the whole input. */
function scriptSpans(code: string, offset: number): TextSpan[] {
  const comments: Comment[] = [];
  const source = parseable(code);
  let program: AnyNode;
  const options = {ecmaVersion: 'latest', onComment: comments} as const;
  try {
    program = parse(source, {...options, sourceType: 'script'}) as AnyNode;
  } catch {
    comments.length = 0;
    program = parse(source, {...options, sourceType: 'module'}) as AnyNode;
  }
  // The comment as the writer wrote it, product tokens and all.
  const valueOf = (comment: Comment) =>
    comment.type === 'Line'
      ? code.slice(comment.start + 2, comment.end)
      : code.slice(comment.start + 2, comment.end - 2);
  const spans: TextSpan[] = [];
  // Consecutive `//` lines at one indentation are one comment, however the writer wrapped it.
  let run: Comment[] = [];
  const closeRun = () => {
    if (run.length === 0) return;
    const first = run[0]!;
    const last = run[run.length - 1]!;
    const indent = indentAt(code, first.start);
    spans.push({
      kind: 'comment',
      text: run
        .map((comment) => valueOf(comment).trim())
        .join(' ')
        .trim(),
      start: offset + first.start,
      end: offset + last.end,
      render: (translation) => lineComments(translation, indent),
    });
    run = [];
  };
  for (const comment of comments) {
    if (comment.type === 'Line' && ownLine(code, comment.start)) {
      const previous = run[run.length - 1];
      const continues =
        previous &&
        lineOf(code, comment.start) === lineOf(code, previous.start) + 1 &&
        indentAt(code, comment.start) === indentAt(code, previous.start);
      if (!continues) closeRun();
      run.push(comment);
      continue;
    }
    closeRun();
    const indent = indentAt(code, comment.start);
    if (comment.type === 'Line') {
      spans.push({
        kind: 'comment',
        text: valueOf(comment).trim(),
        start: offset + comment.start,
        end: offset + comment.end,
        render: (translation) => `// ${translation.trim()}`,
      });
    } else {
      spans.push({
        kind: 'comment',
        text: blockCommentText(valueOf(comment)),
        start: offset + comment.start,
        end: offset + comment.end,
        render: (translation) => blockComment('/*', '*/', translation, indent),
      });
    }
  }
  closeRun();
  simple(program, {
    CallExpression(node) {
      const call = node as AnyNode;
      const callee = call.callee as AnyNode;
      if (
        callee.type !== 'MemberExpression' ||
        callee.computed ||
        (callee.object as AnyNode).type !== 'Identifier' ||
        (callee.object as AnyNode).name !== 'console' ||
        !LOGGING_METHODS.has((callee.property as AnyNode).name as string)
      ) {
        return;
      }
      const message = (call.arguments as AnyNode[])[0];
      if (!message || (message.type !== 'Literal' && message.type !== 'TemplateLiteral')) return;
      if (message.type === 'Literal' && typeof message.value !== 'string') return;
      const start = (message.start as number) + 1;
      const end = (message.end as number) - 1;
      const quoted = code.slice(start, end);
      if (!/[A-Za-z]/.test(quoted)) return;
      spans.push({
        kind: 'message',
        text: quoted,
        start: offset + start,
        end: offset + end,
        render: (translation) => translation,
      });
    },
  });
  return spans;
}

const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const HTML_COMMENT = /<!--([\s\S]*?)-->/g;
const SCRIPT_ELEMENT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;

/** A `/* … *\/` or `<!-- … -->` comment found by a pattern whose group 1 is its body, at `start`. */
function delimitedComment(
  input: string,
  start: number,
  match: RegExpMatchArray,
  [open, close]: readonly [string, string],
): TextSpan {
  const indent = indentAt(input, start);
  return {
    kind: 'comment',
    text: blockCommentText(match[1] ?? ''),
    start,
    end: start + match[0].length,
    render: (translation) => blockComment(open, close, translation, indent),
  };
}

function markupSpans(input: string): TextSpan[] {
  const spans: TextSpan[] = [];
  for (const style of input.matchAll(STYLE)) {
    const bodyStart = (style.index ?? 0) + style[0].indexOf('>') + 1;
    for (const comment of (style[1] ?? '').matchAll(/\/\*([\s\S]*?)\*\//g)) {
      spans.push(delimitedComment(input, bodyStart + (comment.index ?? 0), comment, ['/*', '*/']));
    }
  }
  const scripts = [...input.matchAll(SCRIPT_ELEMENT)].map((match) => [
    match.index ?? 0,
    (match.index ?? 0) + match[0].length,
  ]);
  for (const comment of input.matchAll(HTML_COMMENT)) {
    const start = comment.index ?? 0;
    if (scripts.some(([from, to]) => start > from! && start < to!)) continue;
    spans.push(delimitedComment(input, start, comment, ['<!--', '-->']));
  }
  return spans;
}

function spansOf(code: string): TextSpan[] {
  const spans = scriptBlocks(code).flatMap((block) => scriptSpans(block.code, block.offset));
  if (looksLikeHtml(code)) spans.push(...markupSpans(code));
  return spans.filter((span) => span.text !== '').sort((a, b) => a.start - b.start);
}

/** Every comment and logged message of the code (an HTML page or a script), in order. */
export function codeTexts(code: string): CodeText[] {
  return spansOf(code).map(({kind, text}) => ({kind, text}));
}

/** What must survive translation unchanged: product tokens and a template's `${…}` parts. */
function keptParts(text: string): string[] {
  return [...text.matchAll(/%\w+%|\$\{[^}]*\}/g)].map((match) => match[0]).sort();
}

/**
 * The code with each text that `translations` has (keyed by the text as
 * `codeTexts` gives it) written in its place; the rest stays as it was.
 */
export function translateCode(
  code: string,
  translations: ReadonlyMap<string, string>,
): {readonly code: string; readonly untranslated: readonly CodeText[]} {
  const untranslated: CodeText[] = [];
  let result = '';
  let position = 0;
  for (const span of spansOf(code)) {
    const translation = translations.get(span.text);
    if (translation === undefined) {
      untranslated.push({kind: span.kind, text: span.text});
      continue;
    }
    result += code.slice(position, span.start) + span.render(translation);
    position = span.end;
  }
  return {code: result + code.slice(position), untranslated};
}

function quoted(text: string): string {
  return `"${text.length > 80 ? `${text.slice(0, 77)}…` : text}"`;
}

/**
 * What is wrong with a table of translations (`pairs`, English → Japanese)
 * for the texts the code has, one line per problem: a text without its
 * Japanese, a pair for a text the code no longer has, a translation that
 * lost a product token or a `${…}` part, a text listed twice. `table` and
 * `code` name the two in the messages (`codeText`, `index.html`).
 */
export function translationProblems(
  textsInCode: Iterable<string>,
  pairs: readonly {readonly en: string; readonly ja: string}[],
  {table, code}: {readonly table: string; readonly code: string},
): string[] {
  const inCode = new Set(textsInCode);
  const listed = new Set(pairs.map((pair) => pair.en));
  const problems: string[] = [];
  for (const text of inCode) {
    if (!listed.has(text)) problems.push(`${table} has no Japanese for ${quoted(text)}`);
  }
  for (const pair of pairs) {
    if (!inCode.has(pair.en)) {
      problems.push(`${table} has ${quoted(pair.en)}, no longer in ${code}`);
    } else if (keptParts(pair.en).join(' ') !== keptParts(pair.ja).join(' ')) {
      problems.push(
        `${table}: the Japanese of ${quoted(pair.en)} must keep ${keptParts(pair.en).join(', ')} as they are`,
      );
    }
  }
  if (listed.size !== pairs.length) problems.push(`${table} lists a text twice`);
  return problems;
}
