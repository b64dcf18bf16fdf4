import type {ApiGroup, ApiItem, ApiPage} from '../../../src/model/api/types';

const STATIC_TITLE = {en: 'Static members', ja: '静的メンバー'};
const MEMBERS_TITLE = {en: 'Instance members', ja: 'インスタンスメンバー'};

const LNG_LAT: ApiItem = {
  name: 'LngLat',
  kind: 'class',
  description: {
    en: 'A geographic position given as a longitude and a latitude, both in degrees. The order is always longitude first, the same as in GeoJSON.\n\nThe constructor throws an error if either value is not a number, or if the latitude lies outside the range -90 to 90. The longitude is not limited: use `wrap()` to bring it back into the -180 to 180 range. Most methods that need a position also accept a plain array or object, described by `LngLatLike`.',
    ja: '経度と緯度（いずれも度単位）で表した地理上の位置です。順序は GeoJSON と同じく、常に経度が先です。\n\nどちらかの値が数値でない場合や、緯度が -90〜90 の範囲外の場合、コンストラクターはエラーを投げます。経度には制限がないため、-180〜180 の範囲に戻すには `wrap()` を使います。位置を受け取るほとんどのメソッドは、`LngLatLike` で表される通常の配列やオブジェクトも受け付けます。',
  },
  params: [
    {
      name: 'lng',
      type: 'number',
      description: {en: 'Longitude in degrees.', ja: '経度（度）です。'},
    },
    {
      name: 'lat',
      type: 'number',
      description: {
        en: 'Latitude in degrees, between -90 and 90.',
        ja: '緯度（度）。-90〜90 の範囲で指定します。',
      },
    },
  ],
  example: `const tokyo = new %product%gl.LngLat(139.767, 35.681);
console.log(tokyo.lng, tokyo.lat); // 139.767 35.681

new %product%gl.Marker().setLngLat(tokyo).addTo(map);`,
  groups: [
    {
      id: 'static-members',
      title: STATIC_TITLE,
      members: [
        {
          kind: 'method',
          name: 'convert',
          static: true,
          description: {
            en: 'Turns any `LngLatLike` value into a `LngLat`. Arrays are read as `[lng, lat]` (a third element, such as an altitude, is ignored) and objects may use either `lng` or `lon` for the longitude. A `LngLat` passed in is returned as it is; any other input throws an error.',
            ja: '任意の `LngLatLike` 値を `LngLat` に変換します。配列は `[lng, lat]` として読み取られ（高度などの 3 番目の要素は無視されます）、オブジェクトでは経度に `lng` と `lon` のどちらも使えます。`LngLat` を渡した場合はそのまま返され、それ以外の形式の入力はエラーになります。',
          },
          params: [
            {
              name: 'input',
              type: 'LngLatLike',
              description: {
                en: 'The value to convert.',
                ja: '変換する値です。',
              },
            },
          ],
          returns: {
            type: 'LngLat',
            description: {
              en: 'A new `LngLat`, or the input itself if it already was one.',
              ja: '新しい `LngLat` です。入力がすでに `LngLat` の場合は入力そのものです。',
            },
          },
          example: `const a = %product%gl.LngLat.convert([2.3522, 48.8566]);
const b = %product%gl.LngLat.convert({lon: 2.3522, lat: 48.8566});
console.log(a.toString() === b.toString()); // true`,
        },
      ],
    },
    {
      id: 'members',
      title: MEMBERS_TITLE,
      members: [
        {
          kind: 'property',
          name: 'lng',
          type: 'number',
          description: {en: 'The longitude in degrees.', ja: '経度（度）です。'},
        },
        {
          kind: 'property',
          name: 'lat',
          type: 'number',
          description: {en: 'The latitude in degrees.', ja: '緯度（度）です。'},
        },
        {
          kind: 'method',
          name: 'wrap',
          description: {
            en: 'Returns a new `LngLat` at the same place with its longitude brought into the range -180 to 180. The original object is not changed.',
            ja: '同じ地点を表し、経度を -180〜180 の範囲に収めた新しい `LngLat` を返します。元のオブジェクトは変更されません。',
          },
          returns: {
            type: 'LngLat',
            description: {
              en: 'The wrapped position.',
              ja: '経度を範囲内に収めた位置です。',
            },
          },
          example: `// 190° east is the same meridian as 170° west.
const wrapped = new %product%gl.LngLat(190, 10).wrap();
console.log(wrapped.lng); // -170`,
        },
        {
          kind: 'method',
          name: 'toArray',
          description: {
            en: 'Returns the position as a two-element array, longitude first.',
            ja: '位置を経度が先の 2 要素の配列として返します。',
          },
          returns: {
            type: '[number, number]',
            description: {en: 'The array `[lng, lat]`.', ja: '配列 `[lng, lat]` です。'},
          },
          example: `const lngLat = new %product%gl.LngLat(-0.1276, 51.5072);
lngLat.toArray(); // [-0.1276, 51.5072]`,
        },
        {
          kind: 'method',
          name: 'toString',
          description: {
            en: 'Returns a readable string of the form `LngLat(lng, lat)`, handy for logging.',
            ja: 'ログ出力などに便利な `LngLat(lng, lat)` 形式の文字列を返します。',
          },
          returns: {
            type: 'string',
            description: {en: 'The position as text.', ja: '位置を表す文字列です。'},
          },
          example: `const lngLat = new %product%gl.LngLat(-0.1276, 51.5072);
lngLat.toString(); // 'LngLat(-0.1276, 51.5072)'`,
        },
        {
          kind: 'method',
          name: 'distanceTo',
          description: {
            en: 'Returns the great-circle distance to another position in meters, computed on a spherical model of the Earth. The result is an approximation: on long routes it can differ from an ellipsoidal calculation by a few tenths of a percent.',
            ja: '別の位置までの大円距離をメートル単位で返します。地球を球体とみなして計算するため近似値であり、長距離では、楕円体に基づく計算との差が 0.数パーセント程度になる場合があります。',
          },
          params: [
            {
              name: 'lngLat',
              type: 'LngLat',
              description: {
                en: 'The position to measure to.',
                ja: '距離を測る相手の位置です。',
              },
            },
          ],
          returns: {
            type: 'number',
            description: {en: 'The distance in meters.', ja: 'メートル単位の距離です。'},
          },
          example: `const tokyo = new %product%gl.LngLat(139.767, 35.681);
const osaka = new %product%gl.LngLat(135.495, 34.702);
const km = tokyo.distanceTo(osaka) / 1000;
console.log(Math.round(km), 'km'); // 403 km`,
        },
        {
          kind: 'method',
          name: 'toBounds',
          description: {
            en: 'Returns a `LngLatBounds` centered on this position that extends `radius` meters in every direction, so that it fully contains a circle of that radius.',
            ja: 'この位置を中心に、各方向へ `radius` メートル広げた `LngLatBounds` を返します。その半径の円がすっぽり収まる範囲になります。',
          },
          params: [
            {
              name: 'radius',
              type: 'number',
              default: '0',
              description: {
                en: 'Distance in meters from the position to each edge of the bounds.',
                ja: '位置から範囲の各辺までの距離（メートル）です。',
              },
            },
          ],
          returns: {
            type: 'LngLatBounds',
            description: {
              en: 'A new bounds around the position.',
              ja: '位置を囲む新しい範囲です。',
            },
          },
          example: `const station = new %product%gl.LngLat(139.767, 35.681);
// Frame a 1 km radius around the station.
map.fitBounds(station.toBounds(1000));`,
        },
      ],
    },
  ],
};

const LNG_LAT_BOUNDS: ApiItem = {
  name: 'LngLatBounds',
  kind: 'class',
  description: {
    en: 'A rectangle in geographic coordinates, defined by its south-west and north-east corners.\n\nBoth arguments are optional: without them you get an empty bounds that you can grow with `extend()`, which is the usual way to frame a set of points with `fitBounds`. Methods that take bounds also accept the shorter forms described by `LngLatBoundsLike`.',
    ja: '南西と北東の角で定義される、地理座標上の長方形です。\n\n引数はどちらも省略できます。省略すると空の範囲が作られ、`extend()` で広げていけます。複数の地点を `fitBounds` で画面に収めるときの一般的な方法です。範囲を受け取るメソッドは、`LngLatBoundsLike` で表される短い形式も受け付けます。',
  },
  params: [
    {
      name: 'sw',
      type: 'LngLatLike | [LngLatLike, LngLatLike] | [number, number, number, number]',
      optional: true,
      description: {
        en: 'The south-west corner. When `ne` is left out, this may instead be the whole bounds, as `[sw, ne]` or `[west, south, east, north]`.',
        ja: '南西の角。`ne` を省略した場合は、`[sw, ne]` または `[west, south, east, north]` の形で範囲全体を渡すこともできます。',
      },
    },
    {
      name: 'ne',
      type: 'LngLatLike',
      optional: true,
      description: {en: 'The north-east corner.', ja: '北東の角です。'},
    },
  ],
  example: `const stops = [
  [-0.1276, 51.5072],
  [-0.0754, 51.5055],
  [-0.1419, 51.5014],
];

const bounds = new %product%gl.LngLatBounds();
for (const stop of stops) bounds.extend(stop);

map.fitBounds(bounds, {padding: 60});`,
  groups: [
    {
      id: 'static-members',
      title: STATIC_TITLE,
      members: [
        {
          kind: 'method',
          name: 'convert',
          static: true,
          description: {
            en: 'Turns a `LngLatBoundsLike` value into a `LngLatBounds`. A `LngLatBounds` passed in is returned unchanged.',
            ja: '`LngLatBoundsLike` 値を `LngLatBounds` に変換します。`LngLatBounds` を渡した場合は変更せずにそのまま返します。',
          },
          params: [
            {
              name: 'input',
              type: 'LngLatBoundsLike',
              description: {en: 'The value to convert.', ja: '変換する値です。'},
            },
          ],
          returns: {
            type: 'LngLatBounds',
            description: {
              en: 'A new `LngLatBounds`, or the input itself if it already was one.',
              ja: '新しい `LngLatBounds` です。入力がすでに `LngLatBounds` の場合は入力そのものです。',
            },
          },
          example: `const bounds = %product%gl.LngLatBounds.convert([5.9, 45.8, 10.5, 47.8]);
bounds.getSouthWest(); // LngLat(5.9, 45.8)
bounds.getNorthEast(); // LngLat(10.5, 47.8)`,
        },
      ],
    },
    {
      id: 'members',
      title: MEMBERS_TITLE,
      members: [
        {
          kind: 'method',
          name: 'setNorthEast',
          description: {
            en: 'Replaces the north-east corner. The value is copied, so later changes to the object you pass in do not affect the bounds.',
            ja: '北東の角を置き換えます。値はコピーされるため、渡したオブジェクトを後で変更しても範囲には影響しません。',
          },
          params: [
            {
              name: 'ne',
              type: 'LngLatLike',
              description: {en: 'The new north-east corner.', ja: '新しい北東の角です。'},
            },
          ],
          returns: {
            type: 'LngLatBounds',
            description: {
              en: 'The bounds itself, for chaining.',
              ja: 'メソッドチェーン用に、範囲そのものを返します。',
            },
          },
          example: `const bounds = new %product%gl.LngLatBounds()
  .setSouthWest([-74.05, 40.68])
  .setNorthEast([-73.9, 40.82]);`,
        },
        {
          kind: 'method',
          name: 'setSouthWest',
          description: {
            en: 'Replaces the south-west corner. The value is copied, like in `setNorthEast`.',
            ja: '南西の角を置き換えます。`setNorthEast` と同様に値はコピーされます。',
          },
          params: [
            {
              name: 'sw',
              type: 'LngLatLike',
              description: {en: 'The new south-west corner.', ja: '新しい南西の角です。'},
            },
          ],
          returns: {
            type: 'LngLatBounds',
            description: {
              en: 'The bounds itself, for chaining.',
              ja: 'メソッドチェーン用に、範囲そのものを返します。',
            },
          },
          example: `const bounds = map.getBounds();
// Push the southern edge further south.
bounds.setSouthWest([bounds.getWest(), bounds.getSouth() - 1]);`,
        },
        {
          kind: 'method',
          name: 'extend',
          description: {
            en: 'Grows the bounds, in place, just enough to include a position or another bounds. On an empty bounds, the first call sets both corners. Values that are neither a position nor a bounds are ignored.',
            ja: '位置または別の範囲が含まれるように、この範囲をその場で必要な分だけ広げます。空の範囲に対する最初の呼び出しでは、両方の角が設定されます。位置と範囲のいずれにも該当しない値は無視されます。',
          },
          params: [
            {
              name: 'obj',
              type: 'LngLatLike | LngLatBoundsLike',
              description: {
                en: 'The position or bounds to include.',
                ja: '含める位置または範囲です。',
              },
            },
          ],
          returns: {
            type: 'LngLatBounds',
            description: {
              en: 'The bounds itself, for chaining.',
              ja: 'メソッドチェーン用に、範囲そのものを返します。',
            },
          },
          example: `const bounds = new %product%gl.LngLatBounds();
bounds.extend([13.405, 52.52]).extend([2.3522, 48.8566]);
map.fitBounds(bounds, {padding: 40});`,
        },
        {
          kind: 'method',
          name: 'getCenter',
          description: {
            en: 'Returns the position halfway between the two corners, averaging their longitudes and latitudes.',
            ja: '2 つの角の経度と緯度をそれぞれ平均した、中間の位置を返します。',
          },
          returns: {
            type: 'LngLat',
            description: {en: 'The center of the bounds.', ja: '範囲の中心です。'},
          },
          example: `const bounds = new %product%gl.LngLatBounds([-10, 40], [10, 60]);
bounds.getCenter(); // LngLat(0, 50)`,
        },
        {
          kind: 'method',
          name: 'getSouthWest',
          description: {
            en: 'Returns the south-west corner.',
            ja: '南西の角を返します。',
          },
          returns: {
            type: 'LngLat',
            description: {en: 'The south-west corner.', ja: '南西の角です。'},
          },
          example: `const sw = map.getBounds().getSouthWest();
console.log(sw.lng, sw.lat);`,
        },
        {
          kind: 'method',
          name: 'getNorthEast',
          description: {
            en: 'Returns the north-east corner.',
            ja: '北東の角を返します。',
          },
          returns: {
            type: 'LngLat',
            description: {en: 'The north-east corner.', ja: '北東の角です。'},
          },
          example: `const ne = map.getBounds().getNorthEast();
console.log(ne.lng, ne.lat);`,
        },
        {
          kind: 'method',
          name: 'getNorthWest',
          description: {
            en: 'Returns the north-west corner, built from the west and north edges.',
            ja: '西端と北端から求めた北西の角を返します。',
          },
          returns: {
            type: 'LngLat',
            description: {en: 'The north-west corner.', ja: '北西の角です。'},
          },
          example: `const bounds = new %product%gl.LngLatBounds([-10, 40], [10, 60]);
bounds.getNorthWest(); // LngLat(-10, 60)`,
        },
        {
          kind: 'method',
          name: 'getSouthEast',
          description: {
            en: 'Returns the south-east corner, built from the east and south edges.',
            ja: '東端と南端から求めた南東の角を返します。',
          },
          returns: {
            type: 'LngLat',
            description: {en: 'The south-east corner.', ja: '南東の角です。'},
          },
          example: `const bounds = new %product%gl.LngLatBounds([-10, 40], [10, 60]);
bounds.getSouthEast(); // LngLat(10, 40)`,
        },
        {
          kind: 'method',
          name: 'getWest',
          description: {
            en: 'Returns the longitude of the west edge.',
            ja: '西端の経度を返します。',
          },
          returns: {
            type: 'number',
            description: {en: 'The west longitude.', ja: '西端の経度です。'},
          },
          example: `const bounds = new %product%gl.LngLatBounds([-10, 40], [10, 60]);
bounds.getWest(); // -10`,
        },
        {
          kind: 'method',
          name: 'getSouth',
          description: {
            en: 'Returns the latitude of the south edge.',
            ja: '南端の緯度を返します。',
          },
          returns: {
            type: 'number',
            description: {en: 'The south latitude.', ja: '南端の緯度です。'},
          },
          example: `const bounds = new %product%gl.LngLatBounds([-10, 40], [10, 60]);
bounds.getSouth(); // 40`,
        },
        {
          kind: 'method',
          name: 'getEast',
          description: {
            en: 'Returns the longitude of the east edge.',
            ja: '東端の経度を返します。',
          },
          returns: {
            type: 'number',
            description: {en: 'The east longitude.', ja: '東端の経度です。'},
          },
          example: `const bounds = new %product%gl.LngLatBounds([-10, 40], [10, 60]);
bounds.getEast(); // 10`,
        },
        {
          kind: 'method',
          name: 'getNorth',
          description: {
            en: 'Returns the latitude of the north edge.',
            ja: '北端の緯度を返します。',
          },
          returns: {
            type: 'number',
            description: {en: 'The north latitude.', ja: '北端の緯度です。'},
          },
          example: `const bounds = new %product%gl.LngLatBounds([-10, 40], [10, 60]);
bounds.getNorth(); // 60`,
        },
        {
          kind: 'method',
          name: 'toArray',
          description: {
            en: 'Returns the bounds as an array of its two corners, south-west first: `[[west, south], [east, north]]`. This form can be passed back to any method that accepts `LngLatBoundsLike`.',
            ja: '範囲を 2 つの角の配列として、南西を先にした `[[west, south], [east, north]]` の形で返します。この形式は `LngLatBoundsLike` を受け取るどのメソッドにもそのまま渡せます。',
          },
          returns: {
            type: '[[number, number], [number, number]]',
            description: {
              en: 'The corners as `[[west, south], [east, north]]`.',
              ja: '`[[west, south], [east, north]]` 形式の角の配列です。',
            },
          },
          example: `const saved = map.getBounds().toArray();
localStorage.setItem('view', JSON.stringify(saved));`,
        },
        {
          kind: 'method',
          name: 'toString',
          description: {
            en: 'Returns a readable string of the form `LngLatBounds(LngLat(lng, lat), LngLat(lng, lat))`, south-west corner first.',
            ja: '南西の角を先にした `LngLatBounds(LngLat(lng, lat), LngLat(lng, lat))` 形式の読みやすい文字列を返します。',
          },
          returns: {
            type: 'string',
            description: {en: 'The bounds as text.', ja: '範囲を表す文字列です。'},
          },
          example: `const bounds = new %product%gl.LngLatBounds([-10, 40], [10, 60]);
bounds.toString(); // 'LngLatBounds(LngLat(-10, 40), LngLat(10, 60))'`,
        },
        {
          kind: 'method',
          name: 'isEmpty',
          description: {
            en: 'Tells whether the bounds is still empty, that is, whether at least one of its corners has not been set yet.',
            ja: '範囲がまだ空かどうか、つまり角のうち少なくとも一方がまだ設定されていないかどうかを返します。',
          },
          returns: {
            type: 'boolean',
            description: {
              en: '`true` if a corner is missing, otherwise `false`.',
              ja: '角が欠けている場合は `true`、そうでなければ `false` です。',
            },
          },
          example: `const bounds = new %product%gl.LngLatBounds();
bounds.isEmpty(); // true
bounds.extend([139.767, 35.681]);
bounds.isEmpty(); // false`,
        },
        {
          kind: 'method',
          name: 'contains',
          description: {
            en: 'Tells whether a position lies inside the bounds, edges included. Bounds whose west edge is east of their east edge are treated as crossing the 180th meridian.',
            ja: '位置が範囲の内側（境界上を含む）にあるかどうかを返します。西端が東端より東にある範囲は、180 度の経線をまたぐ範囲として扱われます。',
          },
          params: [
            {
              name: 'lnglat',
              type: 'LngLatLike',
              description: {en: 'The position to test.', ja: '判定する位置です。'},
            },
          ],
          returns: {
            type: 'boolean',
            description: {
              en: '`true` if the position is inside the bounds.',
              ja: '位置が範囲内にあれば `true` です。',
            },
          },
          example: `const swiss = new %product%gl.LngLatBounds([5.9, 45.8], [10.5, 47.8]);
swiss.contains([7.4474, 46.948]); // true
swiss.contains([2.3522, 48.8566]); // false`,
        },
      ],
    },
  ],
};

const LNG_LAT_BOUNDS_LIKE: ApiItem = {
  name: 'LngLatBoundsLike',
  kind: 'type',
  type: 'LngLatBounds | [LngLatLike, LngLatLike] | [number, number, number, number]',
  description: {
    en: 'Any value accepted where bounds are expected, for example by `fitBounds`, `setMaxBounds` or the `maxBounds` map option: a `LngLatBounds`, a pair of corners ordered `[sw, ne]`, or four numbers ordered `[west, south, east, north]`.',
    ja: '`fitBounds`、`setMaxBounds`、地図の `maxBounds` オプションなど、範囲を受け取る場所で使える値です。`LngLatBounds`、`[sw, ne]` の順の角の組、または `[west, south, east, north]` の順の 4 つの数値のいずれかを指定します。',
  },
  example: `// Three ways to describe the same area.
const a = new %product%gl.LngLatBounds([5.9, 45.8], [10.5, 47.8]);
const b = [[5.9, 45.8], [10.5, 47.8]];
const c = [5.9, 45.8, 10.5, 47.8];

map.setMaxBounds(c);`,
};

const LNG_LAT_LIKE: ApiItem = {
  name: 'LngLatLike',
  kind: 'type',
  type: 'LngLat | {lng: number, lat: number} | {lon: number, lat: number} | [number, number]',
  description: {
    en: 'Any value accepted where a position is expected, for example by `setCenter`, `Marker#setLngLat` or `project`: a `LngLat`, an object with `lng` (or `lon`) and `lat`, or an array.\n\nArrays are always read as `[longitude, latitude]`. Passing `[latitude, longitude]`, the order many other tools use, is a common mistake that puts points in the wrong place.',
    ja: '`setCenter`、`Marker#setLngLat`、`project` など、位置を受け取る場所で使える値です。`LngLat`、`lng`（または `lon`）と `lat` を持つオブジェクト、または配列を指定します。\n\n配列は常に `[経度, 緯度]` として解釈されます。他の多くのツールで使われる `[緯度, 経度]` の順で渡してしまうのはよくある誤りで、地点が誤った場所に表示される原因となります。',
  },
  example: `map.setCenter([2.3522, 48.8566]);
map.setCenter({lng: 2.3522, lat: 48.8566});
map.setCenter({lon: 2.3522, lat: 48.8566});
map.setCenter(new %product%gl.LngLat(2.3522, 48.8566));`,
};

const MERCATOR_COORDINATE: ApiItem = {
  name: 'MercatorCoordinate',
  kind: 'class',
  description: {
    en: 'A three-dimensional position in projected Web Mercator space, scaled so that the whole world fits in a unit square: `(0, 0)` is the north-west corner and `(1, 1)` the south-east corner. The `z` value is an altitude in the same units, so distances are equal in all three axes.\n\nCustom layers and `FreeCameraOptions` work in these units. Use `fromLngLat` to create one from a geographic position.',
    ja: '投影された Web メルカトル空間における 3 次元の位置です。世界全体が 1 辺 1 の正方形に収まるよう縮尺されており、`(0, 0)` が北西の角、`(1, 1)` が南東の角です。`z` は同じ単位で表した高度で、3 つの軸すべてで距離の尺度が等しくなります。\n\nカスタムレイヤーや `FreeCameraOptions` はこの単位を使います。地理上の位置から作成するには `fromLngLat` を使います。',
  },
  params: [
    {
      name: 'x',
      type: 'number',
      description: {
        en: 'Horizontal position, from `0` (west edge of the world) to `1` (east edge).',
        ja: '水平方向の位置です。`0`（世界の西端）から `1`（東端）までの値をとります。',
      },
    },
    {
      name: 'y',
      type: 'number',
      description: {
        en: 'Vertical position, from `0` (north edge of the projected world) to `1` (south edge).',
        ja: '垂直方向の位置です。`0`（投影された世界の北端）から `1`（南端）までの値をとります。',
      },
    },
    {
      name: 'z',
      type: 'number',
      default: '0',
      description: {
        en: 'Altitude, in the same units as `x` and `y`.',
        ja: '`x`、`y` と同じ単位で表した高度です。',
      },
    },
  ],
  example: `const center = new %product%gl.MercatorCoordinate(0.5, 0.5, 0);
center.toLngLat(); // LngLat(0, 0)

const sf = %product%gl.MercatorCoordinate.fromLngLat([-122.4194, 37.7749], 100);
console.log(sf.x, sf.y, sf.z);`,
  groups: [
    {
      id: 'static-members',
      title: STATIC_TITLE,
      members: [
        {
          kind: 'method',
          name: 'fromLngLat',
          static: true,
          description: {
            en: 'Projects a geographic position, with an optional altitude in meters, into Mercator coordinates.',
            ja: '地理上の位置（メートル単位の高度を任意で指定可能）をメルカトル座標に投影します。',
          },
          params: [
            {
              name: 'lngLatLike',
              type: 'LngLatLike',
              description: {en: 'The position to project.', ja: '投影する位置です。'},
            },
            {
              name: 'altitude',
              type: 'number',
              default: '0',
              description: {
                en: 'Altitude above sea level, in meters.',
                ja: '海抜高度（メートル）です。',
              },
            },
          ],
          returns: {
            type: 'MercatorCoordinate',
            description: {en: 'The projected coordinate.', ja: '投影された座標です。'},
          },
          example: `const coord = %product%gl.MercatorCoordinate.fromLngLat([0, 0]);
console.log(coord.x, coord.y, coord.z); // 0.5 0.5 0`,
        },
      ],
    },
    {
      id: 'members',
      title: MEMBERS_TITLE,
      members: [
        {
          kind: 'property',
          name: 'x',
          type: 'number',
          description: {
            en: 'The horizontal position, growing eastward.',
            ja: '水平方向の位置で、東に向かって大きくなります。',
          },
        },
        {
          kind: 'property',
          name: 'y',
          type: 'number',
          description: {
            en: 'The vertical position, growing southward.',
            ja: '垂直方向の位置で、南に向かって大きくなります。',
          },
        },
        {
          kind: 'property',
          name: 'z',
          type: 'number',
          description: {
            en: 'The altitude in Mercator units. Use `toAltitude()` to read it in meters.',
            ja: 'メルカトル単位の高度です。メートル単位で取得するには `toAltitude()` を使います。',
          },
        },
        {
          kind: 'method',
          name: 'toLngLat',
          description: {
            en: 'Converts the `x` and `y` values back to a geographic position. The altitude is not included.',
            ja: '`x` と `y` の値を地理上の位置に戻します。高度は含まれません。',
          },
          returns: {
            type: 'LngLat',
            description: {en: 'The geographic position.', ja: '地理上の位置です。'},
          },
          example: `const coord = new %product%gl.MercatorCoordinate(0.25, 0.5);
coord.toLngLat(); // LngLat(-90, 0)`,
        },
        {
          kind: 'method',
          name: 'toAltitude',
          description: {
            en: 'Converts `z` to an altitude in meters, using the scale at this coordinate’s latitude.',
            ja: 'この座標の緯度における縮尺を使って、`z` をメートル単位の高度に変換します。',
          },
          returns: {
            type: 'number',
            description: {en: 'The altitude in meters.', ja: 'メートル単位の高度です。'},
          },
          example: `const coord = %product%gl.MercatorCoordinate.fromLngLat([139.767, 35.681], 250);
console.log(coord.toAltitude()); // about 250`,
        },
        {
          kind: 'method',
          name: 'meterInMercatorCoordinateUnits',
          description: {
            en: 'Returns the length of one meter, in Mercator units, at this coordinate’s latitude. Multiply real-world sizes by it to place or scale objects in a custom layer.',
            ja: 'この座標の緯度における 1 メートルの長さをメルカトル単位で返します。実世界の大きさにこの値を掛けると、カスタムレイヤー内でオブジェクトを配置したり拡大縮小したりできます。',
          },
          returns: {
            type: 'number',
            description: {
              en: 'Mercator units per meter.',
              ja: '1 メートルあたりのメルカトル単位の長さです。',
            },
          },
          example: `const origin = %product%gl.MercatorCoordinate.fromLngLat([-122.4194, 37.7749]);
const scale = origin.meterInMercatorCoordinateUnits();
// A point 150 m west of the origin.
const west = new %product%gl.MercatorCoordinate(origin.x - 150 * scale, origin.y, origin.z);`,
        },
      ],
    },
  ],
};

const POINT_MEMBERS: ApiGroup = {
  id: 'members',
  title: MEMBERS_TITLE,
  members: [
    {
      kind: 'property',
      name: 'x',
      type: 'number',
      description: {
        en: 'The horizontal coordinate. For screen positions, pixels to the right of the left edge of the map container.',
        ja: '水平方向の座標です。画面上の位置では、地図コンテナーの左端から右方向へのピクセル数です。',
      },
    },
    {
      kind: 'property',
      name: 'y',
      type: 'number',
      description: {
        en: 'The vertical coordinate. For screen positions, pixels down from the top edge of the map container.',
        ja: '垂直方向の座標です。画面上の位置では、地図コンテナーの上端から下方向へのピクセル数です。',
      },
    },
    {
      kind: 'method',
      name: 'clone',
      description: {
        en: 'Returns a copy of the point that can be changed without affecting the original.',
        ja: '元の点に影響を与えずに変更できる、点のコピーを返します。',
      },
      returns: {type: 'Point', description: {en: 'The copy.', ja: 'コピーです。'}},
      example: `const a = new %product%gl.Point(10, 20);
const b = a.clone();
b.x = 99;
console.log(a.x); // 10`,
    },
    {
      kind: 'method',
      name: 'add',
      description: {
        en: 'Returns a new point whose coordinates are the sum of this point and another one.',
        ja: 'この点と別の点の座標を足し合わせた新しい点を返します。',
      },
      params: [
        {
          name: 'p',
          type: 'Point',
          description: {en: 'The point to add.', ja: '足す点です。'},
        },
      ],
      returns: {type: 'Point', description: {en: 'The sum.', ja: '和です。'}},
      example: `const a = new %product%gl.Point(10, 20);
a.add(new %product%gl.Point(5, 5)); // Point {x: 15, y: 25}`,
    },
    {
      kind: 'method',
      name: 'sub',
      description: {
        en: 'Returns a new point whose coordinates are this point minus another one.',
        ja: 'この点の座標から別の点の座標を引いた新しい点を返します。',
      },
      params: [
        {
          name: 'p',
          type: 'Point',
          description: {en: 'The point to subtract.', ja: '引く点です。'},
        },
      ],
      returns: {type: 'Point', description: {en: 'The difference.', ja: '差です。'}},
      example: `const a = new %product%gl.Point(10, 20);
a.sub(new %product%gl.Point(5, 5)); // Point {x: 5, y: 15}`,
    },
    {
      kind: 'method',
      name: 'mult',
      description: {
        en: 'Returns a new point with both coordinates multiplied by a number.',
        ja: '両方の座標に数値を掛けた新しい点を返します。',
      },
      params: [
        {
          name: 'k',
          type: 'number',
          description: {en: 'The factor.', ja: '掛ける係数です。'},
        },
      ],
      returns: {
        type: 'Point',
        description: {en: 'The scaled point.', ja: '拡大縮小された点です。'},
      },
      example: `const a = new %product%gl.Point(10, 20);
a.mult(2); // Point {x: 20, y: 40}`,
    },
    {
      kind: 'method',
      name: 'div',
      description: {
        en: 'Returns a new point with both coordinates divided by a number.',
        ja: '両方の座標を数値で割った新しい点を返します。',
      },
      params: [
        {
          name: 'k',
          type: 'number',
          description: {en: 'The divisor.', ja: '割る数です。'},
        },
      ],
      returns: {
        type: 'Point',
        description: {en: 'The scaled point.', ja: '拡大縮小された点です。'},
      },
      example: `const a = new %product%gl.Point(10, 20);
a.div(2); // Point {x: 5, y: 10}`,
    },
    {
      kind: 'method',
      name: 'multByPoint',
      description: {
        en: "Returns a new point whose coordinates are this point's multiplied one by one by those of another point: `x` by `x` and `y` by `y`.",
        ja: 'この点の座標に、別の点の座標を成分ごとに（`x` には `x`、`y` には `y` を）掛けた新しい点を返します。',
      },
      params: [
        {
          name: 'p',
          type: 'Point',
          description: {en: 'The point that holds the factors.', ja: '掛ける係数を持つ点です。'},
        },
      ],
      returns: {type: 'Point', description: {en: 'The product.', ja: '積です。'}},
      example: `const size = new %product%gl.Point(400, 300);
size.multByPoint(new %product%gl.Point(0.5, 2)); // Point {x: 200, y: 600}`,
    },
    {
      kind: 'method',
      name: 'divByPoint',
      description: {
        en: "Returns a new point whose coordinates are this point's divided one by one by those of another point: `x` by `x` and `y` by `y`.",
        ja: 'この点の座標を、別の点の座標で成分ごとに（`x` は `x` で、`y` は `y` で）割った新しい点を返します。',
      },
      params: [
        {
          name: 'p',
          type: 'Point',
          description: {en: 'The point that holds the divisors.', ja: '割る数を持つ点です。'},
        },
      ],
      returns: {type: 'Point', description: {en: 'The quotient.', ja: '商です。'}},
      example: `const size = new %product%gl.Point(400, 300);
size.divByPoint(new %product%gl.Point(2, 3)); // Point {x: 200, y: 100}`,
    },
    {
      kind: 'method',
      name: 'rotate',
      description: {
        en: 'Returns a new point rotated around the origin `(0, 0)` by an angle in radians. A positive angle turns from the x axis toward the y axis, which on screen (y pointing down) is clockwise.',
        ja: '原点 `(0, 0)` を中心に、ラジアン単位の角度だけ回転させた新しい点を返します。正の角度は x 軸から y 軸の方向への回転で、y 軸が下向きの画面上では時計回りになります。',
      },
      params: [
        {
          name: 'a',
          type: 'number',
          description: {en: 'The angle in radians.', ja: 'ラジアン単位の角度です。'},
        },
      ],
      returns: {type: 'Point', description: {en: 'The rotated point.', ja: '回転後の点です。'}},
      example: `const offset = new %product%gl.Point(10, 0);
offset.rotate(Math.PI / 2); // approximately Point {x: 0, y: 10}`,
    },
    {
      kind: 'method',
      name: 'rotateAround',
      description: {
        en: 'Returns a new point rotated by an angle in radians around another point instead of the origin. As with `rotate`, a positive angle turns clockwise on screen.',
        ja: '原点ではなく別の点を中心に、ラジアン単位の角度だけ回転させた新しい点を返します。`rotate` と同じく、正の角度は画面上で時計回りの回転を表します。',
      },
      params: [
        {
          name: 'a',
          type: 'number',
          description: {en: 'The angle in radians.', ja: 'ラジアン単位の角度です。'},
        },
        {
          name: 'p',
          type: 'Point',
          description: {en: 'The center of the rotation.', ja: '回転の中心です。'},
        },
      ],
      returns: {type: 'Point', description: {en: 'The rotated point.', ja: '回転後の点です。'}},
      example: `const center = new %product%gl.Point(200, 200);
const handle = new %product%gl.Point(300, 200);
handle.rotateAround(Math.PI / 2, center); // approximately Point {x: 200, y: 300}`,
    },
    {
      kind: 'method',
      name: 'matMult',
      description: {
        en: 'Returns a new point transformed by a 2 × 2 matrix, given as four numbers `[a, b, c, d]` row by row: the new `x` is `a * x + b * y` and the new `y` is `c * x + d * y`.',
        ja: '行ごとに並べた 4 つの数値 `[a, b, c, d]` で表す 2 × 2 行列で変換した、新しい点を返します。新しい `x` は `a * x + b * y`、新しい `y` は `c * x + d * y` です。',
      },
      params: [
        {
          name: 'm',
          type: '[number, number, number, number]',
          description: {en: 'The matrix, row by row.', ja: '行ごとに並べた行列です。'},
        },
      ],
      returns: {type: 'Point', description: {en: 'The transformed point.', ja: '変換後の点です。'}},
      example: `// Mirror a point across the y axis.
new %product%gl.Point(10, 20).matMult([-1, 0, 0, 1]); // Point {x: -10, y: 20}`,
    },
    {
      kind: 'method',
      name: 'unit',
      description: {
        en: 'Returns a new point in the same direction from the origin, but at a distance of `1` from it (a unit vector). The point `(0, 0)` has no direction and gives `NaN` coordinates.',
        ja: '原点から見て同じ方向にあり、原点からの距離が `1` になる新しい点（単位ベクトル）を返します。点 `(0, 0)` には方向がないため、座標は `NaN` になります。',
      },
      returns: {type: 'Point', description: {en: 'The unit vector.', ja: '単位ベクトルです。'}},
      example: `new %product%gl.Point(3, 4).unit(); // Point {x: 0.6, y: 0.8}`,
    },
    {
      kind: 'method',
      name: 'perp',
      description: {
        en: 'Returns a new point turned by 90 degrees around the origin: `(x, y)` becomes `(-y, x)`, a quarter turn clockwise on screen. Use it for a direction at right angles to another one, for example to offset a label beside a line.',
        ja: '原点を中心に 90 度回転させた新しい点を返します。`(x, y)` は `(-y, x)` になり、画面上では時計回りに 4 分の 1 回転します。線の横にラベルをずらすときなど、ある方向に直角な方向を求めるのに使います。',
      },
      returns: {
        type: 'Point',
        description: {en: 'The perpendicular point.', ja: '直交する点です。'},
      },
      example: `new %product%gl.Point(10, 5).perp(); // Point {x: -5, y: 10}`,
    },
    {
      kind: 'method',
      name: 'round',
      description: {
        en: 'Returns a new point with both coordinates rounded to the nearest integer, as `Math.round` does. Useful for placing HTML elements on whole pixels.',
        ja: '両方の座標を `Math.round` と同様、最も近い整数へ丸めた新しい点を返します。HTML 要素をピクセル単位のきりのよい位置へ置くときに便利です。',
      },
      returns: {type: 'Point', description: {en: 'The rounded point.', ja: '丸めた点です。'}},
      example: `new %product%gl.Point(10.4, 20.5).round(); // Point {x: 10, y: 21}`,
    },
    {
      kind: 'method',
      name: 'mag',
      description: {
        en: 'Returns the length of the point seen as a vector, that is its distance from the origin `(0, 0)`.',
        ja: '点をベクトルとみなしたときの長さ、つまり原点 `(0, 0)` からの距離を返します。',
      },
      returns: {type: 'number', description: {en: 'The length.', ja: '長さです。'}},
      example: `new %product%gl.Point(3, 4).mag(); // 5`,
    },
    {
      kind: 'method',
      name: 'dist',
      description: {
        en: 'Returns the straight-line (Euclidean) distance to another point, in the same units as the coordinates.',
        ja: '別の点までの直線（ユークリッド）距離を、座標と同じ単位で返します。',
      },
      params: [
        {
          name: 'p',
          type: 'Point',
          description: {en: 'The other point.', ja: '相手の点です。'},
        },
      ],
      returns: {type: 'number', description: {en: 'The distance.', ja: '距離です。'}},
      example: `let start;
map.on('mousedown', (e) => {
  start = e.point;
});
map.on('mouseup', (e) => {
  console.log('Pointer moved', e.point.dist(start), 'px');
});`,
    },
    {
      kind: 'method',
      name: 'distSqr',
      description: {
        en: 'Returns the square of the straight-line distance to another point. It skips the square root, so it is cheaper than `dist` when you only need to compare distances.',
        ja: '別の点までの直線距離の 2 乗を返します。平方根を計算しないため、距離を比べるだけなら `dist` より計算が軽く済みます。',
      },
      params: [
        {
          name: 'p',
          type: 'Point',
          description: {en: 'The other point.', ja: '相手の点です。'},
        },
      ],
      returns: {
        type: 'number',
        description: {en: 'The squared distance.', ja: '距離の 2 乗です。'},
      },
      example: `const target = new %product%gl.Point(200, 150);
map.on('click', (e) => {
  // Within 20 px of the target, without a square root.
  if (e.point.distSqr(target) < 20 * 20) console.log('Hit');
});`,
    },
    {
      kind: 'method',
      name: 'angle',
      description: {
        en: 'Returns the direction of the point seen from the origin, as an angle in radians from `-π` to `π` measured from the positive x axis: `Math.atan2(y, x)`. On screen, positive angles point below the x axis.',
        ja: '原点から見た点の方向を、正の x 軸から測った `-π`〜`π` のラジアン単位の角度（`Math.atan2(y, x)`）で返します。画面上では、正の角度は x 軸より下側の方向を表します。',
      },
      returns: {
        type: 'number',
        description: {en: 'The angle in radians.', ja: 'ラジアン単位の角度です。'},
      },
      example: `new %product%gl.Point(0, 10).angle(); // 1.5707… (π / 2)`,
    },
    {
      kind: 'method',
      name: 'angleTo',
      description: {
        en: 'Returns the direction of this point seen from another point, as an angle in radians from `-π` to `π`: `Math.atan2(this.y - b.y, this.x - b.x)`.',
        ja: '別の点から見たこの点の方向を、`-π`〜`π` のラジアン単位の角度（`Math.atan2(this.y - b.y, this.x - b.x)`）で返します。',
      },
      params: [
        {
          name: 'b',
          type: 'Point',
          description: {
            en: 'The point the direction is measured from.',
            ja: '方向を測る基準の点です。',
          },
        },
      ],
      returns: {
        type: 'number',
        description: {en: 'The angle in radians.', ja: 'ラジアン単位の角度です。'},
      },
      example: `const a = new %product%gl.Point(10, 10);
a.angleTo(new %product%gl.Point(0, 10)); // 0: a lies in the +x direction`,
    },
    {
      kind: 'method',
      name: 'angleWith',
      description: {
        en: 'Treats this point and another one as vectors from the origin and returns the signed angle between them in radians, from `-π` to `π`: how far this vector must turn to point the way `b` does. A positive value turns from the x axis toward the y axis, clockwise on screen.',
        ja: 'この点と別の点をどちらも原点からのベクトルとみなし、その間の符号付きの角度を `-π`〜`π` のラジアン単位で返します。この値は、この点のベクトルを回して `b` と同じ向きへ揃えるときの回転角です。正の値は x 軸から y 軸へ向かう回転、つまり画面上での時計回りの回転を表します。',
      },
      params: [
        {
          name: 'b',
          type: 'Point',
          description: {en: 'The other vector.', ja: '相手のベクトルです。'},
        },
      ],
      returns: {
        type: 'number',
        description: {en: 'The angle in radians.', ja: 'ラジアン単位の角度です。'},
      },
      example: `const right = new %product%gl.Point(1, 0);
right.angleWith(new %product%gl.Point(0, 1)); // 1.5707… (π / 2)`,
    },
    {
      kind: 'method',
      name: 'angleWithSep',
      description: {
        en: 'Works like `angleWith`, with the other vector given as separate `x` and `y` numbers instead of a point.',
        ja: '`angleWith` と同じですが、相手のベクトルを点ではなく個別の数値 `x` と `y` で指定します。',
      },
      params: [
        {
          name: 'x',
          type: 'number',
          description: {
            en: 'The x coordinate of the other vector.',
            ja: '相手のベクトルの x 座標です。',
          },
        },
        {
          name: 'y',
          type: 'number',
          description: {
            en: 'The y coordinate of the other vector.',
            ja: '相手のベクトルの y 座標です。',
          },
        },
      ],
      returns: {
        type: 'number',
        description: {en: 'The angle in radians.', ja: 'ラジアン単位の角度です。'},
      },
      example: `const right = new %product%gl.Point(1, 0);
right.angleWithSep(0, -1); // -1.5707… (-π / 2)`,
    },
    {
      kind: 'method',
      name: 'equals',
      description: {
        en: 'Tells whether another point has exactly the same coordinates.',
        ja: '別の点がまったく同じ座標を持つかどうかを返します。',
      },
      params: [
        {
          name: 'other',
          type: 'Point',
          description: {en: 'The point to compare with.', ja: '比較する点です。'},
        },
      ],
      returns: {
        type: 'boolean',
        description: {
          en: '`true` if both `x` and `y` are equal.',
          ja: '`x` と `y` がどちらも等しければ `true` です。',
        },
      },
      example: `const a = new %product%gl.Point(3, 4);
a.equals(new %product%gl.Point(3, 4)); // true`,
    },
  ],
};

const POINT: ApiItem = {
  name: 'Point',
  kind: 'class',
  description: {
    en: 'A two-dimensional point. The library uses it for screen positions in pixels, measured from the top left corner of the map container: `project()` returns one, and mouse and touch events carry one in `point`.\n\nThe class comes from the small `point-geometry` package and is exposed as `%product%gl.Point`. Its arithmetic methods return new points and leave the original unchanged.',
    ja: '2 次元の点です。ライブラリでは、地図コンテナーの左上隅から測ったピクセル単位の画面上の位置として使われます。`project()` の戻り値であり、マウスイベントやタッチイベントの `point` にも含まれます。\n\nこのクラスは小さな `point-geometry` パッケージに由来し、`%product%gl.Point` として公開されています。算術メソッドは新しい点を返し、元の点は変更しません。',
  },
  params: [
    {
      name: 'x',
      type: 'number',
      description: {en: 'The horizontal coordinate.', ja: '水平方向の座標です。'},
    },
    {
      name: 'y',
      type: 'number',
      description: {en: 'The vertical coordinate.', ja: '垂直方向の座標です。'},
    },
  ],
  example: `map.on('click', (e) => {
  // Query a 10 px square around the click.
  const pad = new %product%gl.Point(5, 5);
  const features = map.queryRenderedFeatures([e.point.sub(pad), e.point.add(pad)]);
  console.log(features.length, 'features near the click');
});`,
  groups: [
    {
      id: 'static-members',
      title: STATIC_TITLE,
      members: [
        {
          kind: 'method',
          name: 'convert',
          static: true,
          description: {
            en: 'Turns a `PointLike` value into a `Point`. An `[x, y]` array or an object with `x` and `y` becomes a new point; a `Point` is returned as it is. Other input throws an error.',
            ja: '`PointLike` 値を `Point` に変換します。`[x, y]` 配列や `x` と `y` を持つオブジェクトは新しい点になり、`Point` はそのまま返されます。それ以外の入力はエラーになります。',
          },
          params: [
            {
              name: 'p',
              type: 'PointLike',
              description: {en: 'The value to convert.', ja: '変換する値です。'},
            },
          ],
          returns: {
            type: 'Point',
            description: {
              en: 'A new `Point`, or the input itself if it already was one.',
              ja: '新しい `Point` です。入力がすでに `Point` の場合は入力そのものです。',
            },
          },
          example: `const p = %product%gl.Point.convert([200, 150]);
console.log(p.x, p.y); // 200 150`,
        },
      ],
    },
    POINT_MEMBERS,
  ],
};

const POINT_LIKE: ApiItem = {
  name: 'PointLike',
  kind: 'type',
  type: 'Point | [number, number]',
  description: {
    en: 'Any value accepted where a pixel position or offset is expected, for example by `panBy`, `unproject`, `queryRenderedFeatures` or the marker and popup `offset` options: a `Point` or an `[x, y]` array.',
    ja: '`panBy`、`unproject`、`queryRenderedFeatures`、マーカーやポップアップの `offset` オプションなど、ピクセル位置やオフセットを受け取る場所で使える値です。`Point` または `[x, y]` 配列を指定します。',
  },
  example: `map.panBy([0, -100]); // pan up by 100 pixels
map.unproject(new %product%gl.Point(200, 150));`,
};

export const GEOGRAPHY_PAGE: ApiPage = {
  id: 'geography',
  items: [
    LNG_LAT,
    LNG_LAT_BOUNDS,
    LNG_LAT_BOUNDS_LIKE,
    LNG_LAT_LIKE,
    MERCATOR_COORDINATE,
    POINT,
    POINT_LIKE,
  ],
};
