import {swapModules, type Override} from '../override';

/** An ESM `@docusaurus/utils-common` with the same exports, without `tslib`, in the browser bundle. */
export const utilsCommon: Override = {
  name: 'utils-common',
  swaps: [
    {
      upstream: '@docusaurus/utils-common/lib/index.js',
      replacement: 'utilsCommon.ts',
      bundles: 'browser',
    },
  ],
  buildsOn: [],
  recheck: 'utilsCommon.ts must re-export every name the index exports, from the same files',
  plugin: () => ({
    name: 'override-utils-common',
    configureWebpack: (_config, isServer, utils) => ({
      plugins: swapModules(utils, __dirname, utilsCommon.swaps, isServer),
    }),
  }),
};
