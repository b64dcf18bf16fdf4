import {swappingOverride} from '../override';

/** The route table's loadable components are built on first use, not all at start. */
export const routeComponents = swappingOverride(__dirname, {
  name: 'route-components',
  swaps: [
    {
      upstream: '@docusaurus/core/lib/client/exports/ComponentCreator.js',
      replacement: 'ComponentCreator.tsx',
      bundles: 'browser',
    },
  ],
  buildsOn: [],
  recheck:
    'ComponentCreator.tsx wraps the original: its arguments (path, hash) and preload must match',
});
