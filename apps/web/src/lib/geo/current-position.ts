import { MSG } from '@lms/contract';
import type { Position } from './distance';

export interface Fix extends Position {
  /** Radius of the fix's uncertainty, in metres. */
  accuracy: number;
}

/** One fresh GPS reading, or a Spanish reason why there is none. */
export function currentPosition(): Promise<Fix> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error(MSG.geoUnsupported));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy }),
      (error) => reject(new Error(error.code === error.PERMISSION_DENIED ? MSG.geoDenied : MSG.geoUnavailable)),
      // A test of the device's GPS: never a cached reading.
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 0 },
    );
  });
}
