import {mkdtemp, readFile, readdir, rm, stat, writeFile, mkdir} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

import {afterEach, beforeEach, describe, expect, it} from 'vitest';

import type {ExamplesPluginOptions, LoadedExample} from '../../plugins/examples/read';
import {
  PLATFORM_STAMP,
  platformStamp,
  writeDemoDocuments,
  writeRuntime,
} from '../../plugins/preview';

const OPTIONS: ExamplesPluginOptions = {
  tokens: {productId: 'mapbox', productName: 'Mapbox', libraryVersion: '3.9.0'},
  assetsUrl: 'https://docs.mapbox.com/mapbox-gl-js/assets/',
  siteBaseUrl: '/mapbox-gl-js/',
};

function example(slug: string, title: string): LoadedExample {
  return {
    slug,
    meta: {map: false} as LoadedExample['meta'],
    html: `<!DOCTYPE html><html><head><title>${title}</title></head><body><p>${title}</p></body></html>`,
    translatedHtml: {
      ja: `<!DOCTYPE html><html lang="ja"><head><title>${title}</title></head><body></body></html>`,
    },
  };
}

describe('the example runtime on disk', () => {
  let outDir: string;
  beforeEach(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'example-runtime-'));
  });
  afterEach(() => rm(outDir, {recursive: true, force: true}));

  it('rewrites only the demo document of an example that changed, and removes those gone', async () => {
    await writeDemoDocuments(outDir, [example('a', 'A'), example('b', 'B')], OPTIONS);
    const before = await stat(join(outDir, 'demo', 'a.html'));
    await new Promise((done) => setTimeout(done, 20));
    await writeDemoDocuments(outDir, [example('a', 'A'), example('b', 'B, edited')], OPTIONS);
    expect((await stat(join(outDir, 'demo', 'a.html'))).mtimeMs).toBe(before.mtimeMs);
    expect(await readFile(join(outDir, 'demo', 'b.html'), 'utf8')).toContain('B, edited');
    // The Japanese page's document is written beside it, from its own text.
    expect(await readFile(join(outDir, 'demo', 'b.ja.html'), 'utf8')).toContain('<html lang="ja">');

    await writeDemoDocuments(outDir, [example('b', 'B, edited')], OPTIONS);
    expect((await readdir(join(outDir, 'demo'))).sort()).toEqual(['b.html', 'b.ja.html']);
  });

  it('leaves a platform written from the same sources and options alone', async () => {
    // A platform as a previous load left it: the stamp of these sources, and a file of it.
    await mkdir(join(outDir, 'tiles'), {recursive: true});
    await writeFile(join(outDir, 'tiles', 'kept.pbf'), 'kept');
    await writeFile(join(outDir, PLATFORM_STAMP), await platformStamp(OPTIONS));
    await writeRuntime(outDir, [example('a', 'A')], OPTIONS);
    expect(await readFile(join(outDir, 'tiles', 'kept.pbf'), 'utf8')).toBe('kept');
    expect((await readdir(join(outDir, 'demo'))).sort()).toEqual(['a.html', 'a.ja.html']);
  });

  it('stamps the options too: another product id means another platform', async () => {
    const other = {...OPTIONS, tokens: {...OPTIONS.tokens, productId: 'other'}};
    expect(await platformStamp(other)).not.toBe(await platformStamp(OPTIONS));
    expect(await platformStamp(OPTIONS)).toBe(await platformStamp(OPTIONS));
  });
});
