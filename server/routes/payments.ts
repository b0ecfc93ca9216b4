import { requireAuth } from '../auth/session.ts';
import { ok } from '../http/envelope.ts';
import { envelope, type RoutePlugin } from '../http/contract.ts';
import { paymentService } from '../payments/payments.ts';
import { consentService } from '../payments/consents.ts';
import { SystemRole as R } from '../../common/roles.ts';
import * as S from '../schemas/payments.ts';

/**
 * Payments, assignments, transfers and the consent to payments of the signed-in citizen
 * (workflows.md sections 2, 7): GET /payment, GET /assignment, POST /assignment/close and
 * POST /assignment/update-payreqs as the spec names them; one payment and one assignment by id, the
 * bank of a BIK for the change-of-account form, the transfers (GET /a-payment) and the consents
 * (/consent-to-payments) complete them. Citizens only (administrators pass every route).
 */
const paymentRoutes: RoutePlugin = async (app) => {
  const payments = paymentService(app.db);
  const consents = consentService(app.db);
  const config = { access: [R.Public] };
  // A stale version answers 409 with the code STALE_VERSION; the table's own refusals carry none.
  const refusal = { 409: { $ref: 'Refusal' } } as const;

  app.get(
    '/payment',
    {
      config,
      schema: {
        summary: 'Выплаты за год по мерам социальной поддержки, с суммами по месяцам',
        querystring: S.paymentsQuery,
        response: { 200: envelope(S.paymentsAnswer) },
      },
    },
    async (request) => ok(await payments.payments(requireAuth(request), request.query.year)),
  );

  app.get(
    '/payment/:id',
    {
      config,
      schema: { summary: 'Выплата и её перечисления', params: S.idParams, response: { 200: envelope(S.paymentCard) } },
    },
    async (request) => ok(await payments.payment(requireAuth(request), request.params.id)),
  );

  app.get(
    '/assignment',
    {
      config,
      schema: {
        summary: 'Назначения мер социальной поддержки с доступными действиями',
        response: { 200: envelope(S.assignmentList) },
      },
    },
    async (request) => ok(await payments.assignments(requireAuth(request))),
  );

  app.get(
    '/assignment/:id',
    {
      config,
      schema: {
        summary: 'Назначение и его история',
        params: S.idParams,
        response: { 200: envelope(S.assignmentCard) },
      },
    },
    async (request) => ok(await payments.assignment(requireAuth(request), request.params.id)),
  );

  app.post(
    '/assignment/close',
    {
      config,
      schema: {
        summary: 'Заявление о прекращении выплаты по назначению',
        body: S.closeBody,
        response: { 200: envelope(S.assignmentRow), ...refusal },
      },
    },
    async (request) => payments.close(requireAuth(request), request.body),
  );

  app.post(
    '/assignment/update-payreqs',
    {
      config,
      schema: {
        summary: 'Сменить банковский счёт для выплат по выбранным назначениям',
        body: S.payreqsBody,
        response: { 200: envelope(S.payreqsAnswer), ...refusal },
      },
    },
    async (request) => payments.updatePayreqs(requireAuth(request), request.body),
  );

  app.get(
    '/a-payment',
    {
      config,
      schema: {
        summary: 'Перечисления на счёт: по году и мере поддержки, по страницам',
        querystring: S.transfersQuery,
        response: { 200: envelope(S.transfersAnswer) },
      },
    },
    async (request) => {
      const { page, pageSize, ...filter } = request.query;
      return ok(
        await payments.transfers(requireAuth(request), { ...filter, page: page ?? 1, pageSize: pageSize ?? 20 }),
      );
    },
  );

  app.get(
    '/consent-to-payments',
    {
      config,
      schema: { summary: 'Согласия на получение выплат и их история', response: { 200: envelope(S.consentList) } },
    },
    async (request) => ok(await consents.list(requireAuth(request))),
  );

  app.post(
    '/consent-to-payments',
    {
      config,
      schema: {
        summary: 'Дать согласие на получение выплат',
        body: S.consentBody,
        response: { 200: envelope(S.consentRow), ...refusal },
      },
    },
    async (request) => consents.give(requireAuth(request), request.body.agree),
  );

  app.post(
    '/consent-to-payments/withdraw',
    {
      config,
      schema: {
        summary: 'Отозвать согласие на получение выплат',
        body: S.withdrawBody,
        response: { 200: envelope(S.consentRow), ...refusal },
      },
    },
    async (request) => consents.withdraw(requireAuth(request), request.body),
  );
};

export default paymentRoutes;
