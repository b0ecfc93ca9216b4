import { envelope } from '../http/contract.ts';
import { STATIC_LOOKUP_NAMES } from '../system/lookups.ts';
import { codeCaptionList } from './institution.ts';

/** The JSON schemas of the metadata route plugin (server/routes/metadata.ts): params, bodies and answers. */

export const reply = { 200: envelope(codeCaptionList) } as const;

export const regionId = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

/** A lookup with fixed codes, by its name. */
export const lookupParams = {
  type: 'object',
  required: ['group'],
  properties: { group: { type: 'string', enum: STATIC_LOOKUP_NAMES } },
} as const;

/** Banks by BIK or by a part of the name. */
export const bankQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { bik: { type: 'string', maxLength: 20 }, search: { type: 'string', maxLength: 100 } },
} as const;

/** The calculator's cities of a region (none: the region of the default city). */
export const calculatorCitiesQuery = { type: 'object', properties: { regionId } } as const;
