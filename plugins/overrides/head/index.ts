import {swappingOverride} from '../override';

/**
 * The browser's `@docusaurus/Head` merges and writes the head without
 * react-helmet-async; the server bundle keeps Helmet, which writes the HTML.
 */
export const head = swappingOverride(__dirname, {
  name: 'head',
  swaps: [
    {
      upstream: '@docusaurus/core/lib/client/exports/Head.js',
      replacement: 'Head.tsx',
      bundles: 'browser',
    },
  ],
  // The server's head, whose merge rules and data-rh marks the browser follows.
  buildsOn: ['react-helmet-async/package.json'],
  recheck:
    "headState.ts merges as Helmet does (the later element wins); applyHead.ts writes only Helmet's data-rh tags",
});
