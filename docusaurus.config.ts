import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';

import {darkCodeTheme, lightCodeTheme} from './src/config/prismThemes';
import {baseUrlFor, resolveSettings, searchThemeConfig, siteTitleFor} from './src/config/settings';
import {examplesOptionsFor} from './plugins/examples/read';
import {RUNTIME_DIR} from './plugins/preview';
import remarkProductTokens from './plugins/remark-product-tokens';
import {translationNoticeWith} from './plugins/translations/remark/translationNotice';
import searchIndexPlugin from './plugins/search';
import postBuildPlugin from './plugins/post-build';
import skillFilePlugin from './plugins/skill-file';
import webAppPlugin from './plugins/web-app';
import offlinePlugin from './plugins/offline';
import codeHighlightingPlugin from './plugins/code-highlighting';
import {CLASS_ONLY_THEME} from './plugins/code-highlighting/tokenColours';
import {overridePlugins} from './plugins/overrides';
import unusedThemePartsPlugin from './plugins/unused-theme-parts';
import sharedChunksPlugin from './plugins/shared-chunks';
import writersPlugin from './plugins/writers';
import translationsPlugin from './plugins/translations';
import {replaceTokensDeep} from './src/config/productTokens';
import {ssrTemplate} from './src/config/ssrTemplate';

// Every environment-dependent value is resolved here, once.
const settings = resolveSettings(process.env);
const siteTitle = siteTitleFor(settings);
const tokenValues = {
  productId: settings.productId,
  productName: settings.productName,
  libraryVersion: settings.libraryVersion,
};

const config: Config = {
  title: siteTitle,
  tagline: `Interactive, customisable vector maps on the web with ${siteTitle}.`,
  favicon: 'img/favicon.svg',
  url: settings.hosts.production.docs,
  baseUrl: baseUrlFor(settings),
  trailingSlash: true,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',

  future: {
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: true,
      // Storage keys stay un-namespaced (theme, docusaurus.announcement.*): readers
      // keep their colour mode and dismissed announcements across deploys.
      siteStorageNamespacing: false,
      fasterByDefault: true,
      // Writers use explicit heading ids ({#id}) so anchors match across locales.
      mdx1CompatDisabledByDefault: false,
    },
    faster: true,
  },
  storage: {type: 'localStorage', namespace: false},

  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'ja'],
    localeConfigs: {
      en: {label: 'English', htmlLang: 'en', direction: 'ltr', path: 'en'},
      ja: {label: '日本語', htmlLang: 'ja', direction: 'ltr', path: 'ja'},
    },
  },

  markdown: {
    format: 'detect',
    mdx1Compat: {comments: true, admonitions: true, headingIds: true},
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
    parseFrontMatter: async ({defaultParseFrontMatter, ...params}) => {
      const result = await defaultParseFrontMatter(params);
      return {...result, frontMatter: replaceTokensDeep(result.frontMatter, tokenValues)};
    },
  },

  // Per locale. The examples' thumbnails and offline runtime are shared by the locales and
  // served once from the site's root (plugins/examples/sharedAssets.ts).
  staticDirectories: ['static'],
  ssrTemplate,
  // The page template's script loader reports scripts that fail to load instead.
  baseUrlIssueBanner: false,

  plugins: [
    ['./plugins/examples/index.ts', examplesOptionsFor(settings)],
    // Reads the API entries in docs/api/_entries/ and the examples' code (for "Related examples").
    ['./plugins/api-reference/index.ts', {tokens: examplesOptionsFor(settings).tokens}],
    // The version facts (plugins/api-versions/versions.json): the "What's new" page's data.
    ['./plugins/api-versions/index.ts', {libraryVersion: settings.libraryVersion}],
    // The embedded search in the client; on the dev server, its records from the sources.
    [searchIndexPlugin, {tokens: examplesOptionsFor(settings).tokens}],
    // After each locale's build, in order: search records, Markdown twins, llms.txt (and, in the
    // default locale, SKILL.md), the Content Security Policy in every page and demo document and
    // the _headers file, then the offline copy's file list and the service worker.
    [
      postBuildPlugin,
      {tokens: examplesOptionsFor(settings).tokens, settings, runtimeDir: RUNTIME_DIR},
    ],
    // SKILL.md for coding assistants, rendered for this product; the post-build pipeline
    // publishes it at the site's root and links it from llms.txt.
    [skillFilePlugin, {tokens: examplesOptionsFor(settings).tokens, settings}],
    // The web app manifest of each locale and its icons: the docs can be installed.
    [webAppPlugin, {settings}],
    // The service worker, the "Read offline" page and the new-build prompt.
    [offlinePlugin, {settings}],
    // Token colours as a stylesheet for both colour modes; Prism as a chunk of its own.
    [codeHighlightingPlugin, {light: lightCodeTheme, dark: darkCodeTheme}],
    // The theme's version banner, edit row, inline tags and draft banners render nothing here.
    unusedThemePartsPlugin,
    // Modules that several chunks of one page import (the code block, the docs client API), in one
    // chunk each instead of a copy in each.
    sharedChunksPlugin,
    // Pages for the writers (the Japanese glossary, the translation status), written after the build.
    writersPlugin,
    // The Japanese edition's translation status: the build's summary, notices and marks.
    translationsPlugin,
    // Framework overrides, each a plugin (plugins/overrides); DOCS_OVERRIDES=none leaves them out.
    ...overridePlugins(),
  ],

  customFields: {
    // Components read these through src/config/useSiteSettings.ts.
    settings,
  },

  presets: [
    [
      'classic',
      {
        debug: true,
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          breadcrumbs: true,
          beforeDefaultRemarkPlugins: [
            [remarkProductTokens, tokenValues],
            // A Japanese page that is outdated or shown in English says so at its top.
            translationNoticeWith({
              siteDir: __dirname,
              locale: process.env.DOCUSAURUS_CURRENT_LOCALE ?? 'en',
              englishBaseUrl: baseUrlFor(settings),
            }),
          ],
        },
        blog: false,
        pages: {
          beforeDefaultRemarkPlugins: [[remarkProductTokens, tokenValues]],
        },
        theme: {
          customCss: './src/css/custom.css',
        },
        sitemap: {
          lastmod: null,
          changefreq: null,
          priority: null,
          // The search results page (theme-search-algolia) has nothing to index.
          // Pages for the reader's own use (results, the offline copy), not for search engines.
          // (The writers' pages are no routes: plugins/writers.)
          ignorePatterns: ['search/', 'ja/search/', 'offline/', 'ja/offline/'].map(
            (path) => `${baseUrlFor(settings)}${path}`,
          ),
        },
      } satisfies Preset.Options,
    ],
  ],

  themeConfig: {
    image: 'img/social-card.png',
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    navbar: {
      // The logo goes to the provider's home page; the site title is its own
      // link to this site's home.
      logo: {
        alt: `${settings.productName} home page`,
        src: 'img/logo.svg',
        width: 32,
        height: 32,
        href: settings.providerHomepage,
        target: '_self',
      },
      hideOnScroll: true,
      items: [
        {
          to: '/',
          label: siteTitle,
          position: 'left',
          className: 'site-title-link',
          activeBaseRegex: '^$',
        },
        {type: 'custom-productNav', position: 'left'},
        {type: 'search', position: 'right'},
        {type: 'localeDropdown', position: 'right'},
        {type: 'custom-userArea', position: 'right'},
      ],
    },
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: false},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    // Always set: the theme's search bar and /search/ page exist only with it.
    // Without SEARCH_APP_ID the dialog searches the index built by
    // plugins/search (see CONTRIBUTING.md, "Search").
    algolia: searchThemeConfig(settings),
    // Code renders with token classes only; the code-highlighting plugin colours them.
    prism: {
      theme: CLASS_ONLY_THEME,
      darkTheme: CLASS_ONLY_THEME,
      additionalLanguages: ['bash', 'json'],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
