/**
 * The framework internals the site reads without swapping anything: a
 * generated file's layout, a define of the bundler config, a library's
 * storage keys. Each read lives in this folder, and the installed files it
 * depends on are pinned with the overrides' (upstream-hashes.json), so an
 * upgrade that changes one fails `tests/unit/overrides.test.ts` with the
 * read's name and what to re-check.
 */
export interface PrivateRead {
  readonly name: string;
  /** The module of this folder that makes the read. */
  readonly module: string;
  /** Installed files it depends on, relative to `node_modules`. */
  readonly files: readonly string[];
  readonly recheck: string;
}

export const PRIVATE_READS: readonly PrivateRead[] = [
  {
    name: 'route files',
    module: 'routeFiles.ts',
    files: [
      // Writes routesChunkNames.json into the generated folder.
      '@docusaurus/core/lib/server/codegen/codegen.js',
      // Has the client manifest written there, from the loadable-components plugin.
      '@docusaurus/core/lib/webpack/client.js',
      'react-loadable-ssr-addon-v5-slorber/lib/ReactLoadableSSRAddon.js',
    ],
    recheck:
      'routesChunkNames.json still maps "<route path>-<hash>" to chunk names, and client-manifest.json still has origins (chunk name → ids) and assets (id → files with publicPath)',
  },
  {
    name: 'hydration define',
    module: 'hydration.ts',
    files: ['@docusaurus/core/lib/webpack/client.js'],
    recheck:
      'the client bundle still defines process.env.HYDRATE_CLIENT_ENTRY, true exactly when pages are hydrated from server HTML',
  },
  {
    name: 'stored searches',
    module: 'storedSearches.ts',
    files: ['@docsearch/react/dist/esm/index.js'],
    recheck:
      'DocSearch still keeps recent and favourite searches in localStorage under keys starting __DOCSEARCH_RECENT_SEARCHES__ and __DOCSEARCH_FAVORITE_SEARCHES__, as arrays of hits',
  },
];

/** Every installed file a private read depends on. */
export function privateReadFiles(): string[] {
  return PRIVATE_READS.flatMap(({files}) => files);
}
