import type {ApiGroup, ApiParam, ApiReturn} from '../../../../src/model/api/types';

/** The trailing `eventData` argument shared by the camera methods. */
const EVENT_DATA: ApiParam = {
  name: 'eventData',
  type: 'Object',
  optional: true,
  description: {
    en: 'Extra properties to copy onto each event object fired by this call (`movestart`, `move`, `moveend` and the related zoom, rotate and pitch events). Use it to tell your own camera changes apart in listeners.',
    ja: 'この呼び出しで発生する各イベントオブジェクト（`movestart`・`move`・`moveend` と、関連するズーム・回転・ピッチのイベント）に追加するプロパティです。リスナー側で自分のコードによるカメラ変更を見分けるのに使います。',
  },
};

const CHAIN: ApiReturn = {
  type: 'Map',
  description: {en: 'The map itself, for chaining.', ja: 'メソッドチェーン用の地図自身です。'},
};

/** `options` of the methods that ease through `easeTo` with animation settings only. */
const ANIMATION_OPTIONS: ApiParam = {
  name: 'options',
  type: 'AnimationOptions',
  optional: true,
  description: {
    en: 'Animation settings such as `duration`, `easing`, `offset` and `essential`.',
    ja: '`duration`・`easing`・`offset`・`essential` などのアニメーション設定です。',
  },
};

/** `options` of the methods that accept camera values as well as animation settings. */
const EASING_OPTIONS: ApiParam = {
  name: 'options',
  type: 'CameraOptions & AnimationOptions',
  optional: true,
  description: {
    en: 'Camera values and animation settings for the transition, such as `duration`, `easing`, `around` or `padding`.',
    ja: '`duration`・`easing`・`around`・`padding` など、遷移に使うカメラの値とアニメーション設定です。',
  },
};

const CAMERA_METHODS: ApiGroup = {
  id: 'camera-methods',
  title: {en: 'Camera methods', ja: 'カメラメソッド'},
  collapsed: true,
  members: [
    {
      kind: 'method',
      name: 'getCenter',
      description: {
        en: 'Returns the geographic location at the center of the view. When camera padding is set, this is the center of the area inside the padding.',
        ja: 'ビューの中心にある地理的な位置を返します。カメラのパディングが設定されている場合は、パディングの内側の領域の中心になります。',
      },
      returns: {
        type: 'LngLat',
        description: {en: 'The center of the map.', ja: '地図の中心です。'},
      },
      example: `const center = map.getCenter();
console.log(center.lng, center.lat);`,
    },
    {
      kind: 'method',
      name: 'setCenter',
      description: {
        en: 'Moves the map so that a location is at the center, without animation. It is the same as `jumpTo({center})` and fires `movestart`, `move` and `moveend`.',
        ja: '指定した位置が中心に来るように、アニメーションなしで地図を移動します。`jumpTo({center})` と同じで、`movestart`・`move`・`moveend` が発生します。',
      },
      params: [
        {
          name: 'center',
          type: 'LngLatLike',
          description: {
            en: 'The new center, longitude first.',
            ja: '新しい中心です。経度を先に指定します。',
          },
        },
        EVENT_DATA,
      ],
      returns: CHAIN,
      example: `map.setCenter([139.767, 35.681]);`,
    },
    {
      kind: 'method',
      name: 'panBy',
      description: {
        en: 'Pans the map by a pixel offset with an animated transition. `[100, 0]` brings into view what was 100 pixels to the right of the center; zoom, bearing and pitch stay the same.\n\nDo not set `options.offset` here: it replaces the `offset` argument.',
        ja: 'ピクセル単位のオフセットだけ、アニメーション付きで地図をパンします。`[100, 0]` を渡すと、中心から右に 100 ピクセルの位置にあったものが中央に来ます。ズーム・方位・ピッチは変わりません。\n\nここでは `options.offset` を指定しないでください。`offset` 引数が上書きされます。',
      },
      params: [
        {
          name: 'offset',
          type: 'PointLike',
          description: {
            en: 'Distance to pan, in pixels, as `[x, y]` or a `Point`.',
            ja: 'パンする距離（ピクセル）を `[x, y]` または `Point` で指定します。',
          },
        },
        ANIMATION_OPTIONS,
        EVENT_DATA,
      ],
      returns: CHAIN,
      example: `// Show what lies 150 pixels above the current view, over 0.8 seconds.
map.panBy([0, -150], {duration: 800});`,
    },
    {
      kind: 'method',
      name: 'panTo',
      description: {
        en: 'Animates the center of the map to a location while keeping the zoom, bearing and pitch. It runs an `easeTo` transition.',
        ja: 'ズーム・方位・ピッチを保ったまま、地図の中心を指定した位置までアニメーションで移動します。内部では `easeTo` で遷移します。',
      },
      params: [
        {
          name: 'lnglat',
          type: 'LngLatLike',
          description: {en: 'The location to pan to.', ja: 'パン先の位置です。'},
        },
        ANIMATION_OPTIONS,
        EVENT_DATA,
      ],
      returns: CHAIN,
      example: `map.panTo([-0.1276, 51.5072], {duration: 2000});`,
    },
    {
      kind: 'method',
      name: 'getZoom',
      description: {
        en: 'Returns the current zoom level. The value is usually fractional, for example `11.37`.',
        ja: '現在のズームレベルを返します。値は通常 `11.37` のような小数です。',
      },
      returns: {type: 'number', description: {en: 'The zoom level.', ja: 'ズームレベルです。'}},
      example: `const zoom = map.getZoom();
console.log('Zoom level:', zoom.toFixed(2));`,
    },
    {
      kind: 'method',
      name: 'setZoom',
      description: {
        en: 'Sets the zoom level without animation, the same as `jumpTo({zoom})`. The value is kept within the minimum and maximum zoom of the map. Fires the `move` and `zoom` events with their start and end forms.',
        ja: 'アニメーションなしでズームレベルを設定します。`jumpTo({zoom})` と同じです。値は地図の最小・最大ズームの範囲内に収められます。`move` と `zoom` のイベント（開始・終了を含む）が発生します。',
      },
      params: [
        {
          name: 'zoom',
          type: 'number',
          description: {en: 'The zoom level to set.', ja: '設定するズームレベルです。'},
        },
        EVENT_DATA,
      ],
      returns: CHAIN,
      example: `map.setZoom(9);`,
    },
    {
      kind: 'method',
      name: 'zoomTo',
      description: {
        en: 'Zooms the map to a zoom level with an animated transition. The zoom happens around the center of the map, or around the point `options.offset` pixels away from it.',
        ja: 'アニメーション付きで指定したズームレベルまでズームします。ズームは地図の中心、または中心から `options.offset` ピクセル離れた点を基準に行われます。',
      },
      params: [
        {
          name: 'zoom',
          type: 'number',
          description: {
            en: 'The zoom level to animate to.',
            ja: 'アニメーションの目標とするズームレベルです。',
          },
        },
        ANIMATION_OPTIONS,
        EVENT_DATA,
      ],
      returns: CHAIN,
      example: `map.zoomTo(14, {duration: 1500});`,
    },
    {
      kind: 'method',
      name: 'zoomIn',
      description: {
        en: 'Increases the zoom level by 1 with an animated transition.',
        ja: 'アニメーション付きでズームレベルを 1 上げます。',
      },
      params: [ANIMATION_OPTIONS, EVENT_DATA],
      returns: CHAIN,
      example: `document.getElementById('zoom-in').addEventListener('click', () => {
  map.zoomIn({duration: 300});
});`,
    },
    {
      kind: 'method',
      name: 'zoomOut',
      description: {
        en: 'Decreases the zoom level by 1 with an animated transition.',
        ja: 'アニメーション付きでズームレベルを 1 下げます。',
      },
      params: [ANIMATION_OPTIONS, EVENT_DATA],
      returns: CHAIN,
      example: `// Zoom out around a point that is offset from the center.
map.zoomOut({offset: [80, 60]});`,
    },
    {
      kind: 'method',
      name: 'getBearing',
      description: {
        en: 'Returns the current bearing: the compass direction, in degrees, that points to the top of the screen. `0` means north is up and `90` means east is up.',
        ja: '現在の方位（ベアリング）を返します。画面の上方向が向いているコンパス上の方角を度で表したもので、`0` は北が上、`90` は東が上です。',
      },
      returns: {
        type: 'number',
        description: {en: 'The bearing in degrees.', ja: '度単位の方位です。'},
      },
      example: `const bearing = map.getBearing();
console.log('Rotated by', bearing, 'degrees');`,
    },
    {
      kind: 'method',
      name: 'setBearing',
      description: {
        en: 'Rotates the map to a bearing without animation, the same as `jumpTo({bearing})`.',
        ja: 'アニメーションなしで地図を指定した方位に回転させます。`jumpTo({bearing})` と同じです。',
      },
      params: [
        {
          name: 'bearing',
          type: 'number',
          description: {
            en: 'The bearing in degrees; `90` puts east at the top.',
            ja: '度単位の方位です。`90` で東が上になります。',
          },
        },
        EVENT_DATA,
      ],
      returns: CHAIN,
      example: `map.setBearing(90);`,
    },
    {
      kind: 'method',
      name: 'rotateTo',
      description: {
        en: 'Rotates the map to a bearing with an animated transition. The rotation takes the shorter way around.',
        ja: 'アニメーション付きで地図を指定した方位まで回転させます。回転は角度の小さい向きで行われます。',
      },
      params: [
        {
          name: 'bearing',
          type: 'number',
          description: {
            en: 'The bearing to rotate to, in degrees.',
            ja: '回転先の方位（度）です。',
          },
        },
        EASING_OPTIONS,
        EVENT_DATA,
      ],
      returns: CHAIN,
      example: `map.rotateTo(45, {duration: 2000});`,
    },
    {
      kind: 'method',
      name: 'resetNorth',
      description: {
        en: 'Rotates the map back to a bearing of `0` (north up) with an animated transition. The animation lasts 1000 milliseconds unless `options.duration` says otherwise.',
        ja: 'アニメーション付きで地図を方位 `0`（北が上）に戻します。`options.duration` を指定しない場合、アニメーションは 1000 ミリ秒です。',
      },
      params: [EASING_OPTIONS, EVENT_DATA],
      returns: CHAIN,
      example: `map.resetNorth({duration: 500});`,
    },
    {
      kind: 'method',
      name: 'resetNorthPitch',
      description: {
        en: 'Animates both the bearing and the pitch back to `0`, so that north is up and the map is seen from straight above. The animation lasts 1000 milliseconds by default.',
        ja: '方位とピッチの両方をアニメーション付きで `0` に戻し、北が上で真上から見下ろす状態にします。アニメーションの長さは既定で 1000 ミリ秒です。',
      },
      params: [EASING_OPTIONS, EVENT_DATA],
      returns: CHAIN,
      example: `map.resetNorthPitch();`,
    },
    {
      kind: 'method',
      name: 'snapToNorth',
      description: {
        en: 'Rotates the map to north, as `resetNorth` does, but only if the current bearing is within the `bearingSnap` threshold of the map (7 degrees by default). Otherwise nothing changes.',
        ja: '現在の方位が地図の `bearingSnap` のしきい値（既定は 7 度）の範囲内である場合だけ、`resetNorth` と同様に北向きへ回転させます。それ以外の場合は何も変わりません。',
      },
      params: [EASING_OPTIONS, EVENT_DATA],
      returns: CHAIN,
      example: `// Straighten the map only if it is almost facing north.
map.snapToNorth({duration: 300});`,
    },
    {
      kind: 'method',
      name: 'getPadding',
      description: {
        en: 'Returns the current camera padding: the space, in pixels, kept on each side of the viewport. Padding moves the visual center of the map away from the middle of the canvas.',
        ja: '現在のカメラのパディング（ビューポートの各辺に確保するピクセル単位の余白）を返します。パディングがあると、地図の見かけ上の中心がキャンバスの中央からずれます。',
      },
      returns: {
        type: 'PaddingOptions',
        description: {
          en: 'An object with `top`, `bottom`, `left` and `right`.',
          ja: '`top`・`bottom`・`left`・`right` を持つオブジェクトです。',
        },
      },
      example: `const {left, right} = map.getPadding();
console.log('Horizontal padding:', left + right);`,
    },
    {
      kind: 'method',
      name: 'setPadding',
      description: {
        en: 'Sets the camera padding without animation, the same as `jumpTo({padding})`. The padding stays in effect for later camera changes, which is useful when a side panel covers part of the map.',
        ja: 'アニメーションなしでカメラのパディングを設定します。`jumpTo({padding})` と同じです。パディングはその後のカメラ操作にも適用され続けるため、サイドパネルが地図の一部を覆う場合などに便利です。',
      },
      params: [
        {
          name: 'padding',
          type: 'PaddingOptions',
          description: {
            en: 'Padding in pixels for `top`, `bottom`, `left` and `right`.',
            ja: '`top`・`bottom`・`left`・`right` のパディング（ピクセル）です。',
          },
        },
        EVENT_DATA,
      ],
      returns: CHAIN,
      example: `// Keep the focus clear of a 320 px wide sidebar on the left.
map.setPadding({top: 0, bottom: 0, left: 320, right: 0});`,
    },
    {
      kind: 'method',
      name: 'getPitch',
      description: {
        en: 'Returns the current pitch (tilt) in degrees. `0` looks straight down; higher values tilt the view toward the horizon.',
        ja: '現在のピッチ（傾き）を度単位で返します。`0` は真下を見下ろす状態で、値が大きいほど視点が地平線側に傾きます。',
      },
      returns: {
        type: 'number',
        description: {en: 'The pitch in degrees.', ja: '度単位のピッチです。'},
      },
      example: `if (map.getPitch() > 45) {
  console.log('The view is strongly tilted');
}`,
    },
    {
      kind: 'method',
      name: 'setPitch',
      description: {
        en: 'Sets the pitch (tilt) without animation, the same as `jumpTo({pitch})`. The value is kept between the minimum and maximum pitch of the map (0 to 85 degrees by default). Fires the `move` and `pitch` events with their start and end forms.',
        ja: 'アニメーションなしでピッチ（傾き）を設定します。`jumpTo({pitch})` と同じです。値は地図の最小・最大ピッチ（既定では 0〜85 度）の範囲内に収められます。`move` と `pitch` のイベント（開始・終了を含む）が発生します。',
      },
      params: [
        {
          name: 'pitch',
          type: 'number',
          description: {en: 'The pitch in degrees.', ja: '度単位のピッチです。'},
        },
        EVENT_DATA,
      ],
      returns: CHAIN,
      example: `map.setPitch(60);`,
    },
    {
      kind: 'method',
      name: 'getVerticalFieldOfView',
      badges: ['experimental'],
      description: {
        en: 'Returns the vertical field of view of the camera in degrees: the angle between the top and the bottom edge of the view. This API is experimental.',
        ja: 'カメラの垂直方向の視野角を度単位で返します。視野角は、ビューの上端と下端の間の角度です。この API は実験的なものです。',
      },
      returns: {
        type: 'number',
        description: {
          en: 'The vertical field of view in degrees.',
          ja: '度単位の垂直方向の視野角です。',
        },
      },
      example: `const fov = map.getVerticalFieldOfView();
console.log('Vertical field of view:', fov, 'degrees');`,
    },
    {
      kind: 'method',
      name: 'setVerticalFieldOfView',
      badges: ['experimental'],
      description: {
        en: 'Sets the vertical field of view of the camera without animation, the same as `jumpTo({fov})`. A smaller angle narrows the view like a telephoto lens and weakens the perspective; a larger one widens the view and strengthens the perspective of a pitched map. Fires `movestart` and `moveend`. This API is experimental and may change in a later release.',
        ja: 'アニメーションなしでカメラの垂直方向の視野角を設定します。`jumpTo({fov})` と同じです。角度を小さくすると望遠レンズのように表示範囲が狭まって遠近感が弱まり、大きくすると表示範囲が広がって、傾けた地図の遠近感が強まります。`movestart` と `moveend` が発生します。この API は実験的なもので、今後のリリースで変更される可能性があります。',
      },
      params: [
        {
          name: 'fov',
          type: 'number',
          description: {
            en: 'The vertical field of view in degrees, from 0.01 to 60. Values outside this range are clamped to it.',
            ja: '度単位の垂直方向の視野角です。0.01〜60 の範囲で指定し、範囲外の値はこの範囲内に収められます。',
          },
        },
        EVENT_DATA,
      ],
      returns: CHAIN,
      example: `// A narrow, telephoto-like view of a tilted map.
map.setPitch(60);
map.setVerticalFieldOfView(15);`,
    },
    {
      kind: 'method',
      name: 'getHorizontalFieldOfView',
      badges: ['experimental'],
      description: {
        en: 'Returns the horizontal field of view of the camera in degrees. It follows from the vertical field of view and the aspect ratio of the map, so it changes when the map is resized. It cannot be set directly: change the vertical field of view with `setVerticalFieldOfView` instead. This API is experimental.',
        ja: 'カメラの水平方向の視野角を度単位で返します。この値は垂直方向の視野角と地図の縦横比から決まるため、地図のサイズが変わると変化します。直接は設定できないため、代わりに `setVerticalFieldOfView` で垂直方向の視野角を変更してください。この API は実験的なものです。',
      },
      returns: {
        type: 'number',
        description: {
          en: 'The horizontal field of view in degrees.',
          ja: '度単位の水平方向の視野角です。',
        },
      },
      example: `map.on('resize', () => {
  console.log('Horizontal field of view:', map.getHorizontalFieldOfView(), 'degrees');
});`,
    },
    {
      kind: 'method',
      name: 'cameraForBounds',
      description: {
        en: 'Computes the camera that would show the given bounds as large as possible, up to the maximum zoom, without moving the map. Pass the result to `jumpTo`, `easeTo` or `flyTo`.\n\nIf the bounds cannot fit (for example because the padding is larger than the map), a warning is logged and `undefined` is returned.',
        ja: '地図を動かさずに、指定した範囲を最大ズームまでの範囲でできるだけ大きく表示するカメラを計算します。結果は `jumpTo`・`easeTo`・`flyTo` に渡せます。\n\n範囲が収まらない場合（パディングが地図より大きいなど）は警告が出力され、`undefined` が返ります。',
      },
      params: [
        {
          name: 'bounds',
          type: 'LngLatBoundsLike',
          description: {
            en: 'The area to fit, as an `LngLatBounds` or `[[west, south], [east, north]]`.',
            ja: '収める範囲です。`LngLatBounds` または `[[west, south], [east, north]]` で指定します。',
          },
        },
        {
          name: 'options',
          type: 'CameraOptions',
          optional: true,
          description: {
            en: 'Settings for the computed camera.',
            ja: '計算するカメラの設定です。',
          },
        },
        {
          name: 'options.padding',
          type: 'number | PaddingOptions',
          optional: true,
          description: {
            en: 'Space in pixels to keep between the bounds and the edges of the map, on all sides or per side.',
            ja: '範囲と地図の端との間に確保する余白（ピクセル）です。全辺共通の値か、辺ごとの値を指定します。',
          },
        },
        {
          name: 'options.bearing',
          type: 'number',
          default: '0',
          description: {
            en: 'Bearing of the computed camera, in degrees.',
            ja: '計算するカメラの方位（度）です。',
          },
        },
        {
          name: 'options.pitch',
          type: 'number',
          default: '0',
          description: {
            en: 'Pitch of the computed camera, in degrees.',
            ja: '計算するカメラのピッチ（度）です。',
          },
        },
        {
          name: 'options.offset',
          type: 'PointLike',
          default: '[0, 0]',
          description: {
            en: 'Pixel offset of the center of the bounds from the center of the map.',
            ja: '地図の中心に対する、範囲の中心のオフセット（ピクセル）です。',
          },
        },
        {
          name: 'options.maxZoom',
          type: 'number',
          optional: true,
          description: {
            en: 'Highest zoom level the result may use. Defaults to the maximum zoom of the map.',
            ja: '結果に使える最大のズームレベルです。既定は地図の最大ズームです。',
          },
        },
      ],
      returns: {
        type: 'CameraOptions | undefined',
        description: {
          en: 'The `center`, `zoom`, `bearing` and `pitch` that fit the bounds, or `undefined` if they cannot fit.',
          ja: '範囲に合う `center`・`zoom`・`bearing`・`pitch`、または収まらない場合は `undefined` です。',
        },
      },
      example: `const camera = map.cameraForBounds([[-79, 43], [-73, 45]], {padding: 40});
if (camera) {
  map.easeTo({...camera, duration: 1000});
}`,
    },
    {
      kind: 'method',
      name: 'fitBounds',
      description: {
        en: 'Pans and zooms the map so that the given bounds fill the view, at the highest zoom that fits (up to `options.maxZoom`). The move is animated with `flyTo` unless `options.linear` is `true`, in which case `easeTo` is used; all `AnimationOptions` apply.\n\nThe bearing and pitch end at `0` unless you pass `options.bearing` or `options.pitch`. If camera padding is set on the map, the bounds are fitted inside it.',
        ja: '指定した範囲がビューいっぱいに収まる最大のズーム（`options.maxZoom` まで）になるよう、地図をパンおよびズームします。`options.linear` が `true` でない限り移動は `flyTo` でアニメーションし、`true` の場合は `easeTo` を使います。`AnimationOptions` はすべて使えます。\n\n`options.bearing` や `options.pitch` を渡さない場合、方位とピッチは最終的に `0` になります。地図にカメラのパディングが設定されている場合、範囲はその内側に収められます。',
      },
      params: [
        {
          name: 'bounds',
          type: 'LngLatBoundsLike',
          description: {
            en: 'The area to show, as an `LngLatBounds` or `[[west, south], [east, north]]`.',
            ja: '表示する範囲です。`LngLatBounds` または `[[west, south], [east, north]]` で指定します。',
          },
        },
        {
          name: 'options',
          type: 'CameraOptions & AnimationOptions',
          optional: true,
          description: {
            en: 'Fitting and animation settings; the fields below are the most used.',
            ja: '収め方とアニメーションの設定です。よく使う項目を以下に示します。',
          },
        },
        {
          name: 'options.padding',
          type: 'number | PaddingOptions',
          optional: true,
          description: {
            en: 'Space in pixels to keep between the bounds and the edges of the map, on all sides or per side.',
            ja: '範囲と地図の端との間に確保する余白（ピクセル）です。全辺共通の値か、辺ごとの値を指定します。',
          },
        },
        {
          name: 'options.bearing',
          type: 'number',
          default: '0',
          description: {
            en: 'Bearing at the end of the move, in degrees.',
            ja: '移動後の方位（度）です。',
          },
        },
        {
          name: 'options.pitch',
          type: 'number',
          default: '0',
          description: {
            en: 'Pitch at the end of the move, in degrees.',
            ja: '移動後のピッチ（度）です。',
          },
        },
        {
          name: 'options.linear',
          type: 'boolean',
          default: 'false',
          description: {
            en: 'When `true`, animates with `easeTo` instead of `flyTo`.',
            ja: '`true` の場合、`flyTo` の代わりに `easeTo` でアニメーションします。',
          },
        },
        {
          name: 'options.easing',
          type: 'Function',
          optional: true,
          description: {
            en: 'Easing function for the animation; takes a time from 0 to 1 and returns progress from 0 to 1.',
            ja: 'アニメーションのイージング関数です。0〜1 の時間を受け取り、0〜1 の進み具合を返します。',
          },
        },
        {
          name: 'options.offset',
          type: 'PointLike',
          default: '[0, 0]',
          description: {
            en: 'Pixel offset of the center of the bounds from the center of the map.',
            ja: '地図の中心に対する、範囲の中心のオフセット（ピクセル）です。',
          },
        },
        {
          name: 'options.maxZoom',
          type: 'number',
          optional: true,
          description: {
            en: 'Highest zoom level to use. Helpful for small bounds, such as a single point. Defaults to the maximum zoom of the map.',
            ja: '使用する最大のズームレベルです。1 点だけのような小さな範囲で役立ちます。既定は地図の最大ズームです。',
          },
        },
        EVENT_DATA,
      ],
      returns: CHAIN,
      example: `map.fitBounds(
  [
    [-123.07, 49.19],
    [-122.98, 49.32],
  ],
  {padding: {top: 40, bottom: 40, left: 20, right: 20}, maxZoom: 14},
);`,
    },
    {
      kind: 'method',
      name: 'fitScreenCoordinates',
      description: {
        en: 'Pans, zooms and rotates the map so that the box between two pixel positions on the screen fills the view at the given bearing. To keep the current rotation, pass `map.getBearing()`. The box zoom gesture uses this method.',
        ja: '画面上の 2 つのピクセル位置で囲まれた矩形が、指定した方位でビューいっぱいに表示されるよう、地図をパン・ズーム・回転させます。現在の回転を保つには `map.getBearing()` を渡します。ボックスズームのジェスチャーもこのメソッドを使っています。',
      },
      params: [
        {
          name: 'p0',
          type: 'PointLike',
          description: {
            en: 'First corner of the box, in pixels from the top left of the map.',
            ja: '矩形の 1 つ目の角です。地図の左上からのピクセル座標で指定します。',
          },
        },
        {
          name: 'p1',
          type: 'PointLike',
          description: {
            en: 'Opposite corner of the box, in pixels.',
            ja: '矩形の反対側の角（ピクセル）です。',
          },
        },
        {
          name: 'bearing',
          type: 'number',
          description: {
            en: 'Bearing at the end of the move, in degrees.',
            ja: '移動後の方位（度）です。',
          },
        },
        {
          name: 'options',
          type: 'CameraOptions & AnimationOptions',
          optional: true,
          description: {
            en: 'Fitting and animation settings, as for `fitBounds`.',
            ja: '`fitBounds` と同様の、収め方とアニメーションの設定です。',
          },
        },
        {
          name: 'options.padding',
          type: 'number | PaddingOptions',
          optional: true,
          description: {
            en: 'Space in pixels to keep around the box.',
            ja: '矩形の周囲に確保する余白（ピクセル）です。',
          },
        },
        {
          name: 'options.pitch',
          type: 'number',
          optional: true,
          description: {
            en: 'Pitch at the end of the move, in degrees. Defaults to the current pitch.',
            ja: '移動後のピッチ（度）です。既定は現在のピッチです。',
          },
        },
        {
          name: 'options.linear',
          type: 'boolean',
          default: 'false',
          description: {
            en: 'When `true`, animates with `easeTo` instead of `flyTo`.',
            ja: '`true` の場合、`flyTo` の代わりに `easeTo` でアニメーションします。',
          },
        },
        {
          name: 'options.offset',
          type: 'PointLike',
          default: '[0, 0]',
          description: {
            en: 'Pixel offset of the center of the box from the center of the map.',
            ja: '地図の中心に対する、矩形の中心のオフセット（ピクセル）です。',
          },
        },
        {
          name: 'options.maxZoom',
          type: 'number',
          optional: true,
          description: {
            en: 'Highest zoom level to use. Defaults to the maximum zoom of the map.',
            ja: '使用する最大のズームレベルです。既定は地図の最大ズームです。',
          },
        },
        EVENT_DATA,
      ],
      returns: CHAIN,
      example: `// Zoom into the box between two pixel positions, keeping the rotation.
map.fitScreenCoordinates([200, 150], [520, 400], map.getBearing(), {padding: 20});`,
    },
    {
      kind: 'method',
      name: 'queryTerrainElevation',
      description: {
        en: 'Returns the height of the 3D terrain, in meters, at a location. It returns `null` when terrain is off or its data for that place has not loaded yet; to be sure the data is there, keep the location in view and wait for the `idle` event.',
        ja: '指定した位置の 3D 地形の高さをメートル単位で返します。地形が無効な場合や、その場所の地形データがまだ読み込まれていない場合は `null` を返します。確実にデータを得るには、その位置を表示したまま `idle` イベントを待ってください。',
      },
      params: [
        {
          name: 'lnglat',
          type: 'LngLatLike',
          description: {en: 'The location to query.', ja: '高さを調べる位置です。'},
        },
        {
          name: 'options',
          type: 'Object',
          optional: true,
          description: {en: 'Query settings.', ja: '問い合わせの設定です。'},
        },
        {
          name: 'options.exaggerated',
          type: 'boolean',
          default: 'true',
          description: {
            en: "When `true`, the terrain's `exaggeration` from the style is applied to the result; when `false`, the raw elevation of the data is returned.",
            ja: '`true` の場合、スタイルで指定された地形の `exaggeration`（誇張率）を結果に適用します。`false` の場合はデータそのものの標高を返します。',
          },
        },
      ],
      returns: {
        type: 'number | null',
        description: {
          en: 'The elevation in meters, or `null` if it is not available.',
          ja: 'メートル単位の標高です。取得できない場合は `null` です。',
        },
      },
      example: `map.once('idle', () => {
  const elevation = map.queryTerrainElevation([7.6586, 45.9763], {exaggerated: false});
  console.log('Elevation:', elevation, 'm');
});`,
    },
    {
      kind: 'method',
      name: 'jumpTo',
      description: {
        en: 'Changes any combination of center, zoom, bearing, pitch and padding at once, without animation. Values you leave out keep their current setting. Any running camera animation is stopped first.',
        ja: '中心・ズーム・方位・ピッチ・パディングを任意に組み合わせて、アニメーションなしで一度に変更します。指定しなかった値は現在の設定のままです。実行中のカメラアニメーションは先に停止されます。',
      },
      params: [
        {
          name: 'options',
          type: 'CameraOptions',
          description: {
            en: 'The camera values to change.',
            ja: '変更するカメラの値です。',
          },
        },
        {
          name: 'options.center',
          type: 'LngLatLike',
          optional: true,
          description: {en: 'New center of the map.', ja: '地図の新しい中心です。'},
        },
        {
          name: 'options.zoom',
          type: 'number',
          optional: true,
          description: {en: 'New zoom level.', ja: '新しいズームレベルです。'},
        },
        {
          name: 'options.bearing',
          type: 'number',
          optional: true,
          description: {en: 'New bearing, in degrees.', ja: '新しい方位（度）です。'},
        },
        {
          name: 'options.pitch',
          type: 'number',
          optional: true,
          description: {en: 'New pitch, in degrees.', ja: '新しいピッチ（度）です。'},
        },
        {
          name: 'options.padding',
          type: 'number | PaddingOptions',
          optional: true,
          description: {
            en: 'New camera padding in pixels. It stays set on the map for later camera changes.',
            ja: '新しいカメラのパディング（ピクセル）です。地図に設定されたまま、その後のカメラ操作にも適用されます。',
          },
        },
        {
          name: 'options.retainPadding',
          type: 'boolean',
          default: 'true',
          description: {
            en: 'When `false`, `padding` is used for this call only and the map keeps its previous padding.',
            ja: '`false` の場合、`padding` はこの呼び出しにだけ使われ、地図のパディングは以前のままになります。',
          },
        },
        EVENT_DATA,
      ],
      returns: CHAIN,
      example: `map.jumpTo({
  center: [-74.006, 40.7128],
  zoom: 14,
  bearing: 30,
  pitch: 50,
});`,
    },
    {
      kind: 'method',
      name: 'getFreeCameraOptions',
      description: {
        en: 'Returns the position and orientation of the camera as a `FreeCameraOptions` object. Changing the object does not move the camera until you pass it to `setFreeCameraOptions`. Only the Mercator projection supports it; with other projections a warning is logged.',
        ja: 'カメラの位置と向きを `FreeCameraOptions` オブジェクトとして返します。オブジェクトを変更しても、`setFreeCameraOptions` に渡すまでカメラは動きません。メルカトル図法でのみサポートされ、他の投影法では警告が出力されます。',
      },
      returns: {
        type: 'FreeCameraOptions',
        description: {
          en: 'The current camera position and orientation.',
          ja: '現在のカメラの位置と向きです。',
        },
      },
      example: `const camera = map.getFreeCameraOptions();
const {lng, lat} = camera.position.toLngLat();
console.log('Camera at', lng, lat, 'altitude', camera.position.toAltitude(), 'm');`,
    },
    {
      kind: 'method',
      name: 'setFreeCameraOptions',
      description: {
        en: 'Places the camera by its position and orientation instead of by center, zoom, bearing and pitch, without animation. The state must still be expressible as ordinary camera values: out-of-range values are clamped, and an orientation that cannot be converted (for example one that turns the camera upside down) is ignored.\n\nOnly the Mercator projection supports it; with other projections a warning is logged and the camera does not move.',
        ja: '中心・ズーム・方位・ピッチではなく、カメラの位置と向きを直接指定して、アニメーションなしでカメラを配置します。その状態は通常のカメラの値でも表せる必要があり、範囲外の値は範囲内に収められ、変換できない向き（カメラが上下逆になる向きなど）は無視されます。\n\nメルカトル図法でのみサポートされ、他の投影法では警告が出力されてカメラは動きません。',
      },
      params: [
        {
          name: 'options',
          type: 'FreeCameraOptions',
          description: {
            en: 'The camera position and orientation, usually obtained from `getFreeCameraOptions` and then changed.',
            ja: 'カメラの位置と向きです。通常は `getFreeCameraOptions` で取得したものを変更して使います。',
          },
        },
        EVENT_DATA,
      ],
      returns: CHAIN,
      example: `const camera = map.getFreeCameraOptions();
camera.position = %product%gl.MercatorCoordinate.fromLngLat([7.7, 45.94], 4000);
camera.lookAtPoint([7.6586, 45.9763]);
map.setFreeCameraOptions(camera);`,
    },
    {
      kind: 'method',
      name: 'easeTo',
      description: {
        en: 'Animates any combination of center, zoom, bearing, pitch and padding from their current values to new ones along a direct path. Values you leave out keep their current setting. The default animation lasts 500 milliseconds.\n\nIf the reader has asked the operating system to reduce motion, the change happens at once unless `options.essential` is `true`.',
        ja: '中心・ズーム・方位・ピッチ・パディングを任意に組み合わせて、現在の値から新しい値へ直線的な経路でアニメーションさせます。指定しなかった値は現在の設定のままです。既定のアニメーションの長さは 500 ミリ秒です。\n\n読者が OS の設定で動きの抑制（reduced motion）を有効にしている場合、`options.essential` が `true` でない限り変更は即座に行われます。',
      },
      params: [
        {
          name: 'options',
          type: 'CameraOptions & AnimationOptions',
          description: {
            en: 'Target camera values (`center`, `zoom`, `bearing`, `pitch`, `around`, `padding`) and animation settings.',
            ja: '目標のカメラの値（`center`・`zoom`・`bearing`・`pitch`・`around`・`padding`）とアニメーション設定です。',
          },
        },
        {
          name: 'options.duration',
          type: 'number',
          default: '500',
          description: {
            en: 'Length of the animation in milliseconds.',
            ja: 'アニメーションの長さ（ミリ秒）です。',
          },
        },
        {
          name: 'options.easing',
          type: 'Function',
          optional: true,
          description: {
            en: 'Easing function; takes a time from 0 to 1 and returns progress from 0 to 1. Defaults to an ease-in-out curve.',
            ja: 'イージング関数です。0〜1 の時間を受け取り、0〜1 の進み具合を返します。既定はイーズイン・アウトの曲線です。',
          },
        },
        {
          name: 'options.animate',
          type: 'boolean',
          default: 'true',
          description: {
            en: 'When `false`, the camera changes at once.',
            ja: '`false` の場合、カメラは即座に変更されます。',
          },
        },
        {
          name: 'options.essential',
          type: 'boolean',
          default: 'false',
          description: {
            en: 'When `true`, the animation runs even if the reader prefers reduced motion.',
            ja: '`true` の場合、読者がモーションの抑制を希望していてもアニメーションを実行します。',
          },
        },
        EVENT_DATA,
      ],
      returns: CHAIN,
      example: `map.easeTo({
  center: [-122.4194, 37.7749],
  zoom: 13,
  pitch: 45,
  duration: 1500,
});`,
    },
    {
      kind: 'method',
      name: 'flyTo',
      description: {
        en: 'Animates the camera along a path that zooms out, travels and zooms back in, like a flight. It keeps the reader oriented over long distances, where `easeTo` would race across the map. It accepts all `CameraOptions` and `AnimationOptions`; unless `options.duration` is set, the length of the animation follows from the distance and the `speed` or `screenSpeed` options.\n\nIf the reader has asked the operating system to reduce motion, it behaves like `jumpTo` unless `options.essential` is `true`.',
        ja: 'ズームアウトしてから移動し、再びズームインする、飛行のような経路でカメラをアニメーションさせます。`easeTo` では地図が一気に流れてしまう長距離の移動でも、読者が現在地を見失いにくくなります。`CameraOptions` と `AnimationOptions` をすべて使えます。`options.duration` を指定しない場合、アニメーションの長さは移動距離と `speed` または `screenSpeed` から決まります。\n\n読者が OS の設定で動きの抑制（reduced motion）を有効にしている場合、`options.essential` が `true` でない限り `jumpTo` と同じ動作になります。',
      },
      params: [
        {
          name: 'options',
          type: 'CameraOptions & AnimationOptions',
          description: {
            en: 'Target camera values, animation settings and the flight options below.',
            ja: '目標のカメラの値、アニメーション設定、および以下の飛行用オプションです。',
          },
        },
        {
          name: 'options.curve',
          type: 'number',
          default: '1.42',
          description: {
            en: 'How far the flight zooms out on the way. Higher values zoom out more; values near 1 give a flatter path closer to `easeTo`. Ignored when `options.minZoom` is set.',
            ja: '途中でどれだけズームアウトするかを決めます。値が大きいほど大きくズームアウトし、1 に近い値ほど、`easeTo` と似た平らな経路となります。`options.minZoom` を指定した場合は無視されます。',
          },
        },
        {
          name: 'options.minZoom',
          type: 'number',
          optional: true,
          description: {
            en: 'Zoom level at the highest point of the flight. When set, `options.curve` is ignored.',
            ja: '飛行経路の最も高い地点でのズームレベルです。指定すると `options.curve` は無視されます。',
          },
        },
        {
          name: 'options.speed',
          type: 'number',
          default: '1.2',
          description: {
            en: 'Average speed relative to `curve`: at `1.2` the view travels about 1.2 times `curve` screen widths per second. Higher is faster.',
            ja: '`curve` を基準にした平均速度です。`1.2` では 1 秒あたり画面幅の約 1.2 × `curve` 倍だけ進みます。値が大きいほど速くなります。',
          },
        },
        {
          name: 'options.screenSpeed',
          type: 'number',
          optional: true,
          description: {
            en: 'Average speed in screen widths per second, assuming linear timing. An alternative to `speed`; set only one of the two.',
            ja: '線形のタイミングを仮定した、1 秒あたりの画面幅数で表す平均速度です。`speed` の代わりに使うもので、どちらか一方だけを指定します。',
          },
        },
        {
          name: 'options.maxDuration',
          type: 'number',
          optional: true,
          description: {
            en: 'Upper limit for the duration, in milliseconds. If the computed duration is longer, the camera moves at once instead of animating.',
            ja: 'アニメーションの長さの上限（ミリ秒）です。計算された長さがこれを超える場合、アニメーションせず即座に移動します。',
          },
        },
        EVENT_DATA,
      ],
      returns: CHAIN,
      example: `map.flyTo({
  center: [2.3522, 48.8566],
  zoom: 13,
  bearing: -17,
  pitch: 45,
  speed: 1.6,
  essential: true,
});`,
    },
    {
      kind: 'method',
      name: 'stop',
      description: {
        en: 'Stops any camera animation in progress (`easeTo`, `flyTo`, a pan or zoom with inertia), leaving the camera where it is. `moveend` fires as for any other end of a movement.',
        ja: '進行中のカメラのアニメーション（`easeTo`、`flyTo`、慣性によるパンやズーム）を止め、カメラをその位置に残します。ほかの移動の終わりと同じく `moveend` が発生します。',
      },
      returns: CHAIN,
      example: `map.on('mousedown', () => {
  map.stop();
});`,
    },
  ],
};

const EVENTS: ApiGroup = {
  id: 'events',
  title: {en: 'Events', ja: 'イベント'},
  collapsed: true,
  members: [
    {
      kind: 'event',
      name: 'mousedown',
      eventType: 'MapMouseEvent',
      description: {
        en: 'Fires when a mouse button is pressed over the map. With a layer id (`map.on(type, layerId, listener)`), it fires only when the press is over a feature of that layer.',
        ja: '地図上でマウスボタンが押されたときに発生します。レイヤー ID を指定した場合（`map.on(type, layerId, listener)`）は、そのレイヤーのフィーチャーの上で押されたときだけ発生します。',
      },
    },
    {
      kind: 'event',
      name: 'mouseup',
      eventType: 'MapMouseEvent',
      description: {
        en: 'Fires when a mouse button is released over the map. It can be limited to a layer with a layer id.',
        ja: '地図上でマウスボタンが離されたときに発生します。レイヤー ID を指定して特定のレイヤーに限定できます。',
      },
    },
    {
      kind: 'event',
      name: 'mouseover',
      eventType: 'MapMouseEvent',
      description: {
        en: 'Fires when the pointer moves onto the map or one of its child elements. With a layer id, it fires when the pointer enters a feature of that layer, like `mouseenter`.',
        ja: 'ポインターが地図またはその子要素の上へ入ったときに発生します。レイヤー ID を指定した場合は `mouseenter` と同じく、ポインターがそのレイヤーのフィーチャーへ入ったときに発生します。',
      },
    },
    {
      kind: 'event',
      name: 'mousemove',
      eventType: 'MapMouseEvent',
      description: {
        en: 'Fires each time the pointer moves while it is over the map. With a layer id, it fires only while the pointer is over a feature of that layer, and `e.features` holds those features.',
        ja: 'ポインターが地図上で動くたびに発生します。レイヤー ID を指定した場合は、ポインターがそのレイヤーのフィーチャーの上にある間だけ発生し、`e.features` にそのフィーチャーが入ります。',
      },
      example: `map.on('mousemove', (e) => {
  const {lng, lat} = e.lngLat;
  document.getElementById('coords').textContent = lng.toFixed(5) + ', ' + lat.toFixed(5);
});`,
    },
    {
      kind: 'event',
      name: 'preclick',
      eventType: 'MapMouseEvent',
      description: {
        en: 'Fires for each click just before the `click` event, so that code (such as closing popups) can run before any `click` listener.',
        ja: 'クリックごとに `click` イベントの直前に発生します。ポップアップを閉じる処理などを、どの `click` リスナーよりも先に実行できます。',
      },
    },
    {
      kind: 'event',
      name: 'click',
      eventType: 'MapMouseEvent',
      description: {
        en: 'Fires when a mouse button is pressed and released at the same place on the map, without a drag. The event has the pixel position `e.point` and the location `e.lngLat`. With a layer id, it fires only when the click hits a feature of that layer, and `e.features` holds the features under the pointer, topmost first.',
        ja: 'ドラッグせずに、地図上の同じ場所でマウスボタンを押して離したときに発生します。イベントにはピクセル位置 `e.point` と地理的な位置 `e.lngLat` が含まれます。レイヤー ID を指定した場合は、クリックがそのレイヤーのフィーチャーに当たったときだけ発生し、`e.features` にポインター下のフィーチャーが上にあるものから順に入ります。',
      },
      example: `map.on('click', (e) => {
  console.log('Clicked at', e.lngLat.toArray(), 'pixel', e.point.x, e.point.y);
});

map.on('click', 'stations', (e) => {
  console.log('Station:', e.features[0].properties.name);
});`,
    },
    {
      kind: 'event',
      name: 'dblclick',
      eventType: 'MapMouseEvent',
      description: {
        en: 'Fires when the map is double-clicked. It can be limited to a layer with a layer id. Call `e.preventDefault()` to stop the double-click zoom for this event.',
        ja: '地図がダブルクリックされたときに発生します。レイヤー ID を指定して特定のレイヤーに限定できます。このイベントでダブルクリックズームを行わせないには `e.preventDefault()` を呼び出します。',
      },
    },
    {
      kind: 'event',
      name: 'mouseenter',
      eventType: 'MapMouseEvent',
      description: {
        en: "Fires when the pointer enters a visible feature of a layer, coming from outside that layer or from outside the map. It is only meaningful with a layer id: `map.on('mouseenter', 'layer-id', listener)`. Without one, the listener never runs.",
        ja: "ポインターがレイヤーの外側または地図の外側から、そのレイヤーの表示されているフィーチャーへ入ったときに発生します。レイヤー ID を指定した場合にだけ意味があります（`map.on('mouseenter', 'layer-id', listener)`）。指定しないとリスナーは実行されません。",
      },
      example: `map.on('mouseenter', 'stations', () => {
  map.getCanvas().style.cursor = 'pointer';
});`,
    },
    {
      kind: 'event',
      name: 'mouseleave',
      eventType: 'MapMouseEvent',
      description: {
        en: "Fires when the pointer leaves the features of a layer, or leaves the map while over them. Like `mouseenter`, it is only meaningful with a layer id: `map.on('mouseleave', 'layer-id', listener)`. To detect the pointer leaving the map itself, use `mouseout`.",
        ja: "ポインターがレイヤーのフィーチャーから離れたとき、またはフィーチャーの上から地図の外へ出たときに発生します。`mouseenter` と同じく、レイヤー ID を指定した場合にだけ意味があります（`map.on('mouseleave', 'layer-id', listener)`）。地図そのものからポインターが出たことを検出するには `mouseout` を使います。",
      },
      example: `map.on('mouseleave', 'stations', () => {
  map.getCanvas().style.cursor = '';
});`,
    },
    {
      kind: 'event',
      name: 'mouseout',
      eventType: 'MapMouseEvent',
      description: {
        en: 'Fires when the pointer leaves the map canvas.',
        ja: 'ポインターが地図のキャンバスから出たときに発生します。',
      },
    },
    {
      kind: 'event',
      name: 'contextmenu',
      eventType: 'MapMouseEvent',
      description: {
        en: 'Fires when the right mouse button is clicked or the context menu key is pressed over the map.',
        ja: '地図上でマウスの右ボタンがクリックされたとき、またはコンテキストメニューキーが押されたときに発生します。',
      },
    },
    {
      kind: 'event',
      name: 'wheel',
      eventType: 'MapWheelEvent',
      description: {
        en: 'Fires when a mouse wheel or trackpad scroll happens over the map. Call `e.preventDefault()` to stop the scroll zoom for this event.',
        ja: '地図上でマウスホイールやトラックパッドによるスクロールが行われたときに発生します。このイベントでスクロールズームを行わせないには `e.preventDefault()` を呼び出します。',
      },
      example: `map.on('wheel', (e) => {
  if (!e.originalEvent.ctrlKey) {
    e.preventDefault();
  }
});`,
    },
    {
      kind: 'event',
      name: 'touchstart',
      eventType: 'MapTouchEvent',
      description: {
        en: 'Fires when a finger touches the map. It can be limited to a layer with a layer id.',
        ja: '指が地図に触れると発生します。レイヤー ID を指定して特定のレイヤーに限定できます。',
      },
    },
    {
      kind: 'event',
      name: 'touchend',
      eventType: 'MapTouchEvent',
      description: {
        en: 'Fires when a finger is lifted from the map.',
        ja: '指が地図から離れたときに発生します。',
      },
    },
    {
      kind: 'event',
      name: 'touchmove',
      eventType: 'MapTouchEvent',
      description: {
        en: 'Fires when a finger moves on the map.',
        ja: '指が地図上で動いたときに発生します。',
      },
    },
    {
      kind: 'event',
      name: 'touchcancel',
      eventType: 'MapTouchEvent',
      description: {
        en: 'Fires when the browser cancels a touch on the map.',
        ja: 'ブラウザーが地図上のタッチをキャンセルしたときに発生します。',
      },
    },
    {
      kind: 'event',
      name: 'movestart',
      eventType: 'Object',
      description: {
        en: 'Fires just before the camera starts to change, whether from a user gesture or from a method such as `jumpTo` or `flyTo`. The event object has `originalEvent` (the DOM mouse, wheel or touch event) when a gesture caused the move, plus any `eventData` passed to the camera method.',
        ja: 'ユーザーのジェスチャーまたは `jumpTo`・`flyTo` などのメソッドによって、カメラが変わり始める直前に発生します。ジェスチャーによる移動の場合、イベントオブジェクトには `originalEvent`（DOM のマウス・ホイール・タッチイベント）が含まれます。また、カメラメソッドに渡した `eventData` も含まれます。',
      },
    },
    {
      kind: 'event',
      name: 'move',
      eventType: 'Object',
      description: {
        en: 'Fires repeatedly while the camera changes, from a gesture or an animation. Like `movestart`, it carries `originalEvent` when a user gesture caused it. Keep listeners light, as it fires on every frame of a move.',
        ja: 'ジェスチャーやアニメーションでカメラが変化している間、繰り返し発生します。`movestart` と同様、ユーザーのジェスチャーによる場合は `originalEvent` を含みます。移動中の毎フレームで発生するため、リスナーの処理は軽くしてください。',
      },
    },
    {
      kind: 'event',
      name: 'moveend',
      eventType: 'Object',
      description: {
        en: 'Fires once the camera has finished changing, after a gesture or a camera method. `e.originalEvent` is set when a user gesture caused the move, so you can tell user moves from code-driven ones.',
        ja: 'ジェスチャーやカメラメソッドによるカメラの変化が終わったときに発生します。ユーザーのジェスチャーによる移動では `e.originalEvent` が設定されるため、ユーザーの操作とコードによる移動を区別できます。',
      },
      example: `map.on('moveend', (e) => {
  const {lng, lat} = map.getCenter();
  const cause = e.originalEvent ? 'user' : 'code';
  console.log('Moved by', cause, 'to', lng.toFixed(4), lat.toFixed(4));
});`,
    },
    {
      kind: 'event',
      name: 'dragstart',
      eventType: 'Object',
      description: {
        en: 'Fires when a drag-to-pan gesture starts. The event object has `originalEvent`, the DOM mouse or touch event.',
        ja: 'ドラッグによるパンのジェスチャーが始まったときに発生します。イベントオブジェクトには DOM のマウスまたはタッチイベントである `originalEvent` が含まれます。',
      },
    },
    {
      kind: 'event',
      name: 'drag',
      eventType: 'Object',
      description: {
        en: 'Fires repeatedly during a drag-to-pan gesture, with `originalEvent`.',
        ja: 'ドラッグによるパンのジェスチャー中に繰り返し発生し、`originalEvent` を含みます。',
      },
    },
    {
      kind: 'event',
      name: 'dragend',
      eventType: 'Object',
      description: {
        en: 'Fires when a drag-to-pan gesture ends, with `originalEvent`. The map may keep moving afterwards because of inertia; wait for `moveend` for the final position.',
        ja: 'ドラッグによるパンのジェスチャーが終わったときに発生し、`originalEvent` を含みます。その後も地図は慣性で動き続けることがあります。最終的な位置は `moveend` を待って取得してください。',
      },
    },
    {
      kind: 'event',
      name: 'zoomstart',
      eventType: 'Object',
      description: {
        en: 'Fires just before the zoom level starts to change, from a gesture or a camera method. It carries `originalEvent` when a user gesture caused it.',
        ja: 'ジェスチャーまたはカメラメソッドによって、ズームレベルが変わり始める直前に発生します。ユーザーのジェスチャーによる場合は `originalEvent` を含みます。',
      },
    },
    {
      kind: 'event',
      name: 'zoom',
      eventType: 'Object',
      description: {
        en: 'Fires repeatedly while the zoom level changes.',
        ja: 'ズームレベルが変化している間、繰り返し発生します。',
      },
    },
    {
      kind: 'event',
      name: 'zoomend',
      eventType: 'Object',
      description: {
        en: 'Fires when the zoom level has finished changing. Rendering may still be in progress; use `idle` to wait until it is done.',
        ja: 'ズームレベルの変化が終わったときに発生します。描画はまだ続いている場合があるため、完了を待つには `idle` を使います。',
      },
      example: `map.on('zoomend', () => {
  console.log('Zoom is now', map.getZoom().toFixed(1));
});`,
    },
    {
      kind: 'event',
      name: 'rotatestart',
      eventType: 'Object',
      description: {
        en: 'Fires when the bearing starts to change, from a rotate gesture or a camera method that changes the bearing. It carries `originalEvent` when a user gesture caused it.',
        ja: '回転のジェスチャーまたは方位を変えるカメラメソッドによって、方位が変わり始めたときに発生します。ユーザーのジェスチャーによる場合は `originalEvent` を含みます。',
      },
    },
    {
      kind: 'event',
      name: 'rotate',
      eventType: 'Object',
      description: {
        en: 'Fires repeatedly while the bearing changes.',
        ja: '方位が変化している間、繰り返し発生します。',
      },
    },
    {
      kind: 'event',
      name: 'rotateend',
      eventType: 'Object',
      description: {
        en: 'Fires when the bearing has finished changing.',
        ja: '方位の変化が終わったときに発生します。',
      },
    },
    {
      kind: 'event',
      name: 'pitchstart',
      eventType: 'Object',
      description: {
        en: 'Fires when the pitch starts to change, from a gesture or a camera method. It carries `originalEvent` when a user gesture caused it.',
        ja: 'ジェスチャーまたはカメラメソッドによって、ピッチが変わり始めたときに発生します。ユーザーのジェスチャーによる場合は `originalEvent` を含みます。',
      },
    },
    {
      kind: 'event',
      name: 'pitch',
      eventType: 'Object',
      description: {
        en: 'Fires repeatedly while the pitch changes.',
        ja: 'ピッチが変化している間、繰り返し発生します。',
      },
    },
    {
      kind: 'event',
      name: 'pitchend',
      eventType: 'Object',
      description: {
        en: 'Fires when the pitch has finished changing.',
        ja: 'ピッチの変化が終わったときに発生します。',
      },
    },
    {
      kind: 'event',
      name: 'boxzoomstart',
      eventType: 'MapBoxZoomEvent',
      description: {
        en: 'Fires when a box zoom gesture (Shift + drag) starts.',
        ja: 'ボックスズームのジェスチャー（Shift + ドラッグ）が始まったときに発生します。',
      },
    },
    {
      kind: 'event',
      name: 'boxzoomend',
      eventType: 'MapBoxZoomEvent',
      description: {
        en: 'Fires when a box zoom gesture ends and the map zooms to the drawn box.',
        ja: 'ボックスズームのジェスチャーが終わり、描かれた矩形に地図がズームするときに発生します。',
      },
    },
    {
      kind: 'event',
      name: 'boxzoomcancel',
      eventType: 'MapBoxZoomEvent',
      description: {
        en: 'Fires when a box zoom gesture is cancelled, for example with the Escape key, or when the box is too small to zoom to.',
        ja: 'Escape キーなどでボックスズームのジェスチャーがキャンセルされたとき、または矩形が小さすぎてズームできないときに発生します。',
      },
    },
    {
      kind: 'event',
      name: 'resize',
      eventType: 'Object',
      description: {
        en: 'Fires right after the map has been resized, either automatically (when `trackResize` is on) or by a call to `map.resize()`. Any `eventData` passed to `resize` is added to the event object.',
        ja: '自動リサイズ（`trackResize` が有効な場合）または `map.resize()` の呼び出しによって、地図のサイズが変わった直後に発生します。`resize` に渡した `eventData` はイベントオブジェクトに追加されます。',
      },
    },
    {
      kind: 'event',
      name: 'load',
      eventType: 'Object',
      description: {
        en: 'Fires once, after the style and all resources needed for the first view have loaded and the first complete frame has been drawn. It is the usual place to add sources and layers. It does not fire again when the style changes; use `style.load` for that.',
        ja: 'スタイルと最初の表示に必要なすべてのリソースが読み込まれ、最初の完全なフレームが描画された後に一度だけ発生します。ソースやレイヤーを追加する場所として一般的です。スタイルが変わっても再び発生することはないため、その場合は `style.load` を使います。',
      },
      example: `map.on('load', () => {
  map.addSource('points', {type: 'geojson', data: '/data/points.geojson'});
  map.addLayer({id: 'points', type: 'circle', source: 'points'});
});`,
    },
    {
      kind: 'event',
      name: 'renderstart',
      eventType: 'Object',
      description: {
        en: 'Fires when the map starts drawing a frame. Together with `render`, it can measure how long a frame takes on the CPU.',
        ja: '地図がフレームの描画を始めたときに発生します。`render` と組み合わせると、1 フレームの CPU 処理時間を計測できます。',
      },
    },
    {
      kind: 'event',
      name: 'render',
      eventType: 'Object',
      description: {
        en: 'Fires each time the map draws a frame: when the camera moves, the style or a source changes, or tiles, glyphs or sprites load. It fires very often, so keep listeners short.',
        ja: '地図がフレームを描画するたびに発生します。描画はカメラの移動、スタイルやソースの変更、タイル・グリフ・スプライトの読み込みなどで起こります。発生頻度が非常に高いため、リスナーの処理は短くしてください。',
      },
    },
    {
      kind: 'event',
      name: 'idle',
      eventType: 'Object',
      description: {
        en: 'Fires after the last frame is drawn before the map becomes idle: no camera transition is running, every requested tile has loaded and all fade animations have finished. Use it to act on a fully rendered map.',
        ja: '地図がアイドル状態になる前の最後のフレームが描画された後に発生します。アイドル状態とは、カメラの遷移が実行されておらず、要求したタイルがすべて読み込まれ、フェードアニメーションもすべて完了した状態です。完全に描画された地図に対して処理を行うときに使います。',
      },
      example: `map.flyTo({center: [2.3522, 48.8566], zoom: 12});
map.once('idle', () => {
  console.log('Arrived, and every tile is rendered');
});`,
    },
    {
      kind: 'event',
      name: 'remove',
      eventType: 'Object',
      description: {
        en: 'Fires right after the map has been destroyed with `map.remove()`.',
        ja: '`map.remove()` で地図が破棄された直後に発生します。',
      },
    },
    {
      kind: 'event',
      name: 'error',
      eventType: 'Object',
      description: {
        en: 'Fires when an error occurs, such as a failed style, tile or image request. This is the main way the library reports errors, since many of its operations are asynchronous. The event object has an `error` property holding an `Error`. When no `error` listener is registered, errors are printed to the console.',
        ja: 'スタイル・タイル・画像のリクエスト失敗などのエラーが起きたときに発生します。多くの処理が非同期であるため、これがライブラリの主なエラー通知の手段です。イベントオブジェクトの `error` プロパティに `Error` が入ります。`error` のリスナーが登録されていない場合、エラーはコンソールに出力されます。',
      },
      example: `map.on('error', (e) => {
  console.error('Map error:', e.error.message);
});`,
    },
    {
      kind: 'event',
      name: 'webglcontextlost',
      eventType: 'Object',
      description: {
        en: 'Fires when the browser loses the WebGL context of the map, for example after a GPU reset. The DOM event is in `originalEvent`.',
        ja: 'GPU のリセットなどにより、ブラウザーが地図の WebGL コンテキストを失ったときに発生します。DOM イベントは `originalEvent` に入ります。',
      },
    },
    {
      kind: 'event',
      name: 'webglcontextrestored',
      eventType: 'Object',
      description: {
        en: 'Fires when the WebGL context has been restored after it was lost. The DOM event is in `originalEvent`.',
        ja: '失われた WebGL コンテキストが復元されたときに発生します。DOM イベントは `originalEvent` に入ります。',
      },
    },
    {
      kind: 'event',
      name: 'data',
      eventType: 'MapDataEvent',
      description: {
        en: "Fires when any map data loads or changes: the style, a source or one of its tiles. `e.dataType` is `'style'` or `'source'`; source events also carry `sourceId`, `isSourceLoaded` and, for tiles, `tile`.",
        ja: "スタイル、ソース、ソースのタイルなど、地図のデータが読み込まれたり変更されたりしたときに発生します。`e.dataType` は `'style'` または `'source'` で、ソースのイベントには `sourceId`・`isSourceLoaded`、タイルの場合は `tile` も含まれます。",
      },
      example: `map.on('data', (e) => {
  if (e.dataType === 'source' && e.sourceId === 'points' && e.isSourceLoaded) {
    console.log('The points source has finished loading');
  }
});`,
    },
    {
      kind: 'event',
      name: 'styledata',
      eventType: 'MapDataEvent',
      description: {
        en: 'Fires when the style loads or changes, for example after a layer or paint property was changed.',
        ja: 'スタイルが読み込まれたとき、またはレイヤーやペイントプロパティの変更などでスタイルが変わったときに発生します。',
      },
    },
    {
      kind: 'event',
      name: 'sourcedata',
      eventType: 'MapDataEvent',
      description: {
        en: 'Fires when a source loads or changes, including each time one of its tiles loads. Check `e.sourceId` and `e.isSourceLoaded` to find out when a particular source is ready.',
        ja: 'ソースが読み込まれたときや変更されたときに発生します。ソースのタイルが読み込まれるたびにも発生します。特定のソースの準備ができたかどうかは `e.sourceId` と `e.isSourceLoaded` で確認します。',
      },
      example: `map.on('sourcedata', (e) => {
  if (e.sourceId === 'points' && e.isSourceLoaded) {
    console.log('All visible tiles of "points" are loaded');
  }
});`,
    },
    {
      kind: 'event',
      name: 'dataloading',
      eventType: 'MapDataEvent',
      description: {
        en: 'Fires when any map data (style, source or tile) starts loading or changing asynchronously. Each `dataloading` event is followed by a `data` or an `error` event.',
        ja: 'スタイル・ソース・タイルなどの地図データが非同期で読み込みや変更を始めたときに発生します。各 `dataloading` イベントの後には `data` または `error` イベントが続きます。',
      },
    },
    {
      kind: 'event',
      name: 'styledataloading',
      eventType: 'MapDataEvent',
      description: {
        en: 'Fires when the style starts loading or changing asynchronously. It is followed by a `styledata` or an `error` event.',
        ja: 'スタイルが非同期で読み込みや変更を始めたときに発生します。その後に `styledata` または `error` イベントが続きます。',
      },
    },
    {
      kind: 'event',
      name: 'sourcedataloading',
      eventType: 'MapDataEvent',
      description: {
        en: 'Fires when a source starts loading or changing asynchronously. It is followed by a `sourcedata` or an `error` event.',
        ja: 'ソースが非同期で読み込みや変更を始めたときに発生します。その後に `sourcedata` または `error` イベントが続きます。',
      },
    },
    {
      kind: 'event',
      name: 'styleimagemissing',
      eventType: 'Object',
      description: {
        en: 'Fires when a layer needs an icon or pattern image that the style does not have. `e.id` is the id of the missing image. Call `map.addImage` with that id inside the listener to provide it, for example to generate icons on demand; otherwise the image is skipped.',
        ja: 'スタイルにないアイコン画像やパターン画像をレイヤーが必要とすると発生します。`e.id` は見つからない画像の ID です。画像を補うには、リスナーの中でその ID を使って `map.addImage` を呼び出します。たとえば、アイコンを必要に応じて生成できます。補わなかった画像は描画されません。',
      },
      example: `map.on('styleimagemissing', (e) => {
  const size = 24;
  const data = new Uint8Array(size * size * 4).fill(255);
  map.addImage(e.id, {width: size, height: size, data});
});`,
    },
    {
      kind: 'event',
      name: 'style.load',
      eventType: 'Object',
      description: {
        en: 'Fires when the style and its resources have loaded and the base style has been drawn for the first time. Unlike `load`, it fires again when `setStyle` replaces the style with a full reload, so it is the place to set configuration or re-add your own layers. When `setStyle` can apply a change as a diff, it may not fire.',
        ja: 'スタイルとそのリソースが読み込まれ、ベーススタイルが初めて描画されたときに発生します。`load` とは異なり、`setStyle` でスタイルを完全に読み込み直したときにも再び発生するため、設定を変更したり独自レイヤーを追加し直したりする場所として適しています。`setStyle` が差分として変更を適用できた場合は発生しないことがあります。',
      },
      example: `map.on('style.load', () => {
  map.setConfigProperty('basemap', 'lightPreset', 'dusk');
});`,
    },
    {
      kind: 'event',
      name: 'style.import.load',
      eventType: 'Object',
      description: {
        en: 'Fires when an imported style (for example one added to the style with `addImport`) has finished loading and has been drawn together with the base style.',
        ja: 'インポートされたスタイル（`addImport` で追加したものなど）の読み込みが終わり、ベーススタイルと合わせて描画されたときに発生します。',
      },
    },
  ],
};

export const MAP_CAMERA_AND_EVENT_GROUPS: readonly ApiGroup[] = [CAMERA_METHODS, EVENTS];
