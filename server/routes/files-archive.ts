import { ACCESS } from '../auth/access.ts';

import { requireAuth } from '../auth/session.ts';

import { HttpError } from '../http/envelope.ts';

import { type RoutePlugin } from '../http/contract.ts';
import { sendZip } from '../files/zip-archive.ts';
import { messageService } from '../messages/messages.ts';

import { findContestFiles, findMessageFiles, findRequestOrders } from '../files/files.ts';

import { MSG } from '../messages.ts';

import { materializeDemoFiles } from '../system/demo-files.ts';

import { query, zip } from '../schemas/files-archive.ts';

/**
 * Zip downloads (platform.md section 7): the orders of a request, a message's files, a contest's files.
 * The archives are named by what they hold: a row id is no number of a document (common/numbering.ts).
 */
const filesArchiveRoutes: RoutePlugin = async (app) => {
  const conversations = messageService(app.db);
  // The demo documents these archives hold get their content on a fresh start.
  if (app.config.seedDemoData) app.startupSteps.push({ name: 'demo-documents', run: () => materializeDemoFiles(app) });

  app.get(
    '/files/get-order',
    {
      config: { access: ACCESS.signedIn },
      schema: { summary: 'Приказы по заявлению (ZIP)', querystring: query('requestId'), response: zip },
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      const { files, owners } = await findRequestOrders(app.db, request.query.requestId);
      const inst = user.selectedInstitution;
      const allowed =
        user.administrator ||
        (inst
          ? owners.institutionIds.includes(inst.institutionId)
          : user.personId !== null &&
            owners.personIds.some((p) => p === user.personId || user.kids.some((k) => k.personId === p)));
      // What the caller may not see reads as absent.
      if (!files.length || !allowed) throw new HttpError(404, MSG.fileNotFound);
      return sendZip(reply, app.storage, files, 'Приказы по заявлению.zip');
    },
  );

  app.get(
    '/files/get-message-file',
    {
      config: { access: ACCESS.signedIn },
      schema: { summary: 'Файлы сообщения (ZIP)', querystring: query('messageId'), response: zip },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { user } = auth;
      // A conversation's message: only its two sides; else a notice of the portal (one sequence numbers both).
      const inConversation = await conversations.messageFiles(auth, request.query.messageId);
      if (inConversation) return sendZip(reply, app.storage, inConversation, 'Файлы сообщения.zip');
      const { userId, files } = await findMessageFiles(app.db, request.query.messageId);
      if (!files.length || (userId !== user.userId && !user.administrator)) throw new HttpError(404, MSG.fileNotFound);
      return sendZip(reply, app.storage, files, 'Файлы сообщения.zip');
    },
  );

  app.get(
    '/files/subsidy-contests-files',
    {
      config: { access: ACCESS.any },
      schema: { summary: 'Документы конкурса субсидий (ZIP)', querystring: query('id'), response: zip },
    },
    async (request, reply) => {
      const files = await findContestFiles(app.db, request.query.id);
      if (!files.length) throw new HttpError(404, MSG.fileNotFound);
      return sendZip(reply, app.storage, files, 'Документы конкурса.zip');
    },
  );
};

export default filesArchiveRoutes;
