import {join} from 'node:path';

import type {Override} from '../override';

/**
 * Repairs of DocSearch 4.7's dialog (see this folder's README), put in place
 * of the search bar's seam, `plugins/search/theme/searchRepairs.ts`, which
 * without this override leaves DocSearch as it ships.
 */
export const searchRepairs: Override = {
  name: 'search-repairs',
  swaps: [],
  buildsOn: [
    // The dialog whose elements, class names and state the repairs look at.
    '@docsearch/react/dist/esm/index.js',
    '@docsearch/core/package.json',
    '@docusaurus/theme-search-algolia/lib/theme/SearchBar/index.js',
  ],
  recheck:
    'run npm run test:e2e:stock: each test of search-upstream.spec.ts names the repair to delete once DocSearch behaves; re-check the DocSearch-* class names InDialog.tsx and the hooks look for',
  plugin: () => ({
    name: 'override-search-repairs',
    configureWebpack: (_config, _isServer, utils) => ({
      plugins: [
        new utils.currentBundler.instance.NormalModuleReplacementPlugin(
          /plugins[\\/]search[\\/]theme[\\/]searchRepairs(\.ts)?$/,
          join(__dirname, 'searchRepairs.tsx'),
        ),
      ],
    }),
  }),
};
