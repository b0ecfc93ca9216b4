import type { Queryable } from '../db/db.ts';
import {
  foundPageSql,
  pageCarryingTotal,
  pageWithCount,
  parameters,
  searchable,
  type Page,
  type Statement,
} from './paging.ts';
import { likePattern } from './sql-parts.ts';

/**
 * What cached answers about institutions depend on (see Queryable.changed): every list of them
 * (registry pages, rating), one card (with its licences and places), one institution's services
 * (with the dates of its tours). A write of an institution's row, licences or places changes
 * `list` and its `card`; a write of its services changes its `services` and `list` too (the
 * registry is searched and filtered by services).
 */
export const institutionReferences = {
  list: 'institutions',
  card: (id: number) => `institution:${id}`,
  services: (id: number) => `institution:${id}:services`,
};

/** A row of a registry page. */
export interface InstitutionRow {
  id: number;
  caption: string;
  shortCaption: string;
  institutionTypeId: number;
  inn: string;
  ogrn: string;
  city: string | null;
  address: string;
  phone: string | null;
  /** Average of the recipients' ratings 1-5 of their contracts (kept by the database, migration 0015); null before the first. */
  rating: number | null;
  /** How many ratings the average is of. */
  ratingCount: number;
}

export interface RegistryFilter {
  types: number[];
  sourceType: number;
  regionId?: number;
  /** A municipal district of the region (район or городской округ): providers in its cities. */
  districtId?: number;
  cityId?: number;
  /** A service area (platform.md section 9): providers with at least one service of it. */
  area?: string;
  /** Only providers with services in the catalogue (groups 1..9). */
  catalogOnly?: boolean;
  /** Part of the name, the beginning of the INN or OGRN, or part of a service's name. */
  search: string;
  offset: number;
  limit: number;
}

const ROW = `i.id, i.caption, i.short_caption AS "shortCaption", i.institution_type_id AS "institutionTypeId",
             i.inn, i.ogrn, c.caption AS city, i.address, i.phone, i.rating::float AS rating, i.rating_count AS "ratingCount"`;
const FROM = 'institutions i LEFT JOIN cities c ON c.id = i.city_id';

/**
 * A search text as a LIKE pattern matching it anywhere: its own % and _ match only themselves, and
 * control characters (which separate the names in the kept search copies) are no part of it.
 */
export function containsPattern(search: string): string {
  return likePattern(searchable(search), 'contains');
}

/**
 * The ids of institutions a search finds: part of the full or the short name, the beginning of
 * the INN or OGRN (digits only), or part of the name of one of their services, in any case (the
 * names' lower-case copies, migration 0016; a service's name is asked among the distinct names
 * with their providers, migration 0018). Each branch is one index's question (the trigram indexes
 * of the institutions' and the services' names, the INN's and OGRN's prefix indexes), so the
 * planner answers each from its index instead of reading every institution and testing all four.
 */
function searchedIds(search: string, p: (value: unknown) => string): string {
  const pattern = `lower(${p(containsPattern(search))})`;
  const branches = [
    `SELECT id FROM institutions WHERE search_name LIKE ${pattern}`,
    `SELECT unnest(institution_ids) FROM service_name_providers WHERE search_name LIKE ${pattern}`,
  ];
  if (/^\d{3,15}$/.test(search)) {
    const prefix = p(likePattern(search, 'prefix'));
    branches.push(`SELECT id FROM institutions WHERE inn LIKE ${prefix} OR ogrn LIKE ${prefix}`);
  }
  return branches.join(' UNION ');
}

/**
 * The statements of a registry page and of its count. Only the filters given become conditions,
 * so each statement is planned for what it asks (a `$3 IS NULL OR ...` would be planned for both).
 * The service filters are conditions on the institution's own row (its services' areas and
 * whether it has catalogue services are kept on it, migration 0017), and every condition but a
 * search is a column of one covering index (migration 0018): a page picks its ids from that index
 * in the order of the names, stopping at its end, and reads only their rows; the count counts
 * index entries.
 */
export function registryStatements(f: RegistryFilter): { page: Statement; count: Statement; totalOnPage: boolean } {
  const { values, p } = parameters();
  const where = [`i.institution_type_id = ANY(${p(f.types)}::int[])`, `i.source_type = ${p(f.sourceType)}`];
  if (f.regionId !== undefined) where.push(`i.region_id = ${p(f.regionId)}`);
  if (f.districtId !== undefined)
    where.push(`i.city_id IN (SELECT id FROM cities WHERE district_id = ${p(f.districtId)})`);
  if (f.cityId !== undefined) where.push(`i.city_id = ${p(f.cityId)}`);
  if (f.area !== undefined) where.push(`i.service_areas @> ARRAY[${p(f.area)}::text]`);
  if (f.catalogOnly) where.push('i.has_catalog_services');
  const search = searchable(f.search);
  if (search) where.push(`i.id IN (${searchedIds(search, p)})`);
  const filter = where.join(' AND ');
  const n = values.length;
  const count = { sql: `SELECT count(*)::int AS total FROM institutions i WHERE ${filter}`, params: values };
  const params = [...values, f.offset, f.limit];
  // A search reads everything it finds anyway: the page and the total come from one reading.
  if (search) {
    return {
      page: {
        sql: foundPageSql({
          found: `SELECT i.id, i.caption FROM institutions i WHERE ${filter}`,
          order: 'caption, id',
          select: ROW,
          join: `JOIN ${FROM} ON i.id = f.id`,
          n,
        }),
        params,
      },
      count,
      totalOnPage: true,
    };
  }
  return {
    page: {
      sql: `SELECT ${ROW} FROM (SELECT i.id FROM institutions i WHERE ${filter} ORDER BY i.caption, i.id OFFSET $${n + 1} LIMIT $${n + 2}) picked
              JOIN ${FROM} ON i.id = picked.id
             ORDER BY i.caption, i.id`,
      params,
    },
    count,
    totalOnPage: false,
  };
}

/** A page of the public registry and the count of the whole filter. */
export function listRegistry(db: Queryable, f: RegistryFilter): Promise<Page<InstitutionRow>> {
  const { page, count, totalOnPage } = registryStatements(f);
  return totalOnPage
    ? pageCarryingTotal<InstitutionRow>(db, page, count, f.offset)
    : pageWithCount<InstitutionRow>(db, page, count);
}

/**
 * Registry rating: providers of social services rated by their recipients, best average first; of
 * equal averages the one with more ratings first, then by name.
 */
export function listRating(db: Queryable, limit: number): Promise<InstitutionRow[]> {
  return db.query<InstitutionRow>(
    `SELECT ${ROW} FROM ${FROM} WHERE i.rating IS NOT NULL AND i.source_type = 1 ORDER BY i.rating DESC, i.rating_count DESC, i.caption LIMIT $1`,
    [limit],
  );
}

/** A licence in a card's list and on its own page. */
export interface License {
  id: number;
  number: string;
  activity: string;
  issuedBy: string;
  issuedOn: string;
  validUntil: string | null;
  place: string;
  status: 'active' | 'suspended' | 'revoked';
  works: string;
}

/** Places of one form of social service. */
export interface Seats {
  form: 'home' | 'semi-stationary' | 'stationary';
  total: number;
  free: number;
}

/** An institution's public card: its row with requisites, register data, licences and places. */
export interface InstitutionCard extends InstitutionRow {
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
  legalForm: string | null;
  dateIncluded: string | null;
  dateRegistered: string | null;
  workHours: string | null;
  hasCatalogServices: boolean;
  licenses: License[];
  seats: Seats[];
}

const LICENSE = `id, number, activity, issued_by AS "issuedBy", to_char(issued_on, 'YYYY-MM-DD') AS "issuedOn",
                 to_char(valid_until, 'YYYY-MM-DD') AS "validUntil", place, status, works`;

/** One institution's public card; `sourceType` narrows it (a tour operator's card is not a provider's). */
export async function findInstitution(
  db: Queryable,
  id: number,
  sourceType?: number,
): Promise<InstitutionCard | undefined> {
  const rows = await db.query<Omit<InstitutionCard, 'licenses' | 'seats'>>(
    `SELECT ${ROW}, i.kpp, i.email, i.site, i.director, i.description, i.region_id AS "regionId",
            i.latitude, i.longitude, i.is_active_longevity_program AS "isActiveLongevityProgram", i.source_type AS "sourceType",
            i.legal_form AS "legalForm", to_char(i.date_included, 'YYYY-MM-DD') AS "dateIncluded",
            to_char(i.date_registered, 'YYYY-MM-DD') AS "dateRegistered", i.work_hours AS "workHours",
            i.has_catalog_services AS "hasCatalogServices"
       FROM ${FROM} WHERE i.id = $1 AND ($2::int IS NULL OR i.source_type = $2)`,
    [id, sourceType ?? null],
  );
  if (!rows[0]) return undefined;
  const licenses = await db.query<License>(
    `SELECT ${LICENSE} FROM institution_licenses WHERE institution_id = $1 ORDER BY issued_on DESC, id`,
    [id],
  );
  const seats = await db.query<Seats>(
    `SELECT form, total, free FROM institution_seats WHERE institution_id = $1
      ORDER BY array_position(ARRAY['home', 'semi-stationary', 'stationary'], form)`,
    [id],
  );
  return { ...rows[0], licenses, seats };
}

/** How to reach an institution: address, phones, mail, site, hours and its point on the map. */
export interface ContactInfo {
  id: number;
  shortCaption: string;
  address: string;
  phone: string | null;
  email: string | null;
  site: string | null;
  director: string | null;
  workHours: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** The contacts of an institution. */
export async function findContactInfo(db: Queryable, id: number): Promise<ContactInfo | undefined> {
  const rows = await db.query<ContactInfo>(
    `SELECT id, short_caption AS "shortCaption", address, phone, email, site, director, work_hours AS "workHours", latitude, longitude
       FROM institutions WHERE id = $1`,
    [id],
  );
  return rows[0];
}

/** One licence of an institution, with the institution's short name. */
export async function findLicense(db: Queryable, institutionId: number, licenseId: number) {
  const rows = await db.query<License & { institutionId: number; institution: string }>(
    `SELECT l.*, i.short_caption AS institution
       FROM (SELECT ${LICENSE}, institution_id AS "institutionId" FROM institution_licenses WHERE institution_id = $1 AND id = $2) l
       JOIN institutions i ON i.id = l."institutionId"`,
    [institutionId, licenseId],
  );
  return rows[0];
}
