import {describe, expect, it} from 'vitest';

import {
  codeBlockLanguage,
  highlightsLinesByNumber,
  withAccessToken,
} from '../../src/lib/accessTokenInCode';

const hint = 'Sign in to see your token';

describe('withAccessToken', () => {
  it('puts the token everywhere the placeholder is', () => {
    const code = "gl.accessToken = 'YOUR_ACCESS_TOKEN';\nfetch('?access_token=YOUR_ACCESS_TOKEN');";
    expect(withAccessToken(code, {token: 'pk.abc', language: 'js', hint})).toBe(
      "gl.accessToken = 'pk.abc';\nfetch('?access_token=pk.abc');",
    );
  });

  it.each([
    ['js', "a = 'YOUR_ACCESS_TOKEN';", "a = 'YOUR_ACCESS_TOKEN'; // Sign in to see your token"],
    [
      'bash',
      'curl "?t=YOUR_ACCESS_TOKEN"',
      'curl "?t=YOUR_ACCESS_TOKEN" # Sign in to see your token',
    ],
    ['css', 'x: YOUR_ACCESS_TOKEN;', 'x: YOUR_ACCESS_TOKEN; /* Sign in to see your token */'],
    [
      'html',
      '<meta content="YOUR_ACCESS_TOKEN">',
      '<meta content="YOUR_ACCESS_TOKEN"> <!-- Sign in to see your token -->',
    ],
    [
      'html',
      "<script>\n  t = 'YOUR_ACCESS_TOKEN';\n</script>",
      "<script>\n  t = 'YOUR_ACCESS_TOKEN'; // Sign in to see your token\n</script>",
    ],
  ])(
    'signed out, %s, lines highlighted by number: a comment at the end',
    (language, code, expected) => {
      expect(withAccessToken(code, {token: null, language, hint, placement: 'end'})).toBe(expected);
    },
  );

  it('by default comments on its own line above the first use, indented alike', () => {
    const code = "<script>\n  t = 'YOUR_ACCESS_TOKEN';\n  u = 'YOUR_ACCESS_TOKEN';\n</script>";
    const result = withAccessToken(code, {token: undefined, language: 'html', hint});
    expect(result.split('\n')).toEqual([
      '<script>',
      `  // ${hint}`,
      "  t = 'YOUR_ACCESS_TOKEN';",
      "  u = 'YOUR_ACCESS_TOKEN';",
      '</script>',
    ]);
    expect(withAccessToken("a = 'YOUR_ACCESS_TOKEN';", {token: null, language: 'py', hint})).toBe(
      `# ${hint}\na = 'YOUR_ACCESS_TOKEN';`,
    );
  });

  it('knows when a metastring highlights lines by number', () => {
    expect(highlightsLinesByNumber('{1,4-6}')).toBe(true);
    expect(highlightsLinesByNumber('title="map.js" {3}')).toBe(true);
    expect(highlightsLinesByNumber('title="map.js" showLineNumbers')).toBe(false);
    expect(highlightsLinesByNumber(undefined)).toBe(false);
  });

  it('leaves languages without comments and code without the placeholder alone', () => {
    expect(
      withAccessToken('{"t": "YOUR_ACCESS_TOKEN"}', {token: null, language: 'json', hint}),
    ).toBe('{"t": "YOUR_ACCESS_TOKEN"}');
    expect(withAccessToken('const a = 1;', {token: 'pk.abc', language: 'js', hint})).toBe(
      'const a = 1;',
    );
  });
});

describe('codeBlockLanguage', () => {
  it('reads the language prop or the language- class', () => {
    expect(codeBlockLanguage({language: 'tsx'})).toBe('tsx');
    expect(codeBlockLanguage({className: 'foo language-html'})).toBe('html');
    expect(codeBlockLanguage({})).toBe('');
  });
});
