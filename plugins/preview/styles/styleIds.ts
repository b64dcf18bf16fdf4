/**
 * The product's style ids, as examples write them, and the offline style file
 * each loads.
 */

/** Style ids of the product, as written in examples, mapped to our style files. */
export const STYLE_ALIASES: Readonly<Record<string, string>> = {
  standard: 'standard',
  'standard-satellite': 'satellite-streets',
  'streets-v12': 'streets',
  'streets-v11': 'streets',
  'light-v11': 'light',
  'light-v10': 'light',
  'dark-v11': 'dark',
  'dark-v10': 'dark',
  'outdoors-v12': 'outdoors',
  'outdoors-v11': 'outdoors',
  'satellite-v9': 'satellite',
  'satellite-streets-v12': 'satellite-streets',
  'satellite-streets-v11': 'satellite-streets',
  'navigation-day-v1': 'streets',
  'navigation-night-v1': 'dark',
};
