import {join} from 'node:path';

import {swappingOverride} from '../override';

/**
 * Keeps Prism out of every page's main bundle: the code block's content
 * (ejected, `theme/CodeBlock/Content`) keeps the server's highlighted lines
 * and loads the highlighter only for a block rendered in the browser; the
 * theme's client module that registers Prism's extra languages on every
 * page is replaced by an empty one (the highlighter's chunk registers them).
 */
export const codeBlock = swappingOverride(
  __dirname,
  {
    name: 'code-block',
    swaps: [
      {
        upstream: '@docusaurus/theme-classic/lib/prism-include-languages.js',
        replacement: 'noClientModule.ts',
        bundles: 'both',
      },
    ],
    buildsOn: [
      // What the ejected theme components stand in for.
      '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/String.js',
      '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/Token/index.js',
      // useCodeBlockContext, imported from theme-common's internal entry (../private-hooks.ts).
      '@docusaurus/theme-common/lib/utils/codeBlockUtils.js',
    ],
    recheck:
      "theme/CodeBlock/Content must render what the theme's String.js renders (Layout, Line, buttons); prism-include-languages.js's languages must match the highlighter chunk's",
  },
  {
    getThemePath: () => join(__dirname, 'theme'),
    getTypeScriptThemePath: () => join(__dirname, 'theme'),
  },
);
