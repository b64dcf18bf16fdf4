import {swappingOverride} from '../override';

/**
 * The updates right after hydration (`useIsBrowser()`, the theme's screen
 * width, the mobile menu's sidebar slot) render as transitions, in slices.
 * The server bundle keeps the originals, which never update there.
 */
export const transitions = swappingOverride(__dirname, {
  name: 'transitions',
  swaps: [
    {
      upstream: '@docusaurus/core/lib/client/browserContext.js',
      replacement: 'browserContext.tsx',
      bundles: 'browser',
    },
    {
      upstream: '@docusaurus/theme-common/lib/contexts/navbarSecondaryMenu/content.js',
      replacement: 'navbarSecondaryMenuContent.tsx',
      bundles: 'browser',
    },
    {
      upstream: '@docusaurus/theme-common/lib/hooks/useWindowSize.js',
      replacement: 'useWindowSize.ts',
      bundles: 'browser',
    },
  ],
  buildsOn: [],
  recheck: 'each replacement must export what its original does and give the same values',
});
