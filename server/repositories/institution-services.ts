import type { Queryable } from '../db/db.ts';
import { containsPattern } from './institutions.ts';
import { foundPageSql, pageCarryingTotal, pageWithCount, parameters, searchable, type Page } from './paging.ts';

/** A service in an institution's list. */
export interface InstitutionService {
  id: number;
  institutionId: number;
  caption: string;
  description: string;
  catalogGroup: number | null;
  serviceTypeCode: number | null;
  area: 'social' | 'education' | 'sport' | 'medical' | 'work' | 'culture';
  rateType: 'free' | 'fixed' | 'contract' | 'certificate' | 'rate';
  rateUnit: 'hour' | 'day' | 'month' | 'minute' | 'week' | 'fullDay' | 'piece' | 'km' | null;
  price: number | null;
}

/** Which of an institution's services a list shows: all social ones, the catalogue's, or tours. */
export type ServiceKind = 'social' | 'catalog' | 'tour';

const KIND_WHERE: Record<ServiceKind, string> = {
  social: 'NOT s.is_tourism',
  catalog: 'NOT s.is_tourism AND s.catalog_group IS NOT NULL',
  tour: 's.is_tourism',
};

const SERVICE = `s.id, s.institution_id AS "institutionId", s.caption, s.description, s.catalog_group AS "catalogGroup",
                 s.service_type_code AS "serviceTypeCode", s.area, s.rate_type AS "rateType", s.rate_unit AS "rateUnit",
                 s.price::float AS price`;

/** The next date of a tour with places left, and how many places are left on all its coming dates. */
const TOUR_SUMMARY = `(SELECT to_char(min(d.starts_on), 'YYYY-MM-DD') FROM tour_dates d
                        WHERE d.service_id = s.id AND d.starts_on >= CURRENT_DATE AND d.places_left > 0) AS "nextDate",
                      (SELECT coalesce(sum(d.places_left), 0)::int FROM tour_dates d
                        WHERE d.service_id = s.id AND d.starts_on >= CURRENT_DATE) AS "placesLeft"`;

/** Services of an institution of one kind, by name. */
export function listInstitutionServices(
  db: Queryable,
  institutionId: number,
  kind: ServiceKind,
): Promise<InstitutionService[]> {
  return db.query<InstitutionService>(
    `SELECT ${SERVICE} FROM services s WHERE s.institution_id = $1 AND ${KIND_WHERE[kind]} ORDER BY s.caption, s.id`,
    [institutionId],
  );
}

/** One service of an institution, of one kind. */
export async function findInstitutionService(
  db: Queryable,
  institutionId: number,
  serviceId: number,
  kind: ServiceKind,
) {
  const rows = await db.query<InstitutionService>(
    `SELECT ${SERVICE} FROM services s WHERE s.institution_id = $1 AND s.id = $2 AND ${KIND_WHERE[kind]}`,
    [institutionId, serviceId],
  );
  return rows[0];
}

/** A tour in a list: the service, its next date with places and the places left on coming dates. */
export interface TourService extends InstitutionService {
  nextDate: string | null;
  placesLeft: number;
}

/** A date of a tour. */
export interface TourDate {
  id: number;
  startsOn: string;
  endsOn: string;
  placesTotal: number;
  placesLeft: number;
}

/** The tours of a tour operator. */
export function listTourServices(db: Queryable, institutionId: number): Promise<TourService[]> {
  return db.query<TourService>(
    `SELECT ${SERVICE}, ${TOUR_SUMMARY} FROM services s WHERE s.institution_id = $1 AND s.is_tourism ORDER BY s.caption, s.id`,
    [institutionId],
  );
}

/** One tour with all its dates (past ones too, marked by the client), earliest first. */
export async function findTourService(db: Queryable, institutionId: number, serviceId: number) {
  const rows = await db.query<TourService & { institution: string }>(
    `SELECT ${SERVICE}, ${TOUR_SUMMARY}, i.short_caption AS institution
       FROM services s JOIN institutions i ON i.id = s.institution_id
      WHERE s.institution_id = $1 AND s.id = $2 AND s.is_tourism AND i.source_type = 2`,
    [institutionId, serviceId],
  );
  if (!rows[0]) return undefined;
  const dates = await db.query<TourDate>(
    `SELECT id, to_char(starts_on, 'YYYY-MM-DD') AS "startsOn", to_char(ends_on, 'YYYY-MM-DD') AS "endsOn",
            places_total AS "placesTotal", places_left AS "placesLeft"
       FROM tour_dates WHERE service_id = $1 ORDER BY starts_on, id`,
    [serviceId],
  );
  return { ...rows[0], dates };
}

/**
 * Tours that can still be booked (a coming date with places left) of every tour operator,
 * soonest first, with the operator's short name; searched by part of the tour's or the operator's
 * name, in any case (the kept lower-case copy of both, `search_text`). Each tour keeps its next
 * date and places left (migration 0018): a page walks the index of the next dates, once the tours
 * whose next date has passed have been summed again.
 */
export async function listAvailableTours(
  db: Queryable,
  search: string,
  offset: number,
  limit: number,
): Promise<Page<TourService & { institution: string }>> {
  await db.query('SELECT tours_refresh_passed()');
  const { values, p } = parameters();
  const where = ['s.tour_next_date >= CURRENT_DATE', 's.provider_source_type = 2', 's.is_tourism'];
  const text = searchable(search);
  if (text) where.push(`s.search_text LIKE lower(${p(containsPattern(text))})`);
  const filter = where.join(' AND ');
  const n = values.length;
  const columns = `${SERVICE}, to_char(s.tour_next_date, 'YYYY-MM-DD') AS "nextDate", s.tour_places AS "placesLeft", i.short_caption AS institution`;
  const count = { sql: `SELECT count(*)::int AS total FROM services s WHERE ${filter}`, params: values };
  if (!text) {
    const page = {
      sql: `SELECT ${columns} FROM (SELECT * FROM services s WHERE ${filter} ORDER BY s.tour_next_date, s.caption, s.id OFFSET $${n + 1} LIMIT $${n + 2}) s
              JOIN institutions i ON i.id = s.institution_id ORDER BY s.tour_next_date, s.caption, s.id`,
      params: [...values, offset, limit],
    };
    return pageWithCount(db, page, count);
  }
  const page = {
    sql: foundPageSql({
      found: `SELECT s.id, s.tour_next_date, s.caption FROM services s WHERE ${filter}`,
      order: 'tour_next_date, caption, id',
      select: columns,
      join: 'JOIN services s ON s.id = f.id JOIN institutions i ON i.id = s.institution_id',
      n,
    }),
    params: [...values, offset, limit],
  };
  return pageCarryingTotal(db, page, count, offset);
}
