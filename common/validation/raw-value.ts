/** What a checker receives: the raw text of a field, possibly absent. */
export type RawValue = string | null | undefined;

/**
 * The trimmed text of a field, or undefined when it is empty (absent, '' or only spaces).
 * Format checks treat an empty value as valid: required-ness is checkRequired's job.
 */
export function filledText(value: RawValue): string | undefined {
  if (value === null || value === undefined) return undefined;
  const text = String(value).trim();
  return text === '' ? undefined : text;
}

/** The digits of a string as numbers, e.g. '104' -> [1, 0, 4]. */
export function digitsOf(text: string): number[] {
  return Array.from(text, (ch) => ch.charCodeAt(0) - 48);
}

/** Sum of digit times weight over the weights' length. */
export function weightedSum(digits: readonly number[], weights: readonly number[]): number {
  return weights.reduce((sum, weight, i) => sum + weight * (digits[i] ?? 0), 0);
}
