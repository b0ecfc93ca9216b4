/**
 * JSON Schemas of the calendar of provisions and the registration by QR (server/routes/reg-service.ts),
 * written once. Statuses and actions come from the state table (common/schedule/service-record-machine.ts).
 */
import { historyRowSchema, record } from './answers.ts';
import { SERVICE_RECORD_TABLE } from '../../common/schedule/service-record-machine.ts';
import { REGISTRATION_TABLE } from '../../common/schedule/registration-request-machine.ts';
import { actionNames, sideNames, statusSchema } from '../../common/workflow/state-table.ts';
import { version } from './shared.ts';

const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;
const bool = { type: 'boolean' } as const;
const strOrNull = { type: ['string', 'null'] } as const;
const intOrNull = { type: ['integer', 'null'] } as const;
const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const sourceType = { type: 'integer', enum: [1, 2, 3] } as const;
/** A day: the service checks it is a real one and answers in Russian. */
const day = { type: 'string', minLength: 10, maxLength: 10 } as const;
const moment = { type: 'string', minLength: 10, maxLength: 40 } as const;
const actions = { type: 'array', items: { type: 'string', enum: actionNames(SERVICE_RECORD_TABLE) } } as const;

export const periodParams = {
  type: 'object',
  required: ['from', 'to'],
  properties: { from: day, to: day },
} as const;
export const personPeriodParams = {
  type: 'object',
  required: ['from', 'to', 'personId'],
  properties: { from: day, to: day, personId: id },
} as const;

/** `{sourceType}/{institutionId}/{institutionServiceId}/{id}`: one record, every id matching. */
export const recordParams = {
  type: 'object',
  required: ['sourceType', 'institutionId', 'institutionServiceId', 'id'],
  properties: { sourceType, institutionId: id, institutionServiceId: id, id },
} as const;

/** `{sourceType}/{institutionId}/{personId}/{datetime}`. */
export const defaultsParams = {
  type: 'object',
  required: ['sourceType', 'institutionId', 'personId', 'datetime'],
  properties: { sourceType, institutionId: id, personId: id, datetime: moment },
} as const;

export const idParams = { type: 'object', required: ['id'], properties: { id } } as const;

/** A record of the calendar as every read answers it. */
export const serviceRecord = record({
  id: int,
  institutionSourceType: int,
  institutionId: int,
  institution: str,
  institutionServiceId: int,
  serviceCaption: str,
  personId: int,
  personFio: str,
  startDate: str,
  endDate: str,
  day: str,
  startTime: str,
  endTime: str,
  slotIndexes: { type: 'array', items: int },
  payed: bool,
  comment: strOrNull,
  status: statusSchema(SERVICE_RECORD_TABLE),
  statusCaption: str,
  version: int,
  hasStylusSignature: bool,
  signedAt: strOrNull,
  deletedTime: strOrNull,
  institutionRequestId: intOrNull,
  registeredByQr: bool,
  employeeFio: strOrNull,
  allowedActions: actions,
});
export const serviceRecords = { type: 'array', items: serviceRecord } as const;

export const serviceRecordCard = record({
  ...serviceRecord.properties,
  history: { type: 'array', items: historyRowSchema(sideNames(SERVICE_RECORD_TABLE)) },
});

const scheduleService = record({ id: int, caption: str, rateType: str, rateUnit: strOrNull, price: strOrNull });

export const clientsQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { search: { type: 'string', maxLength: 200 } },
} as const;

export const clientsAnswer = record({
  institution: record({ id: int, caption: str, sourceType: int }),
  clients: {
    type: 'array',
    items: record({
      id: int,
      lastName: str,
      firstName: str,
      middleName: strOrNull,
      birthDate: str,
      lastServiceId: intOrNull,
      registeredByQr: int,
    }),
  },
  services: { type: 'array', items: scheduleService },
});

export const availableDays = {
  type: 'array',
  items: record({
    date: str,
    weekDay: int,
    holiday: bool,
    available: bool,
    freeSlots: { type: 'array', items: int },
  }),
} as const;

export const defaultsAnswer = record({
  institutionSourceType: int,
  institutionId: int,
  personId: int,
  person: record({ id: int, lastName: str, firstName: str, middleName: strOrNull }),
  institutionServiceId: intOrNull,
  day: str,
  startTime: str,
  endTime: str,
  startDate: str,
  endDate: str,
  payed: bool,
  comment: str,
  holiday: bool,
  services: { type: 'array', items: scheduleService },
});

/** POST store-service: a new record (no id) or an edit at the version seen. */
export const storeBody = {
  type: 'object',
  required: [
    'institutionSourceType',
    'institutionId',
    'institutionServiceId',
    'personId',
    'startDate',
    'endDate',
    'payed',
  ],
  additionalProperties: false,
  properties: {
    id,
    version,
    institutionSourceType: sourceType,
    institutionId: id,
    institutionServiceId: id,
    personId: id,
    startDate: moment,
    endDate: moment,
    payed: bool,
    comment: { type: ['string', 'null'], maxLength: 4000 },
  },
} as const;

/** POST sign-service. The image's size is checked by the service (a clear message, not a schema error). */
export const signBody = {
  type: 'object',
  required: ['id', 'institutionServiceId', 'personId', 'institutionId', 'institutionSourceType', 'signatureDataUrl'],
  additionalProperties: false,
  properties: {
    id,
    version,
    institutionServiceId: id,
    personId: id,
    institutionId: id,
    institutionSourceType: sourceType,
    signatureDataUrl: { type: 'string', maxLength: 1_000_000 },
  },
} as const;

export const deleteBody = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: { version },
} as const;

export const storeAnswer = record({ id: int, version: int, status: int });

/** A QR ticket for a client and a service. */
export const qrIssueBody = {
  type: 'object',
  required: ['institutionServiceId', 'personId'],
  additionalProperties: false,
  properties: { institutionServiceId: id, personId: id },
} as const;
export const qrTicket = record({
  payload: str,
  digest: str,
  path: str,
  validUntil: str,
  service: str,
  institution: str,
  person: str,
});

/** A link's two parts as they come (checked by the service: a forged one is refused in Russian). */
const payload = { type: 'string', minLength: 1, maxLength: 80 } as const;
const digest = { type: 'string', minLength: 1, maxLength: 80 } as const;
export const qrParams = {
  type: 'object',
  required: ['payload', 'digest'],
  properties: { payload, digest },
} as const;
export const qrUsedParams = { type: 'object', required: ['qr'], properties: { qr: digest } } as const;
export const qrRegisterBody = {
  type: 'object',
  required: ['payload', 'digest'],
  additionalProperties: false,
  properties: { payload, digest },
} as const;

export const qrForRegistration = record({
  institution: str,
  service: str,
  institutionServiceId: int,
  person: str,
  personId: int,
  validUntil: str,
  expired: bool,
  used: { anyOf: [{ type: 'null' }, record({ recordId: int, usedAt: str })] },
  sameInstitution: bool,
  canRegister: bool,
  refusal: strOrNull,
});
export const qrUsed = record({ used: bool, usedAt: strOrNull, recordId: intOrNull });
export const qrRegistered = record({ id: int, status: int, day: str, slot: str, person: str });

/** `{institutionId}/{id}`: one registration request. */
export const requestParams = {
  type: 'object',
  required: ['institutionId', 'id'],
  properties: { institutionId: id, id },
} as const;

const registrationFields = {
  id: int,
  number: str,
  institutionId: int,
  institution: str,
  institutionServiceId: int,
  service: str,
  personId: int,
  personFio: str,
  status: statusSchema(REGISTRATION_TABLE),
  statusCaption: str,
  version: int,
  createdAt: str,
  wishedDate: strOrNull,
  phone: strOrNull,
  comment: strOrNull,
  reason: strOrNull,
  filesCount: int,
  allowedActions: { type: 'array', items: { type: 'string', enum: actionNames(REGISTRATION_TABLE) } },
} as const;
export const registrationRow = record(registrationFields);
export const registrationList = { type: 'array', items: registrationRow } as const;
const requestFile = record({ id: str, name: str, sizeBytes: int });
export const registrationCard = record({
  ...registrationFields,
  files: { type: 'array', items: requestFile },
  history: { type: 'array', items: historyRowSchema(sideNames(REGISTRATION_TABLE)) },
});
export const registrationFiles = record({ files: { type: 'array', items: requestFile } });

/** POST /reg-service/request/store: the person's request for a service. */
export const registrationStoreBody = {
  type: 'object',
  required: ['institutionId', 'institutionServiceId'],
  additionalProperties: false,
  properties: {
    institutionId: id,
    institutionServiceId: id,
    wishedDate: { type: ['string', 'null'], maxLength: 10 },
    phone: { type: ['string', 'null'], maxLength: 30 },
    comment: { type: ['string', 'null'], maxLength: 2000 },
  },
} as const;
export const registrationStored = record({ id: int, number: str, version: int });

/** store-documents: which request the uploaded document goes to. */
export const registrationDocumentQuery = {
  type: 'object',
  required: ['requestId', 'institutionId'],
  additionalProperties: false,
  properties: { requestId: id, institutionId: id },
} as const;

/** preload-file: the document (uri: its id), the request and its institution. */
export const preloadFileQuery = {
  type: 'object',
  required: ['uri', 'requestId', 'institutionId'],
  additionalProperties: false,
  properties: { uri: { type: 'string', format: 'uuid' }, requestId: id, institutionId: id },
} as const;

export const registrationActionBody = {
  type: 'object',
  required: ['action', 'version'],
  additionalProperties: false,
  properties: {
    action: { type: 'string', enum: ['accept', 'reject'] },
    version,
    reason: { type: 'string', maxLength: 2000 },
  },
} as const;
export const registrationActed = record({ id: int, version: int, status: int, statusCaption: str });
