import { binaryAnswer } from '../http/contract.ts';

/** The JSON schemas of the files-archive route plugin (server/routes/files-archive.ts): params, bodies and answers. */

export const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

export const query = <const K extends string>(key: K) =>
  ({
    type: 'object',
    required: [key],
    additionalProperties: false,
    properties: { [key]: id } as Record<K, typeof id>,
  }) as const;

export const zip = { 200: binaryAnswer('Архив ZIP', 'application/zip') } as const;
