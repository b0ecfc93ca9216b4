/** The JSON schemas of the subsidy-contests route plugin (server/routes/subsidy-contests.ts): params, bodies and answers. */

export const dbId = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

/** `{a}/{b}` of the spec's paths: the catalogue group of the contests (9) and the announcement. */
export const groupAndId = {
  type: 'object',
  required: ['a', 'b'],
  additionalProperties: false,
  properties: { a: dbId, b: dbId },
} as const;
