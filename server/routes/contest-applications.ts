import { requireAuth } from '../auth/session.ts';
import { ACCESS } from '../auth/access.ts';
import { ok } from '../http/envelope.ts';
import { envelope, type RoutePlugin } from '../http/contract.ts';
import { contestApplicationService } from '../contests/contest-applications.ts';
import { SystemRole as R } from '../../common/roles.ts';
import * as S from '../schemas/contest-applications.ts';

/**
 * A provider's applications to a subsidy contest (workflows.md sections 2, 7; the paths are the
 * spec's, {x} of the first is the contest's id: docs/contest-application-states.md). The service
 * provider of the institution chosen at sign-in makes, edits and signs the application; the
 * department (an administrator, who passes every access list) reviews the submitted ones.
 */
const contestApplicationRoutes: RoutePlugin = async (app) => {
  const contests = contestApplicationService(app.db, app.config);
  const config = { access: [R.ServiceProvider] };
  const answer = { 200: envelope(S.actionResult), 409: { $ref: 'Refusal' } } as const;

  app.get(
    '/public/application-contests/:contestId',
    {
      // Whether it is open depends on today: never a cached public read.
      config: { access: ACCESS.any },
      schema: {
        summary: 'Конкурс субсидий: период приёма заявок и открыт ли он сейчас',
        params: S.contestParams,
        response: { 200: envelope(S.contest) },
      },
    },
    async (request) => ok(await contests.contest(request.params.contestId)),
  );

  app.get(
    '/public/application-contests/:institutionId/:employeeId/:contestId',
    {
      config,
      schema: {
        summary: 'Заявка учреждения на конкурс субсидий: карточка (или пустая форма)',
        params: S.cardParams,
        response: { 200: envelope(S.card) },
      },
    },
    async (request) => {
      const { institutionId, employeeId, contestId } = request.params;
      return ok(await contests.card(requireAuth(request), institutionId, employeeId, contestId));
    },
  );

  app.post(
    '/application-contests/institution-request',
    {
      config,
      schema: {
        summary: 'Заявки на конкурсы субсидий: учреждения или поданные всеми учреждениями',
        body: S.listBody,
        response: { 200: envelope(S.listAnswer) },
      },
    },
    async (request) => {
      const { page, pageSize, ...filter } = request.body;
      return ok(await contests.list(requireAuth(request), { ...filter, page: page ?? 1, pageSize: pageSize ?? 20 }));
    },
  );

  app.post(
    '/application-contests/update',
    {
      config: { access: ACCESS.admin },
      schema: {
        summary: 'Решение по заявке на конкурс: допустить или отклонить',
        body: S.decisionBody,
        response: answer,
      },
    },
    async (request) => contests.decide(requireAuth(request), request.body),
  );

  app.post(
    '/application-contests/sign/:id',
    {
      config,
      schema: {
        summary: 'Подписать заявку на конкурс простой электронной подписью и подать её',
        params: S.applicationParams,
        body: S.signBody,
        response: answer,
      },
    },
    async (request) => contests.sign(requireAuth(request), request.params.id, request.body),
  );

  app.post(
    '/application-contests/:institutionId/:employeeId',
    {
      config,
      schema: {
        summary: 'Создать черновик заявки на конкурс или сохранить изменения',
        params: S.employeeParams,
        body: S.saveBody,
        response: answer,
      },
    },
    async (request) => {
      const { institutionId, employeeId } = request.params;
      return contests.save(requireAuth(request), institutionId, employeeId, request.body);
    },
  );
};

export default contestApplicationRoutes;
