'use strict';
/*
 * The example preview's adapter, bundled by plugins/preview (index.ts) into
 * the runtime's `adapter.js`, a classic script. Loaded after maplibre-gl in
 * every example's demo frame, before the services, plugins and the
 * example's code, it provides the product's global namespace (`{product}gl`)
 * on top of maplibre so an example's code runs unchanged and offline:
 *   - `{product}://` URLs (styles, tilesets, sprites) are answered by a
 *     protocol handler from the runtime folder: product style ids become the
 *     offline styles in ../styles/, every product vector tileset id the
 *     offline vector tiles, satellite and terrain ids the offline rasters
 *     (routes.ts, requests.ts);
 *   - the product docs' asset URLs become files in ../assets/;
 *   - any other request that would leave this origin is refused (services.js
 *     may answer some of them locally first), so a preview never touches the
 *     network;
 *   - in the runner's frame, runtime files come through the runner (bridge.ts);
 *   - product-only calls are mapped to the closest maplibre behaviour (fog to
 *     sky, light presets to paint changes, the free camera, custom layer
 *     matrices, style slots: previewMap.ts, styleTranslation.ts).
 * It also records map state for the site's tests (state.ts).
 * The directive above keeps the bundle strict, as the modules are.
 */
import type * as Maplibre from 'maplibre-gl';

import type {PreviewBridge} from '../services/bridge';
import {startBridge} from './bridge';
import {acceptClusterCallbacks} from './clusterCallbacks';
import {locateRuntime, type PreviewConfig} from './config';
import {defineFreeCameraOptions} from './freeCamera';
import {definePreviewMap} from './previewMap';
import {
  addBridgeProtocol,
  addProductProtocol,
  corsForVideos,
  guardFetch,
  guardRequests,
} from './requests';
import {createRoutes, refuse} from './routes';
import {labelLanguageOf} from '../../styles/styleFiles';
import {startStateRecord} from './state';
import {createStyleTranslation} from './styleTranslation';

/** Written in by plugins/preview (index.ts) when the runtime is generated. */
declare const __PREVIEW_CONFIG__: PreviewConfig;

/** The demo frame's window, as the adapter uses it. */
interface AdapterWindow extends Window {
  /** maplibre-gl, loaded as a classic script before this one. */
  readonly maplibregl: typeof Maplibre;
  /** What the services share of the adapter (browser/services/bridge.ts). */
  __offlinePreview?: PreviewBridge;
}

/**
 * Installs the adapter. The order is the page's order of side effects:
 * every request guard is in place before maplibre is first used (so a
 * frame whose maplibre failed to load still reaches no network), and the
 * namespace is the last thing defined.
 */
function startAdapter(config: PreviewConfig): void {
  const root = window as unknown as AdapterWindow;
  const maplibre = root.maplibregl;
  const runtime = locateRuntime();
  const routes = createRoutes(config, runtime, labelLanguageOf(document.documentElement.lang));

  corsForVideos();
  const bridge = startBridge(runtime, window.fetch.bind(window));
  guardFetch(routes, bridge);
  addProductProtocol(maplibre, config, routes, bridge);
  addBridgeProtocol(maplibre, runtime, bridge);

  const styles = createStyleTranslation(config, routes);
  const previewMaps = startStateRecord();
  const FreeCameraOptions = defineFreeCameraOptions(maplibre);
  const PreviewMap = definePreviewMap({
    maplibre,
    config,
    styles,
    productScheme: routes.productScheme,
    guardRequests: (userTransform) => guardRequests(routes, runtime, bridge, userTransform),
    previewMaps,
    FreeCameraOptions,
  });
  acceptClusterCallbacks(maplibre);

  root.__offlinePreview = {
    runtimeBase: runtime.runtimeBase,
    bridged: runtime.bridged,
    runtimeFetch: bridge.runtimeFetch,
    offlineUrl: routes.offlineUrl,
    productId: config.productId,
    refuse,
  };

  const namespace = Object.assign({}, maplibre, {
    Map: PreviewMap,
    FreeCameraOptions,
    accessToken: '',
    supported: () => Boolean(document.createElement('canvas').getContext('webgl2')),
    // No right-to-left text plugin offline: the call is accepted and does nothing.
    setRTLTextPlugin: () => undefined,
    getRTLTextPluginStatus: () => 'unavailable',
  });
  (root as unknown as Record<string, unknown>)[`${config.productId}gl`] = namespace;
}

startAdapter(__PREVIEW_CONFIG__);
