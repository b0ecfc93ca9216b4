import { validationMessages } from './messages';
import { filledText, type RawValue } from './raw-value';

// Letters a mailbox or a domain may use here: Latin and Russian (mail servers accept Cyrillic
// mailboxes in the .рф zone), digits. Everything else (emoji, pictographs, other scripts,
// punctuation beyond the few below) is refused: such an address never reaches a real mailbox.
const LETTER = 'A-Za-z0-9А-Яа-яЁё';
/** Mailbox: letters, digits and . _ % + - ; no leading, trailing or doubled dot. */
const LOCAL = `[${LETTER}_%+-]+(?:\\.[${LETTER}_%+-]+)*`;
/** A domain label: letters and digits, hyphens inside only. */
const LABEL = `[${LETTER}](?:[${LETTER}-]{0,61}[${LETTER}])?`;
/** Top-level domain: two or more Latin or Russian letters (.ru, .com, .рф), or punycode (xn--p1ai). */
const TLD = '(?:[A-Za-zА-Яа-яЁё]{2,63}|xn--[A-Za-z0-9-]{2,59})';
const EMAIL = new RegExp(`^${LOCAL}@(?:${LABEL}\\.)+${TLD}$`);

/** Limits of RFC 5321: 64 characters before @, 254 in all. */
const MAX_LOCAL = 64;
const MAX_TOTAL = 254;

/**
 * Checks an e-mail address: mailbox@domain.tld with Latin or Russian letters (`почта@пример.рф`
 * passes), digits and the usual `. _ % + -` in the mailbox; emoji, symbols, spaces, doubled
 * dots and over-long addresses are refused.
 */
export function checkEmail(value: RawValue): string | undefined {
  const text = filledText(value);
  if (text === undefined) return undefined;
  const at = text.indexOf('@');
  if (text.length > MAX_TOTAL || at > MAX_LOCAL) return validationMessages.email;
  return EMAIL.test(text) ? undefined : validationMessages.email;
}
