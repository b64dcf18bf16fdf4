import {unpackIndex} from '../../plugins/search/engine/indexFile';
import {mkdtemp, readdir, readFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join, relative} from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';

import {apiSearchBlocks} from '../../plugins/search/build/apiBlocks';
import {exampleRecordsFor} from '../support/exampleRecords';
import {readExamples, readTopicLabels} from '../../plugins/examples/read';
import searchIndexPlugin from '../../plugins/search';
import {devIndexRecords} from '../../plugins/search/build/devIndex';
import {writeSearchIndex} from '../../plugins/search/build/writeIndex';
import {readBuiltLocale} from '../../src/lib/builtLocale';
import {outlineOfMdx, recordsOfOutline} from '../../plugins/search/build/sourceRecords';
import {createEngine} from '../../plugins/search/engine/engine';

/**
 * The dev server's index (`npm start` builds no HTML): records from the real
 * sources of both locales, searched by the same engine as the built index.
 */
const siteDir = join(__dirname, '..', '..');
const tokens = {productId: 'mapbox', productName: 'Mapbox', libraryVersion: '3.17.0-beta.1'};

async function mdxFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {withFileTypes: true, recursive: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.mdx'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** What the docs plugin loads, rebuilt from the files: permalink, title, source. */
async function loadedDocs(locale: 'en' | 'ja', baseUrl: string) {
  const root =
    locale === 'en'
      ? join(siteDir, 'docs')
      : join(siteDir, 'i18n/ja/docusaurus-plugin-content-docs/current');
  const files = (await mdxFiles(root)).filter((file) => !file.includes('/_'));
  const docs = await Promise.all(
    files.map(async (file) => {
      const text = await readFile(file, 'utf8');
      const route = relative(root, file)
        .replace(/\.mdx$/, '')
        .replace(/(^|\/)index$/, '');
      return {
        title: /^title:\s*'?(.+?)'?$/m.exec(text)?.[1] ?? route,
        description: /^description:\s*'?(.+?)'?$/m.exec(text)?.[1] ?? '',
        permalink: `${baseUrl}${route}`,
        source: `@site/${relative(siteDir, file)}`,
      };
    }),
  );
  return {loadedVersions: [{docs}]};
}

/** The locale's code translations as Docusaurus hands them to plugins: id → message. */
async function codeTranslations(locale: 'en' | 'ja'): Promise<Record<string, string>> {
  if (locale === 'en') {
    return {};
  }
  const file = JSON.parse(await readFile(join(siteDir, 'i18n', locale, 'code.json'), 'utf8'));
  return Object.fromEntries(
    Object.entries(file as Record<string, {message: string}>).map(([id, {message}]) => [
      id,
      message,
    ]),
  );
}

async function devEngine(locale: 'en' | 'ja') {
  const baseUrl = locale === 'en' ? '/mapbox-gl-js/' : '/mapbox-gl-js/ja/';
  const examples = exampleRecordsFor(
    await readExamples(join(siteDir, 'example'), tokens),
    await readTopicLabels(join(siteDir, 'example')),
    locale,
    tokens.productId,
    '/mapbox-gl-js/',
  );
  const context = {
    siteDir,
    i18n: {
      currentLocale: locale,
      defaultLocale: 'en',
      localeConfigs: {en: {baseUrl: '/mapbox-gl-js/'}},
    },
    codeTranslations: await codeTranslations(locale),
  } as unknown as LoadContext;
  const records = await devIndexRecords({
    siteDir,
    context: {siteUrl: 'https://docs.mapbox.com', baseUrl, language: locale},
    tokens,
    docs: await loadedDocs(locale, baseUrl),
    examples,
    apiReference: apiSearchBlocks(context, tokens, examples),
  });
  return {records, engine: createEngine(records)};
}

const urls = (result: {hits: {url?: string}[]}) => result.hits.map((hit) => hit.url ?? '');

describe('the dev server search index', () => {
  it('finds guides, API entries and examples for "marker" in English', async () => {
    const {records, engine} = await devEngine('en');
    const sections = new Set(records.map((record) => record.hierarchy.lvl0));
    expect([...sections].sort()).toEqual(['API Reference', 'Examples', 'Guides', 'Plugins']);
    const found = urls(engine.search({query: 'marker', hitsPerPage: 50}));
    expect(found).toContain('https://docs.mapbox.com/mapbox-gl-js/api/markers/#marker');
    expect(found.some((url) => url.includes('/example/add-a-marker/'))).toBe(true);
    expect(found.some((url) => url.includes('/guides/add-your-data/markers/'))).toBe(true);
    expect(
      records.filter((record) => /%(PRODUCT|product|VERSION)%/.test(JSON.stringify(record))),
    ).toEqual([]);
  });

  it('finds Japanese pages for "マーカー", with Japanese section names', async () => {
    const {engine} = await devEngine('ja');
    const result = engine.search({query: 'マーカー', hitsPerPage: 50});
    expect(result.hits.length).toBeGreaterThan(5);
    expect(
      urls(result).filter((url) => !url.startsWith('https://docs.mapbox.com/mapbox-gl-js/ja/')),
    ).toEqual([]);
    expect(result.hits.map((hit) => hit.hierarchy?.lvl0)).toContain('サンプル');
  });

  it('reads MDX as headings with their ids and text without markup', () => {
    const blocks = outlineOfMdx(
      [
        '---',
        'title: T',
        '---',
        "import Tabs from '@theme/Tabs';",
        '',
        '## Load from a CDN {#load-from-a-cdn}',
        '',
        'Put the [stylesheet](/x/) and `script` in the **head**.',
        '',
        '```js',
        'const hidden = true;',
        '```',
        '',
        '<Tabs>',
        '- A list item',
        '| Name | Value |',
        '| --- | --- |',
        '| `center` | where |',
        '### Plain heading',
      ].join('\n'),
    );
    expect(blocks).toEqual([
      {kind: 'heading', depth: 2, text: 'Load from a CDN', id: 'load-from-a-cdn'},
      {kind: 'text', text: 'Put the stylesheet and script in the head.'},
      {kind: 'text', text: 'A list item'},
      {kind: 'text', text: 'Name · Value'},
      {kind: 'text', text: 'center · where'},
      {kind: 'heading', depth: 3, text: 'Plain heading', id: 'plain-heading'},
    ]);
    const records = recordsOfOutline(
      {path: 'guides/x/', title: 'X', blocks, docusaurusTag: 'docs-default-current'},
      {siteUrl: 'https://d.test', baseUrl: '/b/', language: 'en'},
    );
    expect(records[0]).toMatchObject({type: 'lvl1', url: 'https://d.test/b/guides/x/'});
    expect(
      records.find((record) => record.content === 'Put the stylesheet and script in the head.'),
    ).toMatchObject({url: 'https://d.test/b/guides/x/#load-from-a-cdn', type: 'content'});
  });

  it('is written at start-up, served under the base URL and announced to the client', async () => {
    const generatedFilesDir = await mkdtemp(join(tmpdir(), 'dev-index-'));
    const context = {
      siteDir,
      generatedFilesDir,
      baseUrl: '/mapbox-gl-js/',
      siteConfig: {url: 'https://docs.mapbox.com'},
      i18n: {
        currentLocale: 'en',
        defaultLocale: 'en',
        localeConfigs: {en: {baseUrl: '/mapbox-gl-js/'}},
      },
      codeTranslations: {},
    } as unknown as LoadContext;
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'development';
    const plugin = searchIndexPlugin(context, {tokens});
    process.env.NODE_ENV = previous;
    const globalData: unknown[] = [];
    const allContent = {
      'docusaurus-plugin-content-docs': {default: await loadedDocs('en', '/mapbox-gl-js/')},
      examples: {
        default: exampleRecordsFor(
          await readExamples(join(siteDir, 'example'), tokens),
          await readTopicLabels(join(siteDir, 'example')),
          'en',
          tokens.productId,
          '/mapbox-gl-js/',
        ),
      },
    };
    for (let run = 0; run < 2; run += 1) {
      await plugin.allContentLoaded?.({
        allContent,
        actions: {setGlobalData: (data: unknown) => globalData.push(data)},
      } as never);
    }
    // A new revision each time, so an open page loads the index again after an edit.
    expect(globalData).toEqual([
      {indexPath: 'search-index/dev.json?r=1'},
      {indexPath: 'search-index/dev.json?r=2'},
    ]);
    const directory = join(generatedFilesDir, 'search-index-dev', 'en');
    const file = JSON.parse(await readFile(join(directory, 'search-index', 'dev.json'), 'utf8'));
    expect(unpackIndex(file)?.length).toBeGreaterThan(500);
    const config = plugin.configureWebpack?.({} as never, false, {} as never, undefined as never);
    expect(config).toMatchObject({
      devServer: {static: [{directory, publicPath: '/mapbox-gl-js/'}]},
    });
    const serverConfig = plugin.configureWebpack?.(
      {} as never,
      true,
      {} as never,
      undefined as never,
    );
    expect(serverConfig).not.toHaveProperty('devServer');
  });

  it('indexes the examples of a production build from their records, not their HTML', async () => {
    const outDir = await mkdtemp(join(tmpdir(), 'built-index-'));
    const records = exampleRecordsFor(
      await readExamples(join(siteDir, 'example'), tokens),
      await readTopicLabels(join(siteDir, 'example')),
      'ja',
      tokens.productId,
      '/mapbox-gl-js/',
    );
    // No HTML is written for the example route: its records must come from the model.
    const built = await readBuiltLocale({
      outDir,
      baseUrl: '/mapbox-gl-js/',
      routesPaths: ['/mapbox-gl-js/example/heatmap-layer/'],
      siteUrl: 'https://docs.mapbox.com',
      locale: 'ja',
      siteTitle: 'Docs',
      tagline: '',
    });
    expect(built.pages).toEqual([]);
    await writeSearchIndex(built, records, tokens, new Map());
    const index = JSON.parse(
      await readFile(join(outDir, 'search-index', 'records.json'), 'utf8'),
    ) as {records: {url: string; hierarchy: {lvl1: string | null}}[]};
    const heatmap = records.find((record) => record.slug === 'heatmap-layer')!;
    expect(
      index.records.some(
        (record) =>
          record.url.includes('/example/heatmap-layer/') && record.hierarchy.lvl1 === heatmap.title,
      ),
    ).toBe(true);
    expect(new Set(index.records.map((record) => record.url.split('#')[0]))).toHaveProperty(
      'size',
      records.length,
    );
  });
});
