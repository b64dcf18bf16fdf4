/**
 * Where each URL an example asks for is answered in the preview: product
 * style ids become the offline styles in the runtime's `styles/`, product
 * tileset ids the offline tiles, the product docs' asset URLs the files in
 * `assets/`, some third-party tile services the offline tiles that hold
 * their data; the runtime's own files and `data:`/`blob:` URLs stay as they
 * are. Anything else would leave the machine and has no route.
 */
import type {PreviewConfig, RuntimeLocation, TilesetConfig} from './config';
import {THIRD_PARTY_TILES} from './thirdPartyTiles';
import {styleFileName, type LabelLanguage} from '../../styles/styleFiles';

/** TileJSON, as maplibre reads it for a `{product}://` tileset URL. */
export interface TileJson {
  readonly tilejson: string;
  readonly tiles: readonly string[];
  readonly minzoom: number;
  readonly maxzoom: number;
  readonly attribution?: string;
  readonly tileSize?: number;
  readonly encoding?: string;
  readonly bounds?: readonly number[];
  readonly vector_layers?: readonly {readonly id: string}[];
}

/** How a `{product}://` URL is answered: a runtime file, or a value. */
export type ProductResource = {readonly url: string} | {readonly json: TileJson};

export interface Routes {
  /** `{product}://` */
  readonly productScheme: string;
  /** The offline style file for a product style id, e.g. `streets-v12`. */
  readonly styleUrl: (id: string) => string;
  /** The offline tileset that answers for a product tileset id, or null. */
  readonly tilesetFor: (id: string) => TilesetConfig | null;
  /** Where a `{product}://` URL is kept in the runtime, or the value to answer with, or null. */
  readonly productResource: (url: string) => ProductResource | null;
  /** Where a URL may be fetched from in the preview, or null when it may not. */
  readonly offlineUrl: (url: string) => string | null;
}

/** The console warning for every request the preview refuses. */
export function refuse(url: string): void {
  console.warn(`[offline preview] not fetched (the preview runs without network): ${url}`);
}

/** A product style URL's path (after the scheme or the API origin): its style id is group 1. */
const STYLE_PATH = /^(?:styles\/v1|styles)\/[^/]+\/([\w.-]+)/;
const SPRITE_PATH = /^sprites\/[^/]+\/[^/@.]+((?:@2x)?\.(?:json|png))$/;
const TILESET_IDS = /^[\w-]+\.[\w.-]+(,[\w-]+\.[\w.-]+)*$/;

export function createRoutes(
  config: PreviewConfig,
  {runtimeBase, runtimeOrigin}: RuntimeLocation,
  /** The language the demo's page is in: the basemap labels places in it where the data can. */
  labelLanguage: LabelLanguage = 'en',
): Routes {
  const assetsPrefix = config.assetsUrl;
  const productScheme = `${config.productId}://`;
  const apiOrigin = `https://api.${config.productId}.com`;
  const rasterTilePath = new RegExp(
    `^${apiOrigin.replace(/\./g, '\\.')}/v4/([\\w.-]+)/(\\d+)/(\\d+)/(\\d+)(?:@2x)?\\.\\w+`,
  );

  const styleUrl = (id: string): string =>
    `${runtimeBase}styles/${styleFileName(config.styleAliases[id] || 'streets', labelLanguage)}`;

  const tilesetFor = (id: string): TilesetConfig | null =>
    Object.values(config.tilesets).find((tileset) => tileset.ids.includes(id)) ?? null;

  const tileUrl = (tileset: TilesetConfig): string => runtimeBase + tileset.tiles;

  /** The runtime URL of one tile of an offline tileset. */
  const offlineTileUrl = (tileset: TilesetConfig, z: string, x: string, y: string): string =>
    tileUrl(tileset).replace('{z}', z).replace('{x}', x).replace('{y}', y);

  /** TileJSON for `{product}://a.b,c.d`: the offline tileset that holds them. */
  function tileJson(ids: readonly string[]): TileJson {
    let tileset: TilesetConfig | null = null;
    for (let i = 0; i < ids.length && !tileset; i++) {
      tileset = tilesetFor(ids[i] ?? '');
    }
    if (!tileset) {
      // A reader's own tileset: an empty one, so the map still loads.
      refuse(productScheme + ids.join(','));
      return {tilejson: '3.0.0', tiles: [`${runtimeBase}tiles/empty.pbf`], minzoom: 0, maxzoom: 0};
    }
    return {
      tilejson: '3.0.0',
      tiles: [tileUrl(tileset)],
      minzoom: tileset.minzoom,
      maxzoom: tileset.maxzoom,
      attribution: tileset.attribution,
      ...(tileset.tileSize ? {tileSize: tileset.tileSize} : {}),
      ...(tileset.encoding ? {encoding: tileset.encoding} : {}),
      ...(tileset.bounds ? {bounds: tileset.bounds} : {}),
      ...(tileset.vectorLayers ? {vector_layers: tileset.vectorLayers} : {}),
    };
  }

  function productResource(url: string): ProductResource | null {
    const path = url.slice(productScheme.length).split('?')[0] ?? '';
    const style = STYLE_PATH.exec(path);
    if (style) {
      return {url: styleUrl(style[1] ?? '')};
    }
    const sprite = SPRITE_PATH.exec(path);
    if (sprite) {
      return {url: runtimeBase + config.sprite + (sprite[1] ?? '')};
    }
    if (TILESET_IDS.test(path)) {
      return {json: tileJson(path.split(','))};
    }
    return null;
  }

  /** The offline tile a third-party tile request stands for, within the offline zoom range. */
  function thirdPartyTileUrl(href: string): string | null {
    for (const rule of THIRD_PARTY_TILES) {
      const tile = rule.tile(href);
      const tileset = tile && config.tilesets[rule.tileset];
      if (tile && tileset && Number(tile.z) <= tileset.maxzoom) {
        return offlineTileUrl(tileset, tile.z, tile.x, tile.y);
      }
    }
    return null;
  }

  function offlineUrl(url: string): string | null {
    let resolved: URL;
    try {
      resolved = new URL(url, document.baseURI);
    } catch {
      return null;
    }
    const href = resolved.href;
    if (assetsPrefix && href.startsWith(assetsPrefix)) {
      return `${runtimeBase}assets/${href.slice(assetsPrefix.length).split('?')[0]}`;
    }
    if (href.startsWith(`${apiOrigin}/`)) {
      const style = STYLE_PATH.exec(resolved.pathname.slice(1));
      if (style && !/\/tiles\//.test(resolved.pathname)) {
        return styleUrl(style[1] ?? '');
      }
      const tile = rasterTilePath.exec(href);
      const tileset = tile && tilesetFor(tile[1] ?? '');
      if (tile && tileset) {
        const [, , z = '', x = '', y = ''] = tile;
        return offlineTileUrl(tileset, z, x, y);
      }
    }
    const thirdParty = thirdPartyTileUrl(href);
    if (thirdParty) {
      return thirdParty;
    }
    if (
      resolved.origin === runtimeOrigin ||
      resolved.protocol === 'data:' ||
      resolved.protocol === 'blob:'
    ) {
      return href;
    }
    return null;
  }

  return {productScheme, styleUrl, tilesetFor, productResource, offlineUrl};
}
