import type {ApiGroup, ApiParam} from '../../../../src/model/api/types';

/** Rows of the `Map` constructor's parameters table: `options` first, then each option. */
export const MAP_CONSTRUCTOR_PARAMS: readonly ApiParam[] = [
  {
    name: 'options',
    type: 'Object',
    description: {
      en: 'Settings for the new map. Only `container` is required; every other option has a default value or falls back to the value in the style.',
      ja: '新しい地図の設定です。必須なのは `container` だけで、その他のオプションには既定値があるか、スタイル内の値が使われます。',
    },
  },
  {
    name: 'options.accessToken',
    type: 'string',
    default: 'null',
    description: {
      en: 'An access token used by this map only, instead of the global `%product%gl.accessToken`. Useful when maps on the same page need different tokens.',
      ja: 'グローバルな `%product%gl.accessToken` の代わりに、この地図だけで使うアクセストークンです。同じページ上の地図ごとに別のトークンを使いたい場合に便利です。',
    },
  },
  {
    name: 'options.animationFrameProvider',
    type: 'AnimationFrameProvider',
    default: 'null',
    description: {
      en: 'An object with `requestAnimationFrame` and `cancelAnimationFrame` functions through which the map schedules its repaints instead of `window.requestAnimationFrame`. The map draws nothing until your code runs the callback it queued, so you can tie map frames to another render loop, such as the update cycle of a UI framework.',
      ja: '`requestAnimationFrame` と `cancelAnimationFrame` の 2 つの関数を持つオブジェクトです。地図は `window.requestAnimationFrame` の代わりに、このオブジェクトを通じて再描画を予約します。予約されたコールバックをコード側で実行するまで地図は何も描画しないため、UI フレームワークの更新サイクルなど、別の描画ループに地図のフレームを合わせられます。',
    },
  },
  {
    name: 'options.antialias',
    type: 'boolean',
    default: 'false',
    description: {
      en: 'If `true`, the WebGL context is created with multisample antialiasing (MSAA), which smooths the edges of 3D geometry and custom layers. It is off by default because it costs rendering performance.',
      ja: '`true` にすると、マルチサンプルアンチエイリアス（MSAA）を有効にして WebGL コンテキストを作成し、3D ジオメトリやカスタムレイヤーの輪郭を滑らかにします。描画性能を消費するため、既定では無効です。',
    },
  },
  {
    name: 'options.attributionControl',
    type: 'boolean',
    default: 'true',
    description: {
      en: 'If `true`, an [AttributionControl](/api/markers/#attributioncontrol) is added to the map automatically.',
      ja: '`true` の場合、[AttributionControl](/api/markers/#attributioncontrol) が自動的に地図に追加されます。',
    },
  },
  {
    name: 'options.bearing',
    type: 'number',
    default: '0',
    description: {
      en: "The initial bearing (rotation) of the map in degrees, measured counter-clockwise from north. If omitted, the style's `bearing` is used, or `0` if the style has none.",
      ja: '地図の初期方位角（回転）を、北から反時計回りの度数で指定します。省略するとスタイルの `bearing` が使われ、スタイルにもない場合は `0` になります。',
    },
  },
  {
    name: 'options.bearingSnap',
    type: 'number',
    default: '7',
    description: {
      en: 'A threshold in degrees. When the user rotates the map to within this angle of north, the map snaps to exactly north.',
      ja: '度数で指定するしきい値です。ユーザーが地図を回転させて北からこの角度以内に入ると、地図は真北にそろいます。',
    },
  },
  {
    name: 'options.bounds',
    type: 'LngLatBoundsLike',
    default: 'null',
    description: {
      en: 'The initial area to show. When set, the map is fitted to these bounds on creation, which takes precedence over `center` and `zoom`. Use `fitBoundsOptions` to add padding or limit the zoom.',
      ja: '初期表示する範囲です。指定すると、作成時の地図はこの範囲に合わせて表示され、`center` と `zoom` よりも優先されます。余白の追加やズームの制限には `fitBoundsOptions` を使います。',
    },
  },
  {
    name: 'options.boxZoom',
    type: 'boolean',
    default: 'true',
    description: {
      en: 'If `true`, the box zoom gesture (Shift + drag) is enabled. See [BoxZoomHandler](/api/handlers/#boxzoomhandler).',
      ja: '`true` の場合、ボックスズーム（Shift キーを押しながらドラッグ）を有効にします。[BoxZoomHandler](/api/handlers/#boxzoomhandler) を参照してください。',
    },
  },
  {
    name: 'options.center',
    type: 'LngLatLike',
    default: '[0, 0]',
    description: {
      en: "The initial center of the map, in longitude, latitude order (the same order as GeoJSON). If omitted, the style's `center` is used, or `[0, 0]` if the style has none.",
      ja: '地図の初期の中心を、経度・緯度の順（GeoJSON と同じ順序）で指定します。省略するとスタイルの `center` が使われ、スタイルにもない場合は `[0, 0]` になります。',
    },
  },
  {
    name: 'options.clickTolerance',
    type: 'number',
    default: '3',
    description: {
      en: 'The largest distance in pixels the pointer may move between press and release for the action to still count as a click rather than a drag.',
      ja: 'ボタンを押してから離すまでにポインターが動いても、ドラッグではなくクリックとして扱われる最大距離（ピクセル）です。',
    },
  },
  {
    name: 'options.collectResourceTiming',
    type: 'boolean',
    default: 'false',
    description: {
      en: 'If `true`, Resource Timing data is collected for the GeoJSON and vector tile requests made by web workers, which the main thread cannot normally see. The data is reported in the `resourceTiming` property of the related `data` events.',
      ja: '`true` にすると、Web Worker が行う GeoJSON やベクタータイルのリクエストについて Resource Timing の情報を収集します。この情報は通常メインスレッドからは参照できません。収集したデータは、関連する `data` イベントの `resourceTiming` プロパティで報告されます。',
    },
  },
  {
    name: 'options.config',
    type: 'Object',
    default: 'null',
    description: {
      en: "Initial configuration values for imported styles, keyed by import id. For the Standard style, whose import id is `basemap`, you could pass `{basemap: {lightPreset: 'dusk'}}`.",
      ja: "インポートしたスタイルの初期設定値を、インポート ID をキーとして指定します。インポート ID が `basemap` である Standard スタイルなら、`{basemap: {lightPreset: 'dusk'}}` のように渡せます。",
    },
  },
  {
    name: 'options.container',
    type: 'HTMLElement | string',
    description: {
      en: 'The HTML element the map is rendered into, or the `id` of that element. The element must have no children and needs a size, usually set in CSS.',
      ja: '地図を描画する HTML 要素、またはその要素の `id` です。要素は子要素を持たない空の状態である必要があり、通常は CSS でサイズを指定しておきます。',
    },
  },
  {
    name: 'options.cooperativeGestures',
    type: 'boolean',
    default: 'false',
    description: {
      en: 'If `true`, wheel zoom only works while Ctrl (or ⌘) is held and touch panning needs two fingers, so the page can still be scrolled past the map. Touch pitch then needs three fingers.',
      ja: '`true` にすると、ホイールによるズームは Ctrl（または ⌘）キーを押している間だけ、タッチでのパンは 2 本指のときだけ動作するため、地図の上でもページをスクロールできます。この場合、タッチでのピッチ操作には 3 本指が必要です。',
    },
  },
  {
    name: 'options.crossSourceCollisions',
    type: 'boolean',
    default: 'true',
    description: {
      en: 'If `true`, symbols from different sources are tested against each other during label collision detection. If `false`, collisions are resolved separately within each source.',
      ja: '`true` の場合、ラベルの衝突判定で異なるソースのシンボル同士も判定の対象になります。`false` の場合は、ソースごとに別々に衝突判定を行います。',
    },
  },
  {
    name: 'options.customAttribution',
    type: 'string | Array<string>',
    default: 'null',
    description: {
      en: 'Additional text to show in the attribution control. It only has an effect when `attributionControl` is `true`.',
      ja: '帰属表示コントロールに追加で表示するテキストです。`attributionControl` が `true` の場合にのみ効果があります。',
    },
  },
  {
    name: 'options.doubleClickZoom',
    type: 'boolean',
    default: 'true',
    description: {
      en: 'If `true`, double-clicking or double-tapping zooms the map in. See [DoubleClickZoomHandler](/api/handlers/#doubleclickzoomhandler).',
      ja: '`true` の場合、ダブルクリックまたはダブルタップで地図をズームインします。[DoubleClickZoomHandler](/api/handlers/#doubleclickzoomhandler) を参照してください。',
    },
  },
  {
    name: 'options.dragPan',
    type: 'boolean | Object',
    default: 'true',
    description: {
      en: 'If `true`, dragging with the mouse or one finger pans the map. An object also enables the gesture and is passed as options to `DragPanHandler#enable`, for example to tune the inertia after a drag.',
      ja: '`true` の場合、マウスまたは 1 本指のドラッグで地図をパンします。オブジェクトを渡した場合もこの操作が有効になり、その内容は `DragPanHandler#enable` のオプションとして渡されます。たとえばドラッグ後の慣性を調整できます。',
    },
  },
  {
    name: 'options.dragRotate',
    type: 'boolean',
    default: 'true',
    description: {
      en: 'If `true`, dragging with the right mouse button, or with the left button while the rotate key is held (Ctrl by default, see `pitchRotateKey`), rotates the map. See [DragRotateHandler](/api/handlers/#dragrotatehandler).',
      ja: '`true` の場合、右ボタンでのドラッグ、または回転キー（既定は Ctrl。`pitchRotateKey` を参照）を押しながらの左ボタンでのドラッグで地図を回転させます。[DragRotateHandler](/api/handlers/#dragrotatehandler) を参照してください。',
    },
  },
  {
    name: 'options.emissiveColorPrecision',
    type: "'approximate' | 'exact'",
    default: "'approximate'",
    badges: ['experimental'],
    description: {
      en: "How exactly the emissive color of layers draped over the terrain or the globe, such as raster, hillshade and background layers, is kept when they are composited. `'approximate'` keeps an approximation; `'exact'` keeps the full color but uses more texture memory (four channels instead of one). This option is experimental and may change in a later release.",
      ja: "ラスター、陰影起伏、背景など、地形や地球儀に重ねて描画されるレイヤーを合成するときに、発光色（emissive color）をどこまで正確に保つかを指定します。`'approximate'` では近似した色を保持し、`'exact'` では色をそのまま保持しますが、テクスチャーメモリーを多く使います（1 チャンネルではなく 4 チャンネル）。このオプションは実験的なもので、今後のリリースで変更される可能性があります。",
    },
  },
  {
    name: 'options.fadeDuration',
    type: 'number',
    default: '300',
    description: {
      en: 'The time in milliseconds that labels take to fade in or out when symbol collisions change. It applies to all symbol layers, but not to style property transitions or raster tile cross-fading.',
      ja: 'シンボルの衝突状態が変わったときに、ラベルがフェードイン・フェードアウトする時間（ミリ秒）です。すべてのシンボルレイヤーに適用されますが、スタイルプロパティのトランジションやラスタータイルのクロスフェードには影響しません。',
    },
  },
  {
    name: 'options.failIfMajorPerformanceCaveat',
    type: 'boolean',
    default: 'false',
    description: {
      en: 'If `true`, map creation fails when the browser could only provide a much slower WebGL implementation, such as a software renderer.',
      ja: '`true` にすると、ブラウザーがソフトウェアレンダラーのような大幅に遅い WebGL 実装しか提供できない場合に、地図の作成が失敗します。',
    },
  },
  {
    name: 'options.fitBoundsOptions',
    type: 'Object',
    default: 'null',
    description: {
      en: 'Options for [fitBounds](/api/map/#map#fitbounds), such as `padding` or `maxZoom`, used only when fitting the initial `bounds`.',
      ja: '`padding` や `maxZoom` など [fitBounds](/api/map/#map#fitbounds) のオプションです。初期の `bounds` に合わせるときにだけ使われます。',
    },
  },
  {
    name: 'options.fontstackCompositing',
    type: "'client' | 'server'",
    default: "'client'",
    description: {
      en: "How a font stack that lists several fonts is put together. With `'client'`, each font of the comma-separated stack is loaded on its own, and characters missing from one font are taken from the next one in the browser. With `'server'`, the whole stack is requested under one name and the glyph server combines the fonts, which it must support.",
      ja: "複数のフォントを並べたフォントスタックを、どのように組み合わせるかを指定します。`'client'` では、カンマ区切りのスタックに含まれる各フォントを個別に読み込み、あるフォントにない文字を次のフォントからブラウザー上で補います。`'server'` では、スタック全体を 1 つの名前でリクエストし、グリフサーバー側でフォントを組み合わせます。この場合、グリフサーバーがこの処理に対応している必要があります。",
    },
  },
  {
    name: 'options.hash',
    type: 'boolean | string',
    default: 'false',
    description: {
      en: 'If `true`, the camera position (zoom, center, bearing and pitch) is kept in sync with the hash fragment of the page URL, for example `#12/40.71/-74.01`.\n\nA string stores the position under that parameter name instead, such as `#map=12/40.71/-74.01&other=1`, so the hash can hold other values as well.',
      ja: '`true` の場合、カメラの位置（ズーム、中心、方位角、ピッチ）がページ URL のハッシュ部分（例：`#12/40.71/-74.01`）と同期されます。\n\n文字列を指定すると、位置はその名前のパラメーターとして保存されます（例：`#map=12/40.71/-74.01&other=1`）。これにより、ハッシュに他の値も含められます。',
    },
  },
  {
    name: 'options.interactive',
    type: 'boolean',
    default: 'true',
    description: {
      en: 'If `false`, no mouse, touch or keyboard listeners are attached, so the map ignores user input. It can still be changed with code.',
      ja: '`false` にすると、マウス・タッチ・キーボードのリスナーが登録されず、地図はユーザーの操作に反応しません。コードからの変更は引き続き可能です。',
    },
  },
  {
    name: 'options.keyboard',
    type: 'boolean',
    default: 'true',
    description: {
      en: 'If `true`, keyboard shortcuts are enabled while the map has focus. See [KeyboardHandler](/api/handlers/#keyboardhandler).',
      ja: '`true` の場合、地図にフォーカスがある間はキーボードショートカットが有効になります。[KeyboardHandler](/api/handlers/#keyboardhandler) を参照してください。',
    },
  },
  {
    name: 'options.language',
    type: 'string | Array<string>',
    default: 'null',
    description: {
      en: "The language of map labels and UI text, as a BCP 47 language tag or an array of tags in order of preference. `'auto'` uses the browser's `navigator.language`.\n\nOnly labels from %PRODUCT% vector tile sources are translated, and labels without a translation keep their local name. When unset, the tileset's own language applies. If `locale` is not set, this language also localizes supported UI text.",
      ja: "地図のラベルと UI テキストの言語を、BCP 47 言語タグ、または優先順に並べたタグの配列で指定します。`'auto'` を指定するとブラウザーの `navigator.language` が使われます。\n\n翻訳されるのは %PRODUCT% のベクタータイルソースのラベルだけで、翻訳のないラベルは現地名のまま表示されます。未指定の場合はタイルセット側の言語になります。`locale` を指定していなければ、対応している UI テキストもこの言語で表示されます。",
    },
  },
  {
    name: 'options.locale',
    type: 'Object',
    default: 'null',
    description: {
      en: 'Replacement strings for UI text such as control tooltips, keyed by string id. You can override a few entries of the built-in table or supply a complete translation.',
      ja: 'コントロールのツールチップなど UI テキストの置き換え文字列を、文字列 ID をキーとして指定します。組み込みの表は一部だけ上書きでき、完全な翻訳も用意できます。',
    },
  },
  {
    name: 'options.localFontFamily',
    type: 'string',
    default: 'null',
    description: {
      en: "A CSS font family used to draw every glyph locally in the browser instead of downloading glyphs. The style's fonts are then ignored except for weight keywords such as bold. When set, it takes precedence over `localIdeographFontFamily`.",
      ja: 'グリフをダウンロードせず、すべてのグリフをブラウザー上で描画するために使う CSS フォントファミリーです。この場合、スタイルのフォント指定は太さのキーワード（bold など）を除いて無視されます。指定すると `localIdeographFontFamily` より優先されます。',
    },
  },
  {
    name: 'options.localIdeographFontFamily',
    type: 'string',
    default: "'sans-serif'",
    description: {
      en: "A CSS font family used to draw CJK ideographs, Hiragana, Katakana, Hangul syllables and CJK punctuation locally, which avoids large glyph downloads. The style's fonts are ignored for these characters except for weight keywords. Set it to `false` to use the style's fonts for them too.",
      ja: 'CJK 統合漢字、ひらがな、カタカナ、ハングル音節、CJK の記号と句読点をブラウザー上で描画するための CSS フォントファミリーです。容量の大きいグリフのダウンロードを避けられます。これらの文字については、スタイルのフォント指定は太さのキーワードを除いて無視されます。これらにもスタイルのフォントを使う場合は `false` を指定します。',
    },
  },
  {
    name: 'options.logoPosition',
    type: 'string',
    default: "'bottom-left'",
    description: {
      en: "Where the %PRODUCT% logo is placed: `'top-left'`, `'top-right'`, `'bottom-left'` or `'bottom-right'`.",
      ja: "%PRODUCT% のロゴを配置する位置です。`'top-left'`、`'top-right'`、`'bottom-left'`、`'bottom-right'` のいずれかを指定します。",
    },
  },
  {
    name: 'options.maxBounds',
    type: 'LngLatBoundsLike',
    default: 'null',
    description: {
      en: 'If set, the camera is kept within these bounds, as if `setMaxBounds` had been called after creation.',
      ja: '指定すると、カメラはこの範囲内に制限されます。作成後に `setMaxBounds` を呼び出した場合と同じ効果です。',
    },
  },
  {
    name: 'options.maxPitch',
    type: 'number',
    default: '85',
    description: {
      en: 'The highest pitch in degrees that the map can be tilted to, from 0 to 85.',
      ja: '地図を傾けられる最大のピッチ（度）です。0 から 85 の範囲で指定します。',
    },
  },
  {
    name: 'options.maxTileCacheSize',
    type: 'number',
    default: 'null',
    description: {
      en: 'The largest number of tiles kept in the tile cache of each source. If omitted, the cache is sized from the current viewport.',
      ja: 'ソースごとのタイルキャッシュに保持するタイル数の上限です。省略すると、現在のビューポートに応じてキャッシュのサイズが決まります。',
    },
  },
  {
    name: 'options.maxZoom',
    type: 'number',
    default: '22',
    description: {
      en: 'The highest zoom level the map can reach.',
      ja: '地図で到達できる最大のズームレベルです。',
    },
  },
  {
    name: 'options.minPitch',
    type: 'number',
    default: '0',
    description: {
      en: 'The lowest pitch in degrees, from 0 to 85.',
      ja: '最小のピッチ（度）です。0 から 85 の範囲で指定します。',
    },
  },
  {
    name: 'options.minTileCacheSize',
    type: 'number',
    default: 'null',
    description: {
      en: 'The smallest number of tiles kept in the tile cache of each source. Larger viewports use more tiles and benefit from a larger cache. If omitted, the cache is sized from the current viewport.',
      ja: 'ソースごとのタイルキャッシュに保持するタイル数の下限です。ビューポートが大きいほど多くのタイルを使うため、大きなキャッシュが有効です。省略すると、現在のビューポートに応じてキャッシュのサイズが決まります。',
    },
  },
  {
    name: 'options.minZoom',
    type: 'number',
    default: '-2',
    description: {
      en: "The lowest zoom level the map can reach. The map's size can prevent zooming out that far; a 512-pixel-tall map, for example, cannot go below zoom 0.",
      ja: '地図で到達できる最小のズームレベルです。地図のサイズによっては、そこまでズームアウトできないことがあります。たとえば高さ 512 ピクセルの地図では、ズーム 0 より小さくできません。',
    },
  },
  {
    name: 'options.performanceMetricsCollection',
    type: 'boolean',
    default: 'true',
    description: {
      en: 'If `true`, the library collects performance metrics and sends them to %PRODUCT%. Set it to `false` to opt out.',
      ja: '`true` の場合、ライブラリはパフォーマンス指標を収集して %PRODUCT% に送信します。送信しない場合は `false` を指定します。',
    },
  },
  {
    name: 'options.pitch',
    type: 'number',
    default: '0',
    description: {
      en: "The initial pitch (tilt) in degrees away from the plane of the screen, from 0 to 85. If omitted, the style's `pitch` is used, or `0` if the style has none.",
      ja: '画面の平面からの初期ピッチ（傾き）を度数で指定します（0〜85）。省略するとスタイルの `pitch` が使われ、スタイルにもない場合は `0` になります。',
    },
  },
  {
    name: 'options.pitchRotateKey',
    type: "'Control' | 'Alt' | 'Shift' | 'Meta'",
    default: "'Control'",
    description: {
      en: 'The modifier key that turns a left-button mouse drag into a rotate and pitch gesture.',
      ja: 'マウスの左ボタンでのドラッグを回転・ピッチ操作に切り替える修飾キーです。',
    },
  },
  {
    name: 'options.pitchWithRotate',
    type: 'boolean',
    default: 'true',
    description: {
      en: 'If `false`, the drag-to-rotate gesture only rotates the map and no longer changes its pitch.',
      ja: '`false` にすると、ドラッグによる回転操作は地図を回転させるだけになり、ピッチは変わらなくなります。',
    },
  },
  {
    name: 'options.placementAlgorithm',
    type: "'default' | 'global'",
    default: "'default'",
    badges: ['experimental'],
    description: {
      en: "The pipeline that places symbols (labels and icons). `'default'` places them tile by tile, as the map always has. `'global'` uses a newer pipeline that places them over the whole frame at once; it is experimental and incomplete, and may change in a later release.",
      ja: "シンボル（ラベルとアイコン）を配置する処理方式です。`'default'` では、従来どおりタイルごとに配置します。`'global'` では新しい方式を使い、フレーム全体をまとめて対象として配置します。`'global'` は実験的で未完成の機能であり、今後のリリースで変更される可能性があります。",
    },
  },
  {
    name: 'options.preserveDrawingBuffer',
    type: 'boolean',
    default: 'false',
    description: {
      en: 'If `true`, the WebGL drawing buffer is kept after each frame, so the map image can be read back from the canvas, for example to save it as a PNG with `map.getCanvas().toDataURL()`. It is off by default because keeping the buffer costs rendering performance.',
      ja: '`true` にすると、各フレームの描画後も WebGL の描画バッファーが保持され、キャンバスから地図の画像を読み出せるようになります。たとえば `map.getCanvas().toDataURL()` で PNG として保存できます。バッファーの保持は描画性能を消費するため、既定では無効です。',
    },
  },
  {
    name: 'options.projection',
    type: 'ProjectionSpecification | string',
    optional: true,
    description: {
      en: "The map projection, as a name such as `'globe'`, `'mercator'`, `'equalEarth'`, `'naturalEarth'`, `'equirectangular'`, `'winkelTripel'`, `'albers'` or `'lambertConformalConic'`, or as a projection object. The conic projections also accept `center` and `parallels`.\n\nIf omitted, the style's projection is used, or Mercator if the style defines none.",
      ja: "地図の投影法です。名前または投影法オブジェクトで指定します。名前には `'globe'`、`'mercator'`、`'equalEarth'`、`'naturalEarth'` などがあります。ほかに `'equirectangular'`、`'winkelTripel'`、`'albers'`、`'lambertConformalConic'` も使えます。円錐図法では `center` と `parallels` も指定できます。\n\n省略するとスタイルの投影法が使われ、スタイルで定義されていない場合はメルカトル図法になります。",
    },
  },
  {
    name: 'options.refreshExpiredTiles',
    type: 'boolean',
    default: 'true',
    description: {
      en: 'If `false`, tiles are not requested again once they expire according to their HTTP `Cache-Control` or `Expires` headers.',
      ja: '`false` にすると、HTTP の `Cache-Control` ヘッダーや `Expires` ヘッダーに従ってタイルの有効期限が切れても、タイルを再リクエストしません。',
    },
  },
  {
    name: 'options.renderWorldCopies',
    type: 'boolean',
    default: 'true',
    description: {
      en: 'If `true`, copies of the world are drawn side by side beyond longitudes -180 and 180 when the map is zoomed out. If `false`, that area stays blank and features that cross the antimeridian are cut at the edges of the world.',
      ja: '`true` の場合、ズームアウトしたときに経度 -180 度と 180 度の外側にも世界の複製を並べて描画します。`false` の場合、その領域は空白のままとなり、日付変更線をまたぐフィーチャーは世界の端で切れて表示されます。',
    },
  },
  {
    name: 'options.respectPrefersReducedMotion',
    type: 'boolean',
    default: 'true',
    description: {
      en: "If `true`, the map honors the reader's `prefers-reduced-motion` browser setting and reduces camera animations. If `false`, the setting is ignored and every animation runs.",
      ja: '`true` の場合、読者のブラウザーの `prefers-reduced-motion` 設定に従い、カメラのアニメーションを抑えます。`false` の場合はこの設定を無視し、すべてのアニメーションを実行します。',
    },
  },
  {
    name: 'options.scaleFactor',
    type: 'number',
    default: '1',
    badges: ['experimental'],
    description: {
      en: 'A factor applied to the size of the text and icons of symbol layers: `2` draws labels and icons twice as large, for readers who need larger labels. Each layer limits it with its `text-size-scale-range` and `icon-size-scale-range` properties. Read it with [`getScaleFactor`](/api/map/#map#getscalefactor) and change it later with [`setScaleFactor`](/api/map/#map#setscalefactor).',
      ja: 'シンボルレイヤーのテキストとアイコンの大きさに掛ける係数です。`2` ではラベルとアイコンが 2 倍の大きさで描かれるので、大きなラベルを必要とする読者に役立ちます。各レイヤーの `text-size-scale-range` と `icon-size-scale-range` プロパティがこの値を制限します。値は [`getScaleFactor`](/api/map/#map#getscalefactor) で読み取り、あとから [`setScaleFactor`](/api/map/#map#setscalefactor) で変更できます。',
    },
  },
  {
    name: 'options.scrollZoom',
    type: 'boolean | Object',
    default: 'true',
    description: {
      en: "If `true`, zooming with the mouse wheel or trackpad is enabled. An object also enables the gesture and is passed as options to `ScrollZoomHandler#enable`, for example `{around: 'center'}`.",
      ja: "`true` の場合、マウスホイールやトラックパッドによるズームを有効にします。オブジェクトを渡した場合もこの操作が有効になり、その内容は `ScrollZoomHandler#enable` のオプション（例：`{around: 'center'}`）として渡されます。",
    },
  },
  {
    name: 'options.style',
    type: 'Object | string',
    default: "'%product%://styles/%product%/standard'",
    description: {
      en: 'The style to display: either a style URL or a style object that follows the style specification. Your own styles use URLs of the form `%product%://styles/{username}/{styleId}`. If omitted, the Standard style is loaded.',
      ja: '表示するスタイルです。スタイルの URL、またはスタイル仕様に沿ったスタイルオブジェクトを指定します。独自のスタイルは `%product%://styles/{username}/{styleId}` の形式の URL で指定します。省略すると Standard スタイルが読み込まれます。',
    },
  },
  {
    name: 'options.testMode',
    type: 'boolean',
    default: 'false',
    description: {
      en: 'If `true`, errors and warnings about a missing or invalid access token are silenced, which is useful in unit tests. In test mode no style is loaded unless `style` is given.',
      ja: '`true` にすると、アクセストークンが未設定または無効な場合のエラーや警告が表示されなくなり、ユニットテストで役立ちます。テストモードでは、`style` を指定しない限りスタイルは読み込まれません。',
    },
  },
  {
    name: 'options.touchPitch',
    type: 'boolean | Object',
    default: 'true',
    description: {
      en: 'If `true`, dragging two fingers vertically changes the pitch. An object also enables the gesture and is passed as options to the [TouchPitchHandler](/api/handlers/#touchpitchhandler).',
      ja: '`true` の場合、2 本指で上下にドラッグするとピッチが変わります。オブジェクトを渡した場合もこの操作が有効になり、その内容は [TouchPitchHandler](/api/handlers/#touchpitchhandler) のオプションとして渡されます。',
    },
  },
  {
    name: 'options.touchZoomRotate',
    type: 'boolean | Object',
    default: 'true',
    description: {
      en: "If `true`, pinching with two fingers zooms and rotates the map. An object also enables the gesture and is passed as options to `TouchZoomRotateHandler#enable`, for example `{around: 'center'}`.",
      ja: "`true` の場合、2 本指のピンチ操作で地図をズーム・回転できます。オブジェクトを渡した場合もこの操作が有効になり、その内容は `TouchZoomRotateHandler#enable` のオプション（例：`{around: 'center'}`）として渡されます。",
    },
  },
  {
    name: 'options.trackResize',
    type: 'boolean',
    default: 'true',
    description: {
      en: 'If `true`, the map resizes itself when the browser window changes size.',
      ja: '`true` の場合、ブラウザーウィンドウのサイズが変わると地図のサイズも自動的に調整されます。',
    },
  },
  {
    name: 'options.transformRequest',
    type: '(url: string, resourceType: string) => RequestParameters',
    default: 'null',
    description: {
      en: "A function called before the map requests an external URL. It receives the URL and the kind of resource (such as `'Style'`, `'Source'` or `'Tile'`) and can return a [RequestParameters](/api/properties/#requestparameters) object to change the `url`, add `headers` or set `credentials`.",
      ja: "地図が外部の URL をリクエストする前に呼び出される関数です。URL とリソースの種類（`'Style'`、`'Source'`、`'Tile'` など）を受け取り、[RequestParameters](/api/properties/#requestparameters) オブジェクトを返すことで、`url` の変更、`headers` の追加、`credentials` の設定ができます。",
    },
  },
  {
    name: 'options.worldview',
    type: 'string',
    default: 'null',
    description: {
      en: "The worldview used to draw disputed boundaries, as an ISO 3166-1 alpha-2 country code such as `'US'` or `'JP'`. When unset, or when the code is not supported, the tileset's default worldview applies.",
      ja: "係争中の境界線の描き方を決めるワールドビューを、`'US'` や `'JP'` のような ISO 3166-1 alpha-2 の国コードで指定します。未指定の場合や対応していないコードの場合は、タイルセットの既定のワールドビューが使われます。",
    },
  },
  {
    name: 'options.zoom',
    type: 'number',
    default: '0',
    description: {
      en: "The initial zoom level. If omitted, the style's `zoom` is used, or `0` if the style has none.",
      ja: '初期のズームレベルです。省略するとスタイルの `zoom` が使われ、スタイルにもない場合は `0` になります。',
    },
  },
];

const RETURNS_MAP = {
  type: 'Map',
  description: {
    en: 'The map itself, for chaining.',
    ja: 'メソッドチェーン用に、地図自身を返します。',
  },
} as const;

/** Groups of `Map` members: handler properties and the core instance methods. */
export const MAP_CORE_GROUPS: readonly ApiGroup[] = [
  {
    id: 'handlers',
    title: {en: 'Handler properties', ja: 'ハンドラープロパティ'},
    collapsed: true,
    members: [
      {
        kind: 'property',
        name: 'scrollZoom',
        type: 'ScrollZoomHandler',
        readonly: true,
        description: {
          en: 'The handler for zooming with the mouse wheel or trackpad. Use it to turn the gesture on or off or to change the zoom rate.',
          ja: 'マウスホイールやトラックパッドによるズームを扱うハンドラーです。操作の有効・無効の切り替えや、ズーム速度の変更に使います。',
        },
        example: `map.scrollZoom.disable();`,
      },
      {
        kind: 'property',
        name: 'boxZoom',
        type: 'BoxZoomHandler',
        readonly: true,
        description: {
          en: 'The handler for zooming into a box drawn by dragging with the Shift key held.',
          ja: 'Shift キーを押しながらドラッグして描いた矩形にズームする操作を扱うハンドラーです。',
        },
        example: `map.boxZoom.disable();`,
      },
      {
        kind: 'property',
        name: 'dragRotate',
        type: 'DragRotateHandler',
        readonly: true,
        description: {
          en: 'The handler for rotating and pitching the map by dragging with the right mouse button, or with the left button while the rotate key is held.',
          ja: '右ボタンでのドラッグ、または回転キーを押しながらの左ボタンでのドラッグによって、地図を回転・傾斜させる操作を扱うハンドラーです。',
        },
        example: `map.dragRotate.disable();`,
      },
      {
        kind: 'property',
        name: 'dragPan',
        type: 'DragPanHandler',
        readonly: true,
        description: {
          en: 'The handler for panning the map by dragging with the mouse or one finger.',
          ja: 'マウスまたは 1 本指のドラッグで地図をパンする操作を扱うハンドラーです。',
        },
        example: `map.dragPan.disable();`,
      },
      {
        kind: 'property',
        name: 'keyboard',
        type: 'KeyboardHandler',
        readonly: true,
        description: {
          en: 'The handler for keyboard shortcuts, such as the arrow keys and `+` and `-`, that pan, zoom and rotate the map while it has focus.',
          ja: '地図にフォーカスがあるときに、矢印キーや `+`・`-` キーなどで地図をパン・ズーム・回転させるキーボードショートカットを扱うハンドラーです。',
        },
        example: `map.keyboard.disable();`,
      },
      {
        kind: 'property',
        name: 'doubleClickZoom',
        type: 'DoubleClickZoomHandler',
        readonly: true,
        description: {
          en: 'The handler for zooming in with a double click or double tap.',
          ja: 'ダブルクリックまたはダブルタップでズームインする操作を扱うハンドラーです。',
        },
        example: `map.doubleClickZoom.disable();`,
      },
      {
        kind: 'property',
        name: 'touchZoomRotate',
        type: 'TouchZoomRotateHandler',
        readonly: true,
        description: {
          en: 'The handler for zooming and rotating the map with a two-finger pinch on touch screens.',
          ja: 'タッチ画面で 2 本指のピンチ操作により地図をズーム・回転させる操作を扱うハンドラーです。',
        },
        example: `// Keep pinch-to-zoom but turn off rotation.
map.touchZoomRotate.disableRotation();`,
      },
      {
        kind: 'property',
        name: 'touchPitch',
        type: 'TouchPitchHandler',
        readonly: true,
        description: {
          en: 'The handler for changing the pitch by dragging two fingers vertically on touch screens.',
          ja: 'タッチ画面で 2 本指を上下にドラッグしてピッチを変える操作を扱うハンドラーです。',
        },
        example: `map.touchPitch.disable();`,
      },
    ],
  },
  {
    id: 'controls-and-container',
    title: {en: 'Controls and container', ja: 'コントロールとコンテナー'},
    collapsed: true,
    members: [
      {
        kind: 'method',
        name: 'addControl',
        description: {
          en: 'Adds a control to the map and calls its `onAdd` method. The control can be a built-in one such as [NavigationControl](/api/markers/#navigationcontrol) or any object that implements [IControl](/api/markers/#icontrol).',
          ja: '地図にコントロールを追加し、その `onAdd` メソッドを呼び出します。[NavigationControl](/api/markers/#navigationcontrol) のような組み込みのコントロールのほか、[IControl](/api/markers/#icontrol) を実装した任意のオブジェクトを追加できます。',
        },
        params: [
          {
            name: 'control',
            type: 'IControl',
            description: {en: 'The control to add.', ja: '追加するコントロールです。'},
          },
          {
            name: 'position',
            type: 'string',
            optional: true,
            description: {
              en: "Where to place the control: `'top-left'`, `'top'`, `'top-right'`, `'right'`, `'bottom-right'`, `'bottom'`, `'bottom-left'` or `'left'`. If omitted, the control's own default position is used, or `'top-right'`.",
              ja: "コントロールを配置する位置です。`'top-left'`、`'top'`、`'top-right'`、`'right'`、`'bottom-right'`、`'bottom'`、`'bottom-left'`、`'left'` のいずれかを指定します。省略するとコントロール自身の既定の位置が使われ、それもなければ `'top-right'` になります。",
            },
          },
        ],
        returns: RETURNS_MAP,
        example: `map.addControl(new %product%gl.NavigationControl(), 'top-left');`,
      },
      {
        kind: 'method',
        name: 'removeControl',
        description: {
          en: 'Removes a control that was added with `addControl` and calls its `onRemove` method.',
          ja: '`addControl` で追加したコントロールを地図から取り除き、その `onRemove` メソッドを呼び出します。',
        },
        params: [
          {
            name: 'control',
            type: 'IControl',
            description: {
              en: 'The control to remove; the same object that was added.',
              ja: '取り除くコントロールです。追加したときと同じオブジェクトを渡します。',
            },
          },
        ],
        returns: RETURNS_MAP,
        example: `const nav = new %product%gl.NavigationControl();
map.addControl(nav);
// Later:
map.removeControl(nav);`,
      },
      {
        kind: 'method',
        name: 'hasControl',
        description: {
          en: 'Checks whether a control is currently on the map.',
          ja: 'コントロールが現在地図に追加されているかどうかを調べます。',
        },
        params: [
          {
            name: 'control',
            type: 'IControl',
            description: {en: 'The control to look for.', ja: '確認するコントロールです。'},
          },
        ],
        returns: {
          type: 'boolean',
          description: {
            en: '`true` if the control has been added and not removed.',
            ja: 'コントロールが追加済みで、まだ取り除かれていなければ `true` です。',
          },
        },
        example: `const scale = new %product%gl.ScaleControl();
if (!map.hasControl(scale)) {
  map.addControl(scale);
}`,
      },
      {
        kind: 'method',
        name: 'getContainer',
        description: {
          en: 'Returns the HTML element that contains the map, as given in the `container` option.',
          ja: '`container` オプションで指定した、地図を含む HTML 要素を返します。',
        },
        returns: {
          type: 'HTMLElement',
          description: {en: "The map's container element.", ja: '地図のコンテナー要素です。'},
        },
        example: `const container = map.getContainer();
console.log(container.clientWidth, container.clientHeight);`,
      },
      {
        kind: 'method',
        name: 'getCanvasContainer',
        description: {
          en: "Returns the element that wraps the map's `<canvas>`. Map interaction listeners are attached to it, and it is the place to append your own overlay elements.",
          ja: '地図の `<canvas>` を囲む要素を返します。地図の操作用リスナーはこの要素に登録されており、独自のオーバーレイ要素を追加する場所としても使えます。',
        },
        returns: {
          type: 'HTMLElement',
          description: {
            en: 'The element that contains the canvas.',
            ja: 'キャンバスを含む要素です。',
          },
        },
        example: `const overlay = document.createElement('div');
overlay.className = 'my-overlay';
map.getCanvasContainer().appendChild(overlay);`,
      },
      {
        kind: 'method',
        name: 'getCanvas',
        description: {
          en: 'Returns the `<canvas>` element the map is drawn on, for example to change the mouse cursor.',
          ja: '地図が描画される `<canvas>` 要素を返します。マウスカーソルを変更する場合などに使います。',
        },
        returns: {
          type: 'HTMLCanvasElement',
          description: {en: "The map's canvas element.", ja: '地図のキャンバス要素です。'},
        },
        example: `map.on('mouseenter', 'stations', () => {
  map.getCanvas().style.cursor = 'pointer';
});`,
      },
      {
        kind: 'method',
        name: 'resize',
        description: {
          en: "Measures the container again and, if its size changed, resizes the canvas and redraws the map. Call it after you change the container's size with code, or after showing a map that was hidden with CSS.\n\nWhen the size changes, it fires `movestart`, `move`, `resize` and `moveend`.",
          ja: 'コンテナーのサイズを測り直し、変わっていればキャンバスのサイズを合わせて地図を再描画します。コードでコンテナーのサイズを変えた後や、CSS で非表示にしていた地図を表示した後に呼び出します。\n\nサイズが変わった場合は、`movestart`、`move`、`resize`、`moveend` の各イベントが発生します。',
        },
        params: [
          {
            name: 'eventData',
            type: 'Object',
            optional: true,
            description: {
              en: 'Extra properties added to the events fired by the resize, for example to tell them apart from user-driven events.',
              ja: 'サイズ変更によって発生するイベントに追加するプロパティです。ユーザー操作によるイベントと区別する場合などに使います。',
            },
          },
        ],
        returns: RETURNS_MAP,
        example: `document.getElementById('map').style.height = '600px';
map.resize();`,
      },
    ],
  },
  {
    id: 'bounds-and-zoom-limits',
    title: {en: 'Bounds and zoom limits', ja: '表示範囲とズームの制限'},
    collapsed: true,
    members: [
      {
        kind: 'method',
        name: 'getBounds',
        description: {
          en: 'Returns the geographic area currently visible. When the map is rotated or pitched, this is the smallest box that contains the whole visible area; if padding is set, only the inner area is covered. On the globe the result is approximate.',
          ja: '現在表示されている地理的な範囲を返します。地図が回転または傾斜している場合は、表示領域全体を含む最小の矩形になります。パディングが設定されている場合は、その内側の領域だけが対象です。地球儀表示では近似値になります。',
        },
        returns: {
          type: 'LngLatBounds',
          description: {en: 'The visible bounds.', ja: '表示されている範囲です。'},
        },
        example: `const bounds = map.getBounds();
console.log(bounds.getSouthWest(), bounds.getNorthEast());`,
      },
      {
        kind: 'method',
        name: 'getMaxBounds',
        description: {
          en: 'Returns the bounds the camera is restricted to, as set with `maxBounds` or `setMaxBounds`.',
          ja: '`maxBounds` オプションや `setMaxBounds` で設定された、カメラの移動を制限する範囲を返します。',
        },
        returns: {
          type: 'LngLatBounds | null',
          description: {
            en: 'The maximum bounds, or `null` if none are set.',
            ja: '最大範囲です。設定されていない場合は `null` です。',
          },
        },
        example: `const maxBounds = map.getMaxBounds();
if (maxBounds === null) {
  console.log('The camera can move anywhere');
}`,
      },
      {
        kind: 'method',
        name: 'setMaxBounds',
        description: {
          en: 'Restricts panning and zooming to an area; the map stays as close as possible to the requested view without leaving it. With the Mercator projection the whole viewport is kept inside; with other projections such as the globe, only the map center is.',
          ja: 'パンとズームを指定した範囲内に制限します。範囲外を表示しようとした場合は、範囲内でできるだけ近い表示になります。メルカトル図法ではビューポート全体が範囲内に保たれますが、地球儀などほかの投影法では地図の中心だけが制限されます。',
        },
        params: [
          {
            name: 'bounds',
            type: 'LngLatBoundsLike | null',
            description: {
              en: 'The area to restrict the camera to. Pass `null` or `undefined` to remove the restriction.',
              ja: 'カメラを制限する範囲です。制限を解除するには `null` または `undefined` を渡します。',
            },
          },
        ],
        returns: RETURNS_MAP,
        example: `map.setMaxBounds([
  [-74.27, 40.49], // southwest corner
  [-73.68, 40.92], // northeast corner
]);`,
      },
      {
        kind: 'method',
        name: 'setMinZoom',
        description: {
          en: "Sets the lowest zoom level the map can reach. If the current zoom is lower, the map zooms in to the new minimum. The map's height can still keep it from zooming out that far.",
          ja: '地図で到達できる最小のズームレベルを設定します。現在のズームがそれより小さい場合は、新しい最小値までズームインします。なお、地図の高さによってはそこまでズームアウトできないことがあります。',
        },
        params: [
          {
            name: 'minZoom',
            type: 'number | null',
            optional: true,
            description: {
              en: 'The minimum zoom level, from -2 up to the current maximum zoom. `null` or `undefined` resets it to `-2`.',
              ja: '最小のズームレベルで、-2 から現在の最大ズームまでの値を指定します。`null` または `undefined` を渡すと `-2` に戻ります。',
            },
          },
        ],
        returns: RETURNS_MAP,
        example: `map.setMinZoom(9);`,
      },
      {
        kind: 'method',
        name: 'getMinZoom',
        description: {
          en: 'Returns the lowest zoom level the map can reach.',
          ja: '地図で到達できる最小のズームレベルを返します。',
        },
        returns: {
          type: 'number',
          description: {en: 'The minimum zoom level.', ja: '最小のズームレベルです。'},
        },
        example: `const minZoom = map.getMinZoom();`,
      },
      {
        kind: 'method',
        name: 'setMaxZoom',
        description: {
          en: 'Sets the highest zoom level the map can reach. If the current zoom is higher, the map zooms out to the new maximum.',
          ja: '地図で到達できる最大のズームレベルを設定します。現在のズームがそれより大きい場合は、新しい最大値までズームアウトします。',
        },
        params: [
          {
            name: 'maxZoom',
            type: 'number | null',
            optional: true,
            description: {
              en: 'The maximum zoom level; it must not be below the current minimum zoom. `null` or `undefined` resets it to `22`.',
              ja: '最大のズームレベルです。現在の最小ズームより小さい値は指定できません。`null` または `undefined` を渡すと `22` に戻ります。',
            },
          },
        ],
        returns: RETURNS_MAP,
        example: `map.setMaxZoom(16);`,
      },
      {
        kind: 'method',
        name: 'getMaxZoom',
        description: {
          en: 'Returns the highest zoom level the map can reach.',
          ja: '地図で到達できる最大のズームレベルを返します。',
        },
        returns: {
          type: 'number',
          description: {en: 'The maximum zoom level.', ja: '最大のズームレベルです。'},
        },
        example: `const maxZoom = map.getMaxZoom();`,
      },
      {
        kind: 'method',
        name: 'setMinPitch',
        description: {
          en: 'Sets the lowest pitch the map can have. If the current pitch is lower, the map tilts to the new minimum.',
          ja: '地図の最小のピッチを設定します。現在のピッチがそれより小さい場合は、新しい最小値まで地図を傾けます。',
        },
        params: [
          {
            name: 'minPitch',
            type: 'number | null',
            optional: true,
            description: {
              en: 'The minimum pitch in degrees, from 0 up to the current maximum pitch. `null` or `undefined` resets it to `0`.',
              ja: '最小のピッチ（度）で、0 から現在の最大ピッチまでの値を指定します。`null` または `undefined` を渡すと `0` に戻ります。',
            },
          },
        ],
        returns: RETURNS_MAP,
        example: `map.setMinPitch(20);`,
      },
      {
        kind: 'method',
        name: 'getMinPitch',
        description: {
          en: 'Returns the lowest pitch the map can have.',
          ja: '地図の最小のピッチを返します。',
        },
        returns: {
          type: 'number',
          description: {en: 'The minimum pitch in degrees.', ja: '最小のピッチ（度）です。'},
        },
        example: `const minPitch = map.getMinPitch();`,
      },
      {
        kind: 'method',
        name: 'setMaxPitch',
        description: {
          en: 'Sets the highest pitch the map can have. If the current pitch is higher, the map tilts back to the new maximum.',
          ja: '地図の最大のピッチを設定します。現在のピッチがそれより大きい場合は、新しい最大値まで傾きを戻します。',
        },
        params: [
          {
            name: 'maxPitch',
            type: 'number | null',
            optional: true,
            description: {
              en: 'The maximum pitch in degrees, no more than 85 and not below the current minimum pitch. `null` or `undefined` resets it to `85`.',
              ja: '最大のピッチ（度）です。85 以下で、現在の最小ピッチ以上の値を指定します。`null` または `undefined` を渡すと `85` に戻ります。',
            },
          },
        ],
        returns: RETURNS_MAP,
        example: `map.setMaxPitch(60);`,
      },
      {
        kind: 'method',
        name: 'getMaxPitch',
        description: {
          en: 'Returns the highest pitch the map can have.',
          ja: '地図の最大のピッチを返します。',
        },
        returns: {
          type: 'number',
          description: {en: 'The maximum pitch in degrees.', ja: '最大のピッチ（度）です。'},
        },
        example: `const maxPitch = map.getMaxPitch();`,
      },
    ],
  },
  {
    id: 'projection-and-coordinates',
    title: {en: 'Projection and coordinates', ja: '投影法と座標'},
    collapsed: true,
    members: [
      {
        kind: 'method',
        name: 'getRenderWorldCopies',
        description: {
          en: 'Returns whether copies of the world are drawn side by side beyond longitudes -180 and 180 when the map is zoomed out.',
          ja: 'ズームアウトしたときに、経度 -180 度と 180 度の外側にも世界の複製を並べて描画するかどうかを返します。',
        },
        returns: {
          type: 'boolean',
          description: {
            en: 'The current `renderWorldCopies` setting.',
            ja: '現在の `renderWorldCopies` の設定値です。',
          },
        },
        example: `const copies = map.getRenderWorldCopies();`,
      },
      {
        kind: 'method',
        name: 'setRenderWorldCopies',
        description: {
          en: 'Turns the drawing of world copies on or off. When off, the area beyond the antimeridian stays blank at low zoom levels, and features that cross it are cut at the edges of the world.',
          ja: '世界の複製の描画を有効または無効にします。無効にすると、低いズームレベルでは日付変更線の外側が空白になり、日付変更線をまたぐフィーチャーは世界の端で切れて表示されます。',
        },
        params: [
          {
            name: 'renderWorldCopies',
            type: 'boolean',
            optional: true,
            description: {
              en: 'Whether to draw world copies. `undefined` is treated as `true` and `null` as `false`.',
              ja: '世界の複製を描画するかどうかです。`undefined` は `true`、`null` は `false` として扱われます。',
            },
          },
        ],
        returns: RETURNS_MAP,
        example: `map.setRenderWorldCopies(false);`,
      },
      {
        kind: 'method',
        name: 'getProjection',
        description: {
          en: 'Returns the projection the map is currently rendered in, as a projection object with a `name` and, for conic projections, `center` and `parallels`.',
          ja: '地図の現在の投影法を、`name` を持つ投影法オブジェクトとして返します。円錐図法の場合は `center` と `parallels` も含まれます。',
        },
        returns: {
          type: 'ProjectionSpecification',
          description: {en: 'The active projection.', ja: '現在の投影法です。'},
        },
        example: `const projection = map.getProjection();
console.log(projection.name); // for example 'globe'`,
      },
      {
        kind: 'method',
        name: 'setProjection',
        description: {
          en: "Changes the map projection at runtime. A projection set this way takes precedence over the style's projection until you clear it.",
          ja: '実行時に地図の投影法を変更します。この方法で設定した投影法は、解除するまでスタイルの投影法より優先されます。',
        },
        params: [
          {
            name: 'projection',
            type: 'ProjectionSpecification | string | null',
            optional: true,
            description: {
              en: "A projection name such as `'globe'`, `'mercator'` or `'albers'`, or a projection object such as `{name: 'albers', center: [-96, 37.5], parallels: [29.5, 45.5]}`. Pass `null` or `undefined` to go back to the style's projection, or Mercator if the style defines none.",
              ja: "`'globe'`、`'mercator'`、`'albers'` などの投影法名、または `{name: 'albers', center: [-96, 37.5], parallels: [29.5, 45.5]}` のような投影法オブジェクトです。`null` または `undefined` を渡すとスタイルの投影法に戻り、スタイルで定義されていない場合はメルカトル図法になります。",
            },
          },
        ],
        returns: RETURNS_MAP,
        example: `map.setProjection('globe');

// A conic projection centered on the United States:
map.setProjection({name: 'albers', center: [-96, 37.5], parallels: [29.5, 45.5]});`,
      },
      {
        kind: 'method',
        name: 'project',
        description: {
          en: "Converts a geographic location to pixel coordinates relative to the map's container. If the location is behind the camera of a pitched map, both coordinates of the result are set to `Number.MAX_VALUE`.",
          ja: '地理的な位置を、地図のコンテナーを基準としたピクセル座標に変換します。地図が傾いていて、その位置がカメラの後ろにある場合は、結果の両方の座標が `Number.MAX_VALUE` になります。',
        },
        params: [
          {
            name: 'lnglat',
            type: 'LngLatLike',
            description: {en: 'The location to convert.', ja: '変換する位置です。'},
          },
          {
            name: 'altitude',
            type: 'number',
            optional: true,
            description: {
              en: 'An altitude in meters above the map surface.',
              ja: '地図の表面からの高度（メートル）です。',
            },
          },
        ],
        returns: {
          type: 'Point',
          description: {
            en: 'The pixel position of the location.',
            ja: 'その位置のピクセル座標です。',
          },
        },
        example: `const point = map.project([-74.006, 40.7128]);
console.log(point.x, point.y);`,
      },
      {
        kind: 'method',
        name: 'unproject',
        description: {
          en: 'Converts pixel coordinates relative to the container to a geographic location. If the pixel lies above the horizon, the nearest location on the horizon is returned.',
          ja: 'コンテナーを基準としたピクセル座標を地理的な位置に変換します。そのピクセルが地平線より上にある場合は、地平線上で最も近い位置を返します。',
        },
        params: [
          {
            name: 'point',
            type: 'PointLike',
            description: {en: 'The pixel position to convert.', ja: '変換するピクセル座標です。'},
          },
          {
            name: 'altitude',
            type: 'number',
            optional: true,
            description: {
              en: 'An altitude in meters above the map surface.',
              ja: '地図の表面からの高度（メートル）です。',
            },
          },
        ],
        returns: {
          type: 'LngLat',
          description: {
            en: 'The geographic location at that pixel.',
            ja: 'そのピクセルに対応する地理的な位置です。',
          },
        },
        example: `// The location shown in the top-left corner of the map.
const topLeft = map.unproject([0, 0]);
console.log(topLeft.lng, topLeft.lat);`,
      },
    ],
  },
  {
    id: 'movement-state',
    title: {en: 'Movement state', ja: '移動状態'},
    collapsed: true,
    members: [
      {
        kind: 'method',
        name: 'isMoving',
        description: {
          en: 'Checks whether the map is panning, zooming, rotating or pitching, either because of a camera animation or a user gesture.',
          ja: 'カメラのアニメーションまたはユーザーの操作によって、地図がパン・ズーム・回転・傾斜のいずれかを行っている最中かどうかを調べます。',
        },
        returns: {
          type: 'boolean',
          description: {
            en: '`true` while the map is moving.',
            ja: '地図が移動中であれば `true` です。',
          },
        },
        example: `if (!map.isMoving()) {
  map.flyTo({center: [2.3522, 48.8566], zoom: 12});
}`,
      },
      {
        kind: 'method',
        name: 'isZooming',
        description: {
          en: 'Checks whether the zoom level is changing, either because of a camera animation or a user gesture.',
          ja: 'カメラのアニメーションまたはユーザーの操作によって、ズームレベルが変化している最中かどうかを調べます。',
        },
        returns: {
          type: 'boolean',
          description: {
            en: '`true` while the map is zooming.',
            ja: 'ズーム中であれば `true` です。',
          },
        },
        example: `map.on('move', () => {
  if (map.isZooming()) {
    console.log('Zoom:', map.getZoom());
  }
});`,
      },
      {
        kind: 'method',
        name: 'isRotating',
        description: {
          en: 'Checks whether the bearing is changing, either because of a camera animation or a user gesture.',
          ja: 'カメラのアニメーションまたはユーザーの操作によって、方位角が変化している最中かどうかを調べます。',
        },
        returns: {
          type: 'boolean',
          description: {
            en: '`true` while the map is rotating.',
            ja: '回転中であれば `true` です。',
          },
        },
        example: `const rotating = map.isRotating();`,
      },
      {
        kind: 'method',
        name: 'isEasing',
        description: {
          en: 'Checks whether an animated camera transition, such as one started by `easeTo` or `flyTo`, is in progress. To know whether the camera is changing for any reason, a user gesture included, use `isMoving`.',
          ja: '`easeTo` や `flyTo` などで開始した、アニメーション付きのカメラ遷移が進行中かどうかを調べます。ユーザーのジェスチャーも含め、理由を問わずカメラが変化しているかどうかを知るには `isMoving` を使います。',
        },
        returns: {
          type: 'boolean',
          description: {
            en: '`true` while a camera animation is running.',
            ja: 'カメラのアニメーションが進行中であれば `true` です。',
          },
        },
        example: `map.on('click', (e) => {
  // Leave a transition that is already under way alone
  if (!map.isEasing()) {
    map.easeTo({center: e.lngLat});
  }
});`,
      },
    ],
  },
  {
    id: 'events-and-interactions',
    title: {en: 'Events and interactions', ja: 'イベントとインタラクション'},
    collapsed: true,
    members: [
      {
        kind: 'method',
        name: 'on',
        description: {
          en: 'Adds a listener for a map event, such as `load`, `moveend` or `click`.\n\nWith layer ids as the second argument, a mouse or touch listener only runs when the event happens over a visible feature of those layers, and the event object then has a `features` array with the matching features. `mouseenter` and `mouseleave` only work in this form.',
          ja: '`load`、`moveend`、`click` などの地図イベントにリスナーを追加します。\n\n2 番目の引数にレイヤー ID を渡すと、マウスやタッチのリスナーは、イベントがそのレイヤーの表示中のフィーチャーの上で発生したときだけ実行され、イベントオブジェクトには該当するフィーチャーの配列 `features` が含まれます。`mouseenter` と `mouseleave` はこの形式でのみ使えます。',
        },
        params: [
          {
            name: 'type',
            type: 'string',
            description: {
              en: "The event type to listen for, such as `'click'`.",
              ja: "`'click'` など、リッスンするイベントの種類です。",
            },
          },
          {
            name: 'layerIds',
            type: 'string | Array<string>',
            optional: true,
            description: {
              en: 'One or more style layer ids that limit the listener to events over their features. Only valid for mouse and touch events.',
              ja: 'リスナーの対象をそのフィーチャーの上で発生したイベントに限定する、1 つ以上のスタイルレイヤー ID です。マウスイベントとタッチイベントでのみ有効です。',
            },
          },
          {
            name: 'listener',
            type: 'Function',
            description: {
              en: 'The function called with the event object when the event fires.',
              ja: 'イベント発生時にイベントオブジェクトを引数として呼び出される関数です。',
            },
          },
        ],
        returns: RETURNS_MAP,
        example: `map.on('load', () => {
  console.log('The map has loaded');
});

map.on('click', 'stations', (e) => {
  console.log(e.features[0].properties);
});`,
      },
      {
        kind: 'method',
        name: 'once',
        description: {
          en: 'Adds a listener that runs only the next time the event fires and is then removed. It accepts layer ids like `on`.\n\nIf you leave out the listener, `once` returns a Promise that resolves with the event object instead.',
          ja: '次にイベントが発生したときに一度だけ実行され、その後に削除されるリスナーを追加します。`on` と同様にレイヤー ID も指定できます。\n\nリスナーを省略すると、`once` は代わりにイベントオブジェクトで解決される Promise を返します。',
        },
        params: [
          {
            name: 'type',
            type: 'string',
            description: {
              en: 'The event type to listen for.',
              ja: 'リッスンするイベントの種類です。',
            },
          },
          {
            name: 'layerIds',
            type: 'string | Array<string>',
            optional: true,
            description: {
              en: 'One or more style layer ids that limit the listener to events over their features.',
              ja: 'リスナーの対象をそのフィーチャーの上で発生したイベントに限定する、1 つ以上のスタイルレイヤー ID です。',
            },
          },
          {
            name: 'listener',
            type: 'Function',
            optional: true,
            description: {
              en: 'The function called once with the event object. If omitted, a Promise is returned.',
              ja: 'イベントオブジェクトを引数として一度だけ呼び出される関数です。省略すると Promise が返されます。',
            },
          },
        ],
        returns: {
          type: 'Map | Promise<Object>',
          description: {
            en: 'The map itself when a listener is given; otherwise a Promise that resolves with the event object.',
            ja: 'リスナーを指定した場合は地図自身を返します。指定しない場合は、イベントオブジェクトで解決される Promise を返します。',
          },
        },
        example: `map.once('idle', () => {
  console.log('First idle frame');
});

map.once('style.load').then(() => {
  map.setConfigProperty('basemap', 'lightPreset', 'dusk');
});`,
      },
      {
        kind: 'method',
        name: 'off',
        description: {
          en: 'Removes a listener that was added with `on`. Pass the same event type, layer ids and function that you used to add it.',
          ja: '`on` で追加したリスナーを削除します。追加したときと同じイベントの種類、レイヤー ID、関数を渡します。',
        },
        params: [
          {
            name: 'type',
            type: 'string',
            description: {
              en: 'The event type the listener was added for.',
              ja: 'リスナーを追加したときのイベントの種類です。',
            },
          },
          {
            name: 'layerIds',
            type: 'string | Array<string>',
            optional: true,
            description: {
              en: 'The layer ids used when the listener was added, if any.',
              ja: 'リスナーを追加したときにレイヤー ID を指定した場合は、その ID です。',
            },
          },
          {
            name: 'listener',
            type: 'Function',
            description: {
              en: 'The same function that was passed to `on`.',
              ja: '`on` に渡したものと同じ関数です。',
            },
          },
        ],
        returns: RETURNS_MAP,
        example: `function logPosition(e) {
  console.log(e.lngLat.toArray());
}

map.on('mousemove', logPosition);
// Later, stop listening:
map.off('mousemove', logPosition);`,
      },
      {
        kind: 'method',
        name: 'addInteraction',
        badges: ['beta'],
        description: {
          en: 'Registers an [Interaction](/api/handlers/#interaction): a named handler for one event type, optionally limited to a style layer or to a featureset of an imported style such as the Standard basemap.\n\nInteractions added later are handled first. A handler that returns `false` lets the event pass on to the features below.',
          ja: '[Interaction](/api/handlers/#interaction) を登録します。インタラクションは 1 種類のイベントに対する名前付きのハンドラーで、対象をスタイルレイヤーや、Standard ベースマップのようなインポートしたスタイルのフィーチャーセットに限定できます。\n\n後から追加したインタラクションが先に処理されます。ハンドラーが `false` を返すと、イベントはその下にあるフィーチャーへ引き継がれます。',
        },
        params: [
          {
            name: 'id',
            type: 'string',
            description: {
              en: 'A unique id for the interaction, used later to remove it.',
              ja: 'インタラクションの一意な ID です。後で削除するときに使います。',
            },
          },
          {
            name: 'interaction',
            type: 'Interaction',
            description: {
              en: 'The interaction definition.',
              ja: 'インタラクションの定義です。',
            },
          },
          {
            name: 'interaction.type',
            type: 'string',
            description: {
              en: "The event type to handle, such as `'click'`, `'mouseenter'` or `'mouseleave'`.",
              ja: "`'click'`、`'mouseenter'`、`'mouseleave'` など、処理するイベントの種類です。",
            },
          },
          {
            name: 'interaction.target',
            type: 'TargetDescriptor',
            optional: true,
            description: {
              en: 'What the interaction applies to: `{layerId}` for a layer of the root style, or `{featuresetId, importId}` for a featureset of an imported style. Without a target, the handler runs for events anywhere on the map.',
              ja: 'インタラクションの対象です。ルートスタイルのレイヤーには `{layerId}`、インポートしたスタイルのフィーチャーセットには `{featuresetId, importId}` を指定します。対象を指定しない場合、ハンドラーは地図上のどこで発生したイベントにも反応します。',
            },
          },
          {
            name: 'interaction.filter',
            type: 'Array',
            optional: true,
            description: {
              en: 'A filter expression that narrows the target features that trigger the handler.',
              ja: 'ハンドラーを起動する対象のフィーチャーを絞り込むフィルター式です。',
            },
          },
          {
            name: 'interaction.handler',
            type: '(event: InteractionEvent) => boolean | void',
            description: {
              en: 'The function called for the event. Its [InteractionEvent](/api/handlers/#interactionevent) argument carries the matched `feature` when there is a target. Return `false` to pass the event on.',
              ja: 'イベント発生時に呼び出される関数です。引数の [InteractionEvent](/api/handlers/#interactionevent) には、対象が指定されている場合、該当する `feature` が含まれます。`false` を返すとイベントを次へ引き継ぎます。',
            },
          },
        ],
        returns: RETURNS_MAP,
        example: `map.addInteraction('poi-click', {
  type: 'click',
  target: {featuresetId: 'poi', importId: 'basemap'},
  handler: (e) => {
    console.log(e.feature.properties.name);
  },
});`,
      },
      {
        kind: 'method',
        name: 'removeInteraction',
        badges: ['beta'],
        description: {
          en: 'Removes an interaction that was added with `addInteraction`.',
          ja: '`addInteraction` で追加したインタラクションを削除します。',
        },
        params: [
          {
            name: 'id',
            type: 'string',
            description: {
              en: 'The id the interaction was added with.',
              ja: 'インタラクションを追加したときの ID です。',
            },
          },
        ],
        returns: RETURNS_MAP,
        example: `map.removeInteraction('poi-click');`,
      },
      {
        kind: 'method',
        name: 'getCooperativeGestures',
        description: {
          en: 'Returns whether cooperative gestures are on, as set with the [`cooperativeGestures`](/api/map/#map.param:options.cooperativegestures) option or with `setCooperativeGestures`.',
          ja: '協調ジェスチャーが有効かどうかを返します。この設定は [`cooperativeGestures`](/api/map/#map.param:options.cooperativegestures) オプションまたは `setCooperativeGestures` で指定します。',
        },
        returns: {
          type: 'boolean',
          description: {
            en: '`true` if cooperative gestures are on.',
            ja: '協調ジェスチャーが有効であれば `true` です。',
          },
        },
        example: `const cooperative = map.getCooperativeGestures();
console.log(cooperative ? 'Hold Ctrl to zoom with the wheel' : 'The wheel zooms the map');`,
      },
      {
        kind: 'method',
        name: 'setCooperativeGestures',
        description: {
          en: 'Turns cooperative gestures on or off after the map has been created, with the same effect as the [`cooperativeGestures`](/api/map/#map.param:options.cooperativegestures) option. While they are on, the mouse wheel zooms only with Ctrl (or ⌘) held and panning by touch needs two fingers, so the page can still be scrolled over the map; pitching by touch then needs three fingers.',
          ja: '地図の作成後に協調ジェスチャーを有効または無効にします。効果は [`cooperativeGestures`](/api/map/#map.param:options.cooperativegestures) オプションと同じです。有効な間は、マウスホイールによるズームは Ctrl キーか ⌘ キーを押しているときだけ、タッチでのパンは 2 本指のときだけ動作するため、地図の上でもページをスクロールできます。このとき、タッチでのピッチ操作には 3 本指が必要です。',
        },
        params: [
          {
            name: 'enabled',
            type: 'boolean',
            description: {
              en: '`true` to turn cooperative gestures on, `false` to turn them off.',
              ja: '`true` で協調ジェスチャーを有効に、`false` で無効にします。',
            },
          },
        ],
        returns: RETURNS_MAP,
        example: `// Let the page scroll past the map on narrow screens
map.setCooperativeGestures(window.innerWidth < 600);`,
      },
    ],
  },
  {
    id: 'querying-features',
    title: {en: 'Querying features', ja: 'フィーチャーのクエリ'},
    collapsed: true,
    members: [
      {
        kind: 'method',
        name: 'queryRenderedFeatures',
        description: {
          en: 'Returns the features rendered at a pixel or inside a pixel box, topmost first. Without a geometry, the whole viewport is queried.\n\nOnly features that are currently drawn are returned: layers hidden with `visibility: none`, layers outside their zoom range and labels removed by collision are skipped. Features come from tiles, so one feature can be returned in several pieces when it crosses tile boundaries.\n\nFeatures from layers of the root style include `layer`, `source` and `sourceLayer`; features from featuresets are [TargetFeature](/api/handlers/#targetfeature) objects with a `target`.',
          ja: 'ピクセル位置またはピクセルの矩形内に描画されているフィーチャーを、最前面のものから順に返します。ジオメトリを省略すると、ビューポート全体が対象になります。\n\n返されるのは現在描画されているフィーチャーだけです。`visibility: none` で非表示のレイヤー、ズーム範囲外のレイヤー、衝突により非表示になったラベルは含まれません。フィーチャーはタイルから取得されるため、タイルの境界をまたぐフィーチャーは複数の断片として返されることがあります。\n\nルートスタイルのレイヤーのフィーチャーには `layer`、`source`、`sourceLayer` が含まれます。フィーチャーセットのフィーチャーは `target` を持つ [TargetFeature](/api/handlers/#targetfeature) オブジェクトです。',
        },
        params: [
          {
            name: 'geometry',
            type: 'PointLike | [PointLike, PointLike]',
            optional: true,
            description: {
              en: 'A single pixel, or two opposite corners of a box, relative to the top left of the container. If omitted, the whole viewport is queried.',
              ja: 'コンテナーの左上を原点とした 1 つのピクセル位置、または矩形の対角にある 2 つの点です。省略するとビューポート全体が対象になります。',
            },
          },
          {
            name: 'options',
            type: 'Object',
            optional: true,
            description: {en: 'Query options.', ja: 'クエリのオプションです。'},
          },
          {
            name: 'options.layers',
            type: 'Array<string>',
            optional: true,
            description: {
              en: 'Ids of the style layers to query. If neither `layers` nor `target` is given, all layers and featuresets of the root style and the featuresets of its imports are queried.',
              ja: 'クエリの対象とするスタイルレイヤーの ID です。`layers` と `target` のどちらも指定しない場合は、ルートスタイルのすべてのレイヤーとフィーチャーセット、およびインポートしたスタイルのフィーチャーセットが対象になります。',
            },
          },
          {
            name: 'options.target',
            type: 'TargetDescriptor',
            optional: true,
            description: {
              en: 'A layer (`{layerId}`) or a featureset of an imported style (`{featuresetId, importId}`) to query.',
              ja: 'クエリの対象とするレイヤー（`{layerId}`）、またはインポートしたスタイルのフィーチャーセット（`{featuresetId, importId}`）です。',
            },
          },
          {
            name: 'options.filter',
            type: 'Array',
            optional: true,
            description: {
              en: 'A filter expression that limits the results.',
              ja: '結果を絞り込むフィルター式です。',
            },
          },
          {
            name: 'options.validate',
            type: 'boolean',
            default: 'true',
            description: {
              en: 'Whether to validate `filter` against the style specification. Turn it off only for filters you have already validated, to save time.',
              ja: '`filter` をスタイル仕様に照らして検証するかどうかです。処理時間を節約するため、検証済みのフィルターの場合にのみ無効にしてください。',
            },
          },
        ],
        returns: {
          type: 'Array<GeoJSON.Feature | TargetFeature>',
          description: {
            en: 'The matching features as GeoJSON feature objects, topmost first.',
            ja: '条件に合うフィーチャーを、最前面のものから順に GeoJSON の Feature オブジェクトとして返します。',
          },
        },
        example: `map.on('click', (e) => {
  const features = map.queryRenderedFeatures(e.point, {
    layers: ['stations'],
  });
  if (features.length > 0) {
    console.log(features[0].properties);
  }
});`,
      },
      {
        kind: 'method',
        name: 'querySourceFeatures',
        description: {
          en: 'Returns the features of a GeoJSON or vector tile source that match the parameters, whether or not they are drawn by the style. Only tiles already loaded for the current view are searched, and features that cross tile boundaries can be returned more than once.',
          ja: 'GeoJSON ソースまたはベクタータイルソースのうち、条件に合うフィーチャーを返します。スタイルで描画されているかどうかは問いません。検索されるのは現在の表示のために読み込み済みのタイルだけで、タイルの境界をまたぐフィーチャーは複数回返されることがあります。',
        },
        params: [
          {
            name: 'sourceId',
            type: 'string',
            description: {
              en: 'The id of the GeoJSON or vector tile source to query.',
              ja: 'クエリの対象とする GeoJSON ソースまたはベクタータイルソースの ID です。',
            },
          },
          {
            name: 'parameters',
            type: 'Object',
            optional: true,
            description: {en: 'Query options.', ja: 'クエリのオプションです。'},
          },
          {
            name: 'parameters.sourceLayer',
            type: 'string',
            optional: true,
            description: {
              en: 'The source layer to query. Required for vector tile sources; ignored for GeoJSON sources.',
              ja: 'クエリの対象とするソースレイヤーです。ベクタータイルソースでは必須で、GeoJSON ソースでは無視されます。',
            },
          },
          {
            name: 'parameters.filter',
            type: 'Array',
            optional: true,
            description: {
              en: 'A filter expression that limits the results.',
              ja: '結果を絞り込むフィルター式です。',
            },
          },
          {
            name: 'parameters.validate',
            type: 'boolean',
            default: 'true',
            description: {
              en: 'Whether to validate `filter` against the style specification. Turn it off only for filters you have already validated.',
              ja: '`filter` をスタイル仕様に照らして検証するかどうかです。検証済みのフィルターの場合にのみ無効にしてください。',
            },
          },
        ],
        returns: {
          type: 'Array<GeoJSON.Feature>',
          description: {
            en: 'The matching features as GeoJSON feature objects.',
            ja: '条件に合うフィーチャーを GeoJSON の Feature オブジェクトとして返します。',
          },
        },
        example: `const features = map.querySourceFeatures('my-vector-source', {
  sourceLayer: 'buildings',
  filter: ['>', ['get', 'height'], 100],
});
console.log(features.length);`,
      },
      {
        kind: 'method',
        name: 'queryRasterValue',
        badges: ['experimental'],
        description: {
          en: 'Reads the data values of a raster source at a geographic location. For now only `raster-array` sources are supported. The query runs asynchronously, so the method returns a Promise.\n\nThe result holds one object per layer of the source, keyed by layer name; each maps band ids to arrays of values. It is `null` when no value is available at that location. This API is experimental and may change in a later release.',
          ja: 'ラスターソースの、指定した地理的な位置におけるデータ値を読み取ります。現在対応しているのは `raster-array` ソースだけです。処理は非同期で行われるため、このメソッドは Promise を返します。\n\n結果には、ソースのレイヤーごとに、レイヤー名をキーとしたオブジェクトが 1 つずつ含まれます。それぞれのオブジェクトは、バンド ID をキーとして値の配列を持ちます。その位置で値を得られない場合は `null` になります。この API は実験的なもので、今後のリリースで変更される可能性があります。',
        },
        params: [
          {
            name: 'sourceId',
            type: 'string',
            description: {
              en: 'The id of the `raster-array` source to query.',
              ja: 'クエリの対象とする `raster-array` ソースの ID です。',
            },
          },
          {
            name: 'lnglat',
            type: 'LngLatLike',
            description: {
              en: 'The location to read the values at.',
              ja: '値を読み取る位置です。',
            },
          },
          {
            name: 'parameters',
            type: 'RasterQueryParameters',
            description: {
              en: 'What to read. Pass `{}` to read every band of every layer.',
              ja: '読み取る対象です。すべてのレイヤーのすべてのバンドを読み取るには `{}` を渡します。',
            },
          },
          {
            name: 'parameters.layerName',
            type: 'string',
            optional: true,
            description: {
              en: 'The name of the layer of the source to read. If omitted, every layer is read.',
              ja: '読み取るソース内のレイヤーの名前です。省略するとすべてのレイヤーが対象になります。',
            },
          },
          {
            name: 'parameters.bands',
            type: 'Array<string>',
            optional: true,
            description: {
              en: "The ids of the bands to read, for example `['1000']`. If omitted, every band is read.",
              ja: "読み取るバンドの ID の配列です（例：`['1000']`）。省略するとすべてのバンドが対象になります。",
            },
          },
        ],
        returns: {
          type: 'Promise<RasterQueryResult | null>',
          description: {
            en: 'A Promise that resolves to the values, keyed by layer name and then by band id, or to `null`.',
            ja: 'レイヤー名、次にバンド ID をキーとした値のオブジェクト、または `null` で解決される Promise です。',
          },
        },
        example: `map.on('click', async (e) => {
  const result = await map.queryRasterValue('wind', e.lngLat, {bands: ['1000']});
  if (result) {
    for (const [layer, bands] of Object.entries(result)) {
      console.log(layer, bands['1000']);
    }
  }
});`,
      },
      {
        kind: 'method',
        name: 'isPointOnSurface',
        description: {
          en: 'Checks whether a pixel position lies on the visible map surface rather than in the sky or off the edge of the globe. It is designed for the Mercator and globe projections.',
          ja: 'ピクセル位置が、空や地球儀の外側ではなく、表示されている地図の表面上にあるかどうかを調べます。メルカトル図法と地球儀表示を前提としています。',
        },
        params: [
          {
            name: 'point',
            type: 'PointLike',
            description: {
              en: 'The pixel position to check, relative to the container.',
              ja: '確認するピクセル位置（コンテナー基準）です。',
            },
          },
        ],
        returns: {
          type: 'boolean',
          description: {
            en: '`true` if the point is on the map surface.',
            ja: 'その点が地図の表面上にあれば `true` です。',
          },
        },
        example: `map.on('click', (e) => {
  if (!map.isPointOnSurface(e.point)) {
    console.log('Clicked the sky');
  }
});`,
      },
    ],
  },
];
