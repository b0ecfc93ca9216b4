import type { ActSchema } from './act-schema';
import { parsePointer } from './computed';
import { resolveNode } from './resolve-node';
import { isSignatureLine } from './unsigned-lines';
import { validationMessages } from '../validation';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The schema node at a JSON pointer of the data (array indexes step into `items`). */
function nodeAt(root: ActSchema, pointer: string): Record<string, unknown> | undefined {
  let node = resolveNode(root, root) as Record<string, unknown> | undefined;
  for (const token of parsePointer(pointer)) {
    if (!node) return undefined;
    const props = node.properties;
    const next =
      isRecord(props) && Object.hasOwn(props, token) ? props[token] : /^\d+$/.test(token) ? node.items : undefined;
    node = resolveNode(root, next) as Record<string, unknown> | undefined;
  }
  return node;
}

/** An address is one field of its own (`"ui:field": "address"`): its error stands under it as a whole. */
const isAddress = (props: Record<string, unknown>) => 'regionId' in props && 'cityId' in props && 'house' in props;

/** Where «Обязательное поле» of a missing group stands: its required fields, those of its required groups. */
function requiredFields(root: ActSchema, node: Record<string, unknown>, pointer: string): string[] {
  if (isSignatureLine(node)) return [`${pointer}/image`];
  const props = isRecord(node.properties) ? node.properties : {};
  if (isAddress(props)) return [pointer];
  const required = Array.isArray(node.required) ? (node.required as string[]) : [];
  const fields = required.filter((key) => Object.hasOwn(props, key));
  if (!fields.length) return [pointer];
  return fields.flatMap((key) => {
    const child = resolveNode(root, props[key]) as Record<string, unknown> | undefined;
    const at = `${pointer}/${key}`;
    return child?.type === 'object' ? requiredFields(root, child, at) : [at];
  });
}

/**
 * Errors put on the fields a person fills: «Обязательное поле» of a whole group (a required
 * object not there yet) on each of its required fields, and that of a signature line (a required
 * line left undrawn is checked without it, see withoutUnsignedLines) on its drawing. A group's own
 * error would stand under its last field (a signature line's date), which has no required mark
 * and is not what is missing; the summary then names the same fields as the form.
 */
export function errorsAtFields<E extends { pointer: string; message: string }>(
  root: ActSchema,
  errors: readonly E[],
): E[] {
  return errors.flatMap((error) => {
    const node = error.message === validationMessages.required ? nodeAt(root, error.pointer) : undefined;
    if (node?.type !== 'object') return [error];
    return requiredFields(root, node, error.pointer).map((pointer) => ({ ...error, pointer }));
  });
}
