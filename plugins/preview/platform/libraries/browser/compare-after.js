/* Offline preview: the product namespace keeps Compare; window.mapboxgl is as it was. */
(function () {
  'use strict';
  var namespace = window['__PRODUCT_ID__gl'];
  if (namespace && window.mapboxgl && window.mapboxgl.Compare && !namespace.Compare) {
    namespace.Compare = window.mapboxgl.Compare;
  }
  if (window.mapboxgl !== window.__compareSavedNamespace) {
    if (window.__compareSavedNamespace === undefined) {
      delete window.mapboxgl;
    } else {
      window.mapboxgl = window.__compareSavedNamespace;
    }
  }
  delete window.__compareSavedNamespace;
})();
