import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {escapeRegexp} from '@docusaurus/utils';

import type {Override} from '../override';
import {inlinedIds, translatedSources} from './scanTranslations';

/**
 * Production browser bundles: each module's literal `translate()` and
 * `<Translate>` get the locale's text written in, and the table every page's
 * main script carries loses the entries written in everywhere. The server
 * bundle keeps Docusaurus's table; both render the same text.
 */
export const inlineTranslations: Override = {
  name: 'inline-translations',
  swaps: [],
  buildsOn: [
    '@docusaurus/core/lib/client/exports/Translate.js',
    // Writes codeTranslations.json, the table the loader trims.
    '@docusaurus/core/lib/server/codegen/codegen.js',
  ],
  recheck:
    'inlineTranslations.ts reads translate({id, message}) and <Translate id> as Translate.js does; the table is codeTranslations.json',
  plugin: (context) => ({
    name: 'override-inline-translations',
    configureWebpack(config, isServer) {
      // The dev server would keep the table of its start.
      if (isServer || config.mode !== 'production') {
        return {};
      }
      const tablePath = join(context.generatedFilesDir, 'codeTranslations.json');
      const table = JSON.parse(readFileSync(tablePath, 'utf8')) as Record<string, string>;
      const loader = join(__dirname, 'loader.cjs');
      return {
        module: {
          rules: [
            {
              test: /\.(js|jsx|mjs|ts|tsx)$/,
              enforce: 'pre' as const,
              exclude: /node_modules[\\/](?!@docusaurus[\\/])/,
              use: [{loader, options: {table}}],
            },
            {
              test: new RegExp(`^${escapeRegexp(tablePath)}$`),
              use: [{loader, options: {drop: [...inlinedIds(translatedSources(context.siteDir))]}}],
            },
          ],
        },
      };
    },
  }),
};
