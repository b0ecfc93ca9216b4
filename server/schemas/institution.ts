import { REQUISITE_FIELDS, tourismRequisitesSchema } from '../../common/tourism-requisites.ts';

/** The JSON schemas of the institution route plugin (server/routes/institution.ts): params, bodies and answers. */

/** A lookup list of code and caption (platform.md section 3). */
export const codeCaptionList = {
  type: 'array',
  items: {
    type: 'object',
    required: ['code', 'caption'],
    additionalProperties: false,
    properties: { code: { type: ['integer', 'string'] }, caption: { type: 'string' } },
  },
} as const;

/** The requisites form's limits (platform.md section 5), shared with the client's form. */
export const requisitesBody = tourismRequisitesSchema;

export const strOrNull = { type: ['string', 'null'] } as const;

export const requisites = {
  type: 'object',
  additionalProperties: false,
  required: [
    ...REQUISITE_FIELDS,
    'isUpdateInstitutionDetails',
    'dateIncluded',
    'dateRegistered',
    'createdTime',
    'shortCaption',
  ],
  properties: {
    ...Object.fromEntries(REQUISITE_FIELDS.map((f) => [f, strOrNull])),
    isUpdateInstitutionDetails: { type: 'boolean' },
    dateIncluded: strOrNull,
    dateRegistered: strOrNull,
    createdTime: strOrNull,
    shortCaption: { type: 'string' },
  },
} as const;
