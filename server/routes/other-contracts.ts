import { requireAuth } from '../auth/session.ts';
import { ok } from '../http/envelope.ts';
import { binaryAnswer, envelope, type RoutePlugin } from '../http/contract.ts';
import { otherContractService } from '../contracts/other-contracts.ts';
import { SystemRole as R } from '../../common/roles.ts';
import { isServedFileType } from '../../common/validation/index.ts';
import * as S from '../schemas/other-contracts.ts';

/**
 * The citizens' «other» contracts (/user/contracts and /user/contracts/{id}, workflows.md sections
 * 2 and 4). The spec lists no call for this list, so the calls are designed in the style of the
 * service contracts': GET /contract (search, the filter 1 active / 2 closed, paging), GET
 * /contract/{id} (the card) and GET /contract/{id}/documents/{fileId} (a document's file).
 */
/** RFC 6266 header that keeps a Cyrillic file name. */
function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** The «other» contracts' calls: the list, the card and its documents, each only to its parties. */
const otherContractRoutes: RoutePlugin = async (app) => {
  const contracts = otherContractService(app.db);
  const config = { access: [R.Public, R.ServiceProvider] };

  app.get(
    '/contract',
    {
      config,
      schema: {
        summary: 'Договоры гражданина (прочие): мои или учреждения',
        querystring: S.listQuery,
        response: { 200: envelope(S.listAnswer) },
      },
    },
    async (request) => {
      const { page, pageSize, ...query } = request.query;
      return ok(
        await contracts.list(requireAuth(request), {
          ...query,
          page: page ?? 1,
          pageSize: pageSize ?? 20,
        }),
      );
    },
  );

  app.get(
    '/contract/:id',
    {
      config,
      schema: {
        summary: 'Договор (прочий): стороны, предмет, сроки, история статусов, документы',
        params: S.idParam,
        response: { 200: envelope(S.card) },
      },
    },
    async (request) => ok(await contracts.card(requireAuth(request), request.params.id)),
  );

  app.get(
    '/contract/:id/documents/:fileId',
    {
      config,
      schema: {
        summary: 'Скачать документ договора',
        params: S.documentParams,
        response: { 200: binaryAnswer('Документ договора', 'application/octet-stream') },
      },
    },
    async (request, reply) => {
      const file = await contracts.document(requireAuth(request), request.params.id, request.params.fileId);
      // A download only, with the type checked when the file was stored (as the file service does).
      return reply
        .header('Content-Type', isServedFileType(file.contentType) ? file.contentType : 'application/octet-stream')
        .header('Content-Disposition', contentDisposition(file.originalName))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(app.storage.get(file.storageKey));
    },
  );
};

export default otherContractRoutes;
