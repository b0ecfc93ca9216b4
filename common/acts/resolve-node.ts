import type { ActSchema, JsonSchemaObject } from './act-schema';

/** Resolves local '#/definitions/x' references of a bundled schema (own keywords win over the target's). */
export function resolveNode(root: ActSchema, node: unknown): JsonSchemaObject | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const ref = (node as JsonSchemaObject).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/definitions/')) {
    const target = resolveNode(root, root.definitions?.[ref.slice(14)]);
    const { $ref: _ref, ...rest } = node as JsonSchemaObject;
    return target ? { ...target, ...rest } : undefined;
  }
  return node as JsonSchemaObject;
}
