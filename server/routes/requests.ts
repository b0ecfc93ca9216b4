import { requireAuth } from '../auth/session.ts';
import { ok } from '../http/envelope.ts';
import { envelope, type RoutePlugin } from '../http/contract.ts';
import { requestService } from '../requests/requests.ts';
import { sendZip } from '../files/zip-archive.ts';
import { documentFileName } from '../http/file-names.ts';
import { zip } from '../schemas/files-archive.ts';
import { SystemRole as R } from '../../common/roles.ts';
import { REQUEST_ACTIONS, REQUEST_TABLE, type RequestAction } from '../../common/requests/request-machine.ts';
import * as S from '../schemas/requests.ts';

/** Citizens file and follow their requests; the institutions' employees (providers, social workers) decide (administrators read all). */
const PARTIES = [R.Public, R.ServiceProvider, R.SocialWorker] as const;

/** The path of each action of the table: POST /request/<path>. */
const ACTION_PATHS: Record<RequestAction, string> = {
  register: 'register',
  returnRequest: 'return',
  socialContract: 'social-contract',
  satisfy: 'satisfy',
  refuse: 'refuse',
  close: 'close',
  withdraw: 'withdraw',
};
/** The actions whose body may carry a reason (the table requires it for a refusal and a return). */
const WITH_REASON: readonly RequestAction[] = ['returnRequest', 'refuse', 'withdraw'];

/**
 * A citizen's requests (workflows.md sections 2, 4, 7): the list, filing (`/request/store`), the
 * term's percentage both ways, the certificate requests (`/request/user-certificate-tsr`), the active
 * longevity programme, the services by a parent type, and, beside the spec's calls, the card, the
 * form's data and the actions of the table (common/requests/request-machine.ts).
 */
const requestRoutes: RoutePlugin = async (app) => {
  const requests = requestService(app.db, app.config);
  const config = { access: PARTIES };
  const answer = { 200: envelope(S.actionResult), 409: { $ref: 'Refusal' } } as const;

  app.get(
    '/request',
    {
      config,
      schema: {
        summary: 'Заявления: мои или поданные в учреждение',
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
    '/request/form',
    {
      config,
      schema: { summary: 'Данные формы заявления: получатели услуг, телефон', response: { 200: envelope(S.formData) } },
    },
    async (request) => ok(await requests.formData(requireAuth(request))),
  );

  app.get(
    '/request/institutions',
    {
      config,
      schema: {
        summary: 'Учреждения, в которые можно подать заявление (поиск по названию)',
        querystring: S.institutionQuery,
        response: { 200: envelope({ type: 'array', items: S.institutionRow }) },
      },
    },
    async (request) => ok(await requests.institutions(requireAuth(request), request.query.search ?? '')),
  );

  app.get(
    '/request/institutions/:id/services',
    {
      config,
      schema: {
        summary: 'Услуги учреждения для заявления',
        params: S.idParams,
        response: { 200: envelope(S.institutionServices) },
      },
    },
    async (request) => ok(await requests.institutionServices(requireAuth(request), request.params.id)),
  );

  app.post(
    '/request/store',
    { config, schema: { summary: 'Подать заявление (гражданин)', body: S.storeBody, response: answer } },
    async (request) => requests.store(requireAuth(request), request.body),
  );

  app.get(
    '/request/term-provision-percentage/:id',
    {
      config,
      schema: {
        summary: 'Доля прошедшего срока рассмотрения заявления',
        params: S.idParams,
        response: { 200: envelope(S.termOf) },
      },
    },
    async (request) => ok(await requests.term(requireAuth(request), request.params.id)),
  );

  app.post(
    '/request/term-provision-percentage',
    {
      config,
      schema: {
        summary: 'Доля прошедшего срока рассмотрения нескольких заявлений',
        body: S.termsBody,
        response: { 200: envelope({ type: 'array', items: S.termOf }) },
      },
    },
    async (request) => ok(await requests.terms(requireAuth(request), request.body.ids)),
  );

  app.get(
    '/request/user-certificate-tsr',
    {
      config,
      schema: {
        summary: 'Заявления на сертификаты',
        response: { 200: envelope({ type: 'array', items: S.certificateRequest }) },
      },
    },
    async (request) => ok(await requests.certificateRequests(requireAuth(request))),
  );

  app.get(
    '/request/active-longevity-program',
    {
      config,
      schema: {
        summary: 'Программа «Активное долголетие»: направления, учреждения, мои заявки',
        response: { 200: envelope(S.activeLongevity) },
      },
    },
    async (request) => ok(await requests.activeLongevity(requireAuth(request))),
  );

  app.get(
    '/request/default-request-services-by-parent/:institutionId/:parentId/:personId',
    {
      config,
      schema: {
        summary: 'Услуги учреждения по родительскому виду для заявления',
        params: S.defaultServicesParams,
        response: { 200: envelope({ type: 'array', items: S.defaultService }) },
      },
    },
    async (request) => {
      const { institutionId, parentId, personId } = request.params;
      return ok(await requests.defaultServices(requireAuth(request), institutionId, parentId, personId));
    },
  );

  for (const action of REQUEST_ACTIONS) {
    app.post(
      `/request/${ACTION_PATHS[action]}`,
      {
        config,
        schema: {
          summary: `Заявление: ${REQUEST_TABLE.actions[action].caption.toLowerCase()}`,
          body: WITH_REASON.includes(action) ? S.reasonBody : S.actionBody,
          response: answer,
        },
      },
      async (request) => {
        const { id, ...input } = request.body as { id: number; version: number; reason?: string };
        return requests.act(requireAuth(request), id, action, input);
      },
    );
  }

  app.get(
    '/request/:id/documents',
    {
      config,
      schema: { summary: 'Документы, приложенные к заявлению (ZIP)', params: S.idParams, response: zip },
    },
    async (request, reply) => {
      const { number, files } = await requests.documents(requireAuth(request), request.params.id);
      return sendZip(reply, app.storage, files, documentFileName('Документы к заявлению', number, 'zip'));
    },
  );

  app.get(
    '/request/:id',
    {
      config,
      schema: { summary: 'Заявление: карточка', params: S.idParams, response: { 200: envelope(S.card) } },
    },
    async (request) => ok(await requests.card(requireAuth(request), request.params.id)),
  );
};

export default requestRoutes;
