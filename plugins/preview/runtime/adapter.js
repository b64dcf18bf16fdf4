/*
 * Example preview adapter. Loaded after maplibre-gl in every example's demo
 * frame, it provides the product's global namespace (`{product}gl`) on top
 * of maplibre so an example's code runs unchanged and offline:
 *   - `{product}://` URLs (styles, tilesets, sprites) are answered by a
 *     protocol handler from the runtime folder: product style ids become the
 *     offline styles in ../styles/, every product vector tileset id the
 *     offline vector tiles, satellite and terrain ids the offline rasters;
 *   - the product docs' asset URLs become files in ../assets/;
 *   - any other request that would leave this origin is refused (services.js
 *     may answer some of them locally first), so a preview never touches the
 *     network;
 *   - product-only calls are mapped to the closest maplibre behaviour (fog to
 *     sky, light presets to paint changes, the free camera, custom layer
 *     matrices, style slots).
 * It also records map state for the site's tests (window.__previewMaps,
 * window.__previewErrors, <html data-preview-state="loaded|idle">).
 * CONFIG is written in by plugins/preview (index.ts) when the runtime is generated.
 */
(function () {
  'use strict';
  var CONFIG = /*__CONFIG__*/ {};
  var maplibre = window.maplibregl;
  var script = document.currentScript;
  // In an example page's runner (runtime/runner.js) this script is a data:
  // URL and the runner's meta says where the runtime is; standalone, its URL does.
  var bridgeMeta = document.querySelector('meta[name="preview-bridge"]');
  var bridged = Boolean(bridgeMeta) && window.parent !== window;
  var runtimeBase = bridged ? new URL(bridgeMeta.content).href : new URL('.', script.src).href;
  // The site's origin, where the runtime is: not location's, which is
  // `null` in a document the example editor runs (about:srcdoc).
  var runtimeOrigin = new URL(runtimeBase).origin;
  var assetsPrefix = CONFIG.assetsUrl;
  var productScheme = CONFIG.productId + '://';
  var apiOrigin = 'https://api.' + CONFIG.productId + '.com';
  var stylePath = new RegExp('^(?:styles/v1|styles)/[^/]+/([\\w.-]+)');
  var rasterTilePath = new RegExp(
    '^' + apiOrigin.replace(/\./g, '\\.') + '/v4/([\\w.-]+)/(\\d+)/(\\d+)/(\\d+)(?:@2x)?\\.\\w+',
  );

  function refuse(url) {
    console.warn('[offline preview] not fetched (the preview runs without network): ' + url);
  }

  /** The offline style file for a product style id, e.g. `streets-v12`. */
  function styleUrl(id) {
    return runtimeBase + 'styles/' + (CONFIG.styleAliases[id] || 'streets') + '.json';
  }

  function tilesetFor(id) {
    var kinds = Object.keys(CONFIG.tilesets);
    for (var i = 0; i < kinds.length; i++) {
      var tileset = CONFIG.tilesets[kinds[i]];
      if (tileset.ids.indexOf(id) !== -1) {
        return tileset;
      }
    }
    return null;
  }

  function tileUrl(tileset) {
    return runtimeBase + tileset.tiles;
  }

  /** The runtime URL of one tile of an offline tileset. */
  function offlineTileUrl(tileset, z, x, y) {
    return tileUrl(tileset).replace('{z}', z).replace('{x}', x).replace('{y}', y);
  }

  /** TileJSON for `{product}://a.b,c.d`: the offline tileset that holds them. */
  function tileJson(ids) {
    var tileset = null;
    for (var i = 0; i < ids.length && !tileset; i++) {
      tileset = tilesetFor(ids[i]);
    }
    if (!tileset) {
      // A reader's own tileset: an empty one, so the map still loads.
      refuse(productScheme + ids.join(','));
      return {tilejson: '3.0.0', tiles: [runtimeBase + 'tiles/empty.pbf'], minzoom: 0, maxzoom: 0};
    }
    var json = {
      tilejson: '3.0.0',
      tiles: [tileUrl(tileset)],
      minzoom: tileset.minzoom,
      maxzoom: tileset.maxzoom,
      attribution: tileset.attribution,
    };
    if (tileset.tileSize) json.tileSize = tileset.tileSize;
    if (tileset.encoding) json.encoding = tileset.encoding;
    if (tileset.bounds) json.bounds = tileset.bounds;
    if (tileset.vectorLayers) json.vector_layers = tileset.vectorLayers;
    return json;
  }

  /** Where a `{product}://` URL is kept in the runtime, or a value to answer with. */
  function productResource(url) {
    var path = url.slice(productScheme.length).split('?')[0];
    var style = stylePath.exec(path);
    if (style) {
      return {url: styleUrl(style[1])};
    }
    var sprite = /^sprites\/[^/]+\/[^/@.]+((?:@2x)?\.(?:json|png))$/.exec(path);
    if (sprite) {
      return {url: runtimeBase + CONFIG.sprite + sprite[1]};
    }
    if (/^[\w-]+\.[\w.-]+(,[\w-]+\.[\w.-]+)*$/.test(path)) {
      return {json: tileJson(path.split(','))};
    }
    return null;
  }

  /**
   * Public tile services outside the product whose data the offline tiles
   * hold: NASA GIBS serves the same Blue Marble imagery as the offline
   * satellite tiles (WMTS and WMS), MapLibre's demo tiles the same Natural
   * Earth countries as the offline vector tiles' `countries` layer. Each
   * rule gives the offline tile for a request, or null.
   */
  var EARTH_HALF = 20037508.342789244;
  var thirdPartyTiles = [
    {
      tileset: 'satellite',
      tile: function (url) {
        var match =
          /^https:\/\/gibs(?:-[abc])?\.earthdata\.nasa\.gov\/wmts\/epsg3857\/best\/BlueMarble_NextGeneration\/default\/(?:[\w-]+\/)?GoogleMapsCompatible_Level\d+\/(\d+)\/(\d+)\/(\d+)\.jpe?g$/.exec(
            url,
          );
        return match && {z: match[1], x: match[3], y: match[2]};
      },
    },
    {
      tileset: 'satellite',
      tile: function (url) {
        if (
          !/^https:\/\/gibs(?:-[abc])?\.earthdata\.nasa\.gov\/wms\/epsg3857\/best\/wms\.cgi\?/.test(
            url,
          )
        ) {
          return null;
        }
        var params = new URL(url).searchParams;
        var value = function (name) {
          for (var pair of params) {
            if (pair[0].toUpperCase() === name) return pair[1];
          }
          return '';
        };
        if (value('LAYERS') !== 'BlueMarble_NextGeneration') {
          return null;
        }
        // A GetMap box that is exactly one web-mercator tile: the offline tile of that address.
        var box = value('BBOX').split(',').map(Number);
        var size = box[2] - box[0];
        var z = Math.round(Math.log2((2 * EARTH_HALF) / size));
        var x = Math.round((box[0] + EARTH_HALF) / size);
        var y = Math.round((EARTH_HALF - box[3]) / size);
        var exact =
          box.length === 4 &&
          Math.abs(box[3] - box[1] - size) < 1 &&
          Math.abs((2 * EARTH_HALF) / 2 ** z - size) < 1;
        return exact ? {z: String(z), x: String(x), y: String(y)} : null;
      },
    },
    {
      tileset: 'vector',
      tile: function (url) {
        var match = /^https:\/\/demotiles\.maplibre\.org\/tiles\/(\d+)\/(\d+)\/(\d+)\.pbf$/.exec(
          url,
        );
        return match && {z: match[1], x: match[2], y: match[3]};
      },
    },
  ];

  /** The rule that answers a third-party tile URL template or request, if any. */
  function thirdPartyRule(url) {
    var sample = url.replace('{bbox-epsg-3857}', [0, 0, EARTH_HALF, EARTH_HALF].join(','));
    sample = sample.replace(/\{[zxy]\}/g, '1');
    for (var i = 0; i < thirdPartyTiles.length; i++) {
      if (thirdPartyTiles[i].tile(sample)) return thirdPartyTiles[i];
    }
    return null;
  }

  function thirdPartyTileUrl(href) {
    for (var i = 0; i < thirdPartyTiles.length; i++) {
      var tile = thirdPartyTiles[i].tile(href);
      var tileset = tile && CONFIG.tilesets[thirdPartyTiles[i].tileset];
      if (tileset && Number(tile.z) <= tileset.maxzoom) {
        return offlineTileUrl(tileset, tile.z, tile.x, tile.y);
      }
    }
    return null;
  }

  /** Where a URL may be fetched from in the preview, or null when it may not. */
  function offlineUrl(url) {
    var resolved;
    try {
      resolved = new URL(url, document.baseURI);
    } catch {
      return null;
    }
    var href = resolved.href;
    if (assetsPrefix && href.indexOf(assetsPrefix) === 0) {
      return runtimeBase + 'assets/' + href.slice(assetsPrefix.length).split('?')[0];
    }
    if (href.indexOf(apiOrigin + '/') === 0) {
      var style = stylePath.exec(resolved.pathname.slice(1));
      if (style && !/\/tiles\//.test(resolved.pathname)) {
        return styleUrl(style[1]);
      }
      var tile = rasterTilePath.exec(href);
      var tileset = tile && tilesetFor(tile[1]);
      if (tileset) {
        return offlineTileUrl(tileset, tile[2], tile[3], tile[4]);
      }
    }
    var thirdParty = thirdPartyTileUrl(href);
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

  // The site runs demo frames sandboxed, with an opaque origin, while
  // location still shows the site's address. maplibre then takes a runtime
  // video for same-origin and loads it without CORS, and WebGL refuses the
  // tainted frames: every video asks for CORS there (the runtime's files
  // are served with Access-Control-Allow-Origin: *).
  if (window.origin === 'null') {
    var createElement = document.createElement;
    document.createElement = function (tagName) {
      var element = createElement.apply(document, arguments);
      if (String(tagName).toLowerCase() === 'video') {
        element.crossOrigin = 'anonymous';
      }
      return element;
    };
  }

  var nativeFetch = window.fetch.bind(window);

  /*
   * The runner's bridge. A sandboxed frame's own requests go through an HTTP
   * cache partition of its own, and no service worker sees them: in the
   * runner, every runtime file is asked of the runner, which fetches it
   * from the site's cache. Elsewhere (a demo document opened on its own)
   * requests go straight to the network.
   */
  var BRIDGE_SCHEME = 'preview-runtime';
  var bridgePending = new Map();
  var bridgeNextId = 0;

  function isRuntimeFile(url) {
    return typeof url === 'string' && url.indexOf(runtimeBase) === 0 && url !== runtimeBase;
  }

  if (bridged) {
    window.addEventListener('message', function (event) {
      var data = event.data;
      if (
        event.source !== window.parent ||
        !data ||
        data.type !== 'docs:runtime-response' ||
        !bridgePending.has(data.id)
      ) {
        return;
      }
      var pending = bridgePending.get(data.id);
      bridgePending.delete(data.id);
      if (data.error || typeof data.status !== 'number' || data.status < 200) {
        pending.reject(
          new TypeError('Offline preview: ' + pending.url + ' could not be loaded: ' + data.error),
        );
        return;
      }
      var empty = [204, 205, 304].indexOf(data.status) !== -1;
      pending.resolve(
        new Response(empty ? null : data.body, {
          status: data.status,
          statusText: data.statusText || '',
          headers: data.contentType ? {'Content-Type': data.contentType} : {},
        }),
      );
    });
  }

  /** A runtime file from the runner (a Response promise, as fetch gives). */
  function bridgeFetch(url, signal) {
    if (signal && signal.aborted) {
      return Promise.reject(new DOMException('The request was aborted', 'AbortError'));
    }
    return new Promise(function (resolve, reject) {
      bridgeNextId += 1;
      var id = bridgeNextId;
      bridgePending.set(id, {url: url, resolve: resolve, reject: reject});
      if (signal) {
        signal.addEventListener('abort', function () {
          if (bridgePending.delete(id)) {
            reject(new DOMException('The request was aborted', 'AbortError'));
          }
        });
      }
      window.parent.postMessage({type: 'docs:runtime-fetch', id: id, url: url}, runtimeOrigin);
    });
  }

  /** fetch() for a URL the preview allows: runtime files through the bridge when there is one. */
  function runtimeFetch(url, init) {
    var method = (init && init.method) || 'GET';
    if (bridged && isRuntimeFile(url) && String(method).toUpperCase() === 'GET') {
      return bridgeFetch(url, init && init.signal);
    }
    return nativeFetch(url, init);
  }

  // Example code that calls fetch() itself gets the same rules; local web
  // services (services.js) answer first.
  window.fetch = function (input, init) {
    var url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    var services = window.__offlineServices;
    var answer = services && services.answer(url, init);
    if (answer) {
      return answer;
    }
    var local = offlineUrl(url);
    if (!local) {
      refuse(url);
      return Promise.reject(new TypeError('Offline preview: ' + url + ' is not available'));
    }
    return runtimeFetch(local, init);
  };

  /** What a protocol handler answers maplibre with, by the type of its request. */
  function protocolData(response, type) {
    if (type === 'json') return response.json();
    if (type === 'string') return response.text();
    return response.arrayBuffer();
  }

  maplibre.addProtocol(CONFIG.productId, function (request) {
    var resource = productResource(request.url);
    if (!resource) {
      refuse(request.url);
      return Promise.reject(new Error('Offline preview: ' + request.url + ' is not available'));
    }
    if (resource.json) {
      return Promise.resolve({data: resource.json});
    }
    return runtimeFetch(resource.url).then(function (response) {
      if (!response.ok) {
        throw new Error('Offline preview: ' + resource.url + ' answered ' + response.status);
      }
      return protocolData(response, request.type).then(function (data) {
        return {data: data};
      });
    });
  });

  // maplibre's requests for runtime files (styles, tiles, sprites, GeoJSON,
  // images), its workers' too, reach the main thread and the bridge under
  // this scheme (guardRequests). An error keeps its status: maplibre takes
  // a missing tile (404) for an empty one.
  if (bridged) {
    maplibre.addProtocol(BRIDGE_SCHEME, function (request, abortController) {
      var url = runtimeBase + request.url.slice(BRIDGE_SCHEME.length + 3);
      return bridgeFetch(url, abortController && abortController.signal).then(function (response) {
        if (!response.ok) {
          return response.blob().then(function (body) {
            throw new maplibre.AJAXError(response.status, response.statusText, url, body);
          });
        }
        return protocolData(response, request.type).then(function (data) {
          return {data: data};
        });
      });
    });
  }

  /** The URL maplibre asks for a runtime file: through the bridge where there is one. */
  function bridgedUrl(url, resourceType) {
    // A video source's URLs go to <video> elements, which know no custom scheme.
    var media = resourceType === 'Source' && /\.(?:mp4|webm|ogv|mov|m4v)(?:[?#]|$)/i.test(url);
    return bridged && !media && isRuntimeFile(url)
      ? BRIDGE_SCHEME + '://' + url.slice(runtimeBase.length)
      : url;
  }

  function guardRequests(userTransform) {
    return function (url, resourceType) {
      var request = (userTransform && userTransform(url, resourceType)) || {url: url};
      if (request.url.indexOf(productScheme) === 0) {
        return request;
      }
      var local = offlineUrl(request.url);
      if (!local) {
        refuse(request.url);
        return {url: bridgedUrl(runtimeBase + 'offline-refused', resourceType)};
      }
      return Object.assign({}, request, {url: bridgedUrl(local, resourceType)});
    };
  }

  /**
   * A source on a product tileset id takes the offline tileset's zoom range
   * and tile size from its TileJSON: the values written for the product's
   * tilesets (`maxzoom: 14`, `tileSize: 512`) would ask for tiles the
   * offline ones do not have.
   */
  function localSource(source) {
    var rule =
      source &&
      Array.isArray(source.tiles) &&
      source.tiles.length &&
      thirdPartyRule(source.tiles[0]);
    if (rule) {
      // The offline copy stops at its own maximum zoom; maplibre overzooms past it.
      var limited = Object.assign({}, source);
      var tileset = CONFIG.tilesets[rule.tileset];
      limited.maxzoom = Math.min(
        source.maxzoom === undefined ? 22 : source.maxzoom,
        tileset.maxzoom,
      );
      limited.minzoom = Math.min(source.minzoom || 0, limited.maxzoom);
      return limited;
    }
    if (!source || typeof source.url !== 'string' || source.url.indexOf(productScheme) !== 0) {
      return source;
    }
    var ids = source.url.slice(productScheme.length).split(',');
    if (!ids.some(tilesetFor)) {
      return source;
    }
    var copy = Object.assign({}, source);
    delete copy.minzoom;
    delete copy.maxzoom;
    delete copy.tileSize;
    return copy;
  }

  var cityLayers = CONFIG.tilesets.city.vectorLayers.map(function (layer) {
    return layer.id;
  });
  var streetsIds = CONFIG.tilesets.vector.ids.filter(function (id) {
    return /-streets-v\d+$/.test(id);
  });

  /** Whether a vector source's URL names the product's streets tileset. */
  function isStreetsUrl(url) {
    if (typeof url !== 'string' || url.indexOf(productScheme) !== 0) {
      return false;
    }
    return url
      .slice(productScheme.length)
      .split(',')
      .some(function (id) {
        return streetsIds.indexOf(id) !== -1;
      });
  }

  /** A style object written for the product, made loadable offline. */
  function localStyle(style) {
    if (typeof style === 'string') {
      var match = new RegExp('^' + productScheme + 'styles/[^/]+/([\\w.-]+)').exec(style);
      return match ? styleUrl(match[1]) : style;
    }
    if (style && typeof style === 'object') {
      var copy = Object.assign({}, style);
      // Product font stacks are not offline: maplibre draws labels with local fonts instead.
      if (typeof copy.glyphs === 'string' && copy.glyphs.indexOf(productScheme) === 0) {
        delete copy.glyphs;
      }
      delete copy.imports;
      delete copy.fog;
      if (copy.sources) {
        copy.sources = Object.fromEntries(
          Object.entries(copy.sources).map(([id, source]) => [id, localSource(source)]),
        );
      }
      return copy;
    }
    return style;
  }

  function projectionSpec(projection) {
    var name = typeof projection === 'string' ? projection : projection && projection.name;
    return {type: name === 'globe' ? 'globe' : 'mercator'};
  }

  /** The product's fog, as maplibre's sky (which also draws fog and the horizon). */
  /** The polygons (arrays of rings) of a GeoJSON value. */
  function polygonsOf(value) {
    if (!value || typeof value !== 'object') return [];
    switch (value.type) {
      case 'FeatureCollection':
        return value.features.flatMap(polygonsOf);
      case 'Feature':
        return polygonsOf(value.geometry);
      case 'Polygon':
        return [value.coordinates];
      case 'MultiPolygon':
        return value.coordinates;
      default:
        return [];
    }
  }

  /** Whether a point is inside a polygon's rings (even-odd rule, so holes are out). */
  function insideRings(point, rings) {
    var inside = false;
    rings.forEach(function (ring) {
      for (var i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        var a = ring[i];
        var b = ring[j];
        if (
          a[1] > point[1] !== b[1] > point[1] &&
          point[0] < ((b[0] - a[0]) * (point[1] - a[1])) / (b[1] - a[1]) + a[0]
        ) {
          inside = !inside;
        }
      }
    });
    return inside;
  }

  /** Whether a building footprint and one of the clip polygons overlap (a corner of one inside the other). */
  function overlaps(geometry, clipPolygons) {
    return polygonsOf(geometry).some(function (footprint) {
      return clipPolygons.some(function (clip) {
        return (
          footprint[0].some(function (point) {
            return insideRings(point, clip);
          }) ||
          clip[0].some(function (point) {
            return insideRings(point, footprint);
          })
        );
      });
    });
  }

  var LEGACY_COMPARISONS = ['==', '!=', '<', '>', '<=', '>=', 'in', '!in', 'has', '!has'];

  /** Whether a layer filter is in the legacy syntax, which cannot be combined with an expression. */
  function isLegacyFilter(filter) {
    if (!Array.isArray(filter)) return false;
    if (LEGACY_COMPARISONS.indexOf(filter[0]) !== -1) return typeof filter[1] === 'string';
    if (['all', 'any', 'none'].indexOf(filter[0]) !== -1)
      return filter.slice(1).some(isLegacyFilter);
    return false;
  }

  function skyFromFog(fog) {
    if (!fog) {
      return {};
    }
    var sky = {};
    if (fog.color) {
      sky['fog-color'] = fog.color;
      sky['horizon-color'] = fog.color;
    }
    if (fog['high-color']) sky['sky-color'] = fog['high-color'];
    if (typeof fog['horizon-blend'] === 'number') {
      sky['horizon-fog-blend'] = Math.min(1, fog['horizon-blend'] * 5);
      sky['sky-horizon-blend'] = Math.min(1, fog['horizon-blend'] * 5);
    }
    sky['fog-ground-blend'] = 0.5;
    sky['atmosphere-blend'] = ['interpolate', ['linear'], ['zoom'], 0, 1, 10, 1, 12, 0];
    return sky;
  }

  /** A product `sky` layer's colours, as maplibre's sky. */
  function skyFromLayer(layer) {
    var paint = layer.paint || {};
    var color = paint['sky-atmosphere-color'] || '#87ceeb';
    return {'sky-color': color, 'horizon-color': '#ffffff', 'sky-horizon-blend': 0.6};
  }

  /** Where a layer with a product style `slot` goes among the offline style's layers. */
  function slotBeforeId(map, slot) {
    var order = CONFIG.slots && CONFIG.slots[slot];
    if (!order) return undefined;
    for (var i = 0; i < order.length; i++) {
      if (map.getLayer(order[i])) return order[i];
    }
    return undefined;
  }

  var previewMaps = (window.__previewMaps = []);

  // A page that shows a plugin without any map is settled once it has
  // loaded (demoDocument marks such pages).
  if (document.querySelector('meta[name="preview-without-map"]')) {
    window.addEventListener('load', function () {
      setTimeout(function () {
        document.documentElement.dataset.previewState = 'idle';
      }, 300);
    });
  }
  window.__previewErrors = [];

  class FreeCameraOptions {
    constructor(position, orientation) {
      this.position = position;
      this.orientation = orientation;
      this._lookAt = null;
      this._pitchBearing = null;
    }

    lookAtPoint(location) {
      this._lookAt = maplibre.LngLat.convert(location);
      this._pitchBearing = null;
    }

    setPitchBearing(pitch, bearing) {
      this._pitchBearing = {pitch: pitch, bearing: bearing};
      this._lookAt = null;
    }
  }

  class PreviewMap extends maplibre.Map {
    constructor(options) {
      var settings = Object.assign({}, options);
      var projection = settings.projection;
      var config = settings.config;
      settings.style = localStyle(settings.style || productScheme + 'styles/mapbox/standard');
      settings.transformRequest = guardRequests(settings.transformRequest);
      delete settings.projection;
      delete settings.accessToken;
      // The product lets the camera tilt to 85°; maplibre stops at 60° unless told.
      if (settings.maxPitch === undefined) settings.maxPitch = 85;
      delete settings.config;
      super(settings);
      this._skyLayers = {};
      this._clipLayers = {};
      this._clipBaseFilters = {};
      this._clipPending = false;
      this.on('sourcedata', (event) => {
        var clipSources = Object.values(this._clipLayers).map((clip) => clip.source);
        if (
          (event.sourceId === CONFIG.citySource && event.isSourceLoaded) ||
          clipSources.indexOf(event.sourceId) !== -1
        ) {
          this._scheduleClips();
        }
      });
      this._fog = null;
      previewMaps.push(this);
      this.on('style.load', () => {
        if (projection) this.setProjection(projection);
        if (config) {
          Object.keys(config).forEach((importId) => {
            Object.keys(config[importId]).forEach((name) => {
              this.setConfigProperty(importId, name, config[importId][name]);
            });
          });
        }
      });
      var root = document.documentElement;
      var loadedAt = 0;
      this.on('load', () => {
        loadedAt = performance.now();
        if (root.dataset.previewState !== 'idle') root.dataset.previewState = 'loaded';
      });
      this.on('idle', () => {
        root.dataset.previewState = 'idle';
      });
      // An animation that changes the map every frame keeps it from ever
      // going idle: once every tile has loaded and it has drawn for a while,
      // it counts as settled too (the state tests and thumbnails wait for).
      this.on('render', () => {
        if (
          root.dataset.previewState === 'loaded' &&
          performance.now() - loadedAt > 1500 &&
          this.areTilesLoaded()
        ) {
          root.dataset.previewState = 'idle';
        }
      });
      this.on('error', (event) => {
        window.__previewErrors.push(String((event.error && event.error.message) || event.error));
      });
    }

    setStyle(style, options) {
      return super.setStyle(localStyle(style), options);
    }

    addSource(id, source) {
      return super.addSource(id, localSource(source));
    }

    setProjection(projection) {
      return super.setProjection(projectionSpec(projection));
    }

    /** The product's shape: `{name: 'globe'}`, where maplibre says `{type: 'globe'}`. */
    getProjection() {
      var spec = super.getProjection();
      var type = spec && typeof spec.type === 'string' ? spec.type : 'mercator';
      return {name: type};
    }

    /**
     * A layer on the streets tileset's `building` or `road` source layer
     * reads the offline city tiles instead: the offline streets tileset
     * stops at z5 and has neither (see the platform README).
     */
    _onCityTiles(layer) {
      if (cityLayers.indexOf(layer['source-layer']) === -1) {
        return layer;
      }
      var source = typeof layer.source === 'string' ? super.getSource(layer.source) : layer.source;
      var url =
        source && (typeof source.serialize === 'function' ? source.serialize().url : source.url);
      if (!isStreetsUrl(url)) {
        return layer;
      }
      if (!super.getSource(CONFIG.citySource)) {
        super.addSource(CONFIG.citySource, {
          type: 'vector',
          url: productScheme + CONFIG.tilesets.city.ids[0],
        });
      }
      return Object.assign({}, layer, {source: CONFIG.citySource});
    }

    addLayer(layer, beforeId) {
      layer = this._onCityTiles(layer);
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
        var slot = layer.slot;
        layer = Object.assign({}, layer);
        delete layer.slot;
        beforeId = beforeId || slotBeforeId(this, slot);
      }
      // A layer placed before one the offline basemap lacks goes below its labels.
      if (beforeId && !this.getLayer(beforeId)) {
        beforeId = slotBeforeId(this, 'middle');
      }
      return super.addLayer(layer, beforeId);
    }

    /**
     * The product's Interactions API on maplibre's layer events. A target
     * is a layer (`{layerId}`) or a Standard featureset (`{featuresetId}`,
     * the offline standard style's layers for it); the handler gets the
     * event with `feature`. mouseenter and mouseleave fire per feature, as
     * the product's do. An interaction without a target gets only the
     * events no targeted interaction took; a handler that returns `false`
     * lets the event go on to the others. Not offline: `filter` expressions
     * (every feature of the target answers).
     */
    addInteraction(id, options) {
      this.removeInteraction(id);
      this._interactions = this._interactions || new Map();
      var target = options.target || null;
      var layers = !target
        ? null
        : target.layerId
          ? [target.layerId]
          : (CONFIG.featuresets && CONFIG.featuresets[target.featuresetId]) || [];
      var handled = (this._interactionsHandled = this._interactionsHandled || new WeakSet());
      var call = (event, feature) => {
        var result = options.handler(
          Object.assign({}, event, {id: id, interaction: options, feature: feature}),
        );
        if (result !== false && event.originalEvent) handled.add(event.originalEvent);
      };
      var bindings = [];
      var bind = (type, layerIds, listener) => {
        if (layerIds) this.on(type, layerIds, listener);
        else this.on(type, listener);
        bindings.push([type, layerIds, listener]);
      };
      var present = (layerIds) => layerIds.filter((layerId) => this.getLayer(layerId));
      if (!layers) {
        // After the targeted ones: maplibre calls listeners in the order they were added.
        bind(options.type, null, (event) => {
          setTimeout(() => {
            if (!event.originalEvent || !handled.has(event.originalEvent)) call(event, undefined);
          });
        });
      } else if (options.type === 'mouseenter' || options.type === 'mouseleave') {
        var current = null;
        var key = (feature) => (feature ? feature.source + '/' + feature.id : null);
        bind('mousemove', present(layers), (event) => {
          var feature = event.features && event.features[0];
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
      this._interactions.set(id, bindings);
      return this;
    }

    removeInteraction(id) {
      var bindings = this._interactions && this._interactions.get(id);
      if (bindings) {
        bindings.forEach(([type, layerIds, listener]) => {
          if (layerIds) this.off(type, layerIds, listener);
          else this.off(type, listener);
        });
        this._interactions.delete(id);
      }
      return this;
    }

    getLayer(id) {
      // maplibre's own constructor may ask before the sky and clip layers exist.
      return (
        super.getLayer(id) ||
        (this._skyLayers && this._skyLayers[id]) ||
        (this._clipLayers && this._clipLayers[id])
      );
    }

    _scheduleClips() {
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
    _applyClips() {
      if (!this.style || !this.style._loaded) return;
      // Wait for the city tiles: each new filter reloads them, so apply once they are all in.
      if (super.getSource(CONFIG.citySource) && !this.isSourceLoaded(CONFIG.citySource)) return;
      var clips = Object.values(this._clipLayers);
      var polygons = [];
      var clipSymbols = false;
      clips.forEach((clip) => {
        var source = super.getSource(clip.source);
        var data = source && typeof source.serialize === 'function' && source.serialize().data;
        polygons = polygons.concat(polygonsOf(data));
        var types = (clip.layout && clip.layout['clip-layer-types']) || [];
        clipSymbols = clipSymbols || types.indexOf('symbol') !== -1;
      });
      // Buildings found stay hidden while the polygons are the same: the
      // tiles reload when a filter changes, and a building must not come
      // back while its tile does.
      var polygonsKey = JSON.stringify(polygons);
      if (this._clipPolygonsKey !== polygonsKey) {
        this._clipPolygonsKey = polygonsKey;
        this._clipIds = new Set();
      }
      if (polygons.length && super.getSource(CONFIG.citySource)) {
        this.querySourceFeatures(CONFIG.citySource, {sourceLayer: 'building'}).forEach(
          (feature) => {
            if (
              feature.id !== undefined &&
              !this._clipIds.has(feature.id) &&
              overlaps(feature.geometry, polygons)
            ) {
              this._clipIds.add(feature.id);
            }
          },
        );
      }
      var ids = Array.from(this._clipIds).sort((a, b) => a - b);
      var within = polygons.map((rings) => ['within', {type: 'Polygon', coordinates: rings}]);
      this.getStyle().layers.forEach((layer) => {
        var buildings = layer.type === 'fill-extrusion' && layer.source === CONFIG.citySource;
        var symbols = clipSymbols && layer.type === 'symbol';
        if (!buildings && !symbols) return;
        if (!(layer.id in this._clipBaseFilters)) {
          this._clipBaseFilters[layer.id] = super.getFilter(layer.id) || null;
        }
        var base = this._clipBaseFilters[layer.id];
        if (isLegacyFilter(base)) return;
        var hidden = buildings
          ? ['in', ['id'], ['literal', ids]]
          : within.length
            ? ['any'].concat(within)
            : false;
        var filter = ['!', hidden];
        var next = base ? ['all', base, filter] : polygons.length ? filter : null;
        // Setting a filter reloads the source's tiles, which calls this again: only on a change.
        if (JSON.stringify(next) !== JSON.stringify(super.getFilter(layer.id) || null)) {
          super.setFilter(layer.id, next);
        }
      });
    }

    removeLayer(id) {
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

    setPaintProperty(id, name, value, options) {
      var sky = this._skyLayers[id];
      if (sky) {
        sky.paint = Object.assign({}, sky.paint, {[name]: value});
        this._applySky();
        return this;
      }
      return super.setPaintProperty(id, name, value, options);
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

    setFog(fog) {
      this._fog = fog || null;
      this._applySky();
      return this;
    }

    /** maplibre has one sky for both: the sky layers' colours, then the fog's. */
    _applySky() {
      var sky = {};
      Object.keys(this._skyLayers).forEach((id) => {
        Object.assign(sky, skyFromLayer(this._skyLayers[id]));
      });
      this.setSky(Object.assign(sky, skyFromFog(this._fog)));
    }

    getFog() {
      return this._fog;
    }

    /** Light presets and label switches of the product's Standard style. */
    setConfigProperty(importId, name, value) {
      var presets = CONFIG.lightPresets || {};
      if (name === 'lightPreset' && presets[value]) {
        var paint = presets[value];
        Object.keys(paint).forEach((layerId) => {
          if (!super.getLayer(layerId)) return;
          var extruded = super.getLayer(layerId).type === 'fill-extrusion';
          Object.keys(paint[layerId]).forEach((property) => {
            var colour = paint[layerId][property];
            if (extruded && property === 'fill-color') {
              // Standard's 3D buildings: the preset colour is the one for no feature state.
              var current = super.getPaintProperty(layerId, 'fill-extrusion-color');
              var next =
                Array.isArray(current) && current[0] === 'case'
                  ? current.slice(0, -1).concat([colour])
                  : colour;
              super.setPaintProperty(layerId, 'fill-extrusion-color', next);
            } else {
              super.setPaintProperty(layerId, property, colour);
            }
          });
        });
      }
      var labelLayers = CONFIG.labelSwitches && CONFIG.labelSwitches[name];
      if (labelLayers) {
        labelLayers.forEach((layerId) => {
          if (super.getLayer(layerId)) {
            this.setLayoutProperty(layerId, 'visibility', value === false ? 'none' : 'visible');
          }
        });
      }
      this._config = Object.assign({}, this._config, {[importId + '.' + name]: value});
      return this;
    }

    getConfigProperty(importId, name) {
      return this._config ? this._config[importId + '.' + name] : undefined;
    }

    getFreeCameraOptions() {
      var lngLat = this.transform.getCameraLngLat();
      var altitude = this.transform.getCameraAltitude();
      return new FreeCameraOptions(maplibre.MercatorCoordinate.fromLngLat(lngLat, altitude));
    }

    setFreeCameraOptions(camera) {
      var position = camera.position || this.getFreeCameraOptions().position;
      var from = position.toLngLat();
      var altitude = position.toAltitude();
      var target;
      if (camera._lookAt) {
        target = this.calculateCameraOptionsFromTo(from, altitude, camera._lookAt, 0);
      } else {
        var angles = camera._pitchBearing || {pitch: this.getPitch(), bearing: this.getBearing()};
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

  /**
   * The product calls a custom layer's render(gl, matrix) with the matrix
   * from mercator world units to clip space; maplibre 5 passes an object
   * that holds that matrix. Hand the layer the product's argument.
   */
  function customLayerWithProductMatrix(layer) {
    var wrapped = Object.create(layer);
    ['render', 'prerender'].forEach((method) => {
      if (typeof layer[method] === 'function') {
        wrapped[method] = function (gl, input) {
          var matrix =
            input && input.defaultProjectionData ? input.defaultProjectionData.mainMatrix : input;
          return layer[method].call(layer, gl, matrix);
        };
      }
    });
    ['onAdd', 'onRemove'].forEach((method) => {
      if (typeof layer[method] === 'function') {
        wrapped[method] = function () {
          return layer[method].apply(layer, arguments);
        };
      }
    });
    return wrapped;
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

  window.__offlinePreview = {
    runtimeBase: runtimeBase,
    bridged: bridged,
    runtimeFetch: runtimeFetch,
    offlineUrl: offlineUrl,
    productId: CONFIG.productId,
    refuse: refuse,
  };

  var namespace = Object.assign({}, maplibre, {
    Map: PreviewMap,
    FreeCameraOptions: FreeCameraOptions,
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
