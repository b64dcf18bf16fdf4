/**
 * What the offline styles' vector layers share: the city detail's source id,
 * the label text and fonts, and sizes that grow with the zoom.
 */
import type {DataDrivenPropertyValueSpecification, ExpressionSpecification} from 'maplibre-gl';

import type {Palette} from './palettes';
import type {LabelLanguage} from './styleFiles';

/** Source id of the offline city detail (buildings, roads) in every style. */
export const CITY_SOURCE = 'offline-city';

/**
 * A label's text: its name in the language where the data has it (the
 * tiles carry Japanese names of countries, US states and large cities),
 * else its English name, else its name.
 */
export function placeName(language: LabelLanguage): ExpressionSpecification {
  const english: ExpressionSpecification = ['coalesce', ['get', 'name_en'], ['get', 'name']];
  return language === 'en' ? english : ['coalesce', ['get', `name_${language}`], english];
}
export const FONT = ['DIN Pro Medium', 'Arial Unicode MS Regular'];

export function labelPaint(palette: Palette) {
  return {'text-color': palette.label, 'text-halo-color': palette.halo, 'text-halo-width': 1.2};
}

export function sized(stops: readonly number[]): DataDrivenPropertyValueSpecification<number> {
  return ['interpolate', ['linear'], ['zoom'], ...stops] as ExpressionSpecification;
}
