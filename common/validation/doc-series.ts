import { validationMessages } from './messages';
import { filledText, type RawValue } from './raw-value';

/** A well-formed Roman numeral from 1 to 399 (I, V, X, L, C), as birth certificates use. */
const ROMAN = /^C{0,3}(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})$/;
const ROMAN_WITH_LETTERS = /^([IVXLC]+)-?([А-ЯЁ]{2})$/;

function isRoman(text: string): boolean {
  return text !== '' && ROMAN.test(text);
}

/**
 * Checks a document series: 4 digits (passport); a Roman numeral then two Russian capital
 * letters, with or without a hyphen ('IV-АК', 'IVАК', birth certificates); or two Russian
 * letters alone.
 */
export function checkDocSeries(value: RawValue): string | undefined {
  const text = filledText(value);
  if (text === undefined) return undefined;
  if (/^\d{4}$/.test(text) || /^[А-ЯЁа-яё]{2}$/.test(text)) return undefined;
  const roman = ROMAN_WITH_LETTERS.exec(text);
  if (roman !== null && isRoman(roman[1] ?? '')) return undefined;
  return validationMessages.docSeries;
}
