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

/** The application just sent: its id and its number ('ЗИР-2026/0001'), the one people see. */
export const sentApplication = {
  type: 'object',
  required: ['id', 'number'],
  additionalProperties: false,
  properties: { id: { type: 'integer' }, number: { type: 'string' } },
} as const;

export const applicationRow = {
  type: 'object',
  required: ['id', 'number', 'createdAt', 'employeeCaption', 'files'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    number: { type: 'string' },
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
