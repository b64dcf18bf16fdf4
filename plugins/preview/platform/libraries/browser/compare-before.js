/*
 * Offline preview: the compare plugin attaches itself to `window.mapboxgl`
 * when it finds one. Let it find the preview's product namespace.
 */
window.__compareSavedNamespace = window.mapboxgl;
window.mapboxgl = window['__PRODUCT_ID__gl'] || window.mapboxgl;
