import { requireAuth } from '../auth/session.ts';
import { ACCESS } from '../auth/access.ts';
import { ok } from '../http/envelope.ts';
import { envelope, type RoutePlugin } from '../http/contract.ts';
import { tourismCertificateService } from '../tourism/certificates.ts';
import * as S from '../schemas/cert-tourism.ts';

/**
 * Tourism certificates (workflows.md sections 2, 7 «cert-tourism»; docs/tourism-certificate-states.md):
 * the citizen's list, list by period, card, documents, the form's draft of a type, the application,
 * whether one may apply now, and the form's lookups are the spec's paths (`/cert-tourism/create-contract`
 * belongs to the tour contracts). The withdrawal, the department's list and its decisions are the
 * portal's own. A citizen (role Public) reaches their own certificates; the department is an
 * administrator, who passes every access list.
 */
const certTourismRoutes: RoutePlugin = async (app) => {
  const certificates = tourismCertificateService(app.db, app.config);
  const citizen = { access: ACCESS.public };
  const department = { access: ACCESS.admin };
  const answer = { 200: envelope(S.actionResult), 409: { $ref: 'Refusal' } } as const;

  app.get(
    '/cert-tourism',
    {
      config: citizen,
      schema: { summary: 'Туристические сертификаты гражданина', response: { 200: envelope(S.listAnswer) } },
    },
    async (request) => ok(await certificates.mine(requireAuth(request))),
  );

  app.get(
    '/cert-tourism/allowed-creation-certificate',
    {
      config: citizen,
      schema: {
        summary: 'Можно ли сейчас подать заявление на туристический сертификат каждого вида, и если нет — почему',
        response: { 200: envelope(S.allowedCreation) },
      },
    },
    async (request) => ok(await certificates.allowedCreation(requireAuth(request))),
  );

  app.get(
    '/cert-tourism/relation-degree',
    {
      config: citizen,
      schema: { summary: 'Степени родства членов семьи', response: { 200: envelope(S.lookup) } },
    },
    async () => ok(await certificates.relationDegrees()),
  );

  app.get(
    '/cert-tourism/family',
    {
      config: citizen,
      schema: { summary: 'Члены семьи заявителя для заявления на сертификат', response: { 200: envelope(S.lookup) } },
    },
    async (request) => ok(await certificates.family(requireAuth(request))),
  );

  app.get(
    '/cert-tourism/cities',
    {
      config: citizen,
      schema: { summary: 'Населённые пункты автономного округа для адреса', response: { 200: envelope(S.lookup) } },
    },
    async () => ok(await certificates.cities()),
  );

  app.get(
    '/cert-tourism/streets/:cityId',
    {
      config: citizen,
      schema: {
        summary: 'Первые улицы населённого пункта (пока ничего не набрано)',
        params: S.cityParams,
        response: { 200: envelope(S.lookup) },
      },
    },
    async (request) => ok(await certificates.streets(request.params.cityId, '')),
  );

  app.get(
    '/cert-tourism/streets/:cityId/:search',
    {
      config: citizen,
      schema: {
        summary: 'Улицы населённого пункта по части названия',
        params: S.streetParams,
        response: { 200: envelope(S.lookup) },
      },
    },
    async (request) => ok(await certificates.streets(request.params.cityId, request.params.search)),
  );

  app.get(
    '/cert-tourism/draft/:typeId',
    {
      config: citizen,
      schema: {
        summary: 'Черновик заявления на туристический сертификат вида: заявитель, члены семьи, адрес',
        params: S.typeParams,
        response: { 200: envelope(S.draft) },
      },
    },
    async (request) => ok(await certificates.draft(requireAuth(request), request.params.typeId)),
  );

  app.get(
    '/cert-tourism/documents/:id',
    {
      config: citizen,
      schema: {
        summary: 'Документы, приложенные к заявлению на туристический сертификат',
        params: S.idParams,
        response: { 200: envelope(S.documents) },
      },
    },
    async (request) => ok(await certificates.documents(requireAuth(request), request.params.id)),
  );

  app.get(
    '/cert-tourism/department',
    {
      config: department,
      schema: {
        summary: 'Заявления на туристические сертификаты: список департамента',
        querystring: S.listQuery,
        response: { 200: envelope(S.listAnswer) },
      },
    },
    async (request) => {
      const { page, pageSize, ...filter } = request.query;
      return ok(
        await certificates.list(requireAuth(request), { ...filter, page: page ?? 1, pageSize: pageSize ?? 20 }),
      );
    },
  );

  app.get(
    '/cert-tourism/:id',
    {
      config: citizen,
      schema: {
        summary: 'Туристический сертификат: карточка со сроком действия, членами семьи, документами и историей',
        params: S.idParams,
        response: { 200: envelope(S.card) },
      },
    },
    async (request) => ok(await certificates.card(requireAuth(request), request.params.id)),
  );

  app.get(
    '/cert-tourism/:from/:to',
    {
      config: citizen,
      schema: {
        summary: 'Туристические сертификаты гражданина, срок действия которых пересекает период',
        params: S.periodParams,
        response: { 200: envelope(S.listAnswer) },
      },
    },
    async (request) => ok(await certificates.inPeriod(requireAuth(request), request.params.from, request.params.to)),
  );

  app.post(
    '/cert-tourism/new',
    {
      config: citizen,
      schema: { summary: 'Подать заявление на туристический сертификат', body: S.newBody, response: answer },
    },
    async (request) => certificates.create(requireAuth(request), request.body),
  );

  app.post(
    '/cert-tourism/withdraw/:id',
    {
      config: citizen,
      schema: {
        summary: 'Отозвать своё заявление на сертификат, пока оно не рассмотрено',
        params: S.idParams,
        body: S.reasonBody,
        response: answer,
      },
    },
    async (request) => certificates.withdraw(requireAuth(request), request.params.id, request.body),
  );

  app.post(
    '/cert-tourism/issue/:id',
    {
      config: department,
      schema: { summary: 'Выдать туристический сертификат', params: S.idParams, body: S.versionBody, response: answer },
    },
    async (request) => certificates.issue(requireAuth(request), request.params.id, request.body),
  );

  app.post(
    '/cert-tourism/refuse/:id',
    {
      config: department,
      schema: {
        summary: 'Отказать в выдаче туристического сертификата с указанием причины',
        params: S.idParams,
        body: S.reasonBody,
        response: answer,
      },
    },
    async (request) => certificates.refuse(requireAuth(request), request.params.id, request.body),
  );
};

export default certTourismRoutes;
