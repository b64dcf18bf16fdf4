import {mkdtemp, readdir, readFile, rm, stat} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {
  LIBRARY_TABLE,
  libraryUrlPattern,
  packageFile,
  rewriteLibraryTags,
  withMaplibreSelectors,
  writeLibraries,
} from '../../plugins/preview/platform/libraries';

const PRODUCT = 'mapbox';
const SHIMS = join(__dirname, '..', '..', 'plugins', 'preview', 'platform', 'libraries', 'browser');

/** One real-looking CDN URL for every pattern of the table. */
function sampleUrl(pattern: string): string {
  return `https://${pattern
    .replaceAll('{product}', PRODUCT)
    .replaceAll('{v}', '2.3.0')
    .replaceAll('{@v}', '@2.3.0')
    .replaceAll('{min}', '.min')}`;
}

function documentWith(tags: string): string {
  return `<!DOCTYPE html><html><head>
    <link href="../maplibre-gl.css" rel="stylesheet" />
    <script src="../maplibre-gl.js"></script>
    <script src="../adapter.js"></script>
    ${tags}
  </head><body></body></html>`;
}

describe('rewriteLibraryTags', () => {
  for (const entry of LIBRARY_TABLE) {
    for (const pattern of entry.urls) {
      it(`serves ${pattern} from lib/${entry.file}`, () => {
        const url = sampleUrl(pattern);
        const tag = entry.file.endsWith('.css')
          ? `<link href="${url}" rel="stylesheet" />`
          : `<script src="${url}"></script>`;
        const html = rewriteLibraryTags(documentWith(tag), PRODUCT);
        expect(html).toContain(`"../lib/${entry.file}"`);
        expect(html).not.toContain(url);
      });
    }
  }

  it('matches versions, no version, http and protocol-relative URLs', () => {
    const samples = [
      'https://npmcdn.com/@turf/turf/turf.min.js',
      'https://d3js.org/d3.v7.min.js',
      'http://d3js.org/d3.v4.js',
      '//unpkg.com/three@0.126.0/build/three.min.js',
      'https://cdn.jsdelivr.net/npm/d3@7',
      'https://unpkg.com/suncalc@1.9.0/suncalc.js?module',
    ];
    for (const url of samples) {
      expect(rewriteLibraryTags(documentWith(`<script src="${url}"></script>`), PRODUCT)).toContain(
        '../lib/',
      );
    }
  });

  it('leaves unknown scripts, other products and module files alone', () => {
    const unknown = [
      'https://example.com/other.js',
      'https://api.other.com/other-gl-js/plugins/other-gl-draw/v1.4.3/other-gl-draw.js',
      'https://unpkg.com/three@0.160.0/build/three.module.js',
    ];
    for (const url of unknown) {
      const html = rewriteLibraryTags(documentWith(`<script src="${url}"></script>`), PRODUCT);
      expect(html).toContain(`<script src="${url}"></script>`);
    }
  });

  it('drops integrity, keeps other attributes, loads services.js once after the adapter', () => {
    const html = rewriteLibraryTags(
      documentWith(
        '<script src="https://unpkg.com/@turf/turf@6/turf.min.js" integrity="sha384-abc" crossorigin="anonymous"></script>',
      ),
      PRODUCT,
    );
    expect(html).toContain('<script src="../lib/turf.min.js" crossorigin="anonymous"></script>');
    expect(html).toContain(
      '<script src="../adapter.js"></script> <script src="../services.js"></script>',
    );
    expect(rewriteLibraryTags(html, PRODUCT).match(/services\.js/g)).toHaveLength(1);
  });

  it('reads product ids into the plugin URLs', () => {
    const pattern = libraryUrlPattern(LIBRARY_TABLE[0]!.urls[0]!, 'acme');
    expect(
      pattern.test(
        'https://api.acme.com/acme-gl-js/plugins/acme-gl-geocoder/v5.0.0/acme-gl-geocoder.min.js',
      ),
    ).toBe(true);
  });
});

describe('withMaplibreSelectors', () => {
  it('copies rules on the map classes to maplibre classes, inside media queries too', () => {
    const css = `.mapboxgl-ctrl-geocoder { width: 1px; }
.mapboxgl-map.mouse-add .mapboxgl-canvas-container.mapboxgl-interactive { cursor: crosshair; }
@media screen and (min-width: 640px) { .mapboxgl-ctrl-bottom-left > .mapboxgl-ctrl-geocoder { top: 0; } }`;
    const result = withMaplibreSelectors(css);
    expect(result).toContain(
      '.maplibregl-map.mouse-add .maplibregl-canvas-container.maplibregl-interactive { cursor: crosshair; }',
    );
    expect(result).toContain('.maplibregl-ctrl-bottom-left > .mapboxgl-ctrl-geocoder');
    expect(result).not.toContain('.maplibregl-ctrl-geocoder');
  });
});

interface GeocodingFeature {
  id: string;
  text: string;
  place_name: string;
  place_type: string[];
  center: [number, number];
  bbox?: number[];
  context?: {id: string; text: string; short_code: string}[];
  properties: Record<string, unknown>;
}
interface GeocodingResponse {
  features: GeocodingFeature[];
  attribution: string;
  query: unknown;
}
interface Services {
  answer(url: string): Promise<Response> | null;
}

describe('writeLibraries and the offline Geocoding API', () => {
  let outDir = '';
  let services: Services;

  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'preview-libraries-'));
    await writeLibraries(outDir, {productId: PRODUCT});
    const script = await readFile(join(outDir, 'services.js'), 'utf8');
    const frame: Record<string, unknown> = {
      __offlinePreview: {runtimeBase: 'http://localhost/runtime/', productId: PRODUCT},
      location: {href: 'http://localhost/runtime/demo/page.html', origin: 'http://localhost'},
      fetch: async (url: string) => {
        expect(url).toBe('http://localhost/runtime/data/gazetteer.json');
        return new Response(await readFile(join(outDir, 'data', 'gazetteer.json')));
      },
    };
    new Function('window', script)(frame);
    services = frame.__offlineServices as Services;
  }, 60_000);

  afterAll(async () => {
    await rm(outDir, {recursive: true, force: true});
  });

  it('writes every file the table points to, and services.js and the gazetteer', async () => {
    for (const entry of LIBRARY_TABLE) {
      expect((await stat(join(outDir, 'lib', entry.file))).size).toBeGreaterThan(200);
    }
    expect((await stat(join(outDir, 'services.js'))).size).toBeGreaterThan(1000);
    const gazetteer = await stat(join(outDir, 'data', 'gazetteer.json'));
    expect(gazetteer.size).toBeLessThan(1.5 * 1024 * 1024);
  });

  it('writes each package between its bundled shims, with the product id defined in', async () => {
    const shims = new Set<string>();
    for (const entry of LIBRARY_TABLE) {
      const source = entry.source;
      if (!('module' in source) && !('own' in source && source.own.endsWith('.ts'))) continue;
      const text = await readFile(join(outDir, 'lib', entry.file), 'utf8');
      // esbuild names each bundled module in a comment: the shim is in the file.
      const shimAt = (name: string) => {
        shims.add(name);
        return text.indexOf(`browser/${name}\n`);
      };
      if ('own' in source) {
        expect(shimAt(source.own), entry.file).toBeGreaterThan(0);
      } else {
        const dist = (await readFile(packageFile(source.module), 'utf8')).replace(
          /^\/\/# sourceMappingURL=.*$/gm,
          '',
        );
        const distAt = text.indexOf(dist);
        expect(distAt, entry.file).toBeGreaterThanOrEqual(0);
        // A 'use strict' first in the file would make the package's code strict too.
        expect(text, entry.file).not.toMatch(/^\s*["']use strict["']/);
        if (source.before) {
          const beforeAt = shimAt(source.before);
          expect(beforeAt, entry.file).toBeGreaterThan(0);
          expect(beforeAt, entry.file).toBeLessThan(distAt);
        }
        if (source.after) {
          expect(shimAt(source.after), entry.file).toBeGreaterThan(distAt + dist.length);
        }
      }
      expect(text, entry.file).not.toMatch(/__PRODUCT_ID__|\bPRODUCT_ID\b/);
    }
    const shimFiles = (await readdir(SHIMS)).filter(
      (name) => name.endsWith('.ts') && name !== 'pluginGlobals.ts',
    );
    expect([...shims].sort()).toEqual(shimFiles.sort());
    const geocoder = await readFile(join(outDir, 'lib', 'gl-geocoder.js'), 'utf8');
    const geocoderShim = geocoder.slice(geocoder.lastIndexOf('browser/geocoder-shim.ts'));
    expect(geocoderShim).toContain('"https://api.mapbox.com"');
    expect(geocoderShim).toContain('["mapboxgl"]');
  });

  async function geocode(path: string): Promise<GeocodingResponse> {
    const response = services.answer(`https://api.mapbox.com${path}`);
    expect(response).not.toBeNull();
    return (await response!).json() as Promise<GeocodingResponse>;
  }

  it('answers only the Geocoding API', () => {
    expect(services.answer('https://api.mapbox.com/directions/v5/mapbox/driving/1,2;3,4')).toBe(
      null,
    );
    expect(services.answer('https://example.com/geocoding/v5/mapbox.places/x.json')).toBe(null);
  });

  it('finds Tokyo in Japan', async () => {
    const body = await geocode('/geocoding/v5/mapbox.places/Tokyo.json?access_token=x');
    const first = body.features[0]!;
    expect(first.text).toBe('Tokyo');
    expect(first.place_name).toBe('Tokyo, Japan');
    expect(first.place_type).toEqual(['place']);
    expect(first.context?.[0]?.short_code).toBe('jp');
    expect(first.center[0]).toBeCloseTo(139.69, 1);
    expect(first.center[1]).toBeCloseTo(35.69, 1);
    expect(body.attribution).toContain('GeoNames');
  });

  it('completes prefixes and ignores accents', async () => {
    const prefix = await geocode('/geocoding/v5/mapbox.places/tok.json');
    expect(prefix.features.map((feature) => feature.text)).toContain('Tokyo');
    const accents = await geocode('/geocoding/v5/mapbox.places/sao%20paulo.json?types=place');
    expect(accents.features[0]?.text).toBe('São Paulo');
    const exact = await geocode('/geocoding/v5/mapbox.places/tok.json?autocomplete=false');
    expect(exact.features.map((feature) => feature.text)).not.toContain('Tokyo');
  });

  it('reverse geocodes a point near Paris to Paris, France', async () => {
    const body = await geocode('/geocoding/v5/mapbox.places/2.35,48.86.json');
    expect(body.features[0]?.text).toBe('Paris');
    expect(body.features[0]?.place_name).toBe('Paris, France');
    expect(body.features[1]?.place_type).toEqual(['country']);
    const v6 = await geocode('/search/geocode/v6/reverse?longitude=2.35&latitude=48.86');
    expect((v6.features[0]?.properties as {name: string}).name).toBe('Paris');
  });

  it('names countries in the requested language', async () => {
    const body = await geocode('/geocoding/v5/mapbox.places/Japan.json?language=ja&types=country');
    expect(body.features[0]?.text).toBe('日本');
    expect(body.features[0]?.bbox).toHaveLength(4);
    const native = await geocode('/geocoding/v5/mapbox.places/%E6%97%A5%E6%9C%AC.json');
    expect(native.features[0]?.text).toBe('Japan');
  });

  it('filters by bbox and country, and honours limit', async () => {
    const europe = await geocode(
      '/geocoding/v5/mapbox.places/Paris.json?types=place&bbox=-10,35,30,60&limit=10',
    );
    expect(europe.features.length).toBeGreaterThan(0);
    for (const feature of europe.features) {
      expect(feature.center[0]).toBeGreaterThanOrEqual(-10);
      expect(feature.center[0]).toBeLessThanOrEqual(30);
    }
    const america = await geocode('/geocoding/v5/mapbox.places/san.json?country=us&limit=3');
    expect(america.features).toHaveLength(3);
    for (const feature of america.features) {
      expect(feature.context?.[0]?.short_code).toBe('us');
    }
    const one = await geocode('/geocoding/v5/mapbox.places/san.json?limit=1');
    expect(one.features).toHaveLength(1);
  });

  it('prefers places near the proximity point', async () => {
    const body = await geocode(
      '/search/geocode/v6/forward?q=Springfield&proximity=-89.6,39.8&types=place',
    );
    const first = body.features[0]!.properties as {
      coordinates: {longitude: number; latitude: number};
    };
    expect(first.coordinates.longitude).toBeCloseTo(-89.6, 0);
  });
});
