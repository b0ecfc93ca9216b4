import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Queryable } from '../db/db.ts';
import type { FileStorage } from '../files/storage.ts';
import { insertFile, type FileOwner } from '../repositories/files.ts';

export const PDF = 'application/pdf';
export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const ODT = 'application/vnd.oasis.opendocument.text';

/**
 * Stores a file the portal made (a report, a converted document) for its owner: they (acting for the
 * same institution), or an admin, download it with GET /files/get. Answers its id.
 */
export async function storeFile(
  db: Queryable,
  storage: FileStorage,
  owner: FileOwner | null,
  name: string,
  contentType: string,
  content: Buffer,
): Promise<string> {
  const id = randomUUID();
  await storage.put(id, Readable.from([content]));
  await storage.commit(id);
  try {
    await insertFile(db, { id, originalName: name, storageKey: id, sizeBytes: content.length, contentType }, owner);
  } catch (error) {
    await storage.remove(id);
    throw error;
  }
  return id;
}
