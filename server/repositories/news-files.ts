import type { Db, Queryable } from '../db/db.ts';
import { insertFile, type ArchiveFile, type StoredFile } from './files.ts';
import { newsReferences, type NewsKind } from './news.ts';

/** A file attached to a news card (every-mother news, a subsidy-contest announcement). */
export interface NewsFile {
  id: string;
  name: string;
  sizeBytes: number;
}

/** Live links of a live card of the kind; `n` is the card, `nf` the link, `f` the file. */
const LIVE = `news_files nf JOIN news n ON n.id = nf.news_id AND n.kind = $1 AND n.deleted_at IS NULL JOIN files f ON f.id = nf.file_id
  WHERE nf.news_id = $2 AND nf.deleted_at IS NULL`;

/** The files of a card, by name. */
export function listNewsFiles(db: Queryable, kind: NewsKind, newsId: number): Promise<NewsFile[]> {
  return db.query<NewsFile>(
    `SELECT f.id, f.original_name AS name, f.size_bytes::int AS "sizeBytes" FROM ${LIVE} ORDER BY f.original_name, f.id`,
    [kind, newsId],
  );
}

/** The files of a card as an archive holds them. */
export function findNewsArchive(db: Queryable, kind: NewsKind, newsId: number): Promise<ArchiveFile[]> {
  return db.query<ArchiveFile>(
    `SELECT f.original_name AS "originalName", f.storage_key AS "storageKey" FROM ${LIVE} ORDER BY f.original_name, f.id`,
    [kind, newsId],
  );
}

/** Why a file cannot be attached to a card. */
export type AttachRefusal = 'no-card' | 'duplicate' | 'too-many';

/**
 * Records an uploaded file and attaches it to a live card of the kind, in one transaction with the
 * card locked (two uploads at once count each other). Refused when the card is gone, a file of the
 * same name is attached already, or the card holds `maxFiles` files.
 */
export async function attachNewsFile(
  db: Db,
  kind: NewsKind,
  newsId: number,
  file: StoredFile,
  uploadedBy: number,
  maxFiles: number,
): Promise<AttachRefusal | null> {
  return db.transaction(async (tx) => {
    const card = await tx.query('SELECT id FROM news WHERE kind = $1 AND id = $2 AND deleted_at IS NULL FOR UPDATE', [
      kind,
      newsId,
    ]);
    if (!card.length) return 'no-card';
    const names = (await tx.query<{ name: string }>(`SELECT f.original_name AS name FROM ${LIVE}`, [kind, newsId])).map(
      (row) => row.name.toLowerCase(),
    );
    if (names.includes(file.originalName.toLowerCase())) return 'duplicate';
    if (names.length >= maxFiles) return 'too-many';
    await insertFile(tx, file, { userId: uploadedBy, institutionId: null });
    await tx.query('INSERT INTO news_files (news_id, file_id) VALUES ($1, $2)', [newsId, file.id]);
    await tx.changed([newsReferences.card(kind, newsId)]);
    return null;
  });
}

/**
 * Detaches files from a live card; returns the storage keys of those detached (the caller removes
 * their content), or undefined when there is no such card. Ids not attached to it are ignored.
 */
export async function detachNewsFiles(
  db: Db,
  kind: NewsKind,
  newsId: number,
  fileIds: readonly string[],
): Promise<string[] | undefined> {
  return db.transaction(async (tx) => {
    const card = await tx.query('SELECT id FROM news WHERE kind = $1 AND id = $2 AND deleted_at IS NULL FOR UPDATE', [
      kind,
      newsId,
    ]);
    if (!card.length) return undefined;
    const rows = await tx.query<{ key: string }>(
      `UPDATE news_files nf SET deleted_at = now() FROM files f
        WHERE f.id = nf.file_id AND nf.news_id = $1 AND nf.file_id = ANY($2::uuid[]) AND nf.deleted_at IS NULL RETURNING f.storage_key AS key`,
      [newsId, fileIds],
    );
    if (rows.length) await tx.changed([newsReferences.card(kind, newsId)]);
    return rows.map((row) => row.key);
  });
}

/**
 * Deletes a card of the kind with its files; returns the storage keys of its files (the caller
 * removes their content), or undefined when there is no such card. Rows are marked, not erased
 * (migration 0012).
 */
export async function deleteNewsCard(db: Db, kind: NewsKind, id: number): Promise<string[] | undefined> {
  return db.transaction(async (tx) => {
    const card = await tx.query(
      'UPDATE news SET deleted_at = now() WHERE kind = $1 AND id = $2 AND deleted_at IS NULL RETURNING id',
      [kind, id],
    );
    if (!card.length) return undefined;
    const rows = await tx.query<{ key: string }>(
      `UPDATE news_files nf SET deleted_at = now() FROM files f WHERE f.id = nf.file_id AND nf.news_id = $1 AND nf.deleted_at IS NULL RETURNING f.storage_key AS key`,
      [id],
    );
    await tx.changed([newsReferences.list(kind), newsReferences.card(kind, id)]);
    return rows.map((row) => row.key);
  });
}
