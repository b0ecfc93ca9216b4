import { pageQuery } from './shared.ts';
import { record } from './answers.ts';

/** The JSON schemas of the my-services route plugin (server/routes/my-services.ts): params, bodies and answers. */

/**
 * «Мои услуги» (/user/services, workflows.md section 2). The spec lists no call for it, so two are
 * designed, one per side: GET /my-services/person (what the citizen receives under their contracts
 * in force) and GET /my-services/institution (what the selected institution renders, with how many
 * recipients), both with search and paging.
 */
export const int = { type: 'integer' } as const;

export const str = { type: 'string' } as const;

export const strOrNull = { type: ['string', 'null'] } as const;

export const query = {
  type: 'object',
  additionalProperties: false,
  properties: { search: { type: 'string', maxLength: 200 }, ...pageQuery },
} as const;

/** The citizen's list: whose services, the citizen's or one of the children and wards they represent. */
export const receivedQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { ...query.properties, personId: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

export const receivedRow = record({
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

export const renderedRow = record({
  serviceId: int,
  serviceName: str,
  rateUnit: strOrNull,
  unitCaption: strOrNull,
  price: strOrNull,
  rateCaption: str,
  recipients: int,
  contracts: int,
});

export const receivedAnswer = {
  type: 'object',
  required: ['items', 'total'],
  additionalProperties: false,
  properties: { total: int, items: { type: 'array', items: receivedRow } },
} as const;

export const renderedAnswer = {
  type: 'object',
  required: ['items', 'total', 'institution'],
  additionalProperties: false,
  properties: { total: int, institution: str, items: { type: 'array', items: renderedRow } },
} as const;
