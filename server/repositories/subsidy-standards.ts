import type { Queryable } from '../db/db.ts';

/** What cached answers about the calculator's figures depend on (see Queryable.changed). */
export const subsidyReferences = { standards: (regionId: number) => `subsidy-standards:${regionId}` };

/** A region's figures: the maximum share of income and the subsistence minimums by group. */
export interface RegionStandards {
  regionId: number;
  region: string;
  maxSharePercent: number;
  minimumWorking: number;
  minimumPensioner: number;
  minimumChild: number;
  basis: string;
}

/** A city's regional standards: cost of housing and utilities per m² a month, standard areas. */
export interface CityStandards {
  cityId: number;
  city: string;
  costPerM2: number;
  areaSingle: number;
  areaTwo: number;
  areaPerPerson: number;
}

/** The figures of a region and of its cities that have them. */
export async function findStandards(db: Queryable, regionId: number) {
  const [region] = await db.query<RegionStandards>(
    `SELECT s.region_id AS "regionId", r.caption AS region, s.max_share_percent::float AS "maxSharePercent",
            s.minimum_working::float AS "minimumWorking", s.minimum_pensioner::float AS "minimumPensioner",
            s.minimum_child::float AS "minimumChild", s.basis
       FROM subsidy_region_standards s JOIN regions r ON r.id = s.region_id WHERE s.region_id = $1`,
    [regionId],
  );
  if (!region) return undefined;
  const cities = await db.query<CityStandards>(
    `SELECT s.city_id AS "cityId", c.caption AS city, s.cost_per_m2::float AS "costPerM2", s.area_single::float AS "areaSingle",
            s.area_two::float AS "areaTwo", s.area_per_person::float AS "areaPerPerson"
       FROM subsidy_city_standards s JOIN cities c ON c.id = s.city_id WHERE c.region_id = $1 ORDER BY c.is_default DESC, c.caption`,
    [regionId],
  );
  return { region, cities };
}

/** Changes a region's figures; false when the region has none to change. */
export async function updateRegionStandards(db: Queryable, s: Omit<RegionStandards, 'region'>): Promise<boolean> {
  const rows = await db.query(
    `UPDATE subsidy_region_standards SET max_share_percent = $2, minimum_working = $3, minimum_pensioner = $4, minimum_child = $5, basis = $6
      WHERE region_id = $1 RETURNING region_id`,
    [s.regionId, s.maxSharePercent, s.minimumWorking, s.minimumPensioner, s.minimumChild, s.basis],
  );
  if (rows.length) await db.changed([subsidyReferences.standards(s.regionId)]);
  return rows.length > 0;
}

/** Sets a city's standards (adds the city to the calculator if it had none); false for an unknown city. */
export async function saveCityStandards(db: Queryable, s: Omit<CityStandards, 'city'>): Promise<boolean> {
  const rows = await db.query<{ regionId: number }>(
    `INSERT INTO subsidy_city_standards (city_id, cost_per_m2, area_single, area_two, area_per_person)
     SELECT id, $2, $3, $4, $5 FROM cities WHERE id = $1
     ON CONFLICT (city_id) DO UPDATE SET cost_per_m2 = EXCLUDED.cost_per_m2, area_single = EXCLUDED.area_single,
       area_two = EXCLUDED.area_two, area_per_person = EXCLUDED.area_per_person
     RETURNING (SELECT region_id FROM cities WHERE id = $1) AS "regionId"`,
    [s.cityId, s.costPerM2, s.areaSingle, s.areaTwo, s.areaPerPerson],
  );
  if (rows.length) await db.changed([subsidyReferences.standards(rows[0].regionId)]);
  return rows.length > 0;
}
