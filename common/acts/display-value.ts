import type { ActSchema, JsonSchemaObject } from './act-schema';

/** Empty values read 'отсутствует' (platform.md section 9). */
export const EMPTY_VALUE = 'отсутствует';
const readOnlyText = (value: string | undefined) => (value ? value : EMPTY_VALUE);

/** '2026-11-23' -> '23.11.2026'; no date reads 'отсутствует'. */
export const ruDate = (iso: string | null | undefined) => (iso ? iso.split('-').reverse().join('.') : EMPTY_VALUE);

/** Resolves local '#/definitions/x' references of a bundled schema. */
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

/** A value as a person reads it in a table or a review: captions of choices, dd.mm.yyyy, 'Да'/'Нет'. */
export function displayValue(root: ActSchema, node: unknown, value: unknown): string {
  const schema = resolveNode(root, node);
  if (value === undefined || value === null || value === '') return readOnlyText(undefined);
  const options = schema?.oneOf as Array<{ const?: unknown; title?: string }> | undefined;
  const option = options?.find((o) => o.const === value);
  if (option?.title) return option.title;
  if (typeof value === 'boolean') return value ? 'Да' : 'Нет';
  if (typeof value === 'number') return value.toLocaleString('ru-RU');
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return ruDate(value);
  if (Array.isArray(value)) return value.map((v) => displayValue(root, schema?.items, v)).join(', ');
  if (typeof value === 'object') return readOnlyText(Object.values(value).filter((v) => v !== '' && v !== null).join(', '));
  return String(value);
}
