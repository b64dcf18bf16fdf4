import {join} from 'node:path';

import {swappingOverride} from '../override';

/**
 * The desktop docs sidebar and table of contents hydrate after the rest
 * (theme wrappers around a Suspense boundary), and the server's renderer
 * keeps those boundaries in place in the HTML.
 */
export const hydrateLater = swappingOverride(
  __dirname,
  {
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
  },
  {
    getThemePath: () => join(__dirname, 'theme'),
    getTypeScriptThemePath: () => join(__dirname, 'theme'),
  },
);
