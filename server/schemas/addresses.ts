import { envelope } from '../http/contract.ts';
import { lookupList } from './shared.ts';

/** The JSON schemas of the addresses route plugin (server/routes/addresses.ts): params, bodies and answers. */

export const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

/** Every address lookup answers a lookup list: code, caption and, where the call gives it, the place's type. */
export const reply = { 200: envelope(lookupList) } as const;

/** The cities of a region. */
export const citiesQuery = { type: 'object', required: ['regionId'], properties: { regionId: id } } as const;

/** The streets of a city whose name contains the search text (none: all). */
export const streetsQuery = {
  type: 'object',
  required: ['cityId'],
  properties: { cityId: id, search: { type: 'string', maxLength: 100, default: '' } },
} as const;
