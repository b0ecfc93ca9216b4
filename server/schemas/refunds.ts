/**
 * JSON Schemas of the refund requests' calls (server/routes/refunds.ts), written once. The statuses,
 * actions and sides come from the state table (common/refunds/refund-machine.ts).
 */
import { historyRowSchema, record } from './answers.ts';
import { pageQuery, version } from './shared.ts';
import { REFUND_DOCUMENT_KINDS, REFUND_REQUEST_TYPE, REFUND_TABLE } from '../../common/refunds/refund-machine.ts';
import { actionNames, sideNames, statusSchema } from '../../common/workflow/state-table.ts';

const int = { type: 'integer' } as const;
const num = { type: 'number' } as const;
const str = { type: 'string' } as const;
const bool = { type: 'boolean' } as const;
const strOrNull = { type: ['string', 'null'] } as const;
const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const status = statusSchema(REFUND_TABLE);
/** A month 'YYYY-MM'. */
const month = { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])$', maxLength: 7 } as const;
const day = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 } as const;
const documentKind = {
  type: 'string',
  enum: Object.keys(REFUND_DOCUMENT_KINDS) as (keyof typeof REFUND_DOCUMENT_KINDS)[],
} as const;
const actions = { type: 'array', items: { type: 'string', enum: actionNames(REFUND_TABLE) } } as const;

export const institutionParams = {
  type: 'object',
  required: ['institutionId'],
  properties: { institutionId: id },
} as const;
export const cardParams = {
  type: 'object',
  required: ['institutionId', 'requestId'],
  properties: { institutionId: id, requestId: id },
} as const;

/** The list's filter: the request type (only 100, refund), the status, the reporting month. */
export const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    requestTypeId: { type: 'integer', enum: [REFUND_REQUEST_TYPE] },
    status,
    month,
    search: { type: 'string', maxLength: 200 },
    ...pageQuery,
  },
} as const;

export const formQuery = { type: 'object', additionalProperties: false, properties: { period: month } } as const;

const serviceInput = {
  type: 'object',
  required: ['serviceId', 'recipients', 'quantity'],
  additionalProperties: false,
  properties: {
    serviceId: id,
    recipients: { type: 'integer', minimum: 0, maximum: 100000 },
    quantity: { type: 'number', exclusiveMinimum: 0, maximum: 10000000 },
  },
} as const;
const documentInput = {
  type: 'object',
  required: ['kind', 'number', 'date'],
  additionalProperties: false,
  properties: {
    kind: documentKind,
    number: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
    date: day,
  },
} as const;
const draftFields = {
  comment: { type: 'string', maxLength: 2000 },
  socServices: { type: 'array', items: serviceInput, maxItems: 200 },
  documents: { type: 'array', items: documentInput, maxItems: 200 },
  files: { type: 'array', items: { type: 'string', format: 'uuid' }, maxItems: 50 },
} as const;

/** A new draft (POST /soc-service-refunds/{institutionId}); `period` is the month chosen in the list. */
export const createBody = {
  type: 'object',
  required: ['socServices', 'documents', 'files'],
  additionalProperties: false,
  properties: { period: month, ...draftFields },
} as const;

/** The provider's changes (POST /soc-service-refunds/{institutionId}/{requestId}) at the version they saw. */
export const storeBody = {
  type: 'object',
  required: ['version', 'socServices', 'documents', 'files'],
  additionalProperties: false,
  properties: { version, ...draftFields },
} as const;

export const actionBody = {
  type: 'object',
  required: ['version'],
  additionalProperties: false,
  properties: { version },
} as const;
export const reasonBody = {
  type: 'object',
  required: ['version'],
  additionalProperties: false,
  properties: { version, reason: { type: 'string', maxLength: 2000 } },
} as const;

const listFields = {
  id: int,
  number: str,
  institutionId: int,
  institution: str,
  requestTypeId: int,
  reportingMonth: str,
  reportingMonthCaption: str,
  requestTime: str,
  status: int,
  statusCaption: str,
  servicesCount: int,
  total: num,
  returnReason: strOrNull,
  version: int,
} as const;
export const listRow = record(listFields);
export const listAnswer = record({ total: int, items: { type: 'array', items: listRow } });

const service = record({
  serviceId: int,
  caption: str,
  rateUnit: strOrNull,
  recipients: int,
  quantity: num,
  price: num,
  amount: num,
});
const document = record({ kind: documentKind, number: str, date: str });
const file = record({ id: str, name: str, sizeBytes: int });
const choice = record({ id: int, caption: str, rateUnit: strOrNull, price: num });

export const card = record({
  ...listFields,
  comment: strOrNull,
  socServices: { type: 'array', items: service },
  documents: { type: 'array', items: document },
  files: { type: 'array', items: file },
  side: { type: 'string', enum: sideNames(REFUND_TABLE) },
  editable: bool,
  allowedActions: actions,
  services: { type: 'array', items: choice },
  history: { type: 'array', items: historyRowSchema(sideNames(REFUND_TABLE)) },
});

/** What a new request starts from (GET /soc-service-refunds/form). */
export const form = record({
  institutionId: int,
  institution: str,
  reportingMonth: str,
  reportingMonthCaption: str,
  corrected: bool,
  existing: { anyOf: [record({ id: int, number: str }), { type: 'null' }] },
  socServices: { type: 'array', items: service },
  documents: { type: 'array', items: document },
  services: { type: 'array', items: choice },
});

export const actionResult = record({
  id: int,
  institutionId: int,
  number: str,
  reportingMonth: str,
  status,
  statusCaption: str,
  version: int,
});
