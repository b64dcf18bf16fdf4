/** Search results in the shapes of the Geocoding API's v5 and v6 responses. */
import {countryName, type GazetteerIndex} from './gazetteer';
import type {SearchResult} from './search';

type Feature = Record<string, unknown>;

export function v5Feature(
  index: GazetteerIndex,
  {entry, relevance}: SearchResult,
  language: string | null,
): Feature {
  const lang = language ?? 'en';
  const center = [entry.lng, entry.lat];
  const geometry = {type: 'Point', coordinates: [entry.lng, entry.lat]};
  const code = entry.code.toLowerCase();
  let feature: Feature;
  if (entry.kind === 'country') {
    const name = countryName(entry, lang);
    feature = {
      id: `country.${code}`,
      type: 'Feature',
      place_type: ['country'],
      relevance,
      properties: {short_code: code},
      text: name,
      place_name: name,
      bbox: entry.bbox.slice(),
      center,
      geometry,
    };
  } else {
    const inCountry = countryName(index.countries[entry.code], lang);
    feature = {
      id: `place.${entry.id}`,
      type: 'Feature',
      place_type: ['place'],
      relevance,
      properties: {},
      text: entry.name,
      place_name: entry.name + (inCountry ? `, ${inCountry}` : ''),
      center,
      geometry,
      context: [{id: `country.${code}`, short_code: code, text: inCountry}],
    };
  }
  if (language) {
    feature.language = language;
    feature[`text_${language}`] = feature.text;
    feature[`place_name_${language}`] = feature.place_name;
    feature[`language_${language}`] = language;
  }
  return feature;
}

export function v6Feature(
  index: GazetteerIndex,
  {entry}: SearchResult,
  language: string | null,
): Feature {
  const lang = language ?? 'en';
  const coordinates = {longitude: entry.lng, latitude: entry.lat};
  const code = entry.code.toLowerCase();
  let properties: Feature & {mapbox_id: string};
  if (entry.kind === 'country') {
    const name = countryName(entry, lang);
    properties = {
      mapbox_id: `country.${code}`,
      feature_type: 'country',
      name,
      name_preferred: name,
      place_formatted: '',
      full_address: name,
      coordinates,
      bbox: entry.bbox.slice(),
      context: {},
    };
  } else {
    const inCountry = countryName(index.countries[entry.code], lang);
    properties = {
      mapbox_id: `place.${entry.id}`,
      feature_type: 'place',
      name: entry.name,
      name_preferred: entry.name,
      place_formatted: inCountry,
      full_address: entry.name + (inCountry ? `, ${inCountry}` : ''),
      coordinates,
      context: {
        country: {mapbox_id: `country.${code}`, name: inCountry, country_code: entry.code},
        place: {mapbox_id: `place.${entry.id}`, name: entry.name},
      },
    };
  }
  return {
    type: 'Feature',
    id: properties.mapbox_id,
    geometry: {type: 'Point', coordinates: [entry.lng, entry.lat]},
    properties,
  };
}

export function jsonResponse(body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: {'Content-Type': 'application/json; charset=utf-8'},
  });
}
