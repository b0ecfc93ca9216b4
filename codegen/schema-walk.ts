import type { JsonSchema, JsonSchemaObject } from '../common/acts/act-schema';
import { formatPointer, getPointer, parsePointer } from '../common/acts/computed';

/** Reading a bundled schema: walking every subschema and following local `$ref`s. */

/** True for a schema object (not a boolean schema, array or null). */
export function isSchemaObject(value: unknown): value is JsonSchemaObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Keywords whose value is a map of name -> subschema.
const SCHEMA_MAPS = ['properties', 'patternProperties', 'definitions', '$defs', 'dependencies'] as const;
// Keywords whose value is a subschema or a list of subschemas.
const SCHEMA_VALUES = [
  'items',
  'additionalItems',
  'additionalProperties',
  'contains',
  'propertyNames',
  'not',
  'if',
  'then',
  'else',
  'allOf',
  'anyOf',
  'oneOf',
] as const;
// Beyond this depth a $ref chain is taken for a cycle.
const MAX_DEPTH = 32;

/** One schema object met by {@link walkSchema}. */
export interface SchemaVisit {
  node: JsonSchemaObject;
  /** JSON pointer of the node inside the walked schema. */
  pointer: string;
  /** The node is an entry of a `properties` map, i.e. a form field. */
  isProperty: boolean;
}

/**
 * Every schema object in `node`, depth first in key order, without following `$ref`
 * (definitions are walked where they are written). Data-valued keywords (enum, const,
 * default, examples) are not entered.
 */
export function* walkSchema(node: unknown, pointer = '', isProperty = false): Generator<SchemaVisit> {
  if (!isSchemaObject(node)) return;
  yield { node, pointer, isProperty };
  for (const keyword of SCHEMA_MAPS) {
    const map = node[keyword];
    if (!isSchemaObject(map)) continue;
    for (const [name, child] of Object.entries(map)) {
      yield* walkSchema(child, `${pointer}${formatPointer([keyword, name])}`, keyword === 'properties');
    }
  }
  for (const keyword of SCHEMA_VALUES) {
    const value = node[keyword];
    if (Array.isArray(value)) {
      for (const [index, child] of value.entries()) yield* walkSchema(child, `${pointer}/${keyword}/${index}`);
    } else yield* walkSchema(value, `${pointer}/${keyword}`);
  }
}

/** The target of a local `$ref` ('#/definitions/x') in `root`, or undefined. */
export function resolveRef(root: JsonSchemaObject, ref: string): JsonSchema | undefined {
  if (!ref.startsWith('#')) return undefined;
  try {
    const target = getPointer(root, decodeURIComponent(ref.slice(1)));
    return isSchemaObject(target) || typeof target === 'boolean' ? target : undefined;
  } catch {
    return undefined;
  }
}

/** The subschemas whose keywords also apply to data at `node`: its `$ref` target and combinators. */
function appliedSchemas(root: JsonSchemaObject, node: JsonSchemaObject): JsonSchemaObject[] {
  const result: JsonSchemaObject[] = [];
  if (typeof node.$ref === 'string') {
    const target = resolveRef(root, node.$ref);
    if (isSchemaObject(target)) result.push(target);
  }
  for (const keyword of ['allOf', 'anyOf', 'oneOf'] as const) {
    const list = node[keyword];
    if (Array.isArray(list)) result.push(...list.filter(isSchemaObject));
  }
  for (const keyword of ['if', 'then', 'else'] as const) {
    if (isSchemaObject(node[keyword])) result.push(node[keyword]);
  }
  if (isSchemaObject(node.dependencies)) result.push(...Object.values(node.dependencies).filter(isSchemaObject));
  return result;
}

/** The properties data at `node` may have: its own, then those of `$ref`, allOf/anyOf/oneOf, if/then/else, dependencies. */
export function propertiesOf(root: JsonSchemaObject, node: JsonSchema | undefined, depth = 0): Map<string, JsonSchema> {
  const result = new Map<string, JsonSchema>();
  if (!isSchemaObject(node) || depth > MAX_DEPTH) return result;
  if (isSchemaObject(node.properties)) {
    for (const [name, child] of Object.entries(node.properties)) result.set(name, child as JsonSchema);
  }
  for (const applied of appliedSchemas(root, node)) {
    for (const [name, child] of propertiesOf(root, applied, depth + 1)) if (!result.has(name)) result.set(name, child);
  }
  return result;
}

/** The schema of the items of an array at `node` (through `$ref` and combinators), or undefined. */
export function itemsOf(root: JsonSchemaObject, node: JsonSchema | undefined, depth = 0): JsonSchema | undefined {
  if (!isSchemaObject(node) || depth > MAX_DEPTH) return undefined;
  if (isSchemaObject(node.items) || typeof node.items === 'boolean') return node.items;
  for (const applied of appliedSchemas(root, node)) {
    const items = itemsOf(root, applied, depth + 1);
    if (items !== undefined) return items;
  }
  return undefined;
}

/** The `type` of a field: its own, else that of its `$ref` target. */
export function typeOf(root: JsonSchemaObject, node: JsonSchema | undefined, depth = 0): unknown {
  if (!isSchemaObject(node) || depth > MAX_DEPTH) return undefined;
  if (node.type !== undefined) return node.type;
  return typeof node.$ref === 'string' ? typeOf(root, resolveRef(root, node.$ref), depth + 1) : undefined;
}

/** The `title` of a field: its own, else that of its `$ref` target. */
export function titleOf(root: JsonSchemaObject, node: JsonSchema | undefined, depth = 0): unknown {
  if (!isSchemaObject(node) || depth > MAX_DEPTH) return undefined;
  if (node.title !== undefined) return node.title;
  return typeof node.$ref === 'string' ? titleOf(root, resolveRef(root, node.$ref), depth + 1) : undefined;
}

/**
 * The schema of the data a JSON pointer addresses ('/person/lastName', '/items/*\/amount'):
 * property names step into properties, '*' or an index into array items; undefined when the
 * pointer leads nowhere.
 */
export function resolveDataPointer(root: JsonSchemaObject, pointer: string): JsonSchema | undefined {
  let node: JsonSchema | undefined = root;
  for (const token of parsePointer(pointer)) {
    const items: JsonSchema | undefined = token === '*' || /^\d+$/.test(token) ? itemsOf(root, node) : undefined;
    node = items ?? propertiesOf(root, node).get(token);
    if (node === undefined) return undefined;
  }
  return node;
}

/** Leaf fields (inputs) of the data at `node`: objects add up their properties, arrays their item. */
export function countLeaves(root: JsonSchemaObject, node: JsonSchema | undefined, depth = 0): number {
  if (depth > MAX_DEPTH) return 1;
  const properties = propertiesOf(root, node);
  if (properties.size > 0) {
    let count = 0;
    for (const child of properties.values()) count += countLeaves(root, child, depth + 1);
    return count;
  }
  const items = itemsOf(root, node);
  return items === undefined ? 1 : countLeaves(root, items, depth + 1);
}

/** '#/definitions/address/properties/x' -> 'address'; undefined for a `$ref` elsewhere. */
function definitionName(ref: string): string | undefined {
  const match = /^#\/definitions\/([^/]+)/.exec(ref);
  return match ? decodeURIComponent(match[1].replace(/~1/g, '/').replace(/~0/g, '~')) : undefined;
}

/**
 * The schema with only the `definitions` its other keywords reach through `$ref` (directly or
 * through other definitions): a block's part of a bundled act schema keeps the shared definitions
 * its fields use and drops the rest. Without any, `definitions` is left out.
 */
export function withUsedDefinitions<T extends JsonSchemaObject>(schema: T): T {
  const { definitions, ...rest } = schema;
  if (!isSchemaObject(definitions)) return schema;
  const used = new Set<string>();
  const pending: unknown[] = [rest];
  while (pending.length > 0) {
    for (const { node } of walkSchema(pending.pop())) {
      const name = typeof node.$ref === 'string' ? definitionName(node.$ref) : undefined;
      if (name !== undefined && !used.has(name) && Object.hasOwn(definitions, name)) {
        used.add(name);
        pending.push(definitions[name]);
      }
    }
  }
  if (used.size === 0) return rest as T;
  const kept = Object.fromEntries(Object.entries(definitions).filter(([name]) => used.has(name)));
  return { ...rest, definitions: kept } as unknown as T;
}
