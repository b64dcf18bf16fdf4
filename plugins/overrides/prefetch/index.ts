import {join} from 'node:path';

import {swappingOverride} from '../override';

/** Link prefetches wait for idle periods, read the route table once and ask for each file once. */
export const prefetch = swappingOverride(
  __dirname,
  {
    name: 'prefetch',
    swaps: [
      {
        upstream: '@docusaurus/core/lib/client/prefetch.js',
        replacement: 'prefetch.ts',
        bundles: 'browser',
      },
    ],
    // `window.docusaurus`, which prefetchWhenIdle.ts replaces with a copy.
    buildsOn: ['@docusaurus/core/lib/client/docusaurus.js'],
    recheck:
      'prefetchWhenIdle.ts copies window.docusaurus (prefetch, preload); prefetchPlan.ts reads the route table and chunk names as docusaurus.js does',
  },
  {getClientModules: () => [join(__dirname, 'prefetchWhenIdle.ts')]},
);
