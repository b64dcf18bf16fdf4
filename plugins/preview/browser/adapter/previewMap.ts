/**
 * The product's `Map` on maplibre's: its options and styles made loadable
 * offline (styleTranslation.ts), its requests guarded (requests.ts), and
 * the product-only calls examples make mapped to the closest maplibre
 * behaviour: fog and `sky` layers to maplibre's sky, light presets and
 * label switches to paint and layout changes, clip layers to filters, style
 * slots to places among the offline style's layers, the Interactions API,
 * the free camera (freeCamera.ts), custom layers' matrix, Node-style
 * callbacks.
 */
import {collapseNarrowAttribution, collapseNewCompactAttribution} from './attribution';
import type * as Maplibre from 'maplibre-gl';
import type {
  AddLayerObject,
  FilterSpecification,
  GetResourceResponse,
  Map as MaplibreMap,
  MapOptions,
  MercatorCoordinate,
  ProjectionSpecification,
  SkySpecification,
  SourceSpecification,
  StyleLayer,
  StyleSpecification,
} from 'maplibre-gl';

import {
  clippedFilter,
  isLegacyFilter,
  overlaps,
  polygonsOf,
  withinPolygons,
  type Rings,
} from './clipGeometry';
import type {LightPreset, PreviewConfig} from './config';
import type {FreeCamera} from './freeCamera';
import {Interactions, type InteractionOptions} from './interactions';
import type {GuardedTransformRequest, ProductTransformRequest} from './requests';
import {recordMapState, type RecordedMap} from './state';
import {
  customLayerWithProductMatrix,
  presetExtrusionColor,
  productProjection,
  projectionSpec,
  skyFromFog,
  skyFromLayer,
  slotBeforeId,
  type ProductFog,
  type ProductLayer,
  type ProductProjection,
  type ProductSource,
  type StyleTranslation,
} from './styleTranslation';

/** The options of the product's `Map`, as an example writes them. */
export interface ProductMapOptions {
  style?: unknown;
  projection?: ProductProjection;
  /** Style config at start, by import id, then by property (`{basemap: {lightPreset: 'dusk'}}`). */
  config?: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  accessToken?: string;
  transformRequest?: ProductTransformRequest;
  maxPitch?: number;
  [option: string]: unknown;
}

/** The product's callback for `loadImage`. */
type ImageCallback = (error: unknown, image?: HTMLImageElement | ImageBitmap) => void;

export interface PreviewMapContext {
  readonly maplibre: typeof Maplibre;
  readonly config: PreviewConfig;
  readonly styles: StyleTranslation;
  /** `{product}://` */
  readonly productScheme: string;
  /** The `transformRequest` a map gets, given the example's own. */
  readonly guardRequests: (userTransform?: ProductTransformRequest) => GuardedTransformRequest;
  /** The record of maps (state.ts) each new map joins. */
  readonly previewMaps: RecordedMap[];
  /** What getFreeCameraOptions answers with (freeCamera.ts). */
  readonly FreeCameraOptions: new (position?: MercatorCoordinate) => FreeCamera;
}

/**
 * Defines the class on the loaded maplibre. Called by index.ts in its order
 * of side effects: the request guards are in place before anything reads
 * `maplibregl.Map`.
 */
export function definePreviewMap({
  maplibre,
  config: preview,
  styles,
  productScheme,
  guardRequests,
  previewMaps,
  FreeCameraOptions,
}: PreviewMapContext) {
  const {localStyle, localSource, isStreetsUrl, cityLayers} = styles;

  class PreviewMap extends maplibre.Map {
    private _skyLayers: Record<string, ProductLayer> = {};
    private _clipLayers: Record<string, ProductLayer> = {};
    /** Each clipped layer's own filter, which the clip filter is added to. */
    private _clipBaseFilters: Record<string, FilterSpecification | null> = {};
    private _clipPending = false;
    /** The clip polygons the buildings in `_clipIds` were found under. */
    private _clipPolygonsKey: string | null = null;
    private _clipIds = new Set<number>();
    private _fog: ProductFog | null = null;
    /** Config properties set, by `{import id}.{name}`. */
    private _config: Record<string, unknown> | null = null;
    private _interactions = new Interactions(this, preview.featuresets);

    constructor(options: ProductMapOptions) {
      const settings: ProductMapOptions = {...options};
      const projection = settings.projection;
      const startConfig = settings.config;
      settings.style = localStyle(settings.style || `${productScheme}styles/mapbox/standard`);
      settings.transformRequest = guardRequests(settings.transformRequest);
      delete settings.projection;
      delete settings.accessToken;
      // The product lets the camera tilt to 85°; maplibre stops at 60° unless told.
      if (settings.maxPitch === undefined) settings.maxPitch = 85;
      delete settings.config;
      super(settings as unknown as MapOptions);
      collapseNarrowAttribution(this);
      this.on('sourcedata', (event) => {
        const clipSources = Object.values(this._clipLayers).map((clip) => clip.source);
        if (
          (event.sourceId === preview.citySource && event.isSourceLoaded) ||
          clipSources.includes(event.sourceId)
        ) {
          this._scheduleClips();
        }
      });
      this.on('style.load', () => {
        if (projection) this.setProjection(projection);
        if (startConfig) {
          for (const importId of Object.keys(startConfig)) {
            const properties = startConfig[importId] as Readonly<Record<string, unknown>>;
            for (const name of Object.keys(properties)) {
              this.setConfigProperty(importId, name, properties[name]);
            }
          }
        }
      });
      recordMapState(this, previewMaps);
    }

    override addControl(...args: Parameters<MaplibreMap['addControl']>): this {
      super.addControl(...args);
      collapseNewCompactAttribution(this);
      return this;
    }

    override setStyle(style: unknown, options?: Parameters<MaplibreMap['setStyle']>[1]): this {
      return super.setStyle(localStyle(style) as StyleSpecification | string | null, options);
    }

    override addSource(id: string, source: ProductSource | SourceSpecification): this {
      return super.addSource(id, localSource(source as ProductSource) as SourceSpecification);
    }

    override setProjection(projection: unknown): this {
      return super.setProjection(projectionSpec(projection as ProductProjection));
    }

    /** The product's shape: `{name: 'globe'}`, where maplibre says `{type: 'globe'}`. */
    override getProjection(): ProjectionSpecification & {name: string} {
      return productProjection(super.getProjection());
    }

    /**
     * A layer on the streets tileset's `building` or `road` source layer
     * reads the offline city tiles instead: the offline streets tileset
     * stops at z5 and has neither (see the platform README).
     */
    private _onCityTiles(layer: ProductLayer): ProductLayer {
      if (!cityLayers.includes(layer['source-layer'] as string)) {
        return layer;
      }
      type SourceLike = {serialize?: () => {url?: unknown}; url?: unknown} | undefined;
      const source = (
        typeof layer.source === 'string' ? super.getSource(layer.source) : layer.source
      ) as SourceLike;
      const url =
        source && (typeof source.serialize === 'function' ? source.serialize().url : source.url);
      if (!isStreetsUrl(url)) {
        return layer;
      }
      if (!super.getSource(preview.citySource)) {
        super.addSource(preview.citySource, {
          type: 'vector',
          url: `${productScheme}${preview.tilesets.city.ids[0]}`,
        });
      }
      return {...layer, source: preview.citySource};
    }

    override addLayer(layerObject: ProductLayer | AddLayerObject, beforeId?: string): this {
      let layer = this._onCityTiles(layerObject as ProductLayer);
      if (layer.type === 'clip') {
        this._clipLayers[layer.id] = layer;
        this._scheduleClips();
        return this;
      }
      if (layer.type === 'sky') {
        this._skyLayers[layer.id] = layer;
        this._applySky();
        return this;
      }
      if (layer.type === 'custom') {
        layer = customLayerWithProductMatrix(layer);
      }
      if (layer.slot) {
        const slot = layer.slot;
        const copy: Record<string, unknown> = Object.assign({}, layer);
        delete copy.slot;
        layer = copy as ProductLayer;
        beforeId = beforeId || slotBeforeId(preview, this, slot);
      }
      // A layer placed before one the offline basemap lacks goes below its labels.
      if (beforeId && !this.getLayer(beforeId)) {
        beforeId = slotBeforeId(preview, this, 'middle');
      }
      return super.addLayer(layer as unknown as AddLayerObject, beforeId);
    }

    addInteraction(id: string, options: InteractionOptions): this {
      this.removeInteraction(id);
      this._interactions.add(id, options);
      return this;
    }

    removeInteraction(id: string): this {
      this._interactions.remove(id);
      return this;
    }

    // @ts-expect-error The product's getLayer also answers with the sky and clip layers the
    // preview keeps (layer objects as the example wrote them), which maplibre's type does not allow.
    override getLayer(id: string): StyleLayer | ProductLayer | undefined {
      // maplibre's own constructor may ask before the sky and clip layers exist.
      return super.getLayer(id) || this._skyLayers?.[id] || this._clipLayers?.[id];
    }

    private _scheduleClips(): void {
      if (this._clipPending) return;
      this._clipPending = true;
      requestAnimationFrame(() => {
        this._clipPending = false;
        this._applyClips();
      });
    }

    /**
     * maplibre has no `clip` layer: the preview hides what a clip layer
     * removes by filtering. 3D buildings (fill-extrusion layers on the
     * offline city tiles) lose every building whose footprint overlaps a
     * clip polygon, by building id, found among the loaded tiles; with
     * `symbol` in `clip-layer-types`, symbol layers lose the labels inside.
     * Layers with a legacy-syntax filter are left alone (the two syntaxes
     * cannot be combined).
     */
    private _applyClips(): void {
      if (!this.style || !this.style._loaded) return;
      // Wait for the city tiles: each new filter reloads them, so apply once they are all in.
      if (super.getSource(preview.citySource) && !this.isSourceLoaded(preview.citySource)) return;
      let polygons: Rings[] = [];
      let clipSymbols = false;
      for (const clip of Object.values(this._clipLayers)) {
        const source = super.getSource(clip.source as string) as
          {serialize?: () => {data?: unknown}} | undefined;
        const data = source && typeof source.serialize === 'function' && source.serialize().data;
        polygons = polygons.concat(polygonsOf(data));
        const types = (clip.layout && (clip.layout['clip-layer-types'] as string[])) || [];
        clipSymbols = clipSymbols || types.includes('symbol');
      }
      // Buildings found stay hidden while the polygons are the same: the
      // tiles reload when a filter changes, and a building must not come
      // back while its tile does.
      const polygonsKey = JSON.stringify(polygons);
      if (this._clipPolygonsKey !== polygonsKey) {
        this._clipPolygonsKey = polygonsKey;
        this._clipIds = new Set();
      }
      if (polygons.length && super.getSource(preview.citySource)) {
        for (const feature of this.querySourceFeatures(preview.citySource, {
          sourceLayer: 'building',
        })) {
          const id = feature.id as number | undefined;
          if (id !== undefined && !this._clipIds.has(id) && overlaps(feature.geometry, polygons)) {
            this._clipIds.add(id);
          }
        }
      }
      const ids = Array.from(this._clipIds).sort((a, b) => a - b);
      const within = withinPolygons(polygons);
      for (const layer of this.getStyle().layers) {
        const buildings =
          layer.type === 'fill-extrusion' &&
          (layer as {source?: unknown}).source === preview.citySource;
        const symbols = clipSymbols && layer.type === 'symbol';
        if (!buildings && !symbols) continue;
        if (!(layer.id in this._clipBaseFilters)) {
          this._clipBaseFilters[layer.id] = super.getFilter(layer.id) || null;
        }
        const base = this._clipBaseFilters[layer.id] ?? null;
        if (isLegacyFilter(base)) continue;
        const next = clippedFilter(base, {buildings, ids, within, anyPolygon: polygons.length > 0});
        // Setting a filter reloads the source's tiles, which calls this again: only on a change.
        if (JSON.stringify(next) !== JSON.stringify(super.getFilter(layer.id) || null)) {
          super.setFilter(layer.id, next);
        }
      }
    }

    override removeLayer(id: string): this {
      if (this._clipLayers[id]) {
        delete this._clipLayers[id];
        this._applyClips();
        return this;
      }
      if (this._skyLayers[id]) {
        delete this._skyLayers[id];
        this._applySky();
        return this;
      }
      return super.removeLayer(id);
    }

    override setPaintProperty(
      id: string,
      name: string,
      value: unknown,
      options?: Parameters<MaplibreMap['setPaintProperty']>[3],
    ): this {
      const sky = this._skyLayers[id];
      if (sky) {
        // On the example's own layer object, as the product keeps it.
        (sky as {paint?: unknown}).paint = Object.assign({}, sky.paint, {[name]: value});
        this._applySky();
        return this;
      }
      return super.setPaintProperty(id, name, value, options);
    }

    /**
     * The product's loadImage takes a Node-style callback; maplibre 5 only
     * returns a promise. Support both, so icon examples run unchanged.
     */
    override loadImage(url: string): Promise<GetResourceResponse<HTMLImageElement | ImageBitmap>>;
    override loadImage(url: string, callback: ImageCallback): undefined;
    override loadImage(
      url: string,
      callback?: ImageCallback,
    ): Promise<GetResourceResponse<HTMLImageElement | ImageBitmap>> | undefined {
      const loading = super.loadImage(url);
      if (typeof callback !== 'function') {
        return loading;
      }
      loading.then(
        (response) => callback(null, response.data),
        (error: unknown) => callback(error),
      );
      return undefined;
    }

    setFog(fog: ProductFog | null | undefined): this {
      this._fog = fog || null;
      this._applySky();
      return this;
    }

    /** maplibre has one sky for both: the sky layers' colours, then the fog's. */
    private _applySky(): void {
      const sky = {};
      for (const id of Object.keys(this._skyLayers)) {
        Object.assign(sky, skyFromLayer(this._skyLayers[id] as ProductLayer));
      }
      this.setSky(Object.assign(sky, skyFromFog(this._fog)) as SkySpecification);
    }

    getFog(): ProductFog | null {
      return this._fog;
    }

    /** Light presets and label switches of the product's Standard style. */
    setConfigProperty(importId: string, name: string, value: unknown): this {
      const presets = preview.lightPresets || {};
      if (name === 'lightPreset' && presets[value as string]) {
        const paint = presets[value as string] as LightPreset;
        for (const layerId of Object.keys(paint)) {
          const layer = super.getLayer(layerId);
          if (!layer) continue;
          const extruded = layer.type === 'fill-extrusion';
          const properties = paint[layerId] ?? {};
          for (const property of Object.keys(properties)) {
            const colour = properties[property] as string;
            if (extruded && property === 'fill-color') {
              // Standard's 3D buildings: the preset colour is the one for no feature state.
              const current = super.getPaintProperty(layerId, 'fill-extrusion-color');
              super.setPaintProperty(
                layerId,
                'fill-extrusion-color',
                presetExtrusionColor(current, colour),
              );
            } else {
              super.setPaintProperty(layerId, property, colour);
            }
          }
        }
      }
      const labelLayers = preview.labelSwitches && preview.labelSwitches[name];
      if (labelLayers) {
        for (const layerId of labelLayers) {
          if (super.getLayer(layerId)) {
            this.setLayoutProperty(layerId, 'visibility', value === false ? 'none' : 'visible');
          }
        }
      }
      this._config = Object.assign({}, this._config, {[`${importId}.${name}`]: value});
      return this;
    }

    getConfigProperty(importId: string, name: string): unknown {
      return this._config ? this._config[`${importId}.${name}`] : undefined;
    }

    getFreeCameraOptions(): FreeCamera {
      const lngLat = this.transform.getCameraLngLat();
      const altitude = this.transform.getCameraAltitude();
      return new FreeCameraOptions(maplibre.MercatorCoordinate.fromLngLat(lngLat, altitude));
    }

    setFreeCameraOptions(camera: FreeCamera): this {
      const position = (camera.position ||
        this.getFreeCameraOptions().position) as MercatorCoordinate;
      const from = position.toLngLat();
      const altitude = position.toAltitude();
      let target;
      if (camera._lookAt) {
        target = this.calculateCameraOptionsFromTo(from, altitude, camera._lookAt, 0);
      } else {
        const angles = camera._pitchBearing || {pitch: this.getPitch(), bearing: this.getBearing()};
        target = this.calculateCameraOptionsFromCameraLngLatAltRotation(
          from,
          altitude,
          angles.bearing,
          angles.pitch,
        );
      }
      this.jumpTo(target);
      return this;
    }
  }

  return PreviewMap;
}
