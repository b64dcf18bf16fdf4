import type {ApiGroup, ApiItem, ApiMethod, ApiPage} from '../../../src/model/api/types';

const MEMBERS_TITLE = {en: 'Instance members', ja: 'インスタンスメンバー'};

/** `reload`, `setTiles` and `setUrl`, shared by the tiled sources; `cls` is the returned class. */
function tileMethods(cls: string, id: string, tileUrl: string, tileJsonUrl: string): ApiMethod[] {
  return [
    {
      kind: 'method',
      name: 'reload',
      description: {
        en: 'Reloads the source: the TileJSON is requested again when the source uses a `url`, the tiles already loaded are dropped, and the visible tiles are fetched and drawn again. Use it when the data behind unchanged tile URLs has changed on the server.',
        ja: 'ソースを再読み込みします。ソースが `url` を使っている場合は TileJSON をもう一度取得し、読み込み済みのタイルを破棄して、表示中のタイルを取得し直して再描画します。タイル URL は同じままでサーバー側のデータが変わったときに使います。',
      },
      example: `// Fetch fresh tiles after the data on the server changed.
map.getSource('${id}').reload();`,
    },
    {
      kind: 'method',
      name: 'setTiles',
      description: {
        en: 'Replaces the `tiles` URL templates of the source and reloads it, so every tile is requested from the new addresses.',
        ja: 'ソースの `tiles`（URL テンプレート）を置き換えて再読み込みします。以後、すべてのタイルが新しいアドレスから取得されます。',
      },
      params: [
        {
          name: 'tiles',
          type: 'Array<string>',
          description: {
            en: 'One or more tile URL templates with `{z}`, `{x}` and `{y}` placeholders, as in the TileJSON specification.',
            ja: '`{z}`・`{x}`・`{y}` のプレースホルダーを含むタイル URL テンプレート（1 つ以上）。TileJSON 仕様と同じ形式です。',
          },
        },
      ],
      returns: {
        type: cls,
        description: {en: 'The source itself, for chaining.', ja: 'チェーン用のソース自身です。'},
      },
      example: `map.getSource('${id}').setTiles([
  '${tileUrl}'
]);`,
    },
    {
      kind: 'method',
      name: 'setUrl',
      description: {
        en: 'Replaces the TileJSON `url` of the source and reloads it. The URL can use `http:`, `https:` or a `%product%://` tileset address.',
        ja: 'ソースの TileJSON `url` を置き換えて再読み込みします。URL には `http:`・`https:`、または `%product%://` 形式のタイルセットアドレスを使えます。',
      },
      params: [
        {
          name: 'url',
          type: 'string',
          description: {
            en: 'The address of a TileJSON document or a tileset.',
            ja: 'TileJSON ドキュメントまたはタイルセットのアドレスです。',
          },
        },
      ],
      returns: {
        type: cls,
        description: {en: 'The source itself, for chaining.', ja: 'チェーン用のソース自身です。'},
      },
      example: `const source = map.getSource('${id}');
source.setUrl('${tileJsonUrl}');`,
    },
  ];
}

function setCoordinatesMethod(cls: string, what: {en: string; ja: string}, id: string): ApiMethod {
  return {
    kind: 'method',
    name: 'setCoordinates',
    description: {
      en: `Moves the ${what.en} to new corner coordinates and redraws the map. The four corners do not have to form a rectangle; the ${what.en} is stretched to fit them.`,
      ja: `${what.ja}を新しい四隅の座標へ移動し、地図を再描画します。四隅は長方形でなくてもよく、${what.ja}はその形に合わせて引き伸ばされます。`,
    },
    params: [
      {
        name: 'coordinates',
        type: 'Array<Array<number>>',
        description: {
          en: 'Four `[longitude, latitude]` pairs, clockwise from the top left corner: top left, top right, bottom right, bottom left.',
          ja: '4 つの `[経度, 緯度]` の組です。左上の角から時計回りに、左上・右上・右下・左下の順に並べます。',
        },
      },
    ],
    returns: {
      type: cls,
      description: {en: 'The source itself, for chaining.', ja: 'チェーン用のソース自身です。'},
    },
    example: `map.getSource('${id}').setCoordinates([
  [-74.03, 40.72],
  [-74.0, 40.72],
  [-74.0, 40.7],
  [-74.03, 40.7]
]);`,
  };
}

function membersGroup(members: readonly ApiMethod[]): ApiGroup {
  return {id: 'members', title: MEMBERS_TITLE, members};
}

const GEOJSON_SOURCE: ApiItem = {
  name: 'GeoJSONSource',
  createdBy: "map.addSource(id, {type: 'geojson', …})",
  kind: 'class',
  extends: 'Evented',
  receiver: 'source',
  description: {
    en: "A source that holds GeoJSON data, given inline as an object or as the URL of a file. You do not construct it yourself: call [`map.addSource`](/api/map/#map#addsource) with `type: 'geojson'`, then get the live object with [`map.getSource`](/api/map/#map#getsource). The data is cut into tiles in a web worker, so large data sets do not block the page.\n\nSet `cluster: true` to group nearby points. Cluster features carry the properties `cluster` (always `true`), `cluster_id` and `point_count`, and the cluster methods below use `cluster_id` to look inside a cluster.",
    ja: "GeoJSON データを保持するソースです。データはオブジェクトとして直接渡すか、ファイルの URL で指定します。自分でコンストラクターを呼ぶのではなく、[`map.addSource`](/api/map/#map#addsource) に `type: 'geojson'` を指定して追加し、[`map.getSource`](/api/map/#map#getsource) で実体のオブジェクトを取得します。データの分割（タイル化）は Web Worker 内で行われるため、大きなデータでもページの動作が止まりません。\n\n`cluster: true` を指定すると、近くにあるポイントがクラスターにまとめられます。クラスターのフィーチャーには `cluster`（常に `true`）・`cluster_id`・`point_count` のプロパティが付き、下記のクラスター用メソッドは `cluster_id` を使ってクラスターの中身を調べます。",
  },
  params: [
    {
      name: 'options',
      type: 'Object',
      description: {
        en: "The object passed to `map.addSource` (the source specification). Its `type` is `'geojson'`; the other keys are listed below.",
        ja: "`map.addSource` に渡すオブジェクト（ソース仕様）です。`type` は `'geojson'` で、そのほかのキーは以下のとおりです。",
      },
    },
    {
      name: 'options.data',
      type: 'GeoJSON.GeoJSON | string',
      description: {
        en: 'The data: a GeoJSON object (`FeatureCollection`, `Feature` or geometry) or the URL of a GeoJSON file. A URL is usually better for large files, because the worker downloads and parses it.',
        ja: 'データです。GeoJSON オブジェクト（`FeatureCollection`・`Feature`・ジオメトリ）か、GeoJSON ファイルの URL を指定します。大きなファイルは、Worker がダウンロードして解析する URL 指定のほうが一般に有利です。',
      },
    },
    {
      name: 'options.maxzoom',
      type: 'number',
      default: '18',
      description: {
        en: 'The highest zoom level at which tiles are generated from the data. Above it, the tiles of this zoom are scaled up; a higher value keeps more detail at high zoom but costs more work.',
        ja: 'データからタイルを生成する最大ズームレベルです。これより上ではこのズームのタイルが拡大して使われます。値を大きくすると高ズームでの精度が上がりますが、処理量も増えます。',
      },
    },
    {
      name: 'options.attribution',
      type: 'string',
      optional: true,
      description: {
        en: 'Attribution text shown in the attribution control while this source is used.',
        ja: 'このソースが使われている間、帰属表示コントロールに表示する帰属テキストです。',
      },
    },
    {
      name: 'options.buffer',
      type: 'number',
      default: '128',
      description: {
        en: 'The extra margin drawn around each tile, in tile units from `0` to `512` (`512` is a full tile width). A larger buffer avoids clipping artifacts at tile edges but makes tiles heavier.',
        ja: '各タイルの周囲に余分に含める余白です。`0` から `512` までのタイル単位で指定し、`512` がタイル 1 枚分の幅に相当します。大きくするとタイル境界での欠けや継ぎ目が減りますが、タイルが重くなります。',
      },
    },
    {
      name: 'options.tolerance',
      type: 'number',
      default: '0.375',
      description: {
        en: 'How much lines and polygons are simplified (Douglas–Peucker tolerance). Higher values give simpler shapes and faster rendering.',
        ja: 'ラインとポリゴンをどの程度単純化するか（Douglas–Peucker 法の許容値）。値が大きいほど形状は単純になり、描画は速くなります。',
      },
    },
    {
      name: 'options.cluster',
      type: 'boolean',
      default: 'false',
      description: {
        en: 'Groups nearby point features into clusters. Only point features are clustered.',
        ja: '近接するポイントフィーチャーをクラスターにまとめます。クラスター化されるのはポイントフィーチャーだけです。',
      },
    },
    {
      name: 'options.clusterRadius',
      type: 'number',
      default: '50',
      description: {
        en: 'The radius of each cluster, in pixels at a tile size of 512.',
        ja: '各クラスターの半径です。タイルサイズ 512 を基準としたピクセル数で指定します。',
      },
    },
    {
      name: 'options.clusterMaxZoom',
      type: 'number',
      optional: true,
      description: {
        en: 'The highest zoom level at which points are clustered; above it every point is shown on its own. Defaults to one less than `maxzoom`.',
        ja: 'ポイントをクラスター化する最大ズームレベルです。これより上ではすべてのポイントが個別に表示されます。省略時は `maxzoom` より 1 小さい値です。',
      },
    },
    {
      name: 'options.clusterMinPoints',
      type: 'number',
      default: '2',
      description: {
        en: 'The smallest number of points that form a cluster.',
        ja: 'クラスターを作るのに必要な最小のポイント数です。',
      },
    },
    {
      name: 'options.clusterProperties',
      type: 'Object',
      optional: true,
      description: {
        en: "Extra properties computed for each cluster from the points it contains, written as `{name: [operator, mapExpression]}`, for example `{sum: ['+', ['get', 'count']]}`.",
        ja: "クラスターに含まれるポイントから計算して各クラスターに付ける追加プロパティです。`{name: [operator, mapExpression]}` の形式で、たとえば `{sum: ['+', ['get', 'count']]}` のように書きます。",
      },
    },
    {
      name: 'options.lineMetrics',
      type: 'boolean',
      default: 'false',
      description: {
        en: 'Computes distance along each line, which the `line-gradient` and `line-trim-offset` paint properties need.',
        ja: '各ラインに沿った距離を計算します。ペイントプロパティ `line-gradient` と `line-trim-offset` を使うには必要です。',
      },
    },
    {
      name: 'options.generateId',
      type: 'boolean',
      default: 'false',
      description: {
        en: 'Gives every feature a numeric id based on its position in the data, replacing any existing ids. Useful for feature state when the data has no ids.',
        ja: 'データ内の順番に基づく数値 ID を各フィーチャーに付け、既存の ID を置き換えます。ID のないデータでフィーチャーステートを使うときに便利です。',
      },
    },
    {
      name: 'options.promoteId',
      type: 'string | Object',
      optional: true,
      description: {
        en: 'The name of a feature property to use as the feature id, for example with feature state.',
        ja: 'フィーチャー ID として使うフィーチャープロパティの名前です。フィーチャーステートなどで使います。',
      },
    },
    {
      name: 'options.filter',
      type: 'Array<unknown>',
      optional: true,
      description: {
        en: 'A filter expression applied to the features before they are tiled; features that do not match are dropped from the source.',
        ja: 'フィーチャーをタイル化する前に適用するフィルター式です。一致しないフィーチャーはソースから除かれます。',
      },
    },
    {
      name: 'options.dynamic',
      type: 'boolean',
      default: 'false',
      description: {
        en: 'Optimizes the source for frequent changes and enables partial updates with `updateData`.',
        ja: '頻繁な変更に合わせてソースを最適化し、`updateData` による部分更新を可能にします。',
      },
    },
  ],
  paramsId: 'options',
  example: `map.addSource('places', {
  type: 'geojson',
  data: 'https://example.com/places.geojson',
  cluster: true,
  clusterRadius: 40
});

const source = map.getSource('places');
console.log(source.type); // 'geojson'`,
  groups: [
    membersGroup([
      {
        kind: 'method',
        name: 'setData',
        description: {
          en: 'Replaces all the data of the source and redraws the map. The new data is processed in the worker, so the change appears shortly after the call.',
          ja: 'ソースのデータをすべて置き換えて地図を再描画します。新しいデータは Worker で処理されるため、変更は呼び出しの少し後に反映されます。',
        },
        params: [
          {
            name: 'data',
            type: 'GeoJSON.GeoJSON | string',
            description: {
              en: 'A GeoJSON object, or the URL of a GeoJSON file (preferable for large data).',
              ja: 'GeoJSON オブジェクト、または GeoJSON ファイルの URL（大きなデータではこちらが適しています）。',
            },
          },
        ],
        returns: {
          type: 'GeoJSONSource',
          description: {en: 'The source itself, for chaining.', ja: 'チェーン用のソース自身です。'},
        },
        example: `map.getSource('places').setData({
  type: 'FeatureCollection',
  features: [{
    type: 'Feature',
    geometry: {type: 'Point', coordinates: [139.76, 35.68]},
    properties: {name: 'Tokyo Station'}
  }]
});`,
      },
      {
        kind: 'method',
        name: 'updateData',
        description: {
          en: 'Changes individual features without sending the whole data set again. Features are matched by id: a feature with a new id is added, a feature with a known id replaces the old one, and a feature whose `geometry` is `null` is removed.\n\nThe source must have been added with `dynamic: true` and its features must have ids; otherwise the call fires an `error` event and changes nothing.',
          ja: 'データ全体を送り直さずに、個々のフィーチャーを変更します。フィーチャーは ID で照合され、新しい ID のフィーチャーは追加され、既存の ID のフィーチャーは古いものを置き換え、`geometry` が `null` のフィーチャーは削除されます。\n\nソースは `dynamic: true` を指定して追加され、フィーチャーに ID が付いている必要があります。そうでない場合は `error` イベントが発生し、何も変更されません。',
        },
        params: [
          {
            name: 'data',
            type: 'GeoJSON.GeoJSON | string',
            description: {
              en: 'A `Feature` or `FeatureCollection` with the changed features, or the URL of such a file.',
              ja: '変更するフィーチャーを含む `Feature` または `FeatureCollection`、あるいはそのファイルの URL です。',
            },
          },
        ],
        returns: {
          type: 'GeoJSONSource',
          description: {en: 'The source itself, for chaining.', ja: 'チェーン用のソース自身です。'},
        },
        example: `// The source was added with dynamic: true.
map.getSource('vehicles').updateData({
  type: 'Feature',
  id: 42,
  geometry: {type: 'Point', coordinates: [-73.99, 40.73]},
  properties: {speed: 31}
});`,
      },
      {
        kind: 'method',
        name: 'getClusterExpansionZoom',
        description: {
          en: 'For a clustered source, finds the zoom level at which the given cluster breaks apart into smaller clusters or points. The result is delivered to the callback; in v3 this method does not return a Promise.',
          ja: 'クラスター化されたソースで、指定したクラスターがより小さなクラスターやポイントに分かれるズームレベルを求めます。結果はコールバックに渡されます。v3 ではこのメソッドは Promise を返しません。',
        },
        params: [
          {
            name: 'clusterId',
            type: 'number',
            description: {
              en: "The value of the cluster's `cluster_id` property.",
              ja: 'クラスターの `cluster_id` プロパティの値です。',
            },
          },
          {
            name: 'callback',
            type: '(error: Error | null, zoom: number) => void',
            description: {
              en: 'Called with an error, or with the expansion zoom level.',
              ja: 'エラー、または展開されるズームレベルを受け取って呼ばれます。',
            },
          },
        ],
        returns: {
          type: 'GeoJSONSource',
          description: {
            en: 'The source itself, for chaining (not a Promise).',
            ja: 'チェーン用のソース自身（Promise ではありません）。',
          },
        },
        example: `map.on('click', 'clusters', (e) => {
  const cluster = e.features[0];
  map.getSource('places').getClusterExpansionZoom(
    cluster.properties.cluster_id,
    (error, zoom) => {
      if (error) return;
      map.easeTo({center: cluster.geometry.coordinates, zoom});
    }
  );
});`,
      },
      {
        kind: 'method',
        name: 'getClusterChildren',
        description: {
          en: 'For a clustered source, gets the features one zoom level below the given cluster: smaller clusters, single points, or both. The result is delivered to the callback as GeoJSON features; no Promise is returned.',
          ja: 'クラスター化されたソースで、指定したクラスターの 1 つ下のズームレベルにある子（より小さなクラスター、個別のポイント、またはその両方）を取得します。結果は GeoJSON フィーチャーとしてコールバックに渡され、Promise は返されません。',
        },
        params: [
          {
            name: 'clusterId',
            type: 'number',
            description: {
              en: "The value of the cluster's `cluster_id` property.",
              ja: 'クラスターの `cluster_id` プロパティの値です。',
            },
          },
          {
            name: 'callback',
            type: '(error: Error | null, features: Array<GeoJSON.Feature>) => void',
            description: {
              en: 'Called with an error, or with the child features.',
              ja: 'エラー、または子フィーチャーの配列を受け取って呼ばれます。',
            },
          },
        ],
        returns: {
          type: 'GeoJSONSource',
          description: {en: 'The source itself, for chaining.', ja: 'チェーン用のソース自身です。'},
        },
        example: `map.on('click', 'clusters', (e) => {
  const clusterId = e.features[0].properties.cluster_id;
  map.getSource('places').getClusterChildren(clusterId, (error, children) => {
    if (!error) console.log(children.length, 'children');
  });
});`,
      },
      {
        kind: 'method',
        name: 'getClusterLeaves',
        description: {
          en: 'For a clustered source, gets the original points inside the given cluster, at any depth, one page at a time. The result is delivered to the callback as GeoJSON features; no Promise is returned.',
          ja: 'クラスター化されたソースで、指定したクラスターに含まれる元のポイントを（階層の深さに関係なく）ページ単位で取得します。結果は GeoJSON フィーチャーとしてコールバックに渡され、Promise は返されません。',
        },
        params: [
          {
            name: 'clusterId',
            type: 'number',
            description: {
              en: "The value of the cluster's `cluster_id` property.",
              ja: 'クラスターの `cluster_id` プロパティの値です。',
            },
          },
          {
            name: 'limit',
            type: 'number',
            description: {
              en: 'The maximum number of points to return. A falsy value such as `0` or `null` means `10`; pass `Infinity` to get all points.',
              ja: '返すポイントの最大数です。`0` や `null` などの偽値を渡すと `10` として扱われます。すべて取得するには `Infinity` を渡します。',
            },
          },
          {
            name: 'offset',
            type: 'number',
            description: {
              en: 'The number of points to skip, for paging. A falsy value means `0`.',
              ja: 'ページ送りのために読み飛ばすポイントの数です。偽値は `0` として扱われます。',
            },
          },
          {
            name: 'callback',
            type: '(error: Error | null, features: Array<GeoJSON.Feature>) => void',
            description: {
              en: 'Called with an error, or with the point features.',
              ja: 'エラー、またはポイントフィーチャーの配列を受け取って呼ばれます。',
            },
          },
        ],
        returns: {
          type: 'GeoJSONSource',
          description: {en: 'The source itself, for chaining.', ja: 'チェーン用のソース自身です。'},
        },
        example: `map.on('click', 'clusters', (e) => {
  const {cluster_id, point_count} = e.features[0].properties;
  map.getSource('places').getClusterLeaves(cluster_id, point_count, 0, (error, leaves) => {
    if (!error) console.log(leaves.map((f) => f.properties.name));
  });
});`,
      },
    ]),
  ],
};

const VECTOR_TILE_SOURCE: ApiItem = {
  name: 'VectorTileSource',
  kind: 'class',
  extends: 'Evented',
  receiver: 'source',
  description: {
    en: "A source of vector tiles (%PRODUCT% Vector Tile format, `.mvt` or `.pbf`), created by `map.addSource` with `type: 'vector'`. Give either a TileJSON `url` (including `%product%://` tileset addresses) or a `tiles` array of URL templates, plus optional `minzoom`, `maxzoom`, `bounds`, `scheme`, `attribution` and `promoteId`. Vector sources always use a `tileSize` of 512.\n\nEvery layer that draws from a vector source must name one of its layers in `source-layer`.",
    ja: "ベクタータイル（%PRODUCT% Vector Tile 形式、`.mvt` または `.pbf`）のソースで、`map.addSource` に `type: 'vector'` を指定して作成します。TileJSON の `url`（`%product%://` 形式のタイルセットアドレスを含む）か、URL テンプレートの配列 `tiles` のどちらかを指定します。必要に応じて `minzoom`・`maxzoom`・`bounds`・`scheme`・`attribution`・`promoteId` も加えます。ベクターソースの `tileSize` は常に 512 です。\n\nベクターソースを使うレイヤーでは、`source-layer` にソース内のレイヤー名を指定する必要があります。",
  },
  example: `map.addSource('streets', {
  type: 'vector',
  url: '%product%://%product%.%product%-streets-v8'
});

const source = map.getSource('streets');
console.log(source.type); // 'vector'`,
  groups: [
    membersGroup(
      tileMethods(
        'VectorTileSource',
        'streets',
        'https://tiles.example.com/roads/{z}/{x}/{y}.pbf',
        '%product%://%product%.%product%-streets-v8',
      ),
    ),
  ],
};

const RASTER_TILE_SOURCE: ApiItem = {
  name: 'RasterTileSource',
  kind: 'class',
  extends: 'Evented',
  receiver: 'source',
  description: {
    en: "A source of image tiles (PNG, JPEG or WebP), created by `map.addSource` with `type: 'raster'`. Give either a TileJSON `url` or a `tiles` array of URL templates, and set `tileSize` to the pixel size of the images (often `256`). The `{bbox-epsg-3857}` placeholder in a template lets you load tiles from WMS servers. Draw it with a `raster` layer.",
    ja: "画像タイル（PNG・JPEG・WebP）のソースで、`map.addSource` に `type: 'raster'` を指定して作成します。TileJSON の `url` か、URL テンプレートの配列 `tiles` のどちらかを指定し、`tileSize` には画像のピクセルサイズ（多くの場合 `256`）を設定します。テンプレート内の `{bbox-epsg-3857}` プレースホルダーを使うと WMS サーバーからタイルを読み込めます。描画には `raster` レイヤーを使います。",
  },
  example: `map.addSource('satellite', {
  type: 'raster',
  url: '%product%://%product%.satellite',
  tileSize: 256
});

const source = map.getSource('satellite');
console.log(source.type); // 'raster'`,
  groups: [
    membersGroup(
      tileMethods(
        'RasterTileSource',
        'radar',
        'https://radar.example.com/latest/{z}/{x}/{y}.png',
        'https://tiles.example.com/radar.json',
      ),
    ),
  ],
};

const RASTER_ARRAY_TILE_SOURCE: ApiItem = {
  name: 'RasterArrayTileSource',
  kind: 'class',
  extends: 'RasterTileSource',
  receiver: 'source',
  badges: ['beta'],
  description: {
    en: "A source of raster-array tiles, created by `map.addSource` with `type: 'raster-array'`. Each tile holds several named layers of numeric data, each with one or more bands (for example wind speed for each hour of a forecast). Such tilesets are produced with %PRODUCT% Tiling Service.\n\nDraw it with a `raster-particle` layer to animate flow, or with a `raster` layer that picks a band with `raster-array-band`; set `source-layer` to the data layer. It inherits `reload`, `setTiles` and `setUrl` from [`RasterTileSource`](/api/sources/#rastertilesource).",
    ja: "ラスター配列タイルのソースで、`map.addSource` に `type: 'raster-array'` を指定して作成します。各タイルには名前付きの数値データレイヤーが複数含まれ、それぞれが 1 つ以上のバンドを持ちます（たとえば予報の時刻ごとの風速）。このようなタイルセットは %PRODUCT% Tiling Service で作成します。\n\n流れをアニメーション表示するには `raster-particle` レイヤーで描画し、特定のバンドを表示するには `raster-array-band` でバンドを選んだ `raster` レイヤーを使います。`source-layer` にはデータレイヤー名を指定します。`reload`・`setTiles`・`setUrl` は [`RasterTileSource`](/api/sources/#rastertilesource) から継承しています。",
  },
  example: `map.addSource('wind', {
  type: 'raster-array',
  url: '%product%://rasterarrayexamples.gfs-winds',
  tileSize: 512
});

const source = map.getSource('wind');
console.log(source.type); // 'raster-array'`,
  groups: [
    membersGroup(
      tileMethods(
        'RasterArrayTileSource',
        'wind',
        'https://tiles.example.com/wind/{z}/{x}/{y}.mrt',
        '%product%://your-account.wind-forecast',
      ),
    ),
  ],
};

const IMAGE_SOURCE: ApiItem = {
  name: 'ImageSource',
  kind: 'class',
  extends: 'Evented',
  receiver: 'source',
  description: {
    en: "A source that places one image on the map by its four corners, created by `map.addSource` with `type: 'image'`, a `url` and `coordinates` (four `[longitude, latitude]` pairs, clockwise from the top left). Draw it with a `raster` layer.",
    ja: "1 枚の画像を四隅の座標で地図上に配置するソースです。`map.addSource` に `type: 'image'`、`url`、`coordinates`（左上から時計回りの 4 つの `[経度, 緯度]`）を指定して作成します。描画には `raster` レイヤーを使います。",
  },
  example: `map.addSource('old-map', {
  type: 'image',
  url: 'https://example.com/maps/harbor-1890.png',
  coordinates: [[-74.02, 40.71], [-73.99, 40.71], [-73.99, 40.69], [-74.02, 40.69]]
});

const source = map.getSource('old-map');
console.log(source.type); // 'image'`,
  groups: [
    membersGroup([
      {
        kind: 'method',
        name: 'updateImage',
        description: {
          en: 'Loads a new image into the source and, optionally, moves it to new corners. A call without `url` does nothing. To avoid a brief fade when the image changes, set the `raster-fade-duration` paint property of the layer to `0`.',
          ja: 'ソースに新しい画像を読み込み、必要に応じて新しい四隅へ移動します。`url` を指定しない場合は何も起こりません。画像の切り替え時に一瞬フェードするのを避けるには、レイヤーのペイントプロパティ `raster-fade-duration` を `0` にします。',
        },
        params: [
          {
            name: 'options',
            type: 'Object',
            description: {en: 'What to change.', ja: '変更する内容です。'},
          },
          {
            name: 'options.url',
            type: 'string',
            description: {
              en: 'The URL of the new image. Required.',
              ja: '新しい画像の URL です。必須です。',
            },
          },
          {
            name: 'options.coordinates',
            type: 'Array<Array<number>>',
            optional: true,
            description: {
              en: 'New corners as four `[longitude, latitude]` pairs, clockwise from the top left. When left out, the image keeps its current corners.',
              ja: '左上から時計回りの 4 つの `[経度, 緯度]` で表す新しい四隅。省略すると現在の四隅のままです。',
            },
          },
        ],
        returns: {
          type: 'ImageSource',
          description: {en: 'The source itself, for chaining.', ja: 'チェーン用のソース自身です。'},
        },
        example: `map.getSource('old-map').updateImage({
  url: 'https://example.com/maps/harbor-1910.png'
});`,
      },
      setCoordinatesMethod('ImageSource', {en: 'image', ja: '画像'}, 'old-map'),
    ]),
  ],
};

const VIDEO_SOURCE: ApiItem = {
  name: 'VideoSource',
  kind: 'class',
  extends: 'ImageSource',
  receiver: 'source',
  description: {
    en: "A source that places a video on the map by its four corners, created by `map.addSource` with `type: 'video'`, `urls` and `coordinates`. List the same video in several formats in `urls` so each browser can find one it plays. The video starts playing when it is loaded and loops. Draw it with a `raster` layer.",
    ja: "動画を四隅の座標で地図上に配置するソースです。`map.addSource` に `type: 'video'`、`urls`、`coordinates` を指定して作成します。どのブラウザーでも再生できる形式が見つかるよう、`urls` には同じ動画を複数の形式で並べます。動画は読み込まれると再生を始め、ループ再生されます。描画には `raster` レイヤーを使います。",
  },
  example: `map.addSource('drone', {
  type: 'video',
  urls: ['https://example.com/flight.mp4', 'https://example.com/flight.webm'],
  coordinates: [[-122.515, 37.562], [-122.511, 37.562], [-122.511, 37.559], [-122.515, 37.559]]
});

const source = map.getSource('drone');
console.log(source.type); // 'video'`,
  groups: [
    membersGroup([
      {
        kind: 'method',
        name: 'play',
        description: {
          en: 'Starts or resumes playback of the video.',
          ja: '動画の再生を開始または再開します。',
        },
        example: `const video = map.getSource('drone');
video.play();`,
      },
      {
        kind: 'method',
        name: 'pause',
        description: {
          en: 'Pauses the video; the current frame stays on the map.',
          ja: '動画を一時停止します。現在のフレームは地図上に表示されたままです。',
        },
        example: `const video = map.getSource('drone');
video.pause();`,
      },
      {
        kind: 'method',
        name: 'getVideo',
        description: {
          en: 'Returns the HTML `video` element that feeds the source, for example to seek or to read the current time. It is available once the video has loaded.',
          ja: 'ソースの元になっている HTML の `video` 要素を返します。シークや再生位置の取得などに使います。動画の読み込み後に利用できます。',
        },
        returns: {
          type: 'HTMLVideoElement',
          description: {en: 'The video element.', ja: '動画要素です。'},
        },
        example: `const video = map.getSource('drone').getVideo();
video.currentTime = 30;`,
      },
      setCoordinatesMethod('VideoSource', {en: 'video', ja: '動画'}, 'drone'),
    ]),
  ],
};

const CANVAS_SOURCE: ApiItem = {
  name: 'CanvasSource',
  kind: 'class',
  extends: 'ImageSource',
  receiver: 'source',
  description: {
    en: "A source that shows the content of an HTML canvas on the map by its four corners, created by `map.addSource` with `type: 'canvas'`. Your code draws into the canvas with the 2D or WebGL API; while the source is playing, the map copies the canvas every frame. Draw it with a `raster` layer. The specification keys are described in [`CanvasSourceOptions`](/api/sources/#canvassourceoptions).",
    ja: "HTML の canvas の内容を四隅の座標で地図上に表示するソースで、`map.addSource` に `type: 'canvas'` を指定して作成します。canvas への描画は 2D または WebGL API を使って自分のコードで行い、ソースが再生中の間は地図が毎フレーム canvas の内容をコピーします。描画には `raster` レイヤーを使います。仕様のキーは [`CanvasSourceOptions`](/api/sources/#canvassourceoptions) を参照してください。",
  },
  example: `map.addSource('sketch', {
  type: 'canvas',
  canvas: 'sketchCanvas',
  coordinates: [[91.4, 31.8], [105.6, 31.8], [105.6, 21.3], [91.4, 21.3]]
});

const source = map.getSource('sketch');
console.log(source.type); // 'canvas'`,
  groups: [
    membersGroup([
      {
        kind: 'method',
        name: 'play',
        description: {
          en: 'Starts copying the canvas to the map on every frame, so changes to the canvas show up immediately.',
          ja: '毎フレーム canvas の内容を地図にコピーし始めます。canvas への変更がすぐに反映されるようになります。',
        },
        example: `// Start copying the canvas again before an animation.
map.getSource('sketch').play();`,
      },
      {
        kind: 'method',
        name: 'pause',
        description: {
          en: 'Stops copying the canvas every frame; the map keeps showing a static copy of the last frame. Pause a canvas that does not change to save work.',
          ja: '毎フレームのコピーを停止します。地図には最後のフレームの静止画が表示され続けます。内容が変わらない canvas は一時停止しておくと処理を節約できます。',
        },
        example: `// The drawing is finished; stop copying the canvas every frame.
map.getSource('sketch').pause();`,
      },
      {
        kind: 'method',
        name: 'getCanvas',
        description: {
          en: 'Returns the HTML `canvas` element that feeds the source.',
          ja: 'ソースの元になっている HTML の `canvas` 要素を返します。',
        },
        returns: {
          type: 'HTMLCanvasElement',
          description: {en: 'The canvas element.', ja: 'canvas 要素です。'},
        },
        example: `const ctx = map.getSource('sketch').getCanvas().getContext('2d');
ctx.fillStyle = 'rgba(255, 80, 0, 0.5)';
ctx.fillRect(0, 0, 200, 200);`,
      },
      setCoordinatesMethod('CanvasSource', {en: 'canvas', ja: 'canvas'}, 'sketch'),
    ]),
  ],
};

const CANVAS_SOURCE_OPTIONS: ApiItem = {
  name: 'CanvasSourceOptions',
  kind: 'object',
  description: {
    en: 'The specification object passed to `map.addSource` to create a [`CanvasSource`](/api/sources/#canvassource).',
    ja: '`map.addSource` へ渡して [`CanvasSource`](/api/sources/#canvassource) を作成するための仕様オブジェクトです。',
  },
  params: [
    {
      name: 'type',
      type: "'canvas'",
      description: {
        en: "The source type; always `'canvas'`.",
        ja: "ソースの種類で、常に `'canvas'` です。",
      },
    },
    {
      name: 'canvas',
      type: 'string | HTMLCanvasElement',
      description: {
        en: 'The canvas to read pixels from: the `id` of a canvas element in the page, or the element itself.',
        ja: 'ピクセルを読み取る canvas です。ページ内の canvas 要素の `id`、または要素そのものを指定します。',
      },
    },
    {
      name: 'coordinates',
      type: 'Array<Array<number>>',
      description: {
        en: 'Where to place the corners of the canvas: four `[longitude, latitude]` pairs, clockwise from the top left.',
        ja: 'canvas の四隅を置く位置です。左上から時計回りの 4 つの `[経度, 緯度]` で指定します。',
      },
    },
    {
      name: 'animate',
      type: 'boolean',
      default: 'true',
      description: {
        en: 'Whether the canvas is copied to the map on every frame. Set it to `false` for a canvas that does not change, to improve performance.',
        ja: 'canvas を毎フレーム地図にコピーするかどうか。内容が変わらない canvas では `false` にするとパフォーマンスが向上します。',
      },
    },
  ],
  paramsId: 'properties',
  example: `const canvas = document.getElementById('sketchCanvas');
map.addSource('sketch', {
  type: 'canvas',
  canvas,
  coordinates: [[91.4, 31.8], [105.6, 31.8], [105.6, 21.3], [91.4, 21.3]],
  animate: false
});
const source = map.getSource('sketch');`,
};

const MODEL_SOURCE: ApiItem = {
  name: 'ModelSource',
  kind: 'class',
  extends: 'Evented',
  receiver: 'source',
  badges: ['beta'],
  description: {
    en: "A source of individual 3D models in glTF format (`.gltf` or `.glb`), created by `map.addSource` with `type: 'model'` and drawn with a `model` layer. Its `models` object maps a model id to a `uri`, a `position` (`[longitude, latitude]`) and an `orientation` (rotation in degrees around the x, y and z axes); material and node overrides can also be given.\n\nThis source suits a handful of individually placed models. To place many copies of a model, a `model` layer on a GeoJSON or vector source with the `model-id` property is usually the better fit. The 3D model APIs are still evolving, so check the release notes of your version.",
    ja: "glTF 形式（`.gltf` または `.glb`）の個別の 3D モデルを保持するソースで、`map.addSource` に `type: 'model'` を指定して作成し、`model` レイヤーで描画します。`models` オブジェクトでは、モデル ID ごとに `uri`、`position`（`[経度, 緯度]`）、`orientation`（x 軸・y 軸・z 軸まわりの回転角度）を指定します。マテリアルやノードの上書き設定も指定できます。\n\nこのソースは、個別に配置する少数のモデルに向いています。同じモデルを多数配置する場合は、GeoJSON ソースやベクターソースに `model-id` プロパティを指定した `model` レイヤーを使うほうが一般に適しています。3D モデル関連の API は変更が続いているため、使用するバージョンのリリースノートも確認してください。",
  },
  example: `map.addSource('landmark', {
  type: 'model',
  models: {
    tower: {uri: 'https://example.com/models/tower.glb', position: [2.2945, 48.8584], orientation: [0, 0, 45]}
  }
});
map.addLayer({id: 'landmark', type: 'model', source: 'landmark'});

const source = map.getSource('landmark');`,
  groups: [
    membersGroup([
      {
        kind: 'method',
        name: 'setModels',
        description: {
          en: 'Replaces the set of models in the source, using the same shape as the `models` key of the specification. Models whose id and `uri` stay the same are updated in place (for example a new `position` or `orientation`) without being downloaded again; models that are no longer listed are removed.',
          ja: 'ソース内のモデルの一覧を置き換えます。形式は仕様の `models` キーと同じです。ID と `uri` が変わらないモデルは再ダウンロードせずにその場で更新され（`position` や `orientation` の変更など）、一覧から外れたモデルは削除されます。',
        },
        params: [
          {
            name: 'modelSpecs',
            type: 'Object',
            description: {
              en: 'An object that maps each model id to its `uri`, `position`, `orientation` and optional overrides.',
              ja: 'モデル ID ごとに `uri`・`position`・`orientation` と任意の上書き設定を指定するオブジェクトです。',
            },
          },
        ],
        example: `map.getSource('landmark').setModels({
  tower: {
    uri: 'https://example.com/models/tower.glb',
    position: [2.2945, 48.8584],
    orientation: [0, 0, 90]
  }
});`,
      },
    ]),
  ],
};

export const SOURCES_PAGE: ApiPage = {
  id: 'sources',
  items: [
    GEOJSON_SOURCE,
    VECTOR_TILE_SOURCE,
    RASTER_TILE_SOURCE,
    RASTER_ARRAY_TILE_SOURCE,
    IMAGE_SOURCE,
    VIDEO_SOURCE,
    CANVAS_SOURCE,
    CANVAS_SOURCE_OPTIONS,
    MODEL_SOURCE,
  ],
};
