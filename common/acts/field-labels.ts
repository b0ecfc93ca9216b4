import type { ActSchema, JsonSchema, JsonSchemaObject } from './act-schema';
import { parsePointer } from './computed';
import { isSignatureLine } from './unsigned-lines';

/** Follows a local '#/definitions/x' reference of a bundled schema. */
function resolve(root: ActSchema, node: JsonSchema | undefined): JsonSchemaObject | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const ref = node.$ref;
  if (typeof ref === 'string' && ref.startsWith('#/definitions/')) {
    const target = root.definitions?.[ref.slice('#/definitions/'.length)];
    return target && typeof target === 'object' ? { ...target, ...node, $ref: undefined } : undefined;
  }
  return node;
}

/**
 * The Russian label of the field at a JSON pointer: the titles along the way joined with ' — '
 * ('Члены семьи — 3 — Фамилия'); array indexes shown 1-based; a signature line's drawing by its line. Used by the error summary and by
 * the server's refusals so both name a field the same way.
 */
export function fieldLabel(schema: ActSchema, pointer: string): string {
  const parts: string[] = [];
  let node: JsonSchemaObject | undefined = schema;
  for (const token of parsePointer(pointer)) {
    if (!node) break;
    const properties = node.properties as Record<string, JsonSchema> | undefined;
    if (properties && Object.hasOwn(properties, token)) {
      // A signature line's drawing is the line itself to a person: «Подпись специалиста», not «… — Подпись».
      const drawing = token === 'image' && isSignatureLine(node);
      node = resolve(schema, properties[token]);
      if (!drawing) parts.push(typeof node?.title === 'string' ? node.title : token);
    } else if (/^\d+$/.test(token) && node.items) {
      node = resolve(schema, node.items as JsonSchema);
      parts.push(`№ ${Number(token) + 1}`);
    } else {
      parts.push(token);
      node = undefined;
    }
  }
  return parts.join(' — ') || 'Форма';
}
