import { requireAuth } from '../auth/session.ts';
import { ok } from '../http/envelope.ts';
import { envelope, type RoutePlugin } from '../http/contract.ts';
import { catalogContractService } from '../contracts/catalog-contracts.ts';
import { SystemRole as R } from '../../common/roles.ts';
import * as S from '../schemas/catalog-contracts.ts';

/** Citizens apply and follow their applications; the providers' employees answer them (administrators pass every list). */
const PARTIES = [R.Public, R.ServiceProvider] as const;

/**
 * Catalogue contracts (workflows.md sections 2, 7): a citizen's application for a catalogue service,
 * the lists of both sides, the card, and the actions of the table (common/contracts/catalog-contract-machine.ts).
 * `{personId}/{id}` of the spec's paths are the applicant and the application. The form's data and
 * the citizen's withdrawal complete the spec's calls.
 */
const catalogContractRoutes: RoutePlugin = async (app) => {
  const contracts = catalogContractService(app.db);
  const config = { access: PARTIES };
  // A stale version answers 409 with the code STALE_VERSION; the table's own refusals carry none.
  const answer = { 200: envelope(S.actionResult), 409: { $ref: 'Refusal' } } as const;

  app.get(
    '/service-catalog-contract',
    {
      config,
      schema: {
        summary: 'Заявления по каталогу услуг: мои или учреждения',
        querystring: S.listQuery,
        response: { 200: envelope(S.listAnswer) },
      },
    },
    async (request) => {
      const { page, pageSize, ...filter } = request.query;
      return ok(await contracts.list(requireAuth(request), { ...filter, page: page ?? 1, pageSize: pageSize ?? 20 }));
    },
  );

  app.post(
    '/service-catalog-contract',
    {
      config,
      schema: { summary: 'Подать заявление на услугу из каталога (гражданин)', body: S.createBody, response: answer },
    },
    async (request) => contracts.create(requireAuth(request), request.body),
  );

  app.get(
    '/service-catalog-contract/form/:institutionId/:serviceId',
    {
      config,
      schema: {
        summary: 'Данные формы заявления: получатели услуги, телефон, допустимые даты',
        params: S.formParams,
        response: { 200: envelope(S.formData) },
      },
    },
    async (request) =>
      ok(await contracts.formData(requireAuth(request), request.params.institutionId, request.params.serviceId)),
  );

  app.post(
    '/service-catalog-contract/save',
    { config, schema: { summary: 'Принять заявление (поставщик)', body: S.actionBody, response: answer } },
    async (request) => {
      const { personId, id, version } = request.body;
      return contracts.act(requireAuth(request), personId, id, 'save', { version });
    },
  );

  app.post(
    '/service-catalog-contract/reject',
    {
      config,
      schema: { summary: 'Отклонить заявление с указанием причины (поставщик)', body: S.rejectBody, response: answer },
    },
    async (request) => {
      const { personId, id, ...input } = request.body;
      return contracts.act(requireAuth(request), personId, id, 'reject', input);
    },
  );

  app.post(
    '/service-catalog-contract/cancel',
    { config, schema: { summary: 'Отозвать заявление (заявитель)', body: S.actionBody, response: answer } },
    async (request) => {
      const { personId, id, version } = request.body;
      return contracts.act(requireAuth(request), personId, id, 'cancel', { version });
    },
  );

  // A GET that changes state, as the spec fixes it: guarded as a POST is.
  app.get(
    '/service-catalog-contract/set-payed/:personId/:id',
    {
      config: { ...config, changesState: true },
      schema: {
        summary: 'Отметить оплату заявления (поставщик)',
        params: S.contractParams,
        querystring: S.versionQuery,
        response: answer,
      },
    },
    async (request) =>
      contracts.act(requireAuth(request), request.params.personId, request.params.id, 'setPayed', request.query),
  );

  app.get(
    '/service-catalog-contract/:personId/:id',
    {
      config,
      schema: {
        summary: 'Заявление по каталогу услуг: карточка',
        params: S.contractParams,
        response: { 200: envelope(S.card) },
      },
    },
    async (request) => ok(await contracts.card(requireAuth(request), request.params.personId, request.params.id)),
  );
};

export default catalogContractRoutes;
