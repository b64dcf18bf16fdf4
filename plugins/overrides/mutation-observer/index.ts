import {swappingOverride} from '../override';

/** The word-wrap button's hook compares its options without `localeCompare`. */
export const mutationObserver = swappingOverride(__dirname, {
  name: 'mutation-observer',
  swaps: [
    {
      upstream: '@docusaurus/theme-common/lib/hooks/useMutationObserver.js',
      replacement: 'useMutationObserver.ts',
      bundles: 'both',
    },
  ],
  buildsOn: [],
  recheck: 'useMutationObserver.ts must take the same arguments and observe the same way',
});
