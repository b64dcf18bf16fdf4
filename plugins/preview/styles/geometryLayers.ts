/**
 * The offline styles' fills and lines, bottom to top: land use, water,
 * contours (outdoors), buildings and roads (from the city detail) and
 * boundaries. On satellite imagery the land and water layers are left out
 * and the boundaries drawn light.
 */
import type {LayerSpecification} from 'maplibre-gl';

import {CITY_SOURCE, sized} from './layerValues';
import type {Look, Palette} from './palettes';

/** The layers under the labels, of every look that draws the basemap. */
export function geometryLayers(
  palette: Palette,
  look: Look,
  extrudeBuildings: boolean,
): LayerSpecification[] {
  const onImagery = look === 'satellite-streets';
  const composite = {source: 'composite'} as const;
  const city = {source: CITY_SOURCE} as const;
  const layers: LayerSpecification[] = [];
  if (!onImagery) {
    layers.push(
      {
        id: 'landuse',
        type: 'fill',
        ...composite,
        'source-layer': 'landuse',
        paint: {'fill-color': palette.land, 'fill-opacity': 0.6},
      },
      {
        id: 'water',
        type: 'fill',
        ...composite,
        'source-layer': 'water',
        paint: {'fill-color': palette.water},
      },
      {
        id: 'waterway',
        type: 'line',
        ...composite,
        'source-layer': 'waterway',
        paint: {'line-color': palette.water, 'line-width': 1},
      },
    );
  }
  if (look === 'outdoors') {
    layers.push({
      id: 'contour-line',
      type: 'line',
      ...composite,
      'source-layer': 'contour',
      minzoom: 3,
      paint: {
        'line-color': palette.contour,
        'line-opacity': 0.6,
        'line-width': ['match', ['get', 'index'], [5, 10], 1.1, 0.6],
      },
    });
  }
  layers.push(
    extrudeBuildings
      ? {
          // The product's Standard style draws buildings in 3D.
          id: 'building',
          type: 'fill-extrusion',
          ...city,
          'source-layer': 'building',
          minzoom: 15,
          paint: {
            // The Standard style draws its featuresets' `select` and `highlight` states.
            'fill-extrusion-color': [
              'case',
              ['boolean', ['feature-state', 'select'], false],
              '#3f6df2',
              ['boolean', ['feature-state', 'highlight'], false],
              '#9db6f5',
              palette.building,
            ],
            'fill-extrusion-height': ['coalesce', ['get', 'height'], 0],
            'fill-extrusion-base': ['coalesce', ['get', 'min_height'], 0],
            'fill-extrusion-opacity': 0.9,
          },
        }
      : {
          id: 'building',
          type: 'fill',
          ...city,
          'source-layer': 'building',
          minzoom: 15,
          paint: {'fill-color': palette.building},
        },
    ...(['road-street', 'road-secondary-tertiary', 'road-primary', 'road-motorway-trunk'].map(
      (id, rank): LayerSpecification => ({
        id,
        type: 'line',
        ...city,
        'source-layer': 'road',
        filter: [
          'match',
          ['get', 'class'],
          [
            ['street', 'street_limited'],
            ['secondary', 'tertiary'],
            ['primary'],
            ['motorway', 'trunk'],
          ][rank]!,
          true,
          false,
        ],
        paint: {
          'line-color': palette.road,
          'line-width': sized([5, 0.5 + rank * 0.3, 16, 6 + rank * 2]),
        },
      }),
    ) as LayerSpecification[]),
    {
      id: 'admin-1-boundary',
      type: 'line',
      ...composite,
      'source-layer': 'admin',
      filter: ['all', ['==', ['get', 'admin_level'], 1], ['==', ['get', 'maritime'], 'false']],
      minzoom: 2,
      paint: {
        'line-color': onImagery ? '#d9d6cf' : palette.state,
        'line-width': sized([2, 0.5, 8, 1.5]),
        'line-dasharray': [2, 1],
      },
    },
    {
      id: 'admin-0-boundary',
      type: 'line',
      ...composite,
      'source-layer': 'admin',
      filter: [
        'all',
        ['==', ['get', 'admin_level'], 0],
        ['==', ['get', 'disputed'], 'false'],
        ['==', ['get', 'maritime'], 'false'],
      ],
      paint: {
        'line-color': onImagery ? '#ece7dc' : palette.border,
        'line-width': sized([1, 0.5, 6, 1.5, 10, 3]),
      },
    },
    {
      id: 'admin-0-boundary-disputed',
      type: 'line',
      ...composite,
      'source-layer': 'admin',
      filter: ['all', ['==', ['get', 'admin_level'], 0], ['==', ['get', 'disputed'], 'true']],
      paint: {
        'line-color': palette.border,
        'line-width': sized([1, 0.5, 6, 1.5]),
        'line-dasharray': [1.5, 1.5],
      },
    },
  );
  return layers;
}
