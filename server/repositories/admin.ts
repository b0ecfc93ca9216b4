import type { Queryable } from '../db/db.ts';
import type { Row } from '../db/generated/db-types.ts';
import { parameters } from './paging.ts';
import { likePattern, pageClause } from './sql-parts.ts';

const fio = (alias: string) => `concat_ws(' ', ${alias}.last_name, ${alias}.first_name, ${alias}.middle_name)`;

export interface ImpersonationLogRow {
  id: number;
  at: string;
  action: 'start' | 'stop';
  kind: Row<'impersonation_audit'>['kind'];
  adminLogin: Row<'users'>['login'];
  adminCaption: string;
  targetCaption: string | null;
  institutionRole: Row<'impersonation_audit'>['institution_role'];
}

/** The newest entries of the impersonation audit: who acted as whom, when. */
export function listImpersonationLog(db: Queryable, limit: number, offset: number): Promise<ImpersonationLogRow[]> {
  const { values, p } = parameters();
  return db.query<ImpersonationLogRow>(
    `SELECT a.id, to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS at, a.action, a.kind,
            au.login AS "adminLogin", ${fio('ap')} AS "adminCaption",
            COALESCE(NULLIF(${fio('tp')}, ''), tu.login) AS "targetCaption", a.institution_role AS "institutionRole"
       FROM impersonation_audit a
       JOIN users au ON au.id = a.admin_user_id
       LEFT JOIN persons ap ON ap.id = au.person_id
       LEFT JOIN users tu ON tu.id = a.target_user_id
       LEFT JOIN persons tp ON tp.id = COALESCE(a.target_person_id, tu.person_id)
      ORDER BY a.created_at DESC, a.id DESC
      ${pageClause(p, { offset, limit })}`,
    values,
  );
}

export async function countImpersonationLog(db: Queryable): Promise<number> {
  return (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM impersonation_audit'))[0].n;
}

export interface UserFound {
  userId: number;
  login: string;
  caption: string;
  snils: string | null;
  isAdmin: boolean;
  roles: string[];
}

/** Accounts by login, name or SNILS (digits compared without separators). */
export function searchUsers(db: Queryable, text: string, limit: number): Promise<UserFound[]> {
  const digits = text.replace(/\D/g, '');
  return db.query<UserFound>(
    `SELECT u.id AS "userId", u.login, COALESCE(NULLIF(${fio('p')}, ''), u.login) AS caption, p.snils, u.is_admin AS "isAdmin",
            COALESCE((SELECT array_agg(i.short_caption || ' (' || e.position || ')' ORDER BY e.id)
                        FROM employees e JOIN institutions i ON i.id = e.institution_id WHERE e.user_id = u.id), ARRAY[]::text[]) AS roles
       FROM users u LEFT JOIN persons p ON p.id = u.person_id
      WHERE u.login ILIKE $1 OR ${fio('p')} ILIKE $1
         OR ($2 <> '' AND regexp_replace(COALESCE(p.snils, ''), '\\D', '', 'g') LIKE $2)
      ORDER BY p.last_name, u.login
      LIMIT $3`,
    [likePattern(text, 'contains'), digits.length >= 3 ? `%${digits}%` : '', limit],
  );
}
