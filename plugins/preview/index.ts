/**
 * The offline preview platform: what every example's demo runs on, with no
 * network and no token. `writeRuntime` writes it into a folder the site
 * serves once for both locales (`{base URL}example-runtime/`): maplibre-gl
 * and the adapter that gives it the product's namespace (browser/adapter),
 * the runner that frames each demo (browser/runner.ts, runtime/run.html),
 * offline styles (styles/), tiles, sprite,
 * glyphs and data made from npm packages (platform/tiles), the libraries
 * examples load with their local services (platform/libraries), the
 * examples' assets (assets/), and each example's demo document
 * (demoDocument.ts). The examples plugin gives it the examples it read.
 */
import {createHash} from 'node:crypto';
import {copyFile, mkdir, readFile, readdir, rm, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import {join, resolve} from 'node:path';

import type {ProductTokenValues} from '../../src/config/productTokens';
import {filesStamp, writeIfChanged} from '../../src/lib/incrementalFiles';
import {bundleBrowserScript} from '../browserScript';
import type {PreviewConfig} from './browser/adapter/config';
import {demoDocument} from './demoDocument';
import {demoFileName} from './demoFiles';
import {writeLibraries} from './platform/libraries';
import {writeOfflineTiles} from './platform/tiles';
import {
  CITY_SOURCE,
  LABEL_SWITCHES,
  LIGHT_PRESETS,
  STANDARD_FEATURESETS,
  STYLE_ALIASES,
  STYLE_SLOTS,
  buildStyles,
} from './styles';

const require = createRequire(__filename);

/** What the platform is made for: the product's names and where its docs keep example assets. */
export interface PreviewOptions {
  readonly tokens: ProductTokenValues;
  /** Where the product docs keep example assets (images, data), mapped to local files. */
  readonly assetsUrl: string;
}

/** An example as the platform needs it: its document (and its translations), and whether it draws a map. */
export interface PreviewExample {
  readonly slug: string;
  readonly html: string;
  /** The document as each translated locale's page shows it, by locale. */
  readonly translatedHtml?: Readonly<Record<string, string>>;
  readonly meta: {readonly map?: boolean};
}

/** Folder under the generated static directory that holds the runtime. */
export const RUNTIME_DIR = 'example-runtime';
/** In the runtime folder, beside `demo/`: the document every example page frames (published demos and edits). */
export const RUNNER_FILE = 'run.html';
/** The runner's script, beside it. */
export const RUNNER_SCRIPT = 'runner.js';

/**
 * Where generated tiles are kept between builds: both locales of a build,
 * and later builds, copy them instead of cutting them again.
 */
const TILE_CACHE = join(__dirname, '..', '..', 'node_modules', '.cache', 'preview-tiles');

/** The files the platform part of the runtime is made from (not the examples). */
const PLATFORM_SOURCES = [
  'runtime',
  'browser',
  'platform',
  'assets',
  'styles',
  'cities.ts',
  'geography.ts',
  'demoDocument.ts',
  'index.ts',
  require.resolve('maplibre-gl/package.json'),
];
/** In the runtime folder: what the platform there was written from. */
export const PLATFORM_STAMP = 'platform-stamp.txt';

/** A digest of the platform's sources (names, sizes, modification times) and the options. */
export async function platformStamp(options: PreviewOptions): Promise<string> {
  // Only the options the platform is made from (Docusaurus adds others, such as the plugin id).
  const hash = createHash('sha256').update(
    JSON.stringify({tokens: options.tokens, assetsUrl: options.assetsUrl}),
  );
  hash.update(filesStamp(PLATFORM_SOURCES.map((source) => resolve(__dirname, source))));
  return hash.digest('hex');
}

/**
 * Writes the runtime: the platform (`writePlatform`) unless the one in
 * `outDir` was written from the same sources and options, then the demo
 * documents (`writeDemoDocuments`). Both locales of a build, and a writer's
 * edit to an example on the dev server, leave the platform's files
 * alone.
 */
export async function writeRuntime(
  outDir: string,
  examples: readonly PreviewExample[],
  options: PreviewOptions,
): Promise<void> {
  const stamp = await platformStamp(options);
  const written = await readFile(join(outDir, PLATFORM_STAMP), 'utf8').catch(() => null);
  if (written !== stamp) {
    await writePlatform(outDir, options);
    await writeFile(join(outDir, PLATFORM_STAMP), stamp);
  }
  await writeDemoDocuments(outDir, examples, options);
}

/** Writes maplibre, the adapter, styles, tiles, libraries and assets, replacing the folder. */
export async function writePlatform(outDir: string, options: PreviewOptions): Promise<void> {
  const {productId} = options.tokens;
  const maplibreDist = join(require.resolve('maplibre-gl/package.json'), '..', 'dist');
  await rm(outDir, {recursive: true, force: true});
  demoWrittenFrom.clear();
  for (const dir of ['styles', 'data', 'assets', 'demo', 'tiles']) {
    await mkdir(join(outDir, dir), {recursive: true});
  }
  await copyFile(join(maplibreDist, 'maplibre-gl.js'), join(outDir, 'maplibre-gl.js'));
  await copyFile(join(maplibreDist, 'maplibre-gl.css'), join(outDir, 'maplibre-gl.css'));
  const tiles = await writeOfflineTiles(outDir, {productId, cacheDir: TILE_CACHE});
  // A tileset the preview does not have answers with this empty tile, so the map still loads.
  await writeFile(join(outDir, 'tiles', 'empty.pbf'), new Uint8Array(0));
  await writeLibraries(outDir, {productId});
  const config: PreviewConfig = {
    productId,
    assetsUrl: options.assetsUrl,
    styleAliases: STYLE_ALIASES,
    tilesets: {
      vector: tiles.vector,
      satellite: tiles.satellite,
      dem: tiles.dem,
      city: tiles.city,
    },
    citySource: CITY_SOURCE,
    sprite: tiles.sprite,
    slots: STYLE_SLOTS,
    lightPresets: LIGHT_PRESETS,
    labelSwitches: LABEL_SWITCHES,
    featuresets: STANDARD_FEATURESETS,
  };
  // A classic script (it runs before the example's code, which uses its
  // namespace), not minified: a reader's devtools show it as written.
  await writeFile(
    join(outDir, 'adapter.js'),
    await bundleBrowserScript(join(__dirname, 'browser', 'adapter', 'index.ts'), {
      format: 'iife',
      minify: false,
      define: {__PREVIEW_CONFIG__: JSON.stringify(config)},
    }),
  );
  // The document every demo runs in (see its comment), and its script.
  await copyFile(join(__dirname, 'runtime', RUNNER_FILE), join(outDir, RUNNER_FILE));
  // Not minified: a reader's devtools show the runner as written.
  await writeFile(
    join(outDir, RUNNER_SCRIPT),
    await bundleBrowserScript(join(__dirname, 'browser', 'runner.ts'), {
      format: 'esm',
      minify: false,
    }),
  );
  for (const [name, style] of Object.entries(buildStyles(productId))) {
    await writeFile(join(outDir, 'styles', name), JSON.stringify(style));
  }
  const assetsDir = join(__dirname, 'assets');
  const assets = await readdir(assetsDir).catch(() => [] as string[]);
  for (const name of assets) {
    await copyFile(join(assetsDir, name), join(outDir, 'assets', name));
  }
}

/** Which example (as the examples plugin gave it) each demo document file was last written from. */
const demoWrittenFrom = new Map<string, PreviewExample>();

/**
 * Writes each example's demo document where it differs from the one in
 * `outDir/demo` (an edit rewrites that example's alone), and removes those
 * of examples that are gone.
 */
export async function writeDemoDocuments(
  outDir: string,
  examples: readonly PreviewExample[],
  options: PreviewOptions,
): Promise<void> {
  const demoDir = join(outDir, 'demo');
  await mkdir(demoDir, {recursive: true});
  const wanted = new Set<string>();
  for (const example of examples) {
    const documents = Object.entries({en: example.html, ...example.translatedHtml});
    for (const [locale, html] of documents) {
      const file = demoFileName(example.slug, locale);
      wanted.add(file);
      if (demoWrittenFrom.get(join(demoDir, file)) === example) {
        continue;
      }
      const document = demoDocument(html, {
        productId: options.tokens.productId,
        assetsUrl: options.assetsUrl,
        withoutMap: example.meta.map === false,
      });
      await writeIfChanged(join(demoDir, file), document);
      demoWrittenFrom.set(join(demoDir, file), example);
    }
  }
  for (const file of await readdir(demoDir)) {
    if (!wanted.has(file)) {
      await rm(join(demoDir, file), {force: true});
    }
  }
}
