import { validationMessages } from './messages';
import { filledText, type RawValue } from './raw-value';

/** Checks a digits-only field (account numbers, codes). */
export function checkDigits(value: RawValue): string | undefined {
  const text = filledText(value);
  if (text === undefined) return undefined;
  return /^\d+$/.test(text) ? undefined : validationMessages.digits;
}

/** Checks a decimal number: optional minus, digits, optional decimals after a dot or a comma. */
export function checkFloat(value: RawValue): string | undefined {
  const text = filledText(value);
  if (text === undefined) return undefined;
  return /^-?\d+(?:[.,]\d+)?$/.test(text) ? undefined : validationMessages.float;
}
