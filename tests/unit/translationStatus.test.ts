import {mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';

import {
  pageSections,
  sectionFingerprints,
  unitFingerprint,
} from '../../plugins/translations/core/fingerprint';
import {
  readRecords,
  recordOf,
  writeRecords,
  RECORDS_FILE,
} from '../../plugins/translations/core/records';
import {
  reportOf,
  statusesOf,
  summaryLine,
  translationReport,
} from '../../plugins/translations/core/status';
import {
  exampleUnits,
  pageUnit,
  pageUnits,
  SourceError,
  stringUnits,
} from '../../plugins/translations/core/units';
import remarkTranslationNotice from '../../plugins/translations/remark/translationNotice';
import {translationStatusLine} from '../../plugins/mcp-server/server/translationStatus';
import {llmsIndex, type SectionTitles} from '../../plugins/markdown-twins/llms';
import type {ToolDataFile} from '../../plugins/mcp-server/toolDataFile';

const ROOT = join(__dirname, '..', '..');

const GUIDE_EN = `---
title: Install
---

The library comes in two forms.

## Load from a CDN {#load-from-a-cdn}

Add the stylesheet and the script.

\`\`\`md
## Not a heading, inside code
\`\`\`

## Install with npm

Run npm install.
`;

let site: string;

function write(file: string, text: string): void {
  mkdirSync(dirname(join(site, file)), {recursive: true});
  writeFileSync(join(site, file), text);
}

/** A small site: one guide in both languages, one example. */
beforeEach(() => {
  site = mkdtempSync(join(tmpdir(), 'translations-'));
  write('docs/guides/install.mdx', GUIDE_EN);
  write(
    'i18n/ja/docusaurus-plugin-content-docs/current/guides/install.mdx',
    '---\ntitle: インストール\n---\n\n本文です。\n',
  );
  write('docs/guides/new.mdx', '---\ntitle: New\n---\n\nNot translated yet.\n');
  write(
    'example/cluster/meta.json',
    JSON.stringify({
      title: {en: 'Clusters', ja: 'クラスター'},
      description: {en: 'Groups points.', ja: 'ポイントをまとめます。'},
    }),
  );
});
afterEach(() => rmSync(site, {recursive: true, force: true}));

const units = () => [...pageUnits(site), ...exampleUnits(site)];
const stateOf = (id: string) => statusesOf(site, units()).find((status) => status.unit.id === id);

async function confirmAll(): Promise<void> {
  await writeRecords(
    site,
    new Map(
      units()
        .filter((unit) => unit.translated)
        .map((unit) => [unit.id, recordOf(unit)]),
    ),
  );
}

describe('fingerprints of the English', () => {
  it('ignore line endings, trailing spaces and extra blank lines, not words', () => {
    const text = 'One line.\n\nTwo lines.';
    expect(unitFingerprint('One line.  \r\n\r\n\r\nTwo lines.\n')).toBe(unitFingerprint(text));
    expect(unitFingerprint('One line.\n\nTwo words.')).not.toBe(unitFingerprint(text));
    expect(unitFingerprint(text)).toMatch(/^[0-9a-f]{16}$/);
  });

  it('cut a page at its headings, not at a heading inside code', () => {
    expect([...pageSections(GUIDE_EN).keys()]).toEqual([
      '(top)',
      'Load from a CDN',
      'Install with npm',
    ]);
    expect(Object.values(sectionFingerprints(GUIDE_EN))).toHaveLength(3);
  });
});

describe('the status of a unit', () => {
  it('is current once confirmed, and outdated after an English edit, naming the section', async () => {
    await confirmAll();
    expect(stateOf('page:guides/install')?.state).toBe('current');
    write(
      'docs/guides/install.mdx',
      GUIDE_EN.replace('Run npm install.', 'Run npm install, or pnpm add.'),
    );
    const status = stateOf('page:guides/install');
    expect(status?.state).toBe('outdated');
    expect(status?.changedSections).toEqual(['Install with npm']);
    expect(status?.englishChanged).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Only that page: the example is still current.
    expect(stateOf('example:cluster')?.state).toBe('current');
  });

  it('is outdated for an example whose English description changed, not its Japanese', async () => {
    await confirmAll();
    write(
      'example/cluster/meta.json',
      JSON.stringify({
        title: {en: 'Clusters', ja: 'クラスター（改）'},
        description: {en: 'Groups points.', ja: 'ポイントをまとめます。'},
      }),
    );
    expect(stateOf('example:cluster')?.state).toBe('current');
    write(
      'example/cluster/meta.json',
      JSON.stringify({
        title: {en: 'Clusters', ja: 'クラスター'},
        description: {en: 'Groups nearby points.', ja: 'ポイントをまとめます。'},
      }),
    );
    expect(stateOf('example:cluster')?.state).toBe('outdated');
  });

  it('is missing for a page with no Japanese file, and unrecorded for one with no record', () => {
    expect(stateOf('page:guides/new')?.state).toBe('missing');
    expect(stateOf('page:guides/install')?.state).toBe('unrecorded');
  });
});

describe('the record file, edited by hand into nonsense', () => {
  const problems = () =>
    readRecords(site).problems.map(
      (problem) => `${problem.line}: ${problem.unit} ${problem.message}`,
    );

  it('names the line of YAML that does not parse', () => {
    write(RECORDS_FILE, 'pages:\n  guides/install: [unclosed\n');
    expect(problems()).toEqual([expect.stringMatching(/^\d+: null it is not valid YAML/)]);
  });

  it('names the unit and line of a fingerprint that is not one', async () => {
    await confirmAll();
    write(RECORDS_FILE, `examples:\n  cluster: 'not-a-fingerprint'\n`);
    expect(problems()).toEqual([
      '2: example:cluster the fingerprint "not-a-fingerprint" is not 16 hexadecimal digits; run npm run translations:confirm',
    ]);
  });

  it('names an unknown group and a page record without sections', () => {
    write(RECORDS_FILE, `pagez: {}\npages:\n  guides/install: '0123456789abcdef'\n`);
    expect(problems()).toEqual([
      expect.stringContaining('unknown group `pagez`'),
      expect.stringContaining('page:guides/install a page records `english`'),
    ]);
  });

  it('reports a record of a unit renamed on the English side, and the renamed unit without one', async () => {
    await confirmAll();
    write('docs/guides/setup.mdx', GUIDE_EN);
    rmSync(join(site, 'docs/guides/install.mdx'));
    write(
      'i18n/ja/docusaurus-plugin-content-docs/current/guides/setup.mdx',
      '---\ntitle: セットアップ\n---\n',
    );
    rmSync(join(site, 'i18n/ja/docusaurus-plugin-content-docs/current/guides/install.mdx'));
    const {problems, statuses} = reportOf(site, units());
    expect(problems.map((problem) => `${problem.unit}: ${problem.message}`)).toEqual([
      expect.stringMatching(
        /^page:guides\/install: a record of a unit that does not exist \(renamed or removed/,
      ),
      expect.stringMatching(
        /^page:guides\/setup: no record: check the Japanese in .*guides\/setup\.mdx, then run npm run translations:confirm page:guides\/setup$/,
      ),
    ]);
    expect(statuses.find((status) => status.unit.id === 'page:guides/setup')?.state).toBe(
      'unrecorded',
    );
    expect(readRecords(site).records.has('page:guides/install')).toBe(true);
  });
});

describe('a UI string', () => {
  it('with no Japanese is a problem naming its id and where it is used', async () => {
    write('package.json', '{}');
    symlinkSync(join(ROOT, 'node_modules'), join(site, 'node_modules'), 'dir');
    write(
      'src/Hello.tsx',
      'import Translate from \'@docusaurus/Translate\';\nexport default () => <Translate id="hello.world">Hello, world</Translate>;\n',
    );
    write('i18n/ja/code.json', '{}');
    write('i18n/ja/docusaurus-plugin-content-docs/current.json', '{}');
    write('example/topics.json', '{}');
    const strings = await stringUnits(site);
    expect(strings.map((unit) => [unit.id, unit.translated])).toEqual([
      ['string:code/hello.world', false],
    ]);
    expect(
      reportOf(site, strings).problems.map((problem) => `${problem.file}: ${problem.message}`),
    ).toEqual([
      'i18n/ja/code.json: no Japanese for the UI string `hello.world` (src/Hello.tsx): run npm run write-translations -- --locale ja and translate it',
    ]);
    write('i18n/ja/code.json', JSON.stringify({'hello.world': {message: 'こんにちは'}}));
    expect((await stringUnits(site))[0]?.translated).toBe(true);
  });
});

describe('a page whose front matter cannot be parsed', () => {
  it('is named with the reason', () => {
    write(
      'i18n/ja/docusaurus-plugin-content-docs/current/guides/install.mdx',
      '---\ntitle: [broken\n---\n',
    );
    expect(() => pageUnit(site, 'guides/install.mdx')).toThrow(SourceError);
    expect(() => pageUnit(site, 'guides/install.mdx')).toThrow(
      /^i18n\/ja\/docusaurus-plugin-content-docs\/current\/guides\/install\.mdx: its front matter cannot be parsed/,
    );
  });
});

describe('the notice of a Japanese page (remark plugin)', () => {
  type Node = {
    type: string;
    name?: string;
    attributes?: {name: string; value: string}[];
    children?: Node[];
  };
  const run = (file: string, locale = 'ja') => {
    const tree: Node = {type: 'root', children: [{type: 'paragraph', children: []}]};
    remarkTranslationNotice({siteDir: site, locale, englishBaseUrl: '/mapbox-gl-js/'})(
      tree as never,
      {path: join(site, file)},
    );
    const notice = tree.children?.find((node) => node.name === 'TranslationNotice');
    return notice && Object.fromEntries(notice.attributes!.map(({name, value}) => [name, value]));
  };

  it('is added to an outdated page with the date and the English page, and not to a current one', async () => {
    await confirmAll();
    const japanese = 'i18n/ja/docusaurus-plugin-content-docs/current/guides/install.mdx';
    expect(run(japanese)).toBeUndefined();
    write('docs/guides/install.mdx', `${GUIDE_EN}\nOne more paragraph.\n`);
    expect(run(japanese)).toEqual({
      state: 'outdated',
      english: '/mapbox-gl-js/guides/install/',
      englishChanged: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(run(japanese, 'en')).toBeUndefined();
  });

  it('says an English page built for the Japanese site is shown in English', () => {
    expect(run('docs/guides/new.mdx')).toEqual({
      state: 'missing',
      english: '/mapbox-gl-js/guides/new/',
    });
    expect(run('docs/guides/new.mdx', 'en')).toBeUndefined();
  });
});

describe('what assistants read', () => {
  const mark = {
    state: 'outdated' as const,
    englishChanged: '2026-11-20',
    english: '/mapbox-gl-js/api/map/#map#flyto',
  };

  it('an MCP answer says an entry’s translation is outdated, with the English address', () => {
    const data = {siteUrl: 'https://docs.mapbox.com'} as ToolDataFile;
    expect(translationStatusLine(mark, data)).toBe(
      'Translation status: outdated. The English text changed on 2026-11-20, after this Japanese translation was checked; where they differ, the English is current: https://docs.mapbox.com/mapbox-gl-js/api/map/#map#flyto',
    );
    expect(translationStatusLine(undefined, data)).toBeNull();
  });

  it('llms.txt marks an outdated page', () => {
    const sections: SectionTitles = {
      guides: 'ガイド',
      api: 'API',
      examples: () => 'サンプル',
      plugins: 'プラグイン',
      translationNote: ({englishChanged}) => `（古い: ${englishChanged}）`,
    };
    const page = {
      section: 'guides' as const,
      url: 'u',
      markdownUrl: 'u/index.md',
      title: 'インストール',
      description: '説明',
      markdown: '',
    };
    const text = llmsIndex(
      [
        {...page, translation: mark},
        {...page, title: '最新'},
      ],
      {title: 'T', summary: 'S', sections},
    );
    expect(text).toContain('- [インストール](u/index.md) （古い: 2026-11-20）: 説明');
    expect(text).toContain('- [最新](u/index.md): 説明');
  });
});

describe('the build’s summary', () => {
  it('is one line of counts, with the problems when there are some', () => {
    const unit = pageUnit(site, 'guides/new.mdx');
    expect(summaryLine({statuses: [{unit, state: 'missing'}], problems: []})).toBe(
      'Translations (ja): 1 units, 0 current, 0 outdated, 1 missing',
    );
    const problem = {file: RECORDS_FILE, line: 3, unit: null, message: 'x'};
    expect(summaryLine({statuses: [{unit, state: 'unrecorded'}], problems: [problem]})).toBe(
      'Translations (ja): 1 units, 0 current, 0 outdated, 0 missing, 1 unrecorded, 1 problems (npm run translations:status)',
    );
  });
});

describe('the repository’s Japanese edition', () => {
  it('has a record for every unit and no problem in its records', async () => {
    const report = await translationReport(ROOT);
    expect(
      report.problems.map((problem) => `${problem.file} ${problem.unit}: ${problem.message}`),
    ).toEqual([]);
    const kinds = new Set(report.statuses.map((status) => status.unit.kind));
    expect([...kinds].sort()).toEqual(['entry', 'example', 'page', 'string']);
    expect(report.statuses.filter((status) => status.state === 'unrecorded')).toEqual([]);
  });
});
