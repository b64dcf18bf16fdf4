/* Offline preview: the product namespace keeps Compare; window.mapboxgl is as it was. */
import {pluginWindow, type NamespaceName} from './pluginGlobals';

declare const PRODUCT_ID: string;

function restoreMapboxgl(): void {
  'use strict';
  const namespace = pluginWindow[(PRODUCT_ID + 'gl') as NamespaceName];
  if (namespace && pluginWindow.mapboxgl && pluginWindow.mapboxgl.Compare && !namespace.Compare) {
    namespace.Compare = pluginWindow.mapboxgl.Compare;
  }
  if (pluginWindow.mapboxgl !== pluginWindow.__compareSavedNamespace) {
    if (pluginWindow.__compareSavedNamespace === undefined) {
      delete pluginWindow.mapboxgl;
    } else {
      pluginWindow.mapboxgl = pluginWindow.__compareSavedNamespace;
    }
  }
  delete pluginWindow.__compareSavedNamespace;
}

restoreMapboxgl();
