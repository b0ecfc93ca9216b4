import type { Queryable } from '../db/db.ts';
import { pageWithCount, parameters, type Page } from './paging.ts';
import { conditionsOf, pageClause } from './sql-parts.ts';

export interface ActRow {
  id: number;
  /** The act's own number, given in the transaction that created it ('ОИП-2026/0500'; common/numbering.ts). */
  number: string;
  actType: string;
  personId: number;
  institutionId: number | null;
  createdBy: number;
  schemaVersion: number;
  data: Record<string, unknown>;
  blocks: Record<string, string>;
  version: number;
  status: number | null;
  statusNote: string | null;
  signedAt: string | null;
  signedBy: number | null;
  signatureKind: 'graphic' | 'electronic' | null;
  contentHash: string | null;
  basedOn: number | null;
  createdAt: string;
  updatedAt: string;
}

const COLUMNS = `id, act_type AS "actType", person_id AS "personId", institution_id AS "institutionId",
  created_by AS "createdBy", schema_version AS "schemaVersion", data, blocks, version, status,
  status_note AS "statusNote", signed_at AS "signedAt", signed_by AS "signedBy", signature_kind AS "signatureKind",
  content_hash AS "contentHash", based_on AS "basedOn", created_at AS "createdAt", updated_at AS "updatedAt", number`;

/** One act of a type, optionally locked for update inside a transaction. */
export async function findAct(db: Queryable, actType: string, id: number, lock = false): Promise<ActRow | undefined> {
  const rows = await db.query<ActRow>(
    `SELECT ${COLUMNS} FROM acts WHERE id = $1 AND act_type = $2${lock ? ' FOR UPDATE' : ''}`,
    [id, actType],
  );
  return rows[0];
}

export interface NewAct {
  actType: string;
  /** The number assignDocumentNumber gave it in the same transaction (document-numbers.ts). */
  number: string;
  personId: number;
  institutionId: number | null;
  createdBy: number;
  schemaVersion: number;
  data: Record<string, unknown>;
  blocks?: Record<string, string>;
  status?: number | null;
  basedOn?: number | null;
}

/** Stores a new act with its number; inside the transaction that took the number. */
export async function insertAct(tx: Queryable, act: NewAct): Promise<ActRow> {
  const rows = await tx.query<ActRow>(
    `INSERT INTO acts (act_type, person_id, institution_id, created_by, schema_version, data, blocks, status, based_on, number)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ${COLUMNS}`,
    [
      act.actType,
      act.personId,
      act.institutionId,
      act.createdBy,
      act.schemaVersion,
      JSON.stringify(act.data),
      JSON.stringify(act.blocks ?? {}),
      act.status ?? null,
      act.basedOn ?? null,
      act.number,
    ],
  );
  return rows[0];
}

/**
 * Stores new data if the version still matches; returns the new row or undefined on a stale version.
 * The data is written under the schema version given (the current one: a save migrates the act).
 */
export async function updateActData(
  db: Queryable,
  id: number,
  expectedVersion: number,
  data: Record<string, unknown>,
  blocks: Record<string, string>,
  schemaVersion: number,
): Promise<ActRow | undefined> {
  const rows = await db.query<ActRow>(
    `UPDATE acts SET data = $3, blocks = $4, schema_version = $5, version = version + 1, updated_at = now()
      WHERE id = $1 AND version = $2 RETURNING ${COLUMNS}`,
    [id, expectedVersion, JSON.stringify(data), JSON.stringify(blocks), schemaVersion],
  );
  return rows[0];
}

/**
 * Stores an unsigned act's data migrated to a newer schema version (server/acts/engine.ts). The
 * act's version is kept: the content is the same, so a person's save based on it is not stale.
 * Writes only while the row is still under `fromVersion` and unsigned; true when it wrote.
 */
export async function writeMigratedAct(
  db: Queryable,
  id: number,
  fromVersion: number,
  data: Record<string, unknown>,
  schemaVersion: number,
): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `UPDATE acts SET data = $3, schema_version = $4
      WHERE id = $1 AND schema_version = $2 AND signed_at IS NULL RETURNING id`,
    [id, fromVersion, JSON.stringify(data), schemaVersion],
  );
  return rows.length > 0;
}

/** Unsigned acts of a type written under an older schema version than `current` (the batch migration). */
export async function listOutdatedActs(db: Queryable, actType: string, current: number): Promise<ActRow[]> {
  return db.query<ActRow>(
    `SELECT ${COLUMNS} FROM acts WHERE act_type = $1 AND schema_version < $2 AND signed_at IS NULL ORDER BY id`,
    [actType, current],
  );
}

export interface Signature {
  signedBy: number;
  kind: 'graphic' | 'electronic';
  image: string | null;
  contentHash: string;
}

export async function signAct(
  db: Queryable,
  id: number,
  expectedVersion: number,
  s: Signature,
): Promise<ActRow | undefined> {
  const rows = await db.query<ActRow>(
    `UPDATE acts SET signed_at = now(), signed_by = $3, signature_kind = $4, signature_image = $5, content_hash = $6,
            version = version + 1, updated_at = now()
      WHERE id = $1 AND version = $2 AND signed_at IS NULL RETURNING ${COLUMNS}`,
    [id, expectedVersion, s.signedBy, s.kind, s.image, s.contentHash],
  );
  return rows[0];
}

export interface ActListFilter {
  actType: string;
  institutionId: number | null;
  personId?: number;
  /** Entries by date (act.json `entryDate`): the date field's path in the data, newest entry first. */
  entryDate?: string[];
  /** Only entries of this month ('2026-11'), with `entryDate`. */
  month?: string;
  offset: number;
  limit: number;
}

/** A page of acts of a type, newest first: one institution's, or all (institutionId null, admins). */
export function listActs(db: Queryable, f: ActListFilter): Promise<Page<ActRow & { personCaption: string }>> {
  const { values, p } = parameters();
  // The path comes from act.json (names of schema properties), checked here to stay a plain literal.
  const datePath =
    f.entryDate && f.entryDate.every((token) => /^[A-Za-z0-9_]+$/.test(token)) ? `'{${f.entryDate.join(',')}}'` : null;
  const where = conditionsOf(
    { institutionId: f.institutionId, personId: f.personId, month: datePath ? f.month : undefined },
    {
      institutionId: (id) => `institution_id = ${p(id)}`,
      personId: (id) => `person_id = ${p(id)}`,
      month: (month) => `left(data #>> ${datePath}::text[], 7) = ${p(month)}`,
    },
    [`act_type = ${p(f.actType)}`],
  );
  const count = { sql: `SELECT count(*)::int AS total FROM acts WHERE ${where}`, params: [...values] };
  // Entries by date: the newest day first, within a day the latest written first.
  const byDate = datePath ? `a.data #>> ${datePath}::text[] DESC NULLS LAST, ` : '';
  const page = {
    sql: `SELECT a.*, concat_ws(' ', p.last_name, p.first_name, p.middle_name) AS "personCaption"
            FROM (SELECT ${COLUMNS} FROM acts WHERE ${where}) a JOIN persons p ON p.id = a."personId"
           ORDER BY ${byDate}a."updatedAt" DESC, a.id DESC ${pageClause(p, f)}`,
    params: values,
  };
  return pageWithCount<ActRow & { personCaption: string }>(db, page, count);
}

/** Sets a workflow status (and its note); a return also voids the signature so the content can change. */
export async function setActStatus(
  db: Queryable,
  id: number,
  status: number,
  note: string | null,
  voidSignature: boolean,
): Promise<ActRow | undefined> {
  const rows = await db.query<ActRow>(
    `UPDATE acts SET status = $2, status_note = $3, version = version + 1, updated_at = now()
       ${voidSignature ? ', signed_at = NULL, signed_by = NULL, signature_kind = NULL, signature_image = NULL, content_hash = NULL' : ''}
      WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, status, note],
  );
  return rows[0];
}

/** Reports of a type about the given people (a guardian's wards), or of an institution, or all. */
export async function listActsFor(
  db: Queryable,
  actType: string,
  filter: { personIds?: number[]; institutionId?: number | null },
) {
  return db.query<ActRow & { personCaption: string }>(
    `SELECT a.*, concat_ws(' ', p.last_name, p.first_name, p.middle_name) AS "personCaption"
       FROM (SELECT ${COLUMNS} FROM acts WHERE act_type = $1
               AND ($2::int[] IS NULL OR person_id = ANY($2::int[]))
               AND ($3::int IS NULL OR institution_id = $3)) a
       JOIN persons p ON p.id = a."personId"
      ORDER BY a."updatedAt" DESC, a.id DESC LIMIT 200`,
    [actType, filter.personIds ?? null, filter.institutionId ?? null],
  );
}

/** Links uploaded files to an act (supporting documents). */
export async function linkActFiles(db: Queryable, actId: number, fileIds: string[]): Promise<void> {
  await db.query(`DELETE FROM act_files WHERE act_id = $1 AND NOT (file_id = ANY($2::uuid[]))`, [actId, fileIds]);
  if (fileIds.length) {
    await db.query(`INSERT INTO act_files (act_id, file_id) SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING`, [
      actId,
      fileIds,
    ]);
  }
}

export interface ActFile {
  id: string;
  originalName: string;
  storageKey: string;
  sizeBytes: number;
}

export function listActFiles(db: Queryable, actId: number): Promise<ActFile[]> {
  return db.query<ActFile>(
    `SELECT f.id, f.original_name AS "originalName", f.storage_key AS "storageKey", f.size_bytes::int AS "sizeBytes"
       FROM act_files af JOIN files f ON f.id = af.file_id WHERE af.act_id = $1 ORDER BY f.created_at`,
    [actId],
  );
}

/** Of the given file ids, those the user uploaded (a report may only reference its author's files). */
export async function filesUploadedBy(db: Queryable, fileIds: string[], userId: number): Promise<string[]> {
  if (!fileIds.length) return [];
  const rows = await db.query<{ id: string }>(`SELECT id FROM files WHERE id = ANY($1::uuid[]) AND uploaded_by = $2`, [
    fileIds,
    userId,
  ]);
  return rows.map((r) => r.id);
}

/** The first key of the advisory lock a new report takes on its ward (the second is the ward's id). */
const WARD_REPORTS_LOCK = 26_001;

/**
 * Makes the caller's transaction wait for any other one creating a report about this ward, until
 * it ends: the one-report-per-period check and the insert then see each other's rows.
 */
export async function lockWardReports(tx: Queryable, wardId: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [WARD_REPORTS_LOCK, wardId]);
}

/** A report about a ward whose period overlaps [periodFrom, periodTo], other than `exceptId`. */
export async function findOverlappingReport(
  db: Queryable,
  wardId: number,
  periodFrom: string,
  periodTo: string,
  exceptId: number | null,
): Promise<{ id: number; number: string; periodFrom: string; periodTo: string } | undefined> {
  const rows = await db.query<{ id: number; number: string; periodFrom: string; periodTo: string }>(
    `SELECT id, number, data->>'periodFrom' AS "periodFrom", data->>'periodTo' AS "periodTo"
       FROM acts
      WHERE act_type = 'guardian-report' AND person_id = $1 AND ($4::int IS NULL OR id <> $4)
        AND data->>'periodFrom' <= $3 AND data->>'periodTo' >= $2
      ORDER BY id LIMIT 1`,
    [wardId, periodFrom, periodTo, exceptId],
  );
  return rows[0];
}

/** The signature drawn when the act was signed (PNG data URL), read only for printing: it is large. */
export async function findSignatureImage(db: Queryable, id: number): Promise<string | null> {
  const rows = await db.query<{ image: string | null }>('SELECT signature_image AS image FROM acts WHERE id = $1', [
    id,
  ]);
  return rows[0]?.image ?? null;
}

/** One act of any of the given types (the questionnaires), or none. */
export async function findActOfTypes(db: Queryable, actTypes: readonly string[], id: number, lock = false) {
  const rows = await db.query<ActRow>(
    `SELECT ${COLUMNS} FROM acts WHERE id = $1 AND act_type = ANY($2::text[])${lock ? ' FOR UPDATE' : ''}`,
    [id, [...actTypes]],
  );
  return rows[0];
}

/** A page of acts of the given types (the questionnaires): one person's or all, one institution's or all, newest first. */
export function listActsOfTypes(
  db: Queryable,
  f: { actTypes: readonly string[]; institutionId: number | null; personId?: number; offset: number; limit: number },
): Promise<Page<ActRow & { personCaption: string }>> {
  const { values, p } = parameters();
  const where = conditionsOf(
    { institutionId: f.institutionId, personId: f.personId },
    { institutionId: (id) => `institution_id = ${p(id)}`, personId: (id) => `person_id = ${p(id)}` },
    [`act_type = ANY(${p([...f.actTypes])}::text[])`],
  );
  const count = { sql: `SELECT count(*)::int AS total FROM acts WHERE ${where}`, params: [...values] };
  const page = {
    sql: `SELECT a.*, concat_ws(' ', p.last_name, p.first_name, p.middle_name) AS "personCaption"
            FROM (SELECT ${COLUMNS} FROM acts WHERE ${where}) a JOIN persons p ON p.id = a."personId"
           ORDER BY a."updatedAt" DESC, a.id DESC ${pageClause(p, f)}`,
    params: values,
  };
  return pageWithCount<ActRow & { personCaption: string }>(db, page, count);
}
