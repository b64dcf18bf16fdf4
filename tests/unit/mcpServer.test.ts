import {readFileSync} from 'node:fs';
import {mkdtemp, mkdir, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';

import {localizedApiPages} from '../../plugins/api-reference';
import type {ExampleRecord} from '../../plugins/examples/model';
import {exampleRecordsFor} from '../support/exampleRecords';
import {examplesOptionsFor, readExamples, readTopicLabels} from '../../plugins/examples/read';
import {BIN_FILE, BIN_NAME, NPM_SCRIPT} from '../../plugins/mcp-server/identity';
import {ApiIndex} from '../../plugins/mcp-server/server/apiIndex';
import {buildDirFrom, type BuiltSite} from '../../plugins/mcp-server/server/builtSite';
import {checkCode, formatCheck, type CheckOptions} from '../../plugins/mcp-server/server/checkCode';
import {scriptBlocks} from '../../src/model/code/scriptBlocks';
import {getExample} from '../../plugins/mcp-server/server/examples';
import {resolvePage} from '../../plugins/mcp-server/server/pages';
import {MAX_CODE_LENGTH} from '../../plugins/mcp-server/server/limits';
import {requiredText, ToolInputError} from '../../plugins/mcp-server/server/results';
import {editDistance, nearest} from '../../src/lib/nearest';
import type {ToolDataFile} from '../../plugins/mcp-server/toolDataFile';
import {resolveSettings} from '../../src/config/settings';

/*
 * The pure parts of the MCP server, on the API entries and examples from
 * the sources, localized by the same code the build runs (the e2e spec
 * mcp-server.spec.ts runs the server itself on the built site).
 */
const siteDir = join(__dirname, '..', '..');
const settings = resolveSettings({});
const tokens = examplesOptionsFor(settings).tokens;
let examples: ExampleRecord[] = [];
let index: ApiIndex;
let options: CheckOptions;

beforeAll(async () => {
  examples = exampleRecordsFor(
    await readExamples(join(siteDir, 'example'), tokens),
    await readTopicLabels(join(siteDir, 'example')),
    'en',
    tokens.productId,
    '/mapbox-gl-js/',
  );
  index = new ApiIndex(
    localizedApiPages(siteDir, 'en', tokens, examples, '/mapbox-gl-js/'),
    'mapboxgl',
  );
  options = {productId: tokens.productId};
});

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ToolInputError);
    return (error as Error).message;
  }
  throw new Error('expected a ToolInputError');
}

describe('symbol resolution', () => {
  it('reads every way a symbol is written', () => {
    for (const name of [
      'Map#flyTo',
      'Map.flyTo',
      'map.flyTo()',
      'flyTo',
      'mapboxgl.Map#flyTo',
      'map#flyto',
    ]) {
      expect(
        index.resolve(name).map((symbol) => symbol.qualified),
        name,
      ).toEqual(['Map#flyTo']);
    }
    expect(index.resolve('new mapboxgl.Marker()').map((symbol) => symbol.anchor)).toEqual([
      'marker',
    ]);
    expect(index.resolve('LngLatLike')[0]?.item.kind).toBe('type');
    expect(index.resolve('LngLat.convert')[0]?.anchor).toBe('lnglat.convert');
    expect(index.resolve('Map.event:click')[0]?.anchor).toBe('map.event:click');
    expect(index.resolve('map.scrollZoom.disable')[0]?.qualified).toBe('ScrollZoomHandler#disable');
  });

  it('finds inherited members on the heir, anchored where they are declared', () => {
    const [on] = index.resolve('Marker#on');
    expect(on?.declaredBy?.name).toBe('Evented');
    expect(on?.anchor).toBe('evented#on');
    expect(on?.page.id).toBe('events');
  });

  it('suggests the nearest names for a near miss, and refuses an empty or unknown name', () => {
    expect(refusal(() => index.resolve('Map#flyToo'))).toContain('`Map#flyTo`');
    expect(refusal(() => index.resolve('Markerr'))).toContain('`Marker`');
    expect(refusal(() => index.resolve('setLgnLat'))).toContain('setLngLat');
    expect(refusal(() => index.resolve('Mpa#flyTo'))).toContain('`Map#flyTo`');
    expect(refusal(() => index.resolve('zzzzqqqq'))).toContain('not in the API reference');
  });
});

describe('suggestions', () => {
  it('counts a swap of neighbours as one edit and prefers a difference of case', () => {
    expect(editDistance('mraker', 'marker')).toBe(1);
    expect(editDistance('flyto', 'flyTo')).toBe(1);
    expect(nearest('flyto', ['flyTo', 'fly', 'flyTx'])[0]).toBe('flyTo');
    expect(nearest('completely', ['flyTo'])).toEqual([]);
  });
});

describe('check_code', () => {
  it("reports nothing in any example's own code", () => {
    expect(examples.length).toBeGreaterThan(100);
    let uses = 0;
    for (const example of examples) {
      const check = checkCode(example.code, index, options);
      expect(check.findings, `${example.slug}\n${formatCheck(check)}`).toEqual([]);
      uses += check.uses;
    }
    expect(uses).toBeGreaterThan(1000);
  });

  it('reports planted mistakes with their lines and the closest documented names', () => {
    const code = [
      "const map = new mapboxgl.Map({container: 'map'});",
      'map.flyto({center: [0, 0]});',
      'const marker = new mapboxgl.Markerr().setLngLat([0, 0]);',
      "map.on('clik', () => {});",
      "map.addSource('points', {type: 'geojsn', data: {}});",
      'const pin = new mapboxgl.Marker().setLngLat([0, 0]);',
      'pin.setLgnLat([1, 1]);',
      'map.scrollZoom.disabel();',
      'mapboxgl.LngLat.convrt([0, 0]);',
      'map.addControl(new mapboxgl.NavigationControll());',
      'map.myOwnValue = 1;',
      'document.body.flyto();',
    ].join('\n');
    const found = checkCode(code, index, options).findings.map((finding) => [
      finding.line,
      finding.use,
      finding.suggestion,
    ]);
    expect(found).toEqual([
      [2, 'map.flyto', 'map.flyTo'],
      [3, 'new mapboxgl.Markerr', 'new mapboxgl.Marker'],
      [4, "map.on('clik')", "map.on('click')"],
      [5, "type: 'geojsn'", "type: 'geojson'"],
      [7, 'pin.setLgnLat', 'pin.setLngLat'],
      [8, 'map.scrollZoom.disabel', 'map.scrollZoom.disable'],
      [9, 'mapboxgl.LngLat.convrt', 'mapboxgl.LngLat.convert'],
      [10, 'new mapboxgl.NavigationControll', 'new mapboxgl.NavigationControl'],
    ]);
    expect(formatCheck(checkCode(code, index, options))).toContain(
      '- line 2: `map.flyto` is not a documented member of Map → did you mean `map.flyTo`?',
    );
  });

  it('checks an undeclared `map` as the reference names it, and leaves other variables alone', () => {
    const undeclared = checkCode('map.flyto({});', index, options);
    expect(undeclared.findings.map((finding) => finding.suggestion)).toEqual(['map.flyTo']);
    const unknown = checkCode(
      'const map = window.createSomething();\nmap.flyto({});',
      index,
      options,
    );
    expect(unknown.findings).toEqual([]);
  });

  it('counts lines from the start of an HTML page, in every inline script', () => {
    const page = [
      '<!doctype html>',
      '<html><head>',
      '<script src="https://api.mapbox.com/mapbox-gl-js/v3/mapbox-gl.js"></script>',
      '<script type="application/json">{"map": 1}</script>',
      '</head><body>',
      '<script>',
      "  const map = new mapboxgl.Map({container: 'map'});",
      '</script>',
      '<script>map.flyto({});',
      '  new mapboxgl.Markerr();</script>',
      '</body></html>',
    ].join('\n');
    expect(scriptBlocks(page).map((block) => block.line)).toEqual([6, 9]);
    const findings = checkCode(page, index, options).findings;
    expect(findings.map((finding) => [finding.line, finding.use])).toEqual([
      [9, 'map.flyto'],
      [10, 'new mapboxgl.Markerr'],
    ]);
  });

  it('leaves to a plugin the page loads what it adds, but not without the plugin', () => {
    const code = "new mapboxgl.Compare(a, b, '#c');\nmap.on('draw.create', () => {});";
    expect(checkCode(code, index, options).findings).toHaveLength(2);
    const page =
      '<script src="https://api.mapbox.com/mapbox-gl-js/plugins/mapbox-gl-compare/v0.4.0/mapbox-gl-compare.js"></script>' +
      '<script src="https://api.mapbox.com/mapbox-gl-js/plugins/mapbox-gl-draw/v1.5.0/mapbox-gl-draw.js"></script>' +
      `<script>${code}</script>`;
    const check = checkCode(page, index, options);
    expect(check.findings).toEqual([]);
    expect(check.pluginUses).toBe(2);
  });

  it('says where a script does not parse', () => {
    const [finding] = checkCode('const a = 1;\nmap.flyTo({', index, options).findings;
    expect(finding?.line).toBe(2);
    expect(finding?.message).toContain('does not parse');
  });
});

describe('arguments', () => {
  it('refuses empty and oversized text with the argument named', () => {
    expect(refusal(() => requiredText('query', '   '))).toContain('`query` is empty');
    expect(
      refusal(() => requiredText('code', 'x'.repeat(MAX_CODE_LENGTH + 1), MAX_CODE_LENGTH)),
    ).toContain('`code` is too long');
    expect(requiredText('query', '  marker ')).toBe('marker');
  });

  it('finds the build from the flag, then the environment, then the repository', () => {
    expect(buildDirFrom(['--build', '/tmp/site'], {DOCS_BUILD_DIR: '/x'})).toBe('/tmp/site');
    expect(buildDirFrom(['--build=/tmp/other'], {})).toBe('/tmp/other');
    expect(buildDirFrom([], {DOCS_BUILD_DIR: '/x'})).toBe('/x');
    expect(buildDirFrom([], {})).toBe(join(siteDir, 'build'));
  });

  it('finds an example by slug and suggests near ones', () => {
    const data = {examples} as unknown as ToolDataFile;
    expect(getExample('/example/add-a-marker/', data).slug).toBe('add-a-marker');
    expect(refusal(() => getExample('add-a-makrer', data))).toContain('`add-a-marker`');
  });
});

describe('pages', () => {
  async function site(): Promise<BuiltSite> {
    const dir = await mkdtemp(join(tmpdir(), 'mcp-site-'));
    for (const path of ['guides/install', 'ja/guides/install']) {
      await mkdir(join(dir, path), {recursive: true});
      await writeFile(join(dir, path, 'index.md'), `# ${path}`);
    }
    const data = (locale: string, baseUrl: string) =>
      ({locale, siteUrl: 'https://docs.mapbox.com', baseUrl}) as ToolDataFile;
    return {
      dir,
      defaultLocale: 'en',
      locales: [
        {locale: 'en', folder: dir, data: data('en', '/mapbox-gl-js/')},
        {locale: 'ja', folder: join(dir, 'ja'), data: data('ja', '/mapbox-gl-js/ja/')},
      ],
    };
  }

  it('names a page by URL, path or twin URL, in either locale', async () => {
    const built = await site();
    for (const input of [
      'https://docs.mapbox.com/mapbox-gl-js/guides/install/#npm',
      '/mapbox-gl-js/guides/install/',
      '/guides/install',
      'guides/install/index.md',
      'http://localhost:3000/mapbox-gl-js/guides/install/',
    ]) {
      expect(resolvePage(built, input).url, input).toBe(
        'https://docs.mapbox.com/mapbox-gl-js/guides/install/',
      );
    }
    const japanese = resolvePage(built, '/ja/guides/install/');
    expect(japanese.locale.locale).toBe('ja');
    expect(readFileSync(japanese.file, 'utf8')).toBe('# ja/guides/install');
  });

  it('refuses what is outside the site or not built', async () => {
    const built = await site();
    expect(
      refusal(() => resolvePage(built, 'https://example.com/mapbox-gl-js/guides/install/')),
    ).toContain('outside this site');
    expect(refusal(() => resolvePage(built, '/mapbox-gl-js/../../etc/passwd'))).toContain(
      'outside this site',
    );
    expect(refusal(() => resolvePage(built, 'file:///etc/passwd'))).toContain('outside this site');
    expect(refusal(() => resolvePage(built, '/guides/nothing-here/'))).toContain('No page at');
  });
});

describe('the command', () => {
  it('is the bin and the npm script package.json declares', () => {
    const pkg = JSON.parse(readFileSync(join(siteDir, 'package.json'), 'utf8')) as {
      bin: Record<string, string>;
      scripts: Record<string, string>;
    };
    expect(pkg.bin[BIN_NAME]).toBe(BIN_FILE);
    expect(pkg.scripts[NPM_SCRIPT]).toBe(`node ${BIN_FILE}`);
  });
});
