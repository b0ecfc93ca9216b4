import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS } from '../auth/access.ts';
import { requireAuth } from '../auth/session.ts';
import type { MultipartFile } from '@fastify/multipart';
import { checkFile } from '../../src/validation/index.ts';
import { HttpError, ok, envelopeSchema } from '../http/envelope.ts';
import { insertFile, findFile, type StoredFile } from '../repositories/files.ts';
import { MSG } from '../messages.ts';

const uploadedFileSchema = {
  type: 'object',
  properties: { id: { type: 'string' }, uri: { type: 'string' }, originalFileName: { type: 'string' }, size: { type: 'integer' } },
} as const;

/** RFC 6266 header that keeps a Cyrillic file name. */
function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Sends a stored file to its uploader or an admin; anyone else gets 404 as if it did not exist. */
async function sendStored(request: FastifyRequest, reply: FastifyReply, file: StoredFile | undefined) {
  const auth = requireAuth(request);
  if (file && file.uploadedBy !== auth.user.userId && !auth.user.administrator) file = undefined;
  if (!file || !(await reply.server.storage.exists(file.storageKey))) throw new HttpError(404, MSG.fileNotFound);
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', contentDisposition(file.originalName))
    .header('Cache-Control', 'private, no-store')
    .send(reply.server.storage.get(file.storageKey));
}

const UUID = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

/** File service: upload streamed to storage with the spec's limits, download by id or uri. */
const filesRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/files/upload',
    {
      config: { access: ACCESS.signedIn },
      schema: {
        summary: 'Загрузка файла (multipart: file, fileName)',
        consumes: ['multipart/form-data'],
        response: { 200: envelopeSchema(uploadedFileSchema) },
      },
    },
    async (request) => {
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
          stored = await storePart(part, limitMb);
        }
        if (!stored) throw new HttpError(400, MSG.fileMissing);
        const name = fieldName?.trim() || stored.originalName;
        const refusal = checkFile({ name, size: stored.sizeBytes }, { maxReportFileSizeMb: limitMb });
        if (refusal) throw new HttpError(400, refusal);
        stored.originalName = name;
        await insertFile(app.db, stored, requireAuth(request).user.userId);
      } catch (error) {
        if (stored) await app.storage.remove(stored.storageKey);
        throw error;
      }
      return ok({ id: stored.id, uri: `files/${stored.id}`, originalFileName: stored.originalName, size: stored.sizeBytes });
    },
  );

  /** Streams one file part to storage after a first check of its name; a partial file is removed. */
  async function storePart(part: MultipartFile, limitMb: number): Promise<StoredFile> {
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

  app.get<{ Querystring: { preloadId: string } }>(
    '/files/get',
    {
      config: { access: ACCESS.signedIn },
      schema: {
        summary: 'Скачать файл по идентификатору',
        querystring: { type: 'object', required: ['preloadId'], properties: { preloadId: { type: 'string', pattern: UUID } } },
      },
    },
    async (request, reply) => sendStored(request, reply, await findFile(app.db, request.query.preloadId)),
  );

  app.get<{ Querystring: { uri: string } }>(
    '/files/preload',
    {
      config: { access: ACCESS.signedIn },
      schema: {
        summary: 'Скачать файл по адресу uri',
        querystring: {
          type: 'object',
          required: ['uri'],
          properties: { uri: { type: 'string', pattern: UUID.replace('^', '^files/') } },
        },
      },
    },
    async (request, reply) => sendStored(request, reply, await findFile(app.db, request.query.uri.slice('files/'.length))),
  );
};

export default filesRoutes;
