import type {ApiPage} from '../../../src/model/api/types';
import {MAP_CAMERA_AND_EVENT_GROUPS} from './map/camera';
import {MAP_CONSTRUCTOR_PARAMS, MAP_CORE_GROUPS} from './map/options';
import {MAP_STYLE_GROUPS} from './map/style';

// The Map class is split over three files in ./map/ only because it is long;
// the groups appear in the order listed here.
export const MAP_PAGE: ApiPage = {
  id: 'map',
  items: [
    {
      name: 'Map',
      kind: 'class',
      extends: 'Evented',
      description: {
        en: 'The interactive map on your page. Creating a `Map` attaches a WebGL canvas to the element named in `options.container`, loads the style and starts listening for mouse, touch and keyboard input. The object you get back is your handle for everything that follows: moving the camera, adding sources and layers, querying features and listening to events.\n\nThe container must be empty and must have a size (usually set in CSS), and the page must load `%product%-gl.css`; without it, controls, popups and markers are misplaced.',
        ja: 'ページ上のインタラクティブな地図です。`Map` を作成すると、`options.container` で指定した要素に WebGL キャンバスが追加され、スタイルの読み込みとマウス・タッチ・キーボード入力の監視が始まります。返されるオブジェクトは、カメラの移動、ソースやレイヤーの追加、フィーチャーの検索、イベントの監視など、以降のすべての操作の窓口になります。\n\nコンテナー要素は空で、サイズ（通常は CSS で指定）を持っている必要があります。また、ページで `%product%-gl.css` を読み込んでください。読み込まないと、コントロール、ポップアップ、マーカーの位置がずれます。',
      },
      params: MAP_CONSTRUCTOR_PARAMS,
      paramsId: 'options',
      example: `%product%gl.accessToken = 'YOUR_ACCESS_TOKEN';

const map = new %product%gl.Map({
  container: 'map', // id of an empty element with a height
  style: '%product%://styles/%product%/standard',
  center: [-74.006, 40.7128], // [longitude, latitude]
  zoom: 11
});

map.on('load', () => {
  console.log('The style and the first tiles have loaded');
});`,
      groups: [...MAP_CORE_GROUPS, ...MAP_STYLE_GROUPS, ...MAP_CAMERA_AND_EVENT_GROUPS],
    },
  ],
};
