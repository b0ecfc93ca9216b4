import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { fileTypeFromStream } from 'file-type';
import { checkFile, checkFileName, kindOfContent } from '../../common/validation/index.ts';
import { HttpError } from '../http/envelope.ts';
import type { StoredFile } from '../repositories/files.ts';
import { MSG } from '../messages.ts';
import { uploadLimits } from '../system/settings.ts';

/**
 * Receives one multipart upload (file, and an optional fileName field): checks the name before
 * streaming, streams to a temporary file with the size limit, checks the final name, refuses an
 * empty file and content that is not what the name's extension says (the type is read from the
 * bytes, never taken from the browser), and only then moves the file into place. Whatever was
 * written is removed if anything fails. The caller records the file and removes it if its own step fails.
 */
export async function receiveUpload(app: FastifyInstance, request: FastifyRequest): Promise<StoredFile> {
  if (!request.isMultipart()) throw new HttpError(400, MSG.fileMissing);
  // The limit in force now (setting 1, changed by an admin without a restart), within the server's ceiling.
  const limitMb = (await uploadLimits(app.db, app.config.maxReportFileSizeMb)).maxReportFileSizeMb;
  let stored: StoredFile | undefined;
  let fieldName: string | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: limitMb * 1024 * 1024, files: 1, fields: 5, fieldSize: 1024 },
    })) {
      if (part.type === 'field') {
        if (part.fieldname === 'fileName' && typeof part.value === 'string') fieldName = part.value;
        continue;
      }
      if (stored) throw new HttpError(413, MSG.oneFileAtATime);
      stored = await storePart(app, part, limitMb);
    }
    if (!stored) throw new HttpError(400, MSG.fileMissing);
    const name = fieldName?.trim() || stored.originalName;
    const refusal = checkFile({ name, size: stored.sizeBytes }, { maxReportFileSizeMb: limitMb });
    if (refusal) throw new HttpError(400, refusal);
    const kind = kindOfContent(name, await detectType(app, stored.storageKey));
    if (!kind) throw new HttpError(400, MSG.fileBannedExtension);
    stored.originalName = name;
    stored.contentType = kind.mime;
    await app.storage.commit(stored.storageKey);
    return stored;
  } catch (error) {
    if (stored) await app.storage.remove(stored.storageKey);
    throw error;
  }
}

/** The type a received file's bytes show (file-type), or undefined when they show none. */
async function detectType(app: FastifyInstance, key: string): Promise<string | undefined> {
  const content = app.storage.getReceived(key);
  try {
    return (await fileTypeFromStream(Readable.toWeb(content) as ReadableStream<Uint8Array>))?.mime;
  } finally {
    content.destroy();
  }
}

/** Streams one file part to a temporary file after a first check of its name; a partial file is removed. */
async function storePart(app: FastifyInstance, part: MultipartFile, limitMb: number): Promise<StoredFile> {
  const early = checkFileName(part.filename);
  if (early) {
    part.file.resume();
    throw new HttpError(400, early);
  }
  const id = randomUUID();
  // The browser's claimed type is never kept: the content decides (receiveUpload).
  const file: StoredFile = {
    id,
    originalName: part.filename,
    storageKey: id,
    sizeBytes: 0,
    contentType: 'application/octet-stream',
  };
  try {
    file.sizeBytes = await app.storage.put(id, part.file);
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, MSG.fileTooLarge(limitMb));
    throw new HttpError(400, MSG.uploadFailed);
  }
  if (part.file.truncated) {
    await app.storage.remove(id);
    throw new HttpError(413, MSG.fileTooLarge(limitMb));
  }
  return file;
}
