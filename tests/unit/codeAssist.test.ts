import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import {beforeAll, describe, expect, it} from 'vitest';

import {localizedApiPages} from '../../plugins/api-reference';
import {codeAssistData, summaryOf} from '../../plugins/api-reference/build/codeAssistData';
import type {CodeAssistData} from '../../plugins/api-reference/types';
import {findingText} from '../../plugins/api-reference/theme/ApiCodeAssist/words';
import {readExamples, type LoadedExample} from '../../plugins/examples/read';
import {ApiModel} from '../../src/model/api/apiModel';
import {SOURCE_TYPES} from '../../src/model/api/sourceTypes';
import {analyseCode} from '../../src/model/code/analyseCode';
import {completionNames, cursorContext} from '../../src/model/code/cursorContext';
import {findingsOf} from '../../src/model/code/findings';
import {formatCheck, checkCode} from '../../plugins/mcp-server/server/checkCode';
import {ApiIndex} from '../../plugins/mcp-server/server/apiIndex';

const siteDir = join(__dirname, '..', '..');
const tokens = {productId: 'mapbox', productName: 'Mapbox', libraryVersion: '3.32.0'};
const BUDGET_BYTES = 60 * 1024;

let examples: LoadedExample[] = [];
const data: Record<'en' | 'ja', CodeAssistData> = {} as never;
let model: ApiModel<string>;

beforeAll(async () => {
  examples = await readExamples(join(siteDir, 'example'), tokens);
  for (const locale of ['en', 'ja'] as const) {
    data[locale] = codeAssistData(
      localizedApiPages(siteDir, locale, tokens, [], '/mapbox-gl-js/'),
      tokens,
      locale === 'en' ? '/mapbox-gl-js/' : '/mapbox-gl-js/ja/',
    );
  }
  model = new ApiModel(data.en.pages, data.en.namespace);
});

/** The context and offered names at the `|` of a piece of code. */
function offered(marked: string) {
  const at = marked.indexOf('|');
  const context = cursorContext(marked.replace('|', ''), at, model);
  return {context, names: context ? completionNames(context, model).map(({name}) => name) : []};
}

describe('the editor’s API data', () => {
  it(`stays within ${BUDGET_BYTES / 1024} KiB gzip in each locale`, () => {
    for (const locale of ['en', 'ja'] as const) {
      const size = gzipSync(JSON.stringify(data[locale])).length;
      expect(size, locale).toBeLessThanOrEqual(BUDGET_BYTES);
    }
  });

  it('gives every name the editor can offer a signature and a summary in the locale', () => {
    for (const locale of ['en', 'ja'] as const) {
      const entries = data[locale].entries;
      const keys = model
        .itemNames()
        .flatMap((name) => [
          name,
          ...model.membersOf(name).map(({entry}) => entry.key),
          ...model.fieldNames(name).map((field) => model.field(name, field)!.entry.key),
        ]);
      for (const key of keys) {
        const entry = entries[key];
        expect(entry, `${locale} ${key}`).toBeDefined();
        expect(entry![0], key).not.toMatch(/%product%/);
        expect(entry![1].length, `${locale} ${key} summary`).toBeGreaterThan(0);
        if (locale === 'ja') expect(entry![1], key).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
      }
      expect(entries['Map#flyTo']![0]).toBe(
        'map.flyTo(options: CameraOptions & AnimationOptions, eventData?: Object): Map',
      );
      expect(data[locale].pageUrls.map).toBe(
        locale === 'en' ? '/mapbox-gl-js/api/map/' : '/mapbox-gl-js/ja/api/map/',
      );
    }
    // A release the version facts date is shown as the entry's Since.
    const dated = Object.values(data.en.entries).filter((entry) => entry[2] !== undefined);
    expect(dated.length).toBeGreaterThan(100);
  });

  it('reads every example as the full reference does, and finds nothing wrong in any', () => {
    const full = new ApiIndex(
      localizedApiPages(siteDir, 'en', tokens, [], '/mapbox-gl-js/'),
      'mapboxgl',
    ).model;
    for (const {slug, html} of examples) {
      const editor = analyseCode(html, model, 'mapbox');
      const reference = analyseCode(html, full, 'mapbox');
      expect(
        editor.uses.map((use) => use.entry?.key ?? use.written),
        slug,
      ).toEqual(reference.uses.map((use) => use.entry?.key ?? use.written));
      expect(findingsOf(editor), slug).toEqual([]);
    }
  });
});

describe('summaries', () => {
  it('keep the first sentence of the first paragraph as plain text', () => {
    expect(summaryOf('Moves the [camera](/api/map/#map) to `center`. Then stops.\n\nMore.')).toBe(
      'Moves the camera to center.',
    );
    expect(summaryOf('Sets the value, e.g. a number. Returns it.')).toBe(
      'Sets the value, e.g. a number.',
    );
    expect(summaryOf('地図を移動します。その後止まります。')).toBe('地図を移動します。');
    const long = `${'word '.repeat(60)}end.`;
    expect(summaryOf(long).length).toBeLessThanOrEqual(181);
    expect(summaryOf(long).endsWith('…')).toBe(true);
  });
});

describe('what the editor offers where the reader types', () => {
  it('offers Map members after `map.`, inherited ones included, whatever follows', () => {
    const {context, names} = offered(
      "const map = new mapboxgl.Map({container: 'map'});\nmap.fl|\nmap.on('load', () => {});",
    );
    expect(context).toMatchObject({kind: 'member', owner: 'Map', isStatic: false});
    expect(names).toContain('flyTo');
    expect(names).toContain('on');
    expect(names).not.toContain('click');
  });

  it('follows return types and listener parameters', () => {
    expect(offered('new mapboxgl.Marker().setLngLat([0, 0]).|').context).toMatchObject({
      owner: 'Marker',
    });
    const event = offered("map.on('click', (e) => { e.| });");
    expect(event.context).toMatchObject({kind: 'member', owner: 'MapMouseEvent'});
    expect(event.names).toContain('lngLat');
  });

  it('offers items after the namespace, only constructible classes after `new`', () => {
    const all = offered('mapboxgl.|');
    expect(all.names).toEqual(expect.arrayContaining(['Map', 'accessToken', 'LngLat']));
    const created = offered('new mapboxgl.|');
    expect(created.context).toMatchObject({kind: 'namespace', created: true});
    expect(created.names).toContain('Marker');
    expect(created.names).not.toContain('accessToken');
    expect(offered('mapboxgl.LngLat.|').names).toEqual(['convert']);
  });

  it('offers event names inside `on(` quotes and option keys inside a constructor', () => {
    const events = offered("map.on('cl|', () => {});");
    expect(events.context).toMatchObject({kind: 'event', owner: 'Map', from: 8});
    expect(events.names).toContain('click');
    const options = offered("new mapboxgl.Map({\n  container: 'map',\n  cen|\n});");
    expect(options.context).toMatchObject({kind: 'option', owner: 'Map'});
    expect(options.names).toEqual(expect.arrayContaining(['center', 'zoom', 'style']));
    expect(offered("new mapboxgl.Map({container: 'map', center: |})").context).toBeNull();
  });

  it('works inside an HTML page’s script and offers nothing where the class is unknown', () => {
    const page =
      "<div id='map'></div>\n<script>\nconst map = new mapboxgl.Map({});\nmap.|\n</script>";
    expect(offered(page).context).toMatchObject({owner: 'Map', from: page.indexOf('|')});
    expect(offered('<p>map.|</p>').context).toBeNull();
    expect(offered('map.getCanvas().|').context).toBeNull();
    expect(offered('const x = {}; x.|').context).toBeNull();
  });
});

describe('the editor’s words for findings', () => {
  it('are check_code’s, in English', () => {
    const code = [
      "const map = new mapboxgl.Map({container: 'map'});",
      'map.flyto({});',
      "map.on('clik', () => {});",
      'new mapboxgl.Markerr();',
      'mapboxgl.LngLat.convrt([0, 0]);',
      "map.addSource('s', {type: 'geojsn'});",
      'map.setLight({});',
    ].join('\n');
    const index = new ApiIndex(
      localizedApiPages(siteDir, 'en', tokens, [], '/mapbox-gl-js/'),
      'mapboxgl',
    );
    const check = checkCode(code, index, {productId: 'mapbox'});
    const fromCheckCode = formatCheck(check)
      .split('\n')
      .filter((line) => line.startsWith('- line'))
      .map((line) => line.replace(/^- line \d+: /, '').replace(/`/g, ''));
    const sourceTypes = Object.keys(SOURCE_TYPES).join(', ');
    const fromEditor = findingsOf(analyseCode(code, model, 'mapbox')).map((finding) =>
      findingText(finding, sourceTypes),
    );
    expect(fromEditor).toEqual(fromCheckCode);
    expect(new Set(check.findings.map(({kind}) => kind))).toEqual(
      new Set(['member', 'event', 'item', 'static', 'source-type']),
    );
  });

  it('name a syntax error as check_code does, where the script stops', () => {
    const findings = findingsOf(analyseCode('map.flyTo({)', model, 'mapbox'));
    expect(findings).toHaveLength(1);
    expect(findingText(findings[0]!, '')).toBe(findings[0]!.message);
  });
});
