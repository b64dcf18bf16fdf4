/*
 * Offline preview shim, appended to @mapbox/mapbox-gl-geocoder's dist.
 * The control's SDK refuses a token that is not a real one, and the page
 * passes 'YOUR_ACCESS_TOKEN': give it a well-formed offline token instead
 * (its requests are answered by services.js and never leave the machine).
 * Telemetry is off; the control also gets maplibre's control class so it
 * takes clicks inside maplibre's control corners.
 */
import {pluginWindow, type GeocoderOptions, type NamespaceName} from './pluginGlobals';

declare const PRODUCT_ID: string;

function installOfflineGeocoder(): void {
  'use strict';
  const Original = pluginWindow.MapboxGeocoder;
  if (typeof Original !== 'function') {
    return;
  }
  const claims = btoa(JSON.stringify({u: 'offline-preview', a: 'offline-preview'}));
  const offlineToken = 'pk.' + claims.replace(/=+$/, '') + '.offline-preview';

  function offlineOptions(options: GeocoderOptions | undefined): GeocoderOptions {
    const settings: GeocoderOptions = Object.assign({}, options);
    settings.accessToken = offlineToken;
    settings.origin = settings.origin || 'https://api.' + PRODUCT_ID + '.com';
    settings.enableEventLogging = false;
    if (!settings.mapboxgl) {
      settings.mapboxgl = pluginWindow[(PRODUCT_ID + 'gl') as NamespaceName];
    }
    return settings;
  }

  class OfflineGeocoder extends Original {
    // The original's own statics are copied onto it below.
    static [staticName: string]: unknown;

    constructor(options?: GeocoderOptions) {
      super(offlineOptions(options));
    }

    override onAdd(map: unknown): HTMLElement | null | undefined {
      const element = super.onAdd(map);
      if (element && element.classList) {
        element.classList.add('maplibregl-ctrl');
      }
      return element;
    }
  }

  Object.keys(Original).forEach(function (key) {
    OfflineGeocoder[key] = Original[key];
  });
  pluginWindow.MapboxGeocoder = OfflineGeocoder;
}

installOfflineGeocoder();
