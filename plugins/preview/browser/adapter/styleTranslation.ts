/**
 * The product's styles, sources and layers as maplibre takes them: style
 * URLs to the offline styles, product tilesets to the offline tiles' zoom
 * range, style slots to places among the offline style's layers, fog and
 * `sky` layers to maplibre's one sky, the product's projection names,
 * Standard's light presets, and custom layers' matrix argument.
 */
import type {ProjectionSpecification} from 'maplibre-gl';

import type {PreviewConfig, TilesetConfig} from './config';
import type {Routes} from './routes';
import {thirdPartyRule} from './thirdPartyTiles';

/** A source as an example writes it for the product. */
export interface ProductSource {
  readonly url?: unknown;
  readonly tiles?: readonly string[];
  readonly minzoom?: number;
  readonly maxzoom?: number;
  readonly tileSize?: number;
  readonly [option: string]: unknown;
}

/** A style object as an example writes it for the product. */
export interface ProductStyle {
  readonly glyphs?: unknown;
  readonly imports?: unknown;
  readonly fog?: unknown;
  readonly sources?: Readonly<Record<string, ProductSource>>;
  readonly [member: string]: unknown;
}

/**
 * A layer as an example writes it for the product: maplibre's, or a type
 * maplibre lacks (`clip`, `sky`), maybe with a style `slot`.
 */
export interface ProductLayer {
  readonly id: string;
  readonly type: string;
  readonly source?: unknown;
  readonly 'source-layer'?: string;
  readonly slot?: string;
  readonly paint?: Readonly<Record<string, unknown>>;
  readonly layout?: Readonly<Record<string, unknown>>;
  readonly [member: string]: unknown;
}

/** The product's fog (`setFog`), as far as maplibre's sky can show it. */
export interface ProductFog {
  readonly color?: unknown;
  readonly 'high-color'?: unknown;
  readonly 'horizon-blend'?: unknown;
  readonly [property: string]: unknown;
}

/** maplibre's sky properties, as the preview sets them. */
export type SkyProperties = Record<string, unknown>;

/** The product's projection: a name, or `{name}`. */
export type ProductProjection = string | {readonly name?: string} | null | undefined;

export interface StyleTranslation {
  /** A style written for the product (a URL or an object), made loadable offline. */
  readonly localStyle: <T>(style: T) => T | string;
  readonly localSource: <T extends ProductSource | null | undefined>(source: T) => T;
  /** Whether a vector source's URL names the product's streets tileset. */
  readonly isStreetsUrl: (url: unknown) => boolean;
  /** The source layers the offline city tiles have (`building`, `road`). */
  readonly cityLayers: readonly string[];
}

export function createStyleTranslation(config: PreviewConfig, routes: Routes): StyleTranslation {
  const {productScheme, styleUrl, tilesetFor} = routes;
  const productStyle = new RegExp(`^${productScheme}styles/[^/]+/([\\w.-]+)`);
  const cityLayers = (config.tilesets.city.vectorLayers ?? []).map((layer) => layer.id);
  const streetsIds = config.tilesets.vector.ids.filter((id) => /-streets-v\d+$/.test(id));

  /**
   * A source on a product tileset id takes the offline tileset's zoom range
   * and tile size from its TileJSON: the values written for the product's
   * tilesets (`maxzoom: 14`, `tileSize: 512`) would ask for tiles the
   * offline ones do not have.
   */
  function localSource<T extends ProductSource | null | undefined>(source: T): T {
    const rule =
      source &&
      Array.isArray(source.tiles) &&
      source.tiles.length &&
      thirdPartyRule(source.tiles[0] as string);
    if (source && rule) {
      // The offline copy stops at its own maximum zoom; maplibre overzooms past it.
      const tileset: TilesetConfig = config.tilesets[rule.tileset];
      const maxzoom = Math.min(source.maxzoom === undefined ? 22 : source.maxzoom, tileset.maxzoom);
      return {...source, maxzoom, minzoom: Math.min(source.minzoom || 0, maxzoom)} as T;
    }
    if (!source || typeof source.url !== 'string' || !source.url.startsWith(productScheme)) {
      return source;
    }
    const ids = source.url.slice(productScheme.length).split(',');
    if (!ids.some((id) => tilesetFor(id))) {
      return source;
    }
    const copy: Record<string, unknown> = {...source};
    delete copy.minzoom;
    delete copy.maxzoom;
    delete copy.tileSize;
    return copy as T;
  }

  function isStreetsUrl(url: unknown): boolean {
    if (typeof url !== 'string' || !url.startsWith(productScheme)) {
      return false;
    }
    return url
      .slice(productScheme.length)
      .split(',')
      .some((id) => streetsIds.includes(id));
  }

  function localStyle<T>(style: T): T | string {
    if (typeof style === 'string') {
      const match = productStyle.exec(style);
      return match ? styleUrl(match[1] ?? '') : style;
    }
    if (style && typeof style === 'object') {
      const copy: Record<string, unknown> = {...(style as ProductStyle)};
      // Product font stacks are not offline: maplibre draws labels with local fonts instead.
      if (typeof copy.glyphs === 'string' && copy.glyphs.startsWith(productScheme)) {
        delete copy.glyphs;
      }
      delete copy.imports;
      delete copy.fog;
      if (copy.sources) {
        copy.sources = Object.fromEntries(
          Object.entries(copy.sources as Readonly<Record<string, ProductSource>>).map(
            ([id, source]) => [id, localSource(source)],
          ),
        );
      }
      return copy as T;
    }
    return style;
  }

  return {localStyle, localSource, isStreetsUrl, cityLayers};
}

/** The product's projection as maplibre's: globe, or mercator for any other name. */
export function projectionSpec(projection: ProductProjection): ProjectionSpecification {
  const name = typeof projection === 'string' ? projection : projection && projection.name;
  return {type: name === 'globe' ? 'globe' : 'mercator'};
}

/** maplibre's projection in the product's shape: `{name: 'globe'}`, where maplibre says `{type: 'globe'}`. */
export function productProjection(
  spec: ProjectionSpecification | undefined,
): ProjectionSpecification & {name: string} {
  const type = spec && typeof spec.type === 'string' ? spec.type : 'mercator';
  return {name: type};
}

/** The product's fog, as maplibre's sky (which also draws fog and the horizon). */
export function skyFromFog(fog: ProductFog | null): SkyProperties {
  if (!fog) {
    return {};
  }
  const sky: SkyProperties = {};
  if (fog.color) {
    sky['fog-color'] = fog.color;
    sky['horizon-color'] = fog.color;
  }
  if (fog['high-color']) sky['sky-color'] = fog['high-color'];
  const horizonBlend = fog['horizon-blend'];
  if (typeof horizonBlend === 'number') {
    sky['horizon-fog-blend'] = Math.min(1, horizonBlend * 5);
    sky['sky-horizon-blend'] = Math.min(1, horizonBlend * 5);
  }
  sky['fog-ground-blend'] = 0.5;
  sky['atmosphere-blend'] = ['interpolate', ['linear'], ['zoom'], 0, 1, 10, 1, 12, 0];
  return sky;
}

/** A product `sky` layer's colours, as maplibre's sky. */
export function skyFromLayer(layer: ProductLayer): SkyProperties {
  const paint = layer.paint || {};
  const color = paint['sky-atmosphere-color'] || '#87ceeb';
  return {'sky-color': color, 'horizon-color': '#ffffff', 'sky-horizon-blend': 0.6};
}

/** Where a layer with a product style `slot` goes among the offline style's layers. */
export function slotBeforeId(
  config: PreviewConfig,
  map: {getLayer(id: string): unknown},
  slot: string,
): string | undefined {
  const order = config.slots && config.slots[slot];
  if (!order) return undefined;
  for (let i = 0; i < order.length; i++) {
    const id = order[i] as string;
    if (map.getLayer(id)) return id;
  }
  return undefined;
}

/**
 * A light preset's colour for one of Standard's 3D building layers: its
 * colour expression keeps the feature-state cases (select, highlight) and
 * takes the preset's colour as the one for no state.
 */
export function presetExtrusionColor(current: unknown, colour: string): unknown {
  return Array.isArray(current) && current[0] === 'case'
    ? current.slice(0, -1).concat([colour])
    : colour;
}

type LayerMethod = (...args: unknown[]) => unknown;

/**
 * The product calls a custom layer's render(gl, matrix) with the matrix
 * from mercator world units to clip space; maplibre 5 passes an object
 * that holds that matrix. Hand the layer the product's argument.
 */
export function customLayerWithProductMatrix<T extends object>(layer: T): T {
  const methods = layer as Record<string, unknown>;
  const wrapped = Object.create(layer) as Record<string, LayerMethod>;
  for (const method of ['render', 'prerender']) {
    if (typeof methods[method] === 'function') {
      wrapped[method] = (gl, input) => {
        const args = input as {defaultProjectionData?: {mainMatrix: unknown}} | null | undefined;
        const matrix =
          args && args.defaultProjectionData ? args.defaultProjectionData.mainMatrix : input;
        return (methods[method] as LayerMethod).call(layer, gl, matrix);
      };
    }
  }
  for (const method of ['onAdd', 'onRemove']) {
    if (typeof methods[method] === 'function') {
      wrapped[method] = (...args) => (methods[method] as LayerMethod).apply(layer, args);
    }
  }
  return wrapped as T;
}
