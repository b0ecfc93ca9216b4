import { requireAuth } from '../auth/session.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { binaryAnswer, envelope, type RoutePlugin } from '../http/contract.ts';
import { socialContractService } from '../contracts/social-contracts.ts';
import { MSG } from '../messages.ts';
import { idParam } from '../schemas/shared.ts';
import { isServedFileType } from '../../common/validation/index.ts';
import { SystemRole as R } from '../../common/roles.ts';
import * as S from '../schemas/social-contracts.ts';

/** Citizens, and the employees of the institutions that conclude social contracts (administrators pass every list). */
const config = { access: [R.Public, R.SocialWorker, R.ServiceProvider] };

/** RFC 6266 header that keeps a Cyrillic file name. */
function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Social contracts (workflows.md section 7): the citizen's contracts with their adaptation programme
 * and reports, the institution's review of the reports, and the signed contract's file.
 */
const socialContractRoutes: RoutePlugin = async (app) => {
  const contracts = socialContractService(app.db);

  app.get(
    '/soc-contract',
    {
      config,
      schema: {
        summary: 'Социальные контракты: мои или учреждения',
        querystring: S.listQuery,
        response: { 200: envelope(S.listAnswer) },
      },
    },
    async (request) => {
      const { page, pageSize, ...filter } = request.query;
      return ok(await contracts.list(requireAuth(request), { ...filter, page: page ?? 1, pageSize: pageSize ?? 20 }));
    },
  );

  app.get(
    '/soc-contract/:id',
    {
      config,
      schema: {
        summary: 'Социальный контракт: карточка с программой социальной адаптации и отчётами',
        params: idParam,
        response: { 200: envelope(S.card) },
      },
    },
    async (request) => ok(await contracts.card(requireAuth(request), request.params.id)),
  );

  app.get(
    '/soc-contract/:id/report/:reportId',
    {
      config,
      schema: {
        summary: 'Отчёт о мероприятии социального контракта: документы и история',
        params: S.reportParams,
        response: { 200: envelope(S.report) },
      },
    },
    async (request) => ok(await contracts.report(requireAuth(request), request.params.id, request.params.reportId)),
  );

  app.get(
    '/soc-contract/:id/event/:eventId/report/:reportId/documents',
    {
      config,
      schema: {
        summary: 'Документы отчёта о мероприятии',
        params: S.eventReportParams,
        response: { 200: envelope(S.documents) },
      },
    },
    async (request) => {
      const { id, eventId, reportId } = request.params;
      return ok(await contracts.documents(requireAuth(request), id, eventId, reportId));
    },
  );

  app.post(
    '/soc-contract/store-report',
    {
      config,
      schema: {
        summary: 'Сохранить отчёт о мероприятии (новый черновик или изменения черновика и возвращённого отчёта)',
        body: S.storeReportBody,
        response: S.reportAnswer,
      },
    },
    async (request) => contracts.storeReport(requireAuth(request), request.body),
  );

  app.post(
    '/reporting/create/:id',
    {
      config,
      schema: {
        summary: 'Отправить отчёт о мероприятии социального контракта на проверку',
        params: idParam,
        body: S.versionBody,
        response: S.reportAnswer,
      },
    },
    async (request) => contracts.submitReport(requireAuth(request), request.params.id, request.body.version),
  );

  app.post(
    '/soc-contract/report/:id/review',
    {
      config,
      schema: {
        summary: 'Принять отчёт или вернуть его на доработку с комментарием (сотрудник учреждения)',
        params: idParam,
        body: S.reviewBody,
        response: S.reportAnswer,
      },
    },
    async (request) => contracts.reviewReport(requireAuth(request), request.params.id, request.body),
  );

  app.post(
    '/soc-contract/:id/action',
    {
      config,
      schema: {
        summary: 'Действие с социальным контрактом: утвердить, отклонить, отказаться, завершить, расторгнуть',
        params: idParam,
        body: S.actionBody,
        response: S.contractAnswer,
      },
    },
    async (request) => contracts.act(requireAuth(request), request.params.id, request.body),
  );

  app.get(
    '/soc-contract/get-uri-signature-file/:id',
    {
      config,
      schema: {
        summary: 'Ссылка на подписанный файл социального контракта',
        params: idParam,
        response: { 200: envelope(S.signatureUri) },
      },
    },
    async (request) => ok(await contracts.signatureUri(requireAuth(request), request.params.id)),
  );

  app.get(
    '/soc-contract/:id/signed-file',
    {
      config,
      schema: {
        summary: 'Подписанный социальный контракт (PDF)',
        params: idParam,
        response: { 200: binaryAnswer('Социальный контракт', 'application/pdf') },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await contracts.signedFile(requireAuth(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', contentDisposition(fileName))
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    '/soc-contract/preload-file',
    {
      config,
      schema: {
        summary: 'Скачать документ отчёта о мероприятии социального контракта',
        querystring: S.preloadQuery,
        response: { 200: binaryAnswer('Документ отчёта', 'application/octet-stream') },
      },
    },
    async (request, reply) => {
      const file = await contracts.preloadFile(requireAuth(request), request.query);
      if (!(await app.storage.exists(file.storageKey))) throw new HttpError(404, MSG.fileNotFound);
      return reply
        .header('Content-Type', isServedFileType(file.contentType) ? file.contentType : 'application/octet-stream')
        .header('Content-Disposition', contentDisposition(file.fileName))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(app.storage.get(file.storageKey));
    },
  );
};

export default socialContractRoutes;
