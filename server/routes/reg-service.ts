import { requireAuth } from '../auth/session.ts';
import { ACCESS } from '../auth/access.ts';
import { ok } from '../http/envelope.ts';
import { binaryAnswer, envelope, type RoutePlugin } from '../http/contract.ts';
import { serviceRecordService } from '../schedule/service-records.ts';
import { registrationQrService } from '../schedule/registration-qr.ts';
import { qrTicketPdf } from '../schedule/qr-ticket.ts';
import * as S from '../schemas/reg-service.ts';

/**
 * The calendar of provisions and the registration by QR (workflows.md section 7, all under
 * /reg-service): the period reads, the days still free, a new card's defaults, storing, signing and
 * deleting a record, its signature image; the QR tickets, the check of a link and the registration
 * it makes once. Beside the spec's calls: a record's card with its history and the ticket itself.
 */
const regServiceRoutes: RoutePlugin = async (app) => {
  const records = serviceRecordService(app.db);
  const qr = registrationQrService(app.db, app.config.qrSigningKey);
  const everyone = { access: [...ACCESS.signedIn] };
  const staff = { access: [...ACCESS.providers] };
  const refusals = { 400: { $ref: 'Refusal' }, 403: { $ref: 'Refusal' }, 404: { $ref: 'Refusal' } } as const;
  const stored = { 200: envelope(S.storeAnswer), 409: { $ref: 'Refusal' }, ...refusals } as const;

  app.get(
    '/reg-service/all-clients',
    {
      config: staff,
      schema: {
        summary: 'Клиенты учреждения (строки календаря) и его услуги',
        querystring: S.clientsQuery,
        response: { 200: envelope(S.clientsAnswer) },
      },
    },
    async (request) => ok(await records.clients(requireAuth(request), request.query.search)),
  );

  app.get(
    '/reg-service/read-all-for-period/:from/:to',
    {
      config: staff,
      schema: {
        summary: 'Все услуги учреждения за период (дни включительно)',
        params: S.periodParams,
        response: { 200: envelope(S.serviceRecords), ...refusals },
      },
    },
    async (request) =>
      ok(await records.institutionPeriod(requireAuth(request), request.params.from, request.params.to)),
  );

  app.get(
    '/reg-service/read-for-period/:from/:to/:personId',
    {
      config: staff,
      schema: {
        summary: 'Услуги одного клиента учреждения за период',
        params: S.personPeriodParams,
        response: { 200: envelope(S.serviceRecords), ...refusals },
      },
    },
    async (request) => {
      const { from, to, personId } = request.params;
      return ok(await records.clientPeriod(requireAuth(request), from, to, personId));
    },
  );

  app.get(
    '/reg-service/read-for-period-single/:from/:to',
    {
      config: everyone,
      schema: {
        summary: 'Мои услуги за период (получатель услуг)',
        params: S.periodParams,
        response: { 200: envelope(S.serviceRecords), ...refusals },
      },
    },
    async (request) => ok(await records.ownPeriod(requireAuth(request), request.params.from, request.params.to)),
  );

  app.get(
    '/reg-service/get-available-days/:from/:to/:personId',
    {
      config: staff,
      schema: {
        summary: 'Дни периода и свободные слоты клиента',
        params: S.personPeriodParams,
        response: { 200: envelope(S.availableDays), ...refusals },
      },
    },
    async (request) => {
      const { from, to, personId } = request.params;
      return ok(await records.availableDays(requireAuth(request), from, to, personId));
    },
  );

  app.get(
    '/reg-service/get-available-days-single/:from/:to',
    {
      config: everyone,
      schema: {
        summary: 'Дни периода и мои свободные слоты',
        params: S.periodParams,
        response: { 200: envelope(S.availableDays), ...refusals },
      },
    },
    async (request) => ok(await records.availableDays(requireAuth(request), request.params.from, request.params.to)),
  );

  app.get(
    '/reg-service/get-service-defaults/:sourceType/:institutionId/:personId/:datetime',
    {
      config: staff,
      schema: {
        summary: 'Начальные значения новой карточки услуги в момент datetime',
        params: S.defaultsParams,
        response: { 200: envelope(S.defaultsAnswer), ...refusals },
      },
    },
    async (request) => {
      const { sourceType, institutionId, personId, datetime } = request.params;
      return ok(await records.defaults(requireAuth(request), sourceType, institutionId, personId, datetime));
    },
  );

  app.post(
    '/reg-service/store-service',
    {
      config: staff,
      schema: { summary: 'Записать услугу или изменить неподписанную', body: S.storeBody, response: stored },
    },
    async (request) => records.store(requireAuth(request), request.body),
  );

  app.post(
    '/reg-service/sign-service',
    {
      config: everyone,
      schema: {
        summary: 'Подпись получателя услуги (рисунок с планшета или телефона)',
        body: S.signBody,
        response: stored,
      },
    },
    async (request) => records.sign(requireAuth(request), request.body),
  );

  app.post(
    '/reg-service/delete-service/:sourceType/:institutionId/:institutionServiceId/:id',
    {
      config: staff,
      schema: {
        summary: 'Удалить неподписанную услугу',
        params: S.recordParams,
        body: S.deleteBody,
        response: stored,
      },
    },
    async (request) => records.remove(requireAuth(request), request.params, request.body?.version),
  );

  app.get(
    '/reg-service/get-service-signature/:sourceType/:institutionId/:institutionServiceId/:id',
    {
      config: everyone,
      schema: {
        summary: 'Подпись получателя под услугой (PNG)',
        params: S.recordParams,
        response: { 200: binaryAnswer('Рисунок подписи', 'image/png'), ...refusals },
      },
    },
    async (request, reply) => {
      const image = await records.signature(requireAuth(request), request.params);
      return reply.type('image/png').header('cache-control', 'private, no-store').send(image);
    },
  );

  app.get(
    '/reg-service/service/:id',
    {
      config: everyone,
      schema: {
        summary: 'Карточка услуги календаря с историей',
        params: S.idParams,
        response: { 200: envelope(S.serviceRecordCard), ...refusals },
      },
    },
    async (request) => ok(await records.card(requireAuth(request), request.params.id)),
  );

  app.post(
    '/reg-service/qr',
    {
      config: staff,
      schema: {
        summary: 'QR-код для записи клиента на услугу',
        body: S.qrIssueBody,
        response: { 200: envelope(S.qrTicket), ...refusals },
      },
    },
    async (request) =>
      ok(await qr.issue(requireAuth(request), request.body.institutionServiceId, request.body.personId)),
  );

  app.get(
    '/reg-service/qr-ticket/:payload/:digest',
    {
      config: staff,
      schema: {
        summary: 'Талон с QR-кодом для печати (PDF)',
        params: S.qrParams,
        response: { 200: binaryAnswer('Талон PDF', 'application/pdf'), ...refusals },
      },
    },
    async (request, reply) => {
      const { payload, digest } = request.params;
      const seen = await qr.forRegistration(requireAuth(request), payload, digest);
      const pdf = await qrTicketPdf({ ...seen, link: `${app.config.publicUrl}/qr/${payload}/${digest}` });
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent('Талон на услугу.pdf')}`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    '/reg-service/for-registration/:payload/:digest',
    {
      config: staff,
      schema: {
        summary: 'Что записывает QR-код: услуга, человек, срок, использован ли',
        params: S.qrParams,
        response: { 200: envelope(S.qrForRegistration), ...refusals },
      },
    },
    async (request) =>
      ok(await qr.forRegistration(requireAuth(request), request.params.payload, request.params.digest)),
  );

  app.get(
    '/reg-service/check-used-qr/:qr',
    {
      config: staff,
      schema: {
        summary: 'Использован ли QR-код (по его подписи)',
        params: S.qrUsedParams,
        response: { 200: envelope(S.qrUsed), ...refusals },
      },
    },
    async (request) => ok(await qr.checkUsed(requireAuth(request), request.params.qr)),
  );

  app.post(
    '/reg-service/register-by-qr',
    {
      config: staff,
      schema: {
        summary: 'Записать человека на услугу по QR-коду (один раз)',
        body: S.qrRegisterBody,
        response: { 200: envelope(S.qrRegistered), 409: { $ref: 'Refusal' }, ...refusals },
      },
    },
    async (request) => qr.register(requireAuth(request), request.body.payload, request.body.digest),
  );
};

export default regServiceRoutes;
