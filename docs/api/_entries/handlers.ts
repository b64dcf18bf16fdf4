import type {ApiPage} from '../../../src/model/api/types';

const MEMBERS_TITLE = {en: 'Instance members', ja: 'インスタンスメンバー'};

export const HANDLERS_PAGE: ApiPage = {
  id: 'handlers',
  items: [
    // ---------------------------------------------------------------- BoxZoomHandler
    {
      name: 'BoxZoomHandler',
      kind: 'class',
      receiver: 'map.boxZoom',
      description: {
        en: 'Lets the reader zoom to an area by holding Shift and dragging a rectangle with the left mouse button. When the button is released, the map zooms so that the rectangle fills the view; pressing Escape during the drag cancels it.\n\nYou never construct this handler. The map creates it and exposes it as `map.boxZoom`, and the `boxZoom` Map option (default `true`) decides whether it starts enabled. While the gesture runs, the map fires the [boxzoomstart](/api/map/#map.event:boxzoomstart), [boxzoomend](/api/map/#map.event:boxzoomend) and [boxzoomcancel](/api/map/#map.event:boxzoomcancel) events.',
        ja: 'Shift キーを押しながらマウスの左ボタンで矩形をドラッグすると、その範囲へズームできるようにするハンドラーです。ボタンを離すと矩形が画面いっぱいに収まるよう地図がズームし、ドラッグ中に Escape キーを押すと取り消されます。\n\nこのハンドラーを自分で生成することはありません。地図が作成して `map.boxZoom` として公開し、Map オプションの `boxZoom`（既定値 `true`）で最初から有効にするかどうかが決まります。操作中、地図は [boxzoomstart](/api/map/#map.event:boxzoomstart)、[boxzoomend](/api/map/#map.event:boxzoomend)、[boxzoomcancel](/api/map/#map.event:boxzoomcancel) の各イベントを発火します。',
      },
      example: `const map = new %product%gl.Map({
  container: 'map',
  style: '%product%://styles/%product%/standard',
  boxZoom: false,
});

// Turn Shift-drag box zoom on later.
map.boxZoom.enable();`,
      groups: [
        {
          id: 'members',
          title: MEMBERS_TITLE,
          members: [
            {
              kind: 'method',
              name: 'enable',
              description: {
                en: 'Turns box zooming on, so that Shift-dragging draws a zoom rectangle. Calling it while the gesture is already on has no effect.',
                ja: 'ボックスズームを有効にし、Shift キーを押しながらのドラッグでズーム用の矩形を描けるようにします。すでに有効な場合に呼び出しても何も起こりません。',
              },
              example: `map.boxZoom.enable();`,
            },
            {
              kind: 'method',
              name: 'disable',
              description: {
                en: 'Turns box zooming off. Shift-dragging no longer draws a rectangle, which is useful when your app uses Shift-drag for its own selection tool.',
                ja: 'ボックスズームを無効にします。Shift キーを押しながらドラッグしても矩形は描かれなくなるため、アプリ独自の範囲選択ツールに Shift ドラッグを使う場合に便利です。',
              },
              example: `map.boxZoom.disable();`,
            },
            {
              kind: 'method',
              name: 'isEnabled',
              description: {
                en: 'Tells whether box zooming is currently turned on.',
                ja: 'ボックスズームが現在有効になっているかどうかを返します。',
              },
              returns: {
                type: 'boolean',
                description: {
                  en: '`true` if the gesture is enabled.',
                  ja: '操作が有効なら `true` です。',
                },
              },
              example: `if (!map.boxZoom.isEnabled()) {
  map.boxZoom.enable();
}`,
            },
            {
              kind: 'method',
              name: 'isActive',
              description: {
                en: 'Tells whether the reader is drawing a zoom box right now, from the Shift-press of the mouse button until it is released or the box is cancelled.',
                ja: '読者がいまズーム用の矩形を描いている最中かどうかを返します。Shift キーを押しながらマウスボタンを押してから、ボタンを離すか矩形が取り消されるまでの間が対象です。',
              },
              returns: {
                type: 'boolean',
                description: {
                  en: '`true` while a box is being drawn.',
                  ja: '矩形を描いている間は `true` です。',
                },
              },
              example: `map.on('mousemove', () => {
  if (map.boxZoom.isActive()) console.log('Drawing a zoom box');
});`,
            },
          ],
        },
      ],
    },

    // ---------------------------------------------------------------- DoubleClickZoomHandler
    {
      name: 'DoubleClickZoomHandler',
      kind: 'class',
      receiver: 'map.doubleClickZoom',
      description: {
        en: 'Zooms the map in by one level, centered on the pointer, when the reader double-clicks or double-taps. Holding Shift while double-clicking zooms out instead.\n\nThe map creates this handler and exposes it as `map.doubleClickZoom`; the `doubleClickZoom` Map option (default `true`) sets whether it starts enabled. Disable it if your app uses double-click for something else.',
        ja: '読者がダブルクリックまたはダブルタップすると、ポインターの位置を中心に地図を 1 レベルズームインさせるハンドラーです。Shift キーを押しながらダブルクリックすると、逆にズームアウトします。\n\n地図がこのハンドラーを作成して `map.doubleClickZoom` として公開し、Map オプションの `doubleClickZoom`（既定値 `true`）で最初から有効にするかどうかが決まります。ダブルクリックを別の用途に使うアプリでは無効にしてください。',
      },
      example: `// Use double-click for your own action instead of zooming.
map.doubleClickZoom.disable();
map.on('dblclick', (e) => {
  console.log('Double-clicked at', e.lngLat.toArray());
});`,
      groups: [
        {
          id: 'members',
          title: MEMBERS_TITLE,
          members: [
            {
              kind: 'method',
              name: 'enable',
              description: {
                en: 'Turns double-click and double-tap zooming on.',
                ja: 'ダブルクリックとダブルタップによるズームを有効にします。',
              },
              example: `map.doubleClickZoom.enable();`,
            },
            {
              kind: 'method',
              name: 'disable',
              description: {
                en: 'Turns double-click and double-tap zooming off. `dblclick` events are still fired, so you can handle them yourself.',
                ja: 'ダブルクリックとダブルタップによるズームを無効にします。`dblclick` イベントは引き続き発火するため、自分で処理できます。',
              },
              example: `map.doubleClickZoom.disable();`,
            },
            {
              kind: 'method',
              name: 'isEnabled',
              description: {
                en: 'Tells whether double-click zooming is turned on, for both mouse and touch input.',
                ja: 'ダブルクリックによるズームが、マウス入力とタッチ入力の両方で有効になっているかどうかを返します。',
              },
              returns: {
                type: 'boolean',
                description: {
                  en: '`true` if the gesture is enabled.',
                  ja: '操作が有効なら `true` です。',
                },
              },
              example: `const canDoubleClickZoom = map.doubleClickZoom.isEnabled();`,
            },
            {
              kind: 'method',
              name: 'isActive',
              description: {
                en: 'Tells whether a double-click or double-tap zoom is being handled at this moment.',
                ja: 'ダブルクリックまたはダブルタップによるズームを、いままさに処理している最中かどうかを返します。',
              },
              returns: {
                type: 'boolean',
                description: {
                  en: '`true` while the gesture is in progress.',
                  ja: '操作の処理中は `true` です。',
                },
              },
              example: `const zoomingByDoubleClick = map.doubleClickZoom.isActive();`,
            },
          ],
        },
      ],
    },

    // ---------------------------------------------------------------- DragPanHandler
    {
      name: 'DragPanHandler',
      kind: 'class',
      receiver: 'map.dragPan',
      description: {
        en: 'Pans the map when the reader drags it with the mouse or with one finger. If the pointer is still moving when it is released, the map keeps gliding for a moment and slows down (inertia); the options of `enable()` tune that motion.\n\nThe map creates this handler and exposes it as `map.dragPan`. The `dragPan` Map option (default `true`) sets whether it starts enabled; an object given there is passed to `enable()` as its options.',
        ja: '読者がマウスまたは 1 本の指で地図をドラッグしたときに、地図をパン（平行移動）させるハンドラーです。ポインターが動いたまま離されると、地図はしばらく滑るように動き続けてから減速します（慣性）。この動きは `enable()` のオプションで調整できます。\n\n地図がこのハンドラーを作成して `map.dragPan` として公開します。Map オプションの `dragPan`（既定値 `true`）で最初から有効にするかどうかが決まり、そこにオブジェクトを渡すと `enable()` のオプションとして使われます。',
      },
      example: `const map = new %product%gl.Map({
  container: 'map',
  style: '%product%://styles/%product%/standard',
  // Shorter, slower glide after a fast drag.
  dragPan: {linearity: 0.2, maxSpeed: 800},
});`,
      groups: [
        {
          id: 'members',
          title: MEMBERS_TITLE,
          members: [
            {
              kind: 'method',
              name: 'enable',
              description: {
                en: 'Turns drag panning on for mouse and touch. The optional settings control the inertia that follows a fast drag; options you leave out use their defaults. You can call it again while panning is already on to change those settings.',
                ja: 'マウスとタッチによるドラッグでのパンを有効にします。省略可能な設定で、素早くドラッグしたあとの慣性の動きを調整できます。指定しなかった項目には既定値が使われます。すでに有効な状態でも、設定を変えるためにもう一度呼び出せます。',
              },
              params: [
                {
                  name: 'options',
                  type: 'Object',
                  optional: true,
                  description: {
                    en: 'Inertia settings applied when a drag ends.',
                    ja: 'ドラッグ終了時に適用される慣性の設定です。',
                  },
                },
                {
                  name: 'options.linearity',
                  type: 'number',
                  default: '0.3',
                  description: {
                    en: 'Factor applied to the release speed. Lower values give a shorter glide.',
                    ja: '指を離したときの速度に掛ける係数です。値を小さくすると滑る距離が短くなります。',
                  },
                },
                {
                  name: 'options.easing',
                  type: '(t: number) => number',
                  optional: true,
                  description: {
                    en: 'Easing function of the glide animation, mapping time (0 to 1) to progress (0 to 1). The default is an ease-out cubic Bézier curve.',
                    ja: '慣性アニメーションのイージング関数で、時間（0〜1）を進み具合（0〜1）に変換します。既定はイーズアウトの 3 次ベジェ曲線です。',
                  },
                },
                {
                  name: 'options.deceleration',
                  type: 'number',
                  default: '2500',
                  description: {
                    en: 'How quickly the glide slows down. Higher values stop it sooner.',
                    ja: '慣性の動きが減速する速さです。値を大きくするとより早く止まります。',
                  },
                },
                {
                  name: 'options.maxSpeed',
                  type: 'number',
                  default: '1400',
                  description: {
                    en: 'Upper limit for the glide speed, in pixels per second.',
                    ja: '慣性の動きの速度の上限で、単位はピクセル毎秒です。',
                  },
                },
              ],
              example: `map.dragPan.enable({
  linearity: 0.3,
  easing: (t) => t,
  deceleration: 3000,
  maxSpeed: 1000,
});`,
            },
            {
              kind: 'method',
              name: 'disable',
              description: {
                en: 'Turns drag panning off for both mouse and touch. The camera can still be moved from code, for example with `map.panTo()`.',
                ja: 'マウスとタッチの両方で、ドラッグによるパンを無効にします。`map.panTo()` などを使えば、コードからは引き続きカメラを動かせます。',
              },
              example: `// Keep the view fixed while the reader draws on the map.
map.dragPan.disable();`,
            },
            {
              kind: 'method',
              name: 'isEnabled',
              description: {
                en: 'Tells whether drag panning is turned on for both mouse and touch input.',
                ja: 'ドラッグによるパンが、マウス入力とタッチ入力の両方で有効になっているかどうかを返します。',
              },
              returns: {
                type: 'boolean',
                description: {
                  en: '`true` if the gesture is enabled.',
                  ja: '操作が有効なら `true` です。',
                },
              },
              example: `const canDrag = map.dragPan.isEnabled();`,
            },
            {
              kind: 'method',
              name: 'isActive',
              description: {
                en: 'Tells whether the reader is dragging the map at this moment, with the mouse or a finger.',
                ja: '読者がいまマウスまたは指で地図をドラッグしている最中かどうかを返します。',
              },
              returns: {
                type: 'boolean',
                description: {
                  en: '`true` while a drag is in progress.',
                  ja: 'ドラッグ中は `true` です。',
                },
              },
              example: `map.on('move', () => {
  if (map.dragPan.isActive()) console.log('Moved by dragging');
});`,
            },
          ],
        },
      ],
    },

    // ---------------------------------------------------------------- DragRotateHandler
    {
      name: 'DragRotateHandler',
      kind: 'class',
      receiver: 'map.dragRotate',
      description: {
        en: 'Rotates the map when the reader drags with the right mouse button, or with the left button while holding the modifier key set by the `pitchRotateKey` Map option (Ctrl by default). When the `pitchWithRotate` Map option is on (the default), moving up and down during the same drag also changes the pitch.\n\nThe map creates this handler and exposes it as `map.dragRotate`; the `dragRotate` Map option (default `true`) sets whether it starts enabled. Touch rotation is handled separately by TouchZoomRotateHandler.',
        ja: '読者がマウスの右ボタンでドラッグしたとき、または Map オプション `pitchRotateKey` で指定した修飾キー（既定は Ctrl）を押しながら左ボタンでドラッグしたときに、地図を回転させるハンドラーです。Map オプションの `pitchWithRotate` が有効（既定）なら、同じドラッグ中の上下の動きでピッチ（傾き）も変わります。\n\n地図がこのハンドラーを作成して `map.dragRotate` として公開し、Map オプションの `dragRotate`（既定値 `true`）で最初から有効にするかどうかが決まります。タッチ操作による回転は TouchZoomRotateHandler が別に扱います。',
      },
      example: `// Keep the map north-up with both mouse and touch.
map.dragRotate.disable();
map.touchZoomRotate.disableRotation();`,
      groups: [
        {
          id: 'members',
          title: MEMBERS_TITLE,
          members: [
            {
              kind: 'method',
              name: 'enable',
              description: {
                en: 'Turns mouse drag rotation on. Pitching by dragging is turned on with it when `pitchWithRotate` is enabled.',
                ja: 'マウスのドラッグによる回転を有効にします。`pitchWithRotate` が有効なら、ドラッグによるピッチ変更もあわせて有効になります。',
              },
              example: `map.dragRotate.enable();`,
            },
            {
              kind: 'method',
              name: 'disable',
              description: {
                en: 'Turns mouse drag rotation off, together with pitching by dragging. The bearing can still be changed from code, for example with `map.rotateTo()`.',
                ja: 'マウスのドラッグによる回転を、ドラッグによるピッチ変更とあわせて無効にします。`map.rotateTo()` などを使えば、コードからは引き続き方位を変えられます。',
              },
              example: `map.dragRotate.disable();`,
            },
            {
              kind: 'method',
              name: 'isEnabled',
              description: {
                en: 'Tells whether mouse drag rotation is turned on.',
                ja: 'マウスのドラッグによる回転が有効になっているかどうかを返します。',
              },
              returns: {
                type: 'boolean',
                description: {
                  en: '`true` if the gesture is enabled.',
                  ja: '操作が有効なら `true` です。',
                },
              },
              example: `const canRotate = map.dragRotate.isEnabled();`,
            },
            {
              kind: 'method',
              name: 'isActive',
              description: {
                en: 'Tells whether the reader is rotating or pitching the map with the mouse at this moment.',
                ja: '読者がいまマウスで地図を回転またはピッチ変更している最中かどうかを返します。',
              },
              returns: {
                type: 'boolean',
                description: {
                  en: '`true` while a rotate or pitch drag is in progress.',
                  ja: '回転またはピッチ変更のドラッグ中は `true` です。',
                },
              },
              example: `map.on('rotate', () => {
  if (map.dragRotate.isActive()) console.log('Rotated with the mouse');
});`,
            },
            {
              kind: 'method',
              name: 'disableRotation',
              description: {
                en: 'Stops a mouse drag from rotating the map, while moving up and down during the drag still changes the pitch (when `pitchWithRotate` is on).',
                ja: 'マウスのドラッグで地図が回転しないようにします。ドラッグ中の上下の動きによるピッチ変更は（`pitchWithRotate` が有効なら）引き続き使えます。',
              },
              example: `// Tilt with the mouse, but keep north up.
map.dragRotate.disableRotation();`,
            },
            {
              kind: 'method',
              name: 'enableRotation',
              description: {
                en: 'Lets a mouse drag rotate the map again after `disableRotation()`. It switches rotation on straight away, even if the handler was turned off with `disable()` before.',
                ja: '`disableRotation()` のあとで、マウスのドラッグによる回転を再び使えるようにします。それ以前に `disable()` でハンドラーを無効にしていても、回転はすぐに有効になります。',
              },
              example: `map.dragRotate.enableRotation();`,
            },
            {
              kind: 'method',
              name: 'isRotationEnabled',
              description: {
                en: 'Tells whether a mouse drag currently rotates the map. It is `false` after `disableRotation()` and while the handler is disabled.',
                ja: 'マウスのドラッグで現在地図が回転するかどうかを返します。`disableRotation()` のあとや、ハンドラーが無効な間は `false` です。',
              },
              returns: {
                type: 'boolean',
                description: {
                  en: '`true` if dragging rotates the map.',
                  ja: 'ドラッグで回転する場合は `true` です。',
                },
              },
              example: `const canRotateByDrag = map.dragRotate.isRotationEnabled();`,
            },
            {
              kind: 'method',
              name: 'disablePitch',
              description: {
                en: 'Stops the up-and-down movement of a rotate drag from changing the pitch, while the drag still rotates the map. Unlike the `pitchWithRotate` Map option, it can be undone with `enablePitch()`.',
                ja: '回転のドラッグ中の上下の動きでピッチが変わらないようにします。ドラッグによる地図の回転は引き続き使えます。Map オプションの `pitchWithRotate` と異なり、`enablePitch()` で元に戻せます。',
              },
              example: `// Rotate with the mouse, but keep the map flat.
map.dragRotate.disablePitch();`,
            },
            {
              kind: 'method',
              name: 'enablePitch',
              description: {
                en: 'Lets a rotate drag change the pitch again after `disablePitch()`. It switches pitching on straight away, even if the handler was turned off with `disable()` before. It has no effect when the map was created with `pitchWithRotate: false`.',
                ja: '`disablePitch()` のあとで、回転のドラッグによるピッチ変更を再び使えるようにします。それ以前に `disable()` でハンドラーを無効にしていても、ピッチ変更はすぐに有効になります。地図を `pitchWithRotate: false` で作成した場合は何も起こりません。',
              },
              example: `map.dragRotate.enablePitch();`,
            },
            {
              kind: 'method',
              name: 'isPitchEnabled',
              description: {
                en: 'Tells whether a mouse drag currently changes the pitch. It is `false` after `disablePitch()`, while the handler is disabled, and when the map was created with `pitchWithRotate: false`.',
                ja: 'マウスのドラッグで現在ピッチが変わるかどうかを返します。`disablePitch()` のあと、ハンドラーが無効な間、地図を `pitchWithRotate: false` で作成した場合は `false` です。',
              },
              returns: {
                type: 'boolean',
                description: {
                  en: '`true` if dragging changes the pitch.',
                  ja: 'ドラッグでピッチが変わる場合は `true` です。',
                },
              },
              example: `if (!map.dragRotate.isPitchEnabled()) {
  console.log('Dragging only rotates the map');
}`,
            },
          ],
        },
      ],
    },

    // ---------------------------------------------------------------- KeyboardHandler
    {
      name: 'KeyboardHandler',
      kind: 'class',
      receiver: 'map.keyboard',
      description: {
        en: 'Moves the camera with the keyboard while the map has focus. The arrow keys pan by 100 pixels; `+` and `-` zoom in and out by one level (two with Shift); Shift with the left and right arrows rotates by 15 degrees, and Shift with the up and down arrows changes the pitch by 10 degrees.\n\nThe map creates this handler and exposes it as `map.keyboard`; the `keyboard` Map option (default `true`) sets whether it starts enabled.',
        ja: '地図にフォーカスがあるとき、キーボードでカメラを動かせるようにするハンドラーです。矢印キーで 100 ピクセルずつパンし、`+` と `-` で 1 レベルずつ（Shift を押すと 2 レベルずつ）ズームイン・ズームアウトします。Shift と左右の矢印キーで 15 度ずつ回転し、Shift と上下の矢印キーで 10 度ずつピッチを変えます。\n\n地図がこのハンドラーを作成して `map.keyboard` として公開し、Map オプションの `keyboard`（既定値 `true`）で最初から有効にするかどうかが決まります。',
      },
      example: `// Allow keyboard panning and zooming, but not rotation or pitch.
map.keyboard.enable();
map.keyboard.disableRotation();`,
      groups: [
        {
          id: 'members',
          title: MEMBERS_TITLE,
          members: [
            {
              kind: 'method',
              name: 'enable',
              description: {
                en: 'Turns keyboard navigation on.',
                ja: 'キーボードによる地図操作を有効にします。',
              },
              example: `map.keyboard.enable();`,
            },
            {
              kind: 'method',
              name: 'disable',
              description: {
                en: 'Turns keyboard navigation off, so the arrow, `+` and `-` keys no longer move the map. Consider keeping it on for readers who cannot use a pointer.',
                ja: 'キーボードによる地図操作を無効にし、矢印キーや `+`、`-` キーで地図が動かないようにします。ポインターを使えない読者のために、有効のままにしておくことも検討してください。',
              },
              example: `map.keyboard.disable();`,
            },
            {
              kind: 'method',
              name: 'isEnabled',
              description: {
                en: 'Tells whether keyboard navigation is turned on.',
                ja: 'キーボードによる地図操作が有効になっているかどうかを返します。',
              },
              returns: {
                type: 'boolean',
                description: {
                  en: '`true` if keyboard navigation is enabled.',
                  ja: 'キーボード操作が有効なら `true` です。',
                },
              },
              example: `const keyboardOn = map.keyboard.isEnabled();`,
            },
            {
              kind: 'method',
              name: 'isActive',
              description: {
                en: 'Tells whether the handler is currently processing a key press.',
                ja: 'ハンドラーがいまキー入力を処理している最中かどうかを返します。',
              },
              returns: {
                type: 'boolean',
                description: {
                  en: '`true` while a keyboard movement is being handled.',
                  ja: 'キーボードによる移動を処理している間は `true` です。',
                },
              },
              example: `const movingByKeyboard = map.keyboard.isActive();`,
            },
            {
              kind: 'method',
              name: 'disableRotation',
              description: {
                en: 'Stops Shift with the arrow keys from rotating and pitching the map. Panning with the arrow keys and zooming with `+` and `-` keep working.',
                ja: 'Shift と矢印キーによる地図の回転とピッチ変更を止めます。矢印キーによるパンと、`+`・`-` キーによるズームは引き続き使えます。',
              },
              example: `map.keyboard.disableRotation();`,
            },
            {
              kind: 'method',
              name: 'enableRotation',
              description: {
                en: 'Lets Shift with the arrow keys rotate and pitch the map again after `disableRotation()`.',
                ja: '`disableRotation()` のあとで、Shift と矢印キーによる回転とピッチ変更を再び使えるようにします。',
              },
              example: `map.keyboard.enable();
map.keyboard.enableRotation();`,
            },
            {
              kind: 'method',
              name: 'isRotationEnabled',
              description: {
                en: 'Tells whether Shift with the arrow keys can both rotate and pitch the map. It is `false` as soon as either part is turned off, with `disableRotation()`, `disableBearing()` or `disablePitch()`.',
                ja: 'Shift と矢印キーで、地図の回転とピッチ変更の両方ができるかどうかを返します。`disableRotation()`、`disableBearing()`、`disablePitch()` のいずれかで一方でも無効にすると `false` になります。',
              },
              returns: {
                type: 'boolean',
                description: {
                  en: '`true` if both rotating and pitching by keyboard are allowed.',
                  ja: 'キーボードによる回転とピッチ変更の両方が許可されていれば `true` です。',
                },
              },
              example: `const canTurnByKeyboard = map.keyboard.isRotationEnabled();`,
            },
            {
              kind: 'method',
              name: 'disablePan',
              description: {
                en: 'Stops the arrow keys from panning the map. Zooming with `+` and `-`, and rotating and pitching with Shift and the arrow keys, keep working.\n\nLike the other switches for a single movement, it is kept while keyboard navigation is turned off and applies again when it is turned on.',
                ja: '矢印キーで地図がパンしないようにします。`+`・`-` キーによるズームと、Shift と矢印キーによる回転とピッチ変更は引き続き使えます。\n\nほかの個別の動きの切り替えと同じく、この設定はキーボードによる地図操作を無効にしている間も保たれ、再び有効にしたときにも適用されます。',
              },
              example: `// Zoom and rotate with the keyboard, but never pan.
map.keyboard.disablePan();`,
            },
            {
              kind: 'method',
              name: 'enablePan',
              description: {
                en: 'Lets the arrow keys pan the map again after `disablePan()`. Keyboard navigation as a whole must also be on.',
                ja: '`disablePan()` のあとで、矢印キーによるパンを再び使えるようにします。キーボードによる地図操作自体も有効にしておく必要があります。',
              },
              example: `map.keyboard.enable();
map.keyboard.enablePan();`,
            },
            {
              kind: 'method',
              name: 'isPanEnabled',
              description: {
                en: 'Tells whether panning with the arrow keys is allowed. It reports only this switch; use `isEnabled()` to know whether keyboard navigation is on at all.',
                ja: '矢印キーによるパンが許可されているかどうかを返します。返すのはこの切り替えの状態だけです。キーボードによる地図操作自体が有効かどうかは `isEnabled()` で確認します。',
              },
              returns: {
                type: 'boolean',
                description: {
                  en: '`true` unless panning was turned off with `disablePan()`.',
                  ja: '`disablePan()` で無効にしていなければ `true` です。',
                },
              },
              example: `const arrowsPan = map.keyboard.isEnabled() && map.keyboard.isPanEnabled();`,
            },
            {
              kind: 'method',
              name: 'disableZoom',
              description: {
                en: 'Stops the `+` and `-` keys from zooming the map. Panning with the arrow keys, and rotating and pitching with Shift and the arrow keys, keep working.',
                ja: '`+`・`-` キーで地図がズームしないようにします。矢印キーによるパンと、Shift と矢印キーによる回転とピッチ変更は引き続き使えます。',
              },
              example: `// Keep a fixed zoom level, but let readers pan with the keyboard.
map.keyboard.disableZoom();`,
            },
            {
              kind: 'method',
              name: 'enableZoom',
              description: {
                en: 'Lets the `+` and `-` keys zoom the map again after `disableZoom()`. Keyboard navigation as a whole must also be on.',
                ja: '`disableZoom()` のあとで、`+`・`-` キーによるズームを再び使えるようにします。キーボードによる地図操作自体も有効にしておく必要があります。',
              },
              example: `map.keyboard.enable();
map.keyboard.enableZoom();`,
            },
            {
              kind: 'method',
              name: 'isZoomEnabled',
              description: {
                en: 'Tells whether zooming with the `+` and `-` keys is allowed. It reports only this switch; use `isEnabled()` to know whether keyboard navigation is on at all.',
                ja: '`+`・`-` キーによるズームが許可されているかどうかを返します。返すのはこの切り替えの状態だけです。キーボードによる地図操作自体が有効かどうかは `isEnabled()` で確認します。',
              },
              returns: {
                type: 'boolean',
                description: {
                  en: '`true` unless zooming was turned off with `disableZoom()`.',
                  ja: '`disableZoom()` で無効にしていなければ `true` です。',
                },
              },
              example: `const keysZoom = map.keyboard.isZoomEnabled();`,
            },
            {
              kind: 'method',
              name: 'disablePitch',
              description: {
                en: 'Stops Shift with the up and down arrow keys from changing the pitch. Rotating with Shift and the left and right arrow keys keeps working, as do panning and zooming.',
                ja: 'Shift と上下の矢印キーでピッチが変わらないようにします。Shift と左右の矢印キーによる回転、およびパンとズームは引き続き使えます。',
              },
              example: `// Keep the map flat, but allow turning it with the keyboard.
map.keyboard.disablePitch();`,
            },
            {
              kind: 'method',
              name: 'enablePitch',
              description: {
                en: 'Lets Shift with the up and down arrow keys change the pitch again after `disablePitch()` or `disableRotation()`. Keyboard navigation as a whole must also be on.',
                ja: '`disablePitch()` または `disableRotation()` のあとで、Shift と上下の矢印キーによるピッチ変更を再び使えるようにします。キーボードによる地図操作自体も有効にしておく必要があります。',
              },
              example: `map.keyboard.enable();
map.keyboard.enablePitch();`,
            },
            {
              kind: 'method',
              name: 'isPitchEnabled',
              description: {
                en: 'Tells whether changing the pitch with Shift and the up and down arrow keys is allowed. It reports only this switch; use `isEnabled()` to know whether keyboard navigation is on at all.',
                ja: 'Shift と上下の矢印キーによるピッチ変更が許可されているかどうかを返します。返すのはこの切り替えの状態だけです。キーボードによる地図操作自体が有効かどうかは `isEnabled()` で確認します。',
              },
              returns: {
                type: 'boolean',
                description: {
                  en: '`true` unless pitching was turned off with `disablePitch()` or `disableRotation()`.',
                  ja: '`disablePitch()` または `disableRotation()` で無効にしていなければ `true` です。',
                },
              },
              example: `const keysPitch = map.keyboard.isPitchEnabled();`,
            },
            {
              kind: 'method',
              name: 'disableBearing',
              description: {
                en: 'Stops Shift with the left and right arrow keys from rotating the map. Changing the pitch with Shift and the up and down arrow keys keeps working, as do panning and zooming.',
                ja: 'Shift と左右の矢印キーで地図が回転しないようにします。Shift と上下の矢印キーによるピッチ変更、およびパンとズームは引き続き使えます。',
              },
              example: `// Keep north up, but allow tilting with the keyboard.
map.keyboard.disableBearing();`,
            },
            {
              kind: 'method',
              name: 'enableBearing',
              description: {
                en: 'Lets Shift with the left and right arrow keys rotate the map again after `disableBearing()` or `disableRotation()`. Keyboard navigation as a whole must also be on.',
                ja: '`disableBearing()` または `disableRotation()` のあとで、Shift と左右の矢印キーによる回転を再び使えるようにします。キーボードによる地図操作自体も有効にしておく必要があります。',
              },
              example: `map.keyboard.enable();
map.keyboard.enableBearing();`,
            },
            {
              kind: 'method',
              name: 'isBearingEnabled',
              description: {
                en: 'Tells whether rotating the map with Shift and the left and right arrow keys is allowed. It reports only this switch; use `isEnabled()` to know whether keyboard navigation is on at all.',
                ja: 'Shift と左右の矢印キーによる地図の回転が許可されているかどうかを返します。返すのはこの切り替えの状態だけです。キーボードによる地図操作自体が有効かどうかは `isEnabled()` で確認します。',
              },
              returns: {
                type: 'boolean',
                description: {
                  en: '`true` unless rotating was turned off with `disableBearing()` or `disableRotation()`.',
                  ja: '`disableBearing()` または `disableRotation()` で無効にしていなければ `true` です。',
                },
              },
              example: `const keysRotate = map.keyboard.isBearingEnabled();`,
            },
          ],
        },
      ],
    },

    // ---------------------------------------------------------------- ScrollZoomHandler
    {
      name: 'ScrollZoomHandler',
      kind: 'class',
      receiver: 'map.scrollZoom',
      description: {
        en: 'Zooms the map when the reader scrolls with a mouse wheel or with two fingers on a trackpad, keeping the point under the pointer in place. Holding Shift while scrolling zooms more slowly. With the `cooperativeGestures` Map option on, the reader must hold Ctrl or ⌘ while scrolling to zoom, so the page can scroll past the map.\n\nThe map creates this handler and exposes it as `map.scrollZoom`. The `scrollZoom` Map option (default `true`) sets whether it starts enabled; an object given there is passed to `enable()` as its options.',
        ja: '読者がマウスホイールやトラックパッドの 2 本指でスクロールしたときに、ポインターの下の地点を固定したまま地図をズームさせるハンドラーです。Shift キーを押しながらスクロールすると、ゆっくりズームします。Map オプションの `cooperativeGestures` を有効にすると、ズームするにはスクロール中に Ctrl キーまたは ⌘ キーを押す必要があるため、ページは地図の上でもそのままスクロールできます。\n\n地図がこのハンドラーを作成して `map.scrollZoom` として公開します。Map オプションの `scrollZoom`（既定値 `true`）で最初から有効にするかどうかが決まり、そこにオブジェクトを渡すと `enable()` のオプションとして使われます。',
      },
      example: `// A map embedded in a long article: no wheel zoom until clicked.
map.scrollZoom.disable();
map.once('click', () => map.scrollZoom.enable());`,
      groups: [
        {
          id: 'members',
          title: MEMBERS_TITLE,
          members: [
            {
              kind: 'method',
              name: 'enable',
              description: {
                en: 'Turns scroll zooming on. Calling it while scroll zoom is already on has no effect, so to change `around`, call `disable()` first.',
                ja: 'スクロールによるズームを有効にします。すでに有効な場合に呼び出しても何も起こらないため、`around` を変更するときは先に `disable()` を呼び出してください。',
              },
              params: [
                {
                  name: 'options',
                  type: 'Object',
                  optional: true,
                  description: {
                    en: 'Scroll zoom settings.',
                    ja: 'スクロールズームの設定です。',
                  },
                },
                {
                  name: 'options.around',
                  type: "'center'",
                  optional: true,
                  description: {
                    en: "With `'center'`, the map zooms around its center instead of around the pointer.",
                    ja: "`'center'` を指定すると、ポインターの位置ではなく地図の中心を基準にズームします。",
                  },
                },
              ],
              example: `map.scrollZoom.enable({around: 'center'});`,
            },
            {
              kind: 'method',
              name: 'disable',
              description: {
                en: 'Turns scroll zooming off, so wheel and trackpad scrolling over the map scroll the page instead.',
                ja: 'スクロールによるズームを無効にし、地図上でのホイールやトラックパッドのスクロールでページがスクロールするようにします。',
              },
              example: `map.scrollZoom.disable();`,
            },
            {
              kind: 'method',
              name: 'isEnabled',
              description: {
                en: 'Tells whether scroll zooming is turned on.',
                ja: 'スクロールによるズームが有効になっているかどうかを返します。',
              },
              returns: {
                type: 'boolean',
                description: {
                  en: '`true` if the gesture is enabled.',
                  ja: '操作が有効なら `true` です。',
                },
              },
              example: `const wheelZoomOn = map.scrollZoom.isEnabled();`,
            },
            {
              kind: 'method',
              name: 'isActive',
              description: {
                en: 'Tells whether a scroll zoom is in progress, including the short moment after the last wheel event while the zoom settles.',
                ja: 'スクロールによるズームが進行中かどうかを返します。最後のホイールイベントのあと、ズームが落ち着くまでの短い時間も含みます。',
              },
              returns: {
                type: 'boolean',
                description: {
                  en: '`true` while a scroll zoom is running.',
                  ja: 'スクロールズームの実行中は `true` です。',
                },
              },
              example: `map.on('zoom', () => {
  if (map.scrollZoom.isActive()) console.log('Zooming with the wheel');
});`,
            },
            {
              kind: 'method',
              name: 'isZooming',
              description: {
                en: 'Tells whether the map is zooming because of the wheel or trackpad. It turns `true` when a scroll starts changing the zoom and back to `false` a moment after the zoom has come to rest. To know whether the map is zooming for any reason, use [`map.isZooming()`](/api/map/#map#iszooming).',
                ja: 'ホイールまたはトラックパッドの操作によって地図がズームしている最中かどうかを返します。スクロールでズームが変わり始めると `true` になり、ズームが止まって少したつと `false` に戻ります。原因を問わず地図がズーム中かどうかを調べるには [`map.isZooming()`](/api/map/#map#iszooming) を使います。',
              },
              returns: {
                type: 'boolean',
                description: {
                  en: '`true` while a scroll zoom is under way.',
                  ja: 'スクロールによるズームの間は `true` です。',
                },
              },
              example: `const hint = document.getElementById('zoom-hint');
map.on('zoom', () => {
  // Hide the hint while the reader zooms with the wheel or trackpad.
  hint.hidden = map.scrollZoom.isZooming();
});`,
            },
            {
              kind: 'method',
              name: 'setZoomRate',
              description: {
                en: 'Sets how strongly trackpad scrolling (and single, small wheel steps) changes the zoom. The built-in rate is `1 / 100`; a larger number zooms faster.',
                ja: 'トラックパッドでのスクロール（およびホイールの小さな 1 回分の回転）がズームをどれだけ変えるかを設定します。組み込みの値は `1 / 100` で、数値を大きくするとズームが速くなります。',
              },
              params: [
                {
                  name: 'zoomRate',
                  type: 'number',
                  description: {
                    en: 'Factor that converts trackpad scroll distance into a zoom change.',
                    ja: 'トラックパッドのスクロール量をズームの変化量に換算する係数です。',
                  },
                },
              ],
              example: `// Make trackpad zooming four times faster.
map.scrollZoom.setZoomRate(1 / 25);`,
            },
            {
              kind: 'method',
              name: 'setWheelZoomRate',
              description: {
                en: 'Sets how strongly a standard mouse wheel changes the zoom. The built-in rate is `1 / 450`; a smaller number zooms more slowly.',
                ja: '通常のマウスホイールがズームをどれだけ変えるかを設定します。組み込みの値は `1 / 450` で、数値を小さくするとズームが遅くなります。',
              },
              params: [
                {
                  name: 'wheelZoomRate',
                  type: 'number',
                  description: {
                    en: 'Factor that converts mouse wheel movement into a zoom change.',
                    ja: 'マウスホイールの回転量をズームの変化量に換算する係数です。',
                  },
                },
              ],
              example: `// Halve the mouse wheel zoom speed.
map.scrollZoom.setWheelZoomRate(1 / 900);`,
            },
          ],
        },
      ],
    },

    // ---------------------------------------------------------------- TouchPitchHandler
    {
      name: 'TouchPitchHandler',
      kind: 'class',
      receiver: 'map.touchPitch',
      description: {
        en: 'Changes the pitch when the reader drags two fingers up or down together on a touch screen. With the `cooperativeGestures` Map option on, the gesture needs three fingers.\n\nThe map creates this handler and exposes it as `map.touchPitch`; the `touchPitch` Map option (default `true`) sets whether it starts enabled.',
        ja: 'タッチスクリーン上で読者が 2 本の指をそろえて上下へドラッグしたときに、ピッチ（傾き）を変えるハンドラーです。Map オプションの `cooperativeGestures` が有効な場合は、3 本の指が必要になります。\n\n地図がこのハンドラーを作成して `map.touchPitch` として公開し、Map オプションの `touchPitch`（既定値 `true`）で最初から有効にするかどうかが決まります。',
      },
      example: `// Keep a flat, top-down view on phones.
map.touchPitch.disable();`,
      groups: [
        {
          id: 'members',
          title: MEMBERS_TITLE,
          members: [
            {
              kind: 'method',
              name: 'enable',
              description: {
                en: 'Turns two-finger pitching on.',
                ja: '2 本指によるピッチ変更を有効にします。',
              },
              example: `map.touchPitch.enable();`,
            },
            {
              kind: 'method',
              name: 'disable',
              description: {
                en: 'Turns two-finger pitching off. Pinch zoom and rotation are controlled separately by `map.touchZoomRotate`.',
                ja: '2 本指によるピッチ変更を無効にします。ピンチによるズームと回転は `map.touchZoomRotate` で別に制御します。',
              },
              example: `map.touchPitch.disable();`,
            },
            {
              kind: 'method',
              name: 'isEnabled',
              description: {
                en: 'Tells whether two-finger pitching is turned on.',
                ja: '2 本指によるピッチ変更が有効になっているかどうかを返します。',
              },
              returns: {
                type: 'boolean',
                description: {
                  en: '`true` if the gesture is enabled.',
                  ja: '操作が有効なら `true` です。',
                },
              },
              example: `const canTouchPitch = map.touchPitch.isEnabled();`,
            },
            {
              kind: 'method',
              name: 'isActive',
              description: {
                en: 'Tells whether the reader is pitching the map with two fingers at this moment.',
                ja: '読者がいま 2 本の指で地図のピッチを変えている最中かどうかを返します。',
              },
              returns: {
                type: 'boolean',
                description: {
                  en: '`true` while the gesture is in progress.',
                  ja: '操作の最中は `true` です。',
                },
              },
              example: `map.on('pitch', () => {
  if (map.touchPitch.isActive()) console.log('Pitched by touch');
});`,
            },
          ],
        },
      ],
    },

    // ---------------------------------------------------------------- TouchZoomRotateHandler
    {
      name: 'TouchZoomRotateHandler',
      kind: 'class',
      receiver: 'map.touchZoomRotate',
      description: {
        en: 'Handles two-finger gestures on touch screens: pinching zooms the map and twisting rotates it. It also covers one-finger zooming, where the reader taps, then touches again and drags up or down.\n\nThe map creates this handler and exposes it as `map.touchZoomRotate`. The `touchZoomRotate` Map option (default `true`) sets whether it starts enabled; an object given there is passed to `enable()` as its options.',
        ja: 'タッチスクリーンでの 2 本指の操作を扱うハンドラーです。ピンチで地図をズームし、ひねる動きで回転させます。一度タップしてからもう一度触れて上下にドラッグする、1 本指のズームも扱います。\n\n地図がこのハンドラーを作成して `map.touchZoomRotate` として公開します。Map オプションの `touchZoomRotate`（既定値 `true`）で最初から有効にするかどうかが決まり、そこにオブジェクトを渡すと `enable()` のオプションとして使われます。',
      },
      example: `// Pinch to zoom around the center, without rotation.
map.touchZoomRotate.enable({around: 'center'});
map.touchZoomRotate.disableRotation();`,
      groups: [
        {
          id: 'members',
          title: MEMBERS_TITLE,
          members: [
            {
              kind: 'method',
              name: 'enable',
              description: {
                en: 'Turns touch zooming on, together with touch rotation unless it was turned off with `disableRotation()`.',
                ja: 'タッチによるズームを有効にします。`disableRotation()` で無効にしていない限り、タッチによる回転もあわせて有効になります。',
              },
              params: [
                {
                  name: 'options',
                  type: 'Object',
                  optional: true,
                  description: {
                    en: 'Touch zoom settings.',
                    ja: 'タッチズームの設定です。',
                  },
                },
                {
                  name: 'options.around',
                  type: "'center'",
                  optional: true,
                  description: {
                    en: "With `'center'`, pinching zooms and rotates around the map center instead of the point between the fingers.",
                    ja: "`'center'` を指定すると、指と指の間の地点ではなく地図の中心を基準にズームおよび回転します。",
                  },
                },
              ],
              example: `map.touchZoomRotate.enable({around: 'center'});`,
            },
            {
              kind: 'method',
              name: 'disable',
              description: {
                en: 'Turns touch zooming and rotation off, including one-finger tap-and-drag zooming.',
                ja: 'タッチによるズームと回転を無効にします。1 本指のタップ＆ドラッグによるズームも無効になります。',
              },
              example: `map.touchZoomRotate.disable();`,
            },
            {
              kind: 'method',
              name: 'isEnabled',
              description: {
                en: 'Tells whether any part of the touch zoom and rotate gesture is turned on.',
                ja: 'タッチによるズームと回転の操作のうち、いずれかが有効になっているかどうかを返します。',
              },
              returns: {
                type: 'boolean',
                description: {
                  en: '`true` if the gesture is enabled.',
                  ja: '操作が有効なら `true` です。',
                },
              },
              example: `const canPinch = map.touchZoomRotate.isEnabled();`,
            },
            {
              kind: 'method',
              name: 'isActive',
              description: {
                en: 'Tells whether the reader is zooming or rotating the map by touch at this moment.',
                ja: '読者がいまタッチ操作で地図をズームまたは回転している最中かどうかを返します。',
              },
              returns: {
                type: 'boolean',
                description: {
                  en: '`true` while a pinch, twist or tap-and-drag zoom is in progress.',
                  ja: 'ピンチ、ひねり、タップ＆ドラッグによるズームの最中は `true` です。',
                },
              },
              example: `map.on('zoom', () => {
  if (map.touchZoomRotate.isActive()) console.log('Zoomed by touch');
});`,
            },
            {
              kind: 'method',
              name: 'disableRotation',
              description: {
                en: 'Stops the two-finger twist from rotating the map, while pinch zoom keeps working.',
                ja: '2 本指のひねる動きで地図が回転しないようにします。ピンチによるズームは引き続き使えます。',
              },
              example: `map.touchZoomRotate.disableRotation();`,
            },
            {
              kind: 'method',
              name: 'enableRotation',
              description: {
                en: 'Lets the two-finger twist rotate the map again after `disableRotation()`. Rotation becomes active only while touch zooming is enabled.',
                ja: '`disableRotation()` のあとで、2 本指のひねる動きによる回転を再び使えるようにします。回転が実際に働くのは、タッチによるズームが有効なときだけです。',
              },
              example: `map.touchZoomRotate.enable();
map.touchZoomRotate.enableRotation();`,
            },
            {
              kind: 'method',
              name: 'isRotationEnabled',
              description: {
                en: 'Tells whether two-finger twisting is allowed to rotate the map, that is, whether `disableRotation()` is not in effect. It does not check whether touch zooming itself is enabled; use `isEnabled()` for that.',
                ja: '2 本指のひねる動きで地図を回転させることが許可されているかどうかを返します。つまり、`disableRotation()` が効いていないかどうかです。タッチによるズーム自体が有効かどうかは確認しないため、それには `isEnabled()` を使います。',
              },
              returns: {
                type: 'boolean',
                description: {
                  en: '`true` unless rotation was turned off with `disableRotation()`.',
                  ja: '`disableRotation()` で無効にしていなければ `true` です。',
                },
              },
              example: `const canTwist = map.touchZoomRotate.isRotationEnabled();`,
            },
            {
              kind: 'method',
              name: 'disableTapDragZoom',
              description: {
                en: 'Turns off one-finger zooming, where the reader taps, then touches again and drags up or down. Pinch zoom and two-finger rotation keep working. Use it when quick successive taps on your map, for example on clickable features, should never turn into a zoom.',
                ja: '一度タップしてからもう一度触れて上下へドラッグする、1 本指のズームを無効にします。ピンチによるズームと 2 本指の回転は引き続き使えます。クリックできるフィーチャーなど、地図上ですばやく続けてタップしてもズームさせたくない場合に使います。',
              },
              example: `map.touchZoomRotate.disableTapDragZoom();`,
            },
            {
              kind: 'method',
              name: 'enableTapDragZoom',
              description: {
                en: 'Lets the reader zoom with one finger by tapping and dragging again after `disableTapDragZoom()`. It becomes active only while touch zooming is enabled.',
                ja: '`disableTapDragZoom()` のあとで、1 本指のタップ＆ドラッグによるズームを再び使えるようにします。実際に働くのは、タッチによるズームが有効なときだけです。',
              },
              example: `map.touchZoomRotate.enable();
map.touchZoomRotate.enableTapDragZoom();`,
            },
            {
              kind: 'method',
              name: 'isTapDragZoomEnabled',
              description: {
                en: 'Tells whether one-finger tap-and-drag zooming is allowed, that is, whether `disableTapDragZoom()` is not in effect. Use `isEnabled()` to know whether touch zooming itself is on.',
                ja: '1 本指のタップ＆ドラッグによるズームが許可されているかどうかを返します。つまり、`disableTapDragZoom()` が効いていないかどうかです。タッチによるズーム自体が有効かどうかは `isEnabled()` で確認します。',
              },
              returns: {
                type: 'boolean',
                description: {
                  en: '`true` unless the gesture was turned off with `disableTapDragZoom()`.',
                  ja: '`disableTapDragZoom()` で無効にしていなければ `true` です。',
                },
              },
              example: `const oneFingerZoom = map.touchZoomRotate.isTapDragZoomEnabled();`,
            },
          ],
        },
      ],
    },

    // ---------------------------------------------------------------- FeaturesetDescriptor
    {
      name: 'FeaturesetDescriptor',
      kind: 'object',
      badges: ['beta'],
      description: {
        en: "Points to a featureset: a named group of features that a style declares in its `featuresets` section, such as the buildings or points of interest of the Standard style. Use it as the `target` of an [Interaction](/api/handlers/#interaction) or of a [map.queryRenderedFeatures()](/api/map/#map#queryrenderedfeatures) call.\n\nTo point at a single style layer instead, write `{layerId: 'my-layer'}`. [TargetDescriptor](/api/handlers/#targetdescriptor) accepts either form.",
        ja: "フィーチャーセットを指し示すオブジェクトです。フィーチャーセットとは、Standard スタイルの建物や POI のように、スタイルが `featuresets` セクションで宣言する名前付きのフィーチャーのまとまりです。[Interaction](/api/handlers/#interaction) や [map.queryRenderedFeatures()](/api/map/#map#queryrenderedfeatures) の `target` として使います。\n\n代わりに 1 つのスタイルレイヤーを指すには `{layerId: 'my-layer'}` と書きます。[TargetDescriptor](/api/handlers/#targetdescriptor) はどちらの形も受け付けます。",
      },
      params: [
        {
          name: 'featuresetId',
          type: 'string',
          description: {
            en: "Name of the featureset as declared in the style, for example `'buildings'` or `'poi'` in the Standard style.",
            ja: "スタイルで宣言されたフィーチャーセットの名前です。たとえば Standard スタイルでは `'buildings'` や `'poi'` です。",
          },
        },
        {
          name: 'importId',
          type: 'string',
          optional: true,
          description: {
            en: "Id of the imported style that declares the featureset. When the map style is the Standard style, its featuresets live in the import `'basemap'`. Leave it out for featuresets declared in your root style.",
            ja: "フィーチャーセットを宣言しているインポート済みスタイルの ID です。地図のスタイルが Standard スタイルの場合、そのフィーチャーセットはインポート `'basemap'` に含まれます。ルートスタイルで宣言したフィーチャーセットでは省略します。",
          },
        },
      ],
      paramsId: 'properties',
      example: `const poi = {featuresetId: 'poi', importId: 'basemap'};

const visiblePois = map.queryRenderedFeatures({target: poi});
console.log(visiblePois.length, 'points of interest in view');`,
    },

    // ---------------------------------------------------------------- Interaction
    {
      name: 'Interaction',
      kind: 'object',
      badges: ['beta'],
      description: {
        en: 'Describes one interaction for [map.addInteraction(id, interaction)](/api/map/#map#addinteraction): the event to react to, optionally the layer or featureset it applies to, and the function to call. Remove it again with `map.removeInteraction(id)`.\n\nWhen several interactions match the same event, the one added last runs first, and interactions with a `target` are tried before those without one, which therefore only see events that no targeted interaction handled (such as clicks on empty map). If a handler returns `false`, the event moves on to the next matching interaction or to the next feature under the pointer; any other return value stops it there.',
        ja: '[map.addInteraction(id, interaction)](/api/map/#map#addinteraction) に渡す 1 つのインタラクションを記述するオブジェクトです。反応するイベント、必要に応じて対象となるレイヤーやフィーチャーセット、そして呼び出す関数を指定します。削除するには `map.removeInteraction(id)` を使います。\n\n同じイベントに複数のインタラクションが該当する場合は、最後に追加したものから順に実行されます。また `target` を持つインタラクションが `target` を持たないものより先に試されるため、後者はどの対象付きインタラクションも処理しなかったイベント（地図の何もない場所のクリックなど）だけを受け取ります。ハンドラーが `false` を返すと、イベントは次に該当するインタラクション、またはポインターの下にある次のフィーチャーへ渡されます。それ以外の値を返すと、そこで処理が止まります。',
      },
      params: [
        {
          name: 'type',
          type: 'string',
          description: {
            en: "Name of the map event that triggers the interaction, such as `'click'`, `'dblclick'`, `'mousedown'`, `'mouseup'`, `'mousemove'`, `'contextmenu'` or a touch event like `'touchstart'`. `'mouseenter'` and `'mouseleave'` fire when the pointer moves onto or off a feature of the `target`.",
            ja: "インタラクションを発動させる地図イベントの名前です。`'click'`、`'dblclick'`、`'mousedown'`、`'mouseup'`、`'mousemove'`、`'contextmenu'` や、`'touchstart'` のようなタッチイベントを指定します。`'mouseenter'` と `'mouseleave'` は、ポインターが `target` のフィーチャーに乗ったとき、または離れたときに発火します。",
          },
        },
        {
          name: 'target',
          type: 'TargetDescriptor',
          optional: true,
          description: {
            en: 'The style layer (`{layerId}`) or featureset (`{featuresetId, importId}`) whose features trigger the handler. Without it, the handler reacts to the event anywhere on the map and receives no feature.',
            ja: 'ハンドラーを発動させるフィーチャーを持つスタイルレイヤー（`{layerId}`）またはフィーチャーセット（`{featuresetId, importId}`）です。省略すると、地図上のどこで起きたイベントにも反応し、フィーチャーは渡されません。',
          },
        },
        {
          name: 'namespace',
          type: 'string',
          optional: true,
          description: {
            en: 'Keeps apart features that come from the same source but belong to different featureset selectors, so that their ids do not collide.',
            ja: '同じソースに由来しながら異なるフィーチャーセットのセレクターに属するフィーチャーを区別し、ID が衝突しないようにします。',
          },
        },
        {
          name: 'filter',
          type: 'FilterSpecification',
          optional: true,
          description: {
            en: 'A filter expression; only features that match it trigger the handler. It has an effect only together with `target`.',
            ja: 'フィルター式です。これに一致するフィーチャーだけがハンドラーを発動させます。`target` と組み合わせたときにのみ効果があります。',
          },
        },
        {
          name: 'handler',
          type: '(event: InteractionEvent) => boolean | void',
          description: {
            en: 'Function called with an InteractionEvent when the interaction fires. Return `false` to let the event continue to other interactions.',
            ja: 'インタラクションが発動したときに InteractionEvent を引数として呼び出される関数です。`false` を返すと、イベントはほかのインタラクションへ引き継がれます。',
          },
        },
      ],
      paramsId: 'properties',
      example: `map.addInteraction('tall-building-click', {
  type: 'click',
  target: {layerId: 'building-extrusions'},
  filter: ['>', ['get', 'height'], 100],
  handler: (e) => {
    console.log('Tall building:', e.feature.properties.height, 'm');
  },
});

// Runs only for clicks that no targeted interaction handled.
map.addInteraction('empty-click', {
  type: 'click',
  handler: (e) => console.log('Clicked the map at', e.lngLat.toArray()),
});`,
    },

    // ---------------------------------------------------------------- InteractionEvent
    {
      name: 'InteractionEvent',
      kind: 'object',
      badges: ['beta'],
      description: {
        en: 'The event object that an [Interaction](/api/handlers/#interaction) handler receives. Besides the position and the original DOM event, it says which interaction fired and, for interactions with a `target`, which feature triggered it.',
        ja: '[Interaction](/api/handlers/#interaction) のハンドラーが受け取るイベントオブジェクトです。位置や元の DOM イベントに加えて、どのインタラクションが発動したのか、また `target` を持つインタラクションではどのフィーチャーがそれを引き起こしたのかを示します。',
      },
      params: [
        {
          name: 'id',
          type: 'string',
          description: {
            en: 'The id the interaction was registered with in `map.addInteraction()`.',
            ja: '`map.addInteraction()` でインタラクションを登録したときの ID です。',
          },
        },
        {
          name: 'type',
          type: 'string',
          description: {
            en: "The event type, for example `'click'` or `'mouseenter'`.",
            ja: "イベントの種類です。たとえば `'click'` や `'mouseenter'` です。",
          },
        },
        {
          name: 'interaction',
          type: 'Interaction',
          description: {
            en: 'The configuration object of the interaction that fired.',
            ja: '発動したインタラクションの設定オブジェクトです。',
          },
        },
        {
          name: 'feature',
          type: 'TargetFeature',
          optional: true,
          description: {
            en: "The feature that triggered the handler, matched against the interaction's `target`. It is not set for interactions without a `target`.",
            ja: 'ハンドラーを発動させたフィーチャーで、インタラクションの `target` に照らして特定されたものです。`target` を持たないインタラクションでは設定されません。',
          },
        },
        {
          name: 'point',
          type: 'Point',
          description: {
            en: 'Pixel position of the pointer, measured from the top left corner of the map container.',
            ja: '地図コンテナーの左上隅から測った、ポインターのピクセル位置です。',
          },
        },
        {
          name: 'lngLat',
          type: 'LngLat',
          description: {
            en: 'Geographic position of the pointer.',
            ja: 'ポインターの地理的な位置です。',
          },
        },
        {
          name: 'originalEvent',
          type: 'MouseEvent',
          description: {
            en: 'The DOM event that caused the interaction.',
            ja: 'インタラクションの元になった DOM イベントです。',
          },
        },
        {
          name: 'target',
          type: 'Map',
          description: {
            en: 'The map on which the event happened.',
            ja: 'イベントが発生した地図です。',
          },
        },
        {
          name: 'preventDefault',
          type: '() => void',
          description: {
            en: "Forwards to `preventDefault()` of the underlying map event, which stops the map's built-in handling of it, such as drag panning after `'mousedown'`. It does not stop other interactions; the handler's return value decides that.",
            ja: "元になった地図イベントの `preventDefault()` を呼び出し、`'mousedown'` 後のドラッグによるパンなど、地図の組み込みの処理を止めます。ほかのインタラクションへの伝播は止めません。それはハンドラーの戻り値で決まります。",
          },
        },
      ],
      paramsId: 'properties',
      example: `map.addInteraction('poi-click', {
  type: 'click',
  target: {featuresetId: 'poi', importId: 'basemap'},
  handler: (e) => {
    console.log(e.id, e.type, e.lngLat.toArray());
    console.log('Feature properties:', e.feature.properties);
  },
});`,
    },

    // ---------------------------------------------------------------- TargetDescriptor
    {
      name: 'TargetDescriptor',
      kind: 'type',
      badges: ['beta'],
      type: 'FeaturesetDescriptor | {layerId: string}',
      description: {
        en: "Names what an interaction or a query looks at: either a featureset, written as a FeaturesetDescriptor, or one style layer, written `{layerId: '…'}`. It is the type of the `target` field of an Interaction, of the `target` option of [map.queryRenderedFeatures()](/api/map/#map#queryrenderedfeatures), and of `TargetFeature.target`.",
        ja: "インタラクションやクエリが対象とするものを指定する型です。FeaturesetDescriptor として書くフィーチャーセットか、`{layerId: '…'}` と書く 1 つのスタイルレイヤーのいずれかです。Interaction の `target` フィールド、[map.queryRenderedFeatures()](/api/map/#map#queryrenderedfeatures) の `target` オプション、そして `TargetFeature.target` の型として使われます。",
      },
      example: `const byLayer = {layerId: 'parks'};
const byFeatureset = {featuresetId: 'buildings', importId: 'basemap'};

map.addInteraction('park-click', {
  type: 'click',
  target: byLayer,
  handler: (e) => console.log(e.feature.properties),
});
const buildings = map.queryRenderedFeatures({target: byFeatureset});`,
    },

    // ---------------------------------------------------------------- TargetFeature
    {
      name: 'TargetFeature',
      kind: 'class',
      badges: ['beta'],
      receiver: 'feature',
      description: {
        en: 'A GeoJSON `Feature` tied to the target it was found through. Interaction handlers receive one as `event.feature`, and [map.queryRenderedFeatures()](/api/map/#map#queryrenderedfeatures) returns them when you query with a `target` option. You do not create them yourself.\n\nBecause it carries its id and its target, a TargetFeature can be passed straight to [map.setFeatureState()](/api/map/#map#setfeaturestate), `map.getFeatureState()` and `map.removeFeatureState()` without naming a source. For featuresets of an imported style (such as the Standard basemap), `source`, `sourceLayer` and `layer` are left out. A TargetFeature stands for one match only, so it has no `variants` field.',
        ja: '見つかったときの対象（ターゲット）と結び付いた GeoJSON の `Feature` です。インタラクションのハンドラーは `event.feature` としてこれを受け取り、[map.queryRenderedFeatures()](/api/map/#map#queryrenderedfeatures) も `target` オプションを指定して問い合わせたときにこれを返します。自分で生成することはありません。\n\nID と対象を保持しているため、ソースを指定しなくても [map.setFeatureState()](/api/map/#map#setfeaturestate)、`map.getFeatureState()`、`map.removeFeatureState()` にそのまま渡せます。インポートされたスタイル（Standard のベースマップなど）のフィーチャーセットでは、`source`、`sourceLayer`、`layer` は含まれません。TargetFeature は 1 つの一致だけを表すため、`variants` フィールドは持ちません。',
      },
      example: `let selected = null;

map.addInteraction('building-select', {
  type: 'click',
  target: {featuresetId: 'buildings', importId: 'basemap'},
  handler: (e) => {
    if (selected) map.setFeatureState(selected, {select: false});
    selected = e.feature;
    map.setFeatureState(selected, {select: true});
  },
});`,
      groups: [
        {
          id: 'members',
          title: MEMBERS_TITLE,
          members: [
            {
              kind: 'property',
              name: 'type',
              type: "'Feature'",
              description: {
                en: "Always `'Feature'`, as in any GeoJSON feature.",
                ja: "ほかの GeoJSON フィーチャーと同じく、常に `'Feature'` です。",
              },
            },
            {
              kind: 'property',
              name: 'id',
              type: 'string | number',
              description: {
                en: 'The feature id, if the source provides one; otherwise `undefined`. Feature state needs an id to work.',
                ja: 'ソースが提供していればフィーチャーの ID、そうでなければ `undefined` です。フィーチャーステートを使うには ID が必要です。',
              },
            },
            {
              kind: 'property',
              name: 'namespace',
              type: 'string',
              description: {
                en: 'The namespace of the featureset selector the feature was matched through, if it defines one. It keeps features from the same source apart when they appear in several selectors.',
                ja: 'フィーチャーが一致したフィーチャーセットのセレクターが名前空間を定義している場合、その名前空間です。同じソースのフィーチャーが複数のセレクターに現れるとき、それらを区別します。',
              },
            },
            {
              kind: 'property',
              name: 'target',
              type: 'TargetDescriptor',
              description: {
                en: 'The layer or featureset the feature was matched for.',
                ja: 'フィーチャーが一致した対象のレイヤーまたはフィーチャーセットです。',
              },
            },
            {
              kind: 'property',
              name: 'geometry',
              type: 'GeoJSON.Geometry',
              description: {
                en: "The feature's geometry in GeoJSON form, in longitude and latitude. It is decoded from the tile data the first time you read it.",
                ja: 'フィーチャーのジオメトリーで、経度・緯度による GeoJSON 形式です。初めて読み出したときにタイルデータからデコードされます。',
              },
            },
            {
              kind: 'property',
              name: 'properties',
              type: 'Object',
              description: {
                en: "The feature's properties. When the featureset defines its own set of properties, this holds those instead of the raw source properties.",
                ja: 'フィーチャーのプロパティです。フィーチャーセットが独自のプロパティを定義している場合は、ソース本来のプロパティではなくそちらが入ります。',
              },
            },
            {
              kind: 'property',
              name: 'state',
              type: 'Object',
              description: {
                en: 'A copy of the feature state at the time the object was made. It does not update afterwards; call `map.getFeatureState(feature)` for the current value.',
                ja: 'このオブジェクトが作られた時点でのフィーチャーステートのコピーです。その後は更新されないため、最新の値は `map.getFeatureState(feature)` で取得してください。',
              },
            },
            {
              kind: 'property',
              name: 'source',
              type: 'string',
              description: {
                en: 'Id of the source the feature comes from. Present only for layer targets and for featuresets of the root style.',
                ja: 'フィーチャーの取得元ソースの ID です。レイヤーを対象とした場合と、ルートスタイルのフィーチャーセットの場合にのみ含まれます。',
              },
            },
            {
              kind: 'property',
              name: 'sourceLayer',
              type: 'string',
              description: {
                en: 'For vector tile sources, the name of the source layer that holds the feature. Present only for layer targets and for featuresets of the root style.',
                ja: 'ベクタータイルソースの場合、フィーチャーを含むソースレイヤーの名前です。レイヤーを対象とした場合と、ルートスタイルのフィーチャーセットの場合にのみ含まれます。',
              },
            },
            {
              kind: 'property',
              name: 'layer',
              type: 'Object',
              description: {
                en: 'The style layer in which the feature was rendered, as a layer specification object. Present only for layer targets and for featuresets of the root style.',
                ja: 'フィーチャーが描画されたスタイルレイヤーで、レイヤー仕様のオブジェクトです。レイヤーを対象とした場合と、ルートスタイルのフィーチャーセットの場合にのみ含まれます。',
              },
            },
            {
              kind: 'method',
              name: 'toJSON',
              description: {
                en: 'Returns a plain GeoJSON feature object with the fields above, including `target` and `namespace`. `JSON.stringify()` calls it for you.',
                ja: '上記のフィールドを持つ素の GeoJSON フィーチャーオブジェクトを、`target` と `namespace` も含めて返します。`JSON.stringify()` はこのメソッドを自動的に呼び出します。',
              },
              returns: {
                type: 'Object',
                description: {
                  en: 'A serializable GeoJSON `Feature`.',
                  ja: 'シリアライズ可能な GeoJSON の `Feature` です。',
                },
              },
              example: `map.addInteraction('poi-log', {
  type: 'click',
  target: {featuresetId: 'poi', importId: 'basemap'},
  handler: (e) => console.log(JSON.stringify(e.feature.toJSON())),
});`,
            },
          ],
        },
      ],
    },
  ],
};
