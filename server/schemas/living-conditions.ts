import { rowId } from './shared.ts';
/** The JSON schemas of the living-conditions route plugin (server/routes/living-conditions.ts): params, bodies and answers. */

export const pairParams = {
  type: 'object',
  required: ['personId', 'relativeId'],
  properties: { personId: rowId, relativeId: rowId },
} as const;

/** The new act's number, version and whom it is about (the card opens it). */
export const created = {
  type: 'object',
  required: ['id', 'version', 'personId'],
  additionalProperties: false,
  properties: { id: { type: 'integer' }, version: { type: 'integer' }, personId: { type: 'integer' } },
} as const;
