import { validationMessages } from './messages';
import { digitsOf, filledText, weightedSum, type RawValue } from './raw-value';

/** Options of {@link checkSnils}. */
export interface SnilsOptions {
  /** The variant of the form that refuses numbers (first 9 digits) below 1000. */
  forbidBelow1000?: boolean;
}

const SNILS_WEIGHTS = [9, 8, 7, 6, 5, 4, 3, 2, 1] as const;
/** Numbers up to 001-001-998 were issued before the check number existed. */
const LAST_NUMBER_WITHOUT_CHECKSUM = 1001998;

/** The 11 digits of a SNILS with dashes and spaces removed, or undefined if it is not 11 digits. */
function snilsDigits(text: string): string | undefined {
  const digits = text.replace(/[\s-]/g, '');
  return /^\d{11}$/.test(digits) ? digits : undefined;
}

/**
 * The two-digit SNILS check number for the first nine digits: the weighted sum (weights 9..1)
 * when below 100; '00' for 100 and 101; above that the remainder mod 101, with 100 giving '00'.
 */
export function snilsCheckNumber(nineDigits: string): string {
  if (!/^\d{9}$/.test(nineDigits)) throw new RangeError('Ожидается 9 цифр СНИЛС');
  const sum = weightedSum(digitsOf(nineDigits), SNILS_WEIGHTS);
  const check = sum < 100 ? sum : sum <= 101 ? 0 : (sum % 101) % 100;
  return String(check).padStart(2, '0');
}

/**
 * Checks a SNILS as typed (dashes and spaces ignored): 11 digits, the check number when the
 * number is above 001-001-998 and, with forbidBelow1000, a number of at least 1000.
 */
export function checkSnils(value: RawValue, options?: SnilsOptions): string | undefined {
  const text = filledText(value);
  if (text === undefined) return undefined;
  const digits = snilsDigits(text);
  if (digits === undefined) return validationMessages.snilsFormat;
  const number = Number(digits.slice(0, 9));
  if (options?.forbidBelow1000 === true && number < 1000) return validationMessages.snilsBelow1000;
  if (number > LAST_NUMBER_WITHOUT_CHECKSUM && snilsCheckNumber(digits.slice(0, 9)) !== digits.slice(9)) {
    return validationMessages.snilsChecksum;
  }
  return undefined;
}

/** Formats a SNILS as '123-456-789 01'; returns the input unchanged when it is not 11 digits. */
export function normalizeSnils(value: string): string {
  const digits = snilsDigits(value.trim());
  if (digits === undefined) return value;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6, 9)} ${digits.slice(9)}`;
}
