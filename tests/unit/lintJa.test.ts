import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {createLinter} from 'textlint';
import {load} from 'js-yaml';
import {beforeAll, describe, expect, it} from 'vitest';

import {descriptorFor, GLOSSARY} from '../../scripts/lint-ja/config';
import {japaneseFields} from '../../scripts/lint-ja/fields';
import {blankHeadingIds} from '../../scripts/lint-ja/siteMdx';

const siteDir = join(__dirname, '..', '..');
type Linter = ReturnType<typeof createLinter>;
let prose: Linter;
let page: Linter;

beforeAll(async () => {
  prose = createLinter({descriptor: await descriptorFor(siteDir, 'example'), cwd: siteDir});
  page = createLinter({descriptor: await descriptorFor(siteDir, 'page'), cwd: siteDir});
});

const rulesOf = async (linter: Linter, text: string, file = 'field.md') =>
  (await linter.lintText(text, file)).messages.map(({ruleId}) => ruleId);
const fixed = async (linter: Linter, text: string, file = 'field.md') =>
  (await linter.fixText(text, file)).output;

describe('the site’s own Japanese rules', () => {
  it('join a line break inside a Japanese sentence, and only there', async () => {
    expect(await rulesOf(prose, '地図はレンダリングの\nたびに描かれます。')).toEqual([
      'site/no-break-in-sentence',
    ]);
    expect(await fixed(prose, '地図はレンダリングの\n  たびに描かれます。')).toBe(
      '地図はレンダリングのたびに描かれます。',
    );
    expect(await rulesOf(prose, '描かれます。\n次に進みます。')).toEqual([]);
    expect(await rulesOf(prose, 'The map\nis drawn.')).toEqual([]);
  });

  it('want full-width parentheses around or after Japanese, not in links or code', async () => {
    expect(await fixed(prose, '`center`(経度、緯度の順)を変えます。')).toBe(
      '`center`（経度、緯度の順）を変えます。',
    );
    expect(await fixed(prose, '関数(`f`)を呼びます。')).toBe('関数（`f`）を呼びます。');
    expect(await rulesOf(prose, '[地図](/api/map/)と `f(x)` を使います。')).toEqual([]);
  });
});

describe('the glossary', () => {
  const glossary = load(readFileSync(join(siteDir, GLOSSARY), 'utf8')) as {
    rules: {english?: string; expected?: string; pattern?: string}[];
  };

  it('names the English term and the one Japanese form of every entry', () => {
    expect(glossary.rules.length).toBeGreaterThan(15);
    for (const rule of glossary.rules) {
      expect(rule.english, JSON.stringify(rule)).toBeTruthy();
      expect(rule.expected, JSON.stringify(rule)).toBeTruthy();
      expect(rule.pattern, JSON.stringify(rule)).toBeTruthy();
    }
  });

  it('fixes a variant and leaves the words it must not touch', async () => {
    expect(await fixed(prose, 'マップを表示し、デフォルトのスタイルを使います。')).toBe(
      '地図を表示し、既定のスタイルを使います。',
    );
    const untouched = 'ヒートマップとベースマップのマップロードを数えます。';
    expect(await fixed(prose, untouched)).toBe(untouched);
  });
});

describe('reading the sources', () => {
  it('parses MDX with heading ids, at the same offsets', async () => {
    const text = '## 対応ブラウザー {#supported-browsers}\n\nブラウザを使います。\n';
    expect(blankHeadingIds(text)).toHaveLength(text.length);
    expect(await fixed(page, text, join(siteDir, 'page.mdx'))).toBe(
      text.replace('ブラウザを', 'ブラウザーを'),
    );
  });

  it('finds every kind of Japanese field where its source writes it, and can write each back', () => {
    const fields = japaneseFields(siteDir);
    const kinds = new Set(fields.map(({kind}) => kind));
    expect(kinds).toEqual(new Set(['label', 'example', 'entry']));
    for (const field of fields) {
      const source = readFileSync(join(siteDir, field.file), 'utf8');
      expect(source.slice(field.offset, field.offset + field.raw.length), field.file).toBe(
        field.raw,
      );
      expect(source.split('\n')[field.line - 1], field.file).toContain(field.raw.slice(0, 20));
      if (field.kind === 'entry') expect(field.encode(field.text), field.raw).toBe(field.raw);
    }
    expect(fields.filter(({file}) => file.endsWith('meta.json')).length).toBeGreaterThan(270);
    expect(fields.filter(({kind}) => kind === 'entry').length).toBeGreaterThan(600);
  });

  it('reads a Japanese page’s title, sidebar label and description, each written back in its own quoting', () => {
    const file =
      'i18n/ja/docusaurus-plugin-content-docs/current/guides/styles/work-with-layers.mdx';
    const fields = japaneseFields(siteDir).filter((field) => field.file === file);
    expect(fields.map(({kind, line}) => [kind, line])).toEqual([
      ['label', 2],
      ['label', 3],
      ['example', 4],
    ]);
    const description = fields[2]!;
    expect(description.raw.startsWith("'")).toBe(true);
    expect(description.encode("地図の'説明'です。")).toBe("'地図の''説明''です。'");
    expect(fields[0]!.encode('ソース: レイヤー')).toBeUndefined();
  });
});
