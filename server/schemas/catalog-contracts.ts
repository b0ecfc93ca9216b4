/**
 * JSON Schemas of the catalogue contracts' calls (server/routes/catalog-contracts.ts), written once.
 * The statuses, actions and sides come from the state table (common/contracts/catalog-contract-machine.ts).
 */
import { historyRowSchema, record } from './answers.ts';
import { pageQuery, version } from './shared.ts';
import { service } from './registry.ts';
import { CATALOG_CONTRACT_TABLE } from '../../common/contracts/catalog-contract-machine.ts';
import { actionNames, sideNames, statusSchema } from '../../common/workflow/state-table.ts';

const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;
const strOrNull = { type: ['string', 'null'] } as const;
const intOrNull = { type: ['integer', 'null'] } as const;
const numOrNull = { type: ['number', 'null'] } as const;
const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const status = statusSchema(CATALOG_CONTRACT_TABLE);
const side = { type: ['string', 'null'], enum: [...sideNames(CATALOG_CONTRACT_TABLE), null] } as const;
const actions = { type: 'array', items: { type: 'string', enum: actionNames(CATALOG_CONTRACT_TABLE) } } as const;

/** `{personId}/{id}`: the applicant and the application. */
export const contractParams = {
  type: 'object',
  required: ['personId', 'id'],
  properties: { personId: id, id },
} as const;
/** The form of an application for a provider's service. */
export const formParams = {
  type: 'object',
  required: ['institutionId', 'serviceId'],
  properties: { institutionId: id, serviceId: id },
} as const;

export const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { search: { type: 'string', maxLength: 200 }, status, ...pageQuery },
} as const;

/** The citizen's application. */
export const createBody = {
  type: 'object',
  required: ['institutionId', 'serviceId', 'targetPersonId', 'desiredDateFrom', 'phone'],
  additionalProperties: false,
  properties: {
    institutionId: id,
    serviceId: id,
    targetPersonId: { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 },
    desiredDateFrom: { type: 'string', format: 'date' },
    phone: { type: 'string', minLength: 1, maxLength: 30, phoneRu: true },
    comment: { type: 'string', maxLength: 1000 },
  },
} as const;

/** An action on an application by its applicant and id, at the version the caller saw. */
export const actionBody = {
  type: 'object',
  required: ['personId', 'id', 'version'],
  additionalProperties: false,
  properties: { personId: id, id, version },
} as const;
export const rejectBody = {
  type: 'object',
  required: ['personId', 'id', 'version', 'reason'],
  additionalProperties: false,
  properties: { personId: id, id, version, reason: { type: 'string', minLength: 1, maxLength: 2000 } },
} as const;
/** set-payed is a GET in the spec: the version rides in the query. */
export const versionQuery = {
  type: 'object',
  required: ['version'],
  additionalProperties: false,
  properties: { version },
} as const;

const listFields = {
  id: int,
  personId: int,
  number: str,
  status: int,
  statusCaption: str,
  createdAt: str,
  personFio: str,
  targetPersonId: intOrNull,
  targetFio: strOrNull,
  institutionId: int,
  serviceProvider: str,
  serviceId: int,
  serviceName: str,
  desiredDateFrom: str,
  version: int,
} as const;
export const listAnswer = record({ total: int, items: { type: 'array', items: record(listFields) } });

const historyRow = historyRowSchema(sideNames(CATALOG_CONTRACT_TABLE));
export const card = record({
  ...listFields,
  phone: str,
  comment: strOrNull,
  rejectReason: strOrNull,
  paidAt: strOrNull,
  rateType: service.properties.rateType,
  rateUnit: service.properties.rateUnit,
  price: numOrNull,
  targetBirthDate: strOrNull,
  providerPhone: strOrNull,
  providerEmail: strOrNull,
  side,
  allowedActions: actions,
  history: { type: 'array', items: historyRow },
});

export const actionResult = record({
  id: int,
  personId: int,
  number: str,
  status: int,
  statusCaption: str,
  version: int,
});

const recipient = record({
  personId: int,
  fio: str,
  birthDate: str,
  relation: { type: 'string', enum: ['self', 'child', 'ward'] },
});
/** What the application form needs: the recipients to choose from, the phone the portal knows, the date limits. */
export const formData = record({
  recipients: { type: 'array', items: recipient },
  phone: strOrNull,
  minDate: str,
  maxDate: str,
});
