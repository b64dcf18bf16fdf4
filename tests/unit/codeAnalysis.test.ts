import {join} from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';

import {API_PAGES} from '../../docs/api/_entries';
import {apiModelOf} from '../../src/model/api/apiModel';
import {entryDisplayName} from '../../src/model/api/displayName';
import {analyseCode, MAX_ANALYSED_CHARACTERS, usedEntries} from '../../src/model/code/analyseCode';
import {findingsOf} from '../../src/model/code/findings';
import {readExamples, type LoadedExample} from '../../plugins/examples/read';

const model = apiModelOf(API_PAGES, 'mapbox');
const analyse = (code: string) => analyseCode(code, model, 'mapbox');
const keys = (code: string) => usedEntries(analyse(code)).map(({key}) => key);
const problems = (code: string) =>
  findingsOf(analyse(code)).map(
    (finding) =>
      `${finding.line}: ${finding.use} ${finding.message}${finding.suggestion ? ` → ${finding.suggestion}` : ''}`,
  );

describe('the analyser of example code', () => {
  it('follows a class through parentheses and assignments', () => {
    const code =
      "var map = (window.map = new mapboxgl.Map({container: 'map'}));\nmap.flyTo({zoom: 3});";
    expect(keys(code)).toEqual(['Map', 'Map.param:options.container', 'Map#flyTo']);
    expect(problems('var map = (window.map = new mapboxgl.Map({}));\nmap.flyto({});')).toEqual([
      '2: map.flyto is not a documented member of Map → map.flyTo',
    ]);
  });

  it('follows destructuring and return types', () => {
    expect(keys('const {lng, lat} = map.getCenter();')).toEqual([
      'LngLat#lng',
      'LngLat#lat',
      'Map#getCenter',
    ]);
    expect(problems('const {lgn} = map.getCenter();')[0]).toMatch(
      /is not a documented member of LngLat → .*lng/,
    );
  });

  it('types a listener’s parameter from the event’s documented object', () => {
    const code =
      "map.on('click', (e) => console.log(e.lngLat));\nmap.on('click', 'layer', function (event) { event.pointt; });";
    expect(keys(code)).toContain('MapMouseEvent.param:lngLat');
    expect(problems(code)).toEqual([
      '2: event.pointt is not a documented member of MapMouseEvent → event.point',
    ]);
  });

  it('types the parameters of a custom layer’s or a control’s methods', () => {
    const code = `const layer = {id: 'x', type: 'custom', onAdd(map, gl) { map.triggerRepaint(); map.triggerRepant(); }};
class Control { onAdd(map) { map.getContainer(); return document.createElement('div'); } }`;
    expect(keys(code)).toEqual(expect.arrayContaining(['Map#triggerRepaint', 'Map#getContainer']));
    expect(problems(code)).toEqual([
      '1: map.triggerRepant is not a documented member of Map → map.triggerRepaint',
    ]);
  });

  it('knows the source a `getSource` call returns from the id the code added', () => {
    const code =
      "map.addSource('points', {type: 'geojson', data});\nmap.getSource('points').setData(next);";
    expect(keys(code)).toEqual([
      'Map#addSource',
      'GeoJSONSource',
      'Map#getSource',
      'GeoJSONSource#setData',
    ]);
  });

  it('accepts correct code that calls members the reference added from the definitions', () => {
    const code =
      "map.setLight({anchor: 'map'});\nmap.addModel('car', 'car.glb');\nnew mapboxgl.Marker().setAltitude(20);";
    const findings = findingsOf(analyse(code));
    expect(findings.filter((finding) => finding.severity === 'error')).toEqual([]);
    // setLight is the legacy light API: a warning, not an error.
    expect(findings.map((finding) => finding.use)).toEqual(['map.setLight']);
  });

  it('leaves a variable of unknown class unjudged, and names of different classes too', () => {
    expect(problems('someone.flyto(); const e = 1; e.whatever;')).toEqual([]);
    expect(
      problems("map.on('touchstart', (e) => e.points); map.on('click', (e) => e.nothing);"),
    ).toEqual([]);
  });

  it('finds style names: properties, layer types and expression operators', () => {
    const {style} = analyse(
      "map.addLayer({type: 'fill', paint: {'fill-color': ['get', 'c']}}); map.setLayoutProperty('x', 'visibility', 'none');",
    );
    expect(style).toEqual({
      properties: ['fill-color', 'visibility'],
      layerTypes: ['fill'],
      expressions: ['get'],
    });
  });

  it('keeps the lines of an HTML page’s scripts', () => {
    const page =
      '<html>\n<body>\n<script>\nconst map = new mapboxgl.Map({});\nmap.flyto({});\n</script>\n</body></html>';
    expect(findingsOf(analyse(page)).map(({line}) => line)).toEqual([5]);
  });
});

describe('the analyser on bad input', () => {
  it('answers code that does not parse with where and why', () => {
    const analysis = analyse('const a = 1;\nmap.flyTo({');
    expect(analysis.syntaxErrors).toHaveLength(1);
    expect(analysis.syntaxErrors[0]?.line).toBe(2);
    expect(findingsOf(analysis)[0]?.message).toMatch(/does not parse, so it was not checked/);
  });

  it('reads 10,000 lines without trouble', () => {
    const line = "map.flyTo({center: [0, 0]}); map.on('click', (e) => e.lngLat);\n";
    const started = performance.now();
    const analysis = analyse(`const map = new mapboxgl.Map({});\n${line.repeat(10_000)}`);
    expect(analysis.uses.length).toBeGreaterThan(30_000);
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('refuses code over its limit with a clear answer, at once', () => {
    const analysis = analyse('x'.repeat(MAX_ANALYSED_CHARACTERS + 1));
    expect(analysis.refused).toMatch(/at most 1,000,000 are read/);
    expect(analysis.uses).toEqual([]);
  });

  it('never throws on odd input', () => {
    for (const input of [
      '',
      '<script>',
      '<script></script>',
      '\u0000',
      '}}}',
      'new mapboxgl.',
      '<script type="module">import x from "y";</script>',
    ]) {
      expect(() => analyse(input)).not.toThrow();
    }
  });
});

describe('check_code’s rules on every example', () => {
  let examples: LoadedExample[] = [];
  beforeAll(async () => {
    examples = await readExamples(join(__dirname, '..', '..', 'example'), {
      productId: 'mapbox',
      productName: 'Mapbox',
      libraryVersion: '3.17.0',
    });
  });

  it('reports a misspelt Map member planted in each example that calls a Map method', () => {
    let planted = 0;
    for (const {slug, html} of examples) {
      const call = analyse(html).uses.find(
        (use) =>
          use.kind === 'member' &&
          use.entry?.key.startsWith('Map#') &&
          use.written.startsWith('map.'),
      );
      if (!call) continue;
      planted++;
      const lines = html.split('\n');
      const line = lines[call.line - 1]!;
      lines[call.line - 1] = line.replace(`map.${call.name}`, `map.${call.name}Typo`);
      const found = findingsOf(analyse(lines.join('\n')));
      expect(
        found.some(
          (finding) => finding.line === call.line && finding.use === `map.${call.name}Typo`,
        ),
        slug,
      ).toBe(true);
    }
    expect(planted).toBeGreaterThan(100);
  });
});

describe('display names', () => {
  it('name options, events and properties in words around code, classes and members as code', () => {
    const expected = {
      'Map.param:options.accessToken': {role: 'option', owner: 'Map', name: 'accessToken'},
      'GeoJSONSource.param:options.filter': {
        role: 'option',
        owner: 'GeoJSONSource',
        name: 'filter',
      },
      'Map.event:click': {role: 'event', owner: 'Map', name: 'click'},
      'MapMouseEvent.param:lngLat': {role: 'property', owner: 'MapMouseEvent', name: 'lngLat'},
      'Map#flyTo': {role: 'code', code: 'Map#flyTo'},
    };
    for (const [key, name] of Object.entries(expected)) {
      expect(entryDisplayName(key), key).toEqual(name);
    }
  });
});
