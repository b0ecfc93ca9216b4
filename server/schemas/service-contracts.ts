/**
 * JSON Schemas of the service contracts' calls (server/routes/service-contracts.ts), written once.
 * The statuses, actions and sides come from the state table (common/contracts/service-contract-machine.ts).
 */
import { envelope } from '../http/contract.ts';
import { record } from './answers.ts';
import { pageQuery, version } from './shared.ts';
import { SERVICE_CONTRACT_TABLE } from '../../common/contracts/service-contract-machine.ts';
import { actionNames, sideNames, statusSchema } from '../../common/workflow/state-table.ts';

const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;
const strOrNull = { type: ['string', 'null'] } as const;
const intOrNull = { type: ['integer', 'null'] } as const;
const bool = { type: 'boolean' } as const;
const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const status = statusSchema(SERVICE_CONTRACT_TABLE);
const side = { type: 'string', enum: sideNames(SERVICE_CONTRACT_TABLE) } as const;
const date = { type: 'string', format: 'date' } as const;
const actions = { type: 'array', items: { type: 'string', enum: actionNames(SERVICE_CONTRACT_TABLE) } } as const;

/**
 * Service contracts (workflows.md section 7): `{a}/{b}` of the spec's paths are the contract's
 * holder (personId: the person who signs, the recipient or their representative) and the contract's
 * id, as in the provider's card route /user/institution-contracts/{personId}/{id}.
 */
export const contractParams = {
  type: 'object',
  required: ['personId', 'id'],
  properties: { personId: id, id },
} as const;
export const serviceParams = {
  type: 'object',
  required: ['personId', 'id', 'serviceId'],
  properties: { personId: id, id, serviceId: id },
} as const;
export const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { search: { type: 'string', maxLength: 200 }, status, id, ...pageQuery },
} as const;
export const rejectBody = {
  type: 'object',
  required: ['personId', 'id', 'version', 'reason'],
  additionalProperties: false,
  properties: { personId: id, id, version, reason: { type: 'string', minLength: 1, maxLength: 2000 } },
} as const;
export const feedbackBody = {
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
export const validityBody = {
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
export const listAnswer = {
  type: 'object',
  required: ['items', 'total'],
  additionalProperties: false,
  properties: {
    total: int,
    items: { type: 'array', items: record(listRow) },
    inForce: {
      type: 'object',
      description: 'Только в списке учреждения: договоров в силе (действует, запрошено расторжение) и их получателей',
      required: ['contracts', 'recipients'],
      additionalProperties: false,
      properties: { contracts: int, recipients: int },
    },
  },
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
export const services = { type: 'array', items: record(serviceRow) } as const;
const historyRow = {
  action: str,
  actionCaption: str,
  side,
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
  personPhone: strOrNull,
  personEmail: strOrNull,
  targetPersonId: intOrNull,
  targetSnils: strOrNull,
  targetBirthDate: strOrNull,
  providerPhone: strOrNull,
  providerEmail: strOrNull,
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
  tourServiceId: intOrNull,
  places: intOrNull,
  side: { type: ['string', 'null'], enum: [...sideNames(SERVICE_CONTRACT_TABLE), null] },
  allowedActions: actions,
  services,
  history: { type: 'array', items: record(historyRow) },
} as const;
const documentKind = { type: 'string', enum: ['contract', 'act'] } as const;
const sha256 = { type: 'string', pattern: '^[0-9a-f]{64}$' } as const;
const signatureRow = record({
  id: int,
  document: documentKind,
  side,
  signerName: str,
  signerRole: str,
  signedAt: str,
  signatureType: int,
  signatureCaption: str,
  documentSha256: str,
  valid: bool,
  validityCaption: str,
});
export const card = record({
  ...cardFields,
  signatures: { type: 'array', items: signatureRow },
  qualifiedSignatureAvailable: bool,
});
const actionFields = { id: int, personId: int, status: int, statusCaption: str, version: int } as const;
const actionResult = record(actionFields);
/** A refusal: a stale version carries the code STALE_VERSION, the table's refusals none. */
const refused = { $ref: 'Refusal' } as const;
export const actionAnswer = { 200: envelope(actionResult), 409: refused } as const;
export const signatureAnswer = {
  200: envelope(record({ ...actionFields, signature: signatureRow })),
  409: refused,
} as const;
export const documentParams = {
  type: 'object',
  required: ['personId', 'id', 'document'],
  properties: { personId: id, id, document: documentKind },
} as const;
export const signedParams = {
  type: 'object',
  required: ['personId', 'id', 'signatureId'],
  properties: { personId: id, id, signatureId: id },
} as const;
export const documentPreview = record({
  fileName: str,
  documentSha256: str,
  pdf: { type: 'string', contentEncoding: 'base64' },
});
export const signatureBody = {
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
export const representative = {
  type: 'object',
  required: ['representativeInfo', 'personFio', 'targetFio'],
  additionalProperties: false,
  properties: { representativeInfo: strOrNull, personFio: str, targetFio: strOrNull },
} as const;

export { versionBody } from './shared.ts';
