import { requireAuth } from '../auth/session.ts';
import { ACCESS } from '../auth/access.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { SystemRole as R } from '../../common/roles.ts';
import { binaryAnswer, envelope, type RoutePlugin } from '../http/contract.ts';
import { institutionCalendarCache, serviceRecordService } from '../schedule/service-records.ts';
import { registrationQrService } from '../schedule/registration-qr.ts';
import { qrTicketPdf } from '../schedule/qr-ticket.ts';
import { registrationRequestService } from '../schedule/registration-requests.ts';
import { receiveUpload } from '../files/receive-upload.ts';
import { contentDisposition } from '../http/file-names.ts';
import { isServedFileType } from '../../common/validation/index.ts';
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
  const requests = registrationRequestService(app.db, app.config);
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
      config: {
        ...staff,
        // The same for every employee of the institution: kept per institution until a write of its records.
        scopedCache: {
          scope: (request) => institutionCalendarCache.scope(request.auth),
          references: (_input, request) => institutionCalendarCache.references(request.auth),
          maxAgeSeconds: (payload) =>
            institutionCalendarCache.maxAgeSeconds((payload as { data: { startDate: string }[] }).data),
        },
      },
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

  app.get(
    '/reg-service/request/list',
    {
      config: everyone,
      schema: {
        summary: 'Заявки на запись: мои или поданные в учреждение',
        response: { 200: envelope(S.registrationList), ...refusals },
      },
    },
    async (request) => ok(await requests.list(requireAuth(request))),
  );

  app.get(
    '/reg-service/request/:institutionId/:id',
    {
      config: everyone,
      schema: {
        summary: 'Заявка на запись с документами и историей',
        params: S.requestParams,
        response: { 200: envelope(S.registrationCard), ...refusals },
      },
    },
    async (request) => ok(await requests.card(requireAuth(request), request.params.institutionId, request.params.id)),
  );

  app.post(
    '/reg-service/request/store',
    {
      config: { access: [R.Public] },
      schema: {
        summary: 'Подать заявку на запись на услугу',
        body: S.registrationStoreBody,
        response: { 200: envelope(S.registrationStored), 409: { $ref: 'Refusal' }, ...refusals },
      },
    },
    async (request) => requests.store(requireAuth(request), request.body),
  );

  app.post(
    '/reg-service/request/store-documents',
    {
      config: { access: [R.Public], callLimit: 'upload' },
      schema: {
        summary: 'Приложить документ к заявке (multipart: file, fileName)',
        consumes: ['multipart/form-data'],
        querystring: S.registrationDocumentQuery,
        response: { 200: envelope(S.registrationFiles), 409: { $ref: 'Refusal' }, ...refusals },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { institutionId, requestId } = request.query;
      const found = await requests.checkMayAttach(auth, institutionId, requestId);
      return requests.attach(auth, found, await receiveUpload(app, request));
    },
  );

  app.get(
    '/reg-service/request/preload-file',
    {
      config: everyone,
      schema: {
        summary: 'Документ заявки (uri — его идентификатор)',
        querystring: S.preloadFileQuery,
        response: { 200: binaryAnswer('Документ', 'application/octet-stream'), ...refusals },
      },
    },
    async (request, reply) => {
      const { uri, requestId, institutionId } = request.query;
      const file = await requests.file(requireAuth(request), institutionId, requestId, uri);
      if (!(await app.storage.exists(file.storageKey))) throw new HttpError(404, 'Документ не найден');
      return reply
        .header('Content-Type', isServedFileType(file.contentType) ? file.contentType : 'application/octet-stream')
        .header('Content-Disposition', contentDisposition('attachment', file.originalName))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(app.storage.get(file.storageKey));
    },
  );

  app.post(
    '/reg-service/request/delete/:institutionId/:id',
    {
      config: { access: [R.Public] },
      schema: {
        summary: 'Отозвать заявку на запись, пока она на рассмотрении',
        params: S.requestParams,
        body: S.deleteBody,
        response: { 200: envelope(S.registrationActed), 409: { $ref: 'Refusal' }, ...refusals },
      },
    },
    async (request) =>
      requests.withdraw(requireAuth(request), request.params.institutionId, request.params.id, request.body?.version),
  );

  app.post(
    '/reg-service/request/decide/:institutionId/:id',
    {
      config: staff,
      schema: {
        summary: 'Решение учреждения по заявке: записать или отклонить с причиной',
        params: S.requestParams,
        body: S.registrationActionBody,
        response: { 200: envelope(S.registrationActed), 409: { $ref: 'Refusal' }, ...refusals },
      },
    },
    async (request) => {
      const { action, version, reason } = request.body;
      return requests.decide(
        requireAuth(request),
        request.params.institutionId,
        request.params.id,
        action,
        version,
        reason,
      );
    },
  );
};

export default regServiceRoutes;
