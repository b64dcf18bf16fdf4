import {execFile} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {promisify} from 'node:util';
import {beforeAll, describe, expect, it} from 'vitest';

import {SET_RAIN} from '../support/minimums';

import {API_PAGES} from '../../docs/api/_entries';
import {documentedEntries} from '../../src/model/api/documented';
import {
  exampleMinimum,
  styleKeys,
  type ExampleMinimum,
} from '../../src/model/versions/exampleMinimum';
import {apiModelOf} from '../../src/model/api/apiModel';
import {analyseCode} from '../../src/model/code/analyseCode';
import {exampleUses} from '../../src/model/code/exampleUses';
import {compareReleases, minorLine} from '../../src/model/versions/semver';
import {parseVersionFacts, type ReadDefinitions} from '../../src/model/versions/versionFacts';
import {whatsNew} from '../../plugins/api-versions/model/whatsNew';
import {decideVersion, type Sighting} from '../../plugins/api-versions/scripts/decide';
import {VERSION_FACTS_FILE} from '../../src/model/versions/versionFactsFile';
import {readExamples} from '../../plugins/examples/read';
import {DEFAULT_LIBRARY_VERSION} from '../../src/config/settings';

const ROOT = join(__dirname, '..', '..');
const factsText = readFileSync(join(ROOT, VERSION_FACTS_FILE), 'utf8');
const facts = parseVersionFacts(JSON.parse(factsText));

describe('the version facts file', () => {
  it('has the schema the build reads', () => {
    expect(facts.libraryVersion).toBe(DEFAULT_LIBRARY_VERSION);
    expect(facts.releaseLines.at(-1)).toBe(minorLine(DEFAULT_LIBRARY_VERSION));
    expect(facts.definitions.map(({source}) => source)).toContain('library');
    expect(facts.definitions.map(({source}) => source)).toContain('community-types');
    expect(Object.keys(facts.style).length).toBeGreaterThan(100);
  });

  it('refuses a wrong shape, naming the place', () => {
    const valid = JSON.parse(factsText) as Record<string, unknown>;
    const broken = (change: Record<string, unknown>) => () =>
      parseVersionFacts({...valid, ...change});
    expect(broken({api: {'Map#flyTo': {since: 'soon', source: 'library'}}})).toThrow(
      'api["Map#flyTo"].since is not a release number',
    );
    expect(broken({api: {'Map#flyTo': {since: '3.9.0', source: 'a blog'}}})).toThrow(
      'api["Map#flyTo"].source is not a known source',
    );
    expect(broken({api: {'Map#flyTo': {unknown: 'guess'}}})).toThrow('not a known reason');
    expect(broken({style: {'paint:fill-color': 3}})).toThrow('style["paint:fill-color"]');
    expect(broken({releaseLines: ['3.x']})).toThrow('releaseLines');
    expect(() => parseVersionFacts(null)).toThrow('not an object');
  });

  it('covers every documented class, member, option and event: a version or the reason there is none', () => {
    const keys = documentedEntries(API_PAGES).map(({key}) => key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.filter((key) => !(key in facts.api))).toEqual([]);
    // And nothing the reference no longer documents.
    expect(Object.keys(facts.api).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('dates an entry the reference added in v3 after 3.0', () => {
    expect(facts.api['Map#setRain']).toEqual({since: '3.9.0', source: 'library'});
    expect(facts.api['Map#flyTo']).toEqual({unknown: 'in-oldest-definitions'});
  });
});

describe('deciding a version', () => {
  const lines = ['3.0', '3.1', '3.2', '3.3', '3.4', '3.5', '3.6', '3.7'];
  const definitions = (source: ReadDefinitions['source'], describes: string): ReadDefinitions => ({
    source,
    package: source,
    version: describes,
    describes,
  });
  const seen = (
    community: readonly [string, boolean | null][],
    own: readonly [string, boolean | null][],
  ): Sighting[] => [
    ...community.map(([version, declared]) => ({
      definitions: definitions('community-types', version),
      declared,
    })),
    ...own.map(([version, declared]) => ({definitions: definitions('library', version), declared})),
  ];
  const community = (...declared: (boolean | null)[]) =>
    (['3.1.0', '3.2.0', '3.3.0', '3.4.0'] as const).map(
      (version, index) =>
        [version, index < declared.length ? declared[index]! : false] as [string, boolean | null],
    );
  const own = (...declared: (boolean | null)[]) =>
    (['3.5.0', '3.6.0', '3.7.0'] as const).map(
      (version, index) =>
        [version, index < declared.length ? declared[index]! : false] as [string, boolean | null],
    );

  it('takes the first release of the library’s own definitions after one that lacks it', () => {
    expect(decideVersion(seen(community(), own(false, true, true)), lines)).toEqual({
      since: '3.6.0',
      source: 'library',
    });
  });

  it('goes back to the community definitions for what the library’s first definitions have', () => {
    expect(
      decideVersion(seen(community(false, true, true, true), own(true, true, true)), lines),
    ).toEqual({since: '3.2.0', source: 'community-types'});
  });

  it('gives no version where the facts do not tell or disagree', () => {
    const decide = (sightings: Sighting[]) => decideVersion(sightings, lines);
    expect(decide(seen(community(true, true, true, true), own(true, true, true)))).toEqual({
      unknown: 'in-oldest-definitions',
    });
    // The community definitions have it, the library's first ones do not.
    expect(decide(seen(community(false, false, true, true), own(false, true, true)))).toEqual({
      unknown: 'sources-disagree',
    });
    // The library's first definitions have it, the community's last do not.
    expect(decide(seen(community(), own(true, true, true)))).toEqual({
      unknown: 'sources-disagree',
    });
    // The definitions before say nothing either way (events typed as any string).
    expect(decide(seen(community(null, null, null, null), own(null, true, true)))).toEqual({
      unknown: 'no-definitions-before',
    });
    expect(decide(seen(community(), own(true, false, true)))).toEqual({
      unknown: 'not-continuous',
    });
    expect(decide(seen(community(), own(true, true, false)))).toEqual({
      unknown: 'not-in-definitions',
    });
    // 3.2 and 3.3 have no community definitions: 3.4 may not be the first.
    const withGap = seen(
      [
        ['3.1.0', false],
        ['3.4.0', true],
      ],
      own(true, true, true),
    );
    expect(decide(withGap)).toEqual({unknown: 'no-definitions-before'});
  });

  it('orders pre-releases before their release', () => {
    expect(compareReleases('3.17.0-beta.1', '3.17.0')).toBeLessThan(0);
    expect(compareReleases('3.17.0-beta.2', '3.17.0-beta.10')).toBeLessThan(0);
    expect(compareReleases('3.10.0', '3.9.0')).toBeGreaterThan(0);
    expect(minorLine('3.17.0-beta.1')).toBe('3.17');
  });
});

describe("an example's minimum version", () => {
  let minimumOf: (slug: string) => ExampleMinimum | null;

  beforeAll(async () => {
    const tokens = {productId: 'mapbox', productName: 'Mapbox', libraryVersion: '3.17.0'};
    const examples = await readExamples(join(ROOT, 'example'), tokens);
    const model = apiModelOf(API_PAGES, 'mapbox');
    const code = new Map(examples.map(({slug, html}) => [slug, html]));
    minimumOf = (slug) => exampleMinimum(exampleUses(code.get(slug) ?? '', model, 'mapbox'), facts);
  });

  it('comes from an API call', () => {
    expect(minimumOf('rain')).toMatchObject({
      version: '3.9.0',
      setBy: SET_RAIN,
    });
  });

  it('comes from a paint property', () => {
    // The layer type and its paint property came in the same release; either names it.
    const minimum = minimumOf('raster-particle-layer');
    expect(minimum?.version).toBe(facts.style['paint:raster-particle-count']);
    expect(minimum?.setBy).toMatchObject({
      kind: 'style',
      name: expect.stringMatching(/raster-particle/),
    });
  });

  it('comes from an expression', () => {
    const setter = minimumOf('third-party')?.setBy;
    expect(setter).toEqual({kind: 'style', name: 'expression:in'});
    expect(minimumOf('third-party')?.version).toBe(facts.style['expression:in']);
  });

  it('is not set by a variable the writer named, which may hold anything', () => {
    // `feature.properties` of a queried GeoJSON feature is not TargetFeature#properties.
    const setter = minimumOf('queryrenderedfeatures')?.setBy;
    expect(setter?.kind === 'api' ? setter.key : setter?.name).not.toMatch(/^TargetFeature/);
  });

  it('finds the style names of layers: properties, layer types and expression operators', () => {
    const code = `map.addLayer({type: 'fill-extrusion', paint: {'fill-extrusion-height': ['get', 'h'],
      'fill-extrusion-emissive-strength': 1}, layout: {visibility: 'none'}});
      const ids = ['water', 'road'];`;
    expect(
      styleKeys(analyseCode(code, apiModelOf(API_PAGES, 'mapbox'), 'mapbox').style, facts.style),
    ).toEqual([
      'expression:get',
      'layer:fill-extrusion',
      'paint:fill-extrusion-emissive-strength',
      'paint:fill-extrusion-height',
    ]);
  });
});

describe('the What’s new page', () => {
  const data = whatsNew(API_PAGES, facts);

  it('covers every release line of the described major up to the described version, newest first', () => {
    const lines = data.releases.map(({line}) => line);
    expect(lines[0]).toBe(minorLine(facts.libraryVersion));
    expect(lines.at(-1)).toBe(`${minorLine(facts.libraryVersion).split('.')[0]}.0`);
    expect([...lines].reverse()).toEqual(
      facts.releaseLines.filter((line) => line.startsWith(lines.at(-1)!.split('.')[0] + '.')),
    );
  });

  it('lists each dated entry under its line, linked to its anchor, and nothing after the described version', () => {
    const v39 = data.releases.find(({line}) => line === '3.9');
    expect(v39?.api).toContainEqual({
      name: 'Map#setRain',
      displayName: {role: 'code', code: 'Map#setRain'},
      page: 'map',
      anchor: 'map#setrain',
      since: '3.9.0',
    });
    for (const release of data.releases) {
      for (const entry of [...release.api, ...release.style]) {
        expect(minorLine(entry.since)).toBe(release.line);
        expect(compareReleases(entry.since, facts.libraryVersion)).toBeLessThanOrEqual(0);
      }
    }
  });
});

describe('npm run api:versions', () => {
  it('says so and leaves the committed file as it was when the registry cannot be reached', async () => {
    const run = promisify(execFile);
    const failure = await run(
      join(ROOT, 'node_modules', '.bin', 'jiti'),
      ['plugins/api-versions/scripts/api-versions.ts'],
      {cwd: ROOT, env: {...process.env, NPM_REGISTRY: 'http://127.0.0.1:9'}},
    ).then(
      () => null,
      (error: {code: number; stderr: string}) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain('The npm registry could not be read');
    expect(failure?.stderr).toContain(`${VERSION_FACTS_FILE} was left as it was.`);
    expect(readFileSync(join(ROOT, VERSION_FACTS_FILE), 'utf8')).toBe(factsText);
  }, 60_000);
});
