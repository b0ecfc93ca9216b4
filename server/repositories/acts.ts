import type { Queryable } from '../db/db.ts';

export interface ActRow {
  id: number;
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
  content_hash AS "contentHash", based_on AS "basedOn", created_at AS "createdAt", updated_at AS "updatedAt"`;

/** One act of a type, optionally locked for update inside a transaction. */
export async function findAct(db: Queryable, actType: string, id: number, lock = false): Promise<ActRow | undefined> {
  const rows = await db.query<ActRow>(`SELECT ${COLUMNS} FROM acts WHERE id = $1 AND act_type = $2${lock ? ' FOR UPDATE' : ''}`, [id, actType]);
  return rows[0];
}

export interface NewAct {
  actType: string;
  personId: number;
  institutionId: number | null;
  createdBy: number;
  schemaVersion: number;
  data: Record<string, unknown>;
  blocks?: Record<string, string>;
  status?: number | null;
  basedOn?: number | null;
}

export async function insertAct(db: Queryable, act: NewAct): Promise<ActRow> {
  const rows = await db.query<ActRow>(
    `INSERT INTO acts (act_type, person_id, institution_id, created_by, schema_version, data, blocks, status, based_on)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${COLUMNS}`,
    [act.actType, act.personId, act.institutionId, act.createdBy, act.schemaVersion, JSON.stringify(act.data), JSON.stringify(act.blocks ?? {}), act.status ?? null, act.basedOn ?? null],
  );
  return rows[0];
}

/** Stores new data if the version still matches; returns the new row or undefined on a stale version. */
export async function updateActData(
  db: Queryable,
  id: number,
  expectedVersion: number,
  data: Record<string, unknown>,
  blocks: Record<string, string>,
): Promise<ActRow | undefined> {
  const rows = await db.query<ActRow>(
    `UPDATE acts SET data = $3, blocks = $4, version = version + 1, updated_at = now()
      WHERE id = $1 AND version = $2 RETURNING ${COLUMNS}`,
    [id, expectedVersion, JSON.stringify(data), JSON.stringify(blocks)],
  );
  return rows[0];
}

export interface Signature {
  signedBy: number;
  kind: 'graphic' | 'electronic';
  image: string | null;
  contentHash: string;
}

export async function signAct(db: Queryable, id: number, expectedVersion: number, s: Signature): Promise<ActRow | undefined> {
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
  offset: number;
  limit: number;
}

/** A page of acts of a type, newest first: one institution's, or all (institutionId null, admins). */
export async function listActs(db: Queryable, f: ActListFilter) {
  const where = `act_type = $1 AND ($2::int IS NULL OR institution_id = $2) AND ($3::int IS NULL OR person_id = $3)`;
  const args = [f.actType, f.institutionId, f.personId ?? null];
  const [items, total] = await Promise.all([
    db.query<ActRow & { personCaption: string }>(
      `SELECT a.*, concat_ws(' ', p.last_name, p.first_name, p.middle_name) AS "personCaption"
         FROM (SELECT ${COLUMNS} FROM acts WHERE ${where}) a JOIN persons p ON p.id = a."personId"
        ORDER BY a."updatedAt" DESC, a.id DESC OFFSET $4 LIMIT $5`,
      [...args, f.offset, f.limit],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM acts WHERE ${where}`, args),
  ]);
  return { items, total: total[0].total };
}
