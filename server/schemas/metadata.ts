import { envelope } from '../http/contract.ts';
import { STATIC_LOOKUP_NAMES } from '../system/lookups.ts';
import { codeCaptionList } from './institution.ts';

/** The JSON schemas of the metadata route plugin (server/routes/metadata.ts): params, bodies and answers. */

export const reply = { 200: envelope(codeCaptionList) } as const;

/** The banks found: BIK and name, with the correspondent account and the city a requisites form fills. */
export const banksReply = {
  200: envelope({
    type: 'array',
    items: {
      type: 'object',
      additionalProperties: false,
      required: ['code', 'caption', 'corrAccount', 'city'],
      properties: {
        code: { type: 'string' },
        caption: { type: 'string' },
        corrAccount: { type: 'string' },
        city: { type: 'string' },
      },
    },
  }),
} as const;

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
