import {createHash} from 'node:crypto';
import {mkdir, mkdtemp, readFile, symlink, writeFile} from 'node:fs/promises';
import {VERSION_FACTS_FILE} from '../../src/model/versions/versionFactsFile';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';

import type {ExampleRecord} from '../../plugins/examples/model';
import {examplesOptionsFor} from '../../plugins/examples/read';
import postBuildPlugin from '../../plugins/post-build';
import {resolveSettings} from '../../src/config/settings';

const settings = resolveSettings({});
const BASE = '/mapbox-gl-js/';
const INLINE_SCRIPT = 'document.documentElement.dataset.planted = "yes";';

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>` +
  `<meta name="description" content="${title} described by its HTML">` +
  `<script>${INLINE_SCRIPT}</script></head><body><main><article>` +
  `<div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>${body}</div>` +
  `</article></main></body></html>`;

/** SKILL.md as the skill-file plugin loads it, linking a page's heading, its twin and llms.txt. */
const SKILL = {
  markdown: [
    '[npm](https://docs.mapbox.com/mapbox-gl-js/guides/install/#npm)',
    '[twin](https://docs.mapbox.com/mapbox-gl-js/guides/install/index.md)',
    '[llms.txt](https://docs.mapbox.com/mapbox-gl-js/llms.txt)',
  ].join('\n'),
  url: 'https://docs.mapbox.com/mapbox-gl-js/SKILL.md',
};

/** The example's model, which says other things than the page's HTML: the steps must read the model. */
const locateUser = {
  slug: 'locate-user',
  title: 'Locate the reader (model)',
  description: 'Shows where the reader is.',
  pageDescription: 'Shows where the reader is, from the model.',
  topics: [{id: 'User interaction', label: 'User interaction'}],
  asksForPosition: true,
  code: '<script>map.addControl(new mapboxgl.GeolocateControl());</script>',
  apiKeys: ['Map#addControl', 'GeolocateControl'],
} as unknown as ExampleRecord;

/**
 * A site folder: the real API entries and version facts, and the examples'
 * thumbnails.
 */
async function siteFolder(): Promise<string> {
  const siteDir = await mkdtemp(join(tmpdir(), 'post-build-site-'));
  await symlink(join(__dirname, '..', '..', 'docs'), join(siteDir, 'docs'));
  await mkdir(join(siteDir, 'plugins', 'api-versions'), {recursive: true});
  await symlink(join(__dirname, '..', '..', VERSION_FACTS_FILE), join(siteDir, VERSION_FACTS_FILE));
  const files: Record<string, string> = {
    'plugins/examples/thumbnails/locate-user.png': 'a picture',
  };
  for (const [path, content] of Object.entries(files)) {
    await mkdir(join(siteDir, path, '..'), {recursive: true});
    await writeFile(join(siteDir, path), content);
  }
  return siteDir;
}

async function builtSite(): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'post-build-'));
  const files: Record<string, string> = {
    'index.html': page('Home', '<p>The docs of the map library.</p>'),
    'guides/install/index.html': page('Install', '<h2 id="npm">With npm</h2><p>Run npm.</p>'),
    'example/locate-user/index.html': page('Locate the reader (HTML)', '<p>Prose.</p>'),
    'api/markers/index.html': page(
      'Markers and controls',
      '<p>Written in the page itself.</p><div data-api-reference="markers"><h2 id="marker">Marker</h2><p>Only in the HTML.</p></div>',
    ),
    '404.html': page('Not found', '<p>Nothing here.</p>'),
    'offline/index.html': page(
      'Read offline',
      `<script src="${BASE}assets/js/main.0123abcd.js"></script>`,
    ),
    'assets/js/main.0123abcd.js': 'the main bundle',
    'assets/js/48625678.89abcdef.js': 'the offline page',
  };
  for (const [path, html] of Object.entries(files)) {
    await mkdir(join(outDir, path, '..'), {recursive: true});
    await writeFile(join(outDir, path), html);
  }
  return outDir;
}

/** What the client build leaves in Docusaurus's generated folder about the offline page's chunks. */
async function generatedFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'post-build-generated-'));
  // The examples' runtime as the examples plugin leaves it there.
  const demo = join(folder, 'examples', 'example-runtime', 'demo', 'locate-user.html');
  await mkdir(join(demo, '..'), {recursive: true});
  await writeFile(demo, '<!doctype html><html><head></head><body></body></html>');
  await writeFile(
    join(folder, 'routesChunkNames.json'),
    JSON.stringify({[`${BASE}offline/-6ca`]: {__comp: '48625678'}}),
  );
  await writeFile(
    join(folder, 'client-manifest.json'),
    JSON.stringify({
      entrypoints: ['main'],
      origins: {'48625678': ['4884']},
      assets: {'4884': {js: [{publicPath: `${BASE}assets/js/48625678.89abcdef.js`}]}},
    }),
  );
  return folder;
}

describe('the post-build pipeline', () => {
  it('writes the search index, the twins and llms.txt from the pages and the model, then the policies and the offline copy', async () => {
    const outDir = await builtSite();
    const context = {
      siteDir: await siteFolder(),
      generatedFilesDir: await generatedFolder(),
      codeTranslations: {},
      i18n: {
        defaultLocale: 'en',
        currentLocale: 'en',
        locales: ['en', 'ja'],
        localeConfigs: {en: {baseUrl: BASE}, ja: {baseUrl: `${BASE}ja/`}},
      },
    } as unknown as LoadContext;
    const plugin = postBuildPlugin(context, {
      tokens: examplesOptionsFor(settings).tokens,
      settings,
      runtimeDir: 'example-runtime',
    });
    await plugin.allContentLoaded?.({
      allContent: {examples: {default: [locateUser]}, 'skill-file': {default: SKILL}},
      actions: {setGlobalData: () => undefined},
    } as never);
    await plugin.postBuild?.({
      outDir,
      baseUrl: BASE,
      routesPaths: ['guides/install/', 'example/locate-user/', 'api/markers/', 'offline/', ''].map(
        (path) => `${BASE}${path}`,
      ),
      siteConfig: {url: 'https://docs.mapbox.com', title: 'GL JS docs', tagline: 'Maps'},
    } as never);

    const records = JSON.parse(
      await readFile(join(outDir, 'search-index', 'records.json'), 'utf8'),
    ) as {records: {url: string; hierarchy: {lvl1: string}}[]};
    const exampleTitles = records.records
      .filter((record) => record.url.includes('/example/locate-user/'))
      .map((record) => record.hierarchy.lvl1);
    expect(new Set(exampleTitles)).toEqual(new Set(['Locate the reader (model)']));
    expect(records.records.some((record) => record.url.endsWith('/guides/install/#npm'))).toBe(
      true,
    );

    // Twins come from the pages before the policy is added, and carry no <meta> of it.
    const twin = await readFile(join(outDir, 'guides/install/index.md'), 'utf8');
    expect(twin).toContain('## With npm');
    const llms = await readFile(join(outDir, 'llms.txt'), 'utf8');
    expect(llms).toContain('## Examples: User interaction');
    expect(llms).toContain(
      '- [Locate the reader (model)](https://docs.mapbox.com/mapbox-gl-js/example/locate-user/index.md): Shows where the reader is, from the model.',
    );
    // llms.txt ends with the MCP server: its name and how to start it.
    expect(llms).toMatch(/## MCP server\n\n[^\n]*`mapbox-gl-js-docs`[^\n]*`npm run mcp`/);
    // Just before it, where SKILL.md is; the file itself is at the root, its links checked.
    expect(llms).toMatch(
      /## Skill file\n\n\[SKILL\.md\]\(https:\/\/docs\.mapbox\.com\/mapbox-gl-js\/SKILL\.md\)[^\n]*\n\n## MCP server/,
    );
    expect(await readFile(join(outDir, 'SKILL.md'), 'utf8')).toBe(SKILL.markdown);

    // The tool data: the API pages as the plugin localized them and the examples' records.
    const toolData = JSON.parse(await readFile(join(outDir, 'tool-data/docs.json'), 'utf8')) as {
      locale: string;
      namespace: string;
      baseUrl: string;
      api: {pages: {id: string; items: {name: string}[]}[]; sourceTypes: Record<string, unknown>};
      examples: {slug: string; title: string}[];
    };
    expect(toolData).toMatchObject({locale: 'en', namespace: 'mapboxgl', baseUrl: BASE});
    expect(toolData.api.pages.map((apiPage) => apiPage.id)).toContain('markers');
    expect(
      toolData.api.pages.flatMap((apiPage) => apiPage.items.map((item) => item.name)),
    ).toContain('Marker');
    expect(toolData.api.sourceTypes.geojson).toBe('GeoJSONSource');
    expect(toolData.examples).toMatchObject([
      {slug: 'locate-user', title: 'Locate the reader (model)'},
    ]);

    const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    for (const path of ['guides/install/index.html', '404.html']) {
      const html = await readFile(join(outDir, path), 'utf8');
      expect(html, path).toMatch(/<meta http-equiv="Content-Security-Policy"/);
      expect(html, path).toContain(`'sha256-${hash}'`);
    }
    // The files every locale shares, copied once into the default locale's output.
    expect(await readFile(join(outDir, 'img/examples/locate-user.png'), 'utf8')).toBe('a picture');
    const demo = await readFile(join(outDir, 'example-runtime/demo/locate-user.html'), 'utf8');
    expect(demo).toMatch(
      /<meta http-equiv="Content-Security-Policy" content="[^"]*'unsafe-inline'/,
    );
    // Geolocation for the example whose model says its code asks for the position.
    const headers = await readFile(join(outDir, '_headers'), 'utf8');
    expect(headers).toContain(
      `${BASE}example/locate-user/\n  ! Permissions-Policy\n  Permissions-Policy: geolocation=(self)`,
    );

    // The offline copy lists the pages as served (with their policy), and the worker keeps
    // the offline page with the chunks it renders with.
    const manifest = JSON.parse(await readFile(join(outDir, 'offline-manifest.json'), 'utf8')) as {
      files: {url: string; bytes: number}[];
      pages: {url: string; title: string}[];
      shell: string[];
    };
    const listed = manifest.files.map((file) => file.url);
    expect(listed).toContain(`${BASE}guides/install/`);
    expect(listed).toContain(`${BASE}example-runtime/demo/locate-user.html`);
    expect(listed).toContain(`${BASE}img/examples/locate-user.png`);
    expect(
      listed.filter((url) => /\.md$|llms|_headers|404\.html|records\.json|tool-data/.test(url)),
    ).toEqual([]);
    const installed = await readFile(join(outDir, 'guides/install/index.html'));
    expect(manifest.files.find((file) => file.url === `${BASE}guides/install/`)?.bytes).toBe(
      installed.length,
    );
    expect(manifest.pages).toContainEqual({url: `${BASE}guides/install/`, title: 'Install'});
    expect(manifest.shell).toEqual([
      `${BASE}offline/`,
      `${BASE}offline-manifest.json`,
      `${BASE}assets/js/main.0123abcd.js`,
      `${BASE}assets/js/48625678.89abcdef.js`,
    ]);
    const worker = await readFile(join(outDir, 'sw.js'), 'utf8');
    expect(worker).toContain(`"${BASE}offline/"`);
  });
});
