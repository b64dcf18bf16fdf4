/*
 * Offline preview shim, appended to @mapbox/mapbox-gl-geocoder's dist.
 * The control's SDK refuses a token that is not a real one, and the page
 * passes 'YOUR_ACCESS_TOKEN': give it a well-formed offline token instead
 * (its requests are answered by services.js and never leave the machine).
 * Telemetry is off; the control also gets maplibre's control class so it
 * takes clicks inside maplibre's control corners.
 */
(function () {
  'use strict';
  var productId = '__PRODUCT_ID__';
  var Original = window.MapboxGeocoder;
  if (typeof Original !== 'function') {
    return;
  }
  var claims = btoa(JSON.stringify({u: 'offline-preview', a: 'offline-preview'}));
  var offlineToken = 'pk.' + claims.replace(/=+$/, '') + '.offline-preview';

  function offlineOptions(options) {
    var settings = Object.assign({}, options);
    settings.accessToken = offlineToken;
    settings.origin = settings.origin || 'https://api.' + productId + '.com';
    settings.enableEventLogging = false;
    if (!settings.mapboxgl) {
      settings.mapboxgl = window[productId + 'gl'];
    }
    return settings;
  }

  class OfflineGeocoder extends Original {
    constructor(options) {
      super(offlineOptions(options));
    }

    onAdd(map) {
      var element = super.onAdd(map);
      if (element && element.classList) {
        element.classList.add('maplibregl-ctrl');
      }
      return element;
    }
  }

  Object.keys(Original).forEach(function (key) {
    OfflineGeocoder[key] = Original[key];
  });
  window.MapboxGeocoder = OfflineGeocoder;
})();
