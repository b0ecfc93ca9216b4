import type { Queryable } from '../db/db.ts';

/** A stored file that goes into an archive under its original name. */
export interface ArchiveFile {
  originalName: string;
  storageKey: string;
}

export interface StoredFile {
  id: string;
  originalName: string;
  storageKey: string;
  sizeBytes: number;
  contentType: string;
  uploadedBy?: number | null;
  /** The institution it was made for; see FileOwner. */
  forInstitutionId?: number | null;
}

/** Who a file was made for: the user, and the institution they acted for then (null: as a person). */
export interface FileOwner {
  userId: number;
  institutionId: number | null;
}

/** Records an uploaded file's metadata. */
export async function insertFile(db: Queryable, file: StoredFile, owner: FileOwner | null): Promise<void> {
  await db.query(
    `INSERT INTO files (id, original_name, storage_key, size_bytes, content_type, uploaded_by, for_institution_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      file.id,
      file.originalName,
      file.storageKey,
      file.sizeBytes,
      file.contentType,
      owner?.userId ?? null,
      owner?.institutionId ?? null,
    ],
  );
}

/** A file's metadata by id, or undefined. */
export async function findFile(db: Queryable, id: string): Promise<StoredFile | undefined> {
  const rows = await db.query<StoredFile>(
    `SELECT id, original_name AS "originalName", storage_key AS "storageKey",
            size_bytes::int AS "sizeBytes", content_type AS "contentType", uploaded_by AS "uploadedBy",
            for_institution_id AS "forInstitutionId"
       FROM files WHERE id = $1`,
    [id],
  );
  return rows[0];
}

/** Of the given storage keys, those a file row names (the start-up sweep keeps them). */
export async function existingStorageKeys(db: Queryable, keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const rows = await db.query<{ key: string }>(
    'SELECT storage_key AS key FROM files WHERE storage_key = ANY($1::text[])',
    [keys],
  );
  return new Set(rows.map((row) => row.key));
}

/** Which of the given file ids have a row. */
export async function existingFileIds(db: Queryable, ids: string[]): Promise<Set<string>> {
  const rows = await db.query<{ id: string }>('SELECT id FROM files WHERE id = ANY($1::uuid[])', [ids]);
  return new Set(rows.map((r) => r.id));
}

/** Records the size of a file whose content was written after its row. */
export async function setFileSize(db: Queryable, id: string, sizeBytes: number): Promise<void> {
  await db.query('UPDATE files SET size_bytes = $2 WHERE id = $1', [id, sizeBytes]);
}
