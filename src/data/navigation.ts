/**
 * The provider header's five navigation panels (Maps, Navigation, Search,
 * Data, Help). Every link leaves this site. A `href` starting with "/" is a
 * page of the provider's docs host (and follows the reader's locale); full
 * URLs are used as they are. `%product%` in a href is the product id.
 */
export type NavTag = 'beta' | 'new';

export type NavIcon =
  'sdk' | 'palette' | 'api' | 'navigation' | 'search' | 'data' | 'learn' | 'support';

export interface LocalisedText {
  en: string;
  ja: string;
}

export interface NavItem {
  title: LocalisedText;
  href: string;
  tag?: NavTag;
}

export interface NavGroup {
  title: LocalisedText;
  icon: NavIcon;
  items: NavItem[];
}

export interface NavPanel {
  id: 'maps' | 'navigation' | 'search' | 'data' | 'help';
  title: LocalisedText;
  /** Landing page of the whole panel. */
  href: string;
  groups: NavGroup[];
}

const same = (text: string): LocalisedText => ({en: text, ja: text});

export const navPanels: readonly NavPanel[] = [
  {
    id: 'maps',
    title: {en: 'Maps', ja: '地図'},
    href: '/#maps',
    groups: [
      {
        title: {en: 'Client libraries & SDKs', ja: 'クライアントライブラリと SDK'},
        icon: 'sdk',
        items: [
          {title: same('GL JS'), href: '/%product%-gl-js/'},
          {title: same('Maps SDK for iOS'), href: '/ios/maps/guides/'},
          {title: same('Maps SDK for Android'), href: '/android/maps/guides/'},
          {title: same('Maps SDK for Flutter'), href: '/flutter/maps/guides/', tag: 'new'},
          {title: same('React Native'), href: '/react-native/maps/guides/'},
        ],
      },
      {
        title: {en: 'Styling & design', ja: 'スタイルとデザイン'},
        icon: 'palette',
        items: [
          {title: same('Studio'), href: '/studio-manual/guides/'},
          {title: {en: 'Style Specification', ja: 'スタイル仕様'}, href: '/style-spec/guides/'},
          {
            title: {en: 'Standard style', ja: 'Standard スタイル'},
            href: '/map-styles/standard/guides/',
            tag: 'new',
          },
        ],
      },
      {
        title: {en: 'Maps APIs', ja: '地図 API'},
        icon: 'api',
        items: [
          {title: same('Styles API'), href: '/api/maps/styles/'},
          {title: same('Static Images API'), href: '/api/maps/static-images/'},
          {title: same('Vector Tiles API'), href: '/api/maps/vector-tiles/'},
          {title: same('Raster Tiles API'), href: '/api/maps/raster-tiles/'},
          {title: same('Tilesets API'), href: '/api/maps/tilesets/'},
          {title: same('Tilequery API'), href: '/api/maps/tilequery/'},
          {title: same('Uploads API'), href: '/api/maps/uploads/'},
          {title: same('Datasets API'), href: '/api/maps/datasets/'},
          {title: same('Tiling Service'), href: '/mapbox-tiling-service/guides/'},
        ],
      },
    ],
  },
  {
    id: 'navigation',
    title: {en: 'Navigation', ja: 'ナビゲーション'},
    href: '/#navigation',
    groups: [
      {
        title: {en: 'Navigation SDKs', ja: 'ナビゲーション SDK'},
        icon: 'navigation',
        items: [
          {title: same('Navigation SDK for iOS'), href: '/ios/navigation/guides/'},
          {title: same('Navigation SDK for Android'), href: '/android/navigation/guides/'},
        ],
      },
      {
        title: {en: 'Navigation APIs', ja: 'ナビゲーション API'},
        icon: 'api',
        items: [
          {title: same('Directions API'), href: '/api/navigation/directions/'},
          {title: same('Matrix API'), href: '/api/navigation/matrix/'},
          {title: same('Map Matching API'), href: '/api/navigation/map-matching/'},
          {title: same('Isochrone API'), href: '/api/navigation/isochrone/'},
          {title: same('Optimization API'), href: '/api/navigation/optimization/', tag: 'beta'},
        ],
      },
    ],
  },
  {
    id: 'search',
    title: {en: 'Search', ja: '検索'},
    href: '/#search',
    groups: [
      {
        title: {en: 'Search SDKs', ja: '検索 SDK'},
        icon: 'search',
        items: [
          {title: same('Search JS'), href: '/%product%-search-js/guides/'},
          {title: same('Search SDK for iOS'), href: '/ios/search/guides/'},
          {title: same('Search SDK for Android'), href: '/android/search/guides/'},
        ],
      },
      {
        title: {en: 'Search APIs', ja: '検索 API'},
        icon: 'api',
        items: [
          {title: same('Geocoding API'), href: '/api/search/geocoding/'},
          {title: same('Search Box API'), href: '/api/search/search-box/'},
          {
            title: same('Address Autofill'),
            href: '/%product%-search-js/guides/autofill/',
            tag: 'new',
          },
        ],
      },
    ],
  },
  {
    id: 'data',
    title: {en: 'Data', ja: 'データ'},
    href: '/data/',
    groups: [
      {
        title: {en: 'Data products', ja: 'データ製品'},
        icon: 'data',
        items: [
          {title: {en: 'Boundaries', ja: '境界データ'}, href: '/data/boundaries/guides/'},
          {title: {en: 'Traffic', ja: '交通データ'}, href: '/data/traffic/guides/'},
          {title: {en: 'Movement', ja: '人流データ'}, href: '/data/movement/guides/'},
          {
            title: {en: 'Streets tileset', ja: 'Streets タイルセット'},
            href: '/data/tilesets/reference/%product%-streets-v8/',
          },
          {
            title: {en: 'Terrain tileset', ja: 'Terrain タイルセット'},
            href: '/data/tilesets/reference/%product%-terrain-v2/',
          },
          {
            title: {en: 'Satellite tileset', ja: 'Satellite タイルセット'},
            href: '/data/tilesets/reference/%product%-satellite/',
          },
          {
            title: {en: 'Vector tile reference', ja: 'ベクタータイルのリファレンス'},
            href: '/data/tilesets/guides/vector-tiles-introduction/',
          },
        ],
      },
    ],
  },
  {
    id: 'help',
    title: {en: 'Help', ja: 'ヘルプ'},
    href: '/help/',
    groups: [
      {
        title: {en: 'Learn', ja: '学ぶ'},
        icon: 'learn',
        items: [
          {title: {en: 'Getting started', ja: 'はじめに'}, href: '/help/getting-started/'},
          {title: {en: 'Tutorials', ja: 'チュートリアル'}, href: '/help/tutorials/'},
          {
            title: {en: 'Troubleshooting', ja: 'トラブルシューティング'},
            href: '/help/troubleshooting/',
          },
          {title: {en: 'Glossary', ja: '用語集'}, href: '/help/glossary/'},
          {title: {en: 'API playgrounds', ja: 'API プレイグラウンド'}, href: '/playground/'},
        ],
      },
      {
        title: {en: 'Support', ja: 'サポート'},
        icon: 'support',
        items: [
          {title: {en: 'Contact support', ja: 'サポートに問い合わせる'}, href: '/help/support/'},
          {
            title: {en: 'Developer chat community', ja: '開発者チャットコミュニティ'},
            href: 'https://discord.gg/%product%',
          },
          {
            title: {en: 'Developer cheatsheet', ja: '開発者向けチートシート'},
            href: '/help/cheatsheet/',
          },
          {title: {en: 'Ask AI', ja: 'AI に質問する'}, href: '/ask-ai/', tag: 'beta'},
        ],
      },
    ],
  },
];
