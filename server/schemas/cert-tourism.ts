/**
 * JSON Schemas of the tourism certificates' calls (server/routes/cert-tourism.ts), written once. The
 * statuses, actions and sides come from the state table (common/tourism/certificate-machine.ts); the
 * application's own fields are the form of schemas/forms/tourism-certificate, checked by its
 * precompiled validator in the service (here only «an object»), so that a wrong field gets the form's
 * Russian message under that field.
 */
import { historyRowSchema, record } from './answers.ts';
import { pageQuery, rowId } from './shared.ts';
import { TOURISM_CERTIFICATE_TABLE } from '../../common/tourism/certificate-machine.ts';
import { actionNames, sideNames, statusSchema } from '../../common/workflow/state-table.ts';

const int = { type: 'integer' } as const;
const num = { type: 'number' } as const;
const str = { type: 'string' } as const;
const bool = { type: 'boolean' } as const;
const strOrNull = { type: ['string', 'null'] } as const;
const intOrNull = { type: ['integer', 'null'] } as const;
const status = statusSchema(TOURISM_CERTIFICATE_TABLE);
const actions = { type: 'array', items: { type: 'string', enum: actionNames(TOURISM_CERTIFICATE_TABLE) } } as const;
const side = { type: 'string', enum: sideNames(TOURISM_CERTIFICATE_TABLE) } as const;
const fields = { type: 'object', additionalProperties: true, maxProperties: 20 } as const;
/** A path's id as typed: the service reads it and answers the spec's own message when it is not one. */
const pathText = { type: 'string', maxLength: 20 } as const;

export const idParams = { type: 'object', required: ['id'], properties: { id: pathText } } as const;
export const typeParams = { type: 'object', required: ['typeId'], properties: { typeId: pathText } } as const;
export const periodParams = {
  type: 'object',
  required: ['from', 'to'],
  properties: { from: pathText, to: pathText },
} as const;
export const cityParams = {
  type: 'object',
  required: ['cityId'],
  properties: { cityId: pathText },
} as const;
export const streetParams = {
  type: 'object',
  required: ['cityId', 'search'],
  properties: { cityId: pathText, search: { type: 'string', maxLength: 100 } },
} as const;

/** A new application: the type and the form's data (the type missing is the spec's own refusal). */
export const newBody = {
  type: 'object',
  required: ['fields'],
  additionalProperties: false,
  properties: { typeId: rowId, fields },
} as const;

/** A refusal or a withdrawal, with its reason. */
export const reasonBody = {
  type: 'object',
  required: ['version'],
  additionalProperties: false,
  properties: { version: rowId, reason: { type: 'string', maxLength: 2000 } },
} as const;

export const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { status, search: { type: 'string', maxLength: 200 }, ...pageQuery },
} as const;

export const certificateType = record({ id: int, caption: str, nominal: num, validDays: int, holders: str });

const rowFields = {
  id: int,
  number: str,
  typeId: int,
  typeCaption: str,
  personId: int,
  applicant: str,
  status,
  statusCaption: str,
  dateFrom: strOrNull,
  dateToIncluded: strOrNull,
  validPeriod: strOrNull,
  nominal: num,
  validDays: int,
  membersCount: int,
  createdAt: str,
  decidedAt: strOrNull,
  reason: strOrNull,
  contractId: intOrNull,
  inForce: bool,
  version: int,
} as const;
export const listRow = record(rowFields);
export const listAnswer = record({ total: int, items: { type: 'array', items: listRow } });

export const member = record({ personId: int, fio: str, birthDate: str, relationDegreeId: int, relationDegree: str });
export const document = record({ id: str, name: str, sizeBytes: int });
export const documents = { type: 'array', items: document } as const;

export const card = record({
  ...rowFields,
  applicantBirthDate: str,
  applicantSnils: strOrNull,
  phone: str,
  cityId: intOrNull,
  streetId: intOrNull,
  house: strOrNull,
  flat: strOrNull,
  address: str,
  members: { type: 'array', items: member },
  files: documents,
  side,
  allowedActions: actions,
  history: { type: 'array', items: historyRowSchema(sideNames(TOURISM_CERTIFICATE_TABLE)) },
});

/** The form's start for a type: the type, the applicant, their family, whether they may apply and the fields. */
export const draft = record({
  type: certificateType,
  applicant: record({ personId: int, fio: str, birthDate: str, snils: strOrNull }),
  family: { type: 'array', items: record({ personId: int, fio: str, birthDate: str, relationDegreeId: int }) },
  allowed: bool,
  reason: strOrNull,
  fields,
});

export const allowedCreation = record({
  allowed: bool,
  types: {
    type: 'array',
    items: record({
      typeId: int,
      caption: str,
      nominal: num,
      validDays: int,
      holders: str,
      allowed: bool,
      reason: strOrNull,
    }),
  },
});

/** A lookup's entries (relation degrees, the family, cities, streets). */
export const lookup = {
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['code', 'caption'],
    properties: { code: int, caption: str, type: str },
  },
} as const;

export const actionResult = record({ id: int, number: str, status, statusCaption: str, version: int });

export { versionBody } from './shared.ts';
