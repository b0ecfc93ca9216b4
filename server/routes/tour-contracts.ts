/**
 * Tour contracts (workflows.md section 7, «Tour contracts»): the lists of a period, the members, the
 * draft of a contract on a tour, its conclusion by a citizen (update) or by the operator
 * (create-contract-auto), and every action of a concluded one with the version the caller read:
 * the signing paths carry it as their last segment ({c}), the others in the body. A stale version
 * is 409 with the code STALE_VERSION (the client's conflict dialog).
 */
import { requireAuth } from '../auth/session.ts';
import { ok } from '../http/envelope.ts';
import { envelope, type RoutePlugin } from '../http/contract.ts';
import { serviceContractService } from '../contracts/service-contracts.ts';
import { contractSigning } from '../contracts/contract-signing.ts';
import { tourContractService } from '../tourism/tour-contracts.ts';
import { SystemRole as R } from '../../common/roles.ts';
import type { ServiceContractAction } from '../../common/contracts/service-contract-machine.ts';
import * as C from '../schemas/service-contracts.ts';
import * as S from '../schemas/tour-contracts.ts';

/** The citizen and the operator's employee; an administrator passes every route. */
const PARTIES = [R.Public, R.TourismProvider] as const;

const SIGNING: ReadonlyArray<
  [path: string, action: ServiceContractAction, document: 'contract' | 'act', summary: string]
> = [
  ['sign', 'sign', 'contract', 'Подписать договор на тур простой электронной подписью'],
  ['sign-act', 'signAct', 'act', 'Подписать акт об оказании туристических услуг (турист)'],
  ['sign-act-provider', 'signActByProvider', 'act', 'Подписать акт об оказании туристических услуг (туроператор)'],
];

const tourContractRoutes: RoutePlugin = async (app) => {
  const tours = tourContractService(app.db);
  const contracts = serviceContractService(app.db);
  const signing = contractSigning(app.db, app.storage, app.config);
  const config = { access: PARTIES };

  app.get(
    '/tour-contract/:dateFrom/:dateTo',
    {
      config,
      schema: {
        summary: 'Договоры на туры за период: мои или туроператора (по датам тура)',
        params: S.periodParams,
        querystring: S.periodQuery,
        response: { 200: envelope(S.listAnswer) },
      },
    },
    async (request) => ok(await tours.list(requireAuth(request), { ...request.params, ...request.query })),
  );

  app.get(
    '/tour-contract/available-members/:institutionId/:serviceId',
    {
      config,
      schema: {
        summary: 'Кого гражданин может взять в тур: себя, детей, подопечных',
        params: S.tourParams,
        response: { 200: envelope(S.members) },
      },
    },
    async (request) =>
      ok(await tours.availableMembers(requireAuth(request), request.params.institutionId, request.params.serviceId)),
  );

  app.get(
    '/tour-contract/members/:personId/:id',
    {
      config,
      schema: {
        summary: 'Участники тура по договору',
        params: C.contractParams,
        response: { 200: envelope(S.members) },
      },
    },
    async (request) => ok(await tours.members(requireAuth(request), request.params.personId, request.params.id)),
  );

  app.get(
    '/tour-contract/draft-by-target/:id',
    {
      config,
      schema: {
        summary: 'Черновик договора на тур: тур, свободные места, кого можно взять',
        params: S.idParams,
        response: { 200: envelope(S.draft) },
      },
    },
    async (request) => ok(await tours.draftByTarget(requireAuth(request), request.params.id)),
  );

  app.get(
    '/tour-contract/is-available-contracts/:id',
    {
      config: { access: [R.Any] },
      schema: {
        summary: 'Можно ли заключать договоры с туроператором (включён в реестр в этом году)',
        params: S.idParams,
        response: { 200: envelope(S.availability) },
      },
    },
    async (request) => ok(await tours.isAvailable(request.params.id)),
  );

  app.get(
    '/tour-contract/all-question',
    {
      config: { access: [R.Any] },
      schema: { summary: 'Вопросы отзыва о туре', response: { 200: envelope(S.questions) } },
    },
    async () => ok(await tours.questions()),
  );

  app.get(
    '/tour-contract/tourist',
    {
      config: { access: [R.TourismProvider] },
      schema: {
        summary: 'Турист по СНИЛС для договора, который оформляет туроператор',
        querystring: S.touristQuery,
        response: { 200: envelope(S.tourist) },
      },
    },
    async (request) => ok(await tours.tourist(requireAuth(request), request.query.snils)),
  );

  app.post(
    '/tour-contract/update',
    {
      config: { access: [R.Public] },
      schema: {
        summary: 'Оформить договор на тур или изменить его участников до подписания (с версией)',
        body: S.saveBody,
        response: { 200: envelope(S.saved), 409: { $ref: 'Refusal' } },
      },
    },
    async (request) => tours.save(requireAuth(request), request.body),
  );

  app.post(
    '/cert-tourism/create-contract/:certificateId/:serviceId',
    {
      config: { access: [R.Public] },
      schema: {
        summary: 'Оформить договор на тур по туристическому сертификату (для его владельца и членов семьи)',
        params: S.certificateTourParams,
        body: S.certificateContractBody,
        response: { 200: envelope(S.saved), 409: { $ref: 'Refusal' } },
      },
    },
    async (request) =>
      tours.createUnderCertificate(
        requireAuth(request),
        request.params.certificateId,
        request.params.serviceId,
        request.body?.memberIds,
      ),
  );

  app.post(
    '/tour-contract/create-contract-auto',
    {
      config: { access: [R.TourismProvider] },
      schema: {
        summary: 'Оформить договор на тур за туриста по его СНИЛС (туроператор)',
        body: S.autoBody,
        response: { 200: envelope(S.saved), 409: { $ref: 'Refusal' } },
      },
    },
    async (request) => tours.createAuto(requireAuth(request), request.body),
  );

  for (const [path, action, document, summary] of SIGNING) {
    app.post(
      `/tour-contract/:personId/:id/${path}/:version`,
      { config, schema: { summary, params: S.versionParams, response: C.signatureAnswer } },
      async (request) => {
        const { personId, id, version } = request.params;
        return signing.sign(requireAuth(request), { personId, id, version, document, action, signatureType: 1 });
      },
    );
  }

  app.post(
    '/tour-contract/:personId/:id/terminate/:version',
    {
      config,
      schema: {
        summary: 'Расторгнуть договор на тур (туроператор)',
        params: S.versionParams,
        response: C.actionAnswer,
      },
    },
    async (request) => {
      const { personId, id, version } = request.params;
      return contracts.act(requireAuth(request), personId, id, 'terminate', { version });
    },
  );

  app.post(
    '/tour-contract/:personId/request-for-termination/:id',
    {
      config,
      schema: {
        summary: 'Запросить расторжение договора на тур (турист)',
        params: S.terminationParams,
        body: C.versionBody,
        response: C.actionAnswer,
      },
    },
    async (request) =>
      contracts.act(
        requireAuth(request),
        request.params.personId,
        request.params.id,
        'requestTermination',
        request.body,
      ),
  );

  app.post(
    '/tour-contract/is-missed-by-applicant',
    {
      config,
      schema: {
        summary: 'Отметить, что турист не явился на тур (туроператор)',
        body: S.contractBody,
        response: C.actionAnswer,
      },
    },
    async (request) => {
      const { personId, id, version } = request.body;
      return contracts.act(requireAuth(request), personId, id, 'markMissed', { version });
    },
  );

  app.post(
    '/tour-contract/reject',
    {
      config,
      schema: { summary: 'Отклонить договор на тур с указанием причины', body: C.rejectBody, response: C.actionAnswer },
    },
    async (request) => {
      const { personId, id, ...input } = request.body;
      return contracts.act(requireAuth(request), personId, id, 'reject', input);
    },
  );

  app.post(
    '/tour-contract/rate-provider',
    {
      config,
      schema: { summary: 'Оценить тур (1–5) и ответить на вопросы о нём', body: S.rateBody, response: C.actionAnswer },
    },
    async (request) => {
      const { personId, id, ...input } = request.body;
      return tours.rate(requireAuth(request), personId, id, input);
    },
  );

  app.get(
    '/tour-contract/answers/:personId/:id',
    {
      config,
      schema: {
        summary: 'Ответы туриста на вопросы о туре',
        params: C.contractParams,
        response: { 200: envelope(S.answers) },
      },
    },
    async (request) => ok(await tours.answers(requireAuth(request), request.params.personId, request.params.id)),
  );

  app.post(
    '/tour-contract/feedback',
    {
      config,
      schema: { summary: 'Оставить отзыв о туре', body: S.feedbackBody, response: C.actionAnswer },
    },
    async (request) => {
      const { personId, id, ...input } = request.body;
      return contracts.feedback(requireAuth(request), personId, id, input);
    },
  );

  app.post(
    '/tour-contract/electronic-signature',
    {
      config,
      schema: {
        summary: 'Подписать договор на тур или акт электронной подписью (1 — простая, 2 — квалифицированная)',
        body: C.signatureBody,
        response: C.signatureAnswer,
      },
    },
    async (request) => signing.sign(requireAuth(request), request.body),
  );
};

export default tourContractRoutes;
