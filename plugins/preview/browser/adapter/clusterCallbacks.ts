/**
 * The product's GeoJSON cluster queries take Node-style callbacks;
 * maplibre 5 only returns promises. Accept both, on maplibre's
 * GeoJSONSource itself (examples reach it through `map.getSource`).
 */
import type * as Maplibre from 'maplibre-gl';

const CLUSTER_QUERIES = ['getClusterExpansionZoom', 'getClusterChildren', 'getClusterLeaves'];

/** A query as maplibre has it (a promise), or with a callback as the product has it (the source). */
type ClusterQuery = (this: unknown, ...args: unknown[]) => unknown;

export function acceptClusterCallbacks(maplibre: typeof Maplibre): void {
  const prototype = maplibre.GeoJSONSource.prototype as unknown as Record<string, ClusterQuery>;
  for (const name of CLUSTER_QUERIES) {
    const original = prototype[name] as ClusterQuery;
    prototype[name] = function (this: unknown, ...args: unknown[]) {
      const callback = typeof args[args.length - 1] === 'function' ? args.pop() : null;
      const result = original.apply(this, args) as Promise<unknown>;
      if (!callback) {
        return result;
      }
      const done = callback as (error: unknown, value?: unknown) => void;
      result.then(
        (value) => done(null, value),
        (error: unknown) => done(error),
      );
      return this;
    };
  }
}
