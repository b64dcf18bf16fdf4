import {swappingOverride} from '../override';

/** An ESM `@docusaurus/utils-common` with the same exports, without `tslib`, in the browser bundle. */
export const utilsCommon = swappingOverride(__dirname, {
  name: 'utils-common',
  swaps: [
    {
      upstream: '@docusaurus/utils-common/lib/index.js',
      replacement: 'utilsCommon.ts',
      bundles: 'browser',
    },
  ],
  // The files utilsCommon.ts re-exports from.
  buildsOn: [
    '@docusaurus/utils-common/lib/applyTrailingSlash.js',
    '@docusaurus/utils-common/lib/stringUtils.js',
    '@docusaurus/utils-common/lib/errorUtils.js',
  ],
  recheck:
    'utilsCommon.ts must re-export every name the index exports, from the same files, which must still export them',
});
