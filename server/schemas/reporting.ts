/** The JSON schemas of the reporting route plugin (server/routes/reporting.ts): params, bodies and answers. */

export const date = { type: 'string', format: 'date' } as const;
