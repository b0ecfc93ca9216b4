import { requireAuth } from '../auth/session.ts';
import { ok } from '../http/envelope.ts';
import { envelope, type RoutePlugin } from '../http/contract.ts';
import { myServicesService } from '../contracts/my-services.ts';
import { SystemRole as R } from '../../common/roles.ts';
import { record } from '../schemas/answers.ts';
import { pageQuery } from '../schemas/shared.ts';

/**
 * «Мои услуги» (/user/services, workflows.md section 2). The spec lists no call for it, so two are
 * designed, one per side: GET /my-services/person (what the citizen receives under their contracts
 * in force) and GET /my-services/institution (what the selected institution renders, with how many
 * recipients), both with search and paging.
 */
const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;
const strOrNull = { type: ['string', 'null'] } as const;

const query = {
  type: 'object',
  additionalProperties: false,
  properties: { search: { type: 'string', maxLength: 200 }, ...pageQuery },
} as const;
const receivedRow = record({
  contractId: int,
  contractPersonId: int,
  contractNumber: str,
  contractStatus: int,
  contractStatusCaption: str,
  serviceId: int,
  serviceName: str,
  institutionId: int,
  provider: str,
  recipientPersonId: int,
  recipientFio: str,
  rateUnit: strOrNull,
  unitCaption: strOrNull,
  price: strOrNull,
  rateCaption: str,
  quantity: str,
  rendered: str,
  dateFrom: str,
  dateTo: str,
});
const renderedRow = record({
  serviceId: int,
  serviceName: str,
  rateUnit: strOrNull,
  unitCaption: strOrNull,
  price: strOrNull,
  rateCaption: str,
  recipients: int,
  contracts: int,
});
const receivedAnswer = {
  type: 'object',
  required: ['items', 'total'],
  additionalProperties: false,
  properties: { total: int, items: { type: 'array', items: receivedRow } },
} as const;
const renderedAnswer = {
  type: 'object',
  required: ['items', 'total', 'institution'],
  additionalProperties: false,
  properties: { total: int, institution: str, items: { type: 'array', items: renderedRow } },
} as const;
/** «Мои услуги» of both sides. */
const myServicesRoutes: RoutePlugin = async (app) => {
  const services = myServicesService(app.db);

  app.get(
    '/my-services/person',
    {
      config: { access: [R.Public] },
      schema: {
        summary: 'Мои услуги: что гражданин получает по действующим договорам',
        querystring: query,
        response: { 200: envelope(receivedAnswer) },
      },
    },
    async (request) => {
      const { page, pageSize, search } = request.query;
      return ok(await services.received(requireAuth(request), { search, page: page ?? 1, pageSize: pageSize ?? 20 }));
    },
  );

  app.get(
    '/my-services/institution',
    {
      config: { access: [R.ServiceProvider] },
      schema: {
        summary: 'Мои услуги: услуги учреждения и число их получателей',
        querystring: query,
        response: { 200: envelope(renderedAnswer) },
      },
    },
    async (request) => {
      const { page, pageSize, search } = request.query;
      return ok(await services.rendered(requireAuth(request), { search, page: page ?? 1, pageSize: pageSize ?? 20 }));
    },
  );
};

export default myServicesRoutes;
