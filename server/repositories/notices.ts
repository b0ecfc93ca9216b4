/**
 * The portal's notices to accounts (user_messages with a class) and what a notice about a
 * workflow record names. Which action raises which notice: server/messages/notices.ts.
 */
import type { Queryable } from '../db/db.ts';
import type { HistoryTable } from './workflow-history.ts';
import { noticeReference } from './messages.ts';
import type { NoticeClass } from '../../common/messages/messages.ts';

export interface Notice {
  kind: NoticeClass;
  /** Who sends it, as the person reads it: an institution's name. */
  sender: string;
  text: string;
}

/** Writes a notice to every account of a person but `except`; tells their live streams. */
export async function insertNotices(
  tx: Queryable,
  personId: number,
  notice: Notice,
  except: number | null,
): Promise<number> {
  const rows = await tx.query<{ userId: number }>(
    `INSERT INTO user_messages (user_id, contact_name, text, notice_class)
     SELECT u.id, $2, $3, $4 FROM users u WHERE u.person_id = $1 AND u.id IS DISTINCT FROM $5
     RETURNING user_id AS "userId"`,
    [personId, notice.sender, notice.text, notice.kind, except],
  );
  if (rows.length) await tx.changed(rows.map((r) => noticeReference(r.userId)));
  return rows.length;
}

/** What a notice about a record names: whose it is, its number, the institution. */
export interface NoticeSubject {
  personId: number;
  number: string | null;
  sender: string;
}

const SUBJECTS: Partial<Record<HistoryTable, string>> = {
  serviceContract: `SELECT c.person_id AS "personId", c.number, i.short_caption AS sender
                      FROM service_contracts c JOIN institutions i ON i.id = c.institution_id WHERE c.id = $1`,
  personRequest: `SELECT r.person_id AS "personId", r.number, i.short_caption AS sender
                    FROM person_requests r JOIN institutions i ON i.id = r.institution_id WHERE r.id = $1`,
  registrationRequest: `SELECT r.person_id AS "personId", r.number, i.short_caption AS sender
                          FROM registration_requests r JOIN institutions i ON i.id = r.institution_id WHERE r.id = $1`,
};

/** The subject of a record of a workflow that has notices; undefined for another kind or a missing record. */
export async function findNoticeSubject(
  tx: Queryable,
  history: HistoryTable,
  recordId: number,
): Promise<NoticeSubject | undefined> {
  const sql = SUBJECTS[history];
  if (!sql) return undefined;
  const [row] = await tx.query<NoticeSubject>(sql, [recordId]);
  return row;
}
