import type {ApiPage} from '../../../src/model/api/types';

export const PROPERTIES_PAGE: ApiPage = {
  id: 'properties',
  items: [
    {
      name: 'accessToken',
      kind: 'property',
      type: 'string',
      description: {
        en: 'The default access token shared by every map on the page. Maps use it to request styles, tiles, fonts and icons from %PRODUCT% services, so set it before you create the first map.\n\nA single map can use a different token through the `accessToken` option of its constructor.',
        ja: 'ページ上のすべての地図が共有する既定のアクセストークンです。地図は %PRODUCT% のサービスからスタイル、タイル、フォント、アイコンを取得するときにこのトークンを使うため、最初の地図を作成する前に設定してください。\n\n個々の地図では、コンストラクターの `accessToken` オプションで別のトークンを使うこともできます。',
      },
      example: `%product%gl.accessToken = 'YOUR_ACCESS_TOKEN';`,
    },
    {
      name: 'AnimationOptions',
      kind: 'object',
      description: {
        en: 'Options that control how an animated camera change plays: its length, its easing curve and whether it runs at all. Camera methods such as `panBy`, `panTo`, `zoomTo`, `rotateTo`, [`easeTo`](/api/map/#map#easeto), [`flyTo`](/api/map/#map#flyto) and `fitBounds` accept them, usually merged with [`CameraOptions`](/api/properties/#cameraoptions) in the same object. Every property is optional.\n\n`curve`, `speed`, `screenSpeed` and `maxDuration` shape flights only: `flyTo` reads them, and so do `fitBounds` and `fitScreenCoordinates` when they fly. `linear` is read only by `fitBounds` and `fitScreenCoordinates`. The flight peak `minZoom` belongs to `CameraOptions`.',
        ja: 'アニメーション付きのカメラ移動の再生方法（長さ、イージング曲線、アニメーションの有無）を制御するオプションです。`panBy`、`panTo`、`zoomTo`、`rotateTo`、[`easeTo`](/api/map/#map#easeto)、[`flyTo`](/api/map/#map#flyto)、`fitBounds` などのカメラメソッドが受け取り、通常は同じオブジェクト内で [`CameraOptions`](/api/properties/#cameraoptions) と組み合わせて指定します。すべてのプロパティは省略可能です。\n\n`curve`、`speed`、`screenSpeed`、`maxDuration` は飛行アニメーションにだけ効くキーです。`flyTo` のほか、飛行アニメーションで移動するときの `fitBounds` と `fitScreenCoordinates` がこれらを読み取ります。`linear` を読み取るのは `fitBounds` と `fitScreenCoordinates` だけです。飛行経路の頂点を決める `minZoom` は `CameraOptions` に属します。',
      },
      params: [
        {
          name: 'duration',
          type: 'number',
          optional: true,
          description: {
            en: 'Length of the animation in milliseconds. When it is left out, the method chooses its own length, for example `500` for `easeTo`, or a value derived from the distance and `speed` for `flyTo`.',
            ja: 'アニメーションの長さ（ミリ秒）です。省略するとメソッドが長さを決めます。たとえば `easeTo` では `500`、`flyTo` では距離と `speed` から算出した値になります。',
          },
        },
        {
          name: 'easing',
          type: '(t: number) => number',
          optional: true,
          description: {
            en: 'A function that receives the elapsed fraction of the animation, from `0` to `1`, and returns the progress towards the target, where `0` is the start state and `1` the end state. The default is an ease-in-out curve; `(t) => t` gives linear motion.',
            ja: 'アニメーションの経過割合（`0` から `1`）を受け取り、目標までの進み具合（`0` が開始状態、`1` が終了状態）を返す関数です。既定はイーズインアウトの曲線で、`(t) => t` を指定すると等速の動きになります。',
          },
        },
        {
          name: 'offset',
          type: 'PointLike',
          default: '[0, 0]',
          description: {
            en: 'Offset in pixels, relative to the center of the map container, at which the target center ends up when the animation finishes.',
            ja: 'アニメーション終了時に目標の中心が置かれる位置を、地図コンテナーの中心からのピクセル単位のオフセットで指定します。',
          },
        },
        {
          name: 'animate',
          type: 'boolean',
          default: 'true',
          description: {
            en: 'When `false`, the camera jumps straight to the target without any animation.',
            ja: '`false` にすると、アニメーションせずにカメラが目標へ直接移動します。',
          },
        },
        {
          name: 'essential',
          type: 'boolean',
          default: 'false',
          description: {
            en: "When `true`, the animation counts as essential and still plays for users whose system asks for reduced motion (the `prefers-reduced-motion` media feature). Non-essential animations are skipped for them while the map's `respectPrefersReducedMotion` option is on.",
            ja: '`true` にするとアニメーションが必須とみなされ、システムで動きの抑制（`prefers-reduced-motion` メディア特性）を指定しているユーザーに対しても再生されます。地図の `respectPrefersReducedMotion` オプションが有効な間、必須でないアニメーションはそのようなユーザーには再生されません。',
          },
        },
        {
          name: 'preloadOnly',
          type: 'boolean',
          default: 'false',
          description: {
            en: 'When `true`, the map requests the tiles it would need along the path of the animation, but the camera does not move. Use it to warm up the tile cache before a long flight.',
            ja: '`true` にすると、アニメーションの経路上で必要になるタイルを読み込みますが、カメラは移動しません。長い飛行アニメーションの前にタイルキャッシュを温めておくのに使います。',
          },
        },
        {
          name: 'curve',
          type: 'number',
          default: '1.42',
          description: {
            en: 'For flights only: how far the camera zooms out between the start and the destination. Larger values zoom out further; smaller values give a flatter path that feels closer to `easeTo`, and `1` follows a circular arc. Ignored when `minZoom` is set.',
            ja: '飛行アニメーションでのみ使われます。出発地と目的地の間でカメラがどれだけズームアウトするかを決めます。値が大きいほど大きくズームアウトし、小さいほど `easeTo` に近い、より平らな経路を描きます。`1` では円弧に沿って移動します。`minZoom` を指定した場合は無視されます。',
          },
        },
        {
          name: 'speed',
          type: 'number',
          default: '1.2',
          description: {
            en: 'For flights only: the average speed, measured against `curve`. At `1.2` the view covers 1.2 × `curve` screenfuls per second, a screenful being the area visible at the current zoom rather than a fixed distance on the ground. Higher is faster. Has no effect when `duration` is set.',
            ja: '飛行アニメーションでのみ使われます。`curve` を基準にした平均速度です。`1.2` では 1 秒間に 1.2 × `curve` 画面分を進みます。1 画面分とはその時点のズームで見えている範囲のことで、地上の一定の距離ではありません。値が大きいほど速くなります。`duration` を指定した場合は効果がありません。',
          },
        },
        {
          name: 'screenSpeed',
          type: 'number',
          optional: true,
          description: {
            en: 'For flights only: the average speed in screenfuls per second, as if the camera moved at a constant rate. An alternative to `speed`: give one or the other. Has no effect when `duration` is set.',
            ja: '飛行アニメーションでのみ使われます。カメラが一定の速さで動くと仮定した、1 秒あたりの画面数で表す平均速度です。`speed` の代わりに使うもので、どちらか一方を指定します。`duration` を指定した場合は効果がありません。',
          },
        },
        {
          name: 'maxDuration',
          type: 'number',
          optional: true,
          description: {
            en: 'For flights only: the longest animation allowed, in milliseconds. When the flight would take longer, the camera moves to the destination at once, without animating.',
            ja: '飛行アニメーションでのみ使われます。許可するアニメーションの最大の長さ（ミリ秒）です。飛行にそれより長くかかる場合、カメラはアニメーションせずに目的地へ即座に移動します。',
          },
        },
        {
          name: 'linear',
          type: 'boolean',
          default: 'false',
          description: {
            en: 'For `fitBounds` and `fitScreenCoordinates` only: `true` animates the move with `easeTo` instead of flying there with `flyTo`.',
            ja: '`fitBounds` と `fitScreenCoordinates` でのみ使われます。`true` にすると、`flyTo` で飛行する代わりに `easeTo` で移動をアニメーションします。',
          },
        },
      ],
      paramsId: 'properties',
      example: `map.easeTo({
  center: [12.4964, 41.9028],
  zoom: 12,
  duration: 2500,
  easing: (t) => 1 - Math.pow(1 - t, 3),
  essential: true
});`,
    },
    {
      name: 'baseApiUrl',
      kind: 'property',
      type: 'string',
      description: {
        en: 'The base URL used to resolve `%product%://` URLs for styles, tiles, sprites and glyphs. It defaults to `https://api.%product%.com`; change it only to send these requests through a proxy or another compatible endpoint, and do so before creating a map.',
        ja: 'スタイル、タイル、スプライト、グリフの `%product%://` 形式の URL を解決するときに使うベース URL です。既定は `https://api.%product%.com` です。プロキシや互換性のある別のエンドポイントを経由させる場合にのみ、地図を作成する前に変更してください。',
      },
      example: `%product%gl.baseApiUrl = 'https://maps-proxy.example.com';`,
    },
    {
      name: 'buildingGenUrl',
      kind: 'property',
      type: 'string',
      description: {
        en: 'The URL from which the library loads `building_gen.wasm`, the WebAssembly module that generates the 3D geometry of `building` layers. By default the module comes from the %PRODUCT% servers, resolved against [`baseApiUrl`](/api/properties/#baseapiurl). Point it at a copy you host yourself when the page may not load it from there, for example under a strict Content Security Policy. Set it before creating a map.',
        ja: 'ライブラリが `building_gen.wasm` を読み込む URL です。これは `building` レイヤーの 3D ジオメトリを生成する WebAssembly モジュールです。既定では、[`baseApiUrl`](/api/properties/#baseapiurl) を基準に %PRODUCT% のサーバーから読み込まれます。厳しい Content Security Policy の下などでページがそこから読み込めない場合は、自分でホストしたコピーの URL を指定します。地図を作成する前に設定してください。',
      },
      example: `%product%gl.buildingGenUrl = '/assets/wasm/building_gen.wasm';`,
    },
    {
      name: 'CameraOptions',
      kind: 'object',
      description: {
        en: 'Describes a target camera position. [`jumpTo`](/api/map/#map#jumpto) takes it directly, [`easeTo`](/api/map/#map#easeto) and [`flyTo`](/api/map/#map#flyto) take it merged with [`AnimationOptions`](/api/properties/#animationoptions), and `cameraForBounds` returns it. The `Map` constructor accepts the same `center`, `zoom`, `bearing` and `pitch` options for the initial view.\n\nEvery property is optional; any value you leave out keeps its current setting.',
        ja: '目標とするカメラ位置を表します。[`jumpTo`](/api/map/#map#jumpto) はこれをそのまま受け取り、[`easeTo`](/api/map/#map#easeto) と [`flyTo`](/api/map/#map#flyto) は [`AnimationOptions`](/api/properties/#animationoptions) と組み合わせて受け取ります。また `cameraForBounds` はこの形式で結果を返します。`Map` コンストラクターも、初期表示用に同じ `center`、`zoom`、`bearing`、`pitch` オプションを受け付けます。\n\nすべてのプロパティは省略可能で、省略した値は現在の設定のまま維持されます。',
      },
      params: [
        {
          name: 'center',
          type: 'LngLatLike',
          optional: true,
          description: {
            en: 'The geographic location to place at the center of the view.',
            ja: '表示の中心に置く地理的な位置です。',
          },
        },
        {
          name: 'zoom',
          type: 'number',
          optional: true,
          description: {
            en: "The target zoom level, kept within the map's `minZoom` and `maxZoom`.",
            ja: '目標のズームレベルです。地図の `minZoom` と `maxZoom` の範囲内に収められます。',
          },
        },
        {
          name: 'bearing',
          type: 'number',
          optional: true,
          description: {
            en: 'The target bearing in degrees: the compass direction that points to the top of the screen. `0` puts north at the top and `90` puts east at the top.',
            ja: '目標の方位角（度）で、画面の上方向が指す方角です。`0` で北が上、`90` で東が上になります。',
          },
        },
        {
          name: 'pitch',
          type: 'number',
          optional: true,
          description: {
            en: "The target pitch in degrees, the tilt of the camera away from looking straight down. `0` looks straight down; larger values tilt the view towards the horizon, up to the map's `maxPitch`.",
            ja: '目標のピッチ（度）で、真下を見下ろす向きからのカメラの傾きです。`0` は真下を向き、値を大きくすると地平線の方へ傾きます。上限は地図の `maxPitch` です。',
          },
        },
        {
          name: 'fov',
          type: 'number',
          optional: true,
          badges: ['experimental'],
          description: {
            en: 'The target vertical field of view of the camera in degrees, kept between `0.01` and `60`; a map starts at about `36.87`. A smaller angle flattens the perspective like a telephoto lens, a larger one strengthens it like a wide-angle lens, which shows most on a pitched map and on 3D content. `map.getVerticalFieldOfView()` and `map.setVerticalFieldOfView()` read and set the current value. This property is experimental and may change in a later release.',
            ja: 'カメラの目標とする垂直方向の視野角（度）で、`0.01` から `60` の範囲に収められます。地図の初期値は約 `36.87` です。角度を小さくすると望遠レンズのように遠近感が弱まり、大きくすると広角レンズのように強まります。この違いは、ピッチを付けた地図や 3D コンテンツで特に目立ちます。現在の値は `map.getVerticalFieldOfView()` と `map.setVerticalFieldOfView()` で読み書きできます。このプロパティは実験的なもので、今後のリリースで変更される可能性があります。',
          },
        },
        {
          name: 'around',
          type: 'LngLatLike',
          optional: true,
          description: {
            en: 'A location that keeps its position on screen while `zoom`, `bearing` or `pitch` change, so the view zooms or rotates around it. When it is set, `center` is ignored.',
            ja: '`zoom`、`bearing`、`pitch` が変わる間も画面上の位置を保つ地点で、表示はこの地点を軸にズームや回転をします。これを指定すると `center` は無視されます。',
          },
        },
        {
          name: 'padding',
          type: 'number | PaddingOptions',
          optional: true,
          description: {
            en: "Padding in pixels inside the edges of the map, which moves the visual center of the view. A number applies the same padding to all sides. By default the value also becomes the map's padding for later camera changes (see `retainPadding`).",
            ja: '地図の端から内側に取るパディング（ピクセル）で、表示の見かけの中心を移動させます。数値を指定するとすべての辺に同じパディングが適用されます。既定では、この値がその後のカメラ操作でも地図のパディングとして使われます。詳しくは `retainPadding` を参照してください。',
          },
        },
        {
          name: 'retainPadding',
          type: 'boolean',
          default: 'true',
          description: {
            en: "Whether the `padding` given in the same call is kept as the map's padding afterwards. Set it to `false` to apply the padding to this camera change only.",
            ja: '同じ呼び出しで指定した `padding` を、その後も地図のパディングとして保持するかどうかです。`false` にすると、パディングはこのカメラ変更にだけ適用されます。',
          },
        },
        {
          name: 'minZoom',
          type: 'number',
          optional: true,
          description: {
            en: "Read by [`flyTo`](/api/map/#map#flyto) only: the zoom level at the highest point of the flight. When it is set, the `curve` animation option is ignored. It does not change the map's own `minZoom` limit.",
            ja: '[`flyTo`](/api/map/#map#flyto) だけが読み取ります。飛行経路の最も高い地点でのズームレベルです。指定するとアニメーションオプションの `curve` は無視されます。地図自体の `minZoom` の制限は変わりません。',
          },
        },
        {
          name: 'maxZoom',
          type: 'number',
          optional: true,
          description: {
            en: "Read by `cameraForBounds`, [`fitBounds`](/api/map/#map#fitbounds) and `fitScreenCoordinates`: the highest zoom level the fitted camera may use, so that a small area, such as a single point, is not zoomed in too far. When it is left out, the map's maximum zoom applies. It does not change the map's own `maxZoom` limit.",
            ja: '`cameraForBounds`、[`fitBounds`](/api/map/#map#fitbounds)、`fitScreenCoordinates` が読み取ります。範囲に合わせたカメラが使える最大のズームレベルで、1 点だけのような小さな範囲が拡大されすぎるのを防ぎます。省略すると地図の最大ズームが使われます。地図自体の `maxZoom` の制限は変わりません。',
          },
        },
      ],
      paramsId: 'properties',
      example: `map.jumpTo({
  center: [-0.1276, 51.5072],
  zoom: 14,
  bearing: -17.6,
  pitch: 45
});`,
    },
    {
      name: 'clearPrewarmedResources',
      kind: 'function',
      description: {
        en: 'Releases the web workers and other shared resources created by [`prewarm`](/api/properties/#prewarm). You rarely need it: call it only when your page stays open but will not show a map again.',
        ja: '[`prewarm`](/api/properties/#prewarm) で作成した Web Worker などの共有リソースを解放します。通常は必要ありません。ページは開いたままでも、今後地図を表示しない場合にだけ呼び出してください。',
      },
      example: `// The user left the last view that contains a map.
%product%gl.clearPrewarmedResources();`,
    },
    {
      name: 'clearStorage',
      kind: 'function',
      description: {
        en: "Deletes the tile cache that %PRODUCT% GL JS keeps through the browser's Cache API. Responses held in the browser's ordinary HTTP cache are not affected.\n\nWhere the Cache API is unavailable, for example on pages not served over `https://` or in some private browsing modes, there is nothing to delete and the callback may not be called.",
        ja: '%PRODUCT% GL JS がブラウザーの Cache API を使って保持しているタイルキャッシュを削除します。ブラウザーの通常の HTTP キャッシュに残っているレスポンスには影響しません。\n\n`https://` で配信されていないページや一部のプライベートブラウジングモードなど、Cache API を使えない環境では、削除するものがありません。このとき、コールバックは呼ばれないことがあります。',
      },
      params: [
        {
          name: 'callback',
          type: '(error?: Error) => void',
          optional: true,
          description: {
            en: 'Called without an argument once the cache has been deleted, or with an error if the deletion failed.',
            ja: 'キャッシュの削除が完了すると引数なしで呼ばれ、削除に失敗した場合はエラーを受け取ります。',
          },
        },
      ],
      example: `%product%gl.clearStorage((error) => {
  if (error) {
    console.warn('Could not clear the tile cache:', error);
  }
});`,
    },
    {
      name: 'CustomLayerInterface',
      kind: 'interface',
      receiver: 'customLayer',
      description: {
        en: "An object you write to draw with WebGL directly inside the map's layer stack, using the map's camera. Add it like any other layer with [`map.addLayer`](/api/map/#map#addlayer). It needs an `id`, the `type` `'custom'` and a `render` method; the other methods are optional.\n\nThe map does not redraw on its own when your content changes: call `map.triggerRepaint()` to request a new frame. Handle the map's `webglcontextlost` and `webglcontextrestored` events if your layer keeps WebGL resources.",
        ja: "地図のカメラを使い、地図のレイヤー構成の中で WebGL を使って直接描画するために実装するオブジェクトです。ほかのレイヤーと同じく [`map.addLayer`](/api/map/#map#addlayer) で追加します。`id`、`type` の値 `'custom'`、`render` メソッドが必須で、その他のメソッドは省略可能です。\n\n描画内容が変わっても地図は自動では再描画しないため、新しいフレームが必要なときは `map.triggerRepaint()` を呼び出してください。レイヤーが WebGL リソースを保持する場合は、地図の `webglcontextlost` イベントと `webglcontextrestored` イベントに対応してください。",
      },
      example: `const nullIslandLayer = {
  id: 'null-island',
  type: 'custom',
  renderingMode: '2d',
  onAdd(map, gl) {
    // Compile shaders and create buffers here.
  },
  render(gl, matrix) {
    // Draw with gl; matrix projects Mercator coordinates to clip space.
  }
};
map.on('load', () => map.addLayer(nullIslandLayer));`,
      groups: [
        {
          id: 'members',
          title: {en: 'Members', ja: 'メンバー'},
          members: [
            {
              kind: 'property',
              name: 'id',
              type: 'string',
              description: {
                en: 'A layer id that is unique among all layers of the map. Use it with methods such as `removeLayer` and `moveLayer`.',
                ja: '地図のすべてのレイヤーの中で一意なレイヤー ID です。`removeLayer` や `moveLayer` などのメソッドで使います。',
              },
            },
            {
              kind: 'property',
              name: 'type',
              type: "'custom'",
              description: {
                en: "The layer type. It must be `'custom'`.",
                ja: "レイヤーの種類です。必ず `'custom'` を指定します。",
              },
            },
            {
              kind: 'property',
              name: 'renderingMode',
              type: "'2d' | '3d'",
              default: "'2d'",
              description: {
                en: "How the layer takes part in depth testing. `'3d'` shares the depth buffer with other 3D content such as extrusions and models. `'2d'` draws without depth; a 2D layer that needs its own depth buffer must render into an offscreen framebuffer in `prerender`.",
                ja: "レイヤーが深度テストにどう関わるかを指定します。`'3d'` では押し出しやモデルなどほかの 3D コンテンツと深度バッファーを共有します。`'2d'` では深度なしで描画します。深度バッファーが必要な 2D レイヤーは、`prerender` でオフスクリーンのフレームバッファーに描画してください。",
              },
            },
            {
              kind: 'property',
              name: 'slot',
              type: 'string',
              description: {
                en: 'Optional. The name of a slot defined by the style, such as `bottom`, `middle` or `top` in the Standard style, where the layer is placed when it is added.',
                ja: '省略可能です。レイヤーを追加するときの配置先となる、スタイルで定義されたスロットの名前です。Standard スタイルの `bottom`、`middle`、`top` などがあります。',
              },
            },
            {
              kind: 'property',
              name: 'wrapTileId',
              type: 'boolean',
              default: 'false',
              description: {
                en: 'Optional, used with `renderToTile` when the map shows copies of the world side by side (`renderWorldCopies`). By default each copy passes its own `x` in `tileId`, which can fall outside the range `0` to `2^z - 1`. Set it to `true` to receive the wrapped `x` instead, the same on every copy.',
                ja: '省略可能で、地図が世界の複製を横に並べて表示する（`renderWorldCopies`）ときに `renderToTile` と組み合わせて使います。既定では複製ごとに異なる `x` が `tileId` で渡され、`0` から `2^z - 1` の範囲外になることもあります。`true` にすると、どの複製でも同じ、範囲内に折り返した `x` を受け取ります。',
              },
            },
            {
              kind: 'method',
              name: 'onAdd',
              description: {
                en: 'Optional. Called once when the layer is added to the map. Create shaders, buffers and other WebGL resources here, and register any event listeners.',
                ja: '省略可能です。レイヤーが地図に追加されたとき、一度だけ呼ばれます。シェーダー、バッファーなどの WebGL リソースの作成や、イベントリスナーの登録をここで行います。',
              },
              params: [
                {
                  name: 'map',
                  type: 'Map',
                  description: {
                    en: 'The map the layer was added to.',
                    ja: 'レイヤーが追加された地図です。',
                  },
                },
                {
                  name: 'gl',
                  type: 'WebGL2RenderingContext',
                  description: {
                    en: "The map's WebGL context.",
                    ja: '地図の WebGL コンテキストです。',
                  },
                },
              ],
              example: `const layer = {
  id: 'points',
  type: 'custom',
  onAdd(map, gl) {
    this.map = map;
    this.buffer = gl.createBuffer();
  },
  render(gl, matrix) {}
};`,
            },
            {
              kind: 'method',
              name: 'onRemove',
              description: {
                en: 'Optional. Called when the layer is removed with `removeLayer`, or when the map is removed. Delete the WebGL resources and event listeners you created in `onAdd`.',
                ja: '省略可能です。`removeLayer` でレイヤーが削除されたとき、または地図が削除されたときに呼ばれます。`onAdd` で作成した WebGL リソースやイベントリスナーを破棄してください。',
              },
              params: [
                {
                  name: 'map',
                  type: 'Map',
                  description: {
                    en: 'The map the layer is being removed from.',
                    ja: 'レイヤーが削除される地図です。',
                  },
                },
                {
                  name: 'gl',
                  type: 'WebGL2RenderingContext',
                  description: {
                    en: "The map's WebGL context.",
                    ja: '地図の WebGL コンテキストです。',
                  },
                },
              ],
              example: `const layer = {
  id: 'points',
  type: 'custom',
  onRemove(map, gl) {
    gl.deleteBuffer(this.buffer);
  },
  render(gl, matrix) {}
};`,
            },
            {
              kind: 'method',
              name: 'prerender',
              description: {
                en: 'Optional. Called in each frame before the main render pass, so the layer can prepare resources or draw into its own textures. The GL state is unknown at this point, so bind your own framebuffer before drawing.\n\nWith the globe projection the map passes the same extra arguments as to `render`.',
                ja: '省略可能です。各フレームでメインの描画パスの前に呼ばれ、リソースの準備や独自のテクスチャーへの描画を行えます。この時点の GL の状態は不定なので、描画の前に自分のフレームバッファーをバインドしてください。\n\n地球儀投影法では、`render` と同じ追加の引数が渡されます。',
              },
              params: [
                {
                  name: 'gl',
                  type: 'WebGL2RenderingContext',
                  description: {
                    en: "The map's WebGL context.",
                    ja: '地図の WebGL コンテキストです。',
                  },
                },
                {
                  name: 'matrix',
                  type: 'Array<number>',
                  description: {
                    en: "The map's camera matrix, which projects Mercator coordinates (`[0, 0]` is the top-left corner of the world and `[1, 1]` the bottom-right) to clip space.",
                    ja: 'メルカトル座標（`[0, 0]` が世界の左上隅、`[1, 1]` が右下隅）をクリップ空間へ投影する、地図のカメラ行列です。',
                  },
                },
              ],
              example: `const layer = {
  id: 'blurred',
  type: 'custom',
  prerender(gl, matrix) {
    gl.bindFramebuffer(gl.FRAMEBUFFER, this.framebuffer);
    // Draw into the offscreen texture here.
  },
  render(gl, matrix) {}
};`,
            },
            {
              kind: 'method',
              name: 'render',
              description: {
                en: "Required. Called in each frame to draw the layer into the map's framebuffer. Blending and depth state are set up for the layer; make no other assumptions about the GL state. The blend function expects colors with premultiplied alpha.\n\nWith the globe projection the map passes five more arguments: the projection, a matrix and a transition value between globe and Mercator, the center in Mercator coordinates and a pixels-per-meter ratio.",
                ja: '必須です。各フレームで呼ばれ、レイヤーを地図のフレームバッファーに描画します。ブレンドと深度の状態はレイヤー用に設定済みですが、それ以外の GL の状態を前提にしないでください。ブレンド関数は、アルファが乗算済みの色を想定しています。\n\n地球儀投影法では、投影法、地球儀とメルカトルの間の変換行列と遷移値、メルカトル座標での中心、メートルあたりのピクセル比の 5 つの引数が追加で渡されます。',
              },
              params: [
                {
                  name: 'gl',
                  type: 'WebGL2RenderingContext',
                  description: {
                    en: "The map's WebGL context.",
                    ja: '地図の WebGL コンテキストです。',
                  },
                },
                {
                  name: 'matrix',
                  type: 'Array<number>',
                  description: {
                    en: "The map's camera matrix, which projects Mercator coordinates to clip space. Use `%product%gl.MercatorCoordinate.fromLngLat` to convert locations. In `'3d'` mode the z axis uses the same scale as x and y.",
                    ja: "メルカトル座標をクリップ空間へ投影する地図のカメラ行列です。位置の変換には `%product%gl.MercatorCoordinate.fromLngLat` を使います。`'3d'` モードでは、z 軸も x・y 軸と同じ縮尺になります。",
                  },
                },
              ],
              example: `const layer = {
  id: 'null-island',
  type: 'custom',
  render(gl, matrix) {
    gl.useProgram(this.program);
    gl.uniformMatrix4fv(this.matrixLocation, false, matrix);
    gl.drawArrays(gl.POINTS, 0, 1);
  }
};`,
            },
            {
              kind: 'method',
              name: 'renderToTile',
              description: {
                en: "Optional. When present, the layer is draped over the terrain or the globe instead of being drawn in screen space: the map calls this method for each tile it needs and the drawing ends up in that tile's texture.",
                ja: '省略可能です。このメソッドがあると、レイヤーは画面空間に描画されるのではなく、地形や地球儀の表面に貼り付けて表示されます。地図は必要なタイルごとにこのメソッドを呼び出し、描画結果はそのタイルのテクスチャーに入ります。',
              },
              params: [
                {
                  name: 'gl',
                  type: 'WebGL2RenderingContext',
                  description: {
                    en: "The map's WebGL context.",
                    ja: '地図の WebGL コンテキストです。',
                  },
                },
                {
                  name: 'tileId',
                  type: '{x: number, y: number, z: number}',
                  description: {
                    en: 'The coordinates of the tile being rendered.',
                    ja: '描画中のタイルの座標です。',
                  },
                },
                {
                  name: 'emissiveMode',
                  type: "'dual-source-blending' | 'mrt' | 'mrt-rgba'",
                  optional: true,
                  description: {
                    en: 'How the map tracks the light that draped content gives off, or `undefined` when it does not; `supportsEmissiveMode` describes what each mode asks the shaders to write.',
                    ja: '貼り付けたコンテンツが発する光を地図がどの方法で追跡しているかを示します。追跡していない場合は `undefined` です。各モードでシェーダーが書き込むべき内容は `supportsEmissiveMode` を参照してください。',
                  },
                },
              ],
              example: `const layer = {
  id: 'draped-overlay',
  type: 'custom',
  renderToTile(gl, tileId) {
    // Draw the part of the overlay inside tile tileId.z/tileId.x/tileId.y.
  },
  render(gl, matrix) {}
};`,
            },
            {
              kind: 'method',
              name: 'shouldRerenderTiles',
              description: {
                en: 'Optional, used together with `renderToTile`. Called before drawing; return `true` when the content changed and the draped tiles must be rendered again.',
                ja: '省略可能で、`renderToTile` と組み合わせて使います。描画の前に呼ばれ、内容が変わって貼り付け済みのタイルを描き直す必要があるときに `true` を返します。',
              },
              returns: {
                type: 'boolean',
                description: {
                  en: '`true` to render the draped tiles again.',
                  ja: '貼り付け済みのタイルを描き直す場合は `true` です。',
                },
              },
              example: `const layer = {
  id: 'draped-overlay',
  type: 'custom',
  dirty: false,
  shouldRerenderTiles() {
    const dirty = this.dirty;
    this.dirty = false;
    return dirty;
  },
  renderToTile(gl, tileId) {},
  render(gl, matrix) {}
};`,
            },
            {
              kind: 'method',
              name: 'supportsEmissiveMode',
              description: {
                en: "Optional, used together with `renderToTile`. When the map keeps track of how much light draped content gives off on its own, so that it stays bright under the map's 3D lighting, it calls this method just before `renderToTile` with the mode in use. Return `true` if your shaders write what that mode asks for; without this method, or with `false`, the layer counts as giving off no light of its own.\n\nWith `'dual-source-blending'` nothing extra is needed: the alpha of the regular color output stands for the emissive strength. With `'mrt'` a second output at location `1` has a single red channel, in which you write an estimate of how emissive the fragment is. With `'mrt-rgba'` the second output at location `1` takes the full emissive color, with premultiplied alpha.",
                ja: "省略可能で、`renderToTile` と組み合わせて使います。貼り付けたコンテンツが自ら発する光の量（3D ライティングの下でも明るさを保つための情報）を地図が追跡しているとき、地図は `renderToTile` の直前に、使用中のモードを引数としてこのメソッドを呼び出します。シェーダーがそのモードで求められる出力を書き込む場合は `true` を返します。このメソッドがない場合や `false` を返した場合、レイヤーは自ら光を発しないものとして扱われます。\n\n`'dual-source-blending'` では追加の出力は不要で、通常の色出力のアルファが発光の強さとして使われます。`'mrt'` では location `1` に赤チャンネルだけを持つ 2 つ目の出力があり、そこにフラグメントの発光の度合いの推定値を書き込みます。`'mrt-rgba'` では location `1` の 2 つ目の出力に、アルファ乗算済みの発光色全体を書き込みます。",
              },
              params: [
                {
                  name: 'emissiveMode',
                  type: "'dual-source-blending' | 'mrt' | 'mrt-rgba'",
                  description: {
                    en: 'How the map currently tracks emitted light, which decides the outputs `renderToTile` should write.',
                    ja: '地図が現在どの方法で発光を追跡しているかを示し、`renderToTile` が書き込むべき出力を決めます。',
                  },
                },
              ],
              returns: {
                type: 'boolean',
                description: {
                  en: '`true` if `renderToTile` writes the output the mode asks for.',
                  ja: '`renderToTile` がそのモードで求められる出力を書き込む場合は `true` です。',
                },
              },
              example: `const layer = {
  id: 'glowing-overlay',
  type: 'custom',
  supportsEmissiveMode(emissiveMode) {
    // No shader variant writes the RGBA emissive output.
    return emissiveMode !== 'mrt-rgba';
  },
  renderToTile(gl, tileId, emissiveMode) {
    gl.useProgram(emissiveMode === 'mrt' ? this.mrtProgram : this.program);
    // Draw the part of the overlay inside this tile.
  },
  render(gl, matrix) {}
};`,
            },
          ],
        },
      ],
    },
    {
      name: 'dracoUrl',
      kind: 'property',
      type: 'string',
      description: {
        en: 'The URL from which the library loads the Draco decoder (`draco_decoder_gltf.wasm`, version 1.5.6), which unpacks Draco-compressed meshes in 3D models. Point it at a copy you host yourself when a strict Content Security Policy keeps the page from loading the decoder the default way. Set it once, before creating a map.',
        ja: 'ライブラリが Draco デコーダー（`draco_decoder_gltf.wasm` のバージョン 1.5.6）を読み込む URL です。このデコーダーは、3D モデルの Draco 圧縮されたメッシュを展開します。厳しい Content Security Policy のためにページが既定の方法でデコーダーを読み込めない場合は、自分でホストしたコピーの URL を指定します。地図を作成する前に一度だけ設定してください。',
      },
      example: `%product%gl.dracoUrl = '/assets/draco/draco_decoder_gltf.wasm';`,
    },
    {
      name: 'FreeCameraOptions',
      kind: 'class',
      receiver: 'camera',
      description: {
        en: 'A camera described by a position in space and an orientation, instead of a center, zoom, bearing and pitch. It gives precise control for scenes such as following a path through 3D terrain. Get the current camera with `map.getFreeCameraOptions()`, change it, and apply it with `map.setFreeCameraOptions()`.\n\nThe result must still be expressible as a regular camera: values are clamped or discarded when, for example, the pitch exceeds its limit or the camera would be upside down. Projections that do not support the free camera log a warning instead.',
        ja: '中心、ズーム、方位角、ピッチではなく、空間内の位置と向きで表すカメラです。3D 地形の中を経路に沿って移動する場面などで、カメラを細かく制御できます。`map.getFreeCameraOptions()` で現在のカメラを取得し、変更してから `map.setFreeCameraOptions()` で適用します。\n\n結果は通常のカメラでも表現できる必要があり、ピッチが上限を超える場合やカメラが上下逆になる場合などには、値が範囲内に丸められるか破棄されます。フリーカメラに対応していない投影法では、代わりに警告が出力されます。',
      },
      params: [
        {
          name: 'position',
          type: 'MercatorCoordinate',
          optional: true,
          description: {
            en: 'The camera position; its `z` value is the altitude.',
            ja: 'カメラの位置です。`z` の値が高度を表します。',
          },
        },
        {
          name: 'orientation',
          type: 'Array<number>',
          optional: true,
          description: {
            en: 'The camera rotation as a unit quaternion `[x, y, z, w]`.',
            ja: '単位クォータニオン `[x, y, z, w]` で表したカメラの回転です。',
          },
        },
      ],
      example: `const camera = map.getFreeCameraOptions();
camera.position = %product%gl.MercatorCoordinate.fromLngLat([7.6583, 45.9763], 6000);
camera.lookAtPoint([7.6586, 45.9763]);
map.setFreeCameraOptions(camera);`,
      groups: [
        {
          id: 'members',
          title: {en: 'Instance members', ja: 'インスタンスメンバー'},
          members: [
            {
              kind: 'property',
              name: 'position',
              type: 'MercatorCoordinate',
              description: {
                en: 'The camera position in Mercator coordinates, where one unit is the width of the projected world and `[0, 0, 0]` is its north-west corner. The `z` value is the altitude, from which the zoom level is derived; create the value with `MercatorCoordinate.fromLngLat(lngLat, altitudeInMeters)`.',
                ja: 'メルカトル座標でのカメラの位置です。1 単位は投影された世界の幅で、`[0, 0, 0]` が北西の隅です。`z` の値は高度で、ズームレベルはここから算出されます。値は `MercatorCoordinate.fromLngLat(lngLat, altitudeInMeters)` で作成します。',
              },
            },
            {
              kind: 'property',
              name: 'orientation',
              type: 'Array<number>',
              description: {
                en: 'The camera rotation as a unit quaternion `[x, y, z, w]`. With no rotation the camera looks straight down with north at the top. The orientation must be expressible as a pitch and a bearing, so roll is not possible.',
                ja: '単位クォータニオン `[x, y, z, w]` で表したカメラの回転です。回転がない状態では、北を上にして真下を向きます。向きはピッチと方位角で表せるものに限られるため、ロール（横回転）はできません。',
              },
            },
            {
              kind: 'method',
              name: 'lookAtPoint',
              description: {
                en: 'Turns the camera so that it looks at a geographic location from its current `position`. Set `position` first.',
                ja: '現在の `position` から指定した地理的な位置を向くように、カメラの向きを変えます。先に `position` を設定してください。',
              },
              params: [
                {
                  name: 'location',
                  type: 'LngLatLike',
                  description: {
                    en: 'The location to look at.',
                    ja: 'カメラを向ける位置です。',
                  },
                },
                {
                  name: 'up',
                  type: 'Array<number>',
                  optional: true,
                  description: {
                    en: 'An up vector `[x, y, z]`, needed only when the bearing cannot be derived from the viewing direction, for example when looking straight down.',
                    ja: '上方向のベクトル `[x, y, z]` です。真下を見る場合など、視線の方向から方位角を求められないときにだけ必要です。',
                  },
                },
              ],
              example: `const camera = map.getFreeCameraOptions();
camera.position = %product%gl.MercatorCoordinate.fromLngLat([138.7265, 35.3397], 3000);
camera.lookAtPoint([138.7304, 35.3620]);
map.setFreeCameraOptions(camera);`,
            },
            {
              kind: 'method',
              name: 'setPitchBearing',
              description: {
                en: 'Sets `orientation` from a pitch and a bearing, both in degrees.',
                ja: 'ピッチと方位角（どちらも度）から `orientation` を設定します。',
              },
              params: [
                {
                  name: 'pitch',
                  type: 'number',
                  description: {
                    en: 'The pitch in degrees; `0` looks straight down.',
                    ja: 'ピッチ（度）です。`0` で真下を向きます。',
                  },
                },
                {
                  name: 'bearing',
                  type: 'number',
                  description: {
                    en: 'The bearing in degrees; `0` faces north.',
                    ja: '方位角（度）です。`0` で北を向きます。',
                  },
                },
              ],
              example: `const camera = map.getFreeCameraOptions();
camera.setPitchBearing(60, 90);
map.setFreeCameraOptions(camera);`,
            },
          ],
        },
      ],
    },
    {
      name: 'getRTLTextPluginStatus',
      kind: 'function',
      description: {
        en: "Returns the loading state of the right-to-left text plugin: `'unavailable'` (not set), `'deferred'` (set, but waiting until right-to-left text appears), `'loading'`, `'loaded'` or `'error'`. Check it before calling [`setRTLTextPlugin`](/api/properties/#setrtltextplugin), which throws if the plugin has already been set.",
        ja: "右から左へ書く文字のためのプラグインの読み込み状態を返します。値は `'unavailable'`（未設定）、`'deferred'`（設定済みで、右から左の文字が現れるまで待機中）、`'loading'`、`'loaded'`、`'error'` のいずれかです。プラグインが設定済みの場合に [`setRTLTextPlugin`](/api/properties/#setrtltextplugin) を呼ぶと例外が発生するため、事前にこの値を確認してください。",
      },
      returns: {
        type: 'string',
        description: {
          en: 'The current plugin status.',
          ja: '現在のプラグインの状態です。',
        },
      },
      example: `if (%product%gl.getRTLTextPluginStatus() === 'error') {
  console.warn('The right-to-left text plugin failed to load.');
}`,
    },
    {
      name: 'maxParallelImageRequests',
      kind: 'property',
      type: 'number',
      description: {
        en: 'The maximum number of images (raster tiles, sprites, icons) that are loaded at the same time. The default is `16`. There is no upper limit, but the value affects performance on maps with many raster layers.',
        ja: '同時に読み込む画像（ラスタータイル、スプライト、アイコン）の最大数です。既定は `16` です。上限はありませんが、ラスターレイヤーの多い地図ではこの値がパフォーマンスに影響します。',
      },
      example: `%product%gl.maxParallelImageRequests = 10;`,
    },
    {
      name: 'meshoptUrl',
      kind: 'property',
      type: 'string',
      description: {
        en: 'The URL of the WebAssembly module the library loads to decode Meshopt-compressed 3D model data. By default it comes from the %PRODUCT% CDN, relative to [`baseApiUrl`](/api/properties/#baseapiurl), and the library picks the SIMD build where the browser supports it. Point it at a copy you host yourself, as with `dracoUrl`, when the page may not load it from there. Set it before creating a map.',
        ja: 'Meshopt で圧縮された 3D モデルのデータを展開するために、ライブラリが読み込む WebAssembly モジュールの URL です。既定では [`baseApiUrl`](/api/properties/#baseapiurl) を基準に %PRODUCT% の CDN から読み込まれ、ブラウザーが対応していれば SIMD 版が選ばれます。そこから読み込めないページでは、`dracoUrl` と同じように自分でホストしたコピーの URL を指定します。地図を作成する前に設定してください。',
      },
      example: `%product%gl.meshoptUrl = '/assets/meshopt/meshopt_decoder.wasm';`,
    },
    {
      name: 'PaddingOptions',
      kind: 'object',
      description: {
        en: 'Padding in pixels added inside the edges of the map canvas. Padding shifts the visual center of the map, which helps when a sidebar or panel covers part of it. `setPadding`, `fitBounds` and the `padding` key of [`CameraOptions`](/api/properties/#cameraoptions) accept it; they also accept a single number for the same padding on every side.\n\nValues must be non-negative. A side you leave out keeps its current padding.',
        ja: '地図キャンバスの端から内側に追加するパディング（ピクセル）です。パディングによって地図の見かけの中心が移動するため、サイドバーやパネルが地図の一部を覆う場合に役立ちます。`setPadding`、`fitBounds`、[`CameraOptions`](/api/properties/#cameraoptions) の `padding` キーが受け取り、すべての辺に同じパディングを適用する単一の数値も指定できます。\n\n値は 0 以上でなければなりません。省略した辺は現在のパディングのまま維持されます。',
      },
      params: [
        {
          name: 'top',
          type: 'number',
          optional: true,
          description: {
            en: 'Padding from the top edge, in pixels.',
            ja: '上端からのパディング（ピクセル）です。',
          },
        },
        {
          name: 'bottom',
          type: 'number',
          optional: true,
          description: {
            en: 'Padding from the bottom edge, in pixels.',
            ja: '下端からのパディング（ピクセル）です。',
          },
        },
        {
          name: 'left',
          type: 'number',
          optional: true,
          description: {
            en: 'Padding from the left edge, in pixels.',
            ja: '左端からのパディング（ピクセル）です。',
          },
        },
        {
          name: 'right',
          type: 'number',
          optional: true,
          description: {
            en: 'Padding from the right edge, in pixels.',
            ja: '右端からのパディング（ピクセル）です。',
          },
        },
      ],
      paramsId: 'properties',
      example: `// A 320 px panel covers the left side of the map.
map.setPadding({top: 0, bottom: 0, left: 320, right: 0});

map.fitBounds([[-79, 43], [-73, 45]], {
  padding: {top: 20, bottom: 20, left: 340, right: 20}
});`,
    },
    {
      name: 'prewarm',
      kind: 'function',
      description: {
        en: 'Creates the shared web workers and related resources before any map exists, so the first map loads sooner. Resources created this way are kept when the last map is removed and reused by maps created later, which suits single-page apps that often create and destroy maps.\n\nSet [`workerUrl`](/api/properties/#workerurl) and [`workerCount`](/api/properties/#workercount) before calling it. Calling it more than once has no further effect; free the resources with [`clearPrewarmedResources`](/api/properties/#clearprewarmedresources).',
        ja: '地図が存在する前に共有の Web Worker と関連リソースを作成し、最初の地図の読み込みを速めます。この方法で作成したリソースは最後の地図が削除されても保持され、後で作成する地図で再利用されるため、地図の作成と破棄を繰り返すシングルページアプリケーションに適しています。\n\n[`workerUrl`](/api/properties/#workerurl) と [`workerCount`](/api/properties/#workercount) は、呼び出す前に設定してください。2 回目以降の呼び出しは何もしません。リソースは [`clearPrewarmedResources`](/api/properties/#clearprewarmedresources) で解放できます。',
      },
      example: `%product%gl.workerCount = 4;
%product%gl.prewarm();`,
    },
    {
      name: 'RequestParameters',
      kind: 'object',
      description: {
        en: 'Describes an outgoing request. Return it from the `transformRequest` function of the `Map` constructor to change the URL, add headers or send credentials for a request the map is about to make. `url` is required; every other key is optional.',
        ja: '送信するリクエストを表します。`Map` コンストラクターの `transformRequest` 関数からこのオブジェクトを返すと、地図がこれから行うリクエストの URL を変更したり、ヘッダーや認証情報を付けたりできます。`url` は必須で、それ以外のキーは省略可能です。',
      },
      params: [
        {
          name: 'url',
          type: 'string',
          description: {
            en: 'The URL to request.',
            ja: 'リクエストする URL です。',
          },
        },
        {
          name: 'headers',
          type: 'Object',
          optional: true,
          description: {
            en: 'Headers to send with the request, as an object of header names and values.',
            ja: 'リクエストとともに送信するヘッダーで、ヘッダー名と値のオブジェクトで指定します。',
          },
        },
        {
          name: 'method',
          type: "'GET' | 'POST' | 'PUT'",
          default: "'GET'",
          description: {
            en: 'The HTTP method.',
            ja: 'HTTP メソッドです。',
          },
        },
        {
          name: 'body',
          type: 'string',
          optional: true,
          description: {
            en: 'The request body, used with `POST` and `PUT`.',
            ja: 'リクエスト本文で、`POST` と `PUT` で使います。',
          },
        },
        {
          name: 'type',
          type: "'string' | 'json' | 'arrayBuffer'",
          optional: true,
          description: {
            en: 'How the response body is read: as text, as parsed JSON or as binary data.',
            ja: 'レスポンス本文の読み取り方法で、テキスト、解析済みの JSON、バイナリデータのいずれかです。',
          },
        },
        {
          name: 'credentials',
          type: "'same-origin' | 'include'",
          optional: true,
          description: {
            en: "Whether cookies are sent. Use `'include'` to send them with cross-origin requests.",
            ja: "Cookie を送信するかどうかです。クロスオリジンのリクエストで Cookie を送るには `'include'` を指定します。",
          },
        },
        {
          name: 'collectResourceTiming',
          type: 'boolean',
          optional: true,
          description: {
            en: 'When `true`, Resource Timing data is collected for this request and reported in the `resourceTiming` property of the related data events.',
            ja: '`true` にすると、このリクエストの Resource Timing の情報が収集され、関連するデータイベントの `resourceTiming` プロパティで報告されます。',
          },
        },
        {
          name: 'referrerPolicy',
          type: 'ReferrerPolicy',
          optional: true,
          description: {
            en: "The referrer policy of the request, which decides how much of the page's address goes into the `Referer` header, for example `'no-referrer'` or `'strict-origin-when-cross-origin'`. It accepts the same values as the `referrerPolicy` option of `fetch()`.",
            ja: "リクエストのリファラーポリシーで、`Referer` ヘッダーにページのアドレスをどこまで含めるかを決めます（例: `'no-referrer'`、`'strict-origin-when-cross-origin'`）。`fetch()` の `referrerPolicy` オプションと同じ値を指定できます。",
          },
        },
      ],
      paramsId: 'properties',
      example: `const map = new %product%gl.Map({
  container: 'map',
  transformRequest: (url, resourceType) => {
    if (resourceType === 'Tile' && url.startsWith('https://tiles.example.com')) {
      return {url, headers: {Authorization: 'Bearer session-token'}, credentials: 'include'};
    }
  }
});`,
    },
    {
      name: 'restoreNow',
      kind: 'function',
      description: {
        en: "Undoes [`setNow`](/api/properties/#setnow): the library's animations follow the real clock, `performance.now()`, again. Call it once you have finished rendering frames at times you chose.",
        ja: '[`setNow`](/api/properties/#setnow) の効果を取り消し、ライブラリのアニメーションを再び実際の時計（`performance.now()`）に従わせます。指定した時刻でのフレームの描画が終わったら呼び出してください。',
      },
      example: `// All video frames are captured: back to real time.
%product%gl.restoreNow();`,
    },
    {
      name: 'setNow',
      kind: 'function',
      description: {
        en: "Stops the clock that drives all of the library's animations at the given time. Camera animations, fades and other transitions then move forward only when you call `setNow` again with a later time, so each frame can be rendered at an exact moment, for example to record a video. Call [`restoreNow`](/api/properties/#restorenow) to return to real time.",
        ja: 'ライブラリのすべてのアニメーションを動かす時計を、指定した時刻で止めます。以後、カメラのアニメーションやフェードなどの遷移は、より後の時刻で `setNow` を再び呼び出したときにだけ進むため、動画の書き出しなどで各フレームを正確な時点で描画できます。実際の時刻に戻すには [`restoreNow`](/api/properties/#restorenow) を呼び出します。',
      },
      params: [
        {
          name: 'time',
          type: 'number',
          description: {
            en: 'The time to use, in milliseconds, on the same scale as `performance.now()`.',
            ja: '使用する時刻です。`performance.now()` と同じ尺度のミリ秒で指定します。',
          },
        },
      ],
      example: `// Render a flight at exactly 30 frames per second.
let time = performance.now();
%product%gl.setNow(time);
map.flyTo({center: [-74.006, 40.7128], zoom: 12, duration: 4000});

map.on('render', function captureFrame() {
  // Save map.getCanvas() as the next video frame here.
  time += 1000 / 30;
  %product%gl.setNow(time);
  if (!map.isMoving()) {
    map.off('render', captureFrame);
    %product%gl.restoreNow();
  }
});`,
    },
    {
      name: 'setRTLTextPlugin',
      kind: 'function',
      description: {
        en: 'Sets the plugin that shapes and orders right-to-left scripts such as Arabic and Hebrew. Without it, labels in these scripts are drawn incorrectly.\n\nThe plugin can be set only once: calling the function again while the plugin is deferred, loading or loaded throws an error. Check [`getRTLTextPluginStatus`](/api/properties/#getrtltextpluginstatus) first if your code may run more than once.',
        ja: 'アラビア語やヘブライ語など、右から左へ書く文字の字形処理と並べ替えを行うプラグインを設定します。このプラグインがないと、これらの文字のラベルは正しく描画されません。\n\nプラグインは一度しか設定できません。待機中、読み込み中、読み込み済みのときに再度呼び出すとエラーが発生します。複数回実行される可能性があるコードでは、先に [`getRTLTextPluginStatus`](/api/properties/#getrtltextpluginstatus) を確認してください。',
      },
      params: [
        {
          name: 'pluginURL',
          type: 'string',
          description: {
            en: 'URL of the plugin script.',
            ja: 'プラグインのスクリプトの URL です。',
          },
        },
        {
          name: 'callback',
          type: '(error?: Error) => void',
          optional: true,
          description: {
            en: 'Called with an error if the plugin fails to load. Pass `null` when you need to set `deferred` without a callback.',
            ja: 'プラグインの読み込みに失敗したとき、エラーを受け取って呼ばれます。コールバックなしで `deferred` を指定する場合は `null` を渡します。',
          },
        },
        {
          name: 'deferred',
          type: 'boolean',
          default: 'false',
          description: {
            en: 'When `true`, the plugin is downloaded only when the map first needs to draw right-to-left text, and that text appears once the plugin has loaded.',
            ja: '`true` にすると、地図が初めて右から左の文字を描画する必要が生じたときにだけプラグインをダウンロードし、その文字はプラグインの読み込み後に表示されます。',
          },
        },
      ],
      example: `if (%product%gl.getRTLTextPluginStatus() === 'unavailable') {
  %product%gl.setRTLTextPlugin(
    'https://api.%product%.com/%product%-gl-js/plugins/%product%-gl-rtl-text/v0.2.3/%product%-gl-rtl-text.js',
    null,
    true // download only when right-to-left text appears
  );
}`,
    },
    {
      name: 'StyleImageInterface',
      kind: 'interface',
      receiver: 'styleImage',
      description: {
        en: 'An image object you write yourself and pass to `map.addImage()`, for use as an icon or pattern. With a `render` method it becomes a dynamic image that can change its pixels before each frame, for example an animated or pulsing icon.\n\nIf the image changes only now and then, updating it with `map.updateImage()` is simpler than implementing `render`.',
        ja: '自分で実装して `map.addImage()` に渡す画像オブジェクトで、アイコンやパターンとして使えます。`render` メソッドを持たせると、フレームごとにピクセルを変更できる動的な画像になり、アニメーションするアイコンや脈動するアイコンなどを作れます。\n\n画像をたまにしか変更しない場合は、`render` を実装するより `map.updateImage()` で更新するほうが簡単です。',
      },
      example: `const size = 64;
const blinkingDot = {
  width: size,
  height: size,
  data: new Uint8Array(size * size * 4),
  render() {
    const on = Math.floor(performance.now() / 500) % 2 === 0;
    this.data.fill(on ? 255 : 0);
    map.triggerRepaint();
    return true;
  }
};
map.on('load', () => map.addImage('blinking-dot', blinkingDot, {pixelRatio: 2}));`,
      groups: [
        {
          id: 'members',
          title: {en: 'Members', ja: 'メンバー'},
          members: [
            {
              kind: 'property',
              name: 'width',
              type: 'number',
              description: {
                en: 'Width of the image in pixels.',
                ja: '画像の幅（ピクセル）です。',
              },
            },
            {
              kind: 'property',
              name: 'height',
              type: 'number',
              description: {
                en: 'Height of the image in pixels.',
                ja: '画像の高さ（ピクセル）です。',
              },
            },
            {
              kind: 'property',
              name: 'data',
              type: 'Uint8Array | Uint8ClampedArray',
              description: {
                en: 'The pixels as RGBA bytes, row by row. Its length must be `width * height * 4`.',
                ja: '行ごとに並べた RGBA のバイト列で表したピクセルです。長さは `width * height * 4` でなければなりません。',
              },
            },
            {
              kind: 'method',
              name: 'render',
              description: {
                en: 'Optional. Called before each frame in which the image is used. Update `data` here and return `true` to apply the change; return `false` or nothing when the image did not change. Call `map.triggerRepaint()` to keep frames coming while the image animates.',
                ja: '省略可能です。画像が使われる各フレームの前に呼ばれます。ここで `data` を更新し、変更を反映するには `true` を返します。画像が変わっていない場合は `false` を返すか、何も返さないでください。画像をアニメーションさせ続けるには `map.triggerRepaint()` を呼び出してフレームを要求します。',
              },
              returns: {
                type: 'boolean',
                description: {
                  en: '`true` if `data` was updated.',
                  ja: '`data` を更新した場合は `true` です。',
                },
              },
              example: `const pulse = {
  width: 32,
  height: 32,
  data: new Uint8Array(32 * 32 * 4),
  render() {
    const alpha = Math.round(127 + 127 * Math.sin(performance.now() / 300));
    for (let i = 3; i < this.data.length; i += 4) this.data[i] = alpha;
    map.triggerRepaint();
    return true;
  }
};`,
            },
            {
              kind: 'method',
              name: 'onAdd',
              description: {
                en: 'Optional. Called when the image is added to the map with `addImage`.',
                ja: '省略可能です。`addImage` による地図への画像の追加時に呼ばれます。',
              },
              params: [
                {
                  name: 'map',
                  type: 'Map',
                  description: {
                    en: 'The map the image was added to.',
                    ja: '画像が追加された地図です。',
                  },
                },
                {
                  name: 'id',
                  type: 'string',
                  description: {
                    en: 'The id the image was added under.',
                    ja: '画像の追加時に指定した ID です。',
                  },
                },
              ],
              example: `const icon = {
  width: 16,
  height: 16,
  data: new Uint8Array(16 * 16 * 4),
  onAdd(map, id) {
    this.map = map;
    console.log('Image added as', id);
  }
};`,
            },
            {
              kind: 'method',
              name: 'onRemove',
              description: {
                en: 'Optional. Called when the image is removed from the map with `removeImage`. Release resources and event listeners here.',
                ja: '省略可能です。`removeImage` で画像が地図から削除されたときに呼ばれます。リソースやイベントリスナーはここで解放してください。',
              },
              example: `const icon = {
  width: 16,
  height: 16,
  data: new Uint8Array(16 * 16 * 4),
  onRemove() {
    this.map = null;
  }
};`,
            },
          ],
        },
      ],
    },
    {
      name: 'supported',
      kind: 'function',
      description: {
        en: 'Tests whether the browser can run %PRODUCT% GL JS, mainly whether it provides the WebGL support the library needs. Use it to show a fallback message instead of a broken map.',
        ja: 'ブラウザーが %PRODUCT% GL JS を実行できるかどうかを調べます。主に、ライブラリに必要な WebGL のサポートの有無を確認します。地図が正しく表示されない代わりに、代替のメッセージを表示するために使います。',
      },
      params: [
        {
          name: 'options',
          type: 'Object',
          optional: true,
          description: {
            en: 'Options for the test.',
            ja: '判定のオプションです。',
          },
        },
        {
          name: 'options.failIfMajorPerformanceCaveat',
          type: 'boolean',
          default: 'false',
          description: {
            en: 'When `true`, the function also returns `false` if the map would run much slower than expected, for example because only a software WebGL renderer is available.',
            ja: '`true` にすると、ソフトウェアの WebGL レンダラーしか使えない場合など、地図の動作が想定よりも大幅に遅くなるときにも `false` を返します。',
          },
        },
      ],
      returns: {
        type: 'boolean',
        description: {
          en: '`true` if the browser supports %PRODUCT% GL JS.',
          ja: 'ブラウザーが %PRODUCT% GL JS に対応している場合は `true` です。',
        },
      },
      example: `if (!%product%gl.supported({failIfMajorPerformanceCaveat: true})) {
  document.getElementById('map').textContent = 'Your browser cannot display this map.';
}`,
    },
    {
      name: 'version',
      kind: 'property',
      type: 'string',
      description: {
        en: 'The version of the loaded library, such as `%VERSION%`. It is read-only. Include it in bug reports, or check it when the library may be loaded from more than one place.',
        ja: '読み込まれているライブラリのバージョンで、`%VERSION%` のような値です。読み取り専用です。不具合の報告に含めたり、ライブラリが複数の場所から読み込まれる可能性があるときの確認に使ったりします。',
      },
      example: `console.log('GL JS version:', %product%gl.version);`,
    },
    {
      name: 'workerClass',
      kind: 'property',
      type: 'typeof Worker',
      description: {
        en: "A `Worker` class, produced by a bundler such as webpack or Rollup, that runs the library's web worker code. It is used with the CSP build of the library and takes precedence over [`workerUrl`](/api/properties/#workerurl). Set it once, before creating a map.",
        ja: 'webpack や Rollup などのバンドラーが生成する `Worker` クラスで、ライブラリの Web Worker のコードを実行します。ライブラリの CSP 版で使い、[`workerUrl`](/api/properties/#workerurl) より優先されます。地図を作成する前に一度だけ設定してください。',
      },
      example: `import %product%gl from '%product%-gl/dist/%product%-gl-csp';
import GLWorker from '%product%-gl/dist/%product%-gl-csp-worker';

%product%gl.workerClass = GLWorker;`,
    },
    {
      name: 'workerCount',
      kind: 'property',
      type: 'number',
      description: {
        en: 'The number of web workers that parse tiles and GeoJSON data, shared by all maps on the page. The default is `2`. Set it before the first map is created (and before [`prewarm`](/api/properties/#prewarm)); changing it later has no effect.',
        ja: 'タイルや GeoJSON データを解析する Web Worker の数で、ページ上のすべての地図で共有されます。既定は `2` です。最初の地図を作成する前（[`prewarm`](/api/properties/#prewarm) を使う場合はその前）に設定してください。後から変更しても効果はありません。',
      },
      example: `%product%gl.workerCount = 4;`,
    },
    {
      name: 'workerUrl',
      kind: 'property',
      type: 'string',
      description: {
        en: "The URL of a self-hosted copy of the library's worker script. Use it with the CSP build on sites whose Content Security Policy does not allow workers created from `blob:` URLs, which is the default. Set it once, before creating a map.",
        ja: 'ライブラリのワーカースクリプトを自分でホストする場合の URL です。Content Security Policy で既定の `blob:` URL からのワーカー作成が許可されていないサイトで、CSP 版と組み合わせて使います。地図を作成する前に一度だけ設定してください。',
      },
      example: `%product%gl.workerUrl = '/assets/%product%-gl-csp-worker.js';`,
    },
  ],
};
