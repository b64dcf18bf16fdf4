/**
 * The product's free camera (`FreeCameraOptions`): a camera position, and
 * either a point to look at or pitch and bearing angles.
 * `PreviewMap.setFreeCameraOptions` turns it into maplibre's camera.
 */
import type * as Maplibre from 'maplibre-gl';
import type {LngLat, LngLatLike, MercatorCoordinate} from 'maplibre-gl';

/** A free camera as `setFreeCameraOptions` reads it. */
export interface FreeCamera {
  position: MercatorCoordinate | undefined;
  orientation: unknown;
  _lookAt: LngLat | null;
  _pitchBearing: {pitch: number; bearing: number} | null;
}

/** Defines the class on the loaded maplibre, whose LngLat it uses. */
export function defineFreeCameraOptions(maplibre: typeof Maplibre) {
  return class FreeCameraOptions implements FreeCamera {
    position: MercatorCoordinate | undefined;
    orientation: unknown;
    _lookAt: LngLat | null;
    _pitchBearing: {pitch: number; bearing: number} | null;

    constructor(position?: MercatorCoordinate, orientation?: unknown) {
      this.position = position;
      this.orientation = orientation;
      this._lookAt = null;
      this._pitchBearing = null;
    }

    lookAtPoint(location: LngLatLike): void {
      this._lookAt = maplibre.LngLat.convert(location);
      this._pitchBearing = null;
    }

    setPitchBearing(pitch: number, bearing: number): void {
      this._pitchBearing = {pitch, bearing};
      this._lookAt = null;
    }
  };
}
