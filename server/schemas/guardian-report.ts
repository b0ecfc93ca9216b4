import { binaryAnswer, envelope } from '../http/contract.ts';
import { rowId } from './shared.ts';

/** The JSON schemas of the guardian-report route plugin (server/routes/guardian-report.ts): params, bodies and answers. */

export const int = { type: 'integer' } as const;

export const str = { type: 'string' } as const;

export const strOrNull = { type: ['string', 'null'] } as const;

/** The signed-in guardian's short name (surname and initials). */
export const shortCaption = {
  type: 'object',
  required: ['caption'],
  additionalProperties: false,
  properties: { caption: str },
} as const;

export const reportAnswer = { 200: envelope({ $ref: 'ReportView' }) } as const;

export const reportRow = {
  type: 'object',
  required: [
    'id',
    'number',
    'wardCaption',
    'periodFrom',
    'periodTo',
    'status',
    'statusCaption',
    'statusNote',
    'updatedAt',
  ],
  additionalProperties: false,
  properties: {
    id: int,
    /** The report's own number ('ООП-2026/0001'), the one people see; id only addresses it. */
    number: str,
    wardCaption: str,
    periodFrom: strOrNull,
    periodTo: strOrNull,
    status: { type: ['integer', 'null'] },
    statusCaption: str,
    statusNote: strOrNull,
    updatedAt: str,
  },
} as const;

/** A ward; `code` too, as the report's ward field reads this list as a lookup (code and caption). */
export const ward = {
  type: 'object',
  required: ['code', 'personId', 'caption', 'birthDate'],
  additionalProperties: false,
  properties: { code: int, personId: int, caption: str, birthDate: str },
} as const;

/** A row of a block's list in the report's data: its fields are the act schema's. */
export const listedRow = { type: 'object', additionalProperties: true } as const;

export const reportDocument = {
  type: 'object',
  required: ['id', 'uri', 'originalFileName', 'size'],
  additionalProperties: false,
  properties: { id: str, uri: str, originalFileName: str, size: int },
} as const;

export const createBody = {
  type: 'object',
  required: ['wardId'],
  additionalProperties: false,
  properties: {
    wardId: rowId,
    periodFrom: { type: 'string', format: 'date' },
    periodTo: { type: 'string', format: 'date' },
  },
} as const;

export const statusBody = {
  type: 'object',
  required: ['status', 'version'],
  additionalProperties: false,
  properties: {
    status: { type: 'integer', enum: [2, 3, 4] },
    note: { type: 'string', maxLength: 2000 },
    version: rowId,
  },
} as const;

export const idQuery = {
  type: 'object',
  required: ['id'],
  properties: { id: rowId },
} as const;

export const versionParams = {
  type: 'object',
  required: ['id', 'version'],
  properties: { id: rowId, version: rowId },
} as const;

export const kindParams = {
  type: 'object',
  required: ['id', 'kind'],
  properties: { id: rowId, kind: { type: 'integer', minimum: 1, maximum: 10 } },
} as const;

export const fileParams = {
  type: 'object',
  required: ['id', 'fileId'],
  properties: { id: rowId, fileId: { type: 'string', pattern: '^[0-9a-f-]{36}$' } },
} as const;

export const zipAnswer = { 200: binaryAnswer('documents.zip', 'application/zip') };
