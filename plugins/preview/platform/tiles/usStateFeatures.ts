/**
 * The US states of the vector tiles, from us-atlas' Census Bureau outlines:
 * their label points (`state_label`) and the borders between them (`admin`,
 * level 1).
 */
import type {Feature, MultiLineString} from 'geojson';
import type {GeometryCollection} from 'topojson-specification';

import {labelPoint, planarPolygons, polygonAreaKm2} from './geo';
import {sizerankOf, type LabelPoint} from './labelPoints';
import {US_POSTAL_BY_FIPS, US_STATE_NAMES_JA} from './names';
import {borderLines, polygonalFeatures, readTopology, sharedArcs} from './topology';

export function stateData(): {labels: LabelPoint[]; borders: Feature<MultiLineString>[]} {
  const topology = readTopology('us-atlas/states-10m.json');
  const object = topology.objects.states as GeometryCollection;
  const labels: LabelPoint[] = polygonalFeatures(topology, 'states').map((item) => {
    const parts = planarPolygons(item.geometry);
    const [lng = 0, lat = 0] = labelPoint(parts);
    const name = String(item.properties?.name ?? '');
    const postal = US_POSTAL_BY_FIPS[String(item.id)] ?? '';
    const area = parts.reduce((sum, rings) => sum + polygonAreaKm2(rings), 0);
    return {
      lng,
      lat,
      minzoom: 3,
      props: {
        name,
        name_en: name,
        ...(US_STATE_NAMES_JA[postal] ? {name_ja: US_STATE_NAMES_JA[postal]} : {}),
        class: 'state',
        iso_3166_1: 'US',
        iso_3166_2: `US-${postal}`,
        abbr: postal,
        sizerank: sizerankOf(area),
      },
    };
  });
  const borders = [...sharedArcs(object.geometries).values()].map<Feature<MultiLineString>>(
    ({arcs}) => ({
      type: 'Feature',
      properties: {
        admin_level: 1,
        disputed: 'false',
        maritime: 'false',
        iso_3166_1: 'US',
        worldview: 'all',
      },
      geometry: {type: 'MultiLineString', coordinates: borderLines(topology, arcs)},
    }),
  );
  return {labels, borders};
}
