import { validationMessages } from './messages';
import type { RawValue } from './raw-value';

/** Options of {@link checkRequired}: the variants in which false or zero count as filled. */
export interface RequiredOptions {
  falseIsFilled?: boolean;
  zeroIsFilled?: boolean;
}

function isEmpty(value: unknown, options: RequiredOptions | undefined): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (value === false) return options?.falseIsFilled !== true;
  if (typeof value === 'number') return Number.isNaN(value) || (value === 0 && options?.zeroIsFilled !== true);
  return false;
}

/**
 * Checks that a field is filled: not absent, not blank text, not an empty array, not false
 * (unless falseIsFilled) and not 0 (unless zeroIsFilled).
 */
export function checkRequired(value: unknown, options?: RequiredOptions): string | undefined {
  return isEmpty(value, options) ? validationMessages.required : undefined;
}

/** Checks that text has at most `limit` characters (counted as code points, like ajv's maxLength). */
export function checkMaxLength(value: RawValue, limit: number): string | undefined {
  if (value === null || value === undefined) return undefined;
  return Array.from(String(value)).length > limit ? validationMessages.maxLength(limit) : undefined;
}

/** Checks that a list of files has at most `limit` entries. */
export function checkMaxFiles(files: readonly unknown[] | null | undefined, limit: number): string | undefined {
  return files !== null && files !== undefined && files.length > limit ? validationMessages.maxFiles(limit) : undefined;
}
