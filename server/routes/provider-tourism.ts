import { requireAuth } from '../auth/session.ts';
import { ACCESS } from '../auth/access.ts';
import { ok } from '../http/envelope.ts';
import { envelope, type RoutePlugin } from '../http/contract.ts';
import { tourismProviderRequestService } from '../tourism/provider-requests.ts';
import * as S from '../schemas/provider-tourism.ts';

/**
 * A tour operator's request to be included in the register of tourism service providers (request
 * type 101; workflows.md section 7 «Tourism provider»: the first four paths are the spec's, the
 * department's are the portal's own: docs/tourism-provider-request-states.md). Any signed-in user
 * applies (an anonymous call is 401: the applicant is known through the identity provider); the
 * department (an administrator, who passes every access list) reviews and decides.
 */
const providerTourismRoutes: RoutePlugin = async (app) => {
  const requests = tourismProviderRequestService(app.db);
  const applicant = { access: ACCESS.signedIn };
  const department = { access: ACCESS.admin };
  const answer = { 200: envelope(S.actionResult), 409: { $ref: 'Refusal' } } as const;

  app.get(
    '/provider-tourism/legal-forms',
    {
      config: { access: ACCESS.any },
      schema: { summary: 'Организационно-правовые формы туроператоров', response: { 200: envelope(S.legalForms) } },
    },
    async () => ok(requests.legalForms()),
  );

  app.get(
    '/provider-tourism/request',
    {
      config: applicant,
      schema: {
        summary: 'Заявление вызывающего на включение в реестр туроператоров (тип 101) и период приёма',
        response: { 200: envelope(S.current) },
      },
    },
    async (request) => ok(await requests.current(requireAuth(request))),
  );

  app.post(
    '/provider-tourism/new',
    {
      config: applicant,
      schema: { summary: 'Подать заявление на включение в реестр туроператоров', body: S.newBody, response: answer },
    },
    async (request) => requests.create(requireAuth(request), request.body),
  );

  app.post(
    '/provider-tourism/update',
    {
      config: applicant,
      schema: { summary: 'Изменить своё заявление, пока оно не рассмотрено', body: S.updateBody, response: answer },
    },
    async (request) => requests.update(requireAuth(request), request.body),
  );

  app.post(
    '/provider-tourism/withdraw',
    {
      config: applicant,
      schema: { summary: 'Отозвать своё заявление, пока оно не рассмотрено', body: S.withdrawBody, response: answer },
    },
    async (request) => requests.withdraw(requireAuth(request), request.body),
  );

  app.get(
    '/provider-tourism/requests',
    {
      config: department,
      schema: {
        summary: 'Заявления туроператоров на включение в реестр',
        querystring: S.listQuery,
        response: { 200: envelope(S.listAnswer) },
      },
    },
    async (request) => {
      const { page, pageSize, ...filter } = request.query;
      return ok(await requests.list(requireAuth(request), { ...filter, page: page ?? 1, pageSize: pageSize ?? 20 }));
    },
  );

  app.get(
    '/provider-tourism/requests/:id',
    {
      config: department,
      schema: {
        summary: 'Заявление туроператора: карточка',
        params: S.requestParams,
        response: { 200: envelope(S.requestCard) },
      },
    },
    async (request) => ok(await requests.card(requireAuth(request), request.params.id)),
  );

  app.post(
    '/provider-tourism/review/:id',
    {
      config: department,
      schema: {
        summary: 'Принять заявление туроператора к рассмотрению',
        params: S.requestParams,
        body: S.versionBody,
        response: answer,
      },
    },
    async (request) => requests.review(requireAuth(request), request.params.id, request.body),
  );

  app.post(
    '/provider-tourism/decide/:id',
    {
      config: department,
      schema: {
        summary: 'Решение по заявлению туроператора: 1 — включить в реестр, 2 — отказать с причиной',
        params: S.requestParams,
        body: S.decideBody,
        response: answer,
      },
    },
    async (request) => requests.decide(requireAuth(request), request.params.id, request.body),
  );
};

export default providerTourismRoutes;
