/** The JSON schemas of the settings route plugin (server/routes/settings.ts): params, bodies and answers. */

export const setting = {
  type: 'object',
  required: ['id', 'caption', 'value', 'updatedAt', 'updatedBy'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    caption: { type: 'string' },
    value: { type: 'object', additionalProperties: true },
    updatedAt: { type: 'string' },
    updatedBy: { type: ['string', 'null'] },
  },
} as const;

export const saveBody = {
  type: 'object',
  required: ['value'],
  additionalProperties: false,
  properties: { value: { type: 'object', additionalProperties: true, maxProperties: 20 } },
} as const;
