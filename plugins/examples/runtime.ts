/**
 * Reading the example folders and writing the offline preview runtime:
 * shared by the examples plugin and the thumbnail/check script.
 */
import {createHash} from 'node:crypto';
import {copyFile, mkdir, readFile, readdir, rm, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import {join, resolve} from 'node:path';

import {
  replaceProductTokens,
  replaceTokensDeep,
  type ProductTokenValues,
} from '../../src/config/productTokens';
import {baseUrlFor, type SiteSettings} from '../../src/config/settings';
import {filesStamp, processCache, writeIfChanged} from '../../src/lib/incrementalFiles';
import {demoDocument} from './demoDocument';
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
import {validateDocument, validateMeta, type ExampleMeta} from './schema';

const require = createRequire(__filename);

// A type alias, not an interface: Docusaurus wants plugin options indexable.
export type ExamplesPluginOptions = {
  readonly tokens: ProductTokenValues;
  /** Where the product docs keep example assets (images, data), mapped to local files. */
  readonly assetsUrl: string;
  /** The site's base URL without a locale, where the files every locale shares are served. */
  readonly siteBaseUrl: string;
};

/** The plugin's options for a site's settings (docusaurus.config.ts and scripts). */
export function examplesOptionsFor(settings: SiteSettings): ExamplesPluginOptions {
  return {
    tokens: {
      productId: settings.productId,
      productName: settings.productName,
      libraryVersion: settings.libraryVersion,
    },
    assetsUrl: `${settings.hosts.production.docs}/${settings.productId}-gl-js/assets/`,
    siteBaseUrl: baseUrlFor(settings),
  };
}

export interface LoadedExample {
  readonly slug: string;
  readonly meta: ExampleMeta;
  readonly html: string;
}

/** Folder under the generated static directory that holds the runtime. */
export const RUNTIME_DIR = 'example-runtime';
/** In the runtime folder, beside `demo/`: the document every example page frames (published demos and edits). */
export const RUNNER_FILE = 'run.html';
/** The runner's script, beside it. */
export const RUNNER_SCRIPT = 'runner.js';

/** Topic ids (in the gallery's order) and their Japanese names, from `example/topics.json`. */
export async function readTopicLabels(exampleDir: string): Promise<Record<string, string>> {
  return JSON.parse(await readFile(join(exampleDir, 'topics.json'), 'utf8')) as Record<
    string,
    string
  >;
}

/** Each example as last read, with the sizes and times of its files then. */
const readBefore = processCache<{stamp: string; example: LoadedExample}>('examples-read');

/** An example folder's files and the tokens put in them: they change when the example does. */
function exampleStamp(folder: string, tokens: ProductTokenValues): string {
  const files = filesStamp([join(folder, 'meta.json'), join(folder, 'index.html')]);
  return `${files}\n${JSON.stringify(tokens)}`;
}

/**
 * Every example of `exampleDir`, validated. An example whose files have not
 * changed since the last read is not read again (the dev server reads them
 * all after each edit).
 */
export async function readExamples(
  exampleDir: string,
  tokens: ProductTokenValues,
): Promise<LoadedExample[]> {
  const topics = Object.keys(await readTopicLabels(exampleDir));
  const entries = await readdir(exampleDir, {withFileTypes: true});
  const slugs = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return Promise.all(
    slugs.map(async (slug) => {
      const folder = join(exampleDir, slug);
      const stamp = `${topics.join(',')}\n${exampleStamp(folder, tokens)}`;
      const before = readBefore.get(folder);
      if (before?.stamp === stamp) {
        return before.example;
      }
      let rawMeta: unknown;
      try {
        // Titles and prose may name the product (`%PRODUCT% GL JS`): replaced
        // here once, like the document, so every reader gets final text.
        rawMeta = replaceTokensDeep(
          JSON.parse(await readFile(join(folder, 'meta.json'), 'utf8')) as unknown,
          tokens,
        );
      } catch (error) {
        throw new Error(`example/${slug}/meta.json cannot be read: ${(error as Error).message}`);
      }
      const meta = validateMeta(slug, rawMeta, topics);
      const html = replaceProductTokens(await readFile(join(folder, 'index.html'), 'utf8'), tokens);
      validateDocument(slug, html, tokens.productId, {map: meta.map});
      const documentTitle = /<title>([^<]*)<\/title>/i.exec(html)?.[1]?.trim();
      if (documentTitle !== meta.title.en) {
        throw new Error(
          `example/${slug}/index.html: its <title> must be the English title "${meta.title.en}" (found "${documentTitle ?? ''}")`,
        );
      }
      const example = {slug, meta, html};
      readBefore.set(folder, {stamp, example});
      return example;
    }),
  );
}

/**
 * Where generated tiles are kept between builds: both locales of a build,
 * and later builds, copy them instead of cutting them again.
 */
const TILE_CACHE = join(__dirname, '..', '..', 'node_modules', '.cache', 'preview-tiles');

/** The files the platform part of the runtime is made from (not the examples). */
const PLATFORM_SOURCES = [
  'runtime',
  'platform',
  'assets',
  'styles.ts',
  'runtime.ts',
  require.resolve('maplibre-gl/package.json'),
];
/** In the runtime folder: what the platform there was written from. */
export const PLATFORM_STAMP = 'platform-stamp.txt';

/** A digest of the platform's sources (names, sizes, modification times) and the options. */
export async function platformStamp(options: ExamplesPluginOptions): Promise<string> {
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
  examples: readonly LoadedExample[],
  options: ExamplesPluginOptions,
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
export async function writePlatform(outDir: string, options: ExamplesPluginOptions): Promise<void> {
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
  const config = {
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
  const adapter = (await readFile(join(__dirname, 'runtime', 'adapter.js'), 'utf8')).replace(
    '/*__CONFIG__*/ {}',
    JSON.stringify(config),
  );
  await writeFile(join(outDir, 'adapter.js'), adapter);
  // The document every demo runs in (see its comment), and its script.
  for (const name of [RUNNER_FILE, RUNNER_SCRIPT]) {
    await copyFile(join(__dirname, 'runtime', name), join(outDir, name));
  }
  for (const [name, style] of Object.entries(buildStyles(productId))) {
    await writeFile(join(outDir, 'styles', name), JSON.stringify(style));
  }
  const assetsDir = join(__dirname, 'assets');
  const assets = await readdir(assetsDir).catch(() => [] as string[]);
  for (const name of assets) {
    await copyFile(join(assetsDir, name), join(outDir, 'assets', name));
  }
}

/** Which example (as `readExamples` returned it) each demo document file was last written from. */
const demoWrittenFrom = new Map<string, LoadedExample>();

/**
 * Writes each example's demo document where it differs from the one in
 * `outDir/demo` (an edit rewrites that example's alone), and removes those
 * of examples that are gone.
 */
export async function writeDemoDocuments(
  outDir: string,
  examples: readonly LoadedExample[],
  options: ExamplesPluginOptions,
): Promise<void> {
  const demoDir = join(outDir, 'demo');
  await mkdir(demoDir, {recursive: true});
  const wanted = new Set<string>();
  for (const example of examples) {
    const file = `${example.slug}.html`;
    wanted.add(file);
    if (demoWrittenFrom.get(join(demoDir, file)) === example) {
      continue;
    }
    const document = demoDocument(example.html, {
      productId: options.tokens.productId,
      assetsUrl: options.assetsUrl,
      withoutMap: example.meta.map === false,
    });
    await writeIfChanged(join(demoDir, file), document);
    demoWrittenFrom.set(join(demoDir, file), example);
  }
  for (const file of await readdir(demoDir)) {
    if (!wanted.has(file)) {
      await rm(join(demoDir, file), {force: true});
    }
  }
}
