import type {ApiGroup, ApiParam, ApiReturn, LocalText} from '../../../../src/model/api/types';

/* Style, sources, images, layers, configuration, 3D, feature state, lifecycle and debug members of Map. */

const RETURNS_MAP: ApiReturn = {
  type: 'Map',
  description: {en: 'The map itself, for chaining.', ja: 'メソッドチェーン用の地図自身です。'},
};

const LAYER_ID: ApiParam = {
  name: 'layerId',
  type: 'string',
  description: {en: 'Id of the style layer.', ja: '対象のスタイルレイヤーの ID です。'},
};

const IMPORT_ID: ApiParam = {
  name: 'importId',
  type: 'string',
  description: {
    en: 'Id of the style import, for example `basemap` for the Standard style.',
    ja: 'スタイルインポートの ID。Standard スタイルの場合は `basemap` などです。',
  },
};

const SETTER_OPTIONS: readonly ApiParam[] = [
  {
    name: 'options',
    type: 'Object',
    optional: true,
    description: {en: 'Setter options.', ja: '設定時のオプションです。'},
  },
  {
    name: 'options.validate',
    type: 'boolean',
    default: 'true',
    description: {
      en: 'Checks the value against the style specification first. Set to `false` only for values you have already validated, to save time.',
      ja: '値をスタイル仕様に照らして事前に検証します。検証済みの値を渡す場合に限り、処理時間を節約するため `false` にできます。',
    },
  },
];

const IMAGE_TYPE =
  'HTMLImageElement | ImageBitmap | ImageData | StyleImageInterface | {width: number, height: number, data: Uint8Array | Uint8ClampedArray}';

const FEATURE_ID_PARAMS = (idOptional: boolean): readonly ApiParam[] => [
  {
    name: 'feature.id',
    type: 'number | string',
    ...(idOptional ? {optional: true} : {}),
    description: {
      en: 'Id of the feature. Strings work only when the source uses `promoteId` or the string can be read as an integer.',
      ja: 'フィーチャーの ID。文字列を使えるのは、ソースで `promoteId` を指定している場合か、文字列が整数として解釈できる場合に限られます。',
    },
  },
  {
    name: 'feature.source',
    type: 'string',
    description: {
      en: 'Id of the vector or GeoJSON source that holds the feature.',
      ja: 'フィーチャーを含むベクターソースまたは GeoJSON ソースの ID です。',
    },
  },
  {
    name: 'feature.sourceLayer',
    type: 'string',
    optional: true,
    description: {
      en: 'Source layer of the feature. Required for vector tile sources.',
      ja: 'フィーチャーが属するソースレイヤー。ベクタータイルソースでは必須です。',
    },
  },
];

const NULL_REMOVES = (what: LocalText): LocalText => ({
  en: `${what.en} Pass \`null\` to remove it.`,
  ja: `${what.ja}\`null\` を渡すと削除されます。`,
});

export const MAP_STYLE_GROUPS: readonly ApiGroup[] = [
  {
    id: 'style',
    title: {en: 'Style', ja: 'スタイル'},
    collapsed: true,
    members: [
      {
        kind: 'method',
        name: 'setStyle',
        description: {
          en: "Replaces the map's style with another one, given as a style URL or a style JSON object. When a style is already loaded, the map by default works out the differences and applies only those; if the sprite or glyphs differ, or the diff cannot be computed, the style is rebuilt from scratch.\n\nPassing `config`, or a different `localFontFamily` or `localIdeographFontFamily`, always causes a full rebuild. Listen for the `style.load` event to know when the new style is ready.",
          ja: '地図のスタイルを、スタイル URL またはスタイル JSON オブジェクトで指定した別のスタイルに置き換えます。すでにスタイルが読み込まれている場合、既定では差分を計算してその部分だけを適用します。スプライトやグリフが異なる場合や差分を計算できない場合は、スタイルを最初から構築し直します。\n\n`config` を渡した場合や、`localFontFamily`・`localIdeographFontFamily` を変更した場合は常に全体が再構築されます。新しいスタイルの準備ができたタイミングは `style.load` イベントで確認してください。',
        },
        params: [
          {
            name: 'style',
            type: 'Object | string | null',
            description: {
              en: "A style URL such as `'%product%://styles/%product%/standard'`, or a style object that follows the style specification. `null` removes the current style.",
              ja: "`'%product%://styles/%product%/standard'` のようなスタイル URL、またはスタイル仕様に沿ったスタイルオブジェクト。`null` を渡すと現在のスタイルを外します。",
            },
          },
          {
            name: 'options',
            type: 'Object',
            optional: true,
            description: {en: 'Options for the update.', ja: '更新時のオプションです。'},
          },
          {
            name: 'options.diff',
            type: 'boolean',
            default: 'true',
            description: {
              en: 'When `false`, skips the diff and always rebuilds the style from scratch.',
              ja: '`false` にすると差分を適用せず、常にスタイルを最初から構築します。',
            },
          },
          {
            name: 'options.config',
            type: 'Object',
            optional: true,
            description: {
              en: "Initial configuration values keyed by import id, for example `{basemap: {lightPreset: 'night'}}`.",
              ja: "`{basemap: {lightPreset: 'night'}}` のような、インポート ID をキーとした初期設定値です。",
            },
          },
          {
            name: 'options.localFontFamily',
            type: 'string',
            optional: true,
            description: {
              en: "CSS font family used to draw all glyphs locally instead of the style's fonts. Defaults to the map's current setting.",
              ja: 'スタイルのフォントの代わりに、すべてのグリフをローカルで描画する CSS フォントファミリー。省略時は地図の現在の設定が使われます。',
            },
          },
          {
            name: 'options.localIdeographFontFamily',
            type: 'string',
            optional: true,
            description: {
              en: "CSS font family used to draw CJK glyphs locally. Defaults to the map's current setting; `false` uses the style's fonts for these glyphs.",
              ja: 'CJK のグリフをローカルで描画する CSS フォントファミリー。省略時は地図の現在の設定が使われます。`false` を指定すると、これらのグリフにもスタイルのフォントを使います。',
            },
          },
        ],
        returns: RETURNS_MAP,
        example: `map.setStyle('%product%://styles/%product%/standard', {
  config: {
    basemap: {lightPreset: 'night'},
  },
});

map.once('style.load', () => {
  console.log('The new style is ready');
});`,
      },
      {
        kind: 'method',
        name: 'getStyle',
        description: {
          en: 'Returns the current style serialized as a style JSON object, which can be used to recreate it.\n\nFor the Standard style and other fragment styles (styles with `fragment: true` or a `schema`), the original style is wrapped in an import with the id `basemap`, so its layers and sources are not part of the result.',
          ja: '現在のスタイルを、スタイルの再作成に使えるスタイル JSON オブジェクトとして返します。\n\nStandard スタイルやその他のフラグメントスタイル（`fragment: true` または `schema` を持つスタイル）では、元のスタイルが ID `basemap` のインポートに包まれます。このため、元のスタイルのレイヤーやソースは結果に含まれません。',
        },
        returns: {
          type: 'Object',
          description: {
            en: 'The style JSON, or `undefined` when the map has no style.',
            ja: 'スタイル JSON です。地図にスタイルがない場合は `undefined` です。',
          },
        },
        example: `map.on('load', () => {
  const style = map.getStyle();
  console.log(style.layers.map((layer) => layer.id));
});`,
      },
      {
        kind: 'method',
        name: 'isStyleLoaded',
        description: {
          en: 'Returns `true` once the style and the resources it depends on have finished loading. Returns `false`, with a console warning, when the map has no style.',
          ja: 'スタイルとそれが依存するリソースの読み込みが完了していれば `true` を返します。地図にスタイルがない場合は、コンソールに警告を出して `false` を返します。',
        },
        returns: {
          type: 'boolean',
          description: {
            en: 'Whether the style is fully loaded.',
            ja: 'スタイルの読み込みが完了しているかどうかです。',
          },
        },
        example: `if (map.isStyleLoaded()) {
  map.setPaintProperty('my-layer', 'fill-color', '#3b9ddd');
}`,
      },
      {
        kind: 'method',
        name: 'getGlyphsUrl',
        description: {
          en: "Returns the URL template from which the style loads its glyphs, the font data used to draw label text. It is the style's `glyphs` property, or the value set with `setGlyphsUrl`.",
          ja: 'スタイルがグリフ（ラベルのテキストを描画するためのフォントデータ）を読み込む URL テンプレートを返します。これはスタイルの `glyphs` プロパティ、または `setGlyphsUrl` で設定した値です。',
        },
        returns: {
          type: 'string | undefined',
          description: {
            en: 'The glyphs URL template, or `undefined` when the style has none.',
            ja: 'グリフの URL テンプレートです。スタイルにない場合は `undefined` です。',
          },
        },
        example: `const glyphs = map.getGlyphsUrl();
console.log(glyphs); // for example '%product%://fonts/%product%/{fontstack}/{range}.pbf'`,
      },
      {
        kind: 'method',
        name: 'setGlyphsUrl',
        description: {
          en: 'Changes the URL template from which the style loads its glyphs, which are signed distance field (SDF) glyph sets in PBF format. The template must contain the `{fontstack}` and `{range}` tokens; the map replaces them for each font stack and range of characters it needs.',
          ja: 'スタイルがグリフを読み込む URL テンプレートを変更します。グリフは PBF 形式の符号付き距離場（SDF）グリフセットです。テンプレートには `{fontstack}` と `{range}` のトークンを含める必要があり、地図は必要なフォントスタックと文字範囲ごとにこれらを置き換えて読み込みます。',
        },
        params: [
          {
            name: 'url',
            type: 'string',
            description: {
              en: 'URL template containing the `{fontstack}` and `{range}` tokens.',
              ja: '`{fontstack}` と `{range}` のトークンを含む URL テンプレートです。',
            },
          },
        ],
        returns: RETURNS_MAP,
        example: `map.setGlyphsUrl('https://example.com/fonts/{fontstack}/{range}.pbf');`,
      },
      {
        kind: 'method',
        name: 'getLanguage',
        description: {
          en: "Returns the language of the map's labels and UI text, as set with the [`language`](/api/map/#map.param:options.language) option or with `setLanguage`.",
          ja: '地図のラベルと UI テキストの言語を返します。この言語は [`language`](/api/map/#map.param:options.language) オプションまたは `setLanguage` で設定します。',
        },
        returns: {
          type: 'string | Array<string> | null | undefined',
          description: {
            en: 'A BCP 47 language tag or an array of tags, or `null` or `undefined` when no language is set and the tiles use their own.',
            ja: 'BCP 47 言語タグ、またはタグの配列です。言語が設定されておらず、タイル側の言語が使われている場合は `null` または `undefined` です。',
          },
        },
        example: `const language = map.getLanguage();
console.log(language ?? 'The tiles use their own language');`,
      },
      {
        kind: 'method',
        name: 'setLanguage',
        description: {
          en: "Changes the language of the map's labels and UI text after the map has been created, with the same effect as the [`language`](/api/map/#map.param:options.language) option. Only labels from %PRODUCT% vector tile sources are translated, and a label with no translation in the chosen language keeps its local name. Unless `locale` is set, supported UI text follows the new language too.",
          ja: '地図の作成後に、地図のラベルと UI テキストの言語を変更します。効果は [`language`](/api/map/#map.param:options.language) オプションと同じです。翻訳されるのは %PRODUCT% のベクタータイルソースのラベルだけで、選んだ言語の翻訳がないラベルは現地名のまま表示されます。`locale` を指定していなければ、対応している UI テキストも新しい言語で表示されます。',
        },
        params: [
          {
            name: 'language',
            type: "'auto' | string | Array<string>",
            optional: true,
            description: {
              en: "A BCP 47 language tag such as `'es'`, an array of tags in order of preference, or `'auto'` for the browser's `navigator.language`. An unsupported code brings no translations, and an invalid one causes a recoverable error. Leave it out, or pass `null`, to remove the setting and go back to the language of the tiles.",
              ja: "`'es'` のような BCP 47 言語タグ、優先順に並べたタグの配列、またはブラウザーの `navigator.language` を使う `'auto'` です。対応していないコードでは翻訳されず、無効なコードでは回復可能なエラーになります。省略するか `null` を渡すと設定が解除され、タイル側の言語に戻ります。",
            },
          },
        ],
        returns: RETURNS_MAP,
        example: `map.setLanguage('ja');

// Several languages, in order of preference
map.setLanguage(['fr-CA', 'fr']);

// Back to the language of the tiles
map.setLanguage();`,
      },
      {
        kind: 'method',
        name: 'getWorldview',
        description: {
          en: 'Returns the worldview the map uses to draw disputed boundaries, as set with the [`worldview`](/api/map/#map.param:options.worldview) option or with `setWorldview`.',
          ja: '係争中の境界線の描き方を決めるワールドビューを返します。ワールドビューは [`worldview`](/api/map/#map.param:options.worldview) オプションまたは `setWorldview` で設定します。',
        },
        returns: {
          type: 'string | null | undefined',
          description: {
            en: "An ISO 3166-1 alpha-2 country code such as `'JP'`, or `null` or `undefined` when none is set.",
            ja: "`'JP'` のような ISO 3166-1 alpha-2 の国コードです。設定されていない場合は `null` または `undefined` です。",
          },
        },
        example: `const worldview = map.getWorldview();`,
      },
      {
        kind: 'method',
        name: 'setWorldview',
        description: {
          en: 'Changes the worldview after the map has been created, with the same effect as the [`worldview`](/api/map/#map.param:options.worldview) option. The worldview decides how certain disputed boundaries are drawn.',
          ja: '地図の作成後にワールドビューを変更します。効果は [`worldview`](/api/map/#map.param:options.worldview) オプションと同じです。ワールドビューによって、一部の係争中の境界線の描き方が決まります。',
        },
        params: [
          {
            name: 'worldview',
            type: 'string | null',
            optional: true,
            description: {
              en: "An ISO 3166-1 alpha-2 country code such as `'US'` or `'JP'`. A code the tileset does not support falls back to the tileset's default worldview, and an invalid code causes a recoverable error. Leave it out, or pass `null`, to go back to the default worldview.",
              ja: "`'US'` や `'JP'` のような ISO 3166-1 alpha-2 の国コードです。タイルセットが対応していないコードではタイルセットの既定のワールドビューが使われ、無効なコードでは回復可能なエラーになります。省略するか `null` を渡すと、既定のワールドビューに戻ります。",
            },
          },
        ],
        returns: RETURNS_MAP,
        example: `map.setWorldview('JP');

// Back to the tileset's default worldview
map.setWorldview();`,
      },
      {
        kind: 'method',
        name: 'getScaleFactor',
        badges: ['experimental'],
        description: {
          en: 'Returns the factor by which the text and icons of symbol layers are scaled; `1` is their normal size. This API is experimental.',
          ja: 'シンボルレイヤーのテキストとアイコンのサイズに掛ける倍率を返します。`1` が通常のサイズです。この API は実験的なものです。',
        },
        returns: {
          type: 'number',
          description: {
            en: 'The scale factor, `1` by default.',
            ja: '倍率です。既定値は `1` です。',
          },
        },
        example: `const scaleFactor = map.getScaleFactor();`,
      },
      {
        kind: 'method',
        name: 'setScaleFactor',
        badges: ['experimental'],
        description: {
          en: 'Scales the text and icons of symbol layers up or down by a factor, for example to make labels easier to read for people with low vision or to suit the pixel density of a display. Each layer keeps the factor within the range of its `text-size-scale-range` and `icon-size-scale-range` layout properties, which lets you choose which layers follow it and how far. Symbol layers whose effective factor changes are laid out again. This API is experimental and may change in a later release.',
          ja: 'シンボルレイヤーのテキストとアイコンを、指定した倍率で拡大または縮小します。たとえば、視覚に障がいのある人のためにラベルを読みやすくしたり、ディスプレイの画素密度に合わせたりするのに使います。倍率はレイヤーごとに、レイアウトプロパティ `text-size-scale-range` と `icon-size-scale-range` の範囲内に制限されるため、どのレイヤーをどこまで拡大・縮小するかを選べます。実際の倍率が変わったシンボルレイヤーは、レイアウトがやり直されます。この API は実験的なもので、今後のリリースで変更される可能性があります。',
        },
        params: [
          {
            name: 'scaleFactor',
            type: 'number',
            description: {
              en: 'The factor: above `1` enlarges, below `1` shrinks, and `1` restores the normal size.',
              ja: '倍率です。`1` より大きいと拡大、`1` より小さいと縮小され、`1` で通常のサイズに戻ります。',
            },
          },
        ],
        returns: RETURNS_MAP,
        example: `// Larger labels and icons, within each layer's scale range
map.setScaleFactor(1.5);

// Back to the normal size
map.setScaleFactor(1);`,
      },
    ],
  },
  {
    id: 'sources',
    title: {en: 'Sources', ja: 'ソース'},
    collapsed: true,
    members: [
      {
        kind: 'method',
        name: 'addSource',
        description: {
          en: 'Adds a data source to the style under the given id. The source object follows one of the source types of the style specification, such as `vector`, `raster`, `raster-dem`, `geojson`, `image` or `video`; a `canvas` source takes [CanvasSourceOptions](/api/sources/#canvassourceoptions).\n\nA source draws nothing by itself: add a layer that references it. Afterwards, `getSource` returns the source object, for example to update GeoJSON data.',
          ja: '指定した ID でデータソースをスタイルに追加します。ソースオブジェクトは `vector`、`raster`、`raster-dem`、`geojson`、`image`、`video` など、スタイル仕様のソースタイプのいずれかに従います。`canvas` ソースには [CanvasSourceOptions](/api/sources/#canvassourceoptions) を渡します。\n\nソースだけでは何も描画されないため、それを参照するレイヤーを追加してください。追加後は `getSource` でソースオブジェクトを取得でき、GeoJSON データの更新などに使えます。',
        },
        params: [
          {
            name: 'id',
            type: 'string',
            description: {
              en: 'Id of the new source. It must not be used by another source.',
              ja: '新しいソースの ID。他のソースと重複してはいけません。',
            },
          },
          {
            name: 'source',
            type: 'Object | CanvasSourceOptions',
            description: {
              en: "The source specification, with at least a `type`, for example `{type: 'geojson', data: …}`.",
              ja: "`{type: 'geojson', data: …}` のような、少なくとも `type` を含むソースの仕様です。",
            },
          },
        ],
        returns: RETURNS_MAP,
        example: `map.on('load', () => {
  map.addSource('earthquakes', {
    type: 'geojson',
    data: 'https://example.com/earthquakes.geojson',
  });
});`,
      },
      {
        kind: 'method',
        name: 'isSourceLoaded',
        description: {
          en: 'Returns `true` if the source with this id has no requests still pending for the data or tiles it currently needs.',
          ja: '指定した ID のソースについて、現在必要なデータやタイルのリクエストが残っていなければ `true` を返します。',
        },
        params: [
          {
            name: 'id',
            type: 'string',
            description: {en: 'Id of the source to check.', ja: '確認するソースの ID です。'},
          },
        ],
        returns: {
          type: 'boolean',
          description: {
            en: 'Whether the source is loaded.',
            ja: 'ソースが読み込み済みかどうかです。',
          },
        },
        example: `map.on('sourcedata', (e) => {
  if (e.sourceId === 'earthquakes' && map.isSourceLoaded('earthquakes')) {
    console.log('Earthquake data is ready');
  }
});`,
      },
      {
        kind: 'method',
        name: 'areTilesLoaded',
        description: {
          en: 'Returns `true` when, for every source in the style, the tiles covering the current view have loaded.',
          ja: 'スタイル内のすべてのソースについて、現在の表示範囲を覆うタイルが読み込まれていれば `true` を返します。',
        },
        returns: {
          type: 'boolean',
          description: {
            en: 'Whether all visible tiles are loaded.',
            ja: '表示中のタイルがすべて読み込まれているかどうかです。',
          },
        },
        example: `if (map.areTilesLoaded()) {
  console.log('All visible tiles are loaded');
}`,
      },
      {
        kind: 'method',
        name: 'removeSource',
        description: {
          en: 'Removes a source from the style. Remove the layers that use the source first; otherwise the map fires an `error` event and keeps the source.',
          ja: 'スタイルからソースを削除します。先にそのソースを使うレイヤーを削除してください。使用中のレイヤーが残っていると `error` イベントが発生し、ソースは削除されません。',
        },
        params: [
          {
            name: 'id',
            type: 'string',
            description: {en: 'Id of the source to remove.', ja: '削除するソースの ID です。'},
          },
        ],
        returns: RETURNS_MAP,
        example: `map.removeLayer('earthquakes-layer');
map.removeSource('earthquakes');`,
      },
      {
        kind: 'method',
        name: 'getSource',
        description: {
          en: 'Returns the source object with the given id, or `undefined` if the style has no such source. Its class depends on the source type, for example a [GeoJSONSource](/api/sources/#geojsonsource) with `setData` or an [ImageSource](/api/sources/#imagesource) with `updateImage`, and its methods are how you change a source after adding it.\n\nOnly sources of the root style are returned, not those inside imported styles.',
          ja: '指定した ID のソースオブジェクトを返します。該当するソースがなければ `undefined` を返します。オブジェクトのクラスはソースタイプによって異なり、たとえば `setData` を持つ [GeoJSONSource](/api/sources/#geojsonsource) や `updateImage` を持つ [ImageSource](/api/sources/#imagesource) です。追加済みのソースは、これらのメソッドを使って変更します。\n\n返されるのはルートスタイルのソースだけで、インポートされたスタイル内のソースは対象外です。',
        },
        params: [
          {
            name: 'id',
            type: 'string',
            description: {en: 'Id of the source.', ja: 'ソースの ID です。'},
          },
        ],
        returns: {
          type: 'Object | undefined',
          description: {
            en: 'The source object, or `undefined`.',
            ja: 'ソースオブジェクトです。存在しない場合は `undefined` です。',
          },
        },
        example: `const source = map.getSource('earthquakes');
if (source) {
  source.setData({type: 'FeatureCollection', features: []});
}`,
      },
    ],
  },
  {
    id: 'images',
    title: {en: 'Images', ja: '画像'},
    collapsed: true,
    members: [
      {
        kind: 'method',
        name: 'addImage',
        description: {
          en: 'Adds an image to the style so that layers can use it by id, in `icon-image`, `fill-pattern`, `line-pattern` or `background-pattern`. A [StyleImageInterface](/api/properties/#styleimageinterface) object can be passed for images that change over time.\n\nIf an image with the same id already exists, the map fires an `error` event; check with `hasImage` first, or use `updateImage` to change the pixels.',
          ja: 'スタイルに画像を追加し、レイヤーの `icon-image`、`fill-pattern`、`line-pattern`、`background-pattern` から ID で参照できるようにします。時間とともに変化する画像には [StyleImageInterface](/api/properties/#styleimageinterface) オブジェクトを渡せます。\n\n同じ ID の画像がすでにあると `error` イベントが発生します。先に `hasImage` で確認するか、ピクセルを差し替える場合は `updateImage` を使ってください。',
        },
        params: [
          {
            name: 'id',
            type: 'string',
            description: {
              en: 'Id used to reference the image in the style.',
              ja: 'スタイル内で画像を参照するための ID です。',
            },
          },
          {
            name: 'image',
            type: IMAGE_TYPE,
            description: {
              en: 'The image: an image element, an `ImageBitmap`, an `ImageData`, an object with `width`, `height` and RGBA `data` in the same layout as `ImageData`, or a `StyleImageInterface`.',
              ja: '画像。画像要素、`ImageBitmap`、`ImageData`、`ImageData` と同じ形式の `width`・`height`・RGBA の `data` を持つオブジェクト、または `StyleImageInterface` のいずれかです。',
            },
          },
          {
            name: 'options',
            type: 'Object',
            optional: true,
            description: {en: 'Image options.', ja: '画像のオプションです。'},
          },
          {
            name: 'options.pixelRatio',
            type: 'number',
            default: '1',
            description: {
              en: 'Ratio of image pixels to screen pixels. Use `2` for an image drawn at double resolution.',
              ja: '画像のピクセルと画面上のピクセルの比率。2 倍の解像度で作った画像には `2` を指定します。',
            },
          },
          {
            name: 'options.sdf',
            type: 'boolean',
            default: 'false',
            description: {
              en: 'Treats the image as a signed distance field, so that `icon-color` and related properties can recolor it.',
              ja: '画像を符号付き距離場（SDF）として扱い、`icon-color` などのプロパティで色を変えられるようにします。',
            },
          },
          {
            name: 'options.stretchX',
            type: 'Array<[number, number]>',
            optional: true,
            description: {
              en: 'Horizontal pixel ranges `[[x1, x2], …]` that may stretch when the icon is resized with `icon-text-fit`.',
              ja: '`icon-text-fit` でアイコンの大きさを変えるときに、横方向へ伸ばしてよいピクセル範囲 `[[x1, x2], …]` です。',
            },
          },
          {
            name: 'options.stretchY',
            type: 'Array<[number, number]>',
            optional: true,
            description: {
              en: 'Vertical pixel ranges `[[y1, y2], …]` that may stretch when the icon is resized with `icon-text-fit`.',
              ja: '`icon-text-fit` でアイコンの大きさを変えるときに、縦方向へ伸ばしてよいピクセル範囲 `[[y1, y2], …]` です。',
            },
          },
          {
            name: 'options.content',
            type: '[number, number, number, number]',
            optional: true,
            description: {
              en: 'The area `[x1, y1, x2, y2]` of the image that label text may cover when `icon-text-fit` is used.',
              ja: '`icon-text-fit` を使うとき、ラベルのテキストが重なってよい画像内の領域 `[x1, y1, x2, y2]` です。',
            },
          },
        ],
        example: `map.loadImage('https://example.com/pin@2x.png', (error, image) => {
  if (error) throw error;
  if (!map.hasImage('pin')) {
    map.addImage('pin', image, {pixelRatio: 2});
  }
});`,
      },
      {
        kind: 'method',
        name: 'updateImage',
        description: {
          en: 'Replaces the pixels of an image that is already in the style, for example to animate an icon. The new image must have the same width and height as the current one; otherwise the map fires an `error` event and keeps the old image.',
          ja: 'スタイルにすでにある画像のピクセルを差し替えます。アイコンのアニメーションなどに使います。新しい画像の幅と高さは現在の画像と同じでなければならず、異なる場合は `error` イベントが発生して元の画像が残ります。',
        },
        params: [
          {
            name: 'id',
            type: 'string',
            description: {en: 'Id of the existing image.', ja: '既存の画像の ID です。'},
          },
          {
            name: 'image',
            type: IMAGE_TYPE,
            description: {
              en: 'The new image, in any of the forms accepted by `addImage`.',
              ja: '新しい画像。`addImage` が受け付ける形式のいずれかで指定します。',
            },
          },
        ],
        example: `const size = 64;
const data = new Uint8Array(size * size * 4).fill(255);
map.updateImage('pin', {width: size, height: size, data});`,
      },
      {
        kind: 'method',
        name: 'hasImage',
        description: {
          en: "Returns `true` if an image with this id is available to the style, whether it comes from the style's sprite or was added with `addImage`.",
          ja: '指定した ID の画像がスタイルで使える場合に `true` を返します。スタイルのスプライトに含まれる画像と、`addImage` で追加した画像の両方が対象です。',
        },
        params: [
          {
            name: 'id',
            type: 'string',
            description: {en: 'Id of the image.', ja: '画像の ID です。'},
          },
        ],
        returns: {
          type: 'boolean',
          description: {en: 'Whether the image exists.', ja: '画像が存在するかどうかです。'},
        },
        example: `if (!map.hasImage('pin')) {
  console.log('The pin icon still has to be added');
}`,
      },
      {
        kind: 'method',
        name: 'removeImage',
        description: {
          en: "Removes an image from the style, whether it came from the style's sprite or from `addImage`.",
          ja: 'スタイルから画像を削除します。スタイルのスプライトの画像と、`addImage` で追加した画像のどちらも削除できます。',
        },
        params: [
          {
            name: 'id',
            type: 'string',
            description: {en: 'Id of the image to remove.', ja: '削除する画像の ID です。'},
          },
        ],
        example: `if (map.hasImage('pin')) {
  map.removeImage('pin');
}`,
      },
      {
        kind: 'method',
        name: 'loadImage',
        description: {
          en: "Fetches an image from a URL so that it can be passed to [`addImage`](/api/map/#map#addimage). PNG, WebP and JPEG files work; the server must allow cross-origin requests (CORS). The request goes through the map's `transformRequest`.",
          ja: 'URL から画像を取得します。取得した画像は [`addImage`](/api/map/#map#addimage) に渡せます。PNG、WebP、JPEG に対応しており、サーバーはクロスオリジンリクエスト（CORS）を許可している必要があります。リクエストには地図の `transformRequest` が適用されます。',
        },
        params: [
          {
            name: 'url',
            type: 'string',
            description: {en: 'URL of the image file.', ja: '画像ファイルの URL です。'},
          },
          {
            name: 'callback',
            type: '(error: Error | null, image: ImageBitmap | ImageData) => void',
            description: {
              en: 'Called once the image has loaded, or with an error if the request failed.',
              ja: '画像の読み込みが完了したとき、またはリクエストが失敗したときにエラーとともに呼ばれます。',
            },
          },
        ],
        example: `map.loadImage('https://example.com/cat.png', (error, image) => {
  if (error) throw error;
  map.addImage('cat', image);
});`,
      },
      {
        kind: 'method',
        name: 'listImages',
        description: {
          en: "Returns the ids of all images available to the style: those from the style's sprite and those added with `addImage`.",
          ja: 'スタイルで使えるすべての画像の ID を返します。スタイルのスプライトの画像と、`addImage` で追加した画像が含まれます。',
        },
        returns: {
          type: 'Array<string>',
          description: {en: 'The image ids.', ja: '画像 ID の配列です。'},
        },
        example: `const imageIds = map.listImages();
console.log(imageIds.length);`,
      },
    ],
  },
  {
    id: 'layers',
    title: {en: 'Layers', ja: 'レイヤー'},
    collapsed: true,
    members: [
      {
        kind: 'method',
        name: 'addLayer',
        description: {
          en: 'Adds a layer to the style. A style layer draws data from a source in one way (`fill`, `line`, `symbol`, `circle`, `fill-extrusion`, `heatmap`, `raster`, `model` and others), configured by its `paint` and `layout` properties; a [CustomLayerInterface](/api/properties/#customlayerinterface) object draws with WebGL directly.\n\nWithout `beforeId`, the layer is placed above the other layers. With `beforeId`, it is placed just below that layer, but only if both layers are in the same slot; otherwise `beforeId` is ignored. With an imported style such as Standard, set `slot` (for example `bottom`, `middle` or `top`) to put the layer between the imported layers.\n\nOn the globe and with terrain, layers draped on the surface (`fill`, `line`, `background`, `hillshade`, `raster`) are drawn before the others, so they stay below symbols whatever their position in the list.',
          ja: 'スタイルにレイヤーを追加します。スタイルレイヤーは、ソースのデータを 1 つの方法（`fill`、`line`、`symbol`、`circle`、`fill-extrusion`、`heatmap`、`raster`、`model` など）で描画します。その見た目は `paint` と `layout` のプロパティで決まります。[CustomLayerInterface](/api/properties/#customlayerinterface) オブジェクトを渡すと、WebGL で直接描画できます。\n\n`beforeId` を省略するとレイヤーは他のレイヤーの上に置かれます。`beforeId` を指定するとそのレイヤーのすぐ下に置かれます。ただし、これは両方が同じスロットにある場合だけで、そうでなければ `beforeId` は無視されます。Standard などのインポートしたスタイルでは、`slot`（`bottom`、`middle`、`top` など）を指定してインポート側のレイヤーの間に配置します。\n\n地球儀表示や地形の使用時は、地表に貼り付けるレイヤー（`fill`、`line`、`background`、`hillshade`、`raster`）が先に描画されるため、リスト上の位置にかかわらずシンボルの下になります。',
        },
        params: [
          {
            name: 'layer',
            type: 'Object | CustomLayerInterface',
            description: {
              en: 'The layer specification, or a custom layer.',
              ja: 'レイヤーの仕様、またはカスタムレイヤーです。',
            },
          },
          {
            name: 'layer.id',
            type: 'string',
            description: {en: 'Unique id of the layer.', ja: 'レイヤーの一意な ID です。'},
          },
          {
            name: 'layer.type',
            type: 'string',
            description: {
              en: "Layer type, such as `'fill'`, `'line'`, `'symbol'`, `'circle'` or `'custom'`.",
              ja: "レイヤーの種類です。`'fill'`、`'line'`、`'symbol'`、`'circle'`、`'custom'` などがあります。",
            },
          },
          {
            name: 'layer.source',
            type: 'string | Object',
            optional: true,
            description: {
              en: 'Id of an existing source, or an inline source specification. Required except for types that use no data, such as `background` and `custom`.',
              ja: '既存のソースの ID、またはインラインのソース仕様。`background` や `custom` のようにデータを使わない種類以外では必須です。',
            },
          },
          {
            name: 'layer.source-layer',
            type: 'string',
            optional: true,
            description: {
              en: 'Layer within a vector source to draw. Required for vector sources.',
              ja: '描画するベクターソース内のレイヤー名。ベクターソースでは必須です。',
            },
          },
          {
            name: 'layer.slot',
            type: 'string',
            optional: true,
            description: {
              en: 'Slot that positions the layer within the style, such as a slot of the Standard style.',
              ja: 'スタイル内でのレイヤーの位置を決めるスロット。Standard スタイルのスロットなどを指定します。',
            },
          },
          {
            name: 'layer.filter',
            type: 'Array',
            optional: true,
            description: {
              en: 'Filter expression. Only features for which it is `true` are drawn.',
              ja: 'フィルター式。結果が `true` になるフィーチャーだけが描画されます。',
            },
          },
          {
            name: 'layer.layout',
            type: 'Object',
            optional: true,
            description: {
              en: 'Layout properties for the layer type.',
              ja: 'レイヤーの種類に応じたレイアウトプロパティです。',
            },
          },
          {
            name: 'layer.paint',
            type: 'Object',
            optional: true,
            description: {
              en: 'Paint properties for the layer type.',
              ja: 'レイヤーの種類に応じたペイントプロパティです。',
            },
          },
          {
            name: 'layer.minzoom',
            type: 'number',
            optional: true,
            description: {
              en: 'Zoom level below which the layer is hidden (0–24).',
              ja: 'このズームレベル（0〜24）未満ではレイヤーを表示しません。',
            },
          },
          {
            name: 'layer.maxzoom',
            type: 'number',
            optional: true,
            description: {
              en: 'Zoom level at and above which the layer is hidden (0–24).',
              ja: 'このズームレベル（0〜24）以上ではレイヤーを表示しません。',
            },
          },
          {
            name: 'layer.metadata',
            type: 'Object',
            optional: true,
            description: {
              en: 'Any data you want to keep with the layer. It does not affect rendering.',
              ja: 'レイヤーに保持しておきたい任意のデータ。描画には影響しません。',
            },
          },
          {
            name: 'beforeId',
            type: 'string',
            optional: true,
            description: {
              en: 'Id of an existing layer in the same slot. The new layer is drawn just below it.',
              ja: '同じスロットにある既存レイヤーの ID。新しいレイヤーはそのすぐ下に描画されます。',
            },
          },
        ],
        returns: RETURNS_MAP,
        example: `map.addLayer({
  id: 'earthquakes-layer',
  type: 'circle',
  source: 'earthquakes',
  slot: 'middle',
  paint: {
    'circle-radius': 6,
    'circle-color': '#d7263d',
  },
});`,
      },
      {
        kind: 'method',
        name: 'moveLayer',
        description: {
          en: 'Moves a layer so that it is drawn just below the layer `beforeId`, or above all other layers when `beforeId` is left out. Both layers must be in the same slot; otherwise `beforeId` is ignored and the layer moves to the top.',
          ja: 'レイヤーを、`beforeId` のレイヤーのすぐ下で描画される位置へ移動します。`beforeId` を省略すると他のすべてのレイヤーの上に移動します。2 つのレイヤーは同じスロットにある必要があり、そうでない場合は `beforeId` が無視されて最上位に移動します。',
        },
        params: [
          {
            name: 'id',
            type: 'string',
            description: {en: 'Id of the layer to move.', ja: '移動するレイヤーの ID です。'},
          },
          {
            name: 'beforeId',
            type: 'string',
            optional: true,
            description: {
              en: 'Id of the layer that should end up above the moved layer.',
              ja: '移動後のレイヤーの上に来るべきレイヤーの ID です。',
            },
          },
        ],
        returns: RETURNS_MAP,
        example: `// Draw the polygons below the labels layer
map.moveLayer('polygons', 'labels');`,
      },
      {
        kind: 'method',
        name: 'removeLayer',
        description: {
          en: "Removes a layer from the style. If no layer has this id, the map fires an `error` event. The layer's source stays in the style.",
          ja: 'スタイルからレイヤーを削除します。指定した ID のレイヤーがない場合は `error` イベントが発生します。レイヤーのソースはスタイルに残ります。',
        },
        params: [
          {
            name: 'id',
            type: 'string',
            description: {en: 'Id of the layer to remove.', ja: '削除するレイヤーの ID です。'},
          },
        ],
        returns: RETURNS_MAP,
        example: `if (map.getLayer('earthquakes-layer')) {
  map.removeLayer('earthquakes-layer');
}`,
      },
      {
        kind: 'method',
        name: 'getLayer',
        description: {
          en: 'Returns the layer with this id as a style layer object, or `undefined` if there is none. For a custom layer, the object you passed to `addLayer` is returned. Layers inside imported styles are not returned.',
          ja: '指定した ID のレイヤーをスタイルレイヤーのオブジェクトとして返します。存在しない場合は `undefined` を返します。カスタムレイヤーの場合は `addLayer` に渡したオブジェクトが返ります。インポートされたスタイル内のレイヤーは対象外です。',
        },
        params: [
          {
            name: 'id',
            type: 'string',
            description: {en: 'Id of the layer.', ja: 'レイヤーの ID です。'},
          },
        ],
        returns: {
          type: 'Object | CustomLayerInterface | undefined',
          description: {
            en: 'The layer, or `undefined`.',
            ja: 'レイヤーです。存在しない場合は `undefined` です。',
          },
        },
        example: `const layer = map.getLayer('earthquakes-layer');
if (layer) {
  console.log(layer.type, layer.source);
}`,
      },
      {
        kind: 'method',
        name: 'getSlot',
        description: {
          en: 'Returns the slot a layer is placed in, or `null` when the layer has no slot or does not exist.',
          ja: 'レイヤーが配置されているスロットを返します。スロットがない場合やレイヤーが存在しない場合は `null` を返します。',
        },
        params: [LAYER_ID],
        returns: {
          type: 'string | null',
          description: {en: 'The slot id, or `null`.', ja: 'スロットの ID、または `null` です。'},
        },
        example: `const slot = map.getSlot('earthquakes-layer');`,
      },
      {
        kind: 'method',
        name: 'setSlot',
        description: {
          en: 'Moves a layer into another slot, or takes it out of any slot when `slot` is `null`.',
          ja: 'レイヤーを別のスロットに移します。`slot` に `null` を渡すと、レイヤーをスロットから外します。',
        },
        params: [
          LAYER_ID,
          {
            name: 'slot',
            type: 'string | null',
            description: {
              en: 'Id of the slot, or `null` to remove the slot from the layer.',
              ja: 'スロットの ID。`null` を渡すとレイヤーのスロット指定を解除します。',
            },
          },
        ],
        returns: RETURNS_MAP,
        example: `map.setSlot('earthquakes-layer', 'top');`,
      },
      {
        kind: 'method',
        name: 'getSlots',
        description: {
          en: "Returns the ids of the slots in the map's style.",
          ja: '地図のスタイルにあるスロットの ID を返します。',
        },
        returns: {
          type: 'Array<string>',
          description: {en: 'The slot ids.', ja: 'スロット ID の配列です。'},
        },
        example: `const slots = map.getSlots();
console.log(slots);`,
      },
      {
        kind: 'method',
        name: 'setLayerZoomRange',
        description: {
          en: 'Sets the zoom range in which a layer is drawn: it is hidden below `minzoom` and at or above `maxzoom`. For a vector source, the layer still cannot appear at zoom levels where its source layer has no data.',
          ja: 'レイヤーを描画するズーム範囲を設定します。`minzoom` 未満と `maxzoom` 以上では非表示になります。ベクターソースの場合、ソースレイヤーにデータがないズームレベルではやはり表示されません。',
        },
        params: [
          LAYER_ID,
          {
            name: 'minzoom',
            type: 'number',
            description: {en: 'Lowest zoom level (0–24).', ja: '最小ズームレベル（0〜24）です。'},
          },
          {
            name: 'maxzoom',
            type: 'number',
            description: {en: 'Highest zoom level (0–24).', ja: '最大ズームレベル（0〜24）です。'},
          },
        ],
        returns: RETURNS_MAP,
        example: `map.setLayerZoomRange('earthquakes-layer', 4, 16);`,
      },
      {
        kind: 'method',
        name: 'setFilter',
        description: {
          en: "Sets a layer's filter expression, so that only features for which it evaluates to `true` are drawn. Pass `null` or `undefined` to remove the filter and draw every feature.",
          ja: 'レイヤーのフィルター式を設定し、評価結果が `true` になるフィーチャーだけを描画します。`null` または `undefined` を渡すとフィルターが外れ、すべてのフィーチャーが描画されます。',
        },
        params: [
          LAYER_ID,
          {
            name: 'filter',
            type: 'Array | null',
            optional: true,
            description: {
              en: 'The filter expression, or `null` to clear it.',
              ja: 'フィルター式。`null` でフィルターを解除します。',
            },
          },
          ...SETTER_OPTIONS,
        ],
        returns: RETURNS_MAP,
        example: `// Show only strong earthquakes
map.setFilter('earthquakes-layer', ['>=', ['get', 'mag'], 5]);

// Show every feature again
map.setFilter('earthquakes-layer', null);`,
      },
      {
        kind: 'method',
        name: 'getFilter',
        description: {
          en: 'Returns the filter expression of a layer.',
          ja: 'レイヤーのフィルター式を返します。',
        },
        params: [LAYER_ID],
        returns: {
          type: 'Array | null | undefined',
          description: {
            en: 'The filter, or `null` or `undefined` when the layer has none.',
            ja: 'フィルターです。設定されていない場合は `null` または `undefined` です。',
          },
        },
        example: `const filter = map.getFilter('earthquakes-layer');`,
      },
      {
        kind: 'method',
        name: 'setPaintProperty',
        description: {
          en: "Sets one paint property of a layer, such as `'fill-color'`, `'line-width'` or `'circle-radius'`. The value can be a constant or an expression of the type the property expects.",
          ja: "レイヤーのペイントプロパティを 1 つ設定します。`'fill-color'`、`'line-width'`、`'circle-radius'` などが対象です。値には、そのプロパティが求める型の定数または式を指定できます。",
        },
        params: [
          LAYER_ID,
          {
            name: 'name',
            type: 'string',
            description: {en: 'Name of the paint property.', ja: 'ペイントプロパティの名前です。'},
          },
          {
            name: 'value',
            type: 'any',
            description: {
              en: 'The new value, valid for that property in the style specification.',
              ja: '新しい値。スタイル仕様でそのプロパティに有効な値を指定します。',
            },
          },
          ...SETTER_OPTIONS,
        ],
        returns: RETURNS_MAP,
        example: `map.setPaintProperty('earthquakes-layer', 'circle-color', [
  'interpolate',
  ['linear'],
  ['get', 'mag'],
  1, '#fee08b',
  6, '#d73027',
]);`,
      },
      {
        kind: 'method',
        name: 'getPaintProperty',
        description: {
          en: 'Returns the value of a paint property as set in the style, a constant or an expression. Returns `undefined` when the property is not set and uses its default.',
          ja: 'スタイルに設定されているペイントプロパティの値（定数または式）を返します。プロパティが設定されておらず既定値が使われている場合は `undefined` を返します。',
        },
        params: [
          LAYER_ID,
          {
            name: 'name',
            type: 'string',
            description: {en: 'Name of the paint property.', ja: 'ペイントプロパティの名前です。'},
          },
        ],
        returns: {
          type: 'any',
          description: {en: 'The property value.', ja: 'プロパティの値です。'},
        },
        example: `const color = map.getPaintProperty('earthquakes-layer', 'circle-color');`,
      },
      {
        kind: 'method',
        name: 'setLayoutProperty',
        description: {
          en: "Sets one layout property of a layer, such as `'visibility'`, `'text-field'` or `'icon-size'`. Layout changes can require the affected tiles to be laid out again, so they cost more than paint changes.",
          ja: "レイヤーのレイアウトプロパティを 1 つ設定します。`'visibility'`、`'text-field'`、`'icon-size'` などが対象です。レイアウトの変更では該当タイルのレイアウトをやり直すこともあるため、ペイントの変更より負荷が高くなります。",
        },
        params: [
          LAYER_ID,
          {
            name: 'name',
            type: 'string',
            description: {
              en: 'Name of the layout property.',
              ja: 'レイアウトプロパティの名前です。',
            },
          },
          {
            name: 'value',
            type: 'any',
            description: {
              en: 'The new value, valid for that property in the style specification.',
              ja: '新しい値。スタイル仕様でそのプロパティに有効な値を指定します。',
            },
          },
          ...SETTER_OPTIONS,
        ],
        returns: RETURNS_MAP,
        example: `// Hide the layer
map.setLayoutProperty('earthquakes-layer', 'visibility', 'none');`,
      },
      {
        kind: 'method',
        name: 'getLayoutProperty',
        description: {
          en: 'Returns the value of a layout property as set in the style, a constant or an expression. Returns `undefined` when the property is not set and uses its default.',
          ja: 'スタイルに設定されているレイアウトプロパティの値（定数または式）を返します。プロパティが設定されておらず既定値が使われている場合は `undefined` を返します。',
        },
        params: [
          LAYER_ID,
          {
            name: 'name',
            type: 'string',
            description: {
              en: 'Name of the layout property.',
              ja: 'レイアウトプロパティの名前です。',
            },
          },
        ],
        returns: {
          type: 'any',
          description: {en: 'The property value.', ja: 'プロパティの値です。'},
        },
        example: `const visibility = map.getLayoutProperty('earthquakes-layer', 'visibility');`,
      },
      {
        kind: 'method',
        name: 'setLayerProperty',
        description: {
          en: "Sets one property of a layer, paint or layout alike, such as `'visibility'` or `'circle-color'`. The value can be a constant or an expression, as with `setPaintProperty` and `setLayoutProperty`. It is convenient when your code does not know in advance which kind of property it changes.",
          ja: "レイヤーのプロパティを、ペイントとレイアウトの区別なく 1 つ設定します。`'visibility'` や `'circle-color'` などが対象です。値には、`setPaintProperty` や `setLayoutProperty` と同じく定数または式を指定できます。変更するプロパティの種類がコード側であらかじめ分からない場合に便利です。",
        },
        params: [
          LAYER_ID,
          {
            name: 'name',
            type: 'string',
            description: {
              en: 'Name of the paint or layout property.',
              ja: 'ペイントプロパティまたはレイアウトプロパティの名前です。',
            },
          },
          {
            name: 'value',
            type: 'any',
            description: {
              en: 'The new value, valid for that property in the style specification.',
              ja: '新しい値。スタイル仕様でそのプロパティに有効な値を指定します。',
            },
          },
          ...SETTER_OPTIONS,
        ],
        returns: RETURNS_MAP,
        example: `// A layout property
map.setLayerProperty('earthquakes-layer', 'visibility', 'visible');

// A paint property, with the same method
map.setLayerProperty('earthquakes-layer', 'circle-opacity', 0.6);`,
      },
      {
        kind: 'method',
        name: 'getLayerProperty',
        description: {
          en: 'Returns the value of one property of a layer, whatever its kind: a paint or layout property, or a property at the root of the layer (`minzoom`, `maxzoom`, `filter`, `slot`, `source` or `source-layer`). As with `getPaintProperty` and `getLayoutProperty`, the value is the one set in the style, a constant or an expression. Returns `null` or `undefined` when the property is not set.',
          ja: 'レイヤーのプロパティの値を、種類を問わず 1 つ返します。ペイントプロパティとレイアウトプロパティのほか、レイヤー直下のプロパティ（`minzoom`、`maxzoom`、`filter`、`slot`、`source`、`source-layer`）も対象です。`getPaintProperty` や `getLayoutProperty` と同じく、スタイルに設定されている値（定数または式）を返します。プロパティが設定されていない場合は `null` または `undefined` を返します。',
        },
        params: [
          LAYER_ID,
          {
            name: 'name',
            type: 'string',
            description: {
              en: 'Name of the paint, layout or root-level property.',
              ja: 'ペイントプロパティ、レイアウトプロパティ、またはレイヤー直下のプロパティの名前です。',
            },
          },
        ],
        returns: {
          type: 'any',
          description: {en: 'The property value.', ja: 'プロパティの値です。'},
        },
        example: `const minzoom = map.getLayerProperty('earthquakes-layer', 'minzoom');
const color = map.getLayerProperty('earthquakes-layer', 'circle-color');`,
      },
    ],
  },
  {
    id: 'configuration-and-imports',
    title: {en: 'Configuration and imports', ja: '設定とインポート'},
    collapsed: true,
    members: [
      {
        kind: 'method',
        name: 'getConfig',
        description: {
          en: 'Returns the current configuration of an imported style as an object keyed by option name, such as `lightPreset` for the Standard style. When the Standard style is loaded from its URL, its import id is `basemap`. Returns `null` if the import does not exist or declares no configuration options.',
          ja: 'インポートしたスタイルの現在の設定を、オプション名（Standard スタイルの `lightPreset` など）をキーとするオブジェクトで返します。Standard スタイルを URL で読み込んだ場合、インポート ID は `basemap` です。インポートが存在しない場合や設定オプションを宣言していない場合は `null` を返します。',
        },
        params: [IMPORT_ID],
        returns: {
          type: 'Object | null',
          description: {
            en: 'The configuration values.',
            ja: '設定値のオブジェクトです。',
          },
        },
        example: `const config = map.getConfig('basemap');
console.log(config.lightPreset);`,
      },
      {
        kind: 'method',
        name: 'setConfig',
        description: {
          en: 'Sets the whole configuration of an imported style at once. Options missing from `config` go back to their default values; use `setConfigProperty` to change a single option.',
          ja: 'インポートしたスタイルの設定全体を一度に設定します。`config` に含まれないオプションは既定値に戻ります。1 つのオプションだけを変える場合は `setConfigProperty` を使ってください。',
        },
        params: [
          IMPORT_ID,
          {
            name: 'config',
            type: 'Object',
            description: {
              en: 'Configuration values keyed by option name.',
              ja: 'オプション名をキーとする設定値です。',
            },
          },
        ],
        returns: RETURNS_MAP,
        example: `map.setConfig('basemap', {
  lightPreset: 'dusk',
  showPointOfInterestLabels: false,
});`,
      },
      {
        kind: 'method',
        name: 'getConfigProperty',
        description: {
          en: 'Returns the current value of one configuration option of an imported style.',
          ja: 'インポートしたスタイルの設定オプション 1 つについて、現在の値を返します。',
        },
        params: [
          IMPORT_ID,
          {
            name: 'configName',
            type: 'string',
            description: {
              en: 'Name of the option, for example `lightPreset`.',
              ja: '`lightPreset` などのオプションの名前です。',
            },
          },
        ],
        returns: {
          type: 'any',
          description: {en: 'The option value.', ja: 'オプションの値です。'},
        },
        example: `const preset = map.getConfigProperty('basemap', 'lightPreset');`,
      },
      {
        kind: 'method',
        name: 'setConfigProperty',
        description: {
          en: "Changes one configuration option of an imported style and leaves the others as they are. The value must match the option's definition in the style's schema, for example one of the listed values of `lightPreset`.",
          ja: 'インポートしたスタイルの設定オプションを 1 つだけ変更し、他のオプションはそのままにします。値はスタイルのスキーマにあるオプションの定義に合っている必要があります。たとえば `lightPreset` では、列挙された値のいずれかを指定します。',
        },
        params: [
          IMPORT_ID,
          {
            name: 'configName',
            type: 'string',
            description: {
              en: 'Name of the option, for example `lightPreset`.',
              ja: '`lightPreset` などのオプションの名前です。',
            },
          },
          {
            name: 'value',
            type: 'any',
            description: {
              en: 'The new value of the option.',
              ja: 'オプションの新しい値です。',
            },
          },
        ],
        returns: RETURNS_MAP,
        example: `map.on('style.load', () => {
  map.setConfigProperty('basemap', 'lightPreset', 'night');
  map.setConfigProperty('basemap', 'showPlaceLabels', false);
});`,
      },
      {
        kind: 'method',
        name: 'getSchema',
        description: {
          en: 'Returns the schema of an imported style: the configuration options it declares, keyed by option name, each with its default value and, where given, its type and allowed values. It shows which options `setConfigProperty` accepts for that import.',
          ja: 'インポートしたスタイルのスキーマを返します。スキーマは、そのスタイルが宣言する設定オプションをオプション名をキーとしてまとめたもので、各オプションの既定値と、指定されていれば型や取りうる値を含みます。そのインポートで `setConfigProperty` に渡せるオプションを確認できます。',
        },
        params: [IMPORT_ID],
        returns: {
          type: 'SchemaSpecification | null | undefined',
          description: {
            en: 'The schema, or `null` or `undefined` when there is none.',
            ja: 'スキーマです。存在しない場合は `null` または `undefined` です。',
          },
        },
        example: `const schema = map.getSchema('basemap');
if (schema) {
  console.log(Object.keys(schema)); // for example ['lightPreset', 'showPlaceLabels', …]
}`,
      },
      {
        kind: 'method',
        name: 'setSchema',
        description: {
          en: 'Replaces the schema of an imported style, that is, the configuration options it declares with their default values. Use it to add an option to an import or to change the default or the allowed values of an existing one.',
          ja: 'インポートしたスタイルのスキーマ、つまりそのスタイルが宣言する設定オプションとその既定値を置き換えます。インポートにオプションを追加したり、既存のオプションの既定値や取りうる値を変更したりするのに使います。',
        },
        params: [
          IMPORT_ID,
          {
            name: 'schema',
            type: 'SchemaSpecification',
            description: {
              en: 'The new schema: option definitions keyed by option name, each with a `default` and, optionally, `type`, `values`, `minValue`, `maxValue` and `stepValue`.',
              ja: '新しいスキーマです。オプション名をキーとしたオプションの定義で、それぞれ `default` を持ち、必要に応じて `type`、`values`、`minValue`、`maxValue`、`stepValue` を指定します。',
            },
          },
        ],
        returns: RETURNS_MAP,
        example: `// Keep every option of the import, but make dusk the default light
const schema = map.getSchema('basemap');
map.setSchema('basemap', {
  ...schema,
  lightPreset: {...schema.lightPreset, default: 'dusk'},
});`,
      },
      {
        kind: 'method',
        name: 'addImport',
        description: {
          en: 'Adds a style import to the current style at runtime. The import id is what you then pass to the configuration methods. Imports are drawn in the order they are listed; `beforeId` places the new import before an existing one.',
          ja: '実行時に現在のスタイルへスタイルインポートを追加します。インポート ID は、その後に設定メソッドへ渡す ID になります。インポートは並び順に描画され、`beforeId` を指定すると既存のインポートの前に配置されます。',
        },
        params: [
          {
            name: 'importSpecification',
            type: 'Object',
            description: {
              en: 'The import to add.',
              ja: '追加するインポートです。',
            },
          },
          {
            name: 'importSpecification.id',
            type: 'string',
            description: {en: 'Unique id of the import.', ja: 'インポートの一意な ID です。'},
          },
          {
            name: 'importSpecification.url',
            type: 'string',
            description: {
              en: "URL of the style to import, such as `'%product%://styles/%product%/standard'`.",
              ja: "`'%product%://styles/%product%/standard'` などの、インポートするスタイルの URL です。",
            },
          },
          {
            name: 'importSpecification.config',
            type: 'Object',
            optional: true,
            description: {
              en: 'Configuration values for the imported style.',
              ja: 'インポートするスタイルの設定値です。',
            },
          },
          {
            name: 'importSpecification.data',
            type: 'Object',
            optional: true,
            description: {
              en: 'Style JSON to use instead of loading it from `url`.',
              ja: '`url` から読み込む代わりに使うスタイル JSON です。',
            },
          },
          {
            name: 'beforeId',
            type: 'string',
            optional: true,
            description: {
              en: 'Id of an existing import to insert the new import before.',
              ja: '新しいインポートをその前に挿入する、既存インポートの ID です。',
            },
          },
        ],
        returns: RETURNS_MAP,
        example: `map.addImport({
  id: 'basemap',
  url: '%product%://styles/%product%/standard',
  config: {lightPreset: 'dawn'},
});`,
      },
      {
        kind: 'method',
        name: 'updateImport',
        description: {
          en: 'Changes an existing import: pass a new style URL as a string, or an import specification with a new `url`, `data` or `config`. If the specification has a different `id`, the old import is removed and the new one is added.',
          ja: '既存のインポートを変更します。新しいスタイル URL を文字列で渡すか、`url`・`data`・`config` を変えたインポート仕様を渡します。仕様の `id` が異なる場合は、古いインポートが削除されて新しいインポートが追加されます。',
        },
        params: [
          IMPORT_ID,
          {
            name: 'importSpecification',
            type: 'Object | string',
            description: {
              en: 'The new import specification, or the URL of the style to load.',
              ja: '新しいインポート仕様、または読み込むスタイルの URL です。',
            },
          },
        ],
        returns: RETURNS_MAP,
        example: `map.updateImport('basemap', '%product%://styles/%product%/standard-satellite');`,
      },
      {
        kind: 'method',
        name: 'removeImport',
        description: {
          en: 'Removes an import, with its layers and sources, from the style.',
          ja: 'インポートを、そのレイヤーやソースとともにスタイルから削除します。',
        },
        params: [IMPORT_ID],
        returns: RETURNS_MAP,
        example: `map.removeImport('basemap');`,
      },
      {
        kind: 'method',
        name: 'moveImport',
        description: {
          en: 'Moves an import so that it comes before the import `beforeId`. The order of the imports decides the order in which their layers are drawn.',
          ja: 'インポートを移動し、`beforeId` のインポートの前に置きます。インポートの順序によって、それぞれのレイヤーの描画順序が決まります。',
        },
        params: [
          {
            name: 'importId',
            type: 'string',
            description: {en: 'Id of the import to move.', ja: '移動するインポートの ID です。'},
          },
          {
            name: 'beforeId',
            type: 'string',
            description: {
              en: 'Id of the import that the moved import should come before.',
              ja: '移動先で後ろに来るインポートの ID です。',
            },
          },
        ],
        returns: RETURNS_MAP,
        example: `// Place the "overlay" import before "basemap"
map.moveImport('overlay', 'basemap');`,
      },
    ],
  },
  {
    id: '3d-and-atmosphere',
    title: {en: '3D and atmosphere', ja: '3D と大気表現'},
    collapsed: true,
    members: [
      {
        kind: 'method',
        name: 'setLights',
        description: {
          en: 'Sets the 3D lights of the style, replacing the current ones. 3D lighting uses an `ambient` light together with a `directional` light, which can cast shadows; a single `flat` light is also accepted. With the Standard style, lighting is usually controlled through its `lightPreset` configuration instead.',
          ja: 'スタイルの 3D ライトを設定し、現在のライトを置き換えます。3D ライティングでは `ambient` ライトと、影を落とせる `directional` ライトを組み合わせます。`flat` ライトを 1 つだけ指定してもかまいません。Standard スタイルでは、通常は `lightPreset` の設定でライティングを切り替えます。',
        },
        params: [
          {
            name: 'lights',
            type: 'Array<Object>',
            description: {
              en: 'Light definitions, each with an `id`, a `type` and `properties`.',
              ja: 'ライトの定義の配列。それぞれ `id`、`type`、`properties` を持ちます。',
            },
          },
        ],
        returns: RETURNS_MAP,
        example: `map.setLights([
  {id: 'ambient', type: 'ambient', properties: {intensity: 0.4}},
  {
    id: 'sun',
    type: 'directional',
    properties: {direction: [200, 40], intensity: 0.6, 'cast-shadows': true},
  },
]);`,
      },
      {
        kind: 'method',
        name: 'getLights',
        description: {
          en: 'Returns the 3D lights of the style. When the style defines none, the result is a single `flat` light built from the legacy light settings.',
          ja: 'スタイルの 3D ライトを返します。スタイルにライトが定義されていない場合は、従来のライト設定から作った `flat` ライト 1 つを返します。',
        },
        returns: {
          type: 'Array<Object>',
          description: {en: 'The light definitions.', ja: 'ライトの定義の配列です。'},
        },
        example: `const lights = map.getLights();
console.log(lights.map((light) => light.type));`,
      },
      {
        kind: 'method',
        name: 'setLight',
        badges: ['legacy'],
        description: {
          en: 'Changes properties of the legacy single light of the style, such as `anchor`, `position`, `color` and `intensity`; properties you leave out keep their current values. This method is part of the legacy light API: use `setLights` instead, where the same light can be written as a single `flat` light.',
          ja: 'スタイルの従来の単一ライトのプロパティ（`anchor`、`position`、`color`、`intensity` など）を変更します。指定しなかったプロパティは現在の値のまま残ります。このメソッドは従来のライト API に属します。代わりに `setLights` を使ってください。`setLights` では、同じライトを `flat` ライト 1 つとして指定できます。',
        },
        params: [
          {
            name: 'light',
            type: 'LightSpecification',
            description: {
              en: 'The light properties to change, as defined for the light in the style specification.',
              ja: '変更するライトのプロパティ。スタイル仕様のライトの定義に従います。',
            },
          },
          ...SETTER_OPTIONS,
        ],
        returns: RETURNS_MAP,
        example: `map.setLight({anchor: 'viewport', color: '#ffe0b2', intensity: 0.5});

// The same light with setLights:
map.setLights([
  {id: 'flat', type: 'flat', properties: {anchor: 'viewport', color: '#ffe0b2', intensity: 0.5}},
]);`,
      },
      {
        kind: 'method',
        name: 'getLight',
        badges: ['legacy'],
        description: {
          en: 'Returns the properties of the legacy single light of the style, such as `anchor`, `color` and `intensity`. Kept for older code: calling it logs a deprecation notice, and `getLights` should be used instead.',
          ja: 'スタイルの従来の単一ライトのプロパティ（`anchor`、`color`、`intensity` など）を返します。古いコードのために残されているメソッドで、呼び出すと非推奨の通知がログに出ます。代わりに `getLights` を使ってください。',
        },
        returns: {
          type: 'Object',
          description: {en: 'The light properties.', ja: 'ライトのプロパティです。'},
        },
        example: `const light = map.getLight();
console.log(light.intensity);`,
      },
      {
        kind: 'method',
        name: 'setTerrain',
        description: {
          en: 'Turns on 3D terrain from a `raster-dem` source, changes it, or turns it off with `null`. To change only the exaggeration of terrain that is already on, you can leave out `source`.',
          ja: '`raster-dem` ソースを使って 3D 地形を有効にしたり、設定を変更したりします。`null` を渡すと無効になります。すでに有効な地形の誇張率だけを変える場合は、`source` を省略できます。',
        },
        params: [
          {
            name: 'terrain',
            type: 'Object | null',
            description: {
              en: 'Terrain properties, or `null` to remove terrain.',
              ja: '地形のプロパティ。`null` で地形を削除します。',
            },
          },
          {
            name: 'terrain.source',
            type: 'string',
            description: {
              en: 'Id of a `raster-dem` source.',
              ja: '`raster-dem` ソースの ID です。',
            },
          },
          {
            name: 'terrain.exaggeration',
            type: 'number',
            default: '1',
            description: {
              en: 'Factor applied to terrain heights.',
              ja: '地形の高さに掛ける倍率です。',
            },
          },
        ],
        returns: RETURNS_MAP,
        example: `map.addSource('dem', {
  type: 'raster-dem',
  url: '%product%://%product%.%product%-terrain-dem-v1',
  tileSize: 512,
  maxzoom: 14,
});
map.setTerrain({source: 'dem', exaggeration: 1.5});`,
      },
      {
        kind: 'method',
        name: 'getTerrain',
        description: {
          en: 'Returns the terrain settings of the style, or `null` when terrain is off.',
          ja: 'スタイルの地形の設定を返します。地形が無効な場合は `null` を返します。',
        },
        returns: {
          type: 'Object | null',
          description: {
            en: 'The terrain properties, or `null`.',
            ja: '地形のプロパティ、または `null` です。',
          },
        },
        example: `const terrain = map.getTerrain();
console.log(terrain ? terrain.exaggeration : 'No terrain');`,
      },
      {
        kind: 'method',
        name: 'setFog',
        description: NULL_REMOVES({
          en: 'Sets the fog of the style, which fades distant parts of the map into the horizon and sky colors and, on the globe, draws the atmosphere and stars.',
          ja: 'スタイルのフォグを設定します。フォグは地図の遠い部分を地平線や空の色になじませ、地球儀表示では大気と星空を描画します。',
        }),
        params: [
          {
            name: 'fog',
            type: 'Object | null',
            description: {
              en: 'Fog properties such as `range`, `color`, `high-color`, `horizon-blend`, `space-color` and `star-intensity`.',
              ja: '`range`、`color`、`high-color`、`horizon-blend`、`space-color`、`star-intensity` などのフォグのプロパティです。',
            },
          },
        ],
        returns: RETURNS_MAP,
        example: `map.setFog({
  range: [0.8, 8],
  color: '#dce6f0',
  'horizon-blend': 0.1,
  'high-color': '#245bde',
  'space-color': '#000000',
  'star-intensity': 0.15,
});`,
      },
      {
        kind: 'method',
        name: 'getFog',
        description: {
          en: 'Returns the fog settings of the style, or `null` when no fog is set.',
          ja: 'スタイルのフォグの設定を返します。フォグが設定されていない場合は `null` を返します。',
        },
        returns: {
          type: 'Object | null',
          description: {
            en: 'The fog properties, or `null`.',
            ja: 'フォグのプロパティ、または `null` です。',
          },
        },
        example: `const fog = map.getFog();`,
      },
      {
        kind: 'method',
        name: 'setSnow',
        badges: ['experimental'],
        description: {
          en: 'Adds a falling snow effect to the map, or removes it with `null`. While snow is shown, the map renders continuously. This API is experimental and may change in a later release.',
          ja: '地図に降雪のエフェクトを追加します。`null` を渡すと削除されます。雪を表示している間、地図は連続して描画されます。この API は実験的なもので、今後のリリースで変更される可能性があります。',
        },
        params: [
          {
            name: 'snow',
            type: 'Object | null',
            description: {
              en: 'Snow properties such as `density` and `intensity`, or `null`.',
              ja: '`density` や `intensity` などの雪のプロパティ、または `null` です。',
            },
          },
        ],
        returns: RETURNS_MAP,
        example: `map.setSnow({density: 0.8, intensity: 0.6});`,
      },
      {
        kind: 'method',
        name: 'getSnow',
        badges: ['experimental'],
        description: {
          en: 'Returns the snow settings of the style, or `null` when no snow is set. This API is experimental.',
          ja: 'スタイルの雪の設定を返します。設定されていない場合は `null` を返します。この API は実験的なものです。',
        },
        returns: {
          type: 'Object | null',
          description: {
            en: 'The snow properties, or `null`.',
            ja: '雪のプロパティ、または `null` です。',
          },
        },
        example: `const snow = map.getSnow();`,
      },
      {
        kind: 'method',
        name: 'setRain',
        badges: ['experimental'],
        description: {
          en: 'Adds a rain effect to the map, or removes it with `null`. While rain is shown, the map renders continuously. This API is experimental and may change in a later release.',
          ja: '地図に雨のエフェクトを追加します。`null` を渡すと削除されます。雨を表示している間、地図は連続して描画されます。この API は実験的なもので、今後のリリースで変更される可能性があります。',
        },
        params: [
          {
            name: 'rain',
            type: 'Object | null',
            description: {
              en: 'Rain properties such as `density`, `intensity` and `distortion-strength`, or `null`.',
              ja: '`density`、`intensity`、`distortion-strength` などの雨のプロパティ、または `null` です。',
            },
          },
        ],
        returns: RETURNS_MAP,
        example: `map.setRain({
  density: 0.7,
  intensity: 1,
  'distortion-strength': 0.5,
});`,
      },
      {
        kind: 'method',
        name: 'getRain',
        badges: ['experimental'],
        description: {
          en: 'Returns the rain settings of the style, or `null` when no rain is set. This API is experimental.',
          ja: 'スタイルの雨の設定を返します。設定されていない場合は `null` を返します。この API は実験的なものです。',
        },
        returns: {
          type: 'Object | null',
          description: {
            en: 'The rain properties, or `null`.',
            ja: '雨のプロパティ、または `null` です。',
          },
        },
        example: `const rain = map.getRain();`,
      },
      {
        kind: 'method',
        name: 'setColorTheme',
        description: {
          en: "Applies a color theme to the root style. A color theme is a color lookup table image that remaps the map's colors; pass `null` to remove it. Changing the theme reloads all tiles.",
          ja: 'ルートスタイルにカラーテーマを適用します。カラーテーマは地図の色を置き換えるカラールックアップテーブル画像です。`null` を渡すと解除されます。テーマを変更するとすべてのタイルが再読み込みされます。',
        },
        params: [
          {
            name: 'colorTheme',
            type: 'Object | null',
            description: {
              en: 'The color theme, or `null`.',
              ja: 'カラーテーマ、または `null` です。',
            },
          },
          {
            name: 'colorTheme.data',
            type: 'string',
            description: {
              en: 'The lookup table image as a base64-encoded PNG.',
              ja: 'base64 でエンコードした PNG 形式のルックアップテーブル画像です。',
            },
          },
        ],
        returns: RETURNS_MAP,
        example: `const lut = 'iVBORw0KGgo...'; // base64 PNG lookup table
map.setColorTheme({data: lut});`,
      },
      {
        kind: 'method',
        name: 'setImportColorTheme',
        description: {
          en: "Overrides the color theme of an imported style, such as the Standard style's `basemap` import. Pass `null` to remove the override. Changing the theme reloads all tiles.",
          ja: 'インポートしたスタイル（Standard スタイルの `basemap` インポートなど）のカラーテーマを上書きします。`null` を渡すと上書きが解除されます。テーマを変更するとすべてのタイルが再読み込みされます。',
        },
        params: [
          IMPORT_ID,
          {
            name: 'colorTheme',
            type: 'Object | null',
            description: {
              en: 'The color theme, with its lookup table in `data`, or `null`.',
              ja: '`data` にルックアップテーブルを持つカラーテーマ、または `null` です。',
            },
          },
        ],
        returns: RETURNS_MAP,
        example: `const lut = 'iVBORw0KGgo...'; // base64 PNG lookup table
map.setImportColorTheme('basemap', {data: lut});`,
      },
      {
        kind: 'method',
        name: 'setCamera',
        description: {
          en: "Sets the camera settings of the style. Its `camera-projection` property chooses between a `'perspective'` and an `'orthographic'` projection of the view. It does not move the map: use `jumpTo`, `easeTo` or `flyTo` for that.",
          ja: "スタイルのカメラ設定を指定します。`camera-projection` プロパティで、表示の投影を `'perspective'`（透視投影）と `'orthographic'`（平行投影）から選びます。地図の位置は変わりません。位置を動かすには `jumpTo`、`easeTo`、`flyTo` を使います。",
        },
        params: [
          {
            name: 'camera',
            type: 'Object',
            description: {en: 'Camera settings.', ja: 'カメラ設定です。'},
          },
          {
            name: 'camera.camera-projection',
            type: "'perspective' | 'orthographic'",
            default: "'perspective'",
            description: {
              en: 'Projection used by the camera.',
              ja: 'カメラが使う投影方式です。',
            },
          },
        ],
        returns: RETURNS_MAP,
        example: `map.setCamera({'camera-projection': 'orthographic'});`,
      },
      {
        kind: 'method',
        name: 'getCamera',
        description: {
          en: "Returns the style's camera settings, such as `camera-projection`.",
          ja: 'スタイルのカメラ設定（`camera-projection` など）を返します。',
        },
        returns: {
          type: 'Object',
          description: {en: 'The camera settings.', ja: 'カメラ設定です。'},
        },
        example: `const projection = map.getCamera()['camera-projection'];`,
      },
      {
        kind: 'method',
        name: 'getNearClipOffset',
        badges: ['experimental'],
        description: {
          en: "Returns the offset of the camera's near clipping plane; geometry between the camera and that plane is not drawn. The offset only matters when the style's camera uses the orthographic projection (`'camera-projection': 'orthographic'`, see `setCamera`). This API is experimental.",
          ja: "カメラのニアクリップ面のオフセットを返します。カメラとこの面の間にあるジオメトリは描画されません。このオフセットが意味を持つのは、スタイルのカメラが平行投影（`'camera-projection': 'orthographic'`。`setCamera` を参照）を使っている場合だけです。この API は実験的なものです。",
        },
        returns: {
          type: 'number',
          description: {en: 'The near clip offset.', ja: 'ニアクリップ面のオフセットです。'},
        },
        example: `const nearClipOffset = map.getNearClipOffset();`,
      },
      {
        kind: 'method',
        name: 'setNearClipOffset',
        badges: ['experimental'],
        description: {
          en: "Sets the offset of the camera's near clipping plane, which moves the place where geometry close to the camera starts to be cut off. It has an effect only while the style's camera uses the orthographic projection. This API is experimental and may change in a later release.",
          ja: 'カメラのニアクリップ面のオフセットを設定し、カメラに近いジオメトリが切り取られ始める位置を移動します。効果があるのは、スタイルのカメラが平行投影を使っている間だけです。この API は実験的なもので、今後のリリースで変更される可能性があります。',
        },
        params: [
          {
            name: 'offset',
            type: 'number',
            description: {
              en: 'The new near clip offset.',
              ja: '新しいニアクリップ面のオフセットです。',
            },
          },
        ],
        returns: RETURNS_MAP,
        example: `map.setCamera({'camera-projection': 'orthographic'});
map.setNearClipOffset(30);`,
      },
      {
        kind: 'method',
        name: 'addModel',
        description: {
          en: 'Adds a 3D model to the style under the given id, loaded from a URL such as a `.glb` file. A `model` layer shows it when its `model-id` layout property names that id. If the style already has a model with this id, the new one replaces it, so the method also serves to update a model.',
          ja: '指定した ID で 3D モデルをスタイルに追加します。モデルは `.glb` ファイルなどの URL から読み込まれます。`model` レイヤーのレイアウトプロパティ `model-id` にその ID を指定すると、モデルが表示されます。同じ ID のモデルがすでにスタイルにある場合は新しいモデルに置き換わるため、モデルの更新にも使えます。',
        },
        params: [
          {
            name: 'id',
            type: 'string',
            description: {
              en: 'Id of the model, used in `model-id`.',
              ja: '`model-id` で指定するモデルの ID です。',
            },
          },
          {
            name: 'url',
            type: 'string',
            description: {en: 'URL of the model file.', ja: 'モデルファイルの URL です。'},
          },
        ],
        example: `map.addModel('tree', 'https://example.com/models/tree.glb');
map.addLayer({
  id: 'trees',
  type: 'model',
  source: 'trees',
  layout: {'model-id': 'tree'},
});`,
      },
      {
        kind: 'method',
        name: 'hasModel',
        description: {
          en: 'Returns `true` if a 3D model with this id is available to the style, whether the style defines it or it was added with `addModel`.',
          ja: '指定した ID の 3D モデルがスタイルで使える場合に `true` を返します。スタイルで定義されたモデルと、`addModel` で追加したモデルの両方が対象です。',
        },
        params: [
          {
            name: 'id',
            type: 'string',
            description: {en: 'Id of the model.', ja: 'モデルの ID です。'},
          },
        ],
        returns: {
          type: 'boolean',
          description: {en: 'Whether the model exists.', ja: 'モデルが存在するかどうかです。'},
        },
        example: `if (!map.hasModel('tree')) {
  map.addModel('tree', 'https://example.com/models/tree.glb');
}`,
      },
      {
        kind: 'method',
        name: 'removeModel',
        description: {
          en: 'Removes a 3D model from the style, whether the style defines it or it was added with `addModel`.',
          ja: 'スタイルから 3D モデルを削除します。スタイルで定義されたモデルと、`addModel` で追加したモデルのどちらも削除できます。',
        },
        params: [
          {
            name: 'id',
            type: 'string',
            description: {en: 'Id of the model to remove.', ja: '削除するモデルの ID です。'},
          },
        ],
        example: `if (map.hasModel('tree')) {
  map.removeModel('tree');
}`,
      },
      {
        kind: 'method',
        name: 'listModels',
        description: {
          en: 'Returns the ids of all 3D models available to the style: those the style defines and those added with `addModel`.',
          ja: 'スタイルで使えるすべての 3D モデルの ID を返します。スタイルで定義されたモデルと、`addModel` で追加したモデルが含まれます。',
        },
        returns: {
          type: 'Array<string>',
          description: {en: 'The model ids.', ja: 'モデル ID の配列です。'},
        },
        example: `const modelIds = map.listModels();
console.log(modelIds);`,
      },
    ],
  },
  {
    id: 'feature-state',
    title: {en: 'Feature state', ja: 'フィーチャーステート'},
    collapsed: true,
    members: [
      {
        kind: 'method',
        name: 'setFeatureState',
        description: {
          en: "Merges `state` into the runtime state of one feature; keys you leave out keep their values. Style expressions read the state with `['feature-state', key]`, which makes this the usual way to highlight hovered or selected features without changing the data.\n\nThe feature needs an id, taken from the data, from the source's `promoteId`, or from `generateId: true` on a GeoJSON source. A [TargetFeature](/api/handlers/#targetfeature) received in an interaction handler can be passed directly.",
          ja: "1 つのフィーチャーの実行時ステートに `state` をマージします。指定しなかったキーは値が保たれます。スタイルの式では `['feature-state', key]` でステートを読み取れるため、データを変えずにホバーや選択中のフィーチャーを強調する一般的な方法です。\n\nフィーチャーには ID が必要です。ID はデータそのもの、ソースの `promoteId`、または GeoJSON ソースの `generateId: true` から得られます。インタラクションのハンドラーで受け取った [TargetFeature](/api/handlers/#targetfeature) をそのまま渡すこともできます。",
        },
        params: [
          {
            name: 'feature',
            type: 'Object | TargetFeature',
            description: {
              en: 'Identifies the feature. Features returned by `queryRenderedFeatures` or found in event objects can be used.',
              ja: 'フィーチャーを特定するオブジェクト。`queryRenderedFeatures` の結果やイベントオブジェクトに含まれるフィーチャーも使えます。',
            },
          },
          ...FEATURE_ID_PARAMS(false),
          {
            name: 'state',
            type: 'Object',
            description: {
              en: 'Key-value pairs with JSON values to merge into the state.',
              ja: 'ステートにマージするキーと値の組。値は JSON で表せる型にします。',
            },
          },
        ],
        returns: RETURNS_MAP,
        example: `let hoveredId = null;
map.on('mousemove', 'states-fill', (e) => {
  if (!e.features.length) return;
  if (hoveredId !== null) {
    map.setFeatureState({source: 'states', id: hoveredId}, {hover: false});
  }
  hoveredId = e.features[0].id;
  map.setFeatureState({source: 'states', id: hoveredId}, {hover: true});
});`,
      },
      {
        kind: 'method',
        name: 'removeFeatureState',
        description: {
          en: 'Removes feature state. With `feature.id`, it clears the whole state of that feature, or only `key` when given. With only `feature.source` (and `sourceLayer` for vector sources), it clears the state of every feature in the source.',
          ja: 'フィーチャーステートを削除します。`feature.id` を指定するとそのフィーチャーのステート全体を削除し、`key` も指定した場合はそのキーだけを削除します。`feature.source`（ベクターソースでは `sourceLayer` も）だけを指定すると、ソース内のすべてのフィーチャーのステートを削除します。',
        },
        params: [
          {
            name: 'feature',
            type: 'Object | TargetFeature',
            description: {
              en: 'Identifies a feature, or a whole source.',
              ja: '対象のフィーチャー、またはソース全体を特定するオブジェクトです。',
            },
          },
          ...FEATURE_ID_PARAMS(true),
          {
            name: 'key',
            type: 'string',
            optional: true,
            description: {
              en: 'A single state key to remove. Requires `feature.id`.',
              ja: '削除するステートのキー。`feature.id` の指定が必要です。',
            },
          },
        ],
        returns: RETURNS_MAP,
        example: `// Remove only the hover flag of one feature
map.removeFeatureState({source: 'states', id: 12}, 'hover');

// Clear the state of every feature in the source
map.removeFeatureState({source: 'states'});`,
      },
      {
        kind: 'method',
        name: 'getFeatureState',
        description: {
          en: 'Returns the current state of one feature, the key-value pairs set with `setFeatureState`.',
          ja: '1 つのフィーチャーの現在のステート（`setFeatureState` で設定したキーと値の組）を返します。',
        },
        params: [
          {
            name: 'feature',
            type: 'Object | TargetFeature',
            description: {
              en: 'Identifies the feature.',
              ja: 'フィーチャーを特定するオブジェクトです。',
            },
          },
          ...FEATURE_ID_PARAMS(false),
        ],
        returns: {
          type: 'Object',
          description: {en: 'The state of the feature.', ja: 'フィーチャーのステートです。'},
        },
        example: `const state = map.getFeatureState({source: 'states', id: 12});
console.log(state.hover);`,
      },
      {
        kind: 'method',
        name: 'resetFeatureStates',
        description: {
          en: 'Clears at once the state of every feature in a featureset or in a layer of the root style, so that they all look as they do without any state. For featuresets and layers, it does what `removeFeatureState` does for a whole source when you pass it only the source.',
          ja: 'フィーチャーセット、またはルートスタイルのレイヤーに含まれるすべてのフィーチャーのステートを一度に削除し、ステートがない状態の表示に戻します。ソースだけを指定して `removeFeatureState` を呼び出すとソース全体のステートが削除されますが、それと同じことをフィーチャーセットやレイヤーに対して行います。',
        },
        params: [
          {
            name: 'target',
            type: 'TargetDescriptor',
            description: {
              en: 'What to reset: `{featuresetId}` for a featureset, adding `importId` when it belongs to a style import such as `basemap`, or `{layerId}` for a layer of the root style.',
              ja: 'リセットする対象です。フィーチャーセットには `{featuresetId}` を指定し、`basemap` のようなスタイルインポートに属する場合は `importId` も加えます。ルートスタイルのレイヤーには `{layerId}` を指定します。',
            },
          },
        ],
        returns: RETURNS_MAP,
        example: `// Clear the state of every point of interest of the Standard style
map.resetFeatureStates({featuresetId: 'poi', importId: 'basemap'});

// The same for a layer of your own style
map.resetFeatureStates({layerId: 'states-fill'});`,
      },
    ],
  },
  {
    id: 'lifecycle',
    title: {en: 'Lifecycle', ja: 'ライフサイクル'},
    collapsed: true,
    members: [
      {
        kind: 'method',
        name: 'idle',
        description: {
          en: 'Returns `true` when the map is idle: no camera movement is in progress and the style, its sources and all requested tiles have loaded. While `repaint` is `true`, the map never becomes idle. To wait for this state, listen for the `idle` event.',
          ja: '地図がアイドル状態のとき、つまりカメラの移動が行われておらず、スタイル、ソース、要求したすべてのタイルの読み込みが完了しているときに `true` を返します。`repaint` が `true` の間はアイドル状態になりません。この状態を待つには `idle` イベントを使います。',
        },
        returns: {
          type: 'boolean',
          description: {en: 'Whether the map is idle.', ja: '地図がアイドル状態かどうかです。'},
        },
        example: `if (map.idle()) {
  console.log('Nothing left to load or animate');
}`,
      },
      {
        kind: 'method',
        name: 'loaded',
        description: {
          en: 'Returns `true` when the style and the sources it uses have finished loading and no style or source change is still pending. It turns `false` again after changes such as `addSource`, until the new data has loaded.',
          ja: 'スタイルとそれが使うソースの読み込みが完了し、保留中のスタイルやソースの変更がない場合に `true` を返します。`addSource` などで変更すると、新しいデータが読み込まれるまで再び `false` になります。',
        },
        returns: {
          type: 'boolean',
          description: {
            en: 'Whether the map is fully loaded.',
            ja: '地図の読み込みが完了しているかどうかです。',
          },
        },
        example: `map.on('sourcedata', () => {
  if (map.loaded()) {
    console.log('Style and sources are loaded');
  }
});`,
      },
      {
        kind: 'method',
        name: 'frameReady',
        description: {
          en: 'Returns `true` when the map is loaded and the current frame is complete, with no label placement or fade still in progress.',
          ja: '地図の読み込みが完了し、ラベルの配置やフェードが進行中でなく、現在のフレームが完成している場合に `true` を返します。',
        },
        returns: {
          type: 'boolean',
          description: {
            en: 'Whether the frame has finished rendering.',
            ja: 'フレームの描画が完了しているかどうかです。',
          },
        },
        example: `map.on('render', () => {
  if (map.frameReady()) {
    console.log('Frame complete');
  }
});`,
      },
      {
        kind: 'method',
        name: 'remove',
        description: {
          en: 'Destroys the map and releases its resources: controls, DOM elements, event bindings, workers and the WebGL context. The map fires `remove` at the end. Do not call any other method on it afterwards; create a new Map if you need one.',
          ja: '地図を破棄し、コントロール、DOM 要素、イベントの登録、ワーカー、WebGL コンテキストなどのリソースを解放します。最後に `remove` イベントが発生します。その後は地図のメソッドを呼び出さないでください。必要であれば新しい Map を作成します。',
        },
        example: `// For example when the page section holding the map is closed
map.remove();`,
      },
      {
        kind: 'method',
        name: 'triggerRepaint',
        description: {
          en: 'Asks the map to render one more frame. Custom layers call it when their content changes or to keep an animation running; several calls before the next frame still produce a single frame.',
          ja: '地図にもう 1 フレーム描画するよう要求します。カスタムレイヤーで内容が変わったときやアニメーションを続けるときに呼び出します。次のフレームまでに複数回呼び出しても、描画されるのは 1 フレームだけです。',
        },
        example: `map.addLayer({
  id: 'pulse',
  type: 'custom',
  render(gl, matrix) {
    // Draw with WebGL here, then request the next frame
    map.triggerRepaint();
  },
});`,
      },
    ],
  },
  {
    id: 'debug-flags',
    title: {en: 'Debug flags', ja: 'デバッグフラグ'},
    collapsed: true,
    members: [
      {
        kind: 'property',
        name: 'showTileBoundaries',
        type: 'boolean',
        default: 'false',
        description: {
          en: 'When `true`, draws an outline around each tile together with its tile id.',
          ja: '`true` にすると、各タイルの輪郭とタイル ID を描画します。',
        },
        example: `map.showTileBoundaries = true;`,
      },
      {
        kind: 'property',
        name: 'showParseStatus',
        type: 'boolean',
        default: 'false',
        description: {
          en: 'When `true` and `showTileBoundaries` is on, also prints the status of each tile and the uncompressed size of its first vector source in the tile corner.',
          ja: '`true` にすると、`showTileBoundaries` が有効なときに、各タイルの状態と最初のベクターソースの非圧縮サイズもタイルの隅に表示します。',
        },
        example: `map.showTileBoundaries = true;
map.showParseStatus = true;`,
      },
      {
        kind: 'property',
        name: 'showTerrainWireframe',
        type: 'boolean',
        default: 'false',
        description: {
          en: 'When `true`, draws the terrain mesh as a red wireframe. It has an effect only while 3D terrain is on.',
          ja: '`true` にすると、地形のメッシュを赤いワイヤーフレームで描画します。3D 地形が有効なときだけ効果があります。',
        },
        example: `map.showTerrainWireframe = true;`,
      },
      {
        kind: 'property',
        name: 'showLayers2DWireframe',
        type: 'boolean',
        default: 'false',
        description: {
          en: 'When `true`, draws a red wireframe over 2D layers, such as fills and lines, showing their triangles.',
          ja: '`true` にすると、塗りや線などの 2D レイヤーの上に赤いワイヤーフレームを重ね、三角形の構成を表示します。',
        },
      },
      {
        kind: 'property',
        name: 'showLayers3DWireframe',
        type: 'boolean',
        default: 'false',
        description: {
          en: 'When `true`, draws a red wireframe over 3D layers, such as fill extrusions and models.',
          ja: '`true` にすると、押し出しポリゴンやモデルなどの 3D レイヤーの上に赤いワイヤーフレームを重ねます。',
        },
      },
      {
        kind: 'property',
        name: 'showPadding',
        type: 'boolean',
        default: 'false',
        description: {
          en: 'When `true`, shows the current camera padding on the map.',
          ja: '`true` にすると、現在のカメラのパディングを地図上に表示します。',
        },
      },
      {
        kind: 'property',
        name: 'showCollisionBoxes',
        type: 'boolean',
        default: 'false',
        description: {
          en: 'When `true`, draws the boxes used for symbol collision detection, showing which labels and icons were placed and which were hidden because they collided.',
          ja: '`true` にすると、シンボルの衝突判定に使うボックスを描画し、どのラベルやアイコンが配置され、どれが衝突により非表示になったかを示します。',
        },
        example: `map.showCollisionBoxes = true;`,
      },
      {
        kind: 'property',
        name: 'showOverdrawInspector',
        type: 'boolean',
        default: 'false',
        description: {
          en: 'When `true`, colors each pixel by how many times it was shaded, from black (never) to white (eight times or more). Helps find areas where many layers overlap.',
          ja: '`true` にすると、各ピクセルを描画された回数に応じて、黒（0 回）から白（8 回以上）までの色で表示します。多くのレイヤーが重なっている部分を見つけるのに役立ちます。',
        },
      },
      {
        kind: 'property',
        name: 'repaint',
        type: 'boolean',
        default: 'false',
        description: {
          en: 'When `true`, the map renders frames continuously, even when nothing changes. Useful for measuring performance; the map then never becomes idle.',
          ja: '`true` にすると、何も変化していなくても地図が連続してフレームを描画します。パフォーマンスの計測に便利ですが、その間は地図がアイドル状態になりません。',
        },
        example: `map.repaint = true;`,
      },
      {
        kind: 'property',
        name: 'version',
        type: 'string',
        readonly: true,
        description: {
          en: 'The version of %PRODUCT% GL JS that created the map, the same value as `%product%gl.version`.',
          ja: 'この地図を作成した %PRODUCT% GL JS のバージョン。`%product%gl.version` と同じ値です。',
        },
        example: `console.log(map.version);`,
      },
    ],
  },
];
