/**
 * The identities of a large family and of a labour veteran (common/identities/identity-kinds.ts):
 * a person's own, its family members, the little the public check reads, and the key that signs
 * the check links.
 */
import type { Queryable } from '../db/db.ts';
import type { IdentityKind, MemberRelation } from '../../common/identities/identity-kinds.ts';

export interface IdentityRow {
  id: number;
  kind: IdentityKind;
  number: string;
  personId: number;
  lastName: string;
  firstName: string;
  middleName: string | null;
  birthDate: string;
  issuedOn: string;
  validUntil: string | null;
  issuedBy: string;
  basis: string | null;
  revokedOn: string | null;
  revokeReason: string | null;
}

export interface IdentityMemberRow {
  personId: number;
  lastName: string;
  firstName: string;
  middleName: string | null;
  birthDate: string;
  gender: number;
  relation: MemberRelation;
}

const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

const COLUMNS = `d.id, d.kind, d.number, d.person_id AS "personId", p.last_name AS "lastName", p.first_name AS "firstName",
  p.middle_name AS "middleName", ${day('p.birth_date')} AS "birthDate", ${day('d.issued_on')} AS "issuedOn",
  ${day('d.valid_until')} AS "validUntil", d.issued_by AS "issuedBy", d.basis, ${day('d.revoked_on')} AS "revokedOn",
  d.revoke_reason AS "revokeReason"`;

/** The person's latest identity of a kind (the newest issued), undefined when they hold none. */
export async function findLatestIdentity(
  db: Queryable,
  personId: number,
  kind: IdentityKind,
): Promise<IdentityRow | undefined> {
  const [row] = await db.query<IdentityRow>(
    `SELECT ${COLUMNS} FROM identities d JOIN persons p ON p.id = d.person_id
      WHERE d.person_id = $1 AND d.kind = $2 ORDER BY d.issued_on DESC, d.id DESC LIMIT 1`,
    [personId, kind],
  );
  return row;
}

/** One identity of a kind by its id, whoever holds it: for the public check of a signed link only. */
export async function findIdentityOfKind(
  db: Queryable,
  kind: IdentityKind,
  id: number,
): Promise<IdentityRow | undefined> {
  const [row] = await db.query<IdentityRow>(
    `SELECT ${COLUMNS} FROM identities d JOIN persons p ON p.id = d.person_id WHERE d.id = $1 AND d.kind = $2`,
    [id, kind],
  );
  return row;
}

/** The family members an identity lists, in its order. */
export function listIdentityMembers(db: Queryable, identityId: number): Promise<IdentityMemberRow[]> {
  return db.query<IdentityMemberRow>(
    `SELECT p.id AS "personId", p.last_name AS "lastName", p.first_name AS "firstName", p.middle_name AS "middleName",
            ${day('p.birth_date')} AS "birthDate", p.gender, m.relation
       FROM identity_members m JOIN persons p ON p.id = m.person_id
      WHERE m.identity_id = $1 ORDER BY m.position, p.id`,
    [identityId],
  );
}

/**
 * The key of a purpose: the stored one, or `made` stored first when there is none yet (two servers
 * starting at once keep the first one written).
 */
export async function signingKey(db: Queryable, purpose: string, made: string): Promise<string> {
  await db.query('INSERT INTO signing_keys (purpose, key) VALUES ($1, $2) ON CONFLICT (purpose) DO NOTHING', [
    purpose,
    made,
  ]);
  const [row] = await db.query<{ key: string }>('SELECT key FROM signing_keys WHERE purpose = $1', [purpose]);
  return row.key;
}
