import { REPORT_JOB_TYPES } from '../../common/report-jobs.ts';

/** The JSON schemas of the jobs route plugin (server/routes/jobs.ts): params, bodies and answers. */

export const ID = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

export const UUID = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

export const STATE = {
  type: 'integer',
  enum: [1, 2, 3, 4, 5, 6],
  description: 'New 1, Running 2, Completed 3, Canceled 4, Failed 5, Terminated 6',
} as const;

/** A report to make: its type and the parameters that type reads. */
export const startBody = {
  type: 'object',
  required: ['type'],
  additionalProperties: false,
  properties: {
    type: { type: 'string', enum: REPORT_JOB_TYPES },
    institutionSourceType: { type: 'integer', enum: [1, 2, 3] },
    institutionId: ID,
    personId: ID,
    /** The service contract, or the tour contract for tourContract. */
    serviceContractId: ID,
    certTypeId: ID,
    requestId: ID,
    source: { type: 'string', maxLength: 100 },
  },
} as const;

export const jobKey = {
  type: 'object',
  required: ['typeId', 'id'],
  additionalProperties: false,
  properties: { typeId: { type: 'integer' }, id: { type: 'string' } },
} as const;

export const keyParams = {
  type: 'object',
  required: ['typeId', 'id'],
  properties: {
    typeId: { type: 'integer', minimum: 1, maximum: REPORT_JOB_TYPES.length },
    id: { type: 'string', pattern: UUID },
  },
} as const;

/** The result's file: download with GET /files/get?preloadId=id; `editable` adds GET /files/get/docx-odt?preloadId=id. */
export const resultFile = {
  type: 'object',
  required: ['id', 'uri', 'originalFileName', 'size', 'editable'],
  additionalProperties: false,
  properties: {
    id: { type: 'string' },
    uri: { type: 'string' },
    originalFileName: { type: 'string' },
    size: { type: 'integer' },
    editable: { type: 'boolean' },
  },
} as const;

/** A job's state. */
export const jobState = {
  type: 'object',
  required: ['typeId', 'id', 'state'],
  additionalProperties: false,
  properties: { typeId: { type: 'integer' }, id: { type: 'string' }, state: STATE },
} as const;

/** A job's outcome: its state, its message and the file it made, if any. */
export const jobResult = {
  type: 'object',
  required: ['stateId', 'message', 'result'],
  additionalProperties: false,
  properties: {
    stateId: STATE,
    message: { type: ['string', 'null'] },
    result: { anyOf: [resultFile, { type: 'null' }] },
  },
} as const;
