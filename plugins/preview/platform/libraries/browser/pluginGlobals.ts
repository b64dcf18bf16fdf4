/**
 * The globals the plugin shims read and write, as far as they use them: the
 * plugins' own, as their dist files leave them, and the preview's product
 * namespace (`window.{product}gl`, which the adapter sets).
 */

/** A plugin's class, as a page's code constructs it. */
export type PluginClass = abstract new (...args: never[]) => unknown;

/** The product namespace, or a map library's (`window.mapboxgl`). */
export interface ProductNamespace {
  Compare?: PluginClass;
}

/** The product namespace's name on the window: the product id and `gl`. */
export type NamespaceName = `${string}gl`;

export interface GeocoderOptions {
  accessToken?: string;
  origin?: string;
  enableEventLogging?: boolean;
  mapboxgl?: ProductNamespace;
  readonly [option: string]: unknown;
}

export interface GeocoderControl {
  onAdd(map: unknown): HTMLElement | null | undefined;
}

export interface GeocoderClass {
  new (options?: GeocoderOptions): GeocoderControl;
  [staticName: string]: unknown;
}

/** The class names Draw puts on the map's canvas and on its control. */
export interface DrawClasses {
  CANVAS: string;
  CONTROL_BASE: string;
  CONTROL_PREFIX: string;
  CONTROL_GROUP: string;
  ATTRIBUTION: string;
}

export interface DrawClass {
  constants?: {classes?: DrawClasses};
}

export interface PluginGlobals {
  [namespace: NamespaceName]: ProductNamespace | undefined;
  mapboxgl?: ProductNamespace;
  /** `window.mapboxgl` as it was before the compare plugin loaded (compare-before, compare-after). */
  __compareSavedNamespace?: ProductNamespace;
  MapboxGeocoder?: GeocoderClass;
  MapboxDraw?: DrawClass;
  MapboxDirections?: PluginClass;
}

export type PluginWindow = Window & PluginGlobals;

/**
 * The window with the globals above. Window has no index signature for the
 * namespace, whose name depends on the product id: hence the assertion
 * through `unknown`.
 */
export const pluginWindow = window as unknown as PluginWindow;
