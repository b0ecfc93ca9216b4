/** The haversine formula on the spec's earth radius: the reference the database's distances are checked against. */
import { EARTH_RADIUS_M, type GeoPoint } from '../../common/navigator/constants.ts';

/** Great-circle distance in metres by the haversine formula, R = 6371000 m. */
export function haversine(a: GeoPoint, b: GeoPoint): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

const P = {
  salekhard: { lat: 66.53, lon: 66.6019 },
  labytnangi: { lat: 66.6596, lon: 66.3967 },
  noyabrsk: { lat: 63.2015, lon: 75.451 },
  novyUrengoy: { lat: 66.0833, lon: 76.6333 },
  moscow: { lat: 55.7558, lon: 37.6173 },
  saintPetersburg: { lat: 59.9343, lon: 30.3351 },
  vladivostok: { lat: 43.1155, lon: 131.8855 },
  kaliningrad: { lat: 54.7104, lon: 20.4522 },
  northPole: { lat: 90, lon: 0 },
  southPole: { lat: -90, lon: 0 },
  nullIsland: { lat: 0, lon: 0 },
  antipode: { lat: 0, lon: 180 },
};

/**
 * Known pairs with their haversine distance on R = 6371000 m, rounded to a metre and written out
 * (so a change of the radius or the formula shows here, not only a disagreement with the helper).
 */
export const CITY_PAIRS: Array<{ name: string; a: GeoPoint; b: GeoPoint; metres: number }> = [
  { name: 'Салехард — Лабытнанги', a: P.salekhard, b: P.labytnangi, metres: 17_024 },
  { name: 'Салехард — Ноябрьск', a: P.salekhard, b: P.noyabrsk, metres: 557_360 },
  { name: 'Салехард — Новый Уренгой', a: P.salekhard, b: P.novyUrengoy, metres: 450_478 },
  { name: 'Москва — Санкт-Петербург', a: P.moscow, b: P.saintPetersburg, metres: 633_020 },
  { name: 'Калининград — Владивосток', a: P.kaliningrad, b: P.vladivostok, metres: 7_359_497 },
  { name: 'Северный полюс — Южный полюс', a: P.northPole, b: P.southPole, metres: 20_015_087 },
  { name: 'Точка (0, 0) — антипод', a: P.nullIsland, b: P.antipode, metres: 20_015_087 },
  { name: 'Салехард — Салехард', a: P.salekhard, b: P.salekhard, metres: 0 },
];
