/**
 * Stands in for `@docusaurus/utils-common`'s index in the browser bundle
 * (see `index.ts`), with the same exports. The original is CommonJS that
 * reaches its files through `tslib`, so the whole of `tslib` went into
 * every page's main bundle for three string helpers.
 */
export {
  default as applyTrailingSlash,
  addTrailingSlash,
  addLeadingSlash,
  removeTrailingSlash,
} from '@docusaurus/utils-common/lib/applyTrailingSlash';
export {
  addPrefix,
  removeSuffix,
  addSuffix,
  removePrefix,
} from '@docusaurus/utils-common/lib/stringUtils';
export {getErrorCausalChain} from '@docusaurus/utils-common/lib/errorUtils';

// Search crawlers skip anchors that start with two underscores.
export const blogPostContainerID = '__blog-post-container';
