/** What code samples write where the reader's access token goes. */
export const ACCESS_TOKEN_PLACEHOLDER = 'YOUR_ACCESS_TOKEN';

interface CommentSyntax {
  readonly open: string;
  readonly close: string;
}

const LINE = (open: string): CommentSyntax => ({open, close: ''});

const COMMENT_BY_LANGUAGE: Readonly<Record<string, CommentSyntax>> = {
  ...Object.fromEntries(
    ['js', 'javascript', 'jsx', 'mjs', 'cjs', 'ts', 'typescript', 'tsx', 'java', 'kotlin', 'kt']
      .concat(['swift', 'c', 'cpp', 'go', 'rust', 'dart', 'objectivec', 'scss'])
      .map((language) => [language, LINE('//')]),
  ),
  ...Object.fromEntries(
    ['bash', 'sh', 'shell', 'zsh', 'python', 'py', 'ruby', 'rb', 'yaml', 'yml', 'toml', 'r'].map(
      (language) => [language, LINE('#')],
    ),
  ),
  css: {open: '/*', close: ' */'},
  ...Object.fromEntries(
    ['html', 'xml', 'markup', 'svg', 'vue'].map((language) => [
      language,
      {open: '<!--', close: ' -->'},
    ]),
  ),
};

/** Inside an HTML sample's <script> element the comment must be JavaScript's. */
function isInsideScript(code: string, offset: number): boolean {
  const before = code.slice(0, offset).toLowerCase();
  return before.lastIndexOf('<script') > before.lastIndexOf('</script');
}

function commentSyntaxAt(code: string, offset: number, language: string): CommentSyntax | null {
  const syntax = COMMENT_BY_LANGUAGE[language.toLowerCase()];
  if (syntax?.open === '<!--' && isInsideScript(code, offset)) {
    return LINE('//');
  }
  return syntax ?? null;
}

/**
 * Puts the reader's public token into a code sample. Without one (signed
 * out, or not known yet) the placeholder stays and the first line using it
 * gets a comment, in the sample's own comment syntax, saying how to get a
 * token: on its own line above (readable without scrolling sideways), or
 * at the end of that line when the writer highlighted lines by number, so
 * those numbers still point at the right lines. Languages without comments
 * (JSON) are left as they are.
 */
export function withAccessToken(
  code: string,
  {
    token,
    language,
    hint,
    placement = 'above',
  }: {
    token: string | null | undefined;
    language: string;
    hint: string;
    placement?: 'above' | 'end';
  },
): string {
  if (!code.includes(ACCESS_TOKEN_PLACEHOLDER)) {
    return code;
  }
  if (token) {
    return code.split(ACCESS_TOKEN_PLACEHOLDER).join(token);
  }
  const offset = code.indexOf(ACCESS_TOKEN_PLACEHOLDER);
  const syntax = commentSyntaxAt(code, offset, language);
  if (!syntax) {
    return code;
  }
  const comment = `${syntax.open} ${hint}${syntax.close}`;
  const lineStart = code.lastIndexOf('\n', offset) + 1;
  if (placement === 'above') {
    const indent = /^[ \t]*/.exec(code.slice(lineStart))?.[0] ?? '';
    return `${code.slice(0, lineStart)}${indent}${comment}\n${code.slice(lineStart)}`;
  }
  const lineEnd = code.indexOf('\n', offset);
  const end = lineEnd === -1 ? code.length : lineEnd;
  return `${code.slice(0, end)} ${comment}${code.slice(end)}`;
}

/** Line highlights by number in a code block's metastring, e.g. `{1,4-6}`. */
export function highlightsLinesByNumber(metastring: string | undefined): boolean {
  return /\{[\d\s,-]+\}/.test(metastring ?? '');
}

/** The language of a code block from its props (`language` or `language-x` class). */
export function codeBlockLanguage(props: {language?: string; className?: string}): string {
  if (props.language) {
    return props.language;
  }
  return /(?:^|\s)language-(\S+)/.exec(props.className ?? '')?.[1] ?? '';
}
