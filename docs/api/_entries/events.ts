import type {ApiGroup, ApiItem, ApiPage, ApiParam} from '../../../src/model/api/types';

const MEMBERS_TITLE = {en: 'Instance members', ja: 'インスタンスメンバー'};

const EVENTED: ApiItem = {
  name: 'Evented',
  kind: 'class',
  description: {
    en: 'The base class of every object that fires events. It provides the three listener methods below, so you listen to a map, a marker, a popup or a control in the same way. You can also extend it to give your own classes events.\n\nThe classes that fire events list them with their own reference: [Map events](/api/map/#map-events), [Marker events](/api/markers/#marker-events), [Popup events](/api/markers/#popup-events) and [GeolocateControl events](/api/markers/#geolocatecontrol-events).',
    ja: 'イベントを発火するすべてのオブジェクトの基底クラスです。以下の 3 つのリスナーメソッドを提供するため、地図、マーカー、ポップアップ、コントロールのいずれでも同じ方法でイベントを受け取れます。また、独自のクラスにイベント機能を持たせるために継承できます。\n\nイベントを発火するクラスは、それぞれのリファレンスでイベントを一覧にしています。該当する一覧は [Map のイベント](/api/map/#map-events)、[Marker のイベント](/api/markers/#marker-events)、[Popup のイベント](/api/markers/#popup-events)、[GeolocateControl のイベント](/api/markers/#geolocatecontrol-events) です。',
  },
  example: `function logZoom() {
  console.log('Zoom is now', map.getZoom().toFixed(2));
}

map.on('zoomend', logZoom);

// Later, stop logging.
map.off('zoomend', logZoom);`,
  groups: [
    {
      id: 'members',
      title: MEMBERS_TITLE,
      members: [
        {
          kind: 'method',
          name: 'on',
          description: {
            en: 'Registers a listener that is called every time an event of the given type fires. The listener receives an event object with at least `type` (the event name) and `target` (the object that fired it). Registering the same function twice for the same type has no extra effect.\n\n`Map` adds a variant that also takes one or more layer ids, to limit mouse and touch events to the features of those layers; see [Map#on](/api/map/#map#on).',
            ja: '指定した種類のイベントが発火するたびに呼び出されるリスナーを登録します。リスナーは、少なくとも `type`（イベント名）と `target`（イベントを発火したオブジェクト）を持つイベントオブジェクトを受け取ります。同じ種類に同じ関数を 2 回登録しても、追加の効果はありません。\n\n`Map` には、1 つ以上のレイヤー ID も受け取り、マウスイベントやタッチイベントをそれらのレイヤーのフィーチャーに限定する形式もあります。[Map#on](/api/map/#map#on) を参照してください。',
          },
          params: [
            {
              name: 'type',
              type: 'string',
              description: {
                en: "The event name, such as `'click'` or `'moveend'`.",
                ja: "`'click'` や `'moveend'` などのイベント名です。",
              },
            },
            {
              name: 'listener',
              type: 'Function',
              description: {
                en: 'The function to call, with the event object as its argument.',
                ja: 'イベントオブジェクトを引数として呼び出される関数です。',
              },
            },
          ],
          returns: {
            type: 'Evented',
            description: {
              en: 'The object itself, for chaining.',
              ja: 'メソッドチェーン用に、オブジェクトそのものを返します。',
            },
          },
          example: `map.on('moveend', (e) => {
  console.log(e.type, 'at', map.getCenter().toArray());
});`,
        },
        {
          kind: 'method',
          name: 'off',
          description: {
            en: 'Removes a listener added with `on` or `once`. Pass the same function object you registered: an inline arrow function cannot be removed later, so keep a reference to it.',
            ja: '`on` または `once` で追加したリスナーを削除します。登録したものと同じ関数オブジェクトを渡してください。インラインのアロー関数は後から削除できないため、参照を保持しておく必要があります。',
          },
          params: [
            {
              name: 'type',
              type: 'string',
              description: {
                en: 'The event name the listener was registered for.',
                ja: 'リスナーを登録したイベント名です。',
              },
            },
            {
              name: 'listener',
              type: 'Function',
              description: {
                en: 'The function to remove.',
                ja: '削除する関数です。',
              },
            },
          ],
          returns: {
            type: 'Evented',
            description: {
              en: 'The object itself, for chaining.',
              ja: 'メソッドチェーン用に、オブジェクトそのものを返します。',
            },
          },
          example: `function onMove() {
  console.log('Center:', map.getCenter().toArray());
}

map.on('move', onMove);
map.off('move', onMove);`,
        },
        {
          kind: 'method',
          name: 'once',
          description: {
            en: 'Registers a listener that is called only for the next event of the given type and then removed.\n\nWhen you leave out the listener, `once` returns a `Promise` that resolves with the event object the next time the event fires, which is convenient with `await`.',
            ja: '指定した種類の次のイベントでのみ呼び出され、その後自動的に削除されるリスナーを登録します。\n\nリスナーを省略すると、`once` は次にイベントが発火したときにそのイベントオブジェクトで解決される `Promise` を返します。`await` と組み合わせると便利です。',
          },
          params: [
            {
              name: 'type',
              type: 'string',
              description: {
                en: 'The event name to wait for.',
                ja: '待機するイベント名です。',
              },
            },
            {
              name: 'listener',
              type: 'Function',
              optional: true,
              description: {
                en: 'The function to call once. Without it, a `Promise` is returned instead.',
                ja: '一度だけ呼び出す関数。省略すると、代わりに `Promise` が返されます。',
              },
            },
          ],
          returns: {
            type: 'Evented | Promise<Object>',
            description: {
              en: 'The object itself when a listener is given; otherwise a `Promise` that resolves with the event object.',
              ja: 'リスナーを指定した場合はオブジェクトそのものです。指定しない場合は、イベントオブジェクトで解決される `Promise` です。',
            },
          },
          example: `map.once('load', () => {
  console.log('The style and first tiles have loaded');
});

async function waitUntilIdle() {
  await map.once('idle');
  console.log('Everything visible is rendered');
}`,
        },
      ],
    },
  ],
};

const TYPE_TEXT = {en: 'The event name.', ja: 'イベント名です。'};
const TARGET_PARAM: ApiParam = {
  name: 'target',
  type: 'Map',
  description: {en: 'The map that fired the event.', ja: 'イベントを発火した地図です。'},
};

const MAP_BOX_ZOOM_EVENT: ApiItem = {
  name: 'MapBoxZoomEvent',
  kind: 'object',
  description: {
    en: 'The object that `boxzoomstart`, `boxzoomend` and `boxzoomcancel` listeners on a map receive. These events belong to the box zoom gesture, where the user holds Shift and drags a rectangle to zoom into it.',
    ja: '地図の `boxzoomstart`、`boxzoomend`、`boxzoomcancel` のリスナーが受け取るオブジェクトです。これらのイベントはボックスズーム操作に属します。この操作では、Shift キーを押しながら矩形をドラッグしてその範囲へズームします。',
  },
  params: [
    {
      name: 'type',
      type: "'boxzoomstart' | 'boxzoomend' | 'boxzoomcancel'",
      description: TYPE_TEXT,
    },
    TARGET_PARAM,
    {
      name: 'originalEvent',
      type: 'MouseEvent | KeyboardEvent',
      description: {
        en: 'The DOM event that caused this event: a mouse event, or a keyboard event when the user cancels with Escape.',
        ja: 'このイベントの原因となった DOM イベント。通常はマウスイベントで、ユーザーが Escape キーでキャンセルした場合はキーボードイベントです。',
      },
    },
  ],
  paramsId: 'properties',
  example: `map.on('boxzoomend', (e) => {
  console.log(e.type, 'new bounds:', map.getBounds().toArray());
});`,
};

const MAP_DATA_EVENT: ApiItem = {
  name: 'MapDataEvent',
  kind: 'object',
  description: {
    en: "The object that `data`, `dataloading`, `styledata`, `styledataloading`, `sourcedata` and `sourcedataloading` listeners receive. It tells whether the style or a source changed and, for sources, which one and what kind of change it was.\n\nThese events fire often and for every source, so filter on `sourceId` and `isSourceLoaded`. If you only need to know that everything has finished loading and rendering, listen for the map's `idle` event instead.",
    ja: '`data`、`dataloading`、`styledata`、`styledataloading`、`sourcedata`、`sourcedataloading` のリスナーが受け取るオブジェクトです。スタイルとソースのどちらが変化したか、ソースの場合はどのソースでどのような変化があったかを示します。\n\nこれらのイベントは頻繁に、しかもすべてのソースについて発火するため、`sourceId` や `isSourceLoaded` で絞り込んでください。すべての読み込みと描画が完了したことだけを知りたい場合は、代わりに地図の `idle` イベントを使います。',
  },
  params: [
    {
      name: 'type',
      type: "'data' | 'dataloading' | 'styledata' | 'styledataloading' | 'sourcedata' | 'sourcedataloading'",
      description: TYPE_TEXT,
    },
    {
      name: 'dataType',
      type: "'source' | 'style'",
      description: {
        en: "What changed: `'source'` for the data of a source, `'style'` for the style as a whole.",
        ja: "変化したもの。ソースのデータなら `'source'`、スタイル全体なら `'style'` です。",
      },
    },
    {
      name: 'isSourceLoaded',
      type: 'boolean',
      optional: true,
      description: {
        en: 'Source events only: `true` when the source has no requests still in progress.',
        ja: 'ソースのイベントのみ。ソースに処理中のリクエストが残っていない場合は `true` です。',
      },
    },
    {
      name: 'source',
      type: 'Object',
      optional: true,
      description: {
        en: 'Source events only: the style specification of the source, as given to `addSource` or in the style.',
        ja: 'ソースのイベントのみ。`addSource` やスタイルで指定された、ソースのスタイル仕様です。',
      },
    },
    {
      name: 'sourceId',
      type: 'string',
      optional: true,
      description: {
        en: 'Source events only: the id of the source.',
        ja: 'ソースのイベントのみ。ソースの ID です。',
      },
    },
    {
      name: 'sourceDataType',
      type: "'metadata' | 'content' | 'visibility' | 'error'",
      optional: true,
      description: {
        en: "Source events only, when internal data was received or changed: `'metadata'` when the source description (such as its TileJSON) has loaded, `'content'` when its data changed, `'visibility'` when it was shown or hidden, and `'error'` after a failure.",
        ja: "ソースのイベントで、内部データを受信したか変化した場合のみ。ソースの記述（TileJSON など）が読み込まれたときは `'metadata'`、データが変化したときは `'content'`、表示・非表示が切り替わったときは `'visibility'`、失敗したときは `'error'` です。",
      },
    },
    {
      name: 'tile',
      type: 'Object',
      optional: true,
      description: {
        en: 'Tile events only: the tile that was loaded or changed.',
        ja: 'タイルに関するイベントのみ。読み込まれた、または変化したタイルです。',
      },
    },
    {
      name: 'coord',
      type: 'Object',
      optional: true,
      description: {
        en: 'Tile events only: the tile coordinates of that tile.',
        ja: 'タイルに関するイベントのみ。そのタイルのタイル座標です。',
      },
    },
  ],
  paramsId: 'properties',
  example: `map.on('sourcedata', (e) => {
  if (e.sourceId === 'earthquakes' && e.isSourceLoaded) {
    console.log('Earthquake data is ready');
  }
});`,
};

const PREVENTED_PROPERTY = {
  kind: 'property',
  name: 'defaultPrevented',
  type: 'boolean',
  readonly: true,
  description: {
    en: '`true` once `preventDefault()` has been called on this event.',
    ja: 'このイベントで `preventDefault()` が呼び出されると `true` になります。',
  },
} as const;

const MOUSE_MEMBERS: ApiGroup = {
  id: 'members',
  title: MEMBERS_TITLE,
  members: [
    {
      kind: 'method',
      name: 'preventDefault',
      description: {
        en: 'Stops the map from handling this event in its default way: on `mousedown`, drag-pan, drag-rotate and box zoom do not start; on `dblclick`, the map does not zoom in. Other listeners are still called.',
        ja: '地図がこのイベントを既定の方法で処理しないようにします。`mousedown` ではドラッグによるパン、ドラッグによる回転、ボックスズームが開始されず、`dblclick` ではズームインしません。他のリスナーは引き続き呼び出されます。',
      },
      example: `// Let users drag a point without panning the map.
map.on('mousedown', 'points', (e) => {
  e.preventDefault();
  map.getCanvas().style.cursor = 'grabbing';
});`,
    },
    PREVENTED_PROPERTY,
  ],
};

const MAP_MOUSE_EVENT: ApiItem = {
  name: 'MapMouseEvent',
  createdBy: "map.on('click', (e: MapMouseEvent) => …)",
  kind: 'class',
  receiver: 'e',
  description: {
    en: 'The event object that mouse listeners on a map receive, for `mousedown`, `mouseup`, `preclick`, `click`, `dblclick`, `mousemove`, `mouseover`, `mouseenter`, `mouseleave`, `mouseout` and `contextmenu`. The map creates it; you do not construct it yourself.\n\nBesides the DOM event, it gives the pointer position both in pixels and as a geographic position. When the listener was added with layer ids, it also lists the features under the pointer.',
    ja: '地図のマウスリスナーが受け取るイベントオブジェクトです。対象のイベントは `mousedown`、`mouseup`、`preclick`、`click`、`dblclick`、`mousemove`、`mouseover`、`mouseenter`、`mouseleave`、`mouseout`、`contextmenu` です。地図が作成するもので、自分で生成することはありません。\n\nDOM イベントに加えて、ポインターの位置をピクセルと地理上の位置の両方で提供します。レイヤー ID を指定してリスナーを追加した場合は、ポインターの下にあるフィーチャーも含まれます。',
  },
  params: [
    {
      name: 'type',
      type: 'string',
      description: {
        en: 'The event name, one of the mouse events listed above.',
        ja: 'イベント名。上に挙げたマウスイベントのいずれかです。',
      },
    },
    TARGET_PARAM,
    {
      name: 'originalEvent',
      type: 'MouseEvent',
      description: {
        en: 'The DOM event behind this event.',
        ja: 'このイベントの元になった DOM イベントです。',
      },
    },
    {
      name: 'point',
      type: 'Point',
      description: {
        en: 'The pointer position in pixels, measured from the top left corner of the map container.',
        ja: '地図コンテナーの左上隅から測った、ピクセル単位のポインターの位置です。',
      },
    },
    {
      name: 'lngLat',
      type: 'LngLat',
      description: {
        en: 'The geographic position under the pointer.',
        ja: 'ポインターの下にある地理上の位置です。',
      },
    },
    {
      name: 'features',
      type: 'Array<Object>',
      optional: true,
      description: {
        en: 'Only when the listener was added with one or more layer ids: the GeoJSON features of those layers rendered under the pointer, topmost first, in the same form as `queryRenderedFeatures` returns. Otherwise `undefined`.',
        ja: '1 つ以上のレイヤー ID を指定してリスナーを追加した場合のみ。ポインターの下に描画されているそれらのレイヤーの GeoJSON フィーチャーで、最前面のものが先頭になります。形式は `queryRenderedFeatures` の戻り値と同じです。それ以外の場合は `undefined` です。',
      },
    },
  ],
  paramsId: 'properties',
  example: `map.on('mousemove', (e) => {
  console.log(e.lngLat.lng.toFixed(5), e.lngLat.lat.toFixed(5));
});

map.on('click', 'parks', (e) => {
  const park = e.features[0];
  console.log(park.properties.name, 'at pixel', e.point.x, e.point.y);
});`,
  groups: [MOUSE_MEMBERS],
};

const MAP_TOUCH_EVENT: ApiItem = {
  name: 'MapTouchEvent',
  createdBy: "map.on('touchstart', (e: MapTouchEvent) => …)",
  kind: 'class',
  receiver: 'e',
  description: {
    en: 'The event object that touch listeners on a map receive, for `touchstart`, `touchmove`, `touchend` and `touchcancel`. The map creates it; you do not construct it yourself.\n\nWith several fingers on the screen, `point` and `lngLat` describe their center, while `points` and `lngLats` list each finger.',
    ja: '地図のタッチリスナーが受け取るイベントオブジェクトで、`touchstart`、`touchmove`、`touchend`、`touchcancel` で使われます。地図が作成するもので、自分で生成することはありません。\n\n複数の指が画面に触れている場合、`point` と `lngLat` はそれらの中心を表し、`points` と `lngLats` は指ごとの位置を示します。',
  },
  params: [
    {
      name: 'type',
      type: 'string',
      description: {
        en: 'The event name, one of the touch events listed above.',
        ja: 'イベント名。上に挙げたタッチイベントのいずれかです。',
      },
    },
    TARGET_PARAM,
    {
      name: 'originalEvent',
      type: 'TouchEvent',
      description: {
        en: 'The DOM event behind this event.',
        ja: 'このイベントの元になった DOM イベントです。',
      },
    },
    {
      name: 'lngLat',
      type: 'LngLat',
      description: {
        en: 'The geographic position of the center of the touch points.',
        ja: 'タッチ点の中心の地理上の位置です。',
      },
    },
    {
      name: 'point',
      type: 'Point',
      description: {
        en: 'The pixel position of the center of the touch points, measured from the top left corner of the map container.',
        ja: '地図コンテナーの左上隅から測った、タッチ点の中心のピクセル位置です。',
      },
    },
    {
      name: 'lngLats',
      type: 'Array<LngLat>',
      description: {
        en: 'The geographic position of each touch point. For `touchend`, these are the fingers that were lifted.',
        ja: '各タッチ点の地理上の位置。`touchend` では、画面から離れた指の位置になります。',
      },
    },
    {
      name: 'points',
      type: 'Array<Point>',
      description: {
        en: 'The pixel position of each touch point. For `touchend`, these are the fingers that were lifted.',
        ja: '各タッチ点のピクセル位置。`touchend` では、画面から離れた指の位置になります。',
      },
    },
    {
      name: 'features',
      type: 'Array<Object>',
      optional: true,
      description: {
        en: 'Only when the listener was added with one or more layer ids: the GeoJSON features of those layers rendered under the touch. Otherwise `undefined`.',
        ja: '1 つ以上のレイヤー ID を指定してリスナーを追加した場合のみ。タッチ位置に描画されているそれらのレイヤーの GeoJSON フィーチャーです。それ以外の場合は `undefined` です。',
      },
    },
  ],
  paramsId: 'properties',
  example: `map.on('touchstart', 'pins', (e) => {
  // Keep the map still while a pin is being touched.
  e.preventDefault();
  console.log(e.features.length, 'pin(s),', e.points.length, 'finger(s)');
});`,
  groups: [
    {
      id: 'members',
      title: MEMBERS_TITLE,
      members: [
        {
          kind: 'method',
          name: 'preventDefault',
          description: {
            en: 'Stops the map from handling this event in its default way: on `touchstart`, touch panning and pinch zoom and rotation do not start. Other listeners are still called.',
            ja: '地図がこのイベントを既定の方法で処理しないようにします。`touchstart` では、タッチによるパンやピンチによるズーム・回転が開始されません。他のリスナーは引き続き呼び出されます。',
          },
          example: `map.on('touchstart', 'drawing-area', (e) => {
  // Use the touch for drawing instead of moving the map.
  e.preventDefault();
});`,
        },
        PREVENTED_PROPERTY,
      ],
    },
  ],
};

const MAP_WHEEL_EVENT: ApiItem = {
  name: 'MapWheelEvent',
  createdBy: "map.on('wheel', (e: MapWheelEvent) => …)",
  kind: 'class',
  receiver: 'e',
  description: {
    en: 'The event object that `wheel` listeners on a map receive. The map creates it; you do not construct it yourself. Call `preventDefault()` to stop the wheel from zooming the map.',
    ja: '地図の `wheel` リスナーが受け取るイベントオブジェクトです。地図が作成するもので、自分で生成することはありません。`preventDefault()` を呼び出すと、ホイールによる地図のズームを止められます。',
  },
  params: [
    {
      name: 'type',
      type: "'wheel'",
      description: TYPE_TEXT,
    },
    TARGET_PARAM,
    {
      name: 'originalEvent',
      type: 'WheelEvent',
      description: {
        en: 'The DOM event behind this event, with `deltaX`, `deltaY` and `deltaMode`.',
        ja: 'このイベントの元になった DOM イベントで、`deltaX`、`deltaY`、`deltaMode` を持ちます。',
      },
    },
  ],
  paramsId: 'properties',
  example: `map.on('wheel', (e) => {
  console.log('Scrolled by', e.originalEvent.deltaY);
});`,
  groups: [
    {
      id: 'members',
      title: MEMBERS_TITLE,
      members: [
        {
          kind: 'method',
          name: 'preventDefault',
          description: {
            en: 'Stops the map from zooming in response to this wheel event. Other listeners are still called.',
            ja: 'このホイールイベントに応じた地図のズームを止めます。他のリスナーは引き続き呼び出されます。',
          },
          example: `// Only zoom with the wheel while the Alt key is held.
map.on('wheel', (e) => {
  if (!e.originalEvent.altKey) e.preventDefault();
});`,
        },
        PREVENTED_PROPERTY,
      ],
    },
  ],
};

export const EVENTS_PAGE: ApiPage = {
  id: 'events',
  items: [
    EVENTED,
    MAP_BOX_ZOOM_EVENT,
    MAP_DATA_EVENT,
    MAP_MOUSE_EVENT,
    MAP_TOUCH_EVENT,
    MAP_WHEEL_EVENT,
  ],
};
