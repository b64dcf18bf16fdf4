import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {mkdir, mkdtemp, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it, vi} from 'vitest';

import {SET_RAIN} from '../support/minimums';

import {demoDocument} from '../../plugins/preview/demoDocument';
import {unwrapRing} from '../../plugins/preview/geography';
import {foldText, galleryOf} from '../../plugins/examples/gallery';
import type {ExampleRecord} from '../../plugins/examples/model';
import {exampleRecordsFor} from '../support/exampleRecords';
import {readExamples} from '../../plugins/examples/read';
import {validateDocument, validateMeta} from '../../plugins/examples/schema';
import {
  filterExamples,
  runsOnLine,
} from '../../plugins/examples/theme/ExampleGallery/filterExamples';

const ROOT = join(__dirname, '..', '..');
const TOPICS = Object.keys(JSON.parse(readFileSync(join(ROOT, 'example/topics.json'), 'utf8')));
const SLUGS = readdirSync(join(ROOT, 'example'), {withFileTypes: true})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const VALID = {
  title: {en: 'A map', ja: '地図'},
  description: {en: 'Shows a map.', ja: '地図を表示します。'},
  topics: ['Layers'],
  created: '2026-11-21',
  thumbnail: 'png',
  live: true,
};

describe('example metadata schema', () => {
  it('accepts complete metadata', () => {
    expect(validateMeta('a-map', VALID, TOPICS).title.ja).toBe('地図');
  });

  it.each([
    ['a missing field', {...VALID, created: undefined}, '"created" is required'],
    ['an unknown field', {...VALID, author: 'me'}, '"author" is not allowed'],
    ['an unknown topic', {...VALID, topics: ['Cooking']}, '"topics[0]" must be one of'],
    ['a missing translation', {...VALID, title: {en: 'A map'}}, '"title.ja" is required'],
    ['a bad date', {...VALID, created: '21/11/2026'}, '"created"'],
    ['a bad thumbnail kind', {...VALID, thumbnail: 'jpg'}, '"thumbnail" must be one of'],
    ['live:false without a reason', {...VALID, live: false}, '"liveReason" is required'],
    [
      'a reason on a live example',
      {...VALID, liveReason: {en: 'x', ja: 'x'}},
      '"liveReason" is not allowed',
    ],
  ])('refuses %s, naming the example', (_name, meta, message) => {
    expect(() => validateMeta('a-map', meta, TOPICS)).toThrow(
      /example\/a-map\/meta\.json is invalid/,
    );
    expect(() => validateMeta('a-map', meta, TOPICS)).toThrow(message);
  });

  it.each(SLUGS)('example/%s passes the schema and the document checks', (slug) => {
    const meta: unknown = JSON.parse(
      readFileSync(join(ROOT, 'example', slug, 'meta.json'), 'utf8'),
    );
    expect(() => validateMeta(slug, meta, TOPICS)).not.toThrow();
    const {map} = meta as {map?: boolean};
    const html = readFileSync(join(ROOT, 'example', slug, 'index.html'), 'utf8').replace(
      /%product%/g,
      'mapbox',
    );
    expect(() => validateDocument(slug, html, 'mapbox', {map})).not.toThrow();
  });

  it('has a thumbnail file for every example (npm run thumbnails)', () => {
    const missing = SLUGS.filter((slug) => {
      const {thumbnail} = JSON.parse(
        readFileSync(join(ROOT, 'example', slug, 'meta.json'), 'utf8'),
      ) as {thumbnail: string};
      return !existsSync(join(ROOT, 'plugins/examples/thumbnails', `${slug}.${thumbnail}`));
    });
    expect(missing).toEqual([]);
  });
});

describe('validateDocument', () => {
  it('lists everything a standalone page lacks', () => {
    expect(() => validateDocument('bare', '<html><body></body></html>', 'mapbox')).toThrow(
      /DOCTYPE.*mapbox-gl\.js.*mapbox-gl\.css.*<div id="map">.*YOUR_ACCESS_TOKEN/,
    );
  });
});

describe('examples without a map', () => {
  const page = [
    '<!DOCTYPE html><html><head>',
    '<script src="https://api.mapbox.com/mapbox-gl-js/plugins/mapbox-gl-geocoder/v5.0.3/mapbox-gl-geocoder.min.js"></script>',
    '</head><body><div id="geocoder"></div><script>const token = "YOUR_ACCESS_TOKEN";</script></body></html>',
  ].join('\n');

  it('need not load the library or have a map, but must not load the library either', () => {
    expect(() => validateDocument('no-map', page, 'mapbox', {map: false})).not.toThrow();
    expect(() => validateDocument('no-map', page, 'mapbox')).toThrow(
      /mapbox-gl\.js.*<div id="map">/,
    );
    const withLibrary = page.replace(
      '</head>',
      '<script src="https://api.mapbox.com/mapbox-gl-js/v3.17.0/mapbox-gl.js"></script></head>',
    );
    expect(() => validateDocument('no-map', withLibrary, 'mapbox', {map: false})).toThrow(
      /"map": false, yet it loads the library/,
    );
  });

  it('get the runtime in their demo document, marked as having no map', () => {
    const demo = demoDocument(page, {
      productId: 'mapbox',
      assetsUrl: 'https://docs.mapbox.com/mapbox-gl-js/assets/',
      withoutMap: true,
    });
    expect(demo).toContain('<meta name="preview-without-map" />');
    expect(demo).toContain('<script src="../adapter.js"></script>');
    expect(demo).toContain('../lib/gl-geocoder');
    expect(demo).not.toContain('api.mapbox.com/mapbox-gl-js/plugins');
  });
});

describe('demoDocument', () => {
  const source = [
    '<!DOCTYPE html><html><head>',
    '<link href="https://api.mapbox.com/mapbox-gl-js/v3.17.0/mapbox-gl.css" rel="stylesheet" />',
    '<script src="https://api.mapbox.com/mapbox-gl-js/v3.17.0/mapbox-gl.js"></script>',
    '</head><body><div id="map"></div><script>mapboxgl.accessToken = "YOUR_ACCESS_TOKEN";</script></body></html>',
  ].join('\n');

  const options = {productId: 'mapbox', assetsUrl: 'https://docs.mapbox.com/mapbox-gl-js/assets/'};

  it('swaps the CDN library for the bundled runtime and keeps the code', () => {
    const demo = demoDocument(source, options);
    expect(demo).toContain('<script src="../maplibre-gl.js"></script>');
    expect(demo).toContain('<script src="../adapter.js"></script>');
    expect(demo).toContain('<link href="../maplibre-gl.css" rel="stylesheet" />');
    expect(demo).not.toContain('api.mapbox.com');
    expect(demo).toContain('mapboxgl.accessToken = "YOUR_ACCESS_TOKEN";');
    expect(demo).toContain('<meta name="robots" content="noindex" />');
  });

  it('loads docs assets named in tags from the runtime', () => {
    const page = source.replace(
      '</head>',
      '<script src="https://docs.mapbox.com/mapbox-gl-js/assets/helper.js"></script></head>',
    );
    const demo = demoDocument(
      page.replace(
        '<body>',
        '<body><img src=\'https://docs.mapbox.com/mapbox-gl-js/assets/pin.png\' alt="">',
      ),
      options,
    );
    expect(demo).toContain('<script src="../assets/helper.js"></script>');
    expect(demo).toContain("<img src='../assets/pin.png'");
  });

  it.each(SLUGS)('keeps every line of example/%s where it was', (slug) => {
    const meta = JSON.parse(readFileSync(join(ROOT, 'example', slug, 'meta.json'), 'utf8')) as {
      map?: boolean;
    };
    const html = readFileSync(join(ROOT, 'example', slug, 'index.html'), 'utf8').replaceAll(
      '%product%',
      'mapbox',
    );
    const demo = demoDocument(html, {...options, withoutMap: meta.map === false});
    const lines = html.split('\n');
    const demoLines = demo.split('\n');
    expect(demoLines).toHaveLength(lines.length);
    // From the first line after </head> the document is the reader's code as written.
    const bodyStart = lines.findIndex((line) => line.includes('</head>')) + 1;
    expect(demoLines.slice(bodyStart)).toEqual(lines.slice(bodyStart));
  });

  it('refuses a document that does not load the library from the CDN', () => {
    expect(() => demoDocument('<!DOCTYPE html><div id="map"></div>', options)).toThrow(
      'must load mapbox-gl.js',
    );
  });
});

describe('unwrapRing', () => {
  const jumps = (ring: number[][]) =>
    ring.slice(1).filter((point, index) => Math.abs(point[0]! - ring[index]![0]!) > 180).length;

  it('leaves a ring that stays on one side alone', () => {
    const square = [
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 0],
    ];
    expect(unwrapRing(square)).toEqual(square);
  });

  it('runs an antimeridian-crossing ring past 180 instead of streaking across the map', () => {
    const fiji = [
      [178, -17],
      [-179, -17],
      [-179, -16],
      [178, -16],
      [178, -17],
    ];
    const ring = unwrapRing(fiji);
    expect(jumps(ring)).toBe(0);
    expect(ring[1]).toEqual([181, -17]);
  });

  it('closes a ring that circles the pole along the edge of the map', () => {
    const coast = [
      [-180, -70],
      [-90, -72],
      [0, -69],
      [90, -66],
      [179, -70],
      [-180, -70],
    ];
    const ring = unwrapRing(coast);
    // The one long segment runs along the map's bottom edge, not across the map.
    const alongPole = ring.filter((point) => point[1] === -85);
    expect(alongPole).toHaveLength(2);
    const crossings = ring
      .slice(1)
      .filter(
        (point, index) =>
          Math.abs(point[0]! - ring[index]![0]!) > 180 &&
          !(point[1] === -85 && ring[index]![1] === -85),
      );
    expect(crossings).toEqual([]);
    const lngs = ring.map((point) => point[0]!);
    expect(Math.min(...lngs)).toBeGreaterThanOrEqual(-180);
    expect(Math.max(...lngs)).toBeLessThanOrEqual(180);
  });
});

describe('gallery filtering', () => {
  const topicLabels: Record<string, string> = {Layers: 'レイヤー'};
  const topic = (id: string) => ({id, label: topicLabels[id] ?? id});
  // Only the fields the gallery reads; the rest of a record plays no part here.
  const records = [
    {
      slug: 'add-a-marker',
      title: 'Add a marker',
      summary: 'A pin.',
      text: 'A pin.',
      topics: [topic('Styles')],
      thumbnail: '/img/examples/x.png',
      live: true,
      apis: [] as string[],
    },
    {
      slug: 'cluster',
      title: 'Create clusters',
      summary: 'Group points.',
      text: 'Group points. Nearby points merge.',
      topics: [topic('Layers')],
      thumbnail: '/img/examples/x.png',
      live: true,
      apis: ['addLayer', 'flyTo'],
    },
    {
      slug: 'flyto',
      title: 'カメラを飛ばす',
      summary: 'Café route.',
      text: 'Café route.',
      topics: [topic('Camera'), topic('Layers')],
      thumbnail: '/img/examples/x.png',
      live: true,
      apis: [] as string[],
    },
  ] as unknown as ExampleRecord[];
  const versions = {
    minimum: {
      cluster: {
        version: '3.9.0',
        setBy: SET_RAIN,
      },
      flyto: null,
    },
    lines: ['3.0', '3.8', '3.9'],
  } as const;
  const {data, searchText, shell} = galleryOf(
    records,
    [topic('Styles'), topic('Layers'), topic('Camera')],
    versions,
  );
  const label = (id: string) => topicLabels[id] ?? id;

  it('keeps the search text out of the cards module', () => {
    expect(data.examples.map((card) => Object.keys(card).sort())).toEqual(
      Array(3).fill(['live', 'minimumVersion', 'slug', 'summary', 'thumbnail', 'title', 'topics']),
    );
    expect(Object.keys(searchText)).toEqual(['add-a-marker', 'cluster', 'flyto']);
  });

  it('filters by any topic of an example', () => {
    expect(
      filterExamples(data.examples, {topic: 'Layers', search: '', version: ''}, label, null).map(
        (e) => e.slug,
      ),
    ).toEqual(['cluster', 'flyto']);
  });

  it('filters by the release line an example runs on, keeping examples no fact dates', () => {
    expect(shell.versionLines).toEqual(['3.0', '3.8', '3.9']);
    const on = (version: string) =>
      filterExamples(data.examples, {topic: '', search: '', version}, label, null).map(
        (e) => e.slug,
      );
    expect(on('3.8')).toEqual(['add-a-marker', 'flyto']);
    expect(on('3.9')).toEqual(['add-a-marker', 'cluster', 'flyto']);
    expect(runsOnLine('3.17.0-beta.1', '3.17')).toBe(true);
    expect(runsOnLine('3.17.0-beta.1', '3.16')).toBe(false);
    expect(runsOnLine('3.10.0', '3.9')).toBe(false);
  });

  it('matches every search word in title, description, slug, topic names or API names, folded', () => {
    const find = (search: string) =>
      filterExamples(data.examples, {topic: '', search, version: ''}, label, searchText).map(
        (e) => e.slug,
      );
    expect(find('MARKER')).toEqual(['add-a-marker']);
    expect(find('cafe')).toEqual(['flyto']);
    expect(find('カメラ')).toEqual(['flyto']);
    expect(find('addLayer')).toEqual(['cluster']);
    expect(find('レイヤー group')).toEqual(['cluster']);
    expect(find('marker cluster')).toEqual([]);
    // Beyond the first sentence shown on the card.
    expect(find('merge')).toEqual(['cluster']);
  });

  it('searches what the cards show until the search text has loaded', () => {
    const find = (search: string) =>
      filterExamples(data.examples, {topic: '', search, version: ''}, label, null).map(
        (e) => e.slug,
      );
    expect(find('MARKER')).toEqual(['add-a-marker']);
    expect(find('cafe')).toEqual(['flyto']);
    expect(find('レイヤー group')).toEqual(['cluster']);
    expect(find('merge')).toEqual([]);
    expect(find('addLayer')).toEqual([]);
  });

  it('folds width and accents', () => {
    expect(foldText('Ｍａｐ Café')).toBe('map cafe');
  });
});

describe('the example model', () => {
  const loaded = {
    slug: 'a-map',
    meta: {
      ...VALID,
      thumbnail: 'gif' as const,
      topics: ['Layers', 'Styles'],
      description: {
        en: 'Shows a [`Map`](/api/map/#map) with `zoom` 3. Then more.\n\nA second paragraph.',
        ja: '[`Map`](/api/map/#map) を表示します。続きです。',
      },
    },
    html: '<!DOCTYPE html>',
    translatedHtml: {ja: '<!DOCTYPE html><!-- ja -->'},
  };

  it('builds each locale once: plain text, summary, topics, thumbnail and demo paths', () => {
    const [english] = exampleRecordsFor(
      [loaded],
      {Layers: 'レイヤー', Styles: 'スタイル'},
      'en',
      'mapbox',
      '/mapbox-gl-js/',
    );
    expect(english).toMatchObject({
      title: 'A map',
      text: 'Shows a Map with zoom 3. Then more. A second paragraph.',
      summary: 'Shows a Map with zoom 3.',
      topics: [
        {id: 'Layers', label: 'Layers'},
        {id: 'Styles', label: 'Styles'},
      ],
      // Shared by the locales: from the site's root, with no locale in it.
      thumbnail: '/mapbox-gl-js/img/examples/a-map.gif',
      demoPath: '/mapbox-gl-js/example-runtime/demo/a-map.html',
      liveReason: null,
    });
    const [japanese] = exampleRecordsFor(
      [loaded],
      {Layers: 'レイヤー', Styles: 'スタイル'},
      'ja',
      'mapbox',
      '/mapbox-gl-js/',
    );
    // Each locale's page shows, and runs, its own document.
    expect(japanese?.demoPath).toBe('/mapbox-gl-js/example-runtime/demo/a-map.ja.html');
    expect(english?.code).toBe('<!DOCTYPE html>');
    expect(japanese?.code).toBe('<!DOCTYPE html><!-- ja -->');
    expect(japanese?.summary).toBe('Map を表示します。');
    expect(japanese?.topics.map((topic) => topic.label)).toEqual(['レイヤー', 'スタイル']);
  });

  it('lists the API names the code uses and links each example to its neighbours and relatives', () => {
    const example = (slug: string, topics: string[], code: string) => ({
      ...loaded,
      slug,
      meta: {...loaded.meta, topics},
      html: code,
    });
    const records = exampleRecordsFor(
      [
        example(
          'a-fly',
          ['Camera'],
          'map.flyTo({center}); new mapboxgl.Popup(); mapboxgl.accessToken',
        ),
        example('b-jump', ['Camera'], 'map.jumpTo({center});'),
        example('c-layer', ['Layers', 'Camera'], 'map.addLayer(x); map.flyTo(y);'),
        example('d-other', ['Styles'], 'map.setStyle(s);'),
      ],
      {Camera: 'カメラ', Layers: 'レイヤー', Styles: 'スタイル'},
      'en',
      'mapbox',
      '/mapbox-gl-js/',
    );
    const [fly, jump, layer, other] = records;
    expect(fly?.apis).toEqual(['Popup', 'flyTo']);
    // Neighbours in the main topic, in the gallery's order.
    expect(fly?.previous).toBeNull();
    expect(fly?.next).toEqual({slug: 'b-jump', title: 'A map'});
    expect(jump?.previous?.slug).toBe('a-fly');
    expect(layer?.previous).toBeNull();
    // Related: shared topics count double, then shared API names; nothing in common, no link.
    expect(fly?.related.map((item) => item.slug)).toEqual(['c-layer', 'b-jump']);
    expect(other?.related).toEqual([]);
  });

  it('refuses an example whose <title> is not its English title, or a comment without its Japanese', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'examples-'));
    await writeFile(join(dir, 'topics.json'), JSON.stringify({Layers: 'レイヤー'}));
    await mkdir(join(dir, 'a-map'));
    // simple-map's code, with the Japanese of its comments.
    const {codeText} = JSON.parse(
      readFileSync(join(ROOT, 'example/simple-map/meta.json'), 'utf8'),
    ) as {codeText: {en: string; ja: string}[]};
    await writeFile(join(dir, 'a-map', 'meta.json'), JSON.stringify({...VALID, codeText}));
    const page = readFileSync(join(ROOT, 'example/simple-map/index.html'), 'utf8');
    await writeFile(join(dir, 'a-map', 'index.html'), page);
    const tokens = {productId: 'mapbox', productName: 'Mapbox', libraryVersion: '3.0.0'};
    await expect(readExamples(dir, tokens)).rejects.toThrow(
      /<title> must be the English title "A map" \(found "Display a map on a webpage"\)/,
    );
    await writeFile(
      join(dir, 'a-map', 'index.html'),
      page.replace(/<title>[^<]*<\/title>/, '<title>A map</title>'),
    );
    const [example] = await readExamples(dir, tokens);
    expect(example?.translatedHtml.ja).toContain('<html lang="ja">');
    expect(example?.translatedHtml.ja).toContain(codeText[0]!.ja.split('\n')[0]);

    // A comment edited in English alone: the build names the example and the comment.
    await writeFile(
      join(dir, 'a-map', 'index.html'),
      page
        .replace(/<title>[^<]*<\/title>/, '<title>A map</title>')
        .replace(`// ${codeText[0]!.en}`, '// Edited in English only.'),
    );
    await expect(readExamples(dir, tokens)).rejects.toThrow(
      /example\/a-map\/meta\.json: codeText has no Japanese for "Edited in English only\."; codeText has ".+", no longer in index\.html/,
    );
    // On the dev server the edit shows at once, in English on the Japanese page too, with a warning.
    vi.stubEnv('NODE_ENV', 'development');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const [edited] = await readExamples(dir, tokens);
      expect(edited?.translatedHtml.ja).toContain('// Edited in English only.');
      expect(edited?.translatedHtml.ja).toContain('<html lang="ja">');
      expect(warn.mock.calls.join('\n')).toContain(
        'codeText has no Japanese for "Edited in English only."',
      );
    } finally {
      vi.unstubAllEnvs();
      warn.mockRestore();
    }
  });
});
