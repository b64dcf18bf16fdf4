// The browser build of the lite client, imported by path in plugins/search/client/liteClient.ts
// because `algoliasearch/lite` itself is aliased to that module in the bundle.
declare module 'algoliasearch/dist/lite/builds/browser' {
  export * from 'algoliasearch/lite';
}
