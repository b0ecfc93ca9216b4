import { validationMessages } from './messages';
import { filledText, type RawValue } from './raw-value';

// The body is up to 14 digits, beyond the exact range of a float: use BigInt.
function control(body: string, modulus: bigint): string {
  return String((BigInt(body) % modulus) % 10n);
}

/** The control digit of an OGRN from its first 12 digits (the number mod 11 mod 10). */
export function ogrnControl(twelveDigits: string): string {
  if (!/^\d{12}$/.test(twelveDigits)) throw new RangeError('Ожидается 12 цифр ОГРН');
  return control(twelveDigits, 11n);
}

/** The control digit of an OGRNIP from its first 14 digits (the number mod 13 mod 10). */
export function ogrnipControl(fourteenDigits: string): string {
  if (!/^\d{14}$/.test(fourteenDigits)) throw new RangeError('Ожидается 14 цифр ОГРНИП');
  return control(fourteenDigits, 13n);
}

/** Checks an OGRN (legal entity registration number): 13 digits with its control digit. */
export function checkOgrn(value: RawValue): string | undefined {
  const text = filledText(value);
  if (text === undefined) return undefined;
  if (!/^\d{13}$/.test(text)) return validationMessages.ogrnFormat;
  return ogrnControl(text.slice(0, 12)) === text.slice(12) ? undefined : validationMessages.ogrnChecksum;
}

/** Checks an OGRNIP (individual entrepreneur registration number): 15 digits with its control digit. */
export function checkOgrnip(value: RawValue): string | undefined {
  const text = filledText(value);
  if (text === undefined) return undefined;
  if (!/^\d{15}$/.test(text)) return validationMessages.ogrnipFormat;
  return ogrnipControl(text.slice(0, 14)) === text.slice(14) ? undefined : validationMessages.ogrnipChecksum;
}
