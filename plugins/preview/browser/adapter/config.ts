/**
 * What the adapter is told when the runtime is generated (PreviewConfig,
 * which plugins/preview/index.ts writes in through esbuild's `define`), and
 * where the runtime folder is from the frame the adapter runs in.
 */
import {BRIDGE_META} from '../runtimeBridge';

/** An offline tileset, as platform/tiles describes it. */
export interface TilesetConfig {
  /** Tile URL template relative to the runtime folder, e.g. `tiles/vector/{z}/{x}/{y}.pbf`. */
  readonly tiles: string;
  readonly minzoom: number;
  readonly maxzoom: number;
  readonly tileSize?: number;
  readonly encoding?: string;
  /** The product tileset ids it answers for. */
  readonly ids: readonly string[];
  readonly attribution: string;
  readonly vectorLayers?: readonly {readonly id: string}[];
  readonly bounds?: readonly number[];
}

/** The offline tilesets by kind; `city` holds the buildings and roads of one city. */
export interface TilesetsConfig {
  readonly vector: TilesetConfig;
  readonly satellite: TilesetConfig;
  readonly dem: TilesetConfig;
  readonly city: TilesetConfig;
}

export type TilesetKind = keyof TilesetsConfig;

/** Paint values by layer id, then by paint property. */
export type LightPreset = Readonly<Record<string, Readonly<Record<string, string>>>>;

export interface PreviewConfig {
  /** The product's name in URLs and globals: `{productId}://`, `{productId}gl`. */
  readonly productId: string;
  /** Where the product docs keep example assets; the runtime's `assets/` holds them. */
  readonly assetsUrl: string;
  /** Product style ids (`streets-v12`) to the offline styles' names (`streets`). */
  readonly styleAliases: Readonly<Record<string, string>>;
  readonly tilesets: TilesetsConfig;
  /** The source id the offline city tiles get in a style. */
  readonly citySource: string;
  /** The sprite's URL without extension, relative to the runtime folder. */
  readonly sprite: string;
  /** Per product style slot, the offline layers a slotted layer goes before (the first present). */
  readonly slots?: Readonly<Record<string, readonly string[]>>;
  /** Standard's light presets, as paint changes of the offline standard style. */
  readonly lightPresets?: Readonly<Record<string, LightPreset>>;
  /** Standard's label switches (`showPlaceLabels`…): the layers each one shows or hides. */
  readonly labelSwitches?: Readonly<Record<string, readonly string[]>>;
  /** Standard's featuresets (`buildings`, `poi`…): the offline layers each one stands for. */
  readonly featuresets?: Readonly<Record<string, readonly string[]>>;
}

/** Where the runtime is, seen from the demo frame. */
export interface RuntimeLocation {
  /** The runtime folder's URL, ending in `/`. */
  readonly runtimeBase: string;
  /**
   * The site's origin, where the runtime is: not location's, which is
   * `null` in a document the example editor runs (about:srcdoc).
   */
  readonly runtimeOrigin: string;
  /** In the runner's demo frame: runtime files are asked of the runner (bridge.ts). */
  readonly bridged: boolean;
}

/**
 * Finds the runtime. In an example page's runner (browser/runner.ts) this
 * script is a `blob:` URL made by the runner's loader, and the runner's
 * meta says where the runtime is; standalone, the script's own URL does.
 * Called while the script runs, so `document.currentScript` is this script.
 */
export function locateRuntime(): RuntimeLocation {
  const script = document.currentScript as HTMLScriptElement;
  const bridgeMeta = document.querySelector<HTMLMetaElement>(`meta[name="${BRIDGE_META}"]`);
  const bridged = Boolean(bridgeMeta) && window.parent !== window;
  const runtimeBase =
    bridged && bridgeMeta ? new URL(bridgeMeta.content).href : new URL('.', script.src).href;
  return {runtimeBase, runtimeOrigin: new URL(runtimeBase).origin, bridged};
}
