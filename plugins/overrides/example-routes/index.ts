import {join} from 'node:path';
import {escapeRegexp, normalizeUrl} from '@docusaurus/utils';

import type {Override} from '../override';

/**
 * The browser's route table has one route for all example pages, and the
 * chunk-name table one entry for it (`exampleRoutes.ts`). The debug pages
 * read the tables as generated.
 */
export const exampleRoutes: Override = {
  name: 'example-routes',
  swaps: [],
  buildsOn: [
    // Writes routes.js and routesChunkNames.json, whose layout the loader reads.
    '@docusaurus/core/lib/server/codegen/codegenRoutes.js',
  ],
  recheck:
    'exampleRoutes.ts parses the generated routes.js and routesChunkNames.json; the build fails if their layout changed',
  plugin: (context) => {
    const tables = ['routes.js', 'routesChunkNames.json'].map((file) =>
      join(context.generatedFilesDir, file),
    );
    return {
      name: 'override-example-routes',
      configureWebpack: (_config, isServer) =>
        isServer
          ? {}
          : {
              module: {
                rules: [
                  {
                    test: new RegExp(`^(?:${tables.map(escapeRegexp).join('|')})$`),
                    issuer: {not: [/[\\/]plugin-debug[\\/]/, /[\\/]DebugRegistry[\\/]/]},
                    use: [
                      {
                        loader: join(__dirname, 'tablesLoader.cjs'),
                        options: {prefix: normalizeUrl([context.baseUrl, 'example/'])},
                      },
                    ],
                  },
                ],
              },
            },
    };
  },
};
