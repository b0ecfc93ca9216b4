/**
 * JSON Schemas of the requests' calls (server/routes/requests.ts), written once. The statuses,
 * actions and sides come from the state table (common/requests/request-machine.ts).
 */
import { historyRowSchema, record } from './answers.ts';
import { pageQuery, version } from './shared.ts';
import { REQUEST_KINDS, REQUEST_TABLE } from '../../common/requests/request-machine.ts';
import { actionNames, sideNames, statusSchema } from '../../common/workflow/state-table.ts';

const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;
const bool = { type: 'boolean' } as const;
const strOrNull = { type: ['string', 'null'] } as const;
const intOrNull = { type: ['integer', 'null'] } as const;
const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const status = statusSchema(REQUEST_TABLE);
const kind = { type: 'string', enum: Object.keys(REQUEST_KINDS) as (keyof typeof REQUEST_KINDS)[] } as const;
const side = { type: ['string', 'null'], enum: [...sideNames(REQUEST_TABLE), null] } as const;
const actions = { type: 'array', items: { type: 'string', enum: actionNames(REQUEST_TABLE) } } as const;

export const idParams = { type: 'object', required: ['id'], properties: { id } } as const;

/** `{institutionId}/{parentId}/{personId}`: the institution, the parent service type, the recipient. */
export const defaultServicesParams = {
  type: 'object',
  required: ['institutionId', 'parentId', 'personId'],
  properties: { institutionId: id, parentId: id, personId: id },
} as const;

export const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { search: { type: 'string', maxLength: 200 }, status, kind, personId: id, ...pageQuery },
} as const;

/** The citizen's request (POST /request/store). */
export const storeBody = {
  type: 'object',
  required: ['kind', 'institutionId', 'serviceIds', 'targetPersonId', 'phone', 'fileIds'],
  additionalProperties: false,
  properties: {
    kind: { type: 'string', enum: ['service', 'active-longevity'] },
    institutionId: id,
    serviceIds: { type: 'array', items: id, maxItems: 50 },
    targetPersonId: { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 },
    phone: { type: 'string', minLength: 1, maxLength: 30, phoneRu: true },
    comment: { type: 'string', maxLength: 2000 },
    fileIds: { type: 'array', items: { type: 'string', format: 'uuid' }, maxItems: 50 },
  },
} as const;

/** An action on a request at the version the caller saw. */
export const actionBody = {
  type: 'object',
  required: ['id', 'version'],
  additionalProperties: false,
  properties: { id, version },
} as const;
/** An action that carries a reason (required by the table for a refusal or a return, optional for a withdrawal). */
export const reasonBody = {
  type: 'object',
  required: ['id', 'version'],
  additionalProperties: false,
  properties: { id, version, reason: { type: 'string', maxLength: 2000 } },
} as const;

/** Several requests' terms at once. */
export const termsBody = {
  type: 'object',
  required: ['ids'],
  additionalProperties: false,
  properties: { ids: { type: 'array', items: id, minItems: 1, maxItems: 100 } },
} as const;

const termFields = { termDays: int, daysPassed: int, percent: int, dueDate: str, overdue: bool } as const;
export const term = record(termFields);
export const termOf = record({ id: int, ...termFields });

const listFields = {
  id: int,
  personId: int,
  number: str,
  kind,
  kindCaption: str,
  certTypeId: intOrNull,
  status: int,
  statusCaption: str,
  deliveryStatus: int,
  deliveryStatusCaption: str,
  submittedOn: str,
  createdAt: str,
  personFio: str,
  targetPersonId: intOrNull,
  targetFio: strOrNull,
  institutionId: int,
  institution: str,
  services: { type: 'array', items: str },
  decisionType: intOrNull,
  decisionCaption: strOrNull,
  decisionOn: strOrNull,
  decisionNumber: strOrNull,
  version: int,
  term,
} as const;
export const listRow = record(listFields);
export const listAnswer = record({ total: int, items: { type: 'array', items: listRow } });

const historyRow = historyRowSchema(sideNames(REQUEST_TABLE));
const file = record({ id: str, name: str, sizeBytes: int });
export const card = record({
  ...listFields,
  phone: strOrNull,
  comment: strOrNull,
  decisionReason: strOrNull,
  targetBirthDate: strOrNull,
  institutionPhone: strOrNull,
  institutionEmail: strOrNull,
  files: { type: 'array', items: file },
  side,
  allowedActions: actions,
  history: { type: 'array', items: historyRow },
});

export const actionResult = record({ id: int, number: str, status: int, statusCaption: str, version: int });

const recipient = record({
  personId: int,
  fio: str,
  birthDate: str,
  relation: { type: 'string', enum: ['self', 'child', 'ward'] },
});
/** What the request form needs: the recipients to choose from, the phone the portal knows. */
export const formData = record({ recipients: { type: 'array', items: recipient }, phone: strOrNull });

const service = record({ id: int, caption: str, serviceTypeCode: intOrNull });
export const defaultService = record({ id: int, caption: str, serviceTypeCode: intOrNull, selected: bool });

/** The active longevity programme: its types, its institutions with their services, the caller's requests. */
export const activeLongevity = record({
  types: { type: 'array', items: record({ id: int, caption: str }) },
  institutions: {
    type: 'array',
    items: record({
      id: int,
      caption: str,
      address: strOrNull,
      phone: strOrNull,
      services: { type: 'array', items: service },
    }),
  },
  requests: { type: 'array', items: listRow },
});

/** A certificate request as the spec names it (requestId, socServices) with the request's own fields. */
export const certificateRequest = record({ requestId: int, socServices: { type: 'array', items: str }, ...listFields });

export const institutionQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { search: { type: 'string', maxLength: 200, default: '' } },
} as const;
export const institutionRow = record({ id: int, caption: str, address: str });
export const institutionServices = record({
  id: int,
  caption: str,
  isActiveLongevityProgram: bool,
  services: { type: 'array', items: service },
});
