/** The JSON schemas of the institution-request route plugin (server/routes/institution-request.ts): params, bodies and answers. */

export const UUID = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

export const applicationRow = {
  type: 'object',
  required: ['id', 'createdAt', 'employeeCaption', 'files'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    createdAt: { type: 'string' },
    employeeCaption: { type: 'string' },
    files: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'originalFileName'],
        additionalProperties: false,
        properties: { id: { type: 'string' }, originalFileName: { type: 'string' } },
      },
    },
  },
} as const;
