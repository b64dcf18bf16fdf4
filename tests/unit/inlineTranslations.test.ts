import ts from 'typescript';
import {describe, expect, it} from 'vitest';

import {inlineTranslations} from '../../plugins/overrides/inline-translations/inlineTranslations';

const TABLE = {
  'search.title': '検索',
  'theme.admonition.note': '注記',
  'example.count': '{count} 件',
  'Plain message': '普通のメッセージ',
};

describe('inlined code translations', () => {
  it('writes the translation into translate() and <Translate>, and reports the ids', () => {
    const source = [
      "import Translate, {translate} from '@docusaurus/Translate';",
      "const title = translate({id: 'search.title', message: 'Search', description: 'x'});",
      "const plain = translate({message: 'Plain message'});",
      'export const Note = () => (',
      '  <p>',
      '    <Translate id="theme.admonition.note" description="y">',
      '      note',
      '    </Translate>',
      '    <Translate id="example.count" values={{count: 3}}>{\'{count} examples\'}</Translate>',
      '  </p>',
      ');',
    ].join('\n');
    const {code, uses} = inlineTranslations(source, 'Note.tsx', TABLE);
    expect(code).toContain(`translate({id: 'search.title', message: "検索"})`);
    expect(code).toContain(`translate({message: "普通のメッセージ"})`);
    expect(code).toContain(`<Translate id="theme.admonition.note">{"注記"}</Translate>`);
    expect(code).toContain(
      `<Translate id="example.count" values={{count: 3}}>{"{count} 件"}</Translate>`,
    );
    expect([...uses.inlined].sort()).toEqual(
      ['Plain message', 'example.count', 'search.title', 'theme.admonition.note'].sort(),
    );
    expect(uses.dynamic).toBe(0);
  });

  it('drops descriptions wherever they stand, leaving valid code', () => {
    const source = [
      "import Translate, {translate} from '@docusaurus/Translate';",
      "const first = translate({description: 'where', id: 'search.title', message: 'Search'});",
      "const last = translate({\n  id: 'new.one',\n  message: 'New',\n  description: 'where',\n});",
      "const only = translate({description: 'where'});",
      'const element = <Translate description={`where`} id="x">y</Translate>;',
    ].join('\n');
    const {code} = inlineTranslations(source, 'c.tsx', TABLE);
    expect(code).not.toContain('where');
    expect(code).toContain(`translate({id: 'search.title', message: "検索"})`);
    expect(code).toContain(`translate({\n  id: 'new.one',\n  message: 'New',\n})`);
    expect(code).toContain('translate({})');
    expect(code).toContain('<Translate id="x">y</Translate>');
    const reparsed = ts.createSourceFile(
      'c.tsx',
      code,
      ts.ScriptTarget.Latest,
      true,
      ts.ScriptKind.TSX,
    );
    expect((reparsed as unknown as {parseDiagnostics: unknown[]}).parseDiagnostics).toEqual([]);
  });

  it('leaves a message without a translation as it is, and still counts it as written in', () => {
    const source =
      "import {translate} from '@docusaurus/Translate';\nexport const a = translate({id: 'new.one', message: 'New'});";
    const {code, uses} = inlineTranslations(source, 'a.ts', TABLE);
    expect(code).toBe(source);
    expect([...uses.inlined]).toEqual(['new.one']);
  });

  it('keeps in the table what it cannot write in, and reports ids that are not literals', () => {
    const source = [
      "import Translate, {translate as t} from '@docusaurus/Translate';",
      "const withoutMessage = t({id: 'search.title'});",
      "const computed = t({id: `badge.${kind}`, message: 'Badge'});",
      'const passedOn = [t];',
      'const element = <Translate id="theme.admonition.note">{label}</Translate>;',
      '<p translate="no" />;',
    ].join('\n');
    const {code, uses} = inlineTranslations(source, 'b.tsx', TABLE);
    expect(code).toBe(source);
    expect([...uses.kept].sort()).toEqual(['search.title', 'theme.admonition.note']);
    expect(uses.inlined.size).toBe(0);
    expect(uses.dynamic).toBe(2);
  });

  it('reads compiled JavaScript with JSX, as the theme ships it', () => {
    const source = [
      "import Translate from '@docusaurus/Translate';",
      'export default function Note() {',
      '  return <Translate id="theme.admonition.note" description="The default label">note</Translate>;',
      '}',
    ].join('\n');
    expect(inlineTranslations(source, 'lib/theme/Note/index.js', TABLE).code).toContain(
      '>{"注記"}</Translate>',
    );
  });

  it('does not touch a module that does not import the translation functions', () => {
    const source =
      "const translate = (x: {id: string; message: string}) => x.message;\ntranslate({id: 'search.title', message: 'Search'});";
    expect(inlineTranslations(source, 'c.ts', TABLE)).toEqual({
      code: source,
      uses: {inlined: new Set(), kept: new Set(), dynamic: 0},
    });
  });
});
