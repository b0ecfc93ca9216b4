/**
 * JSON Schemas of the tour operators' requests' calls (server/routes/provider-tourism.ts), written
 * once. The statuses, actions and sides come from the state table
 * (common/tourism/provider-request-machine.ts); the request's own fields are the form of
 * schemas/forms/tourism-provider-application, checked by its precompiled validator in the service
 * (here only «an object»), so that a wrong field gets the form's Russian message under that field.
 */
import { historyRowSchema, record } from './answers.ts';
import { pageQuery, rowId } from './shared.ts';
import { TOURISM_REQUEST_TABLE } from '../../common/tourism/provider-request-machine.ts';
import { actionNames, sideNames, statusSchema } from '../../common/workflow/state-table.ts';

const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;
const bool = { type: 'boolean' } as const;
const strOrNull = { type: ['string', 'null'] } as const;
const intOrNull = { type: ['integer', 'null'] } as const;
const status = statusSchema(TOURISM_REQUEST_TABLE);
const actions = { type: 'array', items: { type: 'string', enum: actionNames(TOURISM_REQUEST_TABLE) } } as const;
const side = { type: 'string', enum: sideNames(TOURISM_REQUEST_TABLE) } as const;
const fields = { type: 'object', additionalProperties: true, maxProperties: 40 } as const;

export const requestParams = { type: 'object', required: ['id'], properties: { id: rowId } } as const;

export const legalForm = record({ id: int, code: str, caption: str });
export const legalForms = { type: 'array', items: legalForm } as const;

/** A new request: the form's data. */
export const newBody = {
  type: 'object',
  required: ['fields'],
  additionalProperties: false,
  properties: { fields },
} as const;

/** The applicant's changes to their request, with the version they saw. */
export const updateBody = {
  type: 'object',
  required: ['id', 'version', 'fields'],
  additionalProperties: false,
  properties: { id: rowId, version: rowId, fields },
} as const;

/** The applicant withdraws their request. */
export const withdrawBody = {
  type: 'object',
  required: ['id', 'version'],
  additionalProperties: false,
  properties: { id: rowId, version: rowId },
} as const;

/** The department's decision: 1 includes the organisation in the register, 2 refuses with the reason. */
export const decideBody = {
  type: 'object',
  required: ['version', 'decisionType'],
  additionalProperties: false,
  properties: {
    version: rowId,
    decisionType: { type: 'integer', enum: [1, 2] },
    reason: { type: 'string', maxLength: 2000 },
  },
} as const;

export const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { status, search: { type: 'string', maxLength: 200 }, ...pageQuery },
} as const;

const rowFields = {
  id: int,
  number: str,
  requestType: int,
  ogrn: str,
  inn: str,
  caption: str,
  applicantUserId: int,
  applicant: str,
  institutionId: intOrNull,
  createdAt: str,
  status: int,
  statusCaption: str,
  decisionType: intOrNull,
  decisionReason: strOrNull,
  decidedAt: strOrNull,
  dateIncluded: strOrNull,
  version: int,
} as const;
export const listRow = record(rowFields);
export const listAnswer = record({ total: int, items: { type: 'array', items: listRow } });

export const requestCard = record({
  ...rowFields,
  fields,
  legalFormCaption: strOrNull,
  side,
  allowedActions: actions,
  history: { type: 'array', items: historyRowSchema(sideNames(TOURISM_REQUEST_TABLE)) },
});

export const applicationWindow = record({ dateFrom: strOrNull, dateTo: strOrNull, open: bool, caption: strOrNull });

/** The caller's page: the window, their latest request (null: none), whether a new one may be made. */
export const current = record({
  window: applicationWindow,
  request: { anyOf: [requestCard, { type: 'null' }] },
  canApply: bool,
});

export const actionResult = record({ id: int, number: str, status, statusCaption: str, version: int });

export { versionBody } from './shared.ts';
