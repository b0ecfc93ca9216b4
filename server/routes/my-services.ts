import { requireAuth } from '../auth/session.ts';

import { ok } from '../http/envelope.ts';

import { envelope, type RoutePlugin } from '../http/contract.ts';

import { myServicesService } from '../contracts/my-services.ts';

import { SystemRole as R } from '../../common/roles.ts';

import { query, receivedAnswer, receivedQuery, renderedAnswer } from '../schemas/my-services.ts';

/** «Мои услуги» of both sides. */
const myServicesRoutes: RoutePlugin = async (app) => {
  const services = myServicesService(app.db);

  app.get(
    '/my-services/person',
    {
      config: { access: [R.Public] },
      schema: {
        summary: 'Мои услуги: что гражданин получает по действующим договорам',
        querystring: receivedQuery,
        response: { 200: envelope(receivedAnswer) },
      },
    },
    async (request) => {
      const { page, pageSize, search, personId } = request.query;
      return ok(
        await services.received(requireAuth(request), { search, personId, page: page ?? 1, pageSize: pageSize ?? 20 }),
      );
    },
  );

  app.get(
    '/my-services/institution',
    {
      config: { access: [R.ServiceProvider] },
      schema: {
        summary: 'Мои услуги: услуги учреждения и число их получателей',
        querystring: query,
        response: { 200: envelope(renderedAnswer) },
      },
    },
    async (request) => {
      const { page, pageSize, search } = request.query;
      return ok(await services.rendered(requireAuth(request), { search, page: page ?? 1, pageSize: pageSize ?? 20 }));
    },
  );
};

export default myServicesRoutes;
