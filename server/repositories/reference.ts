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

/** Ids of places to name: regions, cities, streets. */
export interface PlaceIds {
  regions: number[];
  cities: number[];
  streets: number[];
}

/**
 * Names of regions, cities and streets in one query: ('regions', 1) -> 'Ямало-Ненецкий автономный
 * округ', ('cities', 3) -> 'г. Салехард', ('streets', 7) -> 'ул. Республики'.
 */
export async function placeCaptions(
  db: Queryable,
  ids: PlaceIds,
): Promise<Array<{ kind: keyof PlaceIds; id: number; name: string }>> {
  if (!ids.regions.length && !ids.cities.length && !ids.streets.length) return [];
  return db.query<{ kind: keyof PlaceIds; id: number; name: string }>(
    `SELECT 'regions' AS kind, id, caption AS name FROM regions WHERE id = ANY($1::int[])
     UNION ALL SELECT 'cities', id, concat_ws(' ', type, caption) FROM cities WHERE id = ANY($2::int[])
     UNION ALL SELECT 'streets', id, concat_ws(' ', type, caption) FROM streets WHERE id = ANY($3::int[])`,
    [ids.regions, ids.cities, ids.streets],
  );
}

/** People named by id, as a review names a ward: 'Салиндер Алина Андреевна, 12.03.2012'. */
export function personCaptions(db: Queryable, ids: number[]): Promise<Array<{ id: number; name: string }>> {
  if (!ids.length) return Promise.resolve([]);
  return db.query<{ id: number; name: string }>(
    `SELECT id, concat_ws(', ', concat_ws(' ', last_name, first_name, middle_name), to_char(birth_date, 'DD.MM.YYYY')) AS name
       FROM persons WHERE id = ANY($1::int[])`,
    [ids],
  );
}
