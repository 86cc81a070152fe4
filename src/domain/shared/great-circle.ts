/** A point on the earth: a port's quay. */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_NM = 3440.065;

/** Nautical miles: one of them is 1.852 km exactly. */
export const KM_PER_NAUTICAL_MILE = 1.852;

/** The shortest distance over the earth's surface (haversine), in nautical miles. */
export function greatCircleNm(a: GeoPoint, b: GeoPoint): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_NM * Math.asin(Math.sqrt(h));
}
