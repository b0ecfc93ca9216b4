import type { SwaggerTransformObject } from '@fastify/swagger';
import { CUSTOM_KEYWORDS } from '../../common/ajv/index.ts';

/**
 * The OpenAPI document as integrators' tools read it. The route schemas are written for ajv (JSON
 * Schema draft 7 with the portal's own keywords: `snils`, `phoneRu`, `emailRu`…), and the swagger
 * plugin copies them into a document that declares OpenAPI 3.0.3, whose Schema Object knows neither
 * a numeric `exclusiveMinimum` nor those keywords, so validators and generators refused it. The
 * document, and only the document, is rewritten here, in one place, as a new copy (the plugin keeps
 * it for later reads): the routes keep their schemas and ajv keeps checking every request with them.
 *
 * - A numeric `exclusiveMinimum`/`exclusiveMaximum` becomes `minimum`/`maximum` with the boolean of
 *   3.0 (`exclusiveMinimum: 0` is `minimum: 0, exclusiveMinimum: true`).
 * - A portal keyword becomes its extension, with the same value (`snils: true` is `x-snils: true`):
 *   3.0 allows `x-` fields on a schema, tools show or ignore them, and the rule stays visible.
 *
 * 3.0 rather than 3.1: more of the generators and gateways integrators use read 3.0, and the
 * client's own generated types come out the same.
 */
export const openApiForIntegrators: SwaggerTransformObject = (documentObject) =>
  'openapiObject' in documentObject ? portableOpenApi(documentObject.openapiObject) : documentObject.swaggerObject;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const mapValues = (record: Json, map: (value: unknown) => unknown): Json =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));

/**
 * A new document with every Schema Object (under a `schema` field anywhere, and the components'
 * schemas) in OpenAPI 3.0's words; the document given is not changed.
 */
export function portableOpenApi<Document extends object>(document: Document): Document {
  const walk = (node: unknown, parentKey?: string): unknown => {
    if (Array.isArray(node)) return node.map((item) => walk(item));
    if (!isObject(node)) return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => {
        if (key === 'schema') return [key, portableSchema(value)];
        if (key === 'schemas' && parentKey === 'components' && isObject(value))
          return [key, mapValues(value, portableSchema)];
        return [key, VALUES.has(key) ? value : walk(value, key)];
      }),
    );
  };
  return walk(document) as Document;
}

/** Values, not schemas (samples, a server variable's choices): kept as they are, whatever fields they hold. */
const VALUES: ReadonlySet<string> = new Set(['example', 'examples', 'default', 'enum']);

const SUBSCHEMA = new Set(['items', 'additionalProperties', 'not']);
const SUBSCHEMA_LIST = new Set(['allOf', 'anyOf', 'oneOf']);

/**
 * One schema and those inside it, as a new object. Only keyword positions are rewritten: a property
 * named `snils` (`properties.snils`, `required: ['snils']`) stays a property.
 */
function portableSchema(schema: unknown): unknown {
  if (!isObject(schema)) return schema;
  const result: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties' && isObject(value)) result[key] = mapValues(value, portableSchema);
    else if (SUBSCHEMA.has(key)) result[key] = Array.isArray(value) ? value.map(portableSchema) : portableSchema(value);
    else if (SUBSCHEMA_LIST.has(key) && Array.isArray(value)) result[key] = value.map(portableSchema);
    else if (CUSTOM_KEYWORDS.has(key)) result[`x-${key}`] = value;
    else result[key] = value;
  }
  booleanBound(result, 'exclusiveMinimum', 'minimum', (exclusive, inclusive) => exclusive >= inclusive);
  booleanBound(result, 'exclusiveMaximum', 'maximum', (exclusive, inclusive) => exclusive <= inclusive);
  return result;
}

/**
 * A draft-7 exclusive bound in 3.0's words. Where the schema also has an inclusive bound, the
 * stricter of the two is kept: `{ minimum: 5, exclusiveMinimum: 0 }` is `{ minimum: 5 }`.
 */
function booleanBound(
  schema: Json,
  exclusiveKey: 'exclusiveMinimum' | 'exclusiveMaximum',
  inclusiveKey: 'minimum' | 'maximum',
  exclusiveIsStricter: (exclusive: number, inclusive: number) => boolean,
): void {
  const exclusive = schema[exclusiveKey];
  if (typeof exclusive !== 'number') return;
  const inclusive = schema[inclusiveKey];
  if (typeof inclusive !== 'number' || exclusiveIsStricter(exclusive, inclusive)) {
    schema[inclusiveKey] = exclusive;
    schema[exclusiveKey] = true;
  } else {
    delete schema[exclusiveKey];
  }
}
