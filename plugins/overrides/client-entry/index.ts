import {swappingOverride} from '../override';

/**
 * The browser bundle's entry evaluates the app in stages, each in a task of
 * its own, and loads the page's chunks in short tasks (`clientEntry.tsx`,
 * `startupTasks.ts`). React DOM is a script file of its own (a documented
 * `splitChunks` group), compiled apart from `main.js`.
 */
export const clientEntry = swappingOverride(
  __dirname,
  {
    name: 'client-entry',
    swaps: [
      {
        upstream: '@docusaurus/core/lib/client/clientEntry.js',
        replacement: 'clientEntry.tsx',
        bundles: 'browser',
      },
    ],
    // Imported by the replacement, which starts them as the original does.
    buildsOn: ['@docusaurus/core/lib/client/docusaurus.js', '@docusaurus/core/lib/client/App.js'],
    recheck:
      'clientEntry.tsx must start the app as clientEntry.js does (root, router, window.docusaurus, hydration); startupTasks.ts patches __webpack_require__.e and .l',
  },
  {
    configureWebpack: (_config, isServer) =>
      isServer
        ? {}
        : {
            optimization: {
              splitChunks: {
                cacheGroups: {
                  reactDom: {
                    test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
                    name: 'react-dom',
                    chunks: 'initial',
                    enforce: true,
                    priority: 60,
                  },
                },
              },
            },
          },
  },
);
