import type {MinimumSetter} from '../../src/model/versions/exampleMinimum';

/** What sets the rain example's minimum version: the entry `Map#setRain`, named as code. */
export const SET_RAIN: MinimumSetter = {
  kind: 'api',
  key: 'Map#setRain',
  name: {role: 'code', code: 'Map#setRain'},
  page: 'map',
  anchor: 'map#setrain',
};
