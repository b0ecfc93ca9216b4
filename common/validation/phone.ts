import { validationMessages } from './messages';
import { filledText, type RawValue } from './raw-value';

/** Spaces, dashes and brackets people type inside a phone number. */
const PHONE_DECORATION = /[\s()-]/g;

/** The ten digits after the country prefix (+7 or 8), or undefined if not a Russian number. */
function nationalDigits(text: string): string | undefined {
  const match = /^(?:\+7|8)(\d{10})$/.exec(text.replace(PHONE_DECORATION, ''));
  return match?.[1];
}

/** Checks a phone number: +7 or 8 then 10 digits; spaces, dashes and brackets allowed. */
export function checkPhone(value: RawValue): string | undefined {
  const text = filledText(value);
  if (text === undefined) return undefined;
  return nationalDigits(text) === undefined ? validationMessages.phone : undefined;
}

/** Brings a phone number to '+7XXXXXXXXXX'; returns the input unchanged when not recognisable. */
export function normalizePhone(value: string): string {
  const digits = nationalDigits(value.trim());
  return digits === undefined ? value : `+7${digits}`;
}

/** Formats a phone number as '+7 (XXX) XXX-XX-XX'; returns the input unchanged when not recognisable. */
export function formatPhone(value: string): string {
  const d = nationalDigits(value.trim());
  if (d === undefined) return value;
  return `+7 (${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6, 8)}-${d.slice(8)}`;
}
