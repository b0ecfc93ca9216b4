/**
 * Conversations (message_threads) and their messages: the contacts of a person or of an
 * institution with their last message and unread count, a page of a conversation, storing a
 * message once per sender's key, read marks. Who may write to whom is not decided here:
 * server/messages/messages.ts.
 */
import type { Queryable } from '../db/db.ts';
import type { NoticeClass, ThreadKind } from '../../common/messages/messages.ts';

const utc = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const fio = (alias: string) => `concat_ws(' ', ${alias}.last_name, ${alias}.first_name, ${alias}.middle_name)`;

/**
 * What a conversation's readers depend on (see Queryable.changed): a new message or a read mark
 * names the person's side and the institution's side, and the live stream of each tells them.
 */
export const messageReferences = {
  person: (personId: number) => `messages:person:${personId}`,
  institution: (institutionId: number) => `messages:institution:${institutionId}`,
};

export interface ThreadRow {
  id: number;
  kind: ThreadKind;
  personId: number;
  institutionId: number;
  employeeId: number | null;
}

/** A contact as a list shows it: the other side, the last message, what is unread. */
export interface ContactRow {
  /** The other side: the institution's id for a person, the person's id for an institution. */
  contactId: number;
  contactName: string;
  threadId: number | null;
  lastMessage: string | null;
  lastMessageAt: string | null;
  lastFromMe: boolean | null;
  unread: number;
}

export interface MessageRow {
  id: number;
  threadId: number;
  fromPerson: boolean;
  authorName: string;
  body: string;
  createdAt: string;
  readAt: string | null;
  clientKey: string;
  files: { id: string; name: string; size: number }[];
}

/**
 * The institutions a person may write to, with their conversations: where the person is a
 * client, where they have a service contract, and any conversation the person already has.
 */
export function listPersonContacts(db: Queryable, personId: number, kind: ThreadKind): Promise<ContactRow[]> {
  return db.query<ContactRow>(
    `WITH allowed AS (
        SELECT institution_id FROM institution_clients WHERE person_id = $1
        UNION SELECT institution_id FROM service_contracts WHERE person_id = $1 OR target_person_id = $1
        UNION SELECT institution_id FROM message_threads WHERE person_id = $1 AND kind = $2)
     SELECT i.id AS "contactId", i.short_caption AS "contactName", t.id AS "threadId",
            lm.body AS "lastMessage", ${utc('lm.created_at')} AS "lastMessageAt", lm.from_person AS "lastFromMe",
            COALESCE((SELECT count(*)::int FROM thread_messages m
                       WHERE m.thread_id = t.id AND NOT m.from_person AND m.read_at IS NULL), 0) AS unread
       FROM allowed a JOIN institutions i ON i.id = a.institution_id
       LEFT JOIN message_threads t ON t.person_id = $1 AND t.institution_id = i.id AND t.kind = $2
       LEFT JOIN LATERAL (SELECT body, created_at, from_person FROM thread_messages
                           WHERE thread_id = t.id ORDER BY id DESC LIMIT 1) lm ON true
      ORDER BY t.last_message_at DESC NULLS LAST, i.short_caption`,
    [personId, kind],
  );
}

/** The people an institution may write to (its clients and contract holders), with their conversations. */
export function listInstitutionContacts(
  db: Queryable,
  institutionId: number,
  kind: ThreadKind,
  search?: string,
): Promise<ContactRow[]> {
  return db.query<ContactRow>(
    `WITH allowed AS (
        SELECT person_id FROM institution_clients WHERE institution_id = $1
        UNION SELECT COALESCE(target_person_id, person_id) FROM service_contracts WHERE institution_id = $1
        UNION SELECT person_id FROM message_threads WHERE institution_id = $1 AND kind = $2)
     SELECT p.id AS "contactId", ${fio('p')} AS "contactName", t.id AS "threadId",
            lm.body AS "lastMessage", ${utc('lm.created_at')} AS "lastMessageAt", NOT lm.from_person AS "lastFromMe",
            COALESCE((SELECT count(*)::int FROM thread_messages m
                       WHERE m.thread_id = t.id AND m.from_person AND m.read_at IS NULL), 0) AS unread
       FROM allowed a JOIN persons p ON p.id = a.person_id
       LEFT JOIN message_threads t ON t.institution_id = $1 AND t.person_id = p.id AND t.kind = $2
       LEFT JOIN LATERAL (SELECT body, created_at, from_person FROM thread_messages
                           WHERE thread_id = t.id ORDER BY id DESC LIMIT 1) lm ON true
      WHERE $3::text IS NULL OR ${fio('p')} ILIKE '%' || $3::text || '%'
      ORDER BY t.last_message_at DESC NULLS LAST, p.last_name, p.first_name
      LIMIT 500`,
    [institutionId, kind, search?.trim() || null],
  );
}

/** The conversation of a person and an institution, if one exists. */
export async function findThread(
  db: Queryable,
  kind: ThreadKind,
  personId: number,
  institutionId: number,
): Promise<ThreadRow | undefined> {
  const [row] = await db.query<ThreadRow>(
    `SELECT id, kind, person_id AS "personId", institution_id AS "institutionId", employee_id AS "employeeId"
       FROM message_threads WHERE kind = $1 AND person_id = $2 AND institution_id = $3`,
    [kind, personId, institutionId],
  );
  return row;
}

/** The conversation, made when the first message is written. */
export async function ensureThread(
  tx: Queryable,
  kind: ThreadKind,
  personId: number,
  institutionId: number,
): Promise<ThreadRow> {
  await tx.query(
    `INSERT INTO message_threads (kind, person_id, institution_id) VALUES ($1, $2, $3)
     ON CONFLICT (kind, person_id, institution_id) DO NOTHING`,
    [kind, personId, institutionId],
  );
  return (await findThread(tx, kind, personId, institutionId))!;
}

const MESSAGE_COLUMNS = `m.id::int AS id, m.thread_id AS "threadId", m.from_person AS "fromPerson",
  COALESCE(NULLIF(${fio('ap')}, ''), u.login) AS "authorName", m.body, ${utc('m.created_at')} AS "createdAt",
  ${utc('m.read_at')} AS "readAt", m.client_key::text AS "clientKey",
  COALESCE((SELECT json_agg(json_build_object('id', f.id, 'name', f.original_name, 'size', f.size_bytes) ORDER BY f.original_name)
              FROM thread_message_files mf JOIN files f ON f.id = mf.file_id WHERE mf.message_id = m.id), '[]'::json) AS files`;
const MESSAGE_FROM = `FROM thread_messages m JOIN users u ON u.id = m.author_user_id LEFT JOIN persons ap ON ap.id = u.person_id`;

/** A page of a conversation: the newest `limit` messages older than `before` (all when null), newest first. */
export function listThreadMessages(
  db: Queryable,
  threadId: number,
  before: number | null,
  limit: number,
): Promise<MessageRow[]> {
  return db.query<MessageRow>(
    `SELECT ${MESSAGE_COLUMNS} ${MESSAGE_FROM}
      WHERE m.thread_id = $1 AND ($2::bigint IS NULL OR m.id < $2::bigint)
      ORDER BY m.id DESC LIMIT $3`,
    [threadId, before, limit],
  );
}

/** The messages of a conversation newer than `after` (catching up after a lost connection), oldest first. */
export function listThreadMessagesAfter(db: Queryable, threadId: number, after: number): Promise<MessageRow[]> {
  return db.query<MessageRow>(
    `SELECT ${MESSAGE_COLUMNS} ${MESSAGE_FROM}
      WHERE m.thread_id = $1 AND m.id > $2::bigint ORDER BY m.id LIMIT 500`,
    [threadId, after],
  );
}

export async function findMessage(db: Queryable, id: number): Promise<(MessageRow & ThreadRow) | undefined> {
  const [row] = await db.query<MessageRow & ThreadRow>(
    `SELECT ${MESSAGE_COLUMNS}, t.kind, t.person_id AS "personId", t.institution_id AS "institutionId",
            t.employee_id AS "employeeId"
       ${MESSAGE_FROM} JOIN message_threads t ON t.id = m.thread_id WHERE m.id = $1`,
    [id],
  );
  return row;
}

/** The message a sender already stored under this key, if any. */
export async function findByClientKey(db: Queryable, authorUserId: number, clientKey: string): Promise<number | null> {
  const [row] = await db.query<{ id: number }>(
    `SELECT id::int AS id FROM thread_messages WHERE author_user_id = $1 AND client_key = $2::uuid`,
    [authorUserId, clientKey],
  );
  return row?.id ?? null;
}

/**
 * Stores a message with its files once per sender's key: a second send of the same key returns the
 * first message's id (inserted false).
 */
export async function insertMessage(
  tx: Queryable,
  thread: ThreadRow,
  m: { authorUserId: number; fromPerson: boolean; body: string; clientKey: string; fileIds: readonly string[] },
): Promise<{ id: number; inserted: boolean }> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO thread_messages (thread_id, author_user_id, from_person, body, client_key)
     VALUES ($1, $2, $3, $4, $5::uuid) ON CONFLICT (author_user_id, client_key) DO NOTHING RETURNING id::int AS id`,
    [thread.id, m.authorUserId, m.fromPerson, m.body, m.clientKey],
  );
  if (!row) return { id: (await findByClientKey(tx, m.authorUserId, m.clientKey))!, inserted: false };
  for (const fileId of m.fileIds)
    await tx.query('INSERT INTO thread_message_files (message_id, file_id) VALUES ($1, $2::uuid)', [row.id, fileId]);
  await tx.query('UPDATE message_threads SET last_message_at = now() WHERE id = $1', [thread.id]);
  await tx.changed([messageReferences.person(thread.personId), messageReferences.institution(thread.institutionId)]);
  return { id: row.id, inserted: true };
}

/** Marks read what the other side wrote in a conversation; returns how many were marked. */
export async function markThreadRead(db: Queryable, thread: ThreadRow, readerIsPerson: boolean): Promise<number> {
  const rows = await db.query(
    `UPDATE thread_messages SET read_at = now()
      WHERE thread_id = $1 AND from_person = $2 AND read_at IS NULL RETURNING id`,
    [thread.id, !readerIsPerson],
  );
  if (rows.length)
    await db.changed([messageReferences.person(thread.personId), messageReferences.institution(thread.institutionId)]);
  return rows.length;
}

/** Unread messages written to a person (every institution) or to an institution's staff. */
export async function countUnread(
  db: Queryable,
  side: { personId: number } | { institutionId: number },
): Promise<number> {
  const [row] =
    'personId' in side
      ? await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM thread_messages m JOIN message_threads t ON t.id = m.thread_id
            WHERE t.person_id = $1 AND NOT m.from_person AND m.read_at IS NULL`,
          [side.personId],
        )
      : await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM thread_messages m JOIN message_threads t ON t.id = m.thread_id
            WHERE t.institution_id = $1 AND m.from_person AND m.read_at IS NULL`,
          [side.institutionId],
        );
  return row.n;
}

/** Files the user uploaded that no message carries yet (only those may be attached). */
export async function ownUnattachedFiles(db: Queryable, userId: number, ids: readonly string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db.query<{ id: string }>(
    `SELECT f.id::text AS id FROM files f
      WHERE f.id = ANY($1::uuid[]) AND f.uploaded_by = $2
        AND NOT EXISTS (SELECT 1 FROM thread_message_files mf WHERE mf.file_id = f.id)`,
    [ids, userId],
  );
  return rows.map((r) => r.id);
}

/** The stored files of a message, for its archive. */
export function listMessageFiles(
  db: Queryable,
  messageId: number,
): Promise<{ id: string; originalName: string; storageKey: string; sizeBytes: number; contentType: string }[]> {
  return db.query(
    `SELECT f.id, f.original_name AS "originalName", f.storage_key AS "storageKey", f.size_bytes::int AS "sizeBytes",
            f.content_type AS "contentType"
       FROM thread_message_files mf JOIN files f ON f.id = mf.file_id WHERE mf.message_id = $1 ORDER BY f.original_name`,
    [messageId],
  );
}

/**
 * Whether a person and an institution may write to each other: the person is its client, holds
 * (or is the recipient of) a service contract with it, they already have a conversation, or (the
 * patronage chat) the person is under the institution's patronage.
 */
export async function mayCorrespond(
  db: Queryable,
  kind: ThreadKind,
  personId: number,
  institutionId: number,
): Promise<boolean> {
  const [row] = await db.query<{ ok: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM institution_clients WHERE person_id = $1 AND institution_id = $2)
         OR EXISTS (SELECT 1 FROM service_contracts WHERE institution_id = $2 AND (person_id = $1 OR target_person_id = $1))
         OR EXISTS (SELECT 1 FROM message_threads WHERE person_id = $1 AND institution_id = $2 AND kind = $3)
         -- The patronage chat: the family under the institution's patronage (0031).
         OR ($3 = 2 AND EXISTS (SELECT 1 FROM patronage_records WHERE person_id = $1 AND institution_id = $2)) AS ok`,
    [personId, institutionId, kind],
  );
  return row.ok;
}

/** The name of the other side of a conversation: an institution's short caption or a person's full name. */
export async function contactName(
  db: Queryable,
  contact: { institutionId: number } | { personId: number },
): Promise<string | undefined> {
  const [row] =
    'institutionId' in contact
      ? await db.query<{ name: string }>('SELECT short_caption AS name FROM institutions WHERE id = $1', [
          contact.institutionId,
        ])
      : await db.query<{ name: string }>(`SELECT ${fio('p')} AS name FROM persons p WHERE p.id = $1`, [
          contact.personId,
        ]);
  return row?.name;
}

/** What a user's notices depend on: a notice to them or a read mark (see messageReferences). */
export const noticeReference = (userId: number) => `messages:user:${userId}`;

/** The user's notices as one contact: the last one and how many are unread; undefined without any. */
export async function noticesSummary(
  db: Queryable,
  userId: number,
): Promise<{ lastMessage: string; lastMessageAt: string; unread: number } | undefined> {
  const [row] = await db.query<{ lastMessage: string; lastMessageAt: string; unread: number }>(
    `SELECT (SELECT text FROM user_messages WHERE user_id = $1 ORDER BY id DESC LIMIT 1) AS "lastMessage",
            (SELECT ${utc('created_at')} FROM user_messages WHERE user_id = $1 ORDER BY id DESC LIMIT 1) AS "lastMessageAt",
            (SELECT count(*)::int FROM user_messages WHERE user_id = $1 AND read_at IS NULL) AS unread`,
    [userId],
  );
  return row?.lastMessage === null || row?.lastMessage === undefined ? undefined : row;
}

/** A page of the user's notices, newest first, as messages of the other side (their sender's name as author). */
export function listNotices(
  db: Queryable,
  userId: number,
  bound: { before?: number | null; after?: number | null },
  limit: number,
): Promise<(MessageRow & { noticeClass: NoticeClass | null })[]> {
  const after = bound.after ?? null;
  return db.query<MessageRow & { noticeClass: NoticeClass | null }>(
    `SELECT n.id, 0 AS "threadId", false AS "fromPerson", n.contact_name AS "authorName", n.text AS body,
            n.notice_class AS "noticeClass",
            ${utc('n.created_at')} AS "createdAt", ${utc('n.read_at')} AS "readAt", '' AS "clientKey",
            COALESCE((SELECT json_agg(json_build_object('id', f.id, 'name', f.original_name, 'size', f.size_bytes) ORDER BY f.original_name)
                        FROM user_message_files mf JOIN files f ON f.id = mf.file_id WHERE mf.message_id = n.id), '[]'::json) AS files
       FROM user_messages n
      WHERE n.user_id = $1 AND ($2::bigint IS NULL OR n.id < $2::bigint) AND ($3::bigint IS NULL OR n.id > $3::bigint)
      ORDER BY n.id ${after === null ? 'DESC' : 'ASC'} LIMIT $4`,
    [userId, bound.before ?? null, after, limit],
  );
}

/** Marks the user's notices read; the number marked. */
export async function markNoticesRead(db: Queryable, userId: number): Promise<number> {
  const rows = await db.query(
    'UPDATE user_messages SET read_at = now() WHERE user_id = $1 AND read_at IS NULL RETURNING id',
    [userId],
  );
  if (rows.length) await db.changed([noticeReference(userId)]);
  return rows.length;
}
