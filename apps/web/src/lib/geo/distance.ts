/** Mean Earth radius in metres used by the geolocation test page (spec 3 §2.16). */
const EARTH_RADIUS_M = 6371000;

export interface Position {
  latitude: number;
  longitude: number;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in metres between two positions. */
export function distanceInMetres(a: Position, b: Position): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** "1234.57 m": two decimals, as the page shows it. */
export function formatMetres(metres: number): string {
  return `${metres.toFixed(2)} m`;
}

/** A coordinate with five decimals (about a metre). */
export function formatCoordinate(value: number): string {
  return value.toFixed(5);
}
