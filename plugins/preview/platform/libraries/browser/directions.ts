/*
 * Offline preview stand-in for the product's Directions plugin. Routes come
 * from an online routing service over a road network the preview does not
 * have, so none are drawn: the control says so, and its methods do nothing,
 * so a page that uses it still loads and runs the rest of its code.
 */
import {pluginWindow} from './pluginGlobals';

function installDirections(): void {
  'use strict';
  const MESSAGE =
    'Directions need the online routing service; not available in the offline preview';

  class MapboxDirections {
    // Declared only: the constructor and onAdd set them, as the plugin does, and no
    // field initialiser runs before them.
    declare options: Readonly<Record<string, unknown>>;
    declare private _origin: unknown;
    declare private _destination: unknown;
    declare private _waypoints: unknown[];
    declare private _container: HTMLElement | null;
    declare private _map: unknown;

    constructor(options?: Readonly<Record<string, unknown>>) {
      this.options = Object.assign({}, options);
      this._origin = null;
      this._destination = null;
      this._waypoints = [];
      this._container = null;
    }

    onAdd(map: unknown): HTMLElement {
      this._map = map;
      const container = document.createElement('div');
      container.className =
        'maplibregl-ctrl mapboxgl-ctrl mapboxgl-ctrl-directions offline-preview-directions';
      container.setAttribute('role', 'status');
      container.textContent = MESSAGE;
      this._container = container;
      console.warn('[offline preview] ' + MESSAGE);
      return container;
    }

    onRemove(): void {
      if (this._container && this._container.parentNode) {
        this._container.parentNode.removeChild(this._container);
      }
      this._map = null;
    }

    interactive(): this {
      return this;
    }

    setOrigin(query: unknown): this {
      this._origin = query;
      return this;
    }

    getOrigin(): object {
      return {};
    }

    setDestination(query: unknown): this {
      this._destination = query;
      return this;
    }

    getDestination(): object {
      return {};
    }

    reverse(): this {
      return this;
    }

    addWaypoint(index: number, waypoint: unknown): this {
      this._waypoints.splice(index, 0, waypoint);
      return this;
    }

    setWaypoint(index: number, waypoint: unknown): this {
      this._waypoints[index] = waypoint;
      return this;
    }

    removeWaypoint(index: number): this {
      this._waypoints.splice(index, 1);
      return this;
    }

    getWaypoints(): unknown[] {
      return this._waypoints.slice();
    }

    removeRoutes(): this {
      return this;
    }

    on(): this {
      return this;
    }

    off(): this {
      return this;
    }
  }

  pluginWindow.MapboxDirections = MapboxDirections;
}

installDirections();
