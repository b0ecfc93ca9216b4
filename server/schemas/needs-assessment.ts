/** The JSON schemas of the needs-assessment route plugin (server/routes/needs-assessment.ts): params, bodies and answers. */

export const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

export const pairParams = {
  type: 'object',
  required: ['personId', 'actId'],
  properties: { personId: id, actId: id },
} as const;

export const norm = {
  type: 'object',
  required: ['serviceTypeId', 'caption', 'standardMinutes'],
  additionalProperties: false,
  properties: { serviceTypeId: { type: 'integer' }, caption: { type: 'string' }, standardMinutes: { type: 'number' } },
} as const;

export const classifierItem = {
  type: 'object',
  required: ['code', 'caption', 'group'],
  additionalProperties: false,
  properties: { code: { type: 'integer' }, caption: { type: 'string' }, group: { type: 'string' } },
} as const;
