import type { Queryable } from '../db/db.ts';

/**
 * What cached answers about institutions depend on (see Queryable.changed): every list of them
 * (registry pages, rating), one card, one institution's services. A write of an institution's
 * row changes `list` and its `card`; a write of its services changes its `services`.
 */
export const institutionReferences = {
  list: 'institutions',
  card: (id: number) => `institution:${id}`,
  services: (id: number) => `institution:${id}:services`,
};

export interface InstitutionRow {
  id: number;
  caption: string;
  shortCaption: string;
  institutionTypeId: number;
  address: string;
  phone: string | null;
  rating: number | null;
}

export interface RegistryFilter {
  types: number[];
  sourceType: number;
  regionId?: number;
  search: string;
  offset: number;
  limit: number;
}

const ROW = `id, caption, short_caption AS "shortCaption", institution_type_id AS "institutionTypeId",
             address, phone, rating::float AS rating`;

/**
 * A page of the public registry with the total count, in one statement (the count over the whole
 * filter rides on every row); only a page past the end needs a second one for the total.
 */
export async function listRegistry(db: Queryable, f: RegistryFilter) {
  const where = `institution_type_id = ANY($1::int[]) AND source_type = $2
                 AND ($3::int IS NULL OR region_id = $3) AND ($4 = '' OR caption ILIKE '%' || $4 || '%')`;
  const args = [f.types, f.sourceType, f.regionId ?? null, f.search];
  const rows = await db.query<InstitutionRow & { total: number }>(
    `SELECT ${ROW}, count(*) OVER ()::int AS total FROM institutions WHERE ${where} ORDER BY caption OFFSET $5 LIMIT $6`,
    [...args, f.offset, f.limit],
  );
  if (!rows.length && f.offset > 0) {
    const [{ total }] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM institutions WHERE ${where}`, args);
    return { items: [], total };
  }
  return { items: rows.map(({ total: _total, ...item }) => item), total: rows[0]?.total ?? 0 };
}

/** Registry rating: institutions with a rating, best first. */
export function listRating(db: Queryable, limit: number): Promise<InstitutionRow[]> {
  return db.query<InstitutionRow>(
    `SELECT ${ROW} FROM institutions WHERE rating IS NOT NULL ORDER BY rating DESC, caption LIMIT $1`,
    [limit],
  );
}

/** An institution's public card: its row with requisites, contacts and place on the map. */
export interface InstitutionCard extends InstitutionRow {
  ogrn: string;
  inn: string;
  kpp: string | null;
  email: string | null;
  site: string | null;
  director: string | null;
  description: string;
  regionId: number;
  latitude: number | null;
  longitude: number | null;
  isActiveLongevityProgram: boolean;
  sourceType: number;
}

/** A service in an institution's list. */
export interface InstitutionService {
  id: number;
  caption: string;
  description: string;
  catalogGroup: number | null;
  serviceTypeCode: number | null;
  area: string;
  rateType: string;
  rateUnit: string | null;
  price: number | null;
}

/** One institution's public card. */
export async function findInstitution(db: Queryable, id: number): Promise<InstitutionCard | undefined> {
  const rows = await db.query<InstitutionCard>(
    `SELECT ${ROW}, ogrn, inn, kpp, email, site, director, description, region_id AS "regionId",
            latitude, longitude, is_active_longevity_program AS "isActiveLongevityProgram", source_type AS "sourceType"
       FROM institutions WHERE id = $1`,
    [id],
  );
  return rows[0];
}

/** Services of an institution. */
export function listInstitutionServices(db: Queryable, institutionId: number): Promise<InstitutionService[]> {
  return db.query<InstitutionService>(
    `SELECT id, caption, description, catalog_group AS "catalogGroup", service_type_code AS "serviceTypeCode",
            area, rate_type AS "rateType", rate_unit AS "rateUnit", price::float AS price
       FROM services WHERE institution_id = $1 ORDER BY caption`,
    [institutionId],
  );
}
