import { envelope } from '../http/contract.ts';
import { idParam } from './shared.ts';

/** The JSON schemas of the person route plugin (server/routes/person.ts): params, bodies and answers. */

export const persons = { 200: envelope({ type: 'array', items: { $ref: 'PersonCard' } }) } as const;

/** At most this many people asked for in one request. */
const MAX_IDS = 100;

/** The people asked for by their ids. */
export const byIdsBody = {
  type: 'object',
  required: ['ids'],
  additionalProperties: false,
  properties: {
    ids: { type: 'array', minItems: 1, maxItems: MAX_IDS, uniqueItems: true, items: idParam.properties.id },
  },
} as const;
