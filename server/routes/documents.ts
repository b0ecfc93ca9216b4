import { ACCESS } from '../auth/access.ts';
import { requireAuth } from '../auth/session.ts';
import { documentService } from '../documents/documents.ts';
import { ok } from '../http/envelope.ts';
import { envelope, type RoutePlugin } from '../http/contract.ts';
import * as S from '../schemas/documents.ts';

/** «Мои документы» (workflows.md section 2): the citizen's documents and their children's and wards' in one list. */
const documentRoutes: RoutePlugin = async (app) => {
  const documents = documentService(app.db);

  app.get(
    '/documents',
    {
      config: { access: ACCESS.public },
      schema: {
        summary: 'Мои документы: договоры, заявления, решения, приказы, отчёты, ИППСУ, удостоверения',
        querystring: S.listQuery,
        response: { 200: envelope(S.listAnswer) },
      },
    },
    async (request) => {
      const { page, pageSize, kind, search } = request.query;
      return ok(
        await documents.list(requireAuth(request), { kind, search, page: page ?? 1, pageSize: pageSize ?? 20 }),
      );
    },
  );
};

export default documentRoutes;
