/*
 * Offline preview shim, appended to @mapbox/mapbox-gl-draw's dist. The
 * preview draws with maplibre, whose map, canvas and controls carry
 * `maplibregl-*` classes: Draw's class names are pointed at them so its
 * buttons sit in a styled control group and its keyboard shortcuts (which
 * only act on the map canvas) work.
 */
import {pluginWindow} from './pluginGlobals';

function pointClassesAtMaplibre(): void {
  'use strict';
  const Draw = pluginWindow.MapboxDraw;
  if (!Draw || !Draw.constants || !Draw.constants.classes) {
    return;
  }
  const classes = Draw.constants.classes;
  classes.CANVAS = 'maplibregl-canvas';
  classes.CONTROL_BASE = 'maplibregl-ctrl mapboxgl-ctrl';
  classes.CONTROL_PREFIX = 'maplibregl-ctrl-';
  classes.CONTROL_GROUP = 'maplibregl-ctrl-group mapboxgl-ctrl-group';
  classes.ATTRIBUTION = 'maplibregl-ctrl-attrib';
}

pointClassesAtMaplibre();
