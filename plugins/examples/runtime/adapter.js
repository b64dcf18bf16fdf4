/*
 * Example preview adapter. Loaded after maplibre-gl in every example's demo
 * frame, it provides the product's global namespace (`{product}gl`) on top
 * of maplibre so an example's code runs unchanged and offline:
 *   - product style ids (mapbox://styles/{owner}/{id}) become the bundled
 *     offline looks in ../styles/;
 *   - the product docs' asset URLs become files in ../assets/;
 *   - any other request that would leave this origin is refused, so a
 *     preview never touches the network;
 *   - product-only calls the runtime lacks (fog, style config) do nothing.
 * It also records map state for the site's tests (window.__previewMaps,
 * <html data-preview-state="loaded|idle">).
 * CONFIG is written in by plugins/examples when the runtime is generated.
 */
(function () {
  'use strict';
  var CONFIG = /*__CONFIG__*/ {};
  var maplibre = window.maplibregl;
  var script = document.currentScript;
  var runtimeBase = new URL('.', script.src).href;
  var assetsPrefix = CONFIG.assetsUrl;
  var stylePattern = new RegExp('^' + CONFIG.productId + '://styles/[^/]+/([\\w-]+)');

  function localStyle(style) {
    if (typeof style !== 'string') {
      return style;
    }
    var match = stylePattern.exec(style);
    if (match) {
      return runtimeBase + 'styles/' + (CONFIG.styleAliases[match[1]] || 'streets') + '.json';
    }
    return style;
  }

  /** Where a URL may be fetched from in the preview, or null when it may not. */
  function offlineUrl(url) {
    var resolved;
    try {
      resolved = new URL(url, document.baseURI);
    } catch {
      return null;
    }
    if (resolved.href.indexOf(assetsPrefix) === 0) {
      return runtimeBase + 'assets/' + resolved.href.slice(assetsPrefix.length);
    }
    if (
      resolved.origin === window.location.origin ||
      resolved.protocol === 'data:' ||
      resolved.protocol === 'blob:'
    ) {
      return resolved.href;
    }
    return null;
  }

  function refuse(url) {
    console.warn('[offline preview] not fetched (the preview runs without network): ' + url);
  }

  // Example code that calls fetch() itself gets the same rules.
  var nativeFetch = window.fetch.bind(window);
  window.fetch = function (input, init) {
    var url = typeof input === 'string' ? input : input.url;
    var local = offlineUrl(url);
    if (!local) {
      refuse(url);
      return Promise.reject(new TypeError('Offline preview: ' + url + ' is not available'));
    }
    return nativeFetch(local, init);
  };

  function guardRequests(userTransform) {
    return function (url, resourceType) {
      var request = (userTransform && userTransform(url, resourceType)) || {url: url};
      var local = offlineUrl(request.url);
      if (!local) {
        refuse(request.url);
        return {url: runtimeBase + 'offline-refused'};
      }
      return Object.assign({}, request, {url: local});
    };
  }

  function projectionSpec(projection) {
    var name = typeof projection === 'string' ? projection : projection && projection.name;
    return {type: name === 'globe' ? 'globe' : 'mercator'};
  }

  var previewMaps = (window.__previewMaps = []);
  window.__previewErrors = [];

  class PreviewMap extends maplibre.Map {
    constructor(options) {
      var settings = Object.assign({}, options);
      var projection = settings.projection;
      settings.style = localStyle(settings.style || CONFIG.productId + '://styles/mapbox/standard');
      settings.transformRequest = guardRequests(settings.transformRequest);
      delete settings.projection;
      delete settings.accessToken;
      super(settings);
      previewMaps.push(this);
      if (projection) {
        this.on('style.load', () => this.setProjection(projectionSpec(projection)));
      }
      this.on('load', () => {
        document.documentElement.dataset.previewState = 'loaded';
      });
      this.on('idle', () => {
        document.documentElement.dataset.previewState = 'idle';
      });
      this.on('error', (event) => {
        window.__previewErrors.push(String((event.error && event.error.message) || event.error));
      });
    }

    setStyle(style, options) {
      return super.setStyle(localStyle(style), options);
    }

    setProjection(projection) {
      return super.setProjection(projectionSpec(projection));
    }

    /** A layer placed before one the offline basemap lacks goes below its labels. */
    addLayer(layer, beforeId) {
      if (beforeId && !this.getLayer(beforeId)) {
        beforeId = this.getLayer('country-label') ? 'country-label' : undefined;
      }
      return super.addLayer(layer, beforeId);
    }

    /**
     * The product's loadImage takes a Node-style callback; maplibre 5 only
     * returns a promise. Support both, so icon examples run unchanged.
     */
    loadImage(url, callback) {
      var loading = super.loadImage(url);
      if (typeof callback !== 'function') {
        return loading;
      }
      loading.then(
        (response) => callback(null, response.data),
        (error) => callback(error),
      );
      return undefined;
    }

    setFog() {
      return this;
    }

    getFog() {
      return null;
    }

    setConfigProperty() {
      return this;
    }
  }

  // The product's GeoJSON cluster queries take Node-style callbacks;
  // maplibre 5 only returns promises. Accept both.
  ['getClusterExpansionZoom', 'getClusterChildren', 'getClusterLeaves'].forEach((name) => {
    var original = maplibre.GeoJSONSource.prototype[name];
    maplibre.GeoJSONSource.prototype[name] = function () {
      var args = Array.prototype.slice.call(arguments);
      var callback = typeof args[args.length - 1] === 'function' ? args.pop() : null;
      var result = original.apply(this, args);
      if (!callback) {
        return result;
      }
      result.then(
        (value) => callback(null, value),
        (error) => callback(error),
      );
      return this;
    };
  });

  var namespace = Object.assign({}, maplibre, {
    Map: PreviewMap,
    accessToken: '',
    supported: function () {
      return Boolean(document.createElement('canvas').getContext('webgl2'));
    },
    setRTLTextPlugin: function () {},
    getRTLTextPluginStatus: function () {
      return 'unavailable';
    },
  });
  window[CONFIG.productId + 'gl'] = namespace;
})();
