/*
 * Offline preview: the compare plugin attaches itself to `window.mapboxgl`
 * when it finds one. Let it find the preview's product namespace.
 */
import {pluginWindow, type NamespaceName} from './pluginGlobals';

declare const PRODUCT_ID: string;

pluginWindow.__compareSavedNamespace = pluginWindow.mapboxgl;
pluginWindow.mapboxgl = pluginWindow[(PRODUCT_ID + 'gl') as NamespaceName] || pluginWindow.mapboxgl;
