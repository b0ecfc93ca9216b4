import { requireAuth } from '../auth/session.ts';
import { ACCESS } from '../auth/access.ts';
import { ok } from '../http/envelope.ts';
import { envelope, type RoutePlugin } from '../http/contract.ts';
import { certificateService } from '../certificates/certificates.ts';
import * as S from '../schemas/certificates.ts';

/**
 * A citizen's certificates for social services (workflows.md sections 2, 7): the list, the card, the
 * draft of a request for a type, the request (`/cert/new`) and a service contract under an issued
 * certificate. Any signed-in user reaches them; the service answers an employee that a citizen does this.
 */
const certificateRoutes: RoutePlugin = async (app) => {
  const certificates = certificateService(app.db, app.config);
  const config = { access: ACCESS.signedIn };
  const refusal = { $ref: 'Refusal' } as const;

  app.get(
    '/cert',
    {
      config,
      schema: { summary: 'Мои сертификаты', querystring: S.listQuery, response: { 200: envelope(S.listAnswer) } },
    },
    async (request) => {
      const { page, pageSize, ...filter } = request.query;
      return ok(
        await certificates.list(requireAuth(request), { ...filter, page: page ?? 1, pageSize: pageSize ?? 20 }),
      );
    },
  );

  app.get(
    '/cert/draft/:type',
    {
      config,
      schema: {
        summary: 'Заявление на сертификат: услуги, получатели, телефон',
        params: S.typeParams,
        response: { 200: envelope(S.draft) },
      },
    },
    async (request) => ok(await certificates.draft(requireAuth(request), request.params.type)),
  );

  app.post(
    '/cert/new',
    {
      config,
      schema: {
        summary: 'Подать заявление на сертификат',
        body: S.newBody,
        response: { 200: envelope(S.created), 409: refusal },
      },
    },
    async (request) => certificates.create(requireAuth(request), request.body),
  );

  app.post(
    '/cert/create-contract/:certificateId/:institutionId',
    {
      config,
      schema: {
        summary: 'Заключить договор с поставщиком услуг по сертификату',
        params: S.contractParams,
        response: { 200: envelope(S.contractCreated), 409: refusal },
      },
    },
    async (request) =>
      certificates.createContract(requireAuth(request), request.params.certificateId, request.params.institutionId),
  );

  app.get(
    '/cert/:id',
    {
      config,
      schema: { summary: 'Сертификат: карточка', params: S.idParams, response: { 200: envelope(S.card) } },
    },
    async (request) => ok(await certificates.card(requireAuth(request), request.params.id)),
  );
};

export default certificateRoutes;
