import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { checkFile } from '../../common/validation/index.ts';
import { HttpError } from '../http/envelope.ts';
import type { StoredFile } from '../repositories/files.ts';
import { MSG } from '../messages.ts';

/**
 * Receives one multipart upload (file, and an optional fileName field): checks the name before
 * streaming, streams to storage with the size limit, checks the final name, and removes whatever was
 * written if anything fails. The caller records the file and removes it if its own step fails.
 */
export async function receiveUpload(app: FastifyInstance, request: FastifyRequest): Promise<StoredFile> {
  if (!request.isMultipart()) throw new HttpError(400, MSG.fileMissing);
  const limitMb = app.config.maxReportFileSizeMb;
  let stored: StoredFile | undefined;
  let fieldName: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'fileName' && typeof part.value === 'string') fieldName = part.value;
        continue;
      }
      if (stored) throw new HttpError(400, MSG.badRequest);
      stored = await storePart(app, part, limitMb);
    }
    if (!stored) throw new HttpError(400, MSG.fileMissing);
    const name = fieldName?.trim() || stored.originalName;
    const refusal = checkFile({ name, size: stored.sizeBytes }, { maxReportFileSizeMb: limitMb });
    if (refusal) throw new HttpError(400, refusal);
    stored.originalName = name;
    return stored;
  } catch (error) {
    if (stored) await app.storage.remove(stored.storageKey);
    throw error;
  }
}

/** Streams one file part to storage after a first check of its name; a partial file is removed. */
async function storePart(app: FastifyInstance, part: MultipartFile, limitMb: number): Promise<StoredFile> {
  const early = checkFile({ name: part.filename, size: 0 }, { maxReportFileSizeMb: limitMb });
  if (early) {
    part.file.resume();
    throw new HttpError(400, early);
  }
  const id = randomUUID();
  const file: StoredFile = { id, originalName: part.filename, storageKey: id, sizeBytes: 0, contentType: part.mimetype || 'application/octet-stream' };
  try {
    file.sizeBytes = await app.storage.put(id, part.file);
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, MSG.fileTooLarge(limitMb));
    throw new HttpError(400, MSG.uploadFailed);
  }
  if (part.file.truncated) {
    await app.storage.remove(id);
    throw new HttpError(413, MSG.fileTooLarge(limitMb));
  }
  return file;
}
