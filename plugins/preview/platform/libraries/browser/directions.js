/*
 * Offline preview stand-in for the product's Directions plugin. Routes come
 * from an online routing service over a road network the preview does not
 * have, so none are drawn: the control says so, and its methods do nothing,
 * so a page that uses it still loads and runs the rest of its code.
 */
(function () {
  'use strict';
  var MESSAGE = 'Directions need the online routing service; not available in the offline preview';

  class MapboxDirections {
    constructor(options) {
      this.options = Object.assign({}, options);
      this._origin = null;
      this._destination = null;
      this._waypoints = [];
      this._container = null;
    }

    onAdd(map) {
      this._map = map;
      var container = document.createElement('div');
      container.className =
        'maplibregl-ctrl mapboxgl-ctrl mapboxgl-ctrl-directions offline-preview-directions';
      container.setAttribute('role', 'status');
      container.textContent = MESSAGE;
      this._container = container;
      console.warn('[offline preview] ' + MESSAGE);
      return container;
    }

    onRemove() {
      if (this._container && this._container.parentNode) {
        this._container.parentNode.removeChild(this._container);
      }
      this._map = null;
    }

    interactive() {
      return this;
    }

    setOrigin(query) {
      this._origin = query;
      return this;
    }

    getOrigin() {
      return {};
    }

    setDestination(query) {
      this._destination = query;
      return this;
    }

    getDestination() {
      return {};
    }

    reverse() {
      return this;
    }

    addWaypoint(index, waypoint) {
      this._waypoints.splice(index, 0, waypoint);
      return this;
    }

    setWaypoint(index, waypoint) {
      this._waypoints[index] = waypoint;
      return this;
    }

    removeWaypoint(index) {
      this._waypoints.splice(index, 1);
      return this;
    }

    getWaypoints() {
      return this._waypoints.slice();
    }

    removeRoutes() {
      return this;
    }

    on() {
      return this;
    }

    off() {
      return this;
    }
  }

  window.MapboxDirections = MapboxDirections;
})();
