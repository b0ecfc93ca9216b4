/**
 * Patronage records (0031) with their chat's summary (message threads of kind 2), the family's
 * feedback. Who may read what is decided in server/patronage/patronage.ts.
 */
import type { Queryable } from '../db/db.ts';
import { regionToday } from '../../common/time-zone.ts';
import { ThreadKind } from '../../common/messages/messages.ts';
import { FEEDBACK_SHOWN, ratingPeriod } from '../../common/patronage/patronage.ts';

const utc = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const fio = (alias: string) => `concat_ws(' ', ${alias}.last_name, ${alias}.first_name, ${alias}.middle_name)`;

export interface PatronageRecordRow {
  id: number;
  personId: number;
  institutionId: number;
  employeeId: number;
  familyName: string;
  institutionName: string;
  institutionPhone: string | null;
  employeeName: string;
  employeePosition: string;
  employeePhone: string | null;
  employeeEmail: string | null;
  since: string;
  until: string | null;
  category: string;
  reason: string;
  visits: string;
  rating: number | null;
  ratingComment: string | null;
  lastMessage: string | null;
  lastMessageAt: string | null;
  lastFromPerson: boolean | null;
  unreadByPerson: number;
  unreadByInstitution: number;
}

const RECORD_SELECT = `
  SELECT r.id, r.person_id AS "personId", r.institution_id AS "institutionId", r.employee_id AS "employeeId",
         ${fio('p')} AS "familyName", i.short_caption AS "institutionName", i.phone AS "institutionPhone",
         COALESCE(NULLIF(${fio('ep')}, ''), eu.login) AS "employeeName", e.position AS "employeePosition",
         ep.phone AS "employeePhone", ep.email AS "employeeEmail",
         to_char(r.since, 'YYYY-MM-DD') AS since, to_char(r.until, 'YYYY-MM-DD') AS until,
         r.category, r.reason, r.visits,
         f.rating::int AS rating, f.comment AS "ratingComment",
         lm.body AS "lastMessage", ${utc('lm.created_at')} AS "lastMessageAt", lm.from_person AS "lastFromPerson",
         COALESCE((SELECT count(*)::int FROM thread_messages m
                    WHERE m.thread_id = t.id AND NOT m.from_person AND m.read_at IS NULL), 0) AS "unreadByPerson",
         COALESCE((SELECT count(*)::int FROM thread_messages m
                    WHERE m.thread_id = t.id AND m.from_person AND m.read_at IS NULL), 0) AS "unreadByInstitution"
    FROM patronage_records r
    JOIN persons p ON p.id = r.person_id
    JOIN institutions i ON i.id = r.institution_id
    JOIN employees e ON e.id = r.employee_id
    JOIN users eu ON eu.id = e.user_id
    LEFT JOIN persons ep ON ep.id = eu.person_id
    LEFT JOIN message_threads t ON t.kind = ${ThreadKind.Patronage} AND t.person_id = r.person_id AND t.institution_id = r.institution_id
    LEFT JOIN LATERAL (SELECT body, created_at, from_person FROM thread_messages
                        WHERE thread_id = t.id ORDER BY id DESC LIMIT 1) lm ON true
    LEFT JOIN patronage_feedback f ON f.record_id = r.id AND f.period = $1::date`;

/**
 * The records of a family, or of the families in a specialist's charge, with their chat's summary;
 * `search` keeps the families whose name has these words (in any order, any case).
 */
export function listPatronageRecords(
  db: Queryable,
  scope: { personId: number } | { employeeId: number },
  search = '',
  today: string = regionToday(),
): Promise<PatronageRecordRow[]> {
  const [column, value] = 'personId' in scope ? ['r.person_id', scope.personId] : ['r.employee_id', scope.employeeId];
  const words = search.split(/\s+/).filter(Boolean).slice(0, 5);
  const like = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db.query<PatronageRecordRow>(
    `${RECORD_SELECT} WHERE ${column} = $2
      ${words.map((_w, i) => `AND ${fio('p')} ILIKE $${i + 3}`).join(' ')}
      ORDER BY t.last_message_at DESC NULLS LAST, p.last_name, p.first_name, r.id`,
    [ratingPeriod(today), value, ...words.map(like)],
  );
}

export async function findPatronageRecord(
  db: Queryable,
  id: number,
  today: string = regionToday(),
): Promise<PatronageRecordRow | undefined> {
  const [row] = await db.query<PatronageRecordRow>(`${RECORD_SELECT} WHERE r.id = $2`, [ratingPeriod(today), id]);
  return row;
}

/** The chat's thread names the specialist in charge (made by the first message without one). */
export async function setThreadEmployee(db: Queryable, record: PatronageRecordRow): Promise<void> {
  await db.query(
    `UPDATE message_threads SET employee_id = $1
      WHERE kind = ${ThreadKind.Patronage} AND person_id = $2 AND institution_id = $3
        AND employee_id IS DISTINCT FROM $1`,
    [record.employeeId, record.personId, record.institutionId],
  );
}

/** A file the user uploaded that no message carries yet. */
export async function findUploadedFile(
  db: Queryable,
  userId: number,
  fileId: string,
): Promise<{ id: string; name: string } | undefined> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(fileId)) return undefined;
  const [row] = await db.query<{ id: string; name: string }>(
    `SELECT f.id::text AS id, f.original_name AS name FROM files f
      WHERE f.id = $1::uuid AND f.uploaded_by = $2
        AND NOT EXISTS (SELECT 1 FROM thread_message_files mf WHERE mf.file_id = f.id)`,
    [fileId, userId],
  );
  return row;
}

export interface FeedbackRow {
  id: number;
  period: string | null;
  rating: number | null;
  comment: string;
  createdAt: string;
}

const FEEDBACK_COLUMNS = `id, to_char(period, 'YYYY-MM-DD') AS period, rating::int AS rating, comment, ${utc('created_at')} AS "createdAt"`;

/** The family's comment on the patronage. */
export async function insertComment(db: Queryable, recordId: number, userId: number, comment: string) {
  const [row] = await db.query<FeedbackRow>(
    `INSERT INTO patronage_feedback (record_id, author_user_id, comment) VALUES ($1, $2, $3) RETURNING ${FEEDBACK_COLUMNS}`,
    [recordId, userId, comment],
  );
  return row;
}

/** The family's mark of a month of the patronage: one per month, a second replaces the first. */
export async function upsertRating(
  db: Queryable,
  recordId: number,
  userId: number,
  period: string,
  rating: number,
  comment: string,
) {
  const [row] = await db.query<FeedbackRow>(
    `INSERT INTO patronage_feedback (record_id, author_user_id, period, rating, comment)
     VALUES ($1, $2, $3::date, $4, $5)
     ON CONFLICT (record_id, period) WHERE period IS NOT NULL
     DO UPDATE SET rating = EXCLUDED.rating, comment = EXCLUDED.comment, author_user_id = EXCLUDED.author_user_id,
                   created_at = now()
     RETURNING ${FEEDBACK_COLUMNS}`,
    [recordId, userId, period, rating, comment],
  );
  return row;
}

/** The family's last words on the patronage, comments and ratings, newest first. */
export function listFeedback(db: Queryable, recordId: number, limit = FEEDBACK_SHOWN): Promise<FeedbackRow[]> {
  return db.query<FeedbackRow>(
    `SELECT ${FEEDBACK_COLUMNS} FROM patronage_feedback WHERE record_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
    [recordId, limit],
  );
}
