import { requireAuth } from '../auth/session.ts';
import { ok } from '../http/envelope.ts';
import { envelope, type RoutePlugin } from '../http/contract.ts';
import { serviceContractService } from '../contracts/service-contracts.ts';
import { contractSigning } from '../contracts/contract-signing.ts';
import { demoSignaturesOnFirstRead } from '../contracts/demo-signatures.ts';
import { binaryAnswer } from '../http/contract.ts';
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
  items: {
    type: 'string',
    enum: [
      'sendForSigning',
      'sign',
      'reject',
      'terminate',
      'requestTermination',
      'signActByProvider',
      'signAct',
      'markMissed',
      'rate',
      'feedback',
      'removeService',
      'extendValidity',
    ],
  },
} as const;

const contractParams = { type: 'object', required: ['personId', 'id'], properties: { personId: id, id } } as const;
const serviceParams = {
  type: 'object',
  required: ['personId', 'id', 'serviceId'],
  properties: { personId: id, id, serviceId: id },
} as const;
const versionBody = {
  type: 'object',
  required: ['version'],
  additionalProperties: false,
  properties: { version },
} as const;
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
  properties: {
    personId: id,
    id,
    version,
    rating: { type: 'integer', minimum: 1, maximum: 5 },
    text: { type: 'string', maxLength: 4000 },
  },
} as const;
const validityBody = {
  type: 'object',
  required: ['personId', 'id', 'version', 'dateTo'],
  additionalProperties: false,
  properties: { personId: id, id, version, dateTo: date },
} as const;

const listRow = {
  personId: int,
  id: int,
  number: str,
  date: str,
  status: int,
  statusCaption: str,
  personFio: str,
  targetFio: strOrNull,
  serviceProviderId: int,
  serviceProvider: str,
  serviceName: str,
  dateFrom: str,
  dateTo: str,
  version: int,
} as const;
const listAnswer = {
  type: 'object',
  required: ['items', 'total'],
  additionalProperties: false,
  properties: { total: int, items: { type: 'array', items: record(listRow) } },
} as const;
const serviceRow = {
  serviceId: int,
  serviceName: str,
  rateUnit: strOrNull,
  unitCaption: strOrNull,
  price: strOrNull,
  priceCaption: str,
  quantity: str,
  rendered: str,
  removed: bool,
  removedAt: strOrNull,
} as const;
const services = { type: 'array', items: record(serviceRow) } as const;
const historyRow = {
  action: str,
  actionCaption: str,
  side: { type: 'string', enum: ['person', 'provider'] },
  who: strOrNull,
  at: str,
  fromStatus: intOrNull,
  toStatus: int,
  toStatusCaption: str,
  note: strOrNull,
} as const;
const cardFields = {
  ...listRow,
  snils: strOrNull,
  personContact: strOrNull,
  targetPersonId: intOrNull,
  targetSnils: strOrNull,
  targetBirthDate: strOrNull,
  contact: strOrNull,
  paymentKind: str,
  signedByPerson: bool,
  signedByServiceProvider: bool,
  actSignedByProvider: bool,
  actSignedByPerson: bool,
  rateByPerson: intOrNull,
  feedback: strOrNull,
  rejectReason: strOrNull,
  isTour: bool,
  representativeInfo: strOrNull,
  side: { type: ['string', 'null'], enum: ['person', 'provider', null] },
  allowedActions: actions,
  services,
  history: { type: 'array', items: record(historyRow) },
} as const;
const documentKind = { type: 'string', enum: ['contract', 'act'] } as const;
const sha256 = { type: 'string', pattern: '^[0-9a-f]{64}$' } as const;
const signatureRow = record({
  id: int,
  document: documentKind,
  side: { type: 'string', enum: ['person', 'provider'] },
  signerName: str,
  signerRole: str,
  signedAt: str,
  signatureType: int,
  signatureCaption: str,
  documentSha256: str,
  valid: bool,
  validityCaption: str,
});
const card = record({
  ...cardFields,
  signatures: { type: 'array', items: signatureRow },
  qualifiedSignatureAvailable: bool,
});
const actionFields = { id: int, personId: int, status: int, statusCaption: str, version: int } as const;
const actionResult = record(actionFields);
/** A refusal: a stale version carries the code STALE_VERSION, the table's refusals none. */
const refused = { $ref: 'Refusal' } as const;
const actionAnswer = { 200: envelope(actionResult), 409: refused } as const;
const signatureAnswer = { 200: envelope(record({ ...actionFields, signature: signatureRow })), 409: refused } as const;
const documentParams = {
  type: 'object',
  required: ['personId', 'id', 'document'],
  properties: { personId: id, id, document: documentKind },
} as const;
const signedParams = {
  type: 'object',
  required: ['personId', 'id', 'signatureId'],
  properties: { personId: id, id, signatureId: id },
} as const;
const documentPreview = record({
  fileName: str,
  documentSha256: str,
  pdf: { type: 'string', contentEncoding: 'base64' },
});
const signatureBody = {
  type: 'object',
  required: ['personId', 'id', 'version', 'document', 'signatureType'],
  additionalProperties: false,
  properties: {
    personId: id,
    id,
    version,
    document: documentKind,
    signatureType: { type: 'integer', enum: [1, 2] },
    documentSha256: sha256,
  },
} as const;
const representative = {
  type: 'object',
  required: ['representativeInfo', 'personFio', 'targetFio'],
  additionalProperties: false,
  properties: { representativeInfo: strOrNull, personFio: str, targetFio: strOrNull },
} as const;

/** Citizens and the providers' employees (administrators pass every list). */
const PARTIES = [R.Public, R.ServiceProvider, R.TourismProvider] as const;

/** The signing actions by path: each is a simple electronic signature of its document (as electronic-signature with type 1). */
const PATH_SIGNATURES: ReadonlyArray<
  [path: string, action: ServiceContractAction, document: 'contract' | 'act', summary: string]
> = [
  ['sign', 'sign', 'contract', 'Подписать договор простой электронной подписью (получатель услуг или поставщик)'],
  ['sign-act', 'signAct', 'act', 'Подписать акт оказанных услуг простой электронной подписью (получатель услуг)'],
  [
    'sign-act-provider',
    'signActByProvider',
    'act',
    'Подписать акт оказанных услуг простой электронной подписью (поставщик)',
  ],
];

/** The other actions on a contract addressed by path, as the spec names them; send-for-signing, request-termination and mark-missed complete the table's actions. */
const PATH_ACTIONS: ReadonlyArray<[path: string, action: ServiceContractAction, summary: string]> = [
  ['terminate', 'terminate', 'Расторгнуть договор'],
  ['send-for-signing', 'sendForSigning', 'Отправить договор на подписание (поставщик)'],
  ['request-termination', 'requestTermination', 'Запросить расторжение договора на тур'],
  ['mark-missed', 'markMissed', 'Отметить, что тур не оказан (поставщик)'],
];

/** The service contracts' calls: lists, the card, and every action of the state table. */
const serviceContractRoutes: RoutePlugin = async (app) => {
  const contracts = serviceContractService(app.db);
  const signing = contractSigning(app.db, app.storage, app.config);
  const config = { access: PARTIES };
  // The demo contracts' signatures: their signed PDFs are files, written when such a contract is first opened.
  const demoSignatures = demoSignaturesOnFirstRead(app.db, app.storage, app.config.seedDemoData);

  app.get(
    '/service-contract',
    {
      config,
      schema: {
        summary: 'Договоры на услуги: мои или учреждения',
        querystring: listQuery,
        response: { 200: envelope(listAnswer) },
      },
    },
    async (request) => {
      const { page, pageSize, ...filter } = request.query;
      return ok(await contracts.list(requireAuth(request), { ...filter, page: page ?? 1, pageSize: pageSize ?? 20 }));
    },
  );

  app.get(
    '/service-contract/:personId/:id',
    {
      config,
      schema: { summary: 'Договор на услуги: карточка', params: contractParams, response: { 200: envelope(card) } },
    },
    async (request) => {
      await demoSignatures(request.params.id);
      const view = await contracts.card(requireAuth(request), request.params.personId, request.params.id);
      return ok({
        ...view,
        signatures: await signing.signatures(view.id),
        qualifiedSignatureAvailable: signing.qualifiedAvailable,
      });
    },
  );

  app.get(
    '/service-contract/:personId/:id/document/:document',
    {
      config,
      schema: {
        summary: 'Документ для подписания: договор или акт оказанных услуг (PDF в base64) и его SHA-256',
        params: documentParams,
        response: { 200: envelope(documentPreview) },
      },
    },
    async (request) => {
      await demoSignatures(request.params.id);
      return ok(
        await signing.preview(
          requireAuth(request),
          request.params.personId,
          request.params.id,
          request.params.document,
        ),
      );
    },
  );

  app.get(
    '/service-contract/:personId/:id/signatures/:signatureId/document',
    {
      config,
      schema: {
        summary: 'Подписанный документ со штампами электронных подписей (PDF)',
        params: signedParams,
        response: { 200: binaryAnswer('Подписанный документ', 'application/pdf') },
      },
    },
    async (request, reply) => {
      await demoSignatures(request.params.id);
      const { fileName, pdf } = await signing.signedDocument(
        requireAuth(request),
        request.params.personId,
        request.params.id,
        request.params.signatureId,
      );
      const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
      return reply
        .type('application/pdf')
        .header(
          'Content-Disposition',
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        )
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );

  app.post(
    '/service-contract/electronic-signature',
    {
      config,
      schema: {
        summary: 'Подписать договор или акт электронной подписью (1 — простая, 2 — квалифицированная)',
        body: signatureBody,
        response: signatureAnswer,
      },
    },
    async (request) => {
      await demoSignatures(request.body.id);
      return signing.sign(requireAuth(request), request.body);
    },
  );

  for (const [path, action, document, summary] of PATH_SIGNATURES) {
    app.post(
      `/service-contract/:personId/:id/${path}`,
      { config, schema: { summary, params: contractParams, body: versionBody, response: signatureAnswer } },
      async (request) => {
        await demoSignatures(request.params.id);
        return signing.sign(requireAuth(request), {
          ...request.params,
          version: request.body.version,
          document,
          action,
          signatureType: 1,
        });
      },
    );
  }

  app.get(
    '/service-contract/:personId/:id/representative-info',
    {
      config,
      schema: {
        summary: 'Сведения о представителе получателя услуг',
        params: contractParams,
        response: { 200: envelope(representative) },
      },
    },
    async (request) =>
      ok(await contracts.representativeInfo(requireAuth(request), request.params.personId, request.params.id)),
  );

  app.get(
    '/service-contract/:personId/:id/services',
    { config, schema: { summary: 'Услуги договора', params: contractParams, response: { 200: envelope(services) } } },
    async (request) => ok(await contracts.services(requireAuth(request), request.params.personId, request.params.id)),
  );

  for (const [path, action, summary] of PATH_ACTIONS) {
    app.post(
      `/service-contract/:personId/:id/${path}`,
      { config, schema: { summary, params: contractParams, body: versionBody, response: actionAnswer } },
      async (request) =>
        contracts.act(requireAuth(request), request.params.personId, request.params.id, action, request.body),
    );
  }

  app.post(
    '/service-contract/:personId/:id/remove-service/:serviceId',
    {
      config,
      schema: {
        summary: 'Исключить услугу из договора (поставщик)',
        params: serviceParams,
        body: versionBody,
        response: actionAnswer,
      },
    },
    async (request) =>
      contracts.act(requireAuth(request), request.params.personId, request.params.id, 'removeService', {
        ...request.body,
        serviceId: request.params.serviceId,
      }),
  );

  app.post(
    '/service-contract/reject',
    { config, schema: { summary: 'Отклонить договор с указанием причины', body: rejectBody, response: actionAnswer } },
    async (request) => {
      const { personId, id: contractId, ...input } = request.body;
      return contracts.act(requireAuth(request), personId, contractId, 'reject', input);
    },
  );

  app.post(
    '/service-contract/feedback',
    {
      config,
      schema: { summary: 'Оценить поставщика (1–5) и оставить отзыв', body: feedbackBody, response: actionAnswer },
    },
    async (request) => {
      const { personId, id: contractId, ...input } = request.body;
      return contracts.feedback(requireAuth(request), personId, contractId, input);
    },
  );

  app.post(
    '/service-contract/add-validity-period',
    {
      config,
      schema: { summary: 'Продлить срок действия договора (поставщик)', body: validityBody, response: actionAnswer },
    },
    async (request) => {
      const { personId, id: contractId, ...input } = request.body;
      return contracts.act(requireAuth(request), personId, contractId, 'extendValidity', input);
    },
  );
};

export default serviceContractRoutes;
