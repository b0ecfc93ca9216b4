/** The social navigator's constants (platform.md section 9), shared by the server and the client. */

/** Earth radius for distances, m. */
export const EARTH_RADIUS_M = 6_371_000;
/** The distance of a supplier without coordinates, m: it sorts after every real one. */
export const MISSING_POINT_DISTANCE_M = 100_000_000;
/** Suppliers within this distance of the person are 'рядом', m. */
export const NEARBY_DISTANCE_M = 100_000;

/** A point on the map, degrees. */
export interface GeoPoint {
  lat: number;
  lon: number;
}

/**
 * Default map coordinates of each region of the portal's region reference (server/db/seed/regions.ts):
 * its administrative centre. Used when the browser does not tell the person's location. The spec
 * says such points exist per region and does not give them; these are the centres' coordinates.
 */
export const REGION_DEFAULT_POINTS: Readonly<Record<number, GeoPoint>> = {
  1: { lat: 66.53, lon: 66.6019 }, // Салехард, Ямало-Ненецкий автономный округ
  2: { lat: 61.0042, lon: 69.0019 }, // Ханты-Мансийск
  3: { lat: 67.6381, lon: 53.0069 }, // Нарьян-Мар
  4: { lat: 57.153, lon: 65.5343 }, // Тюмень
  5: { lat: 56.0153, lon: 92.8932 }, // Красноярск
  6: { lat: 61.6688, lon: 50.8364 }, // Сыктывкар
  7: { lat: 64.5393, lon: 40.5187 }, // Архангельск
};

/** The portal's own region (Ямало-Ненецкий автономный округ). */
export const HOME_REGION_ID = 1;

/** The default point of a region; the home region's for a region without one. */
export function regionDefaultPoint(regionId: number): GeoPoint {
  return REGION_DEFAULT_POINTS[regionId] ?? REGION_DEFAULT_POINTS[HOME_REGION_ID];
}

/** A supplier at this distance is 'рядом'. */
export function isNearby(distanceM: number): boolean {
  return distanceM <= NEARBY_DISTANCE_M;
}
