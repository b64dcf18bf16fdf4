import {describe, expect, it} from 'vitest';

import {codeTextProblems, japaneseDocument} from '../../plugins/examples/japaneseDocument';
import {exampleCommentProblems, withJapaneseExamples} from '../../src/model/api/exampleComments';
import {codeTexts, translateCode} from '../../src/model/code/codeTexts';

const PAGE = `<!DOCTYPE html>
<html lang="en">
  <head>
    <title>Show a map & more</title>
    <style>
      /* The map fills the page. */
      #map { position: absolute; inset: 0; }
    </style>
  </head>
  <body>
    <!-- The map's container. -->
    <div id="map"></div>
    <script>
      %product%gl.accessToken = 'YOUR_ACCESS_TOKEN';
      // Start over the Atlantic, far enough out
      // to see both coasts.
      const map = new %product%gl.Map({
        container: 'map',
        style: '%product%://styles/%product%/streets-v12', // the default look
        zoom: 2
      });
      const url = 'https://example.com/a//b'; // not a comment: 'a//b'
      map.on('error', (event) => console.warn(\`No tiles for \${event.sourceId}\`));
      console.log(42);
    </script>
  </body>
</html>
`;

describe('the prose in code', () => {
  it('lists comments of every kind and logged messages, as the writer wrote them', () => {
    expect(codeTexts(PAGE)).toEqual([
      {kind: 'comment', text: 'The map fills the page.'},
      {kind: 'comment', text: "The map's container."},
      // Two `//` lines at one indentation: one comment.
      {kind: 'comment', text: 'Start over the Atlantic, far enough out to see both coasts.'},
      {kind: 'comment', text: 'the default look'},
      {kind: 'comment', text: "not a comment: 'a//b'"},
      // A template's parts stay as written; a number is not prose.
      {kind: 'message', text: 'No tiles for ${event.sourceId}'},
    ]);
  });

  it('writes each translation in its place, keeping the code and the lines around it', () => {
    const translations = new Map([
      ['Start over the Atlantic, far enough out to see both coasts.', '大西洋の上から始める。'],
      ['the default look', '既定の見た目'],
      ['No tiles for ${event.sourceId}', '${event.sourceId} のタイルがない'],
      ['The map fills the page.', '地図はページ全体に広がる。'],
    ]);
    const {code, untranslated} = translateCode(PAGE, translations);
    expect(code).toContain('      // 大西洋の上から始める。\n      const map');
    expect(code).toContain("style: '%product%://styles/%product%/streets-v12', // 既定の見た目");
    expect(code).toContain('console.warn(`${event.sourceId} のタイルがない`)');
    expect(code).toContain('/* 地図はページ全体に広がる。 */');
    expect(code).toContain("const url = 'https://example.com/a//b';");
    expect(untranslated.map((item) => item.text)).toEqual([
      "The map's container.",
      "not a comment: 'a//b'",
    ]);
  });

  it('writes a translation of several lines as that many comment lines, indented alike', () => {
    const {code} = translateCode(
      'function f() {\n    // one\n    // two\n    return 1;\n}',
      new Map([['one two', '一行目。\n二行目。']]),
    );
    expect(code).toBe('function f() {\n    // 一行目。\n    // 二行目。\n    return 1;\n}');
  });
});

describe("an example's Japanese document", () => {
  const meta = {
    title: {en: 'Show a map & more', ja: '地図 & その他を表示する'},
    codeText: [
      {en: 'The map fills the page.', ja: '地図はページ全体に広がる。'},
      {en: "The map's container.", ja: '地図のコンテナー。'},
      {en: 'Start over the Atlantic, far enough out to see both coasts.', ja: '大西洋から始める。'},
      {en: 'the default look', ja: '既定の見た目'},
      {en: "not a comment: 'a//b'", ja: "コメントではない: 'a//b'"},
      {en: 'No tiles for ${event.sourceId}', ja: '${event.sourceId} のタイルがない'},
    ],
  };

  it('has the Japanese prose, title and language, and the same code', () => {
    expect(codeTextProblems(PAGE, meta)).toEqual([]);
    const japanese = japaneseDocument(PAGE, meta);
    expect(japanese).toContain('<html lang="ja">');
    expect(japanese).toContain('<title>地図 &amp; その他を表示する</title>');
    expect(codeTexts(japanese).map((item) => item.text)).toEqual(
      meta.codeText.map((pair) => pair.ja),
    );
    // Without its prose, the code is the same code.
    const code = (document: string) =>
      document
        .replace(/\/\/.*|\/\*.*?\*\/|<!--.*?-->|`[^`]*`|<title>.*?<\/title>|lang="\w+"/g, '')
        .split('\n')
        .filter((line) => line.trim() !== '');
    expect(code(japanese)).toEqual(code(PAGE));
  });

  it('names a comment without its Japanese, a stale pair, and a lost template part', () => {
    const problems = codeTextProblems(PAGE, {
      codeText: [
        ...meta.codeText.filter((pair) => pair.en !== 'the default look'),
        {en: 'Zoom in.', ja: 'ズームインする。'},
      ].map((pair) => (pair.en.startsWith('No tiles') ? {...pair, ja: 'タイルがない'} : pair)),
    });
    expect(problems).toEqual([
      'codeText has no Japanese for "the default look"',
      'codeText: the Japanese of "No tiles for ${event.sourceId}" must keep ${event.sourceId} as they are',
      'codeText has "Zoom in.", no longer in index.html',
    ]);
  });
});

describe("the API entries' examples in Japanese", () => {
  const page = {
    items: [{name: 'flyTo', example: '// Fly home.\nmap.flyTo({center}); // smoothly'}],
  };

  it('checks the table against the examples and translates every example', () => {
    const pairs = [
      {en: 'Fly home.', ja: '元の場所へ飛ぶ。'},
      {en: 'smoothly', ja: 'なめらかに'},
    ];
    expect(exampleCommentProblems([page.items[0]!.example], pairs)).toEqual([]);
    expect(withJapaneseExamples(page, pairs).items[0]!.example).toBe(
      '// 元の場所へ飛ぶ。\nmap.flyTo({center}); // なめらかに',
    );
    expect(exampleCommentProblems([page.items[0]!.example], pairs.slice(1))).toEqual([
      'exampleComments.ts has no Japanese for "Fly home."',
    ]);
  });
});
