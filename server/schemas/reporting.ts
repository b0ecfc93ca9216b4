/** The JSON schemas of the reporting route plugin (server/routes/reporting.ts): params, bodies and answers. */

export const date = { type: 'string', format: 'date' } as const;

/** The period of the report, both days included. */
export const periodBody = {
  type: 'object',
  required: ['periodFrom', 'periodTo'],
  additionalProperties: false,
  properties: { periodFrom: date, periodTo: date },
} as const;

/** The report just made and how many acts it holds. */
export const asoiCreated = {
  type: 'object',
  required: ['id', 'actsCount'],
  additionalProperties: false,
  properties: { id: { type: 'integer' }, actsCount: { type: 'integer' } },
} as const;

/** A report as recorded: its period, when it was made and what was sent. */
export const asoiReport = {
  type: 'object',
  required: ['id', 'periodFrom', 'periodTo', 'createdAt', 'payload'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    periodFrom: { type: 'string' },
    periodTo: { type: 'string' },
    createdAt: { type: 'string' },
    payload: { type: 'object', additionalProperties: true },
  },
} as const;
