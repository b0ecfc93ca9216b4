/**
 * The tour operators' tour services (migration 0035, workflows.md sections 3 and 7): the kinds of
 * service, an operator's list and its writes, the public list of a period with the places left,
 * and the taking and releasing of places by the tour contracts. The rules of a service live in
 * common/tourism/tour-services.ts; the database refuses overselling by its CHECK.
 */
import type { Queryable } from '../db/db.ts';

/** What cached answers about tour services depend on (see Queryable.changed). */
export const tourServiceReferences = { list: 'tour-services:list' } as const;

export interface TourServiceType {
  id: number;
  caption: string;
}

/** The fields of a service its operator writes. */
export interface TourServiceFields {
  serviceTypeId: number;
  name: string;
  description: string;
  dateFrom: string;
  dateTo: string;
  placesTotal: number;
  doNotShowOnPortalFrom: string | null;
  price: number | null;
}

export interface TourServiceRow extends TourServiceFields {
  id: number;
  institutionId: number;
  serviceType: string;
  placesTaken: number;
  placesLeft: number;
  version: number;
  updatedAt: string;
}

/** A service in the public list: with its operator's name. */
export interface AvailableTourService extends TourServiceRow {
  institution: string;
}

const COLUMNS = `t.id, t.institution_id AS "institutionId", t.service_type_id AS "serviceTypeId", y.caption AS "serviceType",
  t.name, t.description, to_char(t.date_from, 'YYYY-MM-DD') AS "dateFrom", to_char(t.date_to, 'YYYY-MM-DD') AS "dateTo",
  t.places_total AS "placesTotal", t.places_taken AS "placesTaken", t.places_total - t.places_taken AS "placesLeft",
  to_char(t.do_not_show_on_portal_from, 'YYYY-MM-DD') AS "doNotShowOnPortalFrom", t.price::float AS price, t.version,
  to_char(t.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "updatedAt"`;
const FROM = 'tour_services t JOIN tour_service_types y ON y.id = t.service_type_id';

/** The kinds of service of an institution source type (2: tourism), in their order. */
export function listTourServiceTypes(db: Queryable, sourceType: number): Promise<TourServiceType[]> {
  return db.query<TourServiceType>(
    'SELECT id, caption FROM tour_service_types WHERE source_type = $1 ORDER BY sort_order, id',
    [sourceType],
  );
}

/** The institution with this OGRN: its id and source type. */
export async function findInstitutionByOgrn(
  db: Queryable,
  ogrn: string,
): Promise<{ id: number; sourceType: number } | undefined> {
  const rows = await db.query<{ id: number; sourceType: number }>(
    'SELECT id, source_type AS "sourceType" FROM institutions WHERE ogrn = $1',
    [ogrn],
  );
  return rows[0];
}

/** An operator's services, earliest first; `forUpdate` locks them for a save of the whole list. */
export function listOperatorTourServices(
  db: Queryable,
  institutionId: number,
  forUpdate = false,
): Promise<TourServiceRow[]> {
  return db.query<TourServiceRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE t.institution_id = $1 ORDER BY t.date_from, t.name, t.id${forUpdate ? ' FOR UPDATE OF t' : ''}`,
    [institutionId],
  );
}

const fieldValues = (f: TourServiceFields) => [
  f.serviceTypeId,
  f.name,
  f.description,
  f.dateFrom,
  f.dateTo,
  f.placesTotal,
  f.doNotShowOnPortalFrom,
  f.price,
];

/** A new service of an operator; its id. */
export async function insertTourService(db: Queryable, institutionId: number, fields: TourServiceFields) {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO tour_services (institution_id, service_type_id, name, description, date_from, date_to, places_total,
                                do_not_show_on_portal_from, price)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [institutionId, ...fieldValues(fields)],
  );
  await db.changed([tourServiceReferences.list]);
  return rows[0]!.id;
}

/**
 * Writes a service's fields if it is still at `version` (its version grows); false when someone
 * changed it since. The places are never set below those taken: the CHECK refuses it.
 */
export async function updateTourService(
  db: Queryable,
  id: number,
  version: number,
  fields: TourServiceFields,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE tour_services SET service_type_id = $3, name = $4, description = $5, date_from = $6, date_to = $7,
            places_total = $8, do_not_show_on_portal_from = $9, price = $10, version = version + 1, updated_at = now()
      WHERE id = $1 AND version = $2 RETURNING id`,
    [id, version, ...fieldValues(fields)],
  );
  if (rows.length) await db.changed([tourServiceReferences.list]);
  return rows.length > 0;
}

/** Removes a service still at `version` with no place taken; false otherwise. */
export async function deleteTourService(db: Queryable, id: number, version: number): Promise<boolean> {
  const rows = await db.query(
    'DELETE FROM tour_services WHERE id = $1 AND version = $2 AND places_taken = 0 RETURNING id',
    [id, version],
  );
  if (rows.length) await db.changed([tourServiceReferences.list]);
  return rows.length > 0;
}

/** What a take or a release of places leaves. */
export interface PlacesState {
  id: number;
  placesTotal: number;
  placesTaken: number;
  placesLeft: number;
}

const PLACES =
  'id, places_total AS "placesTotal", places_taken AS "placesTaken", places_total - places_taken AS "placesLeft"';

/**
 * Takes `count` places of a service for a tour contract in one conditional statement: undefined
 * when fewer are left (or no such service). Concurrent callers queue on the row, and each sees the
 * count the one before it left, so the last places go to exactly as many callers as there are places.
 */
export async function takePlaces(db: Queryable, serviceId: number, count: number): Promise<PlacesState | undefined> {
  const rows = await db.query<PlacesState>(
    `UPDATE tour_services SET places_taken = places_taken + $2, updated_at = now()
      WHERE id = $1 AND $2 > 0 AND places_taken + $2 <= places_total RETURNING ${PLACES}`,
    [serviceId, count],
  );
  if (rows.length) await db.changed([tourServiceReferences.list]);
  return rows[0];
}

/** Gives back `count` places a contract held (a terminated or rejected contract); undefined when it held fewer. */
export async function releasePlaces(db: Queryable, serviceId: number, count: number): Promise<PlacesState | undefined> {
  const rows = await db.query<PlacesState>(
    `UPDATE tour_services SET places_taken = places_taken - $2, updated_at = now()
      WHERE id = $1 AND $2 > 0 AND places_taken >= $2 RETURNING ${PLACES}`,
    [serviceId, count],
  );
  if (rows.length) await db.changed([tourServiceReferences.list]);
  return rows[0];
}

export interface AvailableQuery {
  dateFrom: string;
  dateTo: string;
  /** Today on the region's clock: a service hidden from this day on is not listed. */
  today: string;
  institutionId?: number;
}

/**
 * The tours of the operators that overlap a period and are shown on the portal today, soonest
 * first, with the places left (none left still listed: «Мест нет»).
 */
export function listAvailableTourServices(db: Queryable, q: AvailableQuery): Promise<AvailableTourService[]> {
  const params: unknown[] = [q.dateFrom, q.dateTo, q.today];
  let extra = '';
  if (q.institutionId !== undefined) {
    params.push(q.institutionId);
    extra = ` AND t.institution_id = $${params.length}`;
  }
  return db.query<AvailableTourService>(
    `SELECT ${COLUMNS}, i.short_caption AS institution
       FROM ${FROM} JOIN institutions i ON i.id = t.institution_id
      WHERE t.date_from <= $2::date AND t.date_to >= $1::date
        AND (t.do_not_show_on_portal_from IS NULL OR t.do_not_show_on_portal_from > $3::date)
        AND i.source_type = 2${extra}
      ORDER BY t.date_from, t.name, t.id LIMIT 500`,
    params,
  );
}
