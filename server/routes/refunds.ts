import { requireAuth } from '../auth/session.ts';
import { ok } from '../http/envelope.ts';
import { envelope, type RoutePlugin } from '../http/contract.ts';
import { refundService } from '../refunds/refunds.ts';
import { sendZip } from '../files/zip-archive.ts';
import { documentFileName } from '../http/file-names.ts';
import { zip } from '../schemas/files-archive.ts';
import { SystemRole as R } from '../../common/roles.ts';
import { REFUND_BUTTON_ACTIONS, REFUND_TABLE, type RefundAction } from '../../common/refunds/refund-machine.ts';
import * as S from '../schemas/refunds.ts';

/** The institutions' employees who make refund requests (workflows.md section 2); administrators decide. */
const PARTIES = [R.ServiceProvider, R.SocialWorker, R.TourismProvider] as const;

/** The path of each button action of the table: POST /soc-service-refunds/{institutionId}/{requestId}/<path>. */
const ACTION_PATHS: Record<Exclude<RefundAction, 'edit'>, string> = {
  send: 'send',
  accept: 'accept',
  returnRequest: 'return',
  pay: 'pay',
};

/**
 * A provider's refund (compensation) requests of request type 100 (workflows.md sections 2, 3, 4,
 * 7, 9; paths are the portal's own, the spec shows none: docs/refund-states.md): the list, the new
 * request's data for its reporting month, creation, the card, storing the provider's changes, and the
 * actions of the table (common/refunds/refund-machine.ts).
 */
const refundRoutes: RoutePlugin = async (app) => {
  const refunds = refundService(app.db, app.config);
  const config = { access: PARTIES };
  const answer = { 200: envelope(S.actionResult), 409: { $ref: 'Refusal' } } as const;

  app.get(
    '/soc-service-refunds',
    {
      config,
      schema: {
        summary: 'Заявления на компенсацию учреждения (тип заявления 100)',
        querystring: S.listQuery,
        response: { 200: envelope(S.listAnswer) },
      },
    },
    async (request) => {
      const { page, pageSize, ...filter } = request.query;
      return ok(await refunds.list(requireAuth(request), { ...filter, page: page ?? 1, pageSize: pageSize ?? 20 }));
    },
  );

  app.get(
    '/soc-service-refunds/form',
    {
      config,
      schema: {
        summary: 'Новое заявление на компенсацию: отчётный месяц и оказанные в нём услуги',
        querystring: S.formQuery,
        response: { 200: envelope(S.form) },
      },
    },
    async (request) => ok(await refunds.form(requireAuth(request), request.query.period)),
  );

  app.post(
    '/soc-service-refunds/:institutionId',
    {
      config,
      schema: {
        summary: 'Создать заявление на компенсацию (черновик)',
        params: S.institutionParams,
        body: S.createBody,
        response: answer,
      },
    },
    async (request) => refunds.create(requireAuth(request), request.params.institutionId, request.body),
  );

  app.get(
    '/soc-service-refunds/:institutionId/:requestId',
    {
      config,
      schema: {
        summary: 'Заявление на компенсацию: карточка',
        params: S.cardParams,
        response: { 200: envelope(S.card) },
      },
    },
    async (request) =>
      ok(await refunds.card(requireAuth(request), request.params.institutionId, request.params.requestId)),
  );

  app.get(
    '/soc-service-refunds/:institutionId/:requestId/files',
    {
      config,
      schema: { summary: 'Файлы заявления на компенсацию (ZIP)', params: S.cardParams, response: zip },
    },
    async (request, reply) => {
      const { institutionId, requestId } = request.params;
      const { number, files } = await refunds.files(requireAuth(request), institutionId, requestId);
      return sendZip(reply, app.storage, files, documentFileName('Файлы заявления на компенсацию', number, 'zip'));
    },
  );

  app.post(
    '/soc-service-refunds/:institutionId/:requestId',
    {
      config,
      schema: {
        summary: 'Сохранить изменения заявления на компенсацию',
        params: S.cardParams,
        body: S.storeBody,
        response: answer,
      },
    },
    async (request) =>
      refunds.store(requireAuth(request), request.params.institutionId, request.params.requestId, request.body),
  );

  for (const action of REFUND_BUTTON_ACTIONS) {
    const path = ACTION_PATHS[action as Exclude<RefundAction, 'edit'>];
    app.post(
      `/soc-service-refunds/:institutionId/:requestId/${path}`,
      {
        config,
        schema: {
          summary: `Заявление на компенсацию: ${REFUND_TABLE.actions[action].caption.toLowerCase()}`,
          params: S.cardParams,
          body: action === 'returnRequest' ? S.reasonBody : S.actionBody,
          response: answer,
        },
      },
      async (request) => {
        const { institutionId, requestId } = request.params;
        return refunds.act(requireAuth(request), institutionId, requestId, action, request.body as { version: number });
      },
    );
  }
};

export default refundRoutes;
