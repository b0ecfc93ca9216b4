import type { ActSchema } from './act-schema';
import { parsePointer } from './computed';
import { resolveNode } from './resolve-node';

/**
 * A signature line (schemas/common/signature.json: image, signer, signedAt) that holds a signer's
 * name but no drawing is not signed: the portal prefills the names of the employee and the person,
 * and an optional signature (the person may refuse to sign) must not become required by that.
 * Checks of a block and of the act judge a copy of the data without such lines, so a required
 * signature left undrawn reads «Обязательное поле» and an optional one is simply empty; the
 * stored data keeps the prefilled names.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A schema node of a signature line: an object with a drawing (`image`) and a signer's name. */
export function isSignatureLine(node: Record<string, unknown> | undefined): boolean {
  const props = node?.properties;
  return isRecord(props) && 'image' in props && 'signer' in props;
}

/** The data as the checks should judge it: signature lines without a drawing left out. */
export function withoutUnsignedLines<T>(root: ActSchema, node: unknown, data: T): T {
  const schema = resolveNode(root, node) as Record<string, unknown> | undefined;
  if (Array.isArray(data)) {
    return data.map((item) => withoutUnsignedLines(root, schema?.items, item)) as T;
  }
  if (!isRecord(data) || !schema || !isRecord(schema.properties)) return data;
  const props = schema.properties;
  let copy: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(data)) {
    const child = resolveNode(root, props[key]) as Record<string, unknown> | undefined;
    let next: unknown = value;
    if (isSignatureLine(child) && isRecord(value) && (typeof value.image !== 'string' || value.image === ''))
      next = undefined;
    else if (child) next = withoutUnsignedLines(root, child, value);
    if (next !== value) {
      copy ??= { ...data };
      if (next === undefined) delete copy[key];
      else copy[key] = next;
    }
  }
  return (copy ?? data) as T;
}

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

/**
 * Errors of whole signature lines moved onto their drawings: a required line left undrawn is
 * checked without it (withoutUnsignedLines), so the schema names the line; the person signs on
 * its pad, where the error then stands (not under the line's last field, its date), and the
 * summary names the same place.
 */
export function toDrawings<E extends { pointer: string }>(root: ActSchema, errors: readonly E[]): E[] {
  return errors.map((error) =>
    isSignatureLine(nodeAt(root, error.pointer)) ? { ...error, pointer: `${error.pointer}/image` } : error,
  );
}
