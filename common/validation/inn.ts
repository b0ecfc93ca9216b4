import { validationMessages } from './messages';
import { digitsOf, filledText, weightedSum, type RawValue } from './raw-value';

// Federal Tax Service weights of the INN control digits.
const LEGAL_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8] as const;
const PERSON_WEIGHTS_11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8] as const;
const PERSON_WEIGHTS_12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8] as const;

function controlDigit(digits: readonly number[], weights: readonly number[]): number {
  return (weightedSum(digits, weights) % 11) % 10;
}

/** The control digit of a 10-digit (legal entity) INN from its first nine digits. */
export function innLegalControl(nineDigits: string): string {
  if (!/^\d{9}$/.test(nineDigits)) throw new RangeError('Ожидается 9 цифр ИНН');
  return String(controlDigit(digitsOf(nineDigits), LEGAL_WEIGHTS));
}

/** The two control digits of a 12-digit (person) INN from its first ten digits. */
export function innPersonControl(tenDigits: string): string {
  if (!/^\d{10}$/.test(tenDigits)) throw new RangeError('Ожидается 10 цифр ИНН');
  const first = controlDigit(digitsOf(tenDigits), PERSON_WEIGHTS_11);
  const second = controlDigit(digitsOf(tenDigits + String(first)), PERSON_WEIGHTS_12);
  return `${first}${second}`;
}

function validPersonInn(digits: string): boolean {
  return innPersonControl(digits.slice(0, 10)) === digits.slice(10);
}

/** Checks a person's INN: 12 digits with both control digits right. */
export function checkInnPerson(value: RawValue): string | undefined {
  const text = filledText(value);
  if (text === undefined) return undefined;
  if (!/^\d{12}$/.test(text)) return validationMessages.innPersonFormat;
  return validPersonInn(text) ? undefined : validationMessages.innChecksum;
}

/**
 * Checks a legal entity's INN: 10 digits with the control digit right, or a valid 12-digit
 * INN (individual entrepreneurs and other organisations registered under a person's INN).
 */
export function checkInnLegal(value: RawValue): string | undefined {
  const text = filledText(value);
  if (text === undefined) return undefined;
  if (/^\d{12}$/.test(text)) return validPersonInn(text) ? undefined : validationMessages.innChecksum;
  if (!/^\d{10}$/.test(text)) return validationMessages.innLegalFormat;
  return innLegalControl(text.slice(0, 9)) === text.slice(9) ? undefined : validationMessages.innChecksum;
}
