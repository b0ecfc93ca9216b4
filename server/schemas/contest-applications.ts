/**
 * JSON Schemas of the contest applications' calls (server/routes/contest-applications.ts), written
 * once. The statuses, actions and sides come from the state table
 * (common/contests/contest-application-machine.ts); the application's own fields are the form of
 * schemas/forms/contest-application, checked by its precompiled validator in the service (here only
 * «an object»), so that a wrong field gets the form's Russian message under that very field.
 */
import { historyRowSchema, record } from './answers.ts';
import { pageQuery, version } from './shared.ts';
import { CONTEST_APPLICATION_TABLE, CONTEST_DECISIONS } from '../../common/contests/contest-application-machine.ts';
import { actionNames, sideNames, statusSchema } from '../../common/workflow/state-table.ts';

const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;
const bool = { type: 'boolean' } as const;
const strOrNull = { type: ['string', 'null'] } as const;
const numOrNull = { type: ['number', 'null'] } as const;
const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const status = statusSchema(CONTEST_APPLICATION_TABLE);
const actions = { type: 'array', items: { type: 'string', enum: actionNames(CONTEST_APPLICATION_TABLE) } } as const;
const side = { type: 'string', enum: sideNames(CONTEST_APPLICATION_TABLE) } as const;

/** {x} of GET /public/application-contests/{x} is the contest's id. */
export const contestParams = { type: 'object', required: ['contestId'], properties: { contestId: id } } as const;
export const employeeParams = {
  type: 'object',
  required: ['institutionId', 'employeeId'],
  properties: { institutionId: id, employeeId: id },
} as const;
export const cardParams = {
  type: 'object',
  required: ['institutionId', 'employeeId', 'contestId'],
  properties: { institutionId: id, employeeId: id, contestId: id },
} as const;
export const applicationParams = { type: 'object', required: ['id'], properties: { id } } as const;
/** The filter of the list goes in the body (the spec's POST). */

/** The list's filter (POST /application-contests/institution-request). */
export const listBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    status,
    contestId: id,
    search: { type: 'string', maxLength: 200 },
    ...pageQuery,
  },
} as const;

/** A new draft (no id) or the provider's changes to one (id and the version they saw). */
export const saveBody = {
  type: 'object',
  required: ['contestId', 'fields', 'files'],
  additionalProperties: false,
  properties: {
    contestId: id,
    id,
    version,
    fields: { type: 'object', additionalProperties: true },
    files: { type: 'array', items: { type: 'string', format: 'uuid' }, maxItems: 50 },
  },
} as const;

export const signBody = {
  type: 'object',
  required: ['version'],
  additionalProperties: false,
  properties: { version },
} as const;

/** The department's decision (POST /application-contests/update). */
export const decisionBody = {
  type: 'object',
  required: ['id', 'version', 'decision'],
  additionalProperties: false,
  properties: {
    id,
    version,
    decision: { type: 'string', enum: [...CONTEST_DECISIONS] },
    reason: { type: 'string', maxLength: 2000 },
  },
} as const;

export const contest = record({
  contestId: int,
  title: str,
  applicationsFrom: strOrNull,
  applicationsTo: strOrNull,
  periodCaption: strOrNull,
  open: bool,
});

const rowFields = {
  id: int,
  number: str,
  contestId: int,
  contest: str,
  applicationsFrom: strOrNull,
  applicationsTo: strOrNull,
  periodCaption: strOrNull,
  institutionId: int,
  institution: str,
  employeeId: int,
  createdAt: str,
  projectTitle: str,
  amountRequested: numOrNull,
  status: int,
  statusCaption: str,
  signerName: strOrNull,
  signedAt: strOrNull,
  rejectReason: strOrNull,
  version: int,
} as const;
export const listRow = record(rowFields);
export const listAnswer = record({
  side,
  total: int,
  items: { type: 'array', items: listRow },
  contests: { type: 'array', items: contest },
});

const file = record({ id: str, name: str, sizeBytes: int });
export const application = record({
  ...rowFields,
  fields: { type: 'object', additionalProperties: true },
  files: { type: 'array', items: file },
});
const history = { type: 'array', items: historyRowSchema(sideNames(CONTEST_APPLICATION_TABLE)) } as const;

/** The provider's screen of a contest: the contest, the institution's application (null: none yet), what may be done. */
export const card = record({
  contest,
  application: { anyOf: [application, { type: 'null' }] },
  editable: bool,
  allowedActions: actions,
  history,
});

export const actionResult = record({
  id: int,
  number: str,
  contestId: int,
  institutionId: int,
  status,
  statusCaption: str,
  version: int,
});
