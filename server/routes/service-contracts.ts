import { requireAuth } from '../auth/session.ts';
import { ok } from '../http/envelope.ts';
import { envelope, type RoutePlugin } from '../http/contract.ts';
import { serviceContractService } from '../contracts/service-contracts.ts';
import { SystemRole as R } from '../../common/roles.ts';
import type { ServiceContractAction } from '../../common/contracts/service-contract-machine.ts';
import { record } from './answers.ts';
import { pageQuery } from './schemas.ts';

/**
 * Service contracts (workflows.md section 7): `{a}/{b}` of the spec's paths are the contract's
 * holder (personId: the person who signs, the recipient or their representative) and the contract's
 * id, as in the provider's card route /user/institution-contracts/{personId}/{id}.
 */
const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;
const strOrNull = { type: ['string', 'null'] } as const;
const intOrNull = { type: ['integer', 'null'] } as const;
const bool = { type: 'boolean' } as const;
const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const version = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const status = { type: 'integer', minimum: 1, maximum: 11 } as const;
const date = { type: 'string', format: 'date' } as const;
const actions = {
  type: 'array',
  items: { type: 'string', enum: ['sendForSigning', 'sign', 'reject', 'terminate', 'requestTermination', 'signActByProvider', 'signAct', 'markMissed', 'rate', 'feedback', 'removeService', 'extendValidity'] },
} as const;

const contractParams = { type: 'object', required: ['personId', 'id'], properties: { personId: id, id } } as const;
const serviceParams = { type: 'object', required: ['personId', 'id', 'serviceId'], properties: { personId: id, id, serviceId: id } } as const;
const versionBody = { type: 'object', required: ['version'], additionalProperties: false, properties: { version } } as const;
const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { search: { type: 'string', maxLength: 200 }, status, id, ...pageQuery },
} as const;
const rejectBody = {
  type: 'object',
  required: ['personId', 'id', 'version', 'reason'],
  additionalProperties: false,
  properties: { personId: id, id, version, reason: { type: 'string', minLength: 1, maxLength: 2000 } },
} as const;
const feedbackBody = {
  type: 'object',
  required: ['personId', 'id', 'version'],
  additionalProperties: false,
  properties: { personId: id, id, version, rating: { type: 'integer', minimum: 1, maximum: 5 }, text: { type: 'string', maxLength: 4000 } },
} as const;
const validityBody = { type: 'object', required: ['personId', 'id', 'version', 'dateTo'], additionalProperties: false, properties: { personId: id, id, version, dateTo: date } } as const;

const listRow = {
  personId: int, id: int, number: str, date: str, status: int, statusCaption: str, personFio: str, targetFio: strOrNull,
  serviceProviderId: int, serviceProvider: str, serviceName: str, dateFrom: str, dateTo: str, version: int,
} as const;
const listAnswer = {
  type: 'object',
  required: ['items', 'total'],
  additionalProperties: false,
  properties: { total: int, items: { type: 'array', items: record(listRow) } },
} as const;
const serviceRow = {
  serviceId: int, serviceName: str, rateUnit: strOrNull, unitCaption: strOrNull, price: strOrNull, priceCaption: str, quantity: str, rendered: str,
  removed: bool, removedAt: strOrNull,
} as const;
const services = { type: 'array', items: record(serviceRow) } as const;
const historyRow = {
  action: str, actionCaption: str, side: { type: 'string', enum: ['person', 'provider'] }, who: strOrNull, at: str, fromStatus: intOrNull, toStatus: int,
  toStatusCaption: str, note: strOrNull,
} as const;
const cardFields = {
  ...listRow, snils: strOrNull, personContact: strOrNull, targetPersonId: intOrNull, targetSnils: strOrNull, targetBirthDate: strOrNull, contact: strOrNull,
  paymentKind: str, signedByPerson: bool, signedByServiceProvider: bool, actSignedByProvider: bool, actSignedByPerson: bool, rateByPerson: intOrNull,
  feedback: strOrNull, rejectReason: strOrNull, isTour: bool, representativeInfo: strOrNull,
  side: { type: ['string', 'null'], enum: ['person', 'provider', null] }, allowedActions: actions, services,
  history: { type: 'array', items: record(historyRow) },
} as const;
const card = record(cardFields);
const actionResult = { type: 'object', required: ['id', 'personId', 'status', 'statusCaption', 'version'], additionalProperties: false, properties: { id: int, personId: int, status: int, statusCaption: str, version: int } } as const;
const actionAnswer = { 200: envelope(actionResult) } as const;
const representative = {
  type: 'object',
  required: ['representativeInfo', 'personFio', 'targetFio'],
  additionalProperties: false,
  properties: { representativeInfo: strOrNull, personFio: str, targetFio: strOrNull },
} as const;

/** Citizens and the providers' employees (administrators pass every list). */
const PARTIES = [R.Public, R.ServiceProvider, R.TourismProvider] as const;

/** The actions on a contract addressed by path, as the spec names them; send-for-signing, request-termination and mark-missed complete the table's actions. */
const PATH_ACTIONS: ReadonlyArray<[path: string, action: ServiceContractAction, summary: string]> = [
  ['sign', 'sign', 'Подписать договор (получатель услуг или поставщик)'],
  ['sign-act', 'signAct', 'Подписать акт оказанных услуг (получатель услуг)'],
  ['sign-act-provider', 'signActByProvider', 'Подписать акт оказанных услуг (поставщик)'],
  ['terminate', 'terminate', 'Расторгнуть договор'],
  ['send-for-signing', 'sendForSigning', 'Отправить договор на подписание (поставщик)'],
  ['request-termination', 'requestTermination', 'Запросить расторжение договора на тур'],
  ['mark-missed', 'markMissed', 'Отметить, что тур не оказан (поставщик)'],
];

/** The service contracts' calls: lists, the card, and every action of the state table. */
const serviceContractRoutes: RoutePlugin = async (app) => {
  const contracts = serviceContractService(app.db);
  const config = { access: PARTIES };

  app.get('/service-contract', { config, schema: { summary: 'Договоры на услуги: мои или учреждения', querystring: listQuery, response: { 200: envelope(listAnswer) } } }, async (request) => {
    const { page, pageSize, ...filter } = request.query;
    return ok(await contracts.list(requireAuth(request), { ...filter, page: page ?? 1, pageSize: pageSize ?? 20 }));
  });

  app.get('/service-contract/:personId/:id', { config, schema: { summary: 'Договор на услуги: карточка', params: contractParams, response: { 200: envelope(card) } } }, async (request) =>
    ok(await contracts.card(requireAuth(request), request.params.personId, request.params.id)),
  );

  app.get(
    '/service-contract/:personId/:id/representative-info',
    { config, schema: { summary: 'Сведения о представителе получателя услуг', params: contractParams, response: { 200: envelope(representative) } } },
    async (request) => ok(await contracts.representativeInfo(requireAuth(request), request.params.personId, request.params.id)),
  );

  app.get('/service-contract/:personId/:id/services', { config, schema: { summary: 'Услуги договора', params: contractParams, response: { 200: envelope(services) } } }, async (request) =>
    ok(await contracts.services(requireAuth(request), request.params.personId, request.params.id)),
  );

  for (const [path, action, summary] of PATH_ACTIONS) {
    app.post(`/service-contract/:personId/:id/${path}`, { config, schema: { summary, params: contractParams, body: versionBody, response: actionAnswer } }, async (request) =>
      contracts.act(requireAuth(request), request.params.personId, request.params.id, action, request.body),
    );
  }

  app.post(
    '/service-contract/:personId/:id/remove-service/:serviceId',
    { config, schema: { summary: 'Исключить услугу из договора (поставщик)', params: serviceParams, body: versionBody, response: actionAnswer } },
    async (request) => contracts.act(requireAuth(request), request.params.personId, request.params.id, 'removeService', { ...request.body, serviceId: request.params.serviceId }),
  );

  app.post('/service-contract/reject', { config, schema: { summary: 'Отклонить договор с указанием причины', body: rejectBody, response: actionAnswer } }, async (request) => {
    const { personId, id: contractId, ...input } = request.body;
    return contracts.act(requireAuth(request), personId, contractId, 'reject', input);
  });

  app.post('/service-contract/feedback', { config, schema: { summary: 'Оценить поставщика (1–5) и оставить отзыв', body: feedbackBody, response: actionAnswer } }, async (request) => {
    const { personId, id: contractId, ...input } = request.body;
    return contracts.feedback(requireAuth(request), personId, contractId, input);
  });

  app.post('/service-contract/add-validity-period', { config, schema: { summary: 'Продлить срок действия договора (поставщик)', body: validityBody, response: actionAnswer } }, async (request) => {
    const { personId, id: contractId, ...input } = request.body;
    return contracts.act(requireAuth(request), personId, contractId, 'extendValidity', input);
  });
};

export default serviceContractRoutes;
