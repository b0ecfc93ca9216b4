/** The JSON schemas of the institution-request route plugin (server/routes/institution-request.ts): params, bodies and answers. */

export const UUID = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

/** An application to change the register: the files the provider uploaded for it. */
export const registryChangeBody = {
  type: 'object',
  required: ['fileIds'],
  additionalProperties: false,
  properties: {
    fileIds: { type: 'array', maxItems: 100, uniqueItems: true, items: { type: 'string', pattern: UUID } },
  },
} as const;

/** The id of the application just sent. */
export const applicationId = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: { type: 'integer' } },
} as const;

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
