import {swapModules, type ModuleSwap, type Override} from '../override';
import {
  contentFacts,
  REPLACED_WHEN_UNUSED,
  themeFile,
  unusedComponentSwaps,
} from './unusedThemeComponents';

const BASE_URL_BANNER: ModuleSwap = {
  upstream: '@docusaurus/core/lib/client/BaseUrlIssueBanner/index.js',
  replacement: '../renderNothing.tsx',
  bundles: 'both',
};

/**
 * Theme components that render nothing for any page of the loaded content
 * (version banner and badge, edit/last-update row, inline tags, draft and
 * unlisted banners) are replaced by one that renders nothing, in production
 * builds; each stays as soon as one version, doc or page needs it. So is the
 * core's base-URL banner while the config turns it off (the site's script
 * failure notice explains a wrong base URL instead).
 */
export const unusedComponents: Override = {
  name: 'unused-theme-components',
  swaps: [
    BASE_URL_BANNER,
    ...REPLACED_WHEN_UNUSED.map(({component}) => ({
      upstream: themeFile(component),
      replacement: '../renderNothing.tsx',
      bundles: 'both' as const,
    })),
  ],
  buildsOn: [],
  recheck:
    'each rule of unusedThemeComponents.ts must still describe when the component renders nothing',
  plugin: (context) => {
    let unused: ModuleSwap[] = [];
    return {
      name: 'override-unused-theme-components',
      // Once every plugin is in.
      allContentLoaded({allContent}) {
        unused = unusedComponentSwaps(contentFacts(allContent));
      },
      configureWebpack: (config, isServer, utils) => ({
        plugins: [
          // The dev server keeps its bundler config while writers edit.
          ...(config.mode === 'production' ? swapModules(utils, __dirname, unused, isServer) : []),
          ...(context.siteConfig.baseUrlIssueBanner
            ? []
            : swapModules(utils, __dirname, [BASE_URL_BANNER], isServer)),
        ],
      }),
    };
  },
};
