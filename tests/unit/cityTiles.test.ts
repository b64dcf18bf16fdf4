import {describe, expect, it} from 'vitest';

import {buildingProperties, roadProperties} from '../../plugins/preview/platform/tiles/city';

describe('city tiles from OpenStreetMap tags', () => {
  it('gives a building its height from OSM height, else from its levels, and none when OSM has neither', () => {
    expect(buildingProperties({building: 'yes', height: '45 m'})).toMatchObject({
      height: 45,
      type: 'building',
      extrude: 'true',
    });
    expect(buildingProperties({building: 'apartments', 'building:levels': '9'})).toMatchObject({
      height: 27,
      type: 'apartments',
    });
    expect(buildingProperties({building: 'yes', 'building:levels': 'many'})).not.toHaveProperty(
      'height',
    );
    expect(buildingProperties({building: 'yes', 'building:min_level': '2'})).toMatchObject({
      min_height: 6,
    });
    expect(buildingProperties({building: 'no'})).toBeNull();
    expect(buildingProperties({amenity: 'school'})).toBeNull();
  });

  it("maps OSM highway values to the product's road classes", () => {
    expect(roadProperties({highway: 'residential', name: 'Kenesary'})).toEqual({
      class: 'street',
      type: 'residential',
      oneway: 'false',
      name: 'Kenesary',
    });
    expect(roadProperties({highway: 'primary_link', oneway: 'yes'})).toMatchObject({
      class: 'primary_link',
      oneway: 'true',
    });
    expect(roadProperties({highway: 'footway'})).toMatchObject({class: 'path'});
    expect(roadProperties({highway: 'bus_stop'})).toBeNull();
  });
});
