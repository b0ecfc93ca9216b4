import { validationMessages } from './messages';
import { filledText, type RawValue } from './raw-value';

/** local@domain.tld: no spaces, one @, dot-separated non-empty labels, a letter TLD (Latin or .рф). */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[A-Za-zА-Яа-яЁё]{2,}$/;

/** Checks an e-mail address: something@domain.tld. */
export function checkEmail(value: RawValue): string | undefined {
  const text = filledText(value);
  if (text === undefined) return undefined;
  return EMAIL.test(text) ? undefined : validationMessages.email;
}
