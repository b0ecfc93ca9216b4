/**
 * JSON Schemas of the social contracts' calls (server/routes/social-contracts.ts), written once.
 * The statuses, actions and sides come from the state tables
 * (common/soc-contracts/social-contract-machine.ts).
 */
import { envelope } from '../http/contract.ts';
import { historyRowSchema, record } from './answers.ts';
import { pageQuery, rowId } from './shared.ts';
import { SOCIAL_CONTRACT_TABLE, SOCIAL_REPORT_TABLE } from '../../common/soc-contracts/social-contract-machine.ts';
import { actionNames, sideNames, statusSchema } from '../../common/workflow/state-table.ts';

const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;
const strOrNull = { type: ['string', 'null'] } as const;
const bool = { type: 'boolean' } as const;
const uuid = { type: 'string', format: 'uuid' } as const;
const contractStatus = statusSchema(SOCIAL_CONTRACT_TABLE);
const reportStatus = statusSchema(SOCIAL_REPORT_TABLE);
const side = { type: ['string', 'null'], enum: [...sideNames(SOCIAL_CONTRACT_TABLE), null] } as const;
const contractActions = { type: 'array', items: { type: 'string', enum: actionNames(SOCIAL_CONTRACT_TABLE) } } as const;
const reportActions = { type: 'array', items: { type: 'string', enum: actionNames(SOCIAL_REPORT_TABLE) } } as const;
const timing = { type: 'string', enum: ['done', 'overdue', 'soon', 'ahead'] } as const;

export const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { search: { type: 'string', maxLength: 200 }, status: contractStatus, ...pageQuery },
} as const;

export const eventReportParams = {
  type: 'object',
  required: ['id', 'eventId', 'reportId'],
  properties: { id: rowId, eventId: rowId, reportId: rowId },
} as const;

export const reportParams = {
  type: 'object',
  required: ['id', 'reportId'],
  properties: { id: rowId, reportId: rowId },
} as const;

export const preloadQuery = {
  type: 'object',
  required: ['soccontractId', 'adaptEventId', 'reportId', 'documentId'],
  additionalProperties: false,
  properties: {
    uriWithHash: { type: 'string', maxLength: 500 },
    soccontractId: rowId,
    adaptEventId: rowId,
    reportId: rowId,
    documentId: uuid,
  },
} as const;

export const storeReportBody = {
  type: 'object',
  required: ['contractId', 'eventId', 'text', 'fileIds'],
  additionalProperties: false,
  properties: {
    contractId: rowId,
    eventId: rowId,
    id: rowId,
    version: rowId,
    text: { type: 'string', maxLength: 4000 },
    fileIds: { type: 'array', maxItems: 50, items: uuid },
  },
} as const;

export const reviewBody = {
  type: 'object',
  required: ['version', 'action'],
  additionalProperties: false,
  properties: {
    version: rowId,
    action: { type: 'string', enum: ['accept', 'return'] },
    comment: { type: 'string', maxLength: 2000 },
  },
} as const;

export const actionBody = {
  type: 'object',
  required: ['version', 'action'],
  additionalProperties: false,
  properties: {
    version: rowId,
    action: { type: 'string', enum: actionNames(SOCIAL_CONTRACT_TABLE) },
    reason: { type: 'string', maxLength: 2000 },
  },
} as const;

const contractHead = {
  id: int,
  number: str,
  status: int,
  statusCaption: str,
  personId: int,
  personFio: str,
  institutionId: int,
  institution: str,
  purpose: str,
  contractDate: str,
  dateFrom: str,
  dateTo: str,
  version: int,
  events: int,
  doneEvents: int,
  reportsToReview: int,
} as const;
const listRow = {
  ...contractHead,
  overdueEvents: int,
  nextEvent: { ...record({ name: str, dueDate: str }), type: ['object', 'null'] },
} as const;

export const listAnswer = record({ total: int, items: { type: 'array', items: record(listRow) } });

const documentRow = record({
  id: str,
  fileName: str,
  size: int,
  contentType: str,
  uriWithHash: str,
  url: str,
});
export const documents = { type: 'array', items: documentRow } as const;

const reportFields = {
  id: int,
  number: str,
  eventId: int,
  contractId: int,
  status: int,
  statusCaption: str,
  version: int,
  text: str,
  reportCreateTime: str,
  submittedAt: strOrNull,
  reviewedAt: strOrNull,
  reviewComment: strOrNull,
  allowedActions: reportActions,
  documents,
} as const;

const eventRow = record({
  id: int,
  contractId: int,
  name: str,
  dueDate: str,
  executorKind: int,
  executorCaption: str,
  doneOn: strOrNull,
  timing,
  timingCaption: str,
  socContractReports: { type: 'array', items: record(reportFields) },
});

const contractHistory = { type: 'array', items: historyRowSchema(sideNames(SOCIAL_CONTRACT_TABLE)) } as const;
const reportHistory = { type: 'array', items: historyRowSchema(sideNames(SOCIAL_REPORT_TABLE)) } as const;

export const card = record({
  ...contractHead,
  amount: str,
  reason: strOrNull,
  approvedAt: strOrNull,
  institutionPhone: strOrNull,
  institutionAddress: strOrNull,
  side,
  allowedActions: contractActions,
  signed: bool,
  today: str,
  events: { type: 'array', items: eventRow },
  history: contractHistory,
});

export const report = record({
  ...reportFields,
  contractNumber: str,
  eventName: str,
  eventDueDate: str,
  side,
  history: reportHistory,
});

const reportResult = record({ id: int, number: str, status: reportStatus, statusCaption: str, version: int });
const contractResult = record({ id: int, status: contractStatus, statusCaption: str, version: int });
/** A refusal: a stale version carries the code STALE_VERSION, the table's refusals none. */
const refused = { $ref: 'Refusal' } as const;
export const reportAnswer = { 200: envelope(reportResult), 409: refused } as const;
export const contractAnswer = { 200: envelope(contractResult), 409: refused } as const;
export const signatureUri = record({ uri: str, fileName: str });

export { versionBody } from './shared.ts';
