import type {
  FastifyPluginAsyncJsonSchemaToTs,
  JsonSchemaToTsProvider,
} from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { SHARED_ANSWERS, type SharedAnswers } from '../schemas/answers.ts';

/**
 * One contract per endpoint: a route's params, query, body and every answer are JSON Schemas
 * written once in its area's schemas module (server/schemas/<area>.ts) and named by its route
 * plugin. The handler's types come from them (this type provider), ajv checks the input with the
 * portal's keywords and Russian messages, the answer is serialised by its schema, OpenAPI lists
 * them, and the client's types are generated from OpenAPI.
 *
 * Answers that several routes share are named schemas (server/schemas/answers.ts), referenced as
 * `{ $ref: 'ActView' }`; OpenAPI shows them as components, which the client names too. Inputs stay
 * inline: the validator compiles each route's input schema on its own.
 */
type References = SharedAnswers;
type ContractOptions = {
  ValidatorSchemaOptions: { references: References };
  SerializerSchemaOptions: { references: References };
};

/** The type provider of every route plugin. */
export type ContractProvider = JsonSchemaToTsProvider<ContractOptions>;

/** A route plugin whose handlers are typed by their schemas. */
export type RoutePlugin = FastifyPluginAsyncJsonSchemaToTs<ContractOptions>;

/** Registers the shared answer schemas (before any route refers to them). */
export function registerSharedAnswers(app: FastifyInstance): void {
  for (const schema of SHARED_ANSWERS) app.addSchema(schema);
}

/** The name OpenAPI gives a shared schema: its $id (ActView), so the client's generated type has it too. */
export function componentName(json: { $id?: unknown }, index: number): string {
  return typeof json.$id === 'string' ? json.$id : `def-${index}`;
}

const message = {
  type: 'object',
  required: ['severity', 'text'],
  additionalProperties: false,
  properties: { severity: { type: 'string', enum: ['Success', 'Info', 'Warning', 'Error'] }, text: { type: 'string' } },
} as const;

/** JSON Schema of the spec's envelope `{ data, messages? }` around an answer's data schema. */
export function envelope<const Data extends object>(data: Data) {
  return {
    type: 'object',
    required: ['data'],
    additionalProperties: false,
    properties: { data, messages: { type: 'array', items: message } },
  } as const;
}

/** A download (PDF, ZIP, a stored file): OpenAPI names its type; the body is sent as it is. */
export function binaryAnswer(description: string, ...contentTypes: string[]) {
  return {
    description,
    content: Object.fromEntries(contentTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
  } as const;
}
