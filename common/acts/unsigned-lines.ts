import type { ActSchema } from './act-schema';
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

/**
 * The data without what was signed in it: every signature line loses its drawing and date (its
 * signer's name stays) and a bare drawing goes. A new act made from a signed one is signed anew,
 * by whoever signs it now, never with the drawings of the act it was copied from.
 */
export function withoutDrawings<T>(root: ActSchema, node: unknown, data: T): T {
  const schema = resolveNode(root, node) as Record<string, unknown> | undefined;
  if (Array.isArray(data)) return data.map((item) => withoutDrawings(root, schema?.items, item)) as T;
  if (!isRecord(data) || !schema || !isRecord(schema.properties)) return data;
  if (isSignatureLine(schema)) {
    const { image: _image, signedAt: _signedAt, ...named } = data;
    return named as T;
  }
  const props = schema.properties;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (typeof value === 'string' && value.startsWith('data:image/')) continue;
    out[key] = Object.hasOwn(props, key) ? withoutDrawings(root, props[key], value) : value;
  }
  return out as T;
}
