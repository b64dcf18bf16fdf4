/*
 * Example preview services. Loaded right after adapter.js in every demo
 * frame, before plugins and the example's code:
 *   - answers the product's Geocoding API (v5 `geocoding/v5/{product}.places`
 *     and v6 `search/geocode/v6/forward|reverse`) from the offline gazetteer
 *     (../data/gazetteer.json: GeoNames places and ISO countries, loaded on
 *     the first geocoding request), in the API's response shape;
 *   - gives XMLHttpRequest the adapter's rules for fetch(): a local answer,
 *     else an allowed local URL (a runtime file through the runner's bridge
 *     when there is one, as fetch() does), else refused (an `error` event
 *     and a console warning), so nothing leaves the machine that way either.
 * Every other product web service (directions, static images, tilequery,
 * isochrone, matrix, optimization) is refused by the adapter's default.
 * It does not make up places: a query the gazetteer does not know gets an
 * empty result, as the real API would for an unknown name.
 */
(function (root) {
  'use strict';
  var preview = root.__offlinePreview || {};
  var script = root.document && root.document.currentScript;
  var runtimeBase = preview.runtimeBase || (script ? new URL('.', script.src).href : '');
  var productId = preview.productId || 'mapbox';
  var apiOrigin = 'https://api.' + productId + '.com';
  var DEFAULT_LIMIT = 5;
  var MAX_LIMIT = 10;
  var REVERSE_PLACE_KM = 50;
  var REVERSE_COUNTRY_KM = 500;

  function warnRefused(url) {
    if (typeof preview.refuse === 'function') {
      preview.refuse(url);
    } else {
      console.warn('[offline preview] not fetched (the preview runs without network): ' + url);
    }
  }

  /* ---------- the gazetteer ---------- */

  /** Lower case, accents and punctuation off: "São Paulo" and "sao-paulo" are one key. */
  function fold(text) {
    return String(text)
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  }

  var loading = null;

  function loadGazetteer() {
    if (!loading) {
      loading = root
        .fetch(runtimeBase + 'data/gazetteer.json')
        .then(function (response) {
          if (!response.ok) {
            throw new Error('the offline gazetteer answered ' + response.status);
          }
          return response.json();
        })
        .then(indexGazetteer);
      loading.catch(function () {
        loading = null;
      });
    }
    return loading;
  }

  function indexGazetteer(data) {
    var countries = {};
    var countryList = data.countries.map(function (country) {
      var keys = [];
      Object.keys(country.names).forEach(function (lang) {
        country.names[lang].forEach(function (name) {
          var key = fold(name);
          if (key && keys.indexOf(key) === -1) keys.push(key);
        });
      });
      var entry = {
        kind: 'country',
        code: country.code,
        names: country.names,
        keys: keys,
        lng: country.center[0],
        lat: country.center[1],
        bbox: country.bbox,
      };
      countries[country.code] = entry;
      return entry;
    });
    var places = data.places.map(function (place) {
      return {
        kind: 'place',
        id: place[0],
        name: place[1],
        code: place[2],
        lng: place[3],
        lat: place[4],
        population: place[5],
        keys: [fold(place[1])],
      };
    });
    return {
      attribution: data.attribution,
      countries: countries,
      countryList: countryList,
      places: places,
    };
  }

  function countryName(country, language) {
    var names = (country && (country.names[language] || country.names.en)) || [];
    return names[0] || (country ? country.code : '');
  }

  /* ---------- searching ---------- */

  /** How well a folded name matches a folded query: 0 (not at all) to 1 (exactly). */
  function matchScore(key, query, autocomplete) {
    if (key === query) return 1;
    var padded = ' ' + key + ' ';
    if (padded.indexOf(' ' + query + ' ') !== -1) return key.indexOf(query) === 0 ? 0.95 : 0.85;
    if (!autocomplete) return 0;
    if (key.indexOf(query) === 0) return 0.9;
    if (padded.indexOf(' ' + query) !== -1) return 0.8;
    return 0;
  }

  function bestScore(keys, query, autocomplete) {
    var best = 0;
    for (var i = 0; i < keys.length; i++) {
      var score = matchScore(keys[i], query, autocomplete);
      if (score > best) best = score;
    }
    return best;
  }

  function distanceKm(lng1, lat1, lng2, lat2) {
    var rad = Math.PI / 180;
    var dLat = (lat2 - lat1) * rad;
    var dLng = (lng2 - lng1) * rad;
    var a =
      Math.sin(dLat / 2) * Math.sin(dLat / 2) +
      Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) * Math.sin(dLng / 2);
    return 12742 * Math.asin(Math.min(1, Math.sqrt(a)));
  }

  function inBbox(entry, bbox) {
    if (!bbox) return true;
    var lng = entry.lng;
    var inLng =
      bbox[0] <= bbox[2] ? lng >= bbox[0] && lng <= bbox[2] : lng >= bbox[0] || lng <= bbox[2];
    return inLng && entry.lat >= bbox[1] && entry.lat <= bbox[3];
  }

  function allowed(entry, options) {
    if (options.types && options.types.indexOf(entry.kind) === -1) return false;
    if (options.countries && options.countries.indexOf(entry.code) === -1) return false;
    return inBbox(entry, options.bbox);
  }

  /** Importance when names match equally: countries, then places by population. */
  function weight(entry) {
    return entry.kind === 'country' ? 1 : Math.log10(Math.max(entry.population, 10)) / 8;
  }

  function forwardSearch(index, text, options) {
    var parts = String(text).split(',');
    var query = fold(parts[0]);
    var within = parts.slice(1).map(fold).filter(Boolean);
    if (!query) return [];
    var found = [];
    function consider(entry) {
      if (!allowed(entry, options)) return;
      var relevance = bestScore(entry.keys, query, options.autocomplete);
      if (!relevance) return;
      if (within.length > 0) {
        // "Paris, France": the rest must name the place's country.
        if (entry.kind !== 'place') return;
        var country = index.countries[entry.code];
        var ok = within.every(function (part) {
          return country && bestScore(country.keys, part, true) > 0;
        });
        if (!ok) return;
      }
      var score = relevance * 2 + weight(entry) * 0.2;
      if (options.proximity) {
        var km = distanceKm(options.proximity[0], options.proximity[1], entry.lng, entry.lat);
        score += 0.3 / (1 + km / 100);
      }
      found.push({entry: entry, relevance: relevance, score: score});
    }
    index.countryList.forEach(consider);
    index.places.forEach(consider);
    found.sort(function (a, b) {
      return b.score - a.score;
    });
    return found.slice(0, options.limit);
  }

  function nearestPlace(index, lng, lat, options) {
    var best = null;
    var bestKm = Infinity;
    index.places.forEach(function (place) {
      if (options.countries && options.countries.indexOf(place.code) === -1) return;
      var km = distanceKm(lng, lat, place.lng, place.lat);
      if (km < bestKm) {
        best = place;
        bestKm = km;
      }
    });
    return best ? {place: best, km: bestKm} : null;
  }

  /**
   * Reverse geocoding: the nearest gazetteer place within 50 km, and the
   * country of the nearest place within 500 km (the gazetteer keeps no
   * borders, so a point near one may get its neighbour).
   */
  function reverseSearch(index, lng, lat, options) {
    var nearest = nearestPlace(index, lng, lat, options);
    var results = [];
    if (nearest && nearest.km <= REVERSE_PLACE_KM) {
      results.push({entry: nearest.place, relevance: 1});
    }
    if (nearest && nearest.km <= REVERSE_COUNTRY_KM) {
      var country = index.countries[nearest.place.code];
      if (country) results.push({entry: country, relevance: 1});
    }
    return results
      .filter(function (result) {
        return !options.types || options.types.indexOf(result.entry.kind) !== -1;
      })
      .slice(0, options.limit);
  }

  /* ---------- parameters ---------- */

  function numbers(value, count) {
    if (!value) return null;
    var list = String(value)
      .split(',')
      .map(function (item) {
        return Number(item);
      });
    if (list.length !== count || list.some(isNaN)) return null;
    return list;
  }

  function list(value) {
    if (!value) return null;
    return String(value)
      .split(',')
      .map(function (item) {
        return item.trim();
      })
      .filter(Boolean);
  }

  var KINDS = {country: 'country', place: 'place', locality: null, region: null, district: null};

  function searchOptions(params, defaultLimit) {
    var types = list(params.get('types'));
    var countries = list(params.get('country'));
    var languages = list(params.get('language'));
    var limit = parseInt(params.get('limit'), 10);
    return {
      limit: Math.min(MAX_LIMIT, limit > 0 ? limit : defaultLimit),
      autocomplete: params.get('autocomplete') !== 'false',
      bbox: numbers(params.get('bbox'), 4),
      proximity: numbers(params.get('proximity'), 2),
      countries:
        countries &&
        countries.map(function (code) {
          return code.toUpperCase();
        }),
      types:
        types &&
        types
          .map(function (type) {
            return KINDS[type.toLowerCase()] || '';
          })
          .filter(Boolean),
      language: languages ? languages[0].toLowerCase().split(/[-_]/)[0] : null,
    };
  }

  /* ---------- responses ---------- */

  function v5Feature(index, result, language) {
    var entry = result.entry;
    var lang = language || 'en';
    var feature;
    if (entry.kind === 'country') {
      var name = countryName(entry, lang);
      feature = {
        id: 'country.' + entry.code.toLowerCase(),
        type: 'Feature',
        place_type: ['country'],
        relevance: result.relevance,
        properties: {short_code: entry.code.toLowerCase()},
        text: name,
        place_name: name,
        bbox: entry.bbox.slice(),
        center: [entry.lng, entry.lat],
        geometry: {type: 'Point', coordinates: [entry.lng, entry.lat]},
      };
    } else {
      var country = index.countries[entry.code];
      var inCountry = countryName(country, lang);
      feature = {
        id: 'place.' + entry.id,
        type: 'Feature',
        place_type: ['place'],
        relevance: result.relevance,
        properties: {},
        text: entry.name,
        place_name: entry.name + (inCountry ? ', ' + inCountry : ''),
        center: [entry.lng, entry.lat],
        geometry: {type: 'Point', coordinates: [entry.lng, entry.lat]},
        context: [
          {
            id: 'country.' + entry.code.toLowerCase(),
            short_code: entry.code.toLowerCase(),
            text: inCountry,
          },
        ],
      };
    }
    if (language) {
      feature.language = language;
      feature['text_' + language] = feature.text;
      feature['place_name_' + language] = feature.place_name;
      feature['language_' + language] = language;
    }
    return feature;
  }

  function v6Feature(index, result, language) {
    var entry = result.entry;
    var lang = language || 'en';
    var coordinates = {longitude: entry.lng, latitude: entry.lat};
    var properties;
    if (entry.kind === 'country') {
      var name = countryName(entry, lang);
      properties = {
        mapbox_id: 'country.' + entry.code.toLowerCase(),
        feature_type: 'country',
        name: name,
        name_preferred: name,
        place_formatted: '',
        full_address: name,
        coordinates: coordinates,
        bbox: entry.bbox.slice(),
        context: {},
      };
    } else {
      var country = index.countries[entry.code];
      var inCountry = countryName(country, lang);
      properties = {
        mapbox_id: 'place.' + entry.id,
        feature_type: 'place',
        name: entry.name,
        name_preferred: entry.name,
        place_formatted: inCountry,
        full_address: entry.name + (inCountry ? ', ' + inCountry : ''),
        coordinates: coordinates,
        context: {
          country: {
            mapbox_id: 'country.' + entry.code.toLowerCase(),
            name: inCountry,
            country_code: entry.code,
          },
          place: {mapbox_id: 'place.' + entry.id, name: entry.name},
        },
      };
    }
    return {
      type: 'Feature',
      id: properties.mapbox_id,
      geometry: {type: 'Point', coordinates: [entry.lng, entry.lat]},
      properties: properties,
    };
  }

  function jsonResponse(body) {
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: {'Content-Type': 'application/json; charset=utf-8'},
    });
  }

  var REVERSE_QUERY = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/;

  /** The Geocoding API request a URL makes, or null when it is not one. */
  function geocodingRequest(url) {
    var parsed;
    try {
      parsed = new URL(url, root.location ? root.location.href : undefined);
    } catch {
      return null;
    }
    if (parsed.origin !== apiOrigin) return null;
    var params = parsed.searchParams;
    var v5 = new RegExp(
      '^/geocoding/v5/' + productId + '\\.places(?:-permanent)?/([^/]+)\\.json$',
    ).exec(parsed.pathname);
    if (v5) {
      var text = decodeURIComponent(v5[1]);
      var reverse = REVERSE_QUERY.exec(text);
      if (reverse) {
        return {version: 5, reverse: [Number(reverse[1]), Number(reverse[2])], params: params};
      }
      return {version: 5, text: text, params: params};
    }
    var v6 = /^\/search\/geocode\/v6\/(forward|reverse)$/.exec(parsed.pathname);
    if (v6 && v6[1] === 'forward') {
      return {version: 6, text: params.get('q') || '', params: params};
    }
    if (v6) {
      var lng = Number(params.get('longitude'));
      var lat = Number(params.get('latitude'));
      if (isNaN(lng) || isNaN(lat)) return null;
      return {version: 6, reverse: [lng, lat], params: params};
    }
    return null;
  }

  function geocode(request) {
    return loadGazetteer().then(function (index) {
      var reverse = Boolean(request.reverse);
      var options = searchOptions(request.params, reverse ? 2 : DEFAULT_LIMIT);
      var results = reverse
        ? reverseSearch(index, request.reverse[0], request.reverse[1], options)
        : forwardSearch(index, request.text, options);
      if (request.version === 6) {
        return {
          type: 'FeatureCollection',
          features: results.map(function (result) {
            return v6Feature(index, result, options.language);
          }),
          attribution: index.attribution,
        };
      }
      return {
        type: 'FeatureCollection',
        query: reverse ? request.reverse : fold(request.text).split(' ').filter(Boolean),
        features: results.map(function (result) {
          return v5Feature(index, result, options.language);
        }),
        attribution: index.attribution,
      };
    });
  }

  /** A local answer for a URL (a Promise of a Response), or null. */
  function answer(url) {
    var request = geocodingRequest(String(url));
    if (!request) return null;
    return geocode(request).then(jsonResponse);
  }

  var services = {answer: answer, geocode: geocode, geocodingRequest: geocodingRequest};
  root.__offlineServices = services;

  /* ---------- XMLHttpRequest ---------- */

  var NativeXHR = root.XMLHttpRequest;
  if (typeof NativeXHR !== 'function') {
    return;
  }

  function offlineUrl(url) {
    if (typeof preview.offlineUrl === 'function') return preview.offlineUrl(url);
    try {
      var resolved = new URL(url, root.document.baseURI);
      return resolved.origin === root.location.origin ||
        resolved.protocol === 'data:' ||
        resolved.protocol === 'blob:'
        ? resolved.href
        : null;
    } catch {
      return null;
    }
  }

  function isRuntimeFile(url) {
    return typeof url === 'string' && url.indexOf(runtimeBase) === 0 && url !== runtimeBase;
  }

  function settle(xhr, values) {
    Object.keys(values).forEach(function (name) {
      Object.defineProperty(xhr, name, {value: values[name], configurable: true});
    });
  }

  class OfflineXMLHttpRequest extends NativeXHR {
    open(method, url, async, user, password) {
      var href = String(url);
      var isAsync = async === undefined ? true : Boolean(async);
      var state = {url: href, method: method, async: isAsync, headers: [], aborted: false};
      this.__offline = state;
      ['readyState', 'status', 'statusText', 'response', 'responseText'].forEach((name) => {
        delete this[name];
      });
      if (isAsync && geocodingRequest(href)) {
        state.kind = 'answer';
        return super.open(method, runtimeBase + 'offline-answer', true);
      }
      var local = offlineUrl(href);
      var verb = String(method).toUpperCase();
      if (local && isAsync && verb === 'GET' && preview.bridged && isRuntimeFile(local)) {
        state.kind = 'bridged';
        state.local = local;
        return super.open(method, runtimeBase + 'offline-answer', true);
      }
      if (local) {
        state.kind = 'local';
        return arguments.length > 3
          ? super.open(method, local, isAsync, user, password)
          : super.open(method, local, isAsync);
      }
      state.kind = 'refused';
      return super.open(method, runtimeBase + 'offline-refused', isAsync);
    }

    setRequestHeader(name, value) {
      if (this.__offline) this.__offline.headers.push([name, value]);
      return super.setRequestHeader(name, value);
    }

    abort() {
      if (this.__offline) this.__offline.aborted = true;
      return super.abort();
    }

    send(body) {
      var state = this.__offline;
      if (!state || state.kind === 'local') {
        return super.send(body);
      }
      if (state.kind === 'refused') {
        warnRefused(state.url);
        if (!state.async) {
          throw new DOMException(
            'Offline preview: ' + state.url + ' is not available',
            'NetworkError',
          );
        }
        setTimeout(() => {
          if (state.aborted) return;
          settle(this, {readyState: 4, status: 0, statusText: '', response: '', responseText: ''});
          ['readystatechange', 'error', 'loadend'].forEach((type) => {
            this.dispatchEvent(
              type === 'readystatechange' ? new Event(type) : new ProgressEvent(type),
            );
          });
        }, 0);
        return undefined;
      }
      // A local answer, or a runtime file from the bridge: the native request
      // reads it from a blob URL, so every XHR feature (events,
      // responseType, headers) behaves as usual.
      var bridgedFile = state.kind === 'bridged';
      (bridgedFile ? preview.runtimeFetch(state.local) : answer(state.url))
        .then((response) => {
          if (bridgedFile && !response.ok)
            throw new Error(state.local + ' answered ' + response.status);
          return response.blob();
        })
        .then((blob) => {
          if (state.aborted || this.__offline !== state) return;
          var blobUrl = URL.createObjectURL(blob);
          super.open('GET', blobUrl, true);
          state.headers.forEach((header) => super.setRequestHeader(header[0], header[1]));
          this.addEventListener('loadend', () => URL.revokeObjectURL(blobUrl), {once: true});
          super.send();
        })
        .catch((error) => {
          if (bridgedFile && !state.aborted && this.__offline === state) {
            // The file as the network has it: its own status and error.
            state.kind = 'local';
            super.open(state.method, state.local, true);
            state.headers.forEach((header) => super.setRequestHeader(header[0], header[1]));
            super.send(body);
            return;
          }
          console.warn('[offline preview] ' + (error && error.message));
          state.kind = 'refused';
          this.send();
        });
      return undefined;
    }
  }

  root.XMLHttpRequest = OfflineXMLHttpRequest;
})(typeof window === 'undefined' ? globalThis : window);
