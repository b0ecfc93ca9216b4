import type { Queryable } from '../db/db.ts';

/**
 * What cached answers of the address lookups depend on (see Queryable.changed): the regions, the
 * cities of a region, the streets of a city.
 */
export const addressReferences = {
  regions: 'regions',
  cities: (regionId: number) => `cities:${regionId}`,
  streets: (cityId: number) => `streets:${cityId}`,
};

export interface Region {
  id: number;
  caption: string;
  codePfr62: string;
}

export interface LookupItem {
  code: number;
  caption: string;
  type?: string;
}

/** All regions for the region chooser. */
export function listRegions(db: Queryable): Promise<Region[]> {
  return db.query<Region>('SELECT id, caption, code_pfr62 AS "codePfr62" FROM regions ORDER BY id');
}

/** Cities of a region, the default one first. */
export function listCities(db: Queryable, regionId: number): Promise<LookupItem[]> {
  return db.query<LookupItem>(
    `SELECT id AS code, caption, type FROM cities WHERE region_id = $1 ORDER BY is_default DESC, caption`,
    [regionId],
  );
}

/** Streets of a city whose name contains the search text. */
export function listStreets(db: Queryable, cityId: number, search: string, limit: number): Promise<LookupItem[]> {
  return db.query<LookupItem>(
    `SELECT id AS code, caption, type FROM streets
      WHERE city_id = $1 AND ($2 = '' OR caption ILIKE '%' || $2 || '%')
      ORDER BY caption LIMIT $3`,
    [cityId, search, limit],
  );
}
