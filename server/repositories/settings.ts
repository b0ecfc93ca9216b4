import type { Queryable } from '../db/db.ts';

/** What cached answers naming a setting depend on (see Queryable.changed). */
export const settingReferences = { setting: (id: number) => `setting:${id}` };

export interface SettingRow {
  id: number;
  caption: string;
  value: Record<string, unknown>;
  updatedAt: string;
  updatedBy: string | null;
}

const COLUMNS = `s.id, s.caption, s.value, to_char(s.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "updatedAt",
  (SELECT concat_ws(' ', p.last_name, p.first_name, p.middle_name) FROM users u LEFT JOIN persons p ON p.id = u.person_id WHERE u.id = s.updated_by) AS "updatedBy"`;

/** One portal setting, read from the database each time: a change made by any process shows at once. */
export async function findSetting(db: Queryable, id: number): Promise<SettingRow | undefined> {
  return (await db.query<SettingRow>(`SELECT ${COLUMNS} FROM settings s WHERE s.id = $1`, [id]))[0];
}

/** Every portal setting, by id. */
export function listSettings(db: Queryable): Promise<SettingRow[]> {
  return db.query<SettingRow>(`SELECT ${COLUMNS} FROM settings s ORDER BY s.id`);
}

/** Replaces a setting's value; false when there is no such setting. */
export async function updateSetting(
  db: Queryable,
  id: number,
  value: Record<string, unknown>,
  userId: number,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE settings SET value = $2, updated_at = now(), updated_by = $3 WHERE id = $1 RETURNING id`,
    [id, JSON.stringify(value), userId],
  );
  if (rows.length) await db.changed([settingReferences.setting(id)]);
  return rows.length > 0;
}
