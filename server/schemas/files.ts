import { binaryAnswer } from '../http/contract.ts';

/** The JSON schemas of the files route plugin (server/routes/files.ts): params, bodies and answers. */

export const uploadedFileSchema = {
  type: 'object',
  required: ['id', 'uri', 'originalFileName', 'size'],
  additionalProperties: false,
  properties: {
    id: { type: 'string' },
    uri: { type: 'string' },
    originalFileName: { type: 'string' },
    size: { type: 'integer' },
  },
} as const;

export const UUID = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

/** A stored file goes out with the type it was stored with. */
export const STORED_FILE = binaryAnswer('Файл', 'application/octet-stream');

/** A stored file by its id. */
export const preloadQuery = {
  type: 'object',
  required: ['preloadId'],
  properties: { preloadId: { type: 'string', pattern: UUID } },
} as const;

/** A stored file by its address 'files/<id>'. */
export const uriQuery = {
  type: 'object',
  required: ['uri'],
  properties: { uri: { type: 'string', pattern: `^files/${UUID.slice(1)}` } },
} as const;
