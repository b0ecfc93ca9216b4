/**
 * The calendar of provisions (workflows.md sections 3, 7): the records of an institution or a
 * person in a period, one record (locked for an action), the writes of a record with the slots it
 * occupies (one person is not booked twice in a slot: the primary key of service_record_slots), the
 * signature image, the institution's clients and services, and the QR codes already used. Which
 * actions are allowed is not decided here: common/schedule/service-record-machine.ts.
 */
import type { Queryable } from '../db/db.ts';
import { likePattern } from './sql-parts.ts';

const utc = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
const fio = (alias: string) => `concat_ws(' ', ${alias}.last_name, ${alias}.first_name, ${alias}.middle_name)`;

/** One record as a calendar shows it (no signature image: the card loads it on its own). */
export interface ServiceRecordRow {
  id: number;
  institutionSourceType: number;
  institutionId: number;
  institution: string;
  institutionServiceId: number;
  serviceCaption: string;
  personId: number;
  personFio: string;
  startDate: string;
  endDate: string;
  payed: boolean;
  comment: string | null;
  status: number;
  version: number;
  hasStylusSignature: boolean;
  signedAt: string | null;
  deletedTime: string | null;
  institutionRequestId: number | null;
  registeredByQr: boolean;
  employeeFio: string | null;
}

const COLUMNS = `r.id, r.institution_source_type AS "institutionSourceType", r.institution_id AS "institutionId",
  i.short_caption AS institution, r.institution_service_id AS "institutionServiceId", s.caption AS "serviceCaption",
  r.person_id AS "personId", ${fio('p')} AS "personFio", ${utc('r.start_date')} AS "startDate", ${utc('r.end_date')} AS "endDate",
  r.payed, r.comment, r.status, r.version, r.has_stylus_signature AS "hasStylusSignature", ${utc('r.signed_at')} AS "signedAt",
  ${utc('r.deleted_time')} AS "deletedTime", r.institution_request_id AS "institutionRequestId", r.registered_by_qr AS "registeredByQr",
  CASE WHEN ep.id IS NULL THEN NULL ELSE ${fio('ep')} END AS "employeeFio"`;

const FROM = `FROM service_records r
  JOIN institutions i ON i.id = r.institution_id
  JOIN services s ON s.id = r.institution_service_id
  JOIN persons p ON p.id = r.person_id
  LEFT JOIN employees e ON e.id = r.employee_id
  LEFT JOIN users eu ON eu.id = e.user_id
  LEFT JOIN persons ep ON ep.id = eu.person_id`;

/**
 * What an institution's calendar depends on (see Queryable.changed): every write of its records
 * says so, and the answers kept for its staff are dropped (server/http/public-cache.ts, scopedCache).
 */
export const serviceRecordReferences = {
  institution: (institutionId: number) => `service-records:institution:${institutionId}`,
};

/** A period as instants: from inclusive, to exclusive. */
export interface Period {
  from: string;
  to: string;
}

/** The institution's live records starting in the period (read-all-for-period), optionally of one person. */
export function listInstitutionRecords(
  db: Queryable,
  institutionId: number,
  period: Period,
  personId?: number,
): Promise<ServiceRecordRow[]> {
  return db.query<ServiceRecordRow>(
    `SELECT ${COLUMNS} ${FROM}
      WHERE r.institution_id = $1 AND r.start_date >= $2::timestamptz AND r.start_date < $3::timestamptz AND r.status <> 3
        AND ($4::int IS NULL OR r.person_id = $4::int)
      ORDER BY r.start_date, r.id`,
    [institutionId, period.from, period.to, personId ?? null],
  );
}

/** A person's live records of every institution starting in the period (read-for-period-single). */
export function listPersonRecords(db: Queryable, personId: number, period: Period): Promise<ServiceRecordRow[]> {
  return db.query<ServiceRecordRow>(
    `SELECT ${COLUMNS} ${FROM}
      WHERE r.person_id = $1 AND r.start_date >= $2::timestamptz AND r.start_date < $3::timestamptz AND r.status <> 3
      ORDER BY r.start_date, r.id`,
    [personId, period.from, period.to],
  );
}

/** One record, locked for an action when `forUpdate`. */
export async function findServiceRecord(
  db: Queryable,
  id: number,
  forUpdate = false,
): Promise<ServiceRecordRow | undefined> {
  const [row] = await db.query<ServiceRecordRow>(
    `SELECT ${COLUMNS} ${FROM} WHERE r.id = $1${forUpdate ? ' FOR UPDATE OF r' : ''}`,
    [id],
  );
  return row;
}

/** The slot starts a person already has taken in the period, with the records that took them. */
export function listBusySlots(
  db: Queryable,
  personId: number,
  period: Period,
): Promise<{ slotStart: string; recordId: number }[]> {
  return db.query(
    `SELECT ${utc('slot_start')} AS "slotStart", record_id AS "recordId" FROM service_record_slots
      WHERE person_id = $1 AND slot_start >= $2::timestamptz AND slot_start < $3::timestamptz ORDER BY slot_start`,
    [personId, period.from, period.to],
  );
}

export interface NewServiceRecord {
  institutionSourceType: number;
  institutionId: number;
  institutionServiceId: number;
  personId: number;
  employeeId: number | null;
  startDate: string;
  endDate: string;
  payed: boolean;
  comment: string | null;
  institutionRequestId: number | null;
  registeredByQr: boolean;
}

/** Takes the slots for a record; a slot the person already has fails the statement (23505). */
async function takeSlots(tx: Queryable, recordId: number, personId: number, slotStarts: readonly string[]) {
  await tx.query(
    'INSERT INTO service_record_slots (person_id, slot_start, record_id) SELECT $1, unnest($2::timestamptz[]), $3',
    [personId, slotStarts, recordId],
  );
}

/** A new record with its slots. */
export async function insertServiceRecord(
  tx: Queryable,
  r: NewServiceRecord,
  slotStarts: readonly string[],
): Promise<{ id: number; version: number }> {
  const [row] = await tx.query<{ id: number; version: number }>(
    `INSERT INTO service_records (institution_source_type, institution_id, institution_service_id, person_id, employee_id,
                                  start_date, end_date, payed, comment, institution_request_id, registered_by_qr)
     VALUES ($1, $2, $3, $4, $5, $6::timestamptz, $7::timestamptz, $8, $9, $10, $11) RETURNING id, version`,
    [
      r.institutionSourceType,
      r.institutionId,
      r.institutionServiceId,
      r.personId,
      r.employeeId,
      r.startDate,
      r.endDate,
      r.payed,
      r.comment,
      r.institutionRequestId,
      r.registeredByQr,
    ],
  );
  await takeSlots(tx, row.id, r.personId, slotStarts);
  await tx.changed([serviceRecordReferences.institution(r.institutionId)]);
  return row;
}

export interface ServiceRecordChange {
  institutionServiceId: number;
  startDate: string;
  endDate: string;
  payed: boolean;
  comment: string | null;
}

/** An edit at `version`: the new times take their slots anew; false when the version moved on. */
export async function updateServiceRecord(
  tx: Queryable,
  id: number,
  personId: number,
  version: number,
  change: ServiceRecordChange,
  slotStarts: readonly string[],
): Promise<boolean> {
  const rows = await tx.query<{ institutionId: number }>(
    `UPDATE service_records SET institution_service_id = $3, start_date = $4::timestamptz, end_date = $5::timestamptz,
            payed = $6, comment = $7, version = version + 1
      WHERE id = $1 AND version = $2 RETURNING institution_id AS "institutionId"`,
    [id, version, change.institutionServiceId, change.startDate, change.endDate, change.payed, change.comment],
  );
  if (!rows.length) return false;
  await tx.query('DELETE FROM service_record_slots WHERE record_id = $1', [id]);
  await takeSlots(tx, id, personId, slotStarts);
  await tx.changed([serviceRecordReferences.institution(rows[0].institutionId)]);
  return true;
}

/** The person's signature at `version`: the record becomes signed with its image. */
export async function signServiceRecord(tx: Queryable, id: number, version: number, image: Buffer): Promise<boolean> {
  const rows = await tx.query<{ institutionId: number }>(
    `UPDATE service_records SET status = 2, signature_image = $3, has_stylus_signature = true, signed_at = now(),
            version = version + 1
      WHERE id = $1 AND version = $2 RETURNING institution_id AS "institutionId"`,
    [id, version, image],
  );
  if (!rows.length) return false;
  await tx.changed([serviceRecordReferences.institution(rows[0].institutionId)]);
  return true;
}

/** Deletion at `version`: the record is kept with its time of deletion, its slots are free again. */
export async function deleteServiceRecord(tx: Queryable, id: number, version: number): Promise<boolean> {
  const rows = await tx.query<{ institutionId: number }>(
    `UPDATE service_records SET status = 3, deleted_time = now(), version = version + 1
      WHERE id = $1 AND version = $2 RETURNING institution_id AS "institutionId"`,
    [id, version],
  );
  if (!rows.length) return false;
  await tx.query('DELETE FROM service_record_slots WHERE record_id = $1', [id]);
  await tx.changed([serviceRecordReferences.institution(rows[0].institutionId)]);
  return true;
}

/** A record's signature image, if signed. */
export async function findSignatureImage(db: Queryable, id: number): Promise<Buffer | undefined> {
  const [row] = await db.query<{ image: Uint8Array | null }>(
    'SELECT signature_image AS image FROM service_records WHERE id = $1',
    [id],
  );
  return row?.image ? Buffer.from(row.image) : undefined;
}

/** An institution as the calendar needs it. */
export interface ScheduleInstitution {
  id: number;
  caption: string;
  sourceType: number;
}

export async function findScheduleInstitution(db: Queryable, id: number): Promise<ScheduleInstitution | undefined> {
  const [row] = await db.query<ScheduleInstitution>(
    'SELECT id, short_caption AS caption, source_type AS "sourceType" FROM institutions WHERE id = $1',
    [id],
  );
  return row;
}

/** Catalogue group 9 announces subsidy contests: no one is given such a «service» in the calendar. */
const SUBSIDY_CONTESTS_GROUP = 9;

/** A service of an institution one may record (a subsidy contest is not one). */
export interface ScheduleService {
  id: number;
  caption: string;
  rateType: string;
  rateUnit: string | null;
  price: string | null;
}

export function listScheduleServices(db: Queryable, institutionId: number): Promise<ScheduleService[]> {
  return db.query<ScheduleService>(
    `SELECT id, caption, rate_type AS "rateType", rate_unit AS "rateUnit", price::text AS price
       FROM services WHERE institution_id = $1 AND catalog_group IS DISTINCT FROM ${SUBSIDY_CONTESTS_GROUP} ORDER BY caption, id`,
    [institutionId],
  );
}

export async function findScheduleService(
  db: Queryable,
  institutionId: number,
  serviceId: number,
): Promise<ScheduleService | undefined> {
  const [row] = await db.query<ScheduleService>(
    `SELECT id, caption, rate_type AS "rateType", rate_unit AS "rateUnit", price::text AS price
       FROM services WHERE institution_id = $1 AND id = $2 AND catalog_group IS DISTINCT FROM ${SUBSIDY_CONTESTS_GROUP}`,
    [institutionId, serviceId],
  );
  return row;
}

/** A client of an institution as the calendar's row. */
export interface ScheduleClient {
  id: number;
  lastName: string;
  firstName: string;
  middleName: string | null;
  birthDate: string;
  /** The last service recorded for them here (the default of a new card). */
  lastServiceId: number | null;
  registeredByQr: number;
}

/** The institution's clients (all-clients), found by name when `search` is given. */
export function listScheduleClients(db: Queryable, institutionId: number, search?: string): Promise<ScheduleClient[]> {
  const pattern = search?.trim() ? likePattern(search.trim().toLowerCase(), 'contains') : null;
  return db.query<ScheduleClient>(
    `SELECT p.id, p.last_name AS "lastName", p.first_name AS "firstName", p.middle_name AS "middleName",
            to_char(p.birth_date, 'YYYY-MM-DD') AS "birthDate",
            (SELECT r.institution_service_id FROM service_records r
              WHERE r.institution_id = c.institution_id AND r.person_id = p.id AND r.status <> 3
              ORDER BY r.start_date DESC LIMIT 1) AS "lastServiceId",
            (SELECT count(*)::int FROM service_records r
              WHERE r.institution_id = c.institution_id AND r.person_id = p.id AND r.registered_by_qr) AS "registeredByQr"
       FROM institution_clients c JOIN persons p ON p.id = c.person_id
      WHERE c.institution_id = $1
        AND ($2::text IS NULL OR lower(${fio('p')}) LIKE $2::text)
      ORDER BY p.last_name, p.first_name, p.middle_name, p.id`,
    [institutionId, pattern],
  );
}

/** True when the person is the institution's client. */
export async function isInstitutionClient(db: Queryable, institutionId: number, personId: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM institution_clients WHERE institution_id = $1 AND person_id = $2', [
    institutionId,
    personId,
  ]);
  return rows.length > 0;
}

/** Makes the person the institution's client (registration by QR, an accepted request). */
export async function addInstitutionClient(tx: Queryable, institutionId: number, personId: number): Promise<void> {
  await tx.query('INSERT INTO institution_clients (institution_id, person_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    institutionId,
    personId,
  ]);
}

/** A person's name and birth date. */
export async function findSchedulePerson(
  db: Queryable,
  personId: number,
): Promise<{ id: number; lastName: string; firstName: string; middleName: string | null } | undefined> {
  const [row] = await db.query<{ id: number; lastName: string; firstName: string; middleName: string | null }>(
    'SELECT id, last_name AS "lastName", first_name AS "firstName", middle_name AS "middleName" FROM persons WHERE id = $1',
    [personId],
  );
  return row;
}

/** The use of a QR code, if it has registered someone. */
export async function findUsedQr(
  db: Queryable,
  digest: string,
): Promise<{ recordId: number; usedAt: string } | undefined> {
  const [row] = await db.query<{ recordId: number; usedAt: string }>(
    `SELECT record_id AS "recordId", ${utc('used_at')} AS "usedAt" FROM used_qr_codes WHERE digest = $1`,
    [digest],
  );
  return row;
}

/** Marks a QR code used by the record it made; a second use fails the statement (23505). */
export async function insertUsedQr(tx: Queryable, digest: string, recordId: number, userId: number): Promise<void> {
  await tx.query('INSERT INTO used_qr_codes (digest, record_id, used_by_user_id) VALUES ($1, $2, $3)', [
    digest,
    recordId,
    userId,
  ]);
}
