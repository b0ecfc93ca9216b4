/** JSON Schema pieces shared by route plugins. */

/**
 * A row's id or version as a request names it: a positive integer that an int4 column holds, so that a
 * larger number is refused by the schema, not by the database.
 */
export const rowId = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

/** The version of a record an action is taken on (a stale one gets 409): the same bounds as an id. */
export const version = rowId;

/** The body of an action that carries nothing but the record's version (sign, issue, accept...). */
export const versionBody = {
  type: 'object',
  required: ['version'],
  additionalProperties: false,
  properties: { version },
} as const;

export const idParam = {
  type: 'object',
  required: ['id'],
  properties: { id: rowId },
} as const;

/** A path without parameters (a call that takes its id in the body). */
export const noParams = { type: 'object', properties: {} } as const;

export const pageQuery = {
  page: { type: 'integer', minimum: 1, maximum: 10000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
} as const;

/** The querystring of a list that only pages (no search, no filters); other parameters are dropped. */
export const pageOnlyQuery = { type: 'object', additionalProperties: false, properties: pageQuery } as const;

/** A lookup list (addresses, reference books): code, caption and, for places, their type. */
export const lookupList = {
  type: 'array',
  items: {
    type: 'object',
    required: ['code', 'caption'],
    additionalProperties: false,
    properties: { code: { type: 'integer' }, caption: { type: 'string' }, type: { type: 'string' } },
  },
} as const;

/** Body of a block save: the act, the version the person started from, the block and its data. */
export const blockSaveBody = {
  type: 'object',
  required: ['id', 'version', 'block', 'data'],
  additionalProperties: false,
  properties: {
    id: rowId,
    version: rowId,
    block: { type: 'integer', minimum: 1, maximum: 50 },
    data: { type: 'object' },
  },
} as const;

/** Body of a signature: a drawn PNG or the confirmation of a simple electronic signature. */
export const signatureBody = {
  type: 'object',
  required: ['version'],
  additionalProperties: false,
  properties: {
    version: rowId,
    image: { type: 'string', maxLength: 500_000, pattern: '^data:image/png;base64,[A-Za-z0-9+/=]+$' },
    confirm: { type: 'boolean' },
  },
} as const;
