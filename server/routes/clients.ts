import { ACCESS } from '../auth/access.ts';
import { requireAuth } from '../auth/session.ts';
import { ok } from '../http/envelope.ts';
import { envelope, type RoutePlugin } from '../http/contract.ts';
import { clientService } from '../clients/clients.ts';
import * as S from '../schemas/clients.ts';

/**
 * The people the caller's institution serves (workflows.md sections 2, 3): the list with search and
 * pages and a client's card with what the institution has of them, for the screens /user/clients
 * and /user/clients/{id}. `GET /person/user-clients` (server/routes/person.ts) answers the same
 * people as a plain list of person cards for the forms that choose one.
 */
const clientRoutes: RoutePlugin = async (app) => {
  const clients = clientService(app.db);
  const config = { access: ACCESS.staff };

  app.get(
    '/clients',
    {
      config,
      schema: {
        summary: 'Получатели услуг учреждения: поиск по ФИО и СНИЛС, страницы',
        querystring: S.listQuery,
        response: { 200: envelope(S.listAnswer) },
      },
    },
    async (request) => {
      const { page, pageSize, search } = request.query;
      return ok(await clients.list(requireAuth(request), { search, page: page ?? 1, pageSize: pageSize ?? 20 }));
    },
  );

  app.get(
    '/clients/:id',
    {
      config,
      schema: {
        summary: 'Получатель услуг: договоры, заявления, акты и ИППСУ в учреждении',
        params: S.idParams,
        response: { 200: envelope(S.clientCard) },
      },
    },
    async (request) => ok(await clients.card(requireAuth(request), request.params.id)),
  );
};

export default clientRoutes;
