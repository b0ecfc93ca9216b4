/**
 * Independent reference computations for the property tests: written from the published
 * algorithms digit by digit, without the module under test. Each returns the raw remainder
 * before the final reduction to a digit, so tests can name the blind spots of that reduction.
 */

const digits = (text: string): number[] => Array.from(text, Number);

/** Weighted sum of the first nine SNILS digits, weights 9..1. */
export function snilsSum(body: string): number {
  return digits(body).reduce((sum, digit, i) => sum + digit * (9 - i), 0);
}

/** SNILS check number from its weighted sum, per the spec's wording. */
export function snilsCheckFromSum(sum: number): number {
  if (sum < 100) return sum;
  if (sum === 100 || sum === 101) return 0;
  const remainder = sum % 101;
  return remainder === 100 ? 0 : remainder;
}

/** Weighted sums that all give check number 00: the only SNILS sums that can collide. */
export const SNILS_ZERO_SUMS: readonly number[] = [100, 101, 201, 202, 302, 303, 403, 404];

/** Weighted sum mod 11 with the FNS weights (before the final mod 10). */
export function innRemainder(text: string, weights: readonly number[]): number {
  return digits(text).reduce((sum, digit, i) => sum + digit * (weights[i] ?? 0), 0) % 11;
}

export const INN10_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8];
export const INN12_WEIGHTS_1 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
export const INN12_WEIGHTS_2 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

/** A decimal string mod m by Horner's rule on plain numbers (no BigInt). */
export function decimalRemainder(text: string, modulus: number): number {
  return digits(text).reduce((remainder, digit) => (remainder * 10 + digit) % modulus, 0);
}

/** Replaces the digit at `index` with `digit`. */
export function withDigit(text: string, index: number, digit: number): string {
  return text.slice(0, index) + String(digit) + text.slice(index + 1);
}
