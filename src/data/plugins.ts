/**
 * Data for the `/plugins/` page ("Plugins and frameworks").
 *
 * Strings may contain the product tokens `%PRODUCT%` and `%product%`; the page
 * component replaces them before rendering. `exampleSlug` values are the exact
 * slugs of this site's example pages (see the examples list), used for
 * "View example" links.
 */

export type PluginCategoryId =
  | 'user-interface'
  | 'map-rendering'
  | 'framework-integrations'
  | 'utility-libraries'
  | 'development-tools';

export interface PluginEntry {
  /** Display name, e.g. '%product%-gl-draw' (tokens are replaced by the site). */
  name: string;
  /** One line: what it does, in English. */
  description: string;
  /** Same line in Japanese. */
  descriptionJa: string;
  /** Project home page (code hosting URL or project site). */
  href: string;
  /** Optional slug of this site's own example showing it, e.g. 'check-for-support'; must match a slug in the examples list exactly. */
  exampleSlug?: string;
}

export interface PluginCategory {
  id: PluginCategoryId;
  title: string;
  titleJa: string;
  intro: string;
  introJa: string;
  plugins: PluginEntry[];
}

export const pluginCategories: PluginCategory[] = [
  {
    id: 'user-interface',
    title: 'User interface plugins',
    titleJa: 'ユーザーインターフェースプラグイン',
    intro:
      'Controls and widgets that add new ways for readers to see, search and work with the map.',
    introJa: '地図の表示・検索・操作に新しい手段を加えるコントロールやウィジェットです。',
    plugins: [
      {
        name: '%product%-gl-accessibility',
        description:
          'Exposes map features to screen readers through ARIA so visually impaired users can explore the map.',
        descriptionJa:
          'ARIA を通じて地図上のフィーチャーをスクリーンリーダーに伝え、視覚に障害のある読者の閲覧を支援',
        href: 'https://github.com/%product%/%product%-gl-accessibility',
      },
      {
        name: '%product%-gl-boundaries',
        description:
          'Lets users switch how disputed borders are drawn, showing or hiding contested boundaries.',
        descriptionJa: '係争中の国境の表示・非表示を切り替え、境界線の描き方を変更',
        href: 'https://github.com/%product%/%product%-gl-boundaries',
      },
      {
        name: '%product%-gl-compare',
        description: 'Places two maps side by side with a draggable slider to swipe between them.',
        descriptionJa: '2 つの地図を重ね、ドラッグできるスライダーで左右にスワイプして比較',
        href: 'https://github.com/%product%/%product%-gl-compare',
        exampleSlug: 'mapbox-gl-compare',
      },
      {
        name: '%product%-gl-context-menu',
        description: 'Adds a customizable right-click menu with items, separators and submenus.',
        descriptionJa: '項目・区切り線・サブメニューを設定できる右クリックメニューを追加',
        href: 'https://github.com/aratcliffe/%product%-gl-contextmenu',
      },
      {
        name: '%product%-gl-controls',
        description:
          'A set of extra controls, including a ruler, a style switcher, a localizer and a style inspector.',
        descriptionJa:
          '距離計測、スタイル切り替え、言語切り替え、スタイル検査などの追加コントロール集',
        href: 'https://github.com/bravecow/%product%-gl-controls',
      },
      {
        name: '%product%-gl-directions',
        description:
          'A control for planning driving, walking and cycling routes and showing them on the map.',
        descriptionJa: '自動車・徒歩・自転車のルートを検索し、地図上に表示するコントロール',
        href: 'https://github.com/%product%/%product%-gl-directions',
        exampleSlug: 'mapbox-gl-directions',
      },
      {
        name: '%product%-gl-draw',
        description: 'Draw, select and edit points, lines and polygons directly on the map.',
        descriptionJa: '地図上で点・線・ポリゴンを描画、選択、編集するためのツール',
        href: 'https://github.com/%product%/%product%-gl-draw',
        exampleSlug: 'mapbox-gl-draw',
      },
      {
        name: '%product%-gl-elevation',
        description:
          'A control that reads the elevation at a clicked point from a terrain-RGB raster tileset.',
        descriptionJa:
          'クリックした地点の標高を Terrain-RGB ラスタータイルセットから取得するコントロール',
        href: 'https://github.com/watergis/%product%-gl-elevation',
      },
      {
        name: '%product%-gl-export',
        description: 'A control that saves the current map view as a PNG image or a PDF file.',
        descriptionJa: '現在の地図表示を PNG 画像や PDF ファイルとして保存するコントロール',
        href: 'https://github.com/watergis/%product%-gl-export',
      },
      {
        name: '%product%-gl-geocoder',
        description:
          'A search box that finds places and addresses and moves the map to the chosen result.',
        descriptionJa: '地名や住所を検索し、選んだ結果の位置へ地図を移動する検索ボックス',
        href: 'https://github.com/%product%/%product%-gl-geocoder',
        exampleSlug: 'mapbox-gl-geocoder',
      },
      {
        name: '%product%-gl-globe-minimap',
        description: 'A small globe inset that marks where the main map is centered.',
        descriptionJa: 'メインの地図の中心位置を示す小さな地球儀型のミニマップ',
        href: 'https://github.com/chriswhong/%product%-gl-globe-minimap',
      },
      {
        name: '%product%-gl-infobox',
        description:
          'Controls that show details of the hovered feature in a box, or a color gradient legend.',
        descriptionJa:
          'ポインター下のフィーチャーの情報をボックスに表示するコントロールと、カラーグラデーションの凡例',
        href: 'https://github.com/el/infobox-control',
      },
      {
        name: '%product%-gl-legend',
        description: 'A legend control built automatically from the layers of the map style.',
        descriptionJa: '地図スタイルのレイヤーから自動的に生成される凡例コントロール',
        href: 'https://github.com/watergis/%product%-gl-legend',
      },
      {
        name: '%product%-gl-opacity',
        description:
          'A layer switcher for base maps and overlays with an opacity slider for each layer.',
        descriptionJa:
          'ベースマップとオーバーレイを切り替え、レイヤーごとに不透明度を調整できるコントロール',
        href: 'https://github.com/dayjournal/%product%-gl-opacity',
      },
      {
        name: '%product%-gl-style-switcher',
        description: 'A control with a list of styles that lets users change the map style.',
        descriptionJa: '一覧から地図スタイルを選んで切り替えるコントロール',
        href: 'https://github.com/el/style-switcher',
      },
      {
        name: '%product%-gl-minimap',
        description: 'A small overview map that shows the area visible in the main map.',
        descriptionJa: 'メインの地図で見えている範囲を示す小さな概観地図',
        href: 'https://github.com/aesqe/%product%gl-minimap',
      },
    ],
  },
  {
    id: 'map-rendering',
    title: 'Map rendering plugins',
    titleJa: '地図描画プラグイン',
    intro:
      'Libraries that change what the map draws, from labels and traffic to large data visualizations.',
    introJa:
      'ラベルや交通情報から大規模なデータ可視化まで、地図に描画される内容を変えるライブラリです。',
    plugins: [
      {
        name: '%product%-gl-language',
        description:
          'Switches map labels to the reader’s language, detected from the browser or set in code.',
        descriptionJa: 'ブラウザーの設定またはコードで指定した言語に地図のラベルを切り替え',
        href: 'https://github.com/%product%/%product%-gl-language',
      },
      {
        name: '%product%-gl-rtl-text',
        description:
          'Shapes and orders right-to-left scripts such as Arabic and Hebrew correctly in map labels.',
        descriptionJa: 'アラビア文字やヘブライ文字など右から左へ書く文字を地図ラベルで正しく表示',
        href: 'https://github.com/%product%/%product%-gl-rtl-text',
        exampleSlug: 'mapbox-gl-rtl-text',
      },
      {
        name: '%product%-gl-traffic',
        description: 'Adds live traffic layers to the map, with an optional button to toggle them.',
        descriptionJa: 'リアルタイムの交通状況レイヤーを追加し、任意のボタンで表示を切り替え',
        href: 'https://github.com/%product%/%product%-gl-traffic',
      },
      {
        name: '%product%-gl-animated-popup',
        description: 'A popup that opens and closes with configurable animations and easing.',
        descriptionJa: '開閉時にアニメーションとイージングを設定できるポップアップ',
        href: 'https://github.com/nagix/%product%-gl-animated-popup',
      },
      {
        name: 'deck.gl',
        description:
          'A WebGL framework for large-scale data layers such as arcs, hexagons and point clouds.',
        descriptionJa:
          '円弧、六角形ビン、点群などの大規模データレイヤーを描く WebGL フレームワーク',
        href: 'https://deck.gl',
      },
      {
        name: 'L7',
        description:
          'A WebGL-based geospatial visualization framework from AntV for large datasets.',
        descriptionJa:
          'AntV による、大規模データ向けの WebGL ベースの地理空間の可視化フレームワーク',
        href: 'https://github.com/antvis/L7',
      },
      {
        name: 'flowmap.blue',
        description:
          'Turns origin–destination data from a spreadsheet into an interactive flow map.',
        descriptionJa:
          'スプレッドシートの出発地・到着地データからインタラクティブなフローマップを作成',
        href: 'https://github.com/FlowmapBlue/flowmap.blue',
      },
    ],
  },
  {
    id: 'framework-integrations',
    title: 'Framework integrations',
    titleJa: 'フレームワーク統合',
    intro:
      'Wrappers that let you create and control maps with the components and patterns of a UI framework.',
    introJa:
      'UI フレームワークのコンポーネントや作法で地図を作成・制御できるようにするラッパーです。',
    plugins: [
      {
        name: 'echartslayer',
        description:
          'Draws Apache ECharts visualizations, such as migration lines, as a layer on the map.',
        descriptionJa: '移動経路の線などの Apache ECharts のグラフを地図上のレイヤーとして描画',
        href: 'https://github.com/lzxue/echartLayer',
      },
      {
        name: 'wt%PRODUCT%',
        description: 'Integrates the library with Wt, the C++ web toolkit.',
        descriptionJa: 'C++ 用 Web ツールキット Wt との統合',
        href: 'https://github.com/yvanvds/wt%PRODUCT%',
      },
      {
        name: 'react-map-gl',
        description:
          'React components for maps, markers, popups, sources and layers, maintained by vis.gl.',
        descriptionJa:
          '地図、マーカー、ポップアップ、ソース、レイヤーを扱う React コンポーネント（vis.gl 提供）',
        href: 'https://visgl.github.io/react-map-gl/',
      },
      {
        name: 'react-%product%-gl',
        description:
          'An alternative set of React components that wrap the map, layers and controls.',
        descriptionJa: '地図、レイヤー、コントロールをラップする別系統の React コンポーネント集',
        href: 'https://github.com/alex3165/react-%product%-gl',
      },
      {
        name: 'angular-%product%-gl-directive',
        description: 'An AngularJS (1.x) directive for declaring maps in templates.',
        descriptionJa: 'テンプレートで地図を宣言できる AngularJS（1.x）用ディレクティブ',
        href: 'https://github.com/Naimikan/angular-%product%gl-directive',
      },
      {
        name: 'ngx-%product%-gl',
        description: 'Angular components and directives for maps, layers, markers and popups.',
        descriptionJa:
          '地図、レイヤー、マーカー、ポップアップ用の Angular コンポーネントとディレクティブ',
        href: 'https://github.com/Wykks/ngx-%product%-gl',
      },
      {
        name: 'elm-%product%',
        description: 'Elm bindings with a typed API for map styles, layers and expressions.',
        descriptionJa: '地図スタイル、レイヤー、式を型付き API で扱える Elm バインディング',
        href: 'https://github.com/gampleman/elm-%product%',
      },
      {
        name: 'ember-%product%-gl',
        description: 'Ember components for building maps with sources, layers, markers and popups.',
        descriptionJa:
          'ソース、レイヤー、マーカー、ポップアップで地図を構築する Ember コンポーネント',
        href: 'https://github.com/kturney/ember-%product%-gl',
      },
    ],
  },
  {
    id: 'utility-libraries',
    title: 'Utility libraries',
    titleJa: 'ユーティリティライブラリ',
    intro:
      'Helpers for geospatial analysis, style building and managing layers, maps and browser support.',
    introJa:
      '地理空間解析、スタイル作成、レイヤーや複数地図の管理、ブラウザー対応の確認に役立つライブラリです。',
    plugins: [
      {
        name: 'turf',
        description:
          'Geospatial analysis in JavaScript: buffers, distances, areas, intersections and more.',
        descriptionJa:
          'バッファー、距離、面積、交差判定などを行う JavaScript の地理空間解析ライブラリ',
        href: 'https://turfjs.org',
      },
      {
        name: '%product%-gl-layer-groups',
        description:
          'Groups related style layers so they can be added, moved and removed together.',
        descriptionJa: '関連するスタイルレイヤーをグループ化し、まとめて追加・移動・削除',
        href: 'https://github.com/%product%/%product%-gl-layer-groups',
      },
      {
        name: 'expression-jamsession',
        description: 'Converts spreadsheet-like formulas into style expressions.',
        descriptionJa: '表計算ソフト風の数式をスタイル式（expression）に変換',
        href: 'https://github.com/%product%/expression-jamsession',
      },
      {
        name: 'simplespec-to-gl-style',
        description:
          'Builds a GL style from GeoJSON whose features use simplestyle-spec properties.',
        descriptionJa: 'simplestyle-spec のプロパティを持つ GeoJSON から GL スタイルを生成',
        href: 'https://github.com/%product%/simplespec-to-gl-style',
      },
      {
        name: '%product%-gl-supported',
        description:
          'Checks whether the current browser can run the library before a map is created.',
        descriptionJa: '地図を作成する前に、現在のブラウザーでライブラリが動作するかを判定',
        href: 'https://github.com/%product%/%product%-gl-supported',
        exampleSlug: 'check-for-support',
      },
      {
        name: '%product%-gl-sync-move',
        description: 'Keeps the camera of two or more maps in step as any one of them moves.',
        descriptionJa: '複数の地図のカメラを連動させ、どれか 1 つを動かすと他も追従',
        href: 'https://github.com/%product%/%product%-gl-sync-move',
      },
      {
        name: '%product%-choropleth',
        description:
          'Creates a choropleth layer by joining values from a CSV file to boundary geometries.',
        descriptionJa: 'CSV ファイルの値を境界ジオメトリに結合して階級区分図レイヤーを作成',
        href: 'https://github.com/stevage/%product%-choropleth',
      },
      {
        name: '%product%-gl-utils',
        description:
          'Shorthand helpers for adding, styling, showing and hiding layers and sources.',
        descriptionJa: 'レイヤーやソースの追加、スタイル設定、表示切り替えを簡潔に書けるヘルパー',
        href: 'https://github.com/stevage/map-gl-utils',
      },
    ],
  },
  {
    id: 'development-tools',
    title: 'Development tools',
    titleJa: '開発ツール',
    intro: 'Tools for testing map code, inspecting data and measuring rendering performance.',
    introJa: '地図コードのテスト、データの検査、描画パフォーマンスの計測に使うツールです。',
    plugins: [
      {
        name: '%product%-gl-js-mock',
        description:
          'A mock of the library’s API for unit tests that run without WebGL or a browser.',
        descriptionJa: 'WebGL やブラウザーなしで単体テストを実行するためのライブラリ API のモック',
        href: 'https://github.com/%product%/%product%-gl-js-mock',
      },
      {
        name: '%product%-gl-inspect',
        description:
          'An inspect mode that colors all vector features and shows their properties on hover.',
        descriptionJa:
          'すべてのベクターフィーチャーを色分けし、ホバーでプロパティを表示する検査モード',
        href: 'https://github.com/lukasmartinelli/%product%-gl-inspect',
      },
      {
        name: '%product%-gl-fps',
        description: 'A frames-per-second meter control that can also produce a statistics report.',
        descriptionJa: 'フレームレートを表示し、統計レポートも出力できる計測コントロール',
        href: 'https://github.com/MazeMap/%product%-gl-fps',
      },
      {
        name: '%product%-gl-framerate',
        description:
          'A control that charts the frame rate while the map renders, to spot slow interactions.',
        descriptionJa: '描画中のフレームレートをグラフ表示し、重い操作の発見に役立つコントロール',
        href: 'https://github.com/%product%/%product%-gl-framerate',
      },
    ],
  },
];
