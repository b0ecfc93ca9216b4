import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../../server/db/db.ts';
import { createSession, findLiveSession, revokeSession } from '../../../server/repositories/sessions.ts';
import { loadAccount, type AccountRow } from '../../../server/repositories/users.ts';
import { openSeededDb } from '../seed-snapshot.ts';
import { describeEachDb } from '../test-app.ts';

/** The account as the separate reads of each part give it (how it was loaded before one statement did it). */
async function accountPartByPart(db: Db, userId: number): Promise<AccountRow | undefined> {
  const [user] = await db.query<{
    id: number;
    login: string;
    isAdmin: boolean;
    serviceModerator: boolean;
    personId: number | null;
  }>(
    `SELECT id, login, is_admin AS "isAdmin", service_moderator AS "serviceModerator", person_id AS "personId"
       FROM users WHERE id = $1`,
    [userId],
  );
  if (!user) return undefined;
  const [person] = user.personId
    ? await db.query<AccountRow['person'] & object>(
        `SELECT p.id, p.last_name AS "lastName", p.first_name AS "firstName", p.middle_name AS "middleName",
                to_char(p.birth_date, 'YYYY-MM-DD') AS "birthDate", p.snils FROM persons p WHERE p.id = $1`,
        [user.personId],
      )
    : [];
  const employees = await db.query<AccountRow['employees'][number]>(
    `SELECT e.id AS "employeeId", i.id AS "institutionId", i.short_caption AS caption, e.institution_role AS "institutionRole",
            i.source_type AS "institutionSourceType", i.institution_type_id AS "institutionTypeId", i.ogrn,
            to_char(i.date_included, 'YYYY-MM-DD') AS "dateIncluded"
       FROM employees e JOIN institutions i ON i.id = e.institution_id
      WHERE e.user_id = $1 ORDER BY e.institution_role, i.short_caption`,
    [userId],
  );
  const kids = user.personId
    ? await db.query<AccountRow['kids'][number]>(
        `SELECT r.relative_id AS "personId", concat_ws(' ', p.last_name, p.first_name, p.middle_name) AS caption, r.kind
           FROM person_relations r JOIN persons p ON p.id = r.relative_id
          WHERE r.person_id = $1 ORDER BY r.kind, p.birth_date`,
        [user.personId],
      )
    : [];
  return {
    id: user.id,
    login: user.login,
    isAdmin: user.isAdmin,
    serviceModerator: user.serviceModerator,
    person: person ?? null,
    employees,
    kids,
  };
}

describeEachDb('accounts', (kind) => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await openSeededDb(kind));
    // Edge cases the demo data may lack: no person, an institution without a date, a middle name missing.
    const [institution] = await db.query<{ id: number }>(
      `UPDATE institutions SET date_included = NULL WHERE id = (SELECT min(id) FROM institutions) RETURNING id`,
    );
    const [bare] = await db.query<{ id: number }>(
      `INSERT INTO users (login, subject) VALUES ('no-person', 'no-person') RETURNING id`,
    );
    await db.query(
      `INSERT INTO employees (user_id, institution_id, institution_role, position) VALUES ($1, $2, 3, 'специалист'), ($1, $2, 2, 'директор')`,
      [bare.id, institution.id],
    );
    await db.query(`UPDATE persons SET middle_name = NULL WHERE id = (SELECT min(relative_id) FROM person_relations)`);
  });
  afterAll(async () => {
    await db?.close();
    await drop?.();
  });

  it('loads every account in one statement exactly as the reads of its parts give it: values, types, order of keys and of rows', async () => {
    const users = await db.query<{ id: number }>('SELECT id FROM users ORDER BY id');
    const seen = { person: 0, noPerson: 0, employees: 0, kids: 0 };
    for (const { id } of users) {
      const expected = await accountPartByPart(db, id);
      const statements = await countStatements(db, () => loadAccount(db, id));
      expect(statements.result, `user ${id}`).toEqual(expected);
      expect(JSON.stringify(statements.result), `user ${id}`).toBe(JSON.stringify(expected));
      expect(statements.count).toBe(1);
      seen.person += expected!.person ? 1 : 0;
      seen.noPerson += expected!.person ? 0 : 1;
      seen.employees += expected!.employees.length > 1 ? 1 : 0;
      seen.kids += expected!.kids.length > 1 ? 1 : 0;
    }
    // The comparison covered each kind of account.
    expect(
      Object.values(seen).every((n) => n > 0),
      JSON.stringify(seen),
    ).toBe(true);
    expect(await loadAccount(db, 2147483647)).toBeUndefined();
  });

  it('finds a live session with its account in one statement, and no revoked or idle one', async () => {
    const users = await db.query<{ id: number }>('SELECT id FROM users ORDER BY id');
    for (const { id } of users) {
      const idHash = `session-of-${id}`;
      await createSession(db, idHash, id, `token-${id}`);
      await db.query(
        'UPDATE sessions SET institution_id = (SELECT min(id) FROM institutions), institution_role = 3 WHERE id_hash = $1 AND user_id % 2 = 0',
        [idHash],
      );
      const [expected] = await db.query(
        `SELECT id_hash AS "idHash", user_id AS "userId", id_token AS "idToken", last_seen_at AS "lastSeenAt",
                institution_id AS "institutionId", institution_role AS "institutionRole",
                institution_source_type AS "institutionSourceType", impersonation_kind AS "impersonationKind",
                impersonated_user_id AS "impersonatedUserId", impersonated_person_id AS "impersonatedPersonId"
           FROM sessions WHERE id_hash = $1`,
        [idHash],
      );
      const found = await countStatements(db, () => findLiveSession(db, idHash, 60));
      expect(found.count).toBe(1);
      expect(found.result?.session).toEqual(expected);
      expect(found.result?.session.lastSeenAt).toBeInstanceOf(Date);
      expect(JSON.stringify(found.result?.account)).toBe(JSON.stringify(await accountPartByPart(db, id)));
    }
    const [{ id }] = users;
    await createSession(db, 'revoked', id, null);
    await revokeSession(db, 'revoked');
    await createSession(db, 'idle', id, null);
    await db.query(`UPDATE sessions SET last_seen_at = now() - interval '61 minutes' WHERE id_hash = 'idle'`);
    expect(await findLiveSession(db, 'revoked', 60)).toBeUndefined();
    expect(await findLiveSession(db, 'idle', 60)).toBeUndefined();
    expect(await findLiveSession(db, 'idle', 62)).toBeDefined();
    expect(await findLiveSession(db, 'no-such-session', 60)).toBeUndefined();
  });
});

/** Runs fn and counts the statements it sends to the database. */
async function countStatements<T>(db: Db, fn: () => Promise<T>): Promise<{ result: T; count: number }> {
  const query = db.query;
  let count = 0;
  db.query = ((sql: string, params?: unknown[]) => {
    count += 1;
    return query.call(db, sql, params);
  }) as Db['query'];
  try {
    return { result: await fn(), count };
  } finally {
    db.query = query;
  }
}
