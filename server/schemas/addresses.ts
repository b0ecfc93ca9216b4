/** The JSON schemas of the addresses route plugin (server/routes/addresses.ts): params, bodies and answers. */

export const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
