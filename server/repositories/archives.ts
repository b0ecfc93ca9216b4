import type { Queryable } from '../db/db.ts';
import type { ArchiveFile } from './files.ts';
import { findNewsArchive } from './news-files.ts';

export type { ArchiveFile };

const FILE = 'f.original_name AS "originalName", f.storage_key AS "storageKey"';

/** Who may download a request's orders: the person, the issuing institution. */
export interface RequestOrderOwners {
  personIds: number[];
  institutionIds: number[];
}

/** The orders issued on a request, with the people and institutions they concern. */
export async function findRequestOrders(
  db: Queryable,
  requestId: number,
): Promise<{ files: ArchiveFile[]; owners: RequestOrderOwners }> {
  const rows = await db.query<ArchiveFile & { personId: number; institutionId: number }>(
    `SELECT ${FILE}, o.person_id AS "personId", o.institution_id AS "institutionId"
       FROM request_orders o JOIN files f ON f.id = o.file_id WHERE o.request_id = $1 ORDER BY f.original_name, o.id`,
    [requestId],
  );
  return {
    files: rows.map(({ originalName, storageKey }) => ({ originalName, storageKey })),
    owners: {
      personIds: [...new Set(rows.map((r) => r.personId))],
      institutionIds: [...new Set(rows.map((r) => r.institutionId))],
    },
  };
}

/** A message's files and its recipient. */
export async function findMessageFiles(
  db: Queryable,
  messageId: number,
): Promise<{ userId: number | null; files: ArchiveFile[] }> {
  const [message] = await db.query<{ userId: number }>('SELECT user_id AS "userId" FROM user_messages WHERE id = $1', [
    messageId,
  ]);
  if (!message) return { userId: null, files: [] };
  const files = await db.query<ArchiveFile>(
    `SELECT ${FILE} FROM user_message_files mf JOIN files f ON f.id = mf.file_id WHERE mf.message_id = $1 ORDER BY f.original_name`,
    [messageId],
  );
  return { userId: message.userId, files };
}

/** The files of a subsidy-contest announcement. */
export function findContestFiles(db: Queryable, newsId: number): Promise<ArchiveFile[]> {
  return findNewsArchive(db, 'subsidy-contest', newsId);
}
