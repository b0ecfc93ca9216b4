import { requireAuth } from '../auth/session.ts';
import { ok } from '../http/envelope.ts';
import { envelope, type RoutePlugin } from '../http/contract.ts';
import { ACCESS } from '../auth/access.ts';
import { ippsuService } from '../ippsu/ippsu.ts';
import * as S from '../schemas/ippsu.ts';

/** The individual programme of social services (workflows.md section 7: /ippsu, /ippsu/client/{id}, /ippsu/all-organisations). */
const ippsuRoutes: RoutePlugin = async (app) => {
  const programmes = ippsuService(app.db);

  app.get(
    '/ippsu',
    {
      config: { access: ACCESS.public },
      schema: {
        summary: 'Моя индивидуальная программа предоставления социальных услуг (null — программы нет)',
        response: { 200: envelope(S.ippsuOrNone) },
      },
    },
    async (request) => ok(await programmes.own(requireAuth(request))),
  );

  app.get(
    '/ippsu/client/:id',
    {
      config: { access: ACCESS.staff },
      schema: {
        summary: 'ИППСУ получателя услуг учреждения (только клиенты выбранного учреждения)',
        params: S.clientParams,
        response: { 200: envelope(S.ippsuOrNone) },
      },
    },
    async (request) => ok(await programmes.client(requireAuth(request), request.params.id)),
  );

  app.get(
    '/ippsu/all-organisations',
    {
      config: { access: ACCESS.public },
      schema: {
        summary: 'Организации, предоставляющие социальные услуги моей ИППСУ',
        response: { 200: envelope(S.organisations) },
      },
    },
    async (request) => ok(await programmes.allOrganisations(requireAuth(request))),
  );
};

export default ippsuRoutes;
