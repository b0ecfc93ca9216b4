import type { Queryable } from '../db/db.ts';
import { ACCOUNT_JSON, type AccountRow } from './users.ts';

export interface LoginTransaction {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
}

export interface SessionRow {
  idHash: string;
  userId: number;
  idToken: string | null;
  lastSeenAt: Date;
  institutionId: number | null;
  institutionRole: number | null;
  institutionSourceType: number | null;
  impersonationKind: 'person' | 'representative' | 'institution-role' | null;
  impersonatedUserId: number | null;
  impersonatedPersonId: number | null;
}

/** A pending login is good for this long, as its cookie; then it is deleted. */
export const LOGIN_TRANSACTION_MINUTES = 15;

/** Stores a pending login; expired ones are removed on the way. */
export async function saveLoginTransaction(db: Queryable, idHash: string, tx: LoginTransaction): Promise<void> {
  await deleteExpiredLoginTransactions(db);
  await db.query(
    `INSERT INTO login_transactions (id_hash, state, nonce, code_verifier, redirect_uri) VALUES ($1, $2, $3, $4, $5)`,
    [idHash, tx.state, tx.nonce, tx.codeVerifier, tx.redirectUri],
  );
}

/** Takes (reads and deletes) a pending login that has not expired. */
export async function takeLoginTransaction(db: Queryable, idHash: string): Promise<LoginTransaction | undefined> {
  const rows = await db.query<LoginTransaction>(
    `DELETE FROM login_transactions WHERE id_hash = $1 AND created_at > now() - make_interval(mins => $2)
     RETURNING state, nonce, code_verifier AS "codeVerifier", redirect_uri AS "redirectUri"`,
    [idHash, LOGIN_TRANSACTION_MINUTES],
  );
  return rows[0];
}

/** Drops a pending login (the browser started another one). */
export async function deleteLoginTransaction(db: Queryable, idHash: string): Promise<void> {
  await db.query(`DELETE FROM login_transactions WHERE id_hash = $1`, [idHash]);
}

/** Deletes every pending login past its time; returns how many there were. */
export async function deleteExpiredLoginTransactions(db: Queryable): Promise<number> {
  const rows = await db.query(
    `DELETE FROM login_transactions WHERE created_at <= now() - make_interval(mins => $1) RETURNING 1`,
    [LOGIN_TRANSACTION_MINUTES],
  );
  return rows.length;
}

export async function createSession(
  db: Queryable,
  idHash: string,
  userId: number,
  idToken: string | null,
): Promise<void> {
  await db.query(`INSERT INTO sessions (id_hash, user_id, id_token) VALUES ($1, $2, $3)`, [idHash, userId, idToken]);
}

/**
 * A live session (not revoked and seen within idleMinutes) with its user's account, in one
 * statement: every signed-in request starts with it.
 */
export async function findLiveSession(
  db: Queryable,
  idHash: string,
  idleMinutes: number,
): Promise<{ session: SessionRow; account?: AccountRow } | undefined> {
  const rows = await db.query<SessionRow & { account: AccountRow | null }>(
    `SELECT id_hash AS "idHash", user_id AS "userId", id_token AS "idToken", last_seen_at AS "lastSeenAt",
            institution_id AS "institutionId", institution_role AS "institutionRole",
            institution_source_type AS "institutionSourceType", impersonation_kind AS "impersonationKind",
            impersonated_user_id AS "impersonatedUserId", impersonated_person_id AS "impersonatedPersonId",
            (SELECT ${ACCOUNT_JSON} FROM users u WHERE u.id = s.user_id) AS account
       FROM sessions s
      WHERE id_hash = $1 AND revoked_at IS NULL AND last_seen_at > now() - make_interval(mins => $2)`,
    [idHash, idleMinutes],
  );
  if (!rows[0]) return undefined;
  const { account, ...session } = rows[0];
  return { session, account: account ?? undefined };
}

export async function touchSession(db: Queryable, idHash: string): Promise<void> {
  await db.query(`UPDATE sessions SET last_seen_at = now() WHERE id_hash = $1`, [idHash]);
}

export async function revokeSession(db: Queryable, idHash: string): Promise<void> {
  await db.query(`UPDATE sessions SET revoked_at = now() WHERE id_hash = $1 AND revoked_at IS NULL`, [idHash]);
}

/** Sets the role chosen on /select-role (all null: the person role). */
export async function setSessionRole(
  db: Queryable,
  idHash: string,
  role: { institutionId: number | null; institutionRole: number | null; institutionSourceType: number | null },
): Promise<void> {
  await db.query(
    `UPDATE sessions SET institution_id = $2, institution_role = $3, institution_source_type = $4 WHERE id_hash = $1`,
    [idHash, role.institutionId, role.institutionRole, role.institutionSourceType],
  );
}

export interface Impersonation {
  kind: 'person' | 'representative' | 'institution-role';
  userId: number | null;
  personId: number | null;
  institutionId: number | null;
  institutionRole: number | null;
  institutionSourceType: number | null;
}

/** Turns impersonation on (or off with null) and writes the audit row in the same transaction. */
export async function setImpersonation(
  db: Queryable,
  idHash: string,
  adminUserId: number,
  target: Impersonation | null,
): Promise<void> {
  await db.query(
    `UPDATE sessions SET impersonation_kind = $2, impersonated_user_id = $3, impersonated_person_id = $4,
            institution_id = $5, institution_role = $6, institution_source_type = $7
      WHERE id_hash = $1`,
    [
      idHash,
      target?.kind ?? null,
      target?.userId ?? null,
      target?.personId ?? null,
      target?.institutionId ?? null,
      target?.institutionRole ?? null,
      target?.institutionSourceType ?? null,
    ],
  );
  await db.query(
    `INSERT INTO impersonation_audit (admin_user_id, action, kind, target_user_id, target_person_id, institution_role, institution_source_type)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      adminUserId,
      target ? 'start' : 'stop',
      target?.kind ?? null,
      target?.userId ?? null,
      target?.personId ?? null,
      target?.institutionRole ?? null,
      target?.institutionSourceType ?? null,
    ],
  );
}
