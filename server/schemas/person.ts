import { envelope } from '../http/contract.ts';

/** The JSON schemas of the person route plugin (server/routes/person.ts): params, bodies and answers. */

export const persons = { 200: envelope({ type: 'array', items: { $ref: 'PersonCard' } }) } as const;
