import type { EnumOptionsType, RJSFSchema } from '@rjsf/utils';
import type { LookupItem } from '@/forms/lookup-cache';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Codes compare as text, so a stored 5 matches a list's '5' (and the other way round). */
export function sameCode(a: unknown, b: unknown): boolean {
  return a !== undefined && a !== null && b !== undefined && b !== null && String(a) === String(b);
}

/**
 * The choices written in the schema: rjsf's enumOptions when it computed them, else the
 * schema's (or, for a list, its items') `oneOf: [{ const, title }]` or `enum`.
 */
export function schemaLookupItems(schema: RJSFSchema, enumOptions?: EnumOptionsType[]): LookupItem[] {
  if (enumOptions && enumOptions.length > 0) {
    return enumOptions.map((option) => ({ code: option.value as LookupItem['code'], caption: option.label }));
  }
  const source = schema.type === 'array' && isObject(schema.items) ? (schema.items as RJSFSchema) : schema;
  const variants = source.oneOf ?? source.anyOf;
  if (Array.isArray(variants)) {
    return variants
      .filter((v): v is RJSFSchema => isObject(v) && 'const' in v)
      .map((v) => ({
        code: v.const as LookupItem['code'],
        caption: typeof v.title === 'string' ? v.title : String(v.const),
      }));
  }
  return (source.enum ?? []).map((code) => ({ code: code as LookupItem['code'], caption: String(code) }));
}

/** The lookup path of `ui:options.lookup`, if the widget should fetch its list. */
export function lookupPathOption(option: unknown): string | undefined {
  return typeof option === 'string' && option.trim() !== '' ? option.trim() : undefined;
}
