import {join} from 'node:path';

import {swapModules, type Override} from '../override';

/** Link prefetches wait for idle periods, read the route table once and ask for each file once. */
export const prefetch: Override = {
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
  plugin: () => ({
    name: 'override-prefetch',
    getClientModules: () => [join(__dirname, 'prefetchWhenIdle.ts')],
    configureWebpack: (_config, isServer, utils) => ({
      plugins: swapModules(utils, __dirname, prefetch.swaps, isServer),
    }),
  }),
};
