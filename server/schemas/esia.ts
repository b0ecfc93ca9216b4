import { envelope } from '../http/contract.ts';

/** The JSON schemas of the esia route plugin (server/routes/esia.ts): params, bodies and answers. */

export const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

export const role = { type: 'integer', enum: [2, 3, 4] } as const;

export const sourceType = { type: 'integer', enum: [1, 2, 3] } as const;

export const uri = { type: 'string', minLength: 1, maxLength: 500 } as const;

export const text = { type: 'string', maxLength: 2000 } as const;

export const address = envelope({
  type: 'object',
  required: ['url'],
  additionalProperties: false,
  properties: { url: { type: 'string' } },
});

export const done = envelope({ type: 'boolean' });
