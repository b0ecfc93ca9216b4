/** JSON Schema pieces shared by route plugins. */
export const idParam = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

export const pageQuery = {
  page: { type: 'integer', minimum: 1, maximum: 10000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
} as const;

export const lookupList = {
  type: 'array',
  items: {
    type: 'object',
    properties: { code: { type: 'integer' }, caption: { type: 'string' }, type: { type: 'string' } },
  },
} as const;
