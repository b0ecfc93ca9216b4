/**
 * A person's requests to be registered for a service (/reg-service/request/*): the list of the
 * applicant or of the institution, one request (locked for an action), its documents, and the writes
 * of a filing and of an action. Which actions are allowed: common/schedule/registration-request-machine.ts.
 */
import type { Queryable } from '../db/db.ts';
import type { StoredFile } from './files.ts';

const utc = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
const fio = (alias: string) => `concat_ws(' ', ${alias}.last_name, ${alias}.first_name, ${alias}.middle_name)`;

export interface RegistrationRow {
  id: number;
  number: string;
  institutionId: number;
  institution: string;
  institutionServiceId: number;
  service: string;
  personId: number;
  personFio: string;
  status: number;
  version: number;
  createdAt: string;
  wishedDate: string | null;
  phone: string | null;
  comment: string | null;
  reason: string | null;
  filesCount: number;
}

const COLUMNS = `r.id, r.number, r.institution_id AS "institutionId", i.short_caption AS institution,
  r.institution_service_id AS "institutionServiceId", s.caption AS service, r.person_id AS "personId", ${fio('p')} AS "personFio",
  r.status, r.version, ${utc('r.created_at')} AS "createdAt", to_char(r.wished_date, 'YYYY-MM-DD') AS "wishedDate",
  r.phone, r.comment, r.reason,
  (SELECT count(*)::int FROM registration_request_files f WHERE f.request_id = r.id) AS "filesCount"`;
const FROM = `FROM registration_requests r JOIN institutions i ON i.id = r.institution_id
  JOIN services s ON s.id = r.institution_service_id JOIN persons p ON p.id = r.person_id`;

/** Whose requests: the applicant's own, or an institution's. */
export type RegistrationScope = { personId: number } | { institutionId: number };

const scopeWhere = (scope: RegistrationScope) =>
  'personId' in scope ? ['r.person_id = $1', scope.personId] : ['r.institution_id = $1', scope.institutionId];

export function listRegistrationRequests(db: Queryable, scope: RegistrationScope): Promise<RegistrationRow[]> {
  const [where, value] = scopeWhere(scope);
  return db.query<RegistrationRow>(
    `SELECT ${COLUMNS} ${FROM} WHERE ${where} ORDER BY r.created_at DESC, r.id DESC LIMIT 200`,
    [value],
  );
}

export async function findRegistrationRequest(
  db: Queryable,
  id: number,
  forUpdate = false,
): Promise<RegistrationRow | undefined> {
  const [row] = await db.query<RegistrationRow>(
    `SELECT ${COLUMNS} ${FROM} WHERE r.id = $1${forUpdate ? ' FOR UPDATE OF r' : ''}`,
    [id],
  );
  return row;
}

export interface NewRegistration {
  number: string;
  institutionId: number;
  institutionServiceId: number;
  personId: number;
  wishedDate: string | null;
  phone: string | null;
  comment: string | null;
}

export async function insertRegistrationRequest(
  tx: Queryable,
  r: NewRegistration,
): Promise<{ id: number; version: number }> {
  const [row] = await tx.query<{ id: number; version: number }>(
    `INSERT INTO registration_requests (number, institution_id, institution_service_id, person_id, wished_date, phone, comment)
     VALUES ($1, $2, $3, $4, $5::date, $6, $7) RETURNING id, version`,
    [r.number, r.institutionId, r.institutionServiceId, r.personId, r.wishedDate, r.phone, r.comment],
  );
  return row;
}

/** An action's result at `version`; false when the version moved on. */
export async function updateRegistrationStatus(
  tx: Queryable,
  id: number,
  version: number,
  status: number,
  reason: string | null,
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE registration_requests SET status = $3, reason = COALESCE($4, reason), decided_at = now(), version = version + 1
      WHERE id = $1 AND version = $2 RETURNING id`,
    [id, version, status, reason],
  );
  return rows.length > 0;
}

export function listRegistrationFiles(
  db: Queryable,
  requestId: number,
): Promise<{ id: string; name: string; sizeBytes: number }[]> {
  return db.query(
    `SELECT f.id, f.original_name AS name, f.size_bytes::int AS "sizeBytes"
       FROM registration_request_files rf JOIN files f ON f.id = rf.file_id WHERE rf.request_id = $1 ORDER BY f.created_at, f.id`,
    [requestId],
  );
}

export async function attachRegistrationFile(tx: Queryable, requestId: number, fileId: string): Promise<void> {
  await tx.query('INSERT INTO registration_request_files (request_id, file_id) VALUES ($1, $2)', [requestId, fileId]);
}

/** A document of a request, if it is one of its documents. */
export async function findRegistrationFile(
  db: Queryable,
  requestId: number,
  fileId: string,
): Promise<StoredFile | undefined> {
  const [row] = await db.query<StoredFile>(
    `SELECT f.id, f.original_name AS "originalName", f.storage_key AS "storageKey", f.size_bytes::int AS "sizeBytes",
            f.content_type AS "contentType"
       FROM registration_request_files rf JOIN files f ON f.id = rf.file_id WHERE rf.request_id = $1 AND f.id = $2::uuid`,
    [requestId, fileId],
  );
  return row;
}
