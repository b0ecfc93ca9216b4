/**
 * The portal's notices to accounts (user_messages with a class) and what a notice about a
 * workflow record names. Which action raises which notice: server/messages/notices.ts.
 */
import type { Queryable } from '../db/db.ts';
import type { HistoryTable } from './workflow-history.ts';
import { noticeReference } from './messages.ts';
import type { Notice } from '../../common/messages/notice-rules.ts';
import { TOURISM_REGISTER_KEEPER } from '../../common/tourism/provider-request-machine.ts';

export type { Notice };

/**
 * Writes a notice to every account of a person but `except`; tells their live streams. With a `key`
 * (a notice of the calendar) an account that already has the key's notice gets no second one.
 */
export async function insertNotices(
  tx: Queryable,
  personId: number,
  notice: Notice,
  except: number | null,
  key: string | null = null,
): Promise<number> {
  const rows = await tx.query<{ userId: number }>(
    `INSERT INTO user_messages (user_id, contact_name, text, notice_class, notice_key)
     SELECT u.id, $2, $3, $4, $6 FROM users u WHERE u.person_id = $1 AND u.id IS DISTINCT FROM $5
     ON CONFLICT (user_id, notice_key) WHERE notice_key IS NOT NULL DO NOTHING
     RETURNING user_id AS "userId"`,
    [personId, notice.sender, notice.text, notice.kind, except, key],
  );
  if (rows.length) await tx.changed(rows.map((r) => noticeReference(r.userId)));
  return rows.length;
}

/**
 * Writes a notice to one account (what it alone asked for: its report), with the files it carries;
 * tells its live streams.
 */
export async function insertAccountNotice(
  tx: Queryable,
  userId: number,
  notice: Notice,
  fileIds: readonly string[] = [],
): Promise<void> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO user_messages (user_id, contact_name, text, notice_class) VALUES ($1, $2, $3, $4) RETURNING id`,
    [userId, notice.sender, notice.text, notice.kind],
  );
  for (const fileId of fileIds)
    await tx.query(`INSERT INTO user_message_files (message_id, file_id) VALUES ($1, $2)`, [row.id, fileId]);
  await tx.changed([noticeReference(userId)]);
}

/** A record whose last day comes within the week or has passed: what the deadline notices read. */
export interface DeadlineRow {
  source: DeadlineSource;
  recordId: number;
  personId: number;
  number: string;
  sender: string;
  /** The record's last day, ISO. */
  lastDay: string;
}

/**
 * The records with a last day the calendar announces: a service contract in force (not a tour's: its
 * last day is the tour's, with nothing to renew), the person's
 * latest individual programme (IPPSU), an issued certificate. Each statement takes the first and the
 * last day of the window ($1, $2) and reads the records whose last day falls within it.
 */
const DEADLINES = {
  serviceContract: `SELECT 'serviceContract' AS source, c.id AS "recordId", c.person_id AS "personId", c.number,
                           i.short_caption AS sender, c.date_to::text AS "lastDay"
                      FROM service_contracts c JOIN institutions i ON i.id = c.institution_id
                     WHERE c.status = 3 AND NOT c.is_tour AND c.date_to BETWEEN $1::date AND $2::date`,
  ippsu: `SELECT 'ippsu' AS source, p.id AS "recordId", p.person_id AS "personId", p.number,
                 i.short_caption AS sender, p.date_to::text AS "lastDay"
            FROM ippsu p JOIN institutions i ON i.id = p.institution_id
           WHERE p.date_to BETWEEN $1::date AND $2::date
             AND NOT EXISTS (SELECT 1 FROM ippsu n WHERE n.person_id = p.person_id AND n.date_to > p.date_to)`,
  certificate: `SELECT 'certificate' AS source, c.id AS "recordId", c.person_id AS "personId",
                       c.number, i.short_caption AS sender, c.valid_to::text AS "lastDay"
                  FROM certificates c JOIN institutions i ON i.id = c.institution_id
                 WHERE c.status = 2 AND c.valid_to BETWEEN $1::date AND $2::date`,
} as const;
export type DeadlineSource = keyof typeof DEADLINES;

/** The records of a kind whose last day is within [from, to] (ISO dates), oldest deadline first. */
export function listDeadlines(db: Queryable, source: DeadlineSource, from: string, to: string): Promise<DeadlineRow[]> {
  return db.query<DeadlineRow>(`${DEADLINES[source]} ORDER BY "lastDay", "recordId"`, [from, to]);
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
  certificate: `SELECT c.person_id AS "personId", c.number, i.short_caption AS sender
                  FROM certificates c JOIN institutions i ON i.id = c.institution_id WHERE c.id = $1`,
  // The applicant (their person); the sender is the department that keeps the register.
  tourismProviderRequest: `SELECT coalesce(r.applicant_person_id, u.person_id) AS "personId", r.number,
                                  '${TOURISM_REGISTER_KEEPER}' AS sender
                             FROM tourism_provider_requests r JOIN users u ON u.id = r.applicant_user_id
                            WHERE r.id = $1 AND coalesce(r.applicant_person_id, u.person_id) IS NOT NULL`,
  // The applicant; the sender is the department that issues the certificates.
  tourismCertificate: `SELECT c.person_id AS "personId", c.number, '${TOURISM_REGISTER_KEEPER}' AS sender
                         FROM tourism_certificates c WHERE c.id = $1`,
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
