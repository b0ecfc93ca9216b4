import type { Queryable } from '../db/db.ts';

export interface PersonRow {
  id: number;
  lastName: string;
  firstName: string;
  middleName: string | null;
  birthDate: string;
  snils: string | null;
}

export interface EmployeeRow {
  employeeId: number;
  institutionId: number;
  caption: string;
  institutionRole: number;
  institutionSourceType: number;
  institutionTypeId: number;
  ogrn: string;
  dateIncluded: string | null;
}

export interface KidRow {
  personId: number;
  caption: string;
  kind: 'child' | 'ward';
}

export interface AccountRow {
  id: number;
  login: string;
  isAdmin: boolean;
  /** users.service_moderator: moderates the service catalogue without being an administrator. */
  serviceModerator: boolean;
  person: PersonRow | null;
  employees: EmployeeRow[];
  kids: KidRow[];
}

const PERSON_COLUMNS = `p.id, p.last_name AS "lastName", p.first_name AS "firstName", p.middle_name AS "middleName",
  to_char(p.birth_date, 'YYYY-MM-DD') AS "birthDate", p.snils`;

export async function findPerson(db: Queryable, personId: number): Promise<PersonRow | undefined> {
  return (await db.query<PersonRow>(`SELECT ${PERSON_COLUMNS} FROM persons p WHERE p.id = $1`, [personId]))[0];
}

/**
 * The account of the user aliased `u` as one JSON value: the user, the person, the employee roles
 * and the children or wards, with the keys, formats and row order of the reads of each part. Every
 * signed-in request loads it; one statement instead of four, as each costs PGlite about half a
 * millisecond however small it is.
 */
export const ACCOUNT_JSON = `json_build_object(
  'id', u.id, 'login', u.login, 'isAdmin', u.is_admin, 'serviceModerator', u.service_moderator,
  'person', (SELECT json_build_object('id', p.id, 'lastName', p.last_name, 'firstName', p.first_name, 'middleName', p.middle_name,
                                      'birthDate', to_char(p.birth_date, 'YYYY-MM-DD'), 'snils', p.snils)
               FROM persons p WHERE p.id = u.person_id),
  'employees', COALESCE((SELECT json_agg(json_build_object('employeeId', e.id, 'institutionId', i.id, 'caption', i.short_caption,
                                                           'institutionRole', e.institution_role, 'institutionSourceType', i.source_type,
                                                           'institutionTypeId', i.institution_type_id, 'ogrn', i.ogrn,
                                                           'dateIncluded', to_char(i.date_included, 'YYYY-MM-DD'))
                                         ORDER BY e.institution_role, i.short_caption)
                           FROM employees e JOIN institutions i ON i.id = e.institution_id
                          WHERE e.user_id = u.id), '[]'::json),
  'kids', COALESCE((SELECT json_agg(json_build_object('personId', r.relative_id, 'caption', concat_ws(' ', p.last_name, p.first_name, p.middle_name),
                                                      'kind', r.kind)
                                    ORDER BY r.kind, p.birth_date)
                      FROM person_relations r JOIN persons p ON p.id = r.relative_id
                     WHERE r.person_id = u.person_id), '[]'::json))`;

/** A user with the person, employee roles and children/wards: all sign-in needs. */
export async function loadAccount(db: Queryable, userId: number): Promise<AccountRow | undefined> {
  const rows = await db.query<{ account: AccountRow }>(
    `SELECT ${ACCOUNT_JSON} AS account FROM users u WHERE u.id = $1`,
    [userId],
  );
  return rows[0]?.account;
}

export async function findUserIdBySubject(db: Queryable, subject: string): Promise<number | undefined> {
  return (await db.query<{ id: number }>(`SELECT id FROM users WHERE subject = $1`, [subject]))[0]?.id;
}

export async function findUserIdByPerson(db: Queryable, personId: number): Promise<number | undefined> {
  return (
    await db.query<{ id: number }>(`SELECT id FROM users WHERE person_id = $1 ORDER BY id LIMIT 1`, [personId])
  )[0]?.id;
}

/** The person with this SNILS, compared by its digits (providers write dashes and spaces differently). */
export async function findPersonIdBySnils(db: Queryable, snils: string): Promise<number | undefined> {
  const digits = snils.replace(/\D/g, '');
  if (digits.length !== 11) return undefined;
  const rows = await db.query<{ id: number }>(
    `SELECT id FROM persons WHERE regexp_replace(snils, '\\D', '', 'g') = $1 ORDER BY id LIMIT 1`,
    [digits],
  );
  return rows[0]?.id;
}

/** First sign-in of an account the portal has not seen: a user for the subject, linked to its person. */
export async function createUserForSubject(db: Queryable, subject: string, personId: number): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO users (login, subject, person_id) VALUES ($1, $1, $2)
     ON CONFLICT (subject) DO UPDATE SET subject = EXCLUDED.subject RETURNING id`,
    [subject, personId],
  );
  return rows[0].id;
}

export interface ImpersonationTarget {
  userId: number;
  personId: number | null;
  caption: string;
  institutionId: number | null;
  institutionRole: number | null;
  institutionSourceType: number | null;
}

/** Accounts an admin may act as: every citizen account and every employee role, except admins. */
export function listImpersonationTargets(db: Queryable): Promise<ImpersonationTarget[]> {
  return db.query<ImpersonationTarget>(
    `SELECT u.id AS "userId", u.person_id AS "personId",
            concat_ws(' ', p.last_name, p.first_name, p.middle_name) ||
              CASE WHEN e.id IS NULL THEN '' ELSE ' — ' || i.short_caption END AS caption,
            e.institution_id AS "institutionId", e.institution_role AS "institutionRole", i.source_type AS "institutionSourceType"
       FROM users u
       LEFT JOIN persons p ON p.id = u.person_id
       LEFT JOIN employees e ON e.user_id = u.id
       LEFT JOIN institutions i ON i.id = e.institution_id
      WHERE NOT u.is_admin
      ORDER BY p.last_name, e.institution_role NULLS FIRST
      LIMIT 200`,
  );
}

/** Unread messages of a user. */
export async function countUnreadMessages(db: Queryable, userId: number): Promise<number> {
  return (
    await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM user_messages WHERE user_id = $1 AND read_at IS NULL`,
      [userId],
    )
  )[0].n;
}

export interface DemoLogin {
  login: string;
  subject: string;
  lastName: string;
  firstName: string;
  middleName: string | null;
  birthDate: string;
  snils: string | null;
}

/** Accounts the development identity provider offers (those with a demo subject). */
export function listDemoLogins(db: Queryable): Promise<DemoLogin[]> {
  return db.query<DemoLogin>(
    `SELECT u.login, u.subject, p.last_name AS "lastName", p.first_name AS "firstName", p.middle_name AS "middleName",
            to_char(p.birth_date, 'YYYY-MM-DD') AS "birthDate", p.snils
       FROM users u JOIN persons p ON p.id = u.person_id
      WHERE u.subject LIKE 'demo-%' ORDER BY u.id`,
  );
}

export interface ProfileRow {
  lastName: string;
  firstName: string;
  middleName: string | null;
  birthDate: string;
  snils: string | null;
  inn: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
}

/** A person's profile with the registration address as text. */
export async function findProfile(db: Queryable, personId: number): Promise<ProfileRow | undefined> {
  const rows = await db.query<ProfileRow>(
    `SELECT ${PERSON_COLUMNS.replace('p.id, ', '')}, p.inn, p.phone, p.email,
            NULLIF(concat_ws(', ', r.caption, c.type || ' ' || c.caption, s.type || ' ' || s.caption,
                   CASE WHEN a.house IS NULL THEN NULL ELSE 'д. ' || a.house END,
                   CASE WHEN a.building IS NULL THEN NULL ELSE 'корп. ' || a.building END,
                   CASE WHEN a.room IS NULL THEN NULL ELSE 'кв. ' || a.room END, a.custom_text), '') AS address
       FROM persons p
       LEFT JOIN addresses a ON a.id = p.reg_address_id
       LEFT JOIN regions r ON r.id = a.region_id
       LEFT JOIN cities c ON c.id = a.city_id
       LEFT JOIN streets s ON s.id = a.street_id
      WHERE p.id = $1`,
    [personId],
  );
  return rows[0];
}

/** Saves a new phone and/or e-mail of a person. */
export async function updateContacts(
  db: Queryable,
  personId: number,
  contacts: { phone?: string; email?: string },
): Promise<void> {
  await db.query(`UPDATE persons SET phone = COALESCE($2, phone), email = COALESCE($3, email) WHERE id = $1`, [
    personId,
    contacts.phone ?? null,
    contacts.email ?? null,
  ]);
}

/** The guardian's wards. */
export function listWards(db: Queryable, guardianPersonId: number) {
  // `code` too: the report's ward field reads this list as a lookup (code and caption).
  return db.query<{ code: number; personId: number; caption: string; birthDate: string }>(
    `SELECT p.id AS code, p.id AS "personId", concat_ws(' ', p.last_name, p.first_name, p.middle_name) AS caption,
            to_char(p.birth_date, 'YYYY-MM-DD') AS "birthDate"
       FROM person_relations r JOIN persons p ON p.id = r.relative_id
      WHERE r.person_id = $1 AND r.kind = 'ward' ORDER BY p.birth_date`,
    [guardianPersonId],
  );
}

/**
 * The office a ward's reports go to: the state institution serving the ward (a non-state provider
 * who also serves the ward is no guardianship office), else the one their earlier reports went to,
 * else the first state institution.
 */
export async function servingInstitution(db: Queryable, personId: number): Promise<number | null> {
  const rows = await db.query<{ id: number | null }>(
    `SELECT COALESCE(
       (SELECT c.institution_id FROM institution_clients c JOIN institutions i ON i.id = c.institution_id
         WHERE c.person_id = $1 AND i.institution_type_id = 0 ORDER BY c.institution_id LIMIT 1),
       (SELECT institution_id FROM acts WHERE person_id = $1 AND act_type = 'guardian-report' AND institution_id IS NOT NULL ORDER BY id DESC LIMIT 1),
       (SELECT id FROM institutions WHERE institution_type_id = 0 AND source_type = 1 ORDER BY id LIMIT 1)) AS id`,
    [personId],
  );
  return rows[0]?.id ?? null;
}

/** Who signed a document: the account's full name and, if they work at the document's institution, their position there. */
export async function findSigner(
  db: Queryable,
  userId: number,
  institutionId: number | null,
): Promise<{ name: string | null; position: string | null } | undefined> {
  const rows = await db.query<{ name: string | null; position: string | null }>(
    `SELECT NULLIF(concat_ws(' ', p.last_name, p.first_name, p.middle_name), '') AS name,
            (SELECT e.position FROM employees e
              WHERE e.user_id = u.id AND e.institution_id = $2 ORDER BY e.id LIMIT 1) AS position
       FROM users u LEFT JOIN persons p ON p.id = u.person_id
      WHERE u.id = $1`,
    [userId, institutionId],
  );
  return rows[0];
}
