import {join} from 'node:path';

import {swapModules, type Override} from '../override';

/**
 * The desktop docs sidebar and table of contents hydrate after the rest
 * (theme wrappers around a Suspense boundary), and the server's renderer
 * keeps those boundaries in place in the HTML.
 */
export const hydrateLater: Override = {
  name: 'hydrate-later',
  swaps: [
    {
      upstream: '@docusaurus/core/lib/client/renderToHtml.js',
      replacement: 'renderToHtml.server.ts',
      bundles: 'server',
    },
  ],
  buildsOn: [],
  recheck:
    'renderToHtml.server.ts must render as renderToHtml.js does, with progressiveChunkSize unbounded',
  plugin: () => ({
    name: 'override-hydrate-later',
    getThemePath: () => join(__dirname, 'theme'),
    getTypeScriptThemePath: () => join(__dirname, 'theme'),
    configureWebpack: (_config, isServer, utils) => ({
      plugins: swapModules(utils, __dirname, hydrateLater.swaps, isServer),
    }),
  }),
};
