/**
 * The product's Interactions API (`addInteraction`, `removeInteraction`) on
 * maplibre's layer events. A target is a layer (`{layerId}`) or a Standard
 * featureset (`{featuresetId}`, the offline standard style's layers for
 * it); the handler gets the event with `feature`. mouseenter and
 * mouseleave fire per feature, as the product's do. An interaction without
 * a target gets only the events no targeted interaction took; a handler
 * that returns `false` lets the event go on to the others. Not offline:
 * `filter` expressions (every feature of the target answers).
 */

/** A map event as interactions see it: maplibre's, with the features under a layer event. */
export interface InteractionEvent {
  readonly originalEvent?: Event;
  readonly features?: readonly InteractionFeature[];
  readonly [member: string]: unknown;
}

export interface InteractionFeature {
  readonly source?: string;
  readonly id?: string | number;
}

export interface InteractionOptions {
  readonly type: string;
  readonly target?: {readonly layerId?: string; readonly featuresetId?: string} | null;
  readonly handler: (event: InteractionEvent) => unknown;
}

type Listener = (event: InteractionEvent) => void;
type Binding = readonly [type: string, layerIds: string[] | null, listener: Listener];

/** The map's event methods, as interactions use them. */
export interface InteractiveMap {
  on(type: string, listener: Listener): unknown;
  on(type: string, layerIds: string[], listener: Listener): unknown;
  off(type: string, listener: Listener): unknown;
  off(type: string, layerIds: string[], listener: Listener): unknown;
  getLayer(id: string): unknown;
}

/** One map's interactions, by id. */
export class Interactions {
  private readonly bindings = new Map<string, Binding[]>();
  /** The DOM events a targeted interaction took: the untargeted ones leave them. */
  private readonly handled = new WeakSet<Event>();

  constructor(
    private readonly map: InteractiveMap,
    private readonly featuresets: Readonly<Record<string, readonly string[]>> | undefined,
  ) {}

  add(id: string, options: InteractionOptions): void {
    const {map, handled} = this;
    const target = options.target || null;
    const layers = !target
      ? null
      : target.layerId
        ? [target.layerId]
        : (this.featuresets && this.featuresets[target.featuresetId as string]) || [];
    const call = (event: InteractionEvent, feature: InteractionFeature | undefined) => {
      const result = options.handler({...event, id, interaction: options, feature});
      if (result !== false && event.originalEvent) handled.add(event.originalEvent);
    };
    const bindings: Binding[] = [];
    const bind = (type: string, layerIds: string[] | null, listener: Listener) => {
      if (layerIds) map.on(type, layerIds, listener);
      else map.on(type, listener);
      bindings.push([type, layerIds, listener]);
    };
    const present = (layerIds: readonly string[]) =>
      layerIds.filter((layerId) => map.getLayer(layerId));
    if (!layers) {
      // After the targeted ones: maplibre calls listeners in the order they were added.
      bind(options.type, null, (event) => {
        setTimeout(() => {
          if (!event.originalEvent || !handled.has(event.originalEvent)) call(event, undefined);
        });
      });
    } else if (options.type === 'mouseenter' || options.type === 'mouseleave') {
      let current: InteractionFeature | null | undefined = null;
      const key = (feature: InteractionFeature | null | undefined) =>
        feature ? `${feature.source}/${feature.id}` : null;
      bind('mousemove', present(layers), (event) => {
        const feature = event.features && event.features[0];
        if (key(feature) === key(current)) return;
        if (current && options.type === 'mouseleave') call(event, current);
        current = feature;
        if (options.type === 'mouseenter') call(event, feature);
      });
      bind('mouseleave', present(layers), (event) => {
        if (current && options.type === 'mouseleave') call(event, current);
        current = null;
      });
    } else {
      bind(options.type, present(layers), (event) => {
        call(event, event.features && event.features[0]);
      });
    }
    this.bindings.set(id, bindings);
  }

  remove(id: string): void {
    const bindings = this.bindings.get(id);
    if (bindings) {
      for (const [type, layerIds, listener] of bindings) {
        if (layerIds) this.map.off(type, layerIds, listener);
        else this.map.off(type, listener);
      }
      this.bindings.delete(id);
    }
  }
}
