/** The JSON schemas of the health route plugin (server/routes/health.ts): params, bodies and answers. */

/** The server's state ('ok') and the kind of database it answered from. */
export const healthState = {
  type: 'object',
  required: ['status', 'database'],
  additionalProperties: false,
  properties: { status: { type: 'string' }, database: { type: 'string' } },
} as const;
