import type {ApiPage} from '../../../src/model/api/types';
import {EVENTS_PAGE} from './events';
import {GEOGRAPHY_PAGE} from './geography';
import {HANDLERS_PAGE} from './handlers';
import {MAP_PAGE} from './map';
import {MARKERS_PAGE} from './markers';
import {PROPERTIES_PAGE} from './properties';
import {SOURCES_PAGE} from './sources';

/** Every API page, in the order of `API_PAGE_IDS` (the validation checks). Read by plugins/api-reference and the tests. */
export const API_PAGES: readonly ApiPage[] = [
  MAP_PAGE,
  PROPERTIES_PAGE,
  MARKERS_PAGE,
  GEOGRAPHY_PAGE,
  HANDLERS_PAGE,
  SOURCES_PAGE,
  EVENTS_PAGE,
];

export {EXAMPLE_COMMENTS} from './exampleComments';
