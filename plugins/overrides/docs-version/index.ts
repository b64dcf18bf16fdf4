import {join} from 'node:path';
import {escapeRegexp} from '@docusaurus/utils';

import type {Override} from '../override';

/**
 * The docs version metadata every docs page loads loses the docs'
 * descriptions, which only the theme's doc cards read (both bundles, so the
 * HTML and hydration agree).
 */
export const docsVersion: Override = {
  name: 'docs-version',
  swaps: [],
  buildsOn: [
    // Writes the version metadata module (toVersionMetadataProp).
    '@docusaurus/plugin-content-docs/lib/props.js',
    // The one reader of a doc's description in it.
    '@docusaurus/theme-classic/lib/theme/DocCard/index.js',
  ],
  recheck:
    'docsVersion.ts removes `description` from docs in the version metadata; check nothing else reads it',
  plugin: (context) => {
    const folder = join(context.generatedFilesDir, 'docusaurus-plugin-content-docs');
    return {
      name: 'override-docs-version',
      configureWebpack: () => ({
        module: {
          rules: [
            {
              test: new RegExp(
                `^${escapeRegexp(folder)}[\\\\/][^\\\\/]+[\\\\/]p[\\\\/][^\\\\/]+\\.json$`,
              ),
              use: [{loader: join(__dirname, 'docsVersionLoader.cjs')}],
            },
          ],
        },
      }),
    };
  },
};
