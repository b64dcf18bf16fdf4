import type {ApiItem, ApiPage, ApiReturn, LocalText} from '../../../src/model/api/types';

const MEMBERS_TITLE: LocalText = {en: 'Instance members', ja: 'インスタンスメンバー'};
const EVENTS_TITLE: LocalText = {en: 'Events', ja: 'イベント'};

const MARKER_CHAIN: ApiReturn = {
  type: 'Marker',
  description: {
    en: 'The marker itself, for chaining.',
    ja: 'メソッドチェーン用のマーカー自身です。',
  },
};

const GEOLOCATE_CHAIN: ApiReturn = {
  type: 'GeolocateControl',
  description: {
    en: 'The control itself, for chaining.',
    ja: 'メソッドチェーン用のコントロール自身です。',
  },
};

const POPUP_CHAIN: ApiReturn = {
  type: 'Popup',
  description: {
    en: 'The popup itself, for chaining.',
    ja: 'メソッドチェーン用のポップアップ自身です。',
  },
};

const MARKER: ApiItem = {
  name: 'Marker',
  kind: 'class',
  extends: 'Evented',
  description: {
    en: 'Places an HTML element on the map at a longitude and latitude. Without `options.element`, a teardrop-shaped pin filled with `options.color` is drawn. The element is layered over the map canvas and follows the camera, but it is not part of the style: you create, move and remove it with JavaScript rather than with layers.\n\nFor hundreds or thousands of points, a symbol or circle layer renders much faster than individual markers. For an interactive demo, see [Create a draggable Marker](/example/drag-a-marker/).',
    ja: 'HTML 要素を地図上の経度・緯度の位置に配置します。`options.element` を指定しない場合は、`options.color` で塗られた水滴型のピンが描画されます。要素は地図のキャンバスの上に重ねられ、カメラの動きに追従しますが、スタイルの一部ではありません。レイヤーではなく JavaScript で作成・移動・削除します。\n\n数百から数千の地点を表示する場合は、個別のマーカーよりもシンボルレイヤーやサークルレイヤーのほうがはるかに高速に描画できます。操作できるデモは [ドラッグできるマーカーを作成する](/example/drag-a-marker/) を参照してください。',
  },
  params: [
    {
      name: 'options',
      type: 'Object',
      optional: true,
      description: {
        en: 'Settings for the marker. Every field is optional.',
        ja: 'マーカーの設定です。すべてのフィールドは省略できます。',
      },
    },
    {
      name: 'options.element',
      type: 'HTMLElement',
      optional: true,
      description: {
        en: 'A DOM element to show instead of the default pin, for example an image or a styled `div`.',
        ja: '既定のピンの代わりに表示する DOM 要素です。たとえば画像やスタイルを付けた `div` を指定します。',
      },
    },
    {
      name: 'options.anchor',
      type: 'string',
      default: "'center'",
      description: {
        en: "The part of the element that sits on the coordinate: `'center'`, `'top'`, `'bottom'`, `'left'`, `'right'`, `'top-left'`, `'top-right'`, `'bottom-left'` or `'bottom-right'`.",
        ja: "要素のどの部分を座標の位置に合わせるかを指定します。`'center'`、`'top'`、`'bottom'`、`'left'`、`'right'`、`'top-left'`、`'top-right'`、`'bottom-left'`、`'bottom-right'` のいずれかです。",
      },
    },
    {
      name: 'options.offset',
      type: 'PointLike',
      optional: true,
      description: {
        en: 'A pixel offset applied to the element after it is anchored. Negative x values move it left, negative y values move it up.',
        ja: 'アンカー位置に合わせたあとで要素に加えるピクセル単位のオフセットです。x が負なら左へ、y が負なら上へ移動します。',
      },
    },
    {
      name: 'options.color',
      type: 'string',
      default: "'#3FB1CE'",
      description: {
        en: 'Fill color of the default pin, as a CSS color. Has no effect when `element` is set.',
        ja: '既定のピンの塗りの色です（CSS の色指定）。`element` を指定した場合は効果がありません。',
      },
    },
    {
      name: 'options.scale',
      type: 'number',
      default: '1',
      description: {
        en: 'Size factor for the default pin, which measures 27 × 41 pixels at `1`. Has no effect when `element` is set.',
        ja: '既定のピンの拡大率です。`1` のときピンは 27 × 41 ピクセルです。`element` を指定した場合は効果がありません。',
      },
    },
    {
      name: 'options.draggable',
      type: 'boolean',
      default: 'false',
      description: {
        en: 'Lets the reader drag the marker to a new position with the mouse or a finger.',
        ja: 'マウスや指でマーカーをドラッグして別の位置へ動かせるようにします。',
      },
    },
    {
      name: 'options.clickTolerance',
      type: 'number',
      default: '0',
      description: {
        en: "How many pixels the pointer may move while pressed on the marker before the gesture counts as a drag instead of a click. `0` uses the map's own `clickTolerance`.",
        ja: 'マーカー上で押したままポインターが何ピクセル動くまでをクリックとみなし、それを超えたらドラッグとして扱うかを指定します。`0` の場合は地図自体の `clickTolerance` を使います。',
      },
    },
    {
      name: 'options.rotation',
      type: 'number',
      default: '0',
      description: {
        en: 'Rotation of the marker in degrees, clockwise, measured relative to `rotationAlignment`.',
        ja: 'マーカーの回転角度（度、時計回り）です。基準は `rotationAlignment` によって決まります。',
      },
    },
    {
      name: 'options.rotationAlignment',
      type: 'string',
      default: "'auto'",
      description: {
        en: "What the rotation is relative to. `'map'` ties it to the map, so the marker turns with the bearing; `'viewport'` ties it to the screen; `'horizon'` points the marker toward the nearest horizon on the globe and acts like `'viewport'` in other projections. `'auto'` is the same as `'viewport'`.",
        ja: "回転の基準を指定します。`'map'` は地図に固定され、方位の変化に合わせてマーカーも回ります。`'viewport'` は画面に固定されます。`'horizon'` は地球儀表示で最も近い地平線の方向に向き、それ以外の投影法では `'viewport'` と同じ動作になります。`'auto'` は `'viewport'` と同じです。",
      },
    },
    {
      name: 'options.pitchAlignment',
      type: 'string',
      default: "'auto'",
      description: {
        en: "`'map'` lays the marker flat on the map plane when the map is tilted; `'viewport'` keeps it facing the screen. `'auto'` uses the same value as `rotationAlignment`.",
        ja: "`'map'` は地図が傾いたときにマーカーを地図の平面に沿って寝かせます。`'viewport'` は常に画面の正面を向かせます。`'auto'` は `rotationAlignment` と同じ値を使います。",
      },
    },
    {
      name: 'options.occludedOpacity',
      type: 'number',
      default: '0.2',
      description: {
        en: 'Opacity of the marker while 3D terrain hides it from the camera.',
        ja: '3D 地形によってカメラから隠されているときのマーカーの不透明度です。',
      },
    },
    {
      name: 'options.className',
      type: 'string',
      optional: true,
      description: {
        en: 'Space-separated CSS class names to add to the marker element.',
        ja: 'マーカー要素に追加する CSS クラス名（空白区切り）です。',
      },
    },
    {
      name: 'options.altitude',
      type: 'number',
      default: '0',
      description: {
        en: "How high above the map surface the marker floats, in meters. With 3D terrain enabled, the height is counted from the ground at the marker's position.",
        ja: 'マーカーを地図の表面からどれだけ高い位置に浮かせるかを、メートル単位で指定します。3D 地形が有効な場合は、マーカーの位置の地表からの高さになります。',
      },
    },
  ],
  paramsId: 'options',
  example: `const marker = new %product%gl.Marker({color: '#d1495b', draggable: true})
  .setLngLat([144.9631, -37.8136])
  .setPopup(new %product%gl.Popup().setText('Melbourne'))
  .addTo(map);`,
  groups: [
    {
      id: 'methods',
      title: MEMBERS_TITLE,
      members: [
        {
          kind: 'method',
          name: 'addTo',
          description: {
            en: 'Adds the marker to a map. If it was on another map, it is removed from there first.',
            ja: 'マーカーを地図に追加します。別の地図に追加済みの場合は、先にそこから取り除かれます。',
          },
          params: [
            {
              name: 'map',
              type: 'Map',
              description: {
                en: 'The map to add the marker to.',
                ja: 'マーカーを追加する地図です。',
              },
            },
          ],
          returns: MARKER_CHAIN,
          example: `new %product%gl.Marker()
  .setLngLat([2.3522, 48.8566])
  .addTo(map);`,
        },
        {
          kind: 'method',
          name: 'remove',
          description: {
            en: 'Takes the marker off the map. A popup bound with `setPopup` is closed as well. The marker can be added again later with `addTo`.',
            ja: 'マーカーを地図から取り除きます。`setPopup` で関連付けたポップアップも閉じられます。あとで `addTo` を使って再び追加できます。',
          },
          returns: MARKER_CHAIN,
          example: `const marker = new %product%gl.Marker().setLngLat([0, 0]).addTo(map);
marker.remove();`,
        },
        {
          kind: 'method',
          name: 'getLngLat',
          description: {
            en: 'Returns the geographic position of the marker. The longitude can differ from the value you set by a multiple of 360°, because the marker jumps between copies of the world to stay in view.',
            ja: 'マーカーの地理的な位置を返します。マーカーは表示範囲に収まるよう世界の複製の間を移動するため、経度が設定した値と 360° の倍数だけ異なる場合があります。',
          },
          returns: {
            type: 'LngLat',
            description: {en: 'The position of the marker.', ja: 'マーカーの位置です。'},
          },
          example: `const {lng, lat} = marker.getLngLat();
console.log(lng, lat);`,
        },
        {
          kind: 'method',
          name: 'setLngLat',
          description: {
            en: 'Moves the marker to a geographic position. A bound popup moves with it. Call this before `addTo`, since a marker needs a position to be shown.',
            ja: 'マーカーを指定した地理的な位置へ移動します。関連付けたポップアップも一緒に移動します。マーカーを表示するには位置が必要なため、`addTo` より前に呼び出してください。',
          },
          params: [
            {
              name: 'lnglat',
              type: 'LngLatLike',
              description: {en: 'The new position.', ja: '新しい位置です。'},
            },
          ],
          returns: MARKER_CHAIN,
          example: `marker.setLngLat([-122.4194, 37.7749]);`,
        },
        {
          kind: 'method',
          name: 'getAltitude',
          description: {
            en: 'Returns the height of the marker above the map surface in meters, as set with the `altitude` option or `setAltitude`.',
            ja: '`altitude` オプションまたは `setAltitude` で設定した、地図の表面からのマーカーの高度（メートル）を返します。',
          },
          returns: {
            type: 'number',
            description: {en: 'The altitude in meters.', ja: 'メートル単位の高度です。'},
          },
          example: `// Raise the marker by another 50 meters.
marker.setAltitude(marker.getAltitude() + 50);`,
        },
        {
          kind: 'method',
          name: 'setAltitude',
          description: {
            en: "Changes how high above the map surface the marker floats, in meters. With 3D terrain enabled, the height is counted from the ground at the marker's position. `0` puts the marker back on the surface.",
            ja: 'マーカーを地図の表面からどれだけ高い位置に浮かせるかを、メートル単位で変更します。3D 地形が有効な場合は、マーカーの位置の地表からの高さになります。`0` を指定するとマーカーは表面に戻ります。',
          },
          params: [
            {
              name: 'altitude',
              type: 'number',
              description: {
                en: 'The new altitude in meters.',
                ja: '新しい高度（メートル）です。',
              },
            },
          ],
          returns: MARKER_CHAIN,
          example: `// Float the marker 120 m above the ground.
new %product%gl.Marker()
  .setLngLat([-0.0865, 51.5045])
  .setAltitude(120)
  .addTo(map);`,
        },
        {
          kind: 'method',
          name: 'getElement',
          description: {
            en: "Returns the marker's DOM element: the element you passed as `options.element`, or the one that holds the default pin. Use it to attach your own listeners or styles.",
            ja: 'マーカーの DOM 要素を返します。`options.element` で渡した要素、または既定のピンを含む要素です。独自のイベントリスナーやスタイルを付けるときに使います。',
          },
          returns: {
            type: 'HTMLElement',
            description: {en: 'The marker element.', ja: 'マーカー要素です。'},
          },
          example: `marker.getElement().addEventListener('mouseenter', () => {
  console.log('Pointer over the marker');
});`,
        },
        {
          kind: 'method',
          name: 'setPopup',
          description: {
            en: 'Binds a popup to the marker. The popup opens and closes when the marker is clicked, or when it has keyboard focus and Enter or Space is pressed, and it follows the marker when the marker moves. If the popup has no `offset` of its own, the marker gives it one: for the default pin, offsets that keep the tip clear of the pin; for a custom element, the offset of the marker itself. Call it without an argument, or with `null`, to unbind the current popup.',
            ja: 'マーカーにポップアップを関連付けます。マーカーをクリックしたとき、またはマーカーにキーボードフォーカスがある状態で Enter キーか Space キーを押したときにポップアップが開閉し、マーカーを動かすとポップアップも追従します。ポップアップに `offset` が設定されていない場合はマーカーが設定します。既定のピンではポップアップの先端がピンに重ならないオフセットを、独自の要素ではマーカー自身のオフセットを使います。引数を省略するか `null` を渡して呼び出すと、現在のポップアップの関連付けを解除します。',
          },
          params: [
            {
              name: 'popup',
              type: 'Popup | null',
              optional: true,
              description: {
                en: 'The popup to bind; leave out to remove the current one.',
                ja: '関連付けるポップアップ。省略すると現在のポップアップを解除します。',
              },
            },
          ],
          returns: MARKER_CHAIN,
          example: `const marker = new %product%gl.Marker()
  .setLngLat([139.6917, 35.6895])
  .setPopup(new %product%gl.Popup().setHTML('<h3>Tokyo</h3>'))
  .addTo(map);`,
        },
        {
          kind: 'method',
          name: 'getPopup',
          description: {
            en: 'Returns the popup bound to the marker, or nothing if no popup is bound.',
            ja: 'マーカーに関連付けられたポップアップを返します。関連付けがない場合は何も返しません。',
          },
          returns: {
            type: 'Popup',
            description: {
              en: 'The bound popup, if there is one.',
              ja: '関連付けられたポップアップ（ある場合）です。',
            },
          },
          example: `const popup = marker.getPopup();
if (popup) popup.setText('Updated');`,
        },
        {
          kind: 'method',
          name: 'togglePopup',
          description: {
            en: 'Opens the bound popup if it is closed and closes it if it is open. Does nothing when no popup is bound or the marker is not on a map.',
            ja: '関連付けたポップアップが閉じていれば開き、開いていれば閉じます。ポップアップが関連付けられていない場合や、マーカーが地図に追加されていない場合は何もしません。',
          },
          returns: MARKER_CHAIN,
          example: `marker.setPopup(new %product%gl.Popup().setText('Hello'));
marker.togglePopup();`,
        },
        {
          kind: 'method',
          name: 'getOffset',
          description: {
            en: 'Returns the pixel offset currently applied to the marker.',
            ja: 'マーカーに現在適用されているピクセル単位のオフセットを返します。',
          },
          returns: {
            type: 'Point',
            description: {en: 'The offset in pixels.', ja: 'ピクセル単位のオフセットです。'},
          },
          example: `const offset = marker.getOffset();
console.log(offset.x, offset.y);`,
        },
        {
          kind: 'method',
          name: 'setOffset',
          description: {
            en: 'Changes the pixel offset applied to the marker after it is anchored. Negative values move it left and up.',
            ja: 'アンカー位置に合わせたあとでマーカーに加えるピクセル単位のオフセットを変更します。負の値を指定すると左および上へ移動します。',
          },
          params: [
            {
              name: 'offset',
              type: 'PointLike',
              description: {
                en: 'The new offset, as `[x, y]` in pixels or a `Point`.',
                ja: '新しいオフセット。ピクセル単位の `[x, y]` または `Point` で指定します。',
              },
            },
          ],
          returns: MARKER_CHAIN,
          example: `marker.setOffset([0, -10]);`,
        },
        {
          kind: 'method',
          name: 'addClassName',
          description: {
            en: 'Adds a CSS class to the marker element.',
            ja: 'マーカー要素に CSS クラスを追加します。',
          },
          params: [
            {
              name: 'className',
              type: 'string',
              description: {
                en: 'A single, non-empty class name.',
                ja: '追加するクラス名（空でない 1 つの名前）です。',
              },
            },
          ],
          returns: MARKER_CHAIN,
          example: `marker.addClassName('is-selected');`,
        },
        {
          kind: 'method',
          name: 'removeClassName',
          description: {
            en: 'Removes a CSS class from the marker element.',
            ja: 'マーカー要素から CSS クラスを取り除きます。',
          },
          params: [
            {
              name: 'className',
              type: 'string',
              description: {en: 'The class name to remove.', ja: '取り除くクラス名です。'},
            },
          ],
          returns: MARKER_CHAIN,
          example: `marker.removeClassName('is-selected');`,
        },
        {
          kind: 'method',
          name: 'toggleClassName',
          description: {
            en: 'Adds a CSS class to the marker element if it is missing, or removes it if it is present.',
            ja: 'マーカー要素に CSS クラスがなければ追加し、あれば取り除きます。',
          },
          params: [
            {
              name: 'className',
              type: 'string',
              description: {
                en: 'The class name to add or remove.',
                ja: '追加または削除するクラス名です。',
              },
            },
          ],
          returns: {
            type: 'boolean',
            description: {
              en: '`true` if the class was added, `false` if it was removed.',
              ja: 'クラスを追加した場合は `true`、取り除いた場合は `false` です。',
            },
          },
          example: `const isHighlighted = marker.toggleClassName('highlighted');`,
        },
        {
          kind: 'method',
          name: 'setDraggable',
          description: {
            en: 'Turns dragging of the marker on or off. It can be called before the marker is added to a map.',
            ja: 'マーカーのドラッグを有効または無効にします。マーカーを地図へ追加する前でも呼び出せます。',
          },
          params: [
            {
              name: 'shouldBeDraggable',
              type: 'boolean',
              default: 'false',
              description: {
                en: '`true` to allow dragging, `false` to prevent it.',
                ja: 'ドラッグを許可する場合は `true`、禁止する場合は `false` です。',
              },
            },
          ],
          returns: MARKER_CHAIN,
          example: `marker.setDraggable(true);`,
        },
        {
          kind: 'method',
          name: 'isDraggable',
          description: {
            en: 'Tells whether the reader can currently drag the marker.',
            ja: '現在マーカーをドラッグできるかどうかを返します。',
          },
          returns: {
            type: 'boolean',
            description: {
              en: '`true` if the marker is draggable.',
              ja: 'ドラッグ可能な場合は `true` です。',
            },
          },
          example: `if (!marker.isDraggable()) {
  marker.setDraggable(true);
}`,
        },
        {
          kind: 'method',
          name: 'setRotation',
          description: {
            en: 'Rotates the marker by an angle in degrees, clockwise, relative to its `rotationAlignment`.',
            ja: 'マーカーを指定した角度（度、時計回り）だけ回転させます。基準は `rotationAlignment` です。',
          },
          params: [
            {
              name: 'rotation',
              type: 'number',
              default: '0',
              description: {en: 'The angle in degrees.', ja: '角度（度）です。'},
            },
          ],
          returns: MARKER_CHAIN,
          example: `marker.setRotation(45);`,
        },
        {
          kind: 'method',
          name: 'getRotation',
          description: {
            en: 'Returns the rotation of the marker in degrees, as set by the `rotation` option or `setRotation`.',
            ja: '`rotation` オプションまたは `setRotation` で設定したマーカーの回転角度（度）を返します。',
          },
          returns: {
            type: 'number',
            description: {en: 'The rotation in degrees.', ja: '回転角度（度）です。'},
          },
          example: `marker.setRotation(marker.getRotation() + 90);`,
        },
        {
          kind: 'method',
          name: 'setRotationAlignment',
          description: {
            en: "Sets what the marker's rotation is relative to: `'map'`, `'viewport'`, `'horizon'` or `'auto'`. See the `rotationAlignment` option for what each value does.",
            ja: "マーカーの回転の基準を `'map'`、`'viewport'`、`'horizon'`、`'auto'` のいずれかに設定します。各値の意味は `rotationAlignment` オプションを参照してください。",
          },
          params: [
            {
              name: 'alignment',
              type: 'string',
              default: "'auto'",
              description: {en: 'The new alignment.', ja: '新しい基準です。'},
            },
          ],
          returns: MARKER_CHAIN,
          example: `marker.setRotationAlignment('map');`,
        },
        {
          kind: 'method',
          name: 'getRotationAlignment',
          description: {
            en: "Returns the rotation alignment in effect. `'auto'` is reported as `'viewport'`, and so is `'horizon'` while the map is not shown as a globe.",
            ja: "実際に適用されている回転の基準を返します。`'auto'` は `'viewport'` として返され、地図が地球儀表示でないときは `'horizon'` も `'viewport'` として返されます。",
          },
          returns: {
            type: 'string',
            description: {
              en: "`'map'`, `'viewport'` or `'horizon'`.",
              ja: "`'map'`、`'viewport'`、`'horizon'` のいずれかです。",
            },
          },
          example: `const alignment = marker.getRotationAlignment();`,
        },
        {
          kind: 'method',
          name: 'setPitchAlignment',
          description: {
            en: "Sets how the marker behaves when the map is tilted: `'map'` lays it on the map plane, `'viewport'` keeps it facing the screen, and `'auto'` follows the rotation alignment.",
            ja: "地図が傾いたときのマーカーの向きを設定します。`'map'` は地図の平面に沿って寝かせ、`'viewport'` は画面の正面を向かせ、`'auto'` は回転の基準に合わせます。",
          },
          params: [
            {
              name: 'alignment',
              type: 'string',
              default: "'auto'",
              description: {en: 'The new alignment.', ja: '新しい基準です。'},
            },
          ],
          returns: MARKER_CHAIN,
          example: `marker.setPitchAlignment('map');`,
        },
        {
          kind: 'method',
          name: 'getPitchAlignment',
          description: {
            en: "Returns the pitch alignment in effect. When it is set to `'auto'`, the result of `getRotationAlignment` is returned instead.",
            ja: "実際に適用されているピッチの基準を返します。`'auto'` に設定されている場合は、代わりに `getRotationAlignment` の結果を返します。",
          },
          returns: {
            type: 'string',
            description: {
              en: "`'map'`, `'viewport'` or `'horizon'`.",
              ja: "`'map'`、`'viewport'`、`'horizon'` のいずれかです。",
            },
          },
          example: `const alignment = marker.getPitchAlignment();`,
        },
        {
          kind: 'method',
          name: 'setOccludedOpacity',
          description: {
            en: 'Sets the opacity used while 3D terrain hides the marker from the camera.',
            ja: '3D 地形によってカメラから隠されているときに使う不透明度を設定します。',
          },
          params: [
            {
              name: 'opacity',
              type: 'number',
              default: '0.2',
              description: {
                en: 'An opacity between `0` and `1`.',
                ja: '`0` から `1` までの不透明度です。',
              },
            },
          ],
          returns: MARKER_CHAIN,
          example: `marker.setOccludedOpacity(0.5);`,
        },
        {
          kind: 'method',
          name: 'getOccludedOpacity',
          description: {
            en: 'Returns the opacity used while 3D terrain hides the marker.',
            ja: '3D 地形によって隠されているときに使うマーカーの不透明度を返します。',
          },
          returns: {
            type: 'number',
            description: {en: 'The occluded opacity.', ja: '隠れているときの不透明度です。'},
          },
          example: `const opacity = marker.getOccludedOpacity();`,
        },
      ],
    },
    {
      id: 'events',
      title: EVENTS_TITLE,
      members: [
        {
          kind: 'event',
          name: 'dragstart',
          eventType: 'Object',
          description: {
            en: 'Fires once when the reader starts dragging a draggable marker, on the first pointer move beyond the click tolerance. The marker is `event.target`.',
            ja: 'ドラッグ可能なマーカーのドラッグが始まったときに 1 回発生します。ポインターがクリック許容範囲を超えて最初に動いた時点で発生します。マーカーは `event.target` で参照できます。',
          },
        },
        {
          kind: 'event',
          name: 'drag',
          eventType: 'Object',
          description: {
            en: 'Fires repeatedly while the marker is being dragged. The marker is `event.target`, so `event.target.getLngLat()` gives its current position.',
            ja: 'マーカーのドラッグ中に繰り返し発生します。マーカーは `event.target` で参照できるため、`event.target.getLngLat()` で現在の位置を取得できます。',
          },
        },
        {
          kind: 'event',
          name: 'dragend',
          eventType: 'Object',
          description: {
            en: 'Fires when the reader releases the marker after dragging it. It does not fire for a press that never turned into a drag. The marker is `event.target`.',
            ja: 'ドラッグしたマーカーを離したときに発生します。ドラッグにならなかった押下では発生しません。マーカーは `event.target` で参照できます。',
          },
          example: `marker.on('dragend', (event) => {
  const lngLat = event.target.getLngLat();
  console.log('Dropped at', lngLat.lng, lngLat.lat);
});`,
        },
      ],
    },
  ],
};

const POPUP: ApiItem = {
  name: 'Popup',
  kind: 'class',
  extends: 'Evented',
  description: {
    en: 'A small information window with a tip pointing at a spot on the map. Fill it with `setText`, `setHTML` or `setDOMContent`, place it with `setLngLat` or `trackPointer`, then open it with `addTo(map)`. To open a popup when a marker is clicked, bind it with [`marker.setPopup`](/api/markers/#marker#setpopup) instead of calling `addTo` yourself.',
    ja: '地図上の地点を先端で指し示す小さな情報ウィンドウです。`setText`、`setHTML`、`setDOMContent` のいずれかで内容を設定し、`setLngLat` または `trackPointer` で位置を決めてから、`addTo(map)` で開きます。マーカーのクリックでポップアップを開きたい場合は、自分で `addTo` を呼ぶ代わりに [`marker.setPopup`](/api/markers/#marker#setpopup) で関連付けます。',
  },
  params: [
    {
      name: 'options',
      type: 'Object',
      optional: true,
      description: {
        en: 'Settings for the popup. Every field is optional.',
        ja: 'ポップアップの設定です。すべてのフィールドは省略できます。',
      },
    },
    {
      name: 'options.closeButton',
      type: 'boolean',
      default: 'true',
      description: {
        en: 'Shows a close button in the top right corner of the popup.',
        ja: 'ポップアップの右上に閉じるボタンを表示します。',
      },
    },
    {
      name: 'options.closeOnClick',
      type: 'boolean',
      default: 'true',
      description: {
        en: 'Closes the popup when the reader clicks the map.',
        ja: '地図がクリックされたときにポップアップを閉じます。',
      },
    },
    {
      name: 'options.closeOnMove',
      type: 'boolean',
      default: 'false',
      description: {
        en: 'Closes the popup as soon as the map moves.',
        ja: '地図が動いた時点でポップアップを閉じます。',
      },
    },
    {
      name: 'options.focusAfterOpen',
      type: 'boolean',
      default: 'true',
      description: {
        en: 'Moves keyboard focus to the first focusable element inside the popup when it opens or its content changes.',
        ja: 'ポップアップが開いたときや内容が変わったときに、ポップアップ内で最初にフォーカスできる要素へキーボードフォーカスを移します。',
      },
    },
    {
      name: 'options.anchor',
      type: 'string',
      optional: true,
      description: {
        en: "The part of the popup placed at its location: `'center'`, `'top'`, `'bottom'`, `'left'`, `'right'`, `'top-left'`, `'top-right'`, `'bottom-left'` or `'bottom-right'`. When unset, it is chosen on every update to keep the popup inside the map container, preferring `'bottom'`.",
        ja: "ポップアップのどの部分を指定位置に合わせるかを指定します。`'center'`、`'top'`、`'bottom'`、`'left'`、`'right'`、`'top-left'`、`'top-right'`、`'bottom-left'`、`'bottom-right'` のいずれかです。省略した場合は、ポップアップが地図のコンテナー内に収まるよう更新のたびに自動で選ばれ、`'bottom'` が優先されます。",
      },
    },
    {
      name: 'options.offset',
      type: 'number | PointLike | Object',
      optional: true,
      description: {
        en: "A pixel offset from the popup's location: a number for a distance in the direction of the anchor, a `PointLike` for a fixed `[x, y]` shift, or an object with one `PointLike` per anchor name (`'top'`, `'bottom-left'`, …). Negative values move left and up.",
        ja: "ポップアップの位置からのピクセル単位のオフセットです。数値ならアンカーの方向への距離、`PointLike` なら一定の `[x, y]` のずれ、オブジェクトならアンカー名（`'top'`、`'bottom-left'` など）ごとの `PointLike` を指定します。負の値は左および上への移動を表します。",
      },
    },
    {
      name: 'options.className',
      type: 'string',
      optional: true,
      description: {
        en: 'Space-separated CSS class names to add to the popup container.',
        ja: 'ポップアップのコンテナーに追加する CSS クラス名（空白区切り）です。',
      },
    },
    {
      name: 'options.maxWidth',
      type: 'string',
      default: "'240px'",
      description: {
        en: "The CSS `max-width` of the popup, such as `'300px'`. Use `'none'` to let the popup grow to fit its content.",
        ja: "ポップアップの CSS `max-width` です（例: `'300px'`）。内容に合わせて広げたい場合は `'none'` を指定します。",
      },
    },
    {
      name: 'options.altitude',
      type: 'number',
      default: '0',
      description: {
        en: "How high above the map surface the popup's location lies, in meters. With 3D terrain enabled, the height is counted from the ground at that location.",
        ja: 'ポップアップが指し示す位置の、地図の表面からの高さをメートル単位で指定します。3D 地形が有効な場合は、その位置の地表からの高さになります。',
      },
    },
  ],
  paramsId: 'options',
  example: `const popup = new %product%gl.Popup({closeButton: false, maxWidth: '280px'})
  .setLngLat([-3.7038, 40.4168])
  .setHTML('<h3>Madrid</h3><p>Capital of Spain</p>')
  .addTo(map);`,
  groups: [
    {
      id: 'methods',
      title: MEMBERS_TITLE,
      members: [
        {
          kind: 'method',
          name: 'addTo',
          description: {
            en: 'Opens the popup on a map and fires `open`. If it is already open, it is closed first. Set content and a location (or `trackPointer`) so there is something to show.',
            ja: 'ポップアップを地図上に開き、`open` イベントを発生させます。すでに開いている場合は、いったん閉じてから開きます。表示するには内容と位置（または `trackPointer`）を設定しておく必要があります。',
          },
          params: [
            {
              name: 'map',
              type: 'Map',
              description: {
                en: 'The map to open the popup on.',
                ja: 'ポップアップを開く地図です。',
              },
            },
          ],
          returns: POPUP_CHAIN,
          example: `new %product%gl.Popup()
  .setLngLat([0, 0])
  .setText('Null Island')
  .addTo(map);`,
        },
        {
          kind: 'method',
          name: 'isOpen',
          description: {
            en: 'Tells whether the popup is currently open on a map.',
            ja: 'ポップアップが現在地図上に開いているかどうかを返します。',
          },
          returns: {
            type: 'boolean',
            description: {
              en: '`true` if the popup is open.',
              ja: '開いている場合は `true` です。',
            },
          },
          example: `if (!popup.isOpen()) {
  popup.addTo(map);
}`,
        },
        {
          kind: 'method',
          name: 'remove',
          description: {
            en: 'Closes the popup, removes its elements from the page and fires `close`. The popup keeps its content and can be opened again with `addTo`.',
            ja: 'ポップアップを閉じてその要素をページから取り除き、`close` イベントを発生させます。内容は保持されるため、`addTo` で再び開けます。',
          },
          returns: POPUP_CHAIN,
          example: `const popup = new %product%gl.Popup().setLngLat([0, 0]).setText('Hi').addTo(map);
popup.remove();`,
        },
        {
          kind: 'method',
          name: 'getLngLat',
          description: {
            en: 'Returns the geographic position the popup points at. The longitude can differ from the value you set by a multiple of 360°, because the popup jumps between copies of the world to stay in view.',
            ja: 'ポップアップが指している地理的な位置を返します。ポップアップは表示範囲に収まるよう世界の複製の間を移動するため、経度が設定した値と 360° の倍数だけ異なる場合があります。',
          },
          returns: {
            type: 'LngLat',
            description: {
              en: 'The position of the popup tip.',
              ja: 'ポップアップの先端の位置です。',
            },
          },
          example: `const lngLat = popup.getLngLat();`,
        },
        {
          kind: 'method',
          name: 'setLngLat',
          description: {
            en: 'Anchors the popup to a geographic position and moves it there. It stops following the pointer if `trackPointer` was active.',
            ja: 'ポップアップを地理的な位置に固定し、その位置へ移動させます。`trackPointer` が有効だった場合は、ポインターへの追従をやめます。',
          },
          params: [
            {
              name: 'lnglat',
              type: 'LngLatLike',
              description: {
                en: 'The position the tip should point at.',
                ja: '先端で指し示す位置です。',
              },
            },
          ],
          returns: POPUP_CHAIN,
          example: `map.on('click', (event) => {
  popup.setLngLat(event.lngLat).addTo(map);
});`,
        },
        {
          kind: 'method',
          name: 'getAltitude',
          description: {
            en: 'Returns the height above the map surface, in meters, of the location the popup points at, as set with the `altitude` option or `setAltitude`.',
            ja: '`altitude` オプションまたは `setAltitude` で設定した、ポップアップが指し示す位置の地図の表面からの高度（メートル）を返します。',
          },
          returns: {
            type: 'number',
            description: {en: 'The altitude in meters.', ja: 'メートル単位の高度です。'},
          },
          example: `if (popup.getAltitude() > 0) {
  popup.setText('Shown above ground level');
}`,
        },
        {
          kind: 'method',
          name: 'setAltitude',
          description: {
            en: 'Changes the height above the map surface, in meters, of the location the popup points at, for example to attach it to the top of a building. With 3D terrain enabled, the height is counted from the ground at that location.',
            ja: 'ポップアップが指し示す位置の、地図の表面からの高さ（メートル）を変更します。たとえば建物の屋上にポップアップを付けるときに使います。3D 地形が有効な場合は、その位置の地表からの高さになります。',
          },
          params: [
            {
              name: 'altitude',
              type: 'number',
              description: {
                en: 'The new altitude in meters.',
                ja: '新しい高度（メートル）です。',
              },
            },
          ],
          returns: POPUP_CHAIN,
          example: `new %product%gl.Popup()
  .setLngLat([-73.9857, 40.7484])
  .setAltitude(370)
  .setText('Observation deck')
  .addTo(map);`,
        },
        {
          kind: 'method',
          name: 'trackPointer',
          description: {
            en: 'Makes the popup follow the mouse pointer instead of a fixed position. It stays hidden on touch screens. With this mode, you usually set `closeButton` and `closeOnClick` to `false`.',
            ja: 'ポップアップを固定位置ではなくマウスポインターに追従させます。タッチスクリーンでは表示されません。このモードでは通常、`closeButton` と `closeOnClick` を `false` にします。',
          },
          returns: POPUP_CHAIN,
          example: `new %product%gl.Popup({closeButton: false, closeOnClick: false})
  .setText('Follows the pointer')
  .trackPointer()
  .addTo(map);`,
        },
        {
          kind: 'method',
          name: 'getElement',
          description: {
            en: "Returns the popup's container element. It exists only while the popup is displayed, so the result is `undefined` before the popup is opened with content and a location.",
            ja: 'ポップアップのコンテナー要素を返します。この要素はポップアップの表示中にしか存在しないため、内容と位置を設定して開く前は `undefined` になります。',
          },
          returns: {
            type: 'HTMLElement',
            description: {
              en: 'The container element, while the popup is shown.',
              ja: '表示中のポップアップのコンテナー要素です。',
            },
          },
          example: `const element = popup.getElement();
if (element) element.style.fontSize = '16px';`,
        },
        {
          kind: 'method',
          name: 'setText',
          description: {
            en: 'Replaces the content of the popup with plain text. The text goes into a text node, so HTML in it is shown literally; this is the safe choice for user-supplied strings.',
            ja: 'ポップアップの内容をプレーンテキストに置き換えます。テキストはテキストノードとして挿入されるため、含まれる HTML はそのまま文字として表示されます。ユーザーが入力した文字列を表示するときは、この方法が安全です。',
          },
          params: [
            {
              name: 'text',
              type: 'string',
              description: {en: 'The text to show.', ja: '表示するテキストです。'},
            },
          ],
          returns: POPUP_CHAIN,
          example: `popup.setText('Population: 1,200');`,
        },
        {
          kind: 'method',
          name: 'setHTML',
          description: {
            en: 'Replaces the content of the popup with markup parsed from an HTML string. The string is not sanitized, so pass only HTML you trust; use `setText` for untrusted input.',
            ja: 'HTML 文字列を解析し、その結果でポップアップの内容を置き換えます。文字列はサニタイズされないため、信頼できる HTML だけを渡してください。信頼できない入力には `setText` を使います。',
          },
          params: [
            {
              name: 'html',
              type: 'string',
              description: {en: 'The HTML to show.', ja: '表示する HTMLです。'},
            },
          ],
          returns: POPUP_CHAIN,
          example: `popup.setHTML('<h3>Harbor</h3><p>Open 8:00–18:00</p>');`,
        },
        {
          kind: 'method',
          name: 'getMaxWidth',
          description: {
            en: 'Returns the CSS `max-width` applied to the popup container. The container exists only while the popup is shown, so the result is `undefined` before that.',
            ja: 'ポップアップのコンテナーに適用されている CSS `max-width` を返します。コンテナーは表示中にしか存在しないため、表示前は `undefined` になります。',
          },
          returns: {
            type: 'string',
            description: {
              en: "The maximum width, such as `'240px'`.",
              ja: "最大幅（例: `'240px'`）です。",
            },
          },
          example: `console.log(popup.getMaxWidth());`,
        },
        {
          kind: 'method',
          name: 'setMaxWidth',
          description: {
            en: "Sets the CSS `max-width` of the popup. Any valid CSS value works; `'none'` lets the popup grow to fit its content.",
            ja: "ポップアップの CSS `max-width` を設定します。有効な CSS の値ならどれでも指定でき、`'none'` を指定すると内容に合わせて広がります。",
          },
          params: [
            {
              name: 'maxWidth',
              type: 'string',
              description: {
                en: "The maximum width, such as `'300px'`.",
                ja: "最大幅（例: `'300px'`）です。",
              },
            },
          ],
          returns: POPUP_CHAIN,
          example: `popup.setMaxWidth('300px');`,
        },
        {
          kind: 'method',
          name: 'setDOMContent',
          description: {
            en: 'Replaces the content of the popup with a DOM node you built yourself. Listeners attached to the node keep working.',
            ja: 'ポップアップの内容を、自分で作成した DOM ノードに置き換えます。ノードに登録したイベントリスナーはそのまま機能します。',
          },
          params: [
            {
              name: 'htmlNode',
              type: 'Node',
              description: {
                en: 'The element or fragment to show.',
                ja: '表示する要素またはフラグメントです。',
              },
            },
          ],
          returns: POPUP_CHAIN,
          example: `const button = document.createElement('button');
button.textContent = 'Zoom here';
button.addEventListener('click', () => map.flyTo({center: popup.getLngLat(), zoom: 14}));
popup.setDOMContent(button);`,
        },
        {
          kind: 'method',
          name: 'addClassName',
          description: {
            en: 'Adds a CSS class to the popup container. The class is kept when the popup is closed and reopened.',
            ja: 'ポップアップのコンテナーに CSS クラスを追加します。クラスはポップアップを閉じて開き直しても保持されます。',
          },
          params: [
            {
              name: 'className',
              type: 'string',
              description: {
                en: 'A single, non-empty class name.',
                ja: '追加するクラス名（空でない 1 つの名前）です。',
              },
            },
          ],
          returns: POPUP_CHAIN,
          example: `popup.addClassName('popup-warning');`,
        },
        {
          kind: 'method',
          name: 'removeClassName',
          description: {
            en: 'Removes a CSS class from the popup container.',
            ja: 'ポップアップのコンテナーから CSS クラスを取り除きます。',
          },
          params: [
            {
              name: 'className',
              type: 'string',
              description: {en: 'The class name to remove.', ja: '取り除くクラス名です。'},
            },
          ],
          returns: POPUP_CHAIN,
          example: `popup.removeClassName('popup-warning');`,
        },
        {
          kind: 'method',
          name: 'setOffset',
          description: {
            en: 'Changes the pixel offset of the popup. It takes the same forms as the `offset` option; call it without an argument to remove the offset.',
            ja: 'ポップアップのピクセル単位のオフセットを変更します。`offset` オプションと同じ形式で指定でき、引数なしで呼び出すとオフセットを取り除きます。',
          },
          params: [
            {
              name: 'offset',
              type: 'number | PointLike | Object',
              optional: true,
              description: {
                en: 'A distance, a fixed `[x, y]` shift, or an object with one offset per anchor name.',
                ja: '距離、一定の `[x, y]` のずれ、またはアンカー名ごとのオフセットを持つオブジェクトです。',
              },
            },
          ],
          returns: POPUP_CHAIN,
          example: `popup.setOffset(25);`,
        },
        {
          kind: 'method',
          name: 'toggleClassName',
          description: {
            en: 'Adds a CSS class to the popup container if it is missing, or removes it if it is present.',
            ja: 'ポップアップのコンテナーに CSS クラスがなければ追加し、あれば取り除きます。',
          },
          params: [
            {
              name: 'className',
              type: 'string',
              description: {
                en: 'The class name to add or remove.',
                ja: '追加または削除するクラス名です。',
              },
            },
          ],
          returns: {
            type: 'boolean',
            description: {
              en: '`true` if the class was added, `false` if it was removed.',
              ja: 'クラスを追加した場合は `true`、取り除いた場合は `false` です。',
            },
          },
          example: `popup.toggleClassName('expanded');`,
        },
      ],
    },
    {
      id: 'events',
      title: EVENTS_TITLE,
      members: [
        {
          kind: 'event',
          name: 'open',
          eventType: 'Object',
          description: {
            en: 'Fires when the popup opens, whether through `addTo` in your code or through a click on the marker it is bound to. The popup is `event.target`.',
            ja: 'ポップアップが開いたときに発生します。コードからの `addTo` の呼び出しでも、関連付けたマーカーのクリックでも発生します。ポップアップは `event.target` で参照できます。',
          },
          example: `popup.on('open', () => {
  console.log('Popup opened');
});`,
        },
        {
          kind: 'event',
          name: 'close',
          eventType: 'Object',
          description: {
            en: 'Fires when the popup closes: through `remove`, its close button, a click on the map (with `closeOnClick`), a map move (with `closeOnMove`) or its marker. The popup is `event.target`.',
            ja: 'ポップアップが閉じたときに発生します。`remove` の呼び出し、閉じるボタン、地図のクリック（`closeOnClick` 有効時）、地図の移動（`closeOnMove` 有効時）、関連付けたマーカーの操作のいずれでも発生します。ポップアップは `event.target` で参照できます。',
          },
          example: `popup.on('close', () => {
  console.log('Popup closed');
});`,
        },
      ],
    },
  ],
};

const NAVIGATION_CONTROL: ApiItem = {
  name: 'NavigationControl',
  kind: 'class',
  description: {
    en: 'Zoom-in and zoom-out buttons plus a compass that shows the bearing. Clicking the compass turns the map back to north; dragging it rotates the map. The zoom buttons are disabled at the minimum and maximum zoom.\n\nIt implements [`IControl`](/api/markers/#icontrol): add it with [`map.addControl(control, position)`](/api/map/#map#addcontrol). Without a position it goes in the `top-right` corner. See [Display map navigation controls](/example/navigation/).',
    ja: 'ズームイン・ズームアウトのボタンと、方位を示すコンパスです。コンパスをクリックすると地図が北向きに戻り、ドラッグすると地図が回転します。ズームボタンは最小・最大ズームに達すると無効になります。\n\n[`IControl`](/api/markers/#icontrol) を実装しており、[`map.addControl(control, position)`](/api/map/#map#addcontrol) で追加します。位置を省略すると右上（`top-right`）に配置されます。[地図のナビゲーションコントロールを表示する](/example/navigation/) も参照してください。',
  },
  params: [
    {
      name: 'options',
      type: 'Object',
      optional: true,
      description: {
        en: 'Which parts of the control to show. Every field is optional.',
        ja: 'コントロールのどの部分を表示するかの設定です。すべてのフィールドは省略できます。',
      },
    },
    {
      name: 'options.showCompass',
      type: 'boolean',
      default: 'true',
      description: {
        en: 'Includes the compass button.',
        ja: 'コンパスボタンを表示します。',
      },
    },
    {
      name: 'options.showZoom',
      type: 'boolean',
      default: 'true',
      description: {
        en: 'Includes the zoom-in and zoom-out buttons.',
        ja: 'ズームイン・ズームアウトのボタンを表示します。',
      },
    },
    {
      name: 'options.visualizePitch',
      type: 'boolean',
      default: 'false',
      description: {
        en: 'Tilts the compass needle to show the current pitch. Clicking the compass then resets the pitch as well as the bearing, and dragging it can also change the pitch.',
        ja: '現在のピッチに合わせてコンパスの針を傾けて表示します。この場合、コンパスをクリックすると方位に加えてピッチもリセットされ、ドラッグでピッチも変更できます。',
      },
    },
  ],
  paramsId: 'options',
  example: `map.addControl(new %product%gl.NavigationControl({visualizePitch: true}), 'top-right');`,
};

const GEOLOCATE_CONTROL: ApiItem = {
  name: 'GeolocateControl',
  kind: 'class',
  extends: 'Evented',
  receiver: 'geolocate',
  description: {
    en: "A button that asks the browser's Geolocation API for the reader's position and moves the camera there, zooming in further when the reported accuracy is better. Browsers allow geolocation only on secure (HTTPS) pages and after the reader grants permission; when it is unavailable, the button is shown disabled.\n\nWith `trackUserLocation: true` the button becomes a toggle. While it is active, the camera follows the reader. When the reader moves the map, the location dot keeps updating but the camera stays put until the button is pressed again.\n\nIt implements [`IControl`](/api/markers/#icontrol): add it with [`map.addControl(control, position)`](/api/map/#map#addcontrol). See [Locate the user](/example/locate-user/).",
    ja: 'ブラウザーの Geolocation API に読者の位置を問い合わせ、カメラをその位置へ移動するボタンです。報告された精度が高いほど、より大きくズームインします。ブラウザーが位置情報を使わせるのは安全な（HTTPS の）ページで、読者が許可した場合に限られます。位置情報が使えない場合、ボタンは無効の状態で表示されます。\n\n`trackUserLocation: true` を指定すると、ボタンはオン・オフの切り替えになります。有効な間はカメラが読者の位置に追従します。読者が地図を動かすと、現在地のドットは更新され続けますが、ボタンをもう一度押すまでカメラは動きません。\n\n[`IControl`](/api/markers/#icontrol) を実装しており、[`map.addControl(control, position)`](/api/map/#map#addcontrol) で追加します。[ユーザーの現在地を表示する](/example/locate-user/) も参照してください。',
  },
  params: [
    {
      name: 'options',
      type: 'Object',
      optional: true,
      description: {
        en: 'Settings for the control. Every field is optional.',
        ja: 'コントロールの設定です。すべてのフィールドは省略できます。',
      },
    },
    {
      name: 'options.positionOptions',
      type: 'Object',
      default: '{enableHighAccuracy: false, maximumAge: 0, timeout: 6000}',
      description: {
        en: 'A `PositionOptions` object passed to the Geolocation API, for example to request high accuracy or change the timeout in milliseconds.',
        ja: 'Geolocation API に渡す `PositionOptions` オブジェクトです。高精度の位置を要求したり、タイムアウト（ミリ秒）を変更したりするときに使います。',
      },
    },
    {
      name: 'options.fitBoundsOptions',
      type: 'Object',
      default: '{maxZoom: 15}',
      description: {
        en: 'Options for [`map.fitBounds`](/api/map/#map#fitbounds), which the control uses to frame the area of the reported accuracy. The default `maxZoom` keeps very precise positions from zooming in too far.',
        ja: '報告された精度の範囲が画面に収まるよう、コントロールが使う [`map.fitBounds`](/api/map/#map#fitbounds) のオプションです。既定の `maxZoom` により、非常に精度の高い位置でもズームインしすぎないようになっています。',
      },
    },
    {
      name: 'options.trackUserLocation',
      type: 'boolean',
      default: 'false',
      description: {
        en: "Keeps watching the reader's position after the first fix and turns the button into an on/off toggle.",
        ja: '最初の測位のあとも読者の位置を監視し続け、ボタンをオン・オフの切り替えにします。',
      },
    },
    {
      name: 'options.showAccuracyCircle',
      type: 'boolean',
      default: 'true',
      description: {
        en: 'Draws a translucent circle around the location dot showing the accuracy radius. It is never shown when `showUserLocation` is `false`.',
        ja: '現在地のドットの周りに、精度の半径を示す半透明の円を描きます。`showUserLocation` が `false` の場合は表示されません。',
      },
    },
    {
      name: 'options.showUserLocation',
      type: 'boolean',
      default: 'true',
      description: {
        en: "Draws a dot at the reader's position.",
        ja: '読者の位置にドットを描きます。',
      },
    },
    {
      name: 'options.showUserHeading',
      type: 'boolean',
      default: 'false',
      description: {
        en: 'Adds an arrow to the location dot showing which way the device is facing. It only has an effect when `trackUserLocation` is `true`.',
        ja: '現在地のドットに、デバイスが向いている方向を示す矢印を追加します。`trackUserLocation` が `true` の場合にのみ効果があります。',
      },
    },
    {
      name: 'options.geolocation',
      type: 'Object',
      default: 'window.navigator.geolocation',
      description: {
        en: 'The Geolocation implementation to use. Pass an object with the same methods to supply positions from another source, for example in tests.',
        ja: '使用する Geolocation の実装です。同じメソッドを持つオブジェクトを渡すと、テストなどで別の情報源から位置を与えられます。',
      },
    },
    {
      name: 'options.showButton',
      type: 'boolean',
      default: 'true',
      description: {
        en: "Shows the control's button on the map. With `false` the control stays invisible: start locating from your own code with `trigger()`. The location dot still appears as long as `showUserLocation` is on.",
        ja: 'コントロールのボタンを地図上に表示します。`false` にするとコントロールは見えなくなるため、独自のコードから `trigger()` を呼び出して位置の取得を始めます。`showUserLocation` が有効なら、現在地のドットは表示されます。',
      },
    },
    {
      name: 'options.followUserLocation',
      type: 'boolean',
      default: 'true',
      description: {
        en: 'Moves the camera to each position the control receives. With `false` the location dot is updated but the camera stays where it is; with `trackUserLocation`, pressing the button again still centers the map on the reader. Change it later with `setFollowUserLocation()`.',
        ja: 'コントロールが位置を受け取るたびに、カメラをその位置へ移動します。`false` にすると、現在地のドットは更新されますが、カメラはその場にとどまります。`trackUserLocation` が有効な場合は、ボタンをもう一度押せば地図の中心が読者の位置に移ります。あとから変更するには `setFollowUserLocation()` を使います。',
      },
    },
  ],
  paramsId: 'options',
  example: `const geolocate = new %product%gl.GeolocateControl({
  positionOptions: {enableHighAccuracy: true},
  trackUserLocation: true,
  showUserHeading: true,
});
map.addControl(geolocate);`,
  groups: [
    {
      id: 'methods',
      title: MEMBERS_TITLE,
      members: [
        {
          kind: 'method',
          name: 'trigger',
          description: {
            en: 'Does what a click on the button does: requests the position and moves the map to it. With `trackUserLocation`, it toggles tracking on or off. It has no effect until the control has been added to a map.',
            ja: 'ボタンをクリックしたときと同じ動作をします。位置を取得して地図をその位置へ移動します。`trackUserLocation` が有効な場合は追跡のオン・オフを切り替えます。コントロールを地図に追加するまでは何もしません。',
          },
          returns: {
            type: 'boolean',
            description: {
              en: '`false` if the control is not on a map yet, otherwise `true`.',
              ja: 'コントロールがまだ地図に追加されていない場合は `false`、それ以外は `true` です。',
            },
          },
          example: `map.addControl(geolocate);
map.on('load', () => {
  geolocate.trigger();
});`,
        },
        {
          kind: 'method',
          name: 'setFitBoundsOptions',
          description: {
            en: 'Replaces the [`map.fitBounds`](/api/map/#map#fitbounds) options that the control uses to frame a received position, first given as the `fitBoundsOptions` option. They apply from the next time the control moves the camera.\n\nThe new object takes the place of the old one as a whole: include `maxZoom` again if you still want to limit how far the control zooms in.',
            ja: '受け取った位置が画面に収まるよう、コントロールが使う [`map.fitBounds`](/api/map/#map#fitbounds) のオプション（最初は `fitBoundsOptions` オプションで指定したもの）を置き換えます。コントロールが次にカメラを動かすときから適用されます。\n\n新しいオブジェクトは古いものと丸ごと入れ替わります。ズームインの上限を残したい場合は、`maxZoom` も改めて指定してください。',
          },
          params: [
            {
              name: 'opts',
              type: 'Object',
              default: '{maxZoom: 15}',
              description: {
                en: 'Options for `fitBounds`, such as `maxZoom`, `padding`, `duration` or `animate`. Leaving it out restores the default.',
                ja: '`maxZoom`、`padding`、`duration`、`animate` など、`fitBounds` のオプションです。省略すると既定値に戻ります。',
              },
            },
          ],
          returns: GEOLOCATE_CHAIN,
          example: `// From the next position on, zoom in closer and jump instead of animating.
geolocate.setFitBoundsOptions({maxZoom: 17, animate: false});`,
        },
        {
          kind: 'method',
          name: 'setFollowUserLocation',
          description: {
            en: "Decides whether the camera moves to the reader's position as new positions arrive, like the `followUserLocation` option.\n\nDuring tracking (`trackUserLocation`) the change applies at once: `false` stops the camera following, as when the reader pans the map, and fires `trackuserlocationend`; `true` brings the camera back to the last known position and fires `trackuserlocationstart`.",
            ja: '新しい位置を受け取るたびにカメラを読者の位置へ移動するかどうかを決めます。`followUserLocation` オプションと同じ設定です。\n\n追跡中（`trackUserLocation`）は変更がすぐに反映されます。`false` を指定すると、読者が地図を動かしたときと同じようにカメラの追従が止まり、`trackuserlocationend` が発生します。`true` を指定すると、カメラは最後に分かっている位置へ戻り、`trackuserlocationstart` が発生します。',
          },
          params: [
            {
              name: 'follow',
              type: 'boolean',
              default: 'true',
              description: {
                en: '`true` to let the camera follow the reader, `false` to leave the camera where it is.',
                ja: 'カメラを読者に追従させる場合は `true`、カメラを動かさない場合は `false` です。',
              },
            },
          ],
          returns: GEOLOCATE_CHAIN,
          example: `// A checkbox that lets the reader explore while the dot keeps updating.
document.getElementById('follow-me').addEventListener('change', (event) => {
  geolocate.setFollowUserLocation(event.target.checked);
});`,
        },
        {
          kind: 'method',
          name: 'setShowUserLocation',
          description: {
            en: 'Shows or hides the location dot, and with it the accuracy circle and the heading arrow, like the `showUserLocation` option. It also works on a control created with `showUserLocation: false`: the dot is created when it is first needed. When a position is already known, the dot appears there at once.',
            ja: '現在地のドットを、精度の円や方向の矢印とともに表示または非表示にします。`showUserLocation` オプションと同じ設定です。`showUserLocation: false` を指定して作成したコントロールにも使えます。その場合、ドットは最初に必要となった時点で作成されます。すでに位置が分かっている場合、ドットはその位置にすぐ表示されます。',
          },
          params: [
            {
              name: 'show',
              type: 'boolean',
              default: 'true',
              description: {
                en: '`true` to show the dot, `false` to hide it.',
                ja: 'ドットを表示する場合は `true`、隠す場合は `false` です。',
              },
            },
          ],
          returns: GEOLOCATE_CHAIN,
          example: `// A button that hides and shows the reader's position.
let dotVisible = true;
document.getElementById('toggle-dot').addEventListener('click', () => {
  dotVisible = !dotVisible;
  geolocate.setShowUserLocation(dotVisible);
});`,
        },
        {
          kind: 'method',
          name: 'setShowAccuracyCircle',
          description: {
            en: 'Shows or hides the translucent circle that marks the accuracy radius around the location dot, like the `showAccuracyCircle` option. A control created with `showUserLocation: false` has no dot to draw the circle around: call `setShowUserLocation(true)` as well.',
            ja: '現在地のドットの周りに精度の半径を示す半透明の円を、表示または非表示にします。`showAccuracyCircle` オプションと同じ設定です。`showUserLocation: false` で作成したコントロールには円の中心となるドットがないため、`setShowUserLocation(true)` もあわせて呼び出してください。',
          },
          params: [
            {
              name: 'show',
              type: 'boolean',
              default: 'true',
              description: {
                en: '`true` to show the circle, `false` to hide it.',
                ja: '円を表示する場合は `true`、隠す場合は `false` です。',
              },
            },
          ],
          returns: GEOLOCATE_CHAIN,
          example: `geolocate.setShowAccuracyCircle(false);`,
        },
        {
          kind: 'method',
          name: 'setShowUserHeading',
          description: {
            en: "Shows or hides the arrow on the location dot that points the way the device is facing, like the `showUserHeading` option. The arrow appears only while the control tracks the reader (`trackUserLocation`).\n\nSome browsers ask the reader for permission before a page may read the device's orientation. Call this method from a click or tap handler, so that the browser can show that prompt.",
            ja: '現在地のドットに付く、デバイスが向いている方向を示す矢印を表示または非表示にします。`showUserHeading` オプションと同じ設定です。矢印が表示されるのは、コントロールが読者の位置を追跡している間（`trackUserLocation`）だけです。\n\nブラウザーによっては、ページがデバイスの向きを読み取る前に読者の許可を求めます。ブラウザーがその確認を表示できるよう、このメソッドはクリックやタップのハンドラーから呼び出してください。',
          },
          params: [
            {
              name: 'show',
              type: 'boolean',
              default: 'false',
              description: {
                en: '`true` to show the arrow, `false` to hide it.',
                ja: '矢印を表示する場合は `true`、隠す場合は `false` です。',
              },
            },
          ],
          returns: GEOLOCATE_CHAIN,
          example: `document.getElementById('show-heading').addEventListener('click', () => {
  geolocate.setShowUserHeading(true);
});`,
        },
      ],
    },
    {
      id: 'events',
      title: EVENTS_TITLE,
      members: [
        {
          kind: 'event',
          name: 'ready',
          eventType: 'Object',
          description: {
            en: 'Fires when the control has been added to a map and has finished setting up its button, also when geolocation turns out to be unavailable. Before this event, `trigger()` does nothing and returns `false`: wait for it to start locating from code.\n\nThe setup usually waits for the browser to report whether geolocation is allowed, but it can also finish during `map.addControl` itself, so add the listener before adding the control. The control is `event.target`.',
            ja: 'コントロールが地図に追加され、ボタンの準備が完了したときに発生します。位置情報が使えないと分かった場合にも発生します。このイベントより前に `trigger()` を呼び出しても何も起こらず、`false` が返ります。コードから位置の取得を始める場合は、このイベントを待ってください。\n\n準備の処理は通常、位置情報が許可されているかどうかをブラウザーが報告するのを待ちますが、`map.addControl` の呼び出し中に完了することもあります。そのため、リスナーはコントロールを追加する前に登録してください。コントロールは `event.target` で参照できます。',
          },
          example: `const geolocate = new %product%gl.GeolocateControl({showButton: false});
geolocate.once('ready', () => {
  geolocate.trigger();
});
map.addControl(geolocate);`,
        },
        {
          kind: 'event',
          name: 'geolocate',
          eventType: 'GeolocationPosition',
          description: {
            en: "Fires each time a new position is received and it lies within the map's `maxBounds`. The event carries the fields of the browser's `GeolocationPosition`: `coords` (latitude, longitude, accuracy in meters, heading …) and `timestamp`.",
            ja: '新しい位置を受け取るたび、その位置が地図の `maxBounds` の範囲内であれば発生します。イベントにはブラウザーの `GeolocationPosition` のフィールドである `coords`（緯度、経度、メートル単位の精度、方位など）と `timestamp` が含まれます。',
          },
          example: `geolocate.on('geolocate', (event) => {
  const {longitude, latitude, accuracy} = event.coords;
  console.log(longitude, latitude, 'within', accuracy, 'm');
});`,
        },
        {
          kind: 'event',
          name: 'error',
          eventType: 'GeolocationPositionError',
          description: {
            en: "Fires when the Geolocation API fails to return a position, for example because the reader denied permission (`code` 1), the position is unavailable (`code` 2) or the request timed out (`code` 3). The event carries the error's `code` and `message`.",
            ja: 'Geolocation API が位置を返せなかったときに発生します。たとえば読者が許可を拒否した場合（`code` 1）、位置が取得できない場合（`code` 2）、要求がタイムアウトした場合（`code` 3）です。イベントにはエラーの `code` と `message` が含まれます。',
          },
          example: `geolocate.on('error', (event) => {
  console.warn('Location unavailable:', event.message);
});`,
        },
        {
          kind: 'event',
          name: 'outofmaxbounds',
          eventType: 'GeolocationPosition',
          description: {
            en: "Fires instead of `geolocate` when the received position lies outside the map's `maxBounds`. The camera does not move. The event carries the same `coords` and `timestamp` fields as `geolocate`.",
            ja: '受け取った位置が地図の `maxBounds` の範囲外であれば、`geolocate` の代わりに発生します。カメラは移動しません。イベントには、`geolocate` と同じ `coords` および `timestamp` フィールドが含まれます。',
          },
        },
        {
          kind: 'event',
          name: 'trackuserlocationstart',
          eventType: 'Object',
          description: {
            en: 'Fires when the control enters active tracking, with the camera following the reader: when tracking is switched on, or when the button is pressed again after the reader moved the map away. Only used with `trackUserLocation`. The control is `event.target`.',
            ja: 'カメラが読者を追う追跡状態へコントロールが移ったときに発生します。追跡をオンにしたとき、または読者が地図を動かしたあとにボタンをもう一度押したときです。`trackUserLocation` が有効な場合にのみ使われます。コントロールは `event.target` で参照できます。',
          },
        },
        {
          kind: 'event',
          name: 'trackuserlocationend',
          eventType: 'Object',
          description: {
            en: 'Fires when the camera stops following the reader: when tracking is switched off with the button, or when the reader moves the map while tracking (the location dot keeps updating). Only used with `trackUserLocation`. The control is `event.target`.',
            ja: 'カメラが読者への追従をやめたときに発生します。ボタンで追跡をオフにしたとき、または追跡中に読者が地図を動かしたとき（現在地のドットは更新され続けます）です。`trackUserLocation` が有効な場合にのみ使われます。コントロールは `event.target` で参照できます。',
          },
        },
      ],
    },
  ],
};

const ATTRIBUTION_CONTROL: ApiItem = {
  name: 'AttributionControl',
  kind: 'class',
  description: {
    en: 'Shows the credits for the style and the data sources in use. Every map gets one automatically in the `bottom-right` corner; to add your own with different options, create the map with `attributionControl: false` first.\n\nIt implements [`IControl`](/api/markers/#icontrol): add it with [`map.addControl(control, position)`](/api/map/#map#addcontrol). Keep the credits readable when there is room for them; use the compact form only when the map is too small.',
    ja: '使用中のスタイルとデータソースのクレジットを表示します。すべての地図には右下（`bottom-right`）に自動で追加されます。異なるオプションで独自に追加する場合は、先に `attributionControl: false` を指定して地図を作成してください。\n\n[`IControl`](/api/markers/#icontrol) を実装しており、[`map.addControl(control, position)`](/api/map/#map#addcontrol) で追加します。表示する余裕がある場合はクレジットを読める状態にしておき、コンパクト表示は地図が小さすぎる場合にだけ使ってください。',
  },
  params: [
    {
      name: 'options',
      type: 'Object',
      optional: true,
      description: {
        en: 'Settings for the control. Every field is optional.',
        ja: 'コントロールの設定です。すべてのフィールドは省略できます。',
      },
    },
    {
      name: 'options.compact',
      type: 'boolean',
      optional: true,
      description: {
        en: '`true` always shows the credits behind an info button; `false` always shows them in full. When unset, the compact form is used only while the map is 640 pixels wide or narrower.',
        ja: '`true` の場合はクレジットを常に情報ボタンの中に折りたたみ、`false` の場合は常にすべて表示します。省略した場合は、地図の幅が 640 ピクセル以下のときだけコンパクト表示になります。',
      },
    },
    {
      name: 'options.customAttribution',
      type: 'string | Array<string>',
      optional: true,
      description: {
        en: 'Extra attribution text or HTML, shown before the credits of the sources.',
        ja: 'ソースのクレジットの前に表示する追加のクレジット（テキストまたは HTML）です。',
      },
    },
  ],
  paramsId: 'options',
  example: `const map = new %product%gl.Map({container: 'map', attributionControl: false});
map.addControl(
  new %product%gl.AttributionControl({customAttribution: 'Transit data: City Open Data'}),
);`,
};

const FULLSCREEN_CONTROL: ApiItem = {
  name: 'FullscreenControl',
  kind: 'class',
  description: {
    en: "A button that switches the map, or another element you choose, into the browser's fullscreen mode and back. On devices without fullscreen support the button is hidden.\n\nIt implements [`IControl`](/api/markers/#icontrol): add it with [`map.addControl(control, position)`](/api/map/#map#addcontrol). See [View a fullscreen map](/example/fullscreen/).",
    ja: '地図（または指定した別の要素）をブラウザーの全画面モードに切り替え、元に戻すボタンです。全画面表示に対応していないデバイスではボタンは表示されません。\n\n[`IControl`](/api/markers/#icontrol) を実装しており、[`map.addControl(control, position)`](/api/map/#map#addcontrol) で追加します。[地図を全画面で表示する](/example/fullscreen/) も参照してください。',
  },
  params: [
    {
      name: 'options',
      type: 'Object',
      optional: true,
      description: {
        en: 'Settings for the control.',
        ja: 'コントロールの設定です。',
      },
    },
    {
      name: 'options.container',
      type: 'HTMLElement',
      optional: true,
      description: {
        en: 'The element to make fullscreen, such as a wrapper that also holds a sidebar. Defaults to the map container.',
        ja: '全画面表示にする要素です。たとえばサイドバーも含むラッパー要素を指定します。省略すると地図のコンテナーが使われます。',
      },
    },
  ],
  paramsId: 'options',
  example: `map.addControl(
  new %product%gl.FullscreenControl({container: document.querySelector('#app')}),
);`,
};

const SCALE_CONTROL: ApiItem = {
  name: 'ScaleControl',
  kind: 'class',
  receiver: 'scale',
  description: {
    en: 'A bar that shows how a length on the screen compares with a distance on the ground, measured across the center of the map. It updates as the map moves and rounds the distance to a tidy number.\n\nIt implements [`IControl`](/api/markers/#icontrol): add it with [`map.addControl(control, position)`](/api/map/#map#addcontrol). Without a position it goes in the `bottom-left` corner.',
    ja: '画面上の長さが地上でどれだけの距離に当たるかを、地図の中央を基準に示すバーです。地図の移動に合わせて更新され、距離はきりのよい数値に丸められます。\n\n[`IControl`](/api/markers/#icontrol) を実装しており、[`map.addControl(control, position)`](/api/map/#map#addcontrol) で追加します。位置を省略すると左下（`bottom-left`）に配置されます。',
  },
  params: [
    {
      name: 'options',
      type: 'Object',
      optional: true,
      description: {
        en: 'Settings for the control. Every field is optional.',
        ja: 'コントロールの設定です。すべてのフィールドは省略できます。',
      },
    },
    {
      name: 'options.maxWidth',
      type: 'number',
      default: '100',
      description: {
        en: 'The maximum length of the bar in pixels.',
        ja: 'バーの最大の長さ（ピクセル）です。',
      },
    },
    {
      name: 'options.unit',
      type: "'metric' | 'imperial' | 'nautical'",
      default: "'metric'",
      description: {
        en: 'The unit system: meters and kilometers, feet and miles, or nautical miles.',
        ja: '単位系です。メートルとキロメートル、フィートとマイル、または海里を表します。',
      },
    },
  ],
  paramsId: 'options',
  example: `const scale = new %product%gl.ScaleControl({maxWidth: 120, unit: 'imperial'});
map.addControl(scale, 'bottom-left');`,
  groups: [
    {
      id: 'methods',
      title: MEMBERS_TITLE,
      members: [
        {
          kind: 'method',
          name: 'setUnit',
          description: {
            en: 'Switches the unit system of the scale bar and redraws it.',
            ja: 'スケールバーの単位系を切り替えて再描画します。',
          },
          params: [
            {
              name: 'unit',
              type: "'metric' | 'imperial' | 'nautical'",
              description: {en: 'The new unit system.', ja: '新しい単位系です。'},
            },
          ],
          example: `document.querySelector('#units').addEventListener('change', (event) => {
  scale.setUnit(event.target.value);
});`,
        },
      ],
    },
  ],
};

const ICONTROL: ApiItem = {
  name: 'IControl',
  kind: 'interface',
  receiver: 'control',
  description: {
    en: "The interface every control implements, including the built-in ones. To write your own, create an object or class with `onAdd` and `onRemove` (and optionally `getDefaultPosition`), then pass an instance to [`map.addControl(control, position)`](/api/map/#map#addcontrol). The position is a corner (`'top-left'`, `'top-right'`, `'bottom-left'`, `'bottom-right'`) or the middle of an edge (`'top'`, `'right'`, `'bottom'`, `'left'`); when none is given, `getDefaultPosition` decides, falling back to `'top-right'`.\n\nGive your element the `%product%gl-ctrl` class, plus `%product%gl-ctrl-group` for a bordered button group, so that it matches the built-in controls.",
    ja: "組み込みのものを含め、すべてのコントロールが実装するインターフェースです。独自のコントロールを作るには、`onAdd` と `onRemove`（必要に応じて `getDefaultPosition`）を持つオブジェクトかクラスを作成します。次に、そのインスタンスを [`map.addControl(control, position)`](/api/map/#map#addcontrol) に渡します。位置には四隅（`'top-left'`、`'top-right'`、`'bottom-left'`、`'bottom-right'`）または各辺の中央（`'top'`、`'right'`、`'bottom'`、`'left'`）を指定できます。位置を省略すると `getDefaultPosition` の戻り値が使われ、それもなければ `'top-right'` になります。\n\n組み込みのコントロールと見た目をそろえるには、要素に `%product%gl-ctrl` クラスを付け、枠付きのボタングループにする場合は `%product%gl-ctrl-group` も付けます。",
  },
  example: `class HelloControl {
  onAdd(map) {
    this.container = document.createElement('div');
    this.container.className = '%product%gl-ctrl';
    this.container.textContent = 'Hello';
    return this.container;
  }
  onRemove() {
    this.container.remove();
  }
}
map.addControl(new HelloControl(), 'top-left');`,
  groups: [
    {
      id: 'members',
      title: {en: 'Members', ja: 'メンバー'},
      members: [
        {
          kind: 'method',
          name: 'onAdd',
          description: {
            en: 'Called by `map.addControl`. Build the DOM for the control, register any map listeners, and return the element; the map places it in the corner for the chosen position.',
            ja: '`map.addControl` から呼び出されます。コントロールの DOM を組み立て、必要な地図のイベントリスナーを登録し、その要素を返します。地図は返された要素を指定された位置の隅に配置します。',
          },
          params: [
            {
              name: 'map',
              type: 'Map',
              description: {
                en: 'The map the control is added to.',
                ja: 'コントロールが追加される地図です。',
              },
            },
          ],
          returns: {
            type: 'HTMLElement',
            description: {
              en: 'The root element of the control.',
              ja: 'コントロールのルート要素です。',
            },
          },
          example: `const zoomLabel = {
  onAdd(map) {
    this.container = document.createElement('div');
    this.container.className = '%product%gl-ctrl %product%gl-ctrl-group';
    this.container.textContent = 'Zoom: ' + map.getZoom().toFixed(1);
    return this.container;
  },
  onRemove() {
    this.container.remove();
  },
};
map.addControl(zoomLabel, 'top-left');`,
        },
        {
          kind: 'method',
          name: 'onRemove',
          description: {
            en: 'Called by `map.removeControl` and when the map is removed. Take the element out of the page and detach the listeners and resources that `onAdd` set up.',
            ja: '`map.removeControl` の呼び出し時と、地図が削除されるときに呼び出されます。要素をページから取り除き、`onAdd` で設定したイベントリスナーやリソースを解放します。',
          },
          params: [
            {
              name: 'map',
              type: 'Map',
              description: {
                en: 'The map the control is removed from.',
                ja: 'コントロールが取り除かれる地図です。',
              },
            },
          ],
          example: `const centerLogger = {
  onAdd(map) {
    this.onMove = () => console.log(map.getCenter());
    map.on('move', this.onMove);
    return (this.container = document.createElement('div'));
  },
  onRemove(map) {
    map.off('move', this.onMove);
    this.container.remove();
  },
};
map.addControl(centerLogger);`,
        },
        {
          kind: 'method',
          name: 'getDefaultPosition',
          description: {
            en: "Optional. Returns the position used when `map.addControl` is called without one, such as `'bottom-left'`.",
            ja: "省略可能なメソッドです。`map.addControl` が位置なしで呼び出されたときに使う位置（例: `'bottom-left'`）を返します。",
          },
          returns: {
            type: 'string',
            description: {
              en: "A position such as `'top-left'` or `'bottom-right'`.",
              ja: "`'top-left'` や `'bottom-right'` などの位置です。",
            },
          },
          example: `const legend = {
  onAdd() {
    this.container = document.createElement('div');
    this.container.className = '%product%gl-ctrl';
    return this.container;
  },
  onRemove() {
    this.container.remove();
  },
  getDefaultPosition: () => 'bottom-left',
};
map.addControl(legend); // placed in the bottom-left corner`,
        },
      ],
    },
  ],
};

export const MARKERS_PAGE: ApiPage = {
  id: 'markers',
  items: [
    MARKER,
    POPUP,
    NAVIGATION_CONTROL,
    GEOLOCATE_CONTROL,
    ATTRIBUTION_CONTROL,
    FULLSCREEN_CONTROL,
    SCALE_CONTROL,
    ICONTROL,
  ],
};
