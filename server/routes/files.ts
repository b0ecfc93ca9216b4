import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS } from '../auth/access.ts';
import { receiveUpload } from '../files/receive-upload.ts';
import { requireAuth } from '../auth/session.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { binaryAnswer, envelope, type RoutePlugin } from '../http/contract.ts';
import { fileOwner, insertFile, findFile, mayReadFile, type StoredFile } from '../files/files.ts';
import { MSG } from '../messages.ts';
import { editableVersion } from '../reports/editable.ts';
import { DOCX, ODT } from '../reports/store.ts';
import { JOB_MSG } from '../jobs/messages.ts';
import { isServedFileType } from '../../common/validation/index.ts';
import { preloadQuery, STORED_FILE, uploadedFileSchema, uriQuery } from '../schemas/files.ts';

/** RFC 6266 header that keeps a Cyrillic file name. */
function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Sends a stored file to whom mayReadFile allows; anyone else gets 404 as if it did not exist. */
async function sendStored(request: FastifyRequest, reply: FastifyReply, file: StoredFile | undefined) {
  const auth = requireAuth(request);
  if (file && !mayReadFile(auth.user, file)) file = undefined;
  if (!file || !(await reply.server.storage.exists(file.storageKey))) throw new HttpError(404, MSG.fileNotFound);
  // Always a download, never rendered: the type checked at upload (a row from before the check,
  // holding whatever the browser claimed, goes as plain bytes) and no sniffing by the browser.
  return reply
    .header('Content-Type', isServedFileType(file.contentType) ? file.contentType : 'application/octet-stream')
    .header('Content-Disposition', contentDisposition(file.originalName))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(reply.server.storage.get(file.storageKey));
}

/** File service: upload streamed to storage with the spec's limits, download by id or uri. */
const filesRoutes: RoutePlugin = async (app) => {
  app.post(
    '/files/upload',
    {
      config: { access: ACCESS.signedIn },
      schema: {
        summary: 'Загрузка файла (multipart: file, fileName)',
        consumes: ['multipart/form-data'],
        response: { 200: envelope(uploadedFileSchema) },
      },
    },
    async (request) => {
      const stored = await receiveUpload(app, request);
      try {
        await insertFile(app.db, stored, fileOwner(requireAuth(request).user));
      } catch (error) {
        await app.storage.remove(stored.storageKey);
        throw error;
      }
      return ok({
        id: stored.id,
        uri: `files/${stored.id}`,
        originalFileName: stored.originalName,
        size: stored.sizeBytes,
      });
    },
  );

  app.get(
    '/files/get',
    {
      config: { access: ACCESS.signedIn },
      schema: {
        summary: 'Скачать файл по идентификатору',
        querystring: preloadQuery,
        response: { 200: STORED_FILE },
      },
    },
    async (request, reply) => sendStored(request, reply, await findFile(app.db, request.query.preloadId)),
  );

  app.get(
    '/files/get/docx-odt',
    {
      config: { access: ACCESS.signedIn },
      schema: {
        summary: 'Редактируемая версия документа: ODT (LibreOffice), а где его нет — DOCX',
        querystring: preloadQuery,
        response: { 200: binaryAnswer('Документ для редактирования', ODT, DOCX) },
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      const file = await findFile(app.db, request.query.preloadId);
      if (!file || !mayReadFile(user, file)) throw new HttpError(404, MSG.fileNotFound);
      const editable = await editableVersion(
        { db: app.db, storage: app.storage, officeProgram: app.config.officeProgram, log: request.log },
        file,
      );
      if (!editable) throw new HttpError(404, JOB_MSG.noEditable);
      return sendStored(request, reply, editable);
    },
  );

  app.get(
    '/files/preload',
    {
      config: { access: ACCESS.signedIn },
      schema: {
        summary: 'Скачать файл по адресу uri',
        querystring: uriQuery,
        response: { 200: STORED_FILE },
      },
    },
    async (request, reply) =>
      sendStored(request, reply, await findFile(app.db, request.query.uri.slice('files/'.length))),
  );
};

export default filesRoutes;
