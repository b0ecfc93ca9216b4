import type { MaskedText } from '../masked-text/masked-text-kind';

/**
 * Dates as the person types them (FORMS-UX: dd.mm.yyyy) and as the form stores them, without a date
 * library: the typing field is on every form's first paint, the calendar is not (see date-text-widget).
 */

/** A date ('ДД.ММ.ГГГГ', stored 'YYYY-MM-DD') or a date with a 24-hour time to the minute ('ДД.ММ.ГГГГ ЧЧ:ММ', stored 'YYYY-MM-DDTHH:mm'). */
export type DateKind = 'date' | 'dateTime';

interface Mask {
  /** Digits in each part: day, month, year (and hours, minutes). */
  sizes: readonly number[];
  /** What follows each part but the last. */
  separators: readonly string[];
}

const MASKS: Record<DateKind, Mask> = {
  date: { sizes: [2, 2, 4], separators: ['.', '.'] },
  dateTime: { sizes: [2, 2, 4, 2, 2], separators: ['.', '.', ' ', ':'] },
};

/** What the empty field shows. */
export const DATE_PLACEHOLDERS: Record<DateKind, string> = { date: 'ДД.ММ.ГГГГ', dateTime: 'ДД.ММ.ГГГГ ЧЧ:ММ' };

/** The earliest and latest years MUI X's pickers accept by default (1900-01-01 to 2099-12-31); the field agrees with its calendar. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2099;

/** Characters a person may type or paste between the parts: '15.03.2024', '15/03/2024', '15-03-2024', '15.03.2024 9:05'. */
const SEPARATOR = /[.,/\\\-:\s]/;

/**
 * Typed or pasted text as 'ДД.ММ.ГГГГ' (or 'ДД.ММ.ГГГГ ЧЧ:ММ'). Only digits count, as many as the
 * mask holds; a separator is put in before the next digit, not ahead of it, so the text never ends
 * in a separator the person did not type, and Backspace over one removes it. A separator the person
 * types after a one-digit day, month or hour pads it ('1.3.1985' -> '01.03.1985') and stays when it
 * ends the text ('12.' stays '12.'). Other characters are dropped.
 *
 * `caret` is where the caret is in `raw`, after the person's edit. The separators after it are the
 * mask's own, put there before the edit, so they do not pad anything: the digits after an edit in
 * the middle close up or move on ('15.0|.2024', the month's '3' deleted, is '15.02.024'), and the
 * next digit typed fills the gap. The caret stays after the same digit (and after a separator the
 * person has just typed); when it was at the end, it stays at the end.
 */
export function maskDateText(raw: string, kind: DateKind, caret: number = raw.length): MaskedText {
  const { sizes, separators } = MASKS[kind];
  const parts: string[] = [''];
  // typed[i]: the person typed a separator right after part i, closing it.
  const typed: boolean[] = [];
  // How many of the kept digits are before the caret, and whether a typed separator is the last thing before it.
  let digitsBeforeCaret = 0;
  let separatorBeforeCaret = false;
  for (let at = 0; at < raw.length; at++) {
    const char = raw[at];
    const index = parts.length - 1;
    const part = parts[index];
    if (char >= '0' && char <= '9') {
      if (part.length < sizes[index]) parts[index] = part + char;
      else if (index < sizes.length - 1) parts.push(char);
      else continue;
      if (at < caret) [digitsBeforeCaret, separatorBeforeCaret] = [digitsBeforeCaret + 1, false];
    } else if (at < caret && SEPARATOR.test(char) && part.length > 0 && index < sizes.length - 1) {
      // A short year is not padded: '24' is not 0024, so a separator after it is ignored.
      if (part.length < sizes[index] && sizes[index] !== 2) continue;
      parts[index] = part.padStart(sizes[index], '0');
      [digitsBeforeCaret, separatorBeforeCaret] = [digitsBeforeCaret + sizes[index] - part.length, true];
      typed[index] = true;
      parts.push('');
    }
  }

  let text = '';
  let place = 0;
  let digits = 0;
  parts.forEach((part, index) => {
    for (const digit of part) {
      text += digit;
      if (++digits === digitsBeforeCaret) place = text.length;
    }
    const next = parts[index + 1];
    if (next !== undefined && (next.length > 0 || typed[index])) {
      text += separators[index];
      if (digits === digitsBeforeCaret && separatorBeforeCaret) place = text.length;
    }
  });
  return { text, caret: caret >= raw.length ? text.length : place };
}

/** What a text in the field means. */
export type DateEntry =
  | { state: 'empty' }
  /** `value` as the form stores it: 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm'. */
  | { state: 'valid'; value: string }
  /** Every digit is there, but there is no such day or time (31.02, month 13, 25:00, a year outside 1900-2099). */
  | { state: 'invalid' }
  /** Digits are missing. */
  | { state: 'incomplete' };

const COMPLETE: Record<DateKind, RegExp> = {
  date: /^(\d{2})\.(\d{2})\.(\d{4})$/,
  dateTime: /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2})$/,
};

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Reads the field's text (masked first, so a pasted '15/03/2024' reads too). */
export function parseDateText(text: string, kind: DateKind): DateEntry {
  const masked = maskDateText(text, kind).text;
  if (masked === '') return { state: 'empty' };
  const match = COMPLETE[kind].exec(masked);
  if (!match) return { state: 'incomplete' };
  const [, dd = '', mm = '', yyyy = '', hh = '00', min = '00'] = match;
  const [day, month, year, hours, minutes] = [dd, mm, yyyy, hh, min].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const real =
    year >= MIN_YEAR &&
    year <= MAX_YEAR &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month) &&
    hours <= 23 &&
    minutes <= 59;
  if (!real) return { state: 'invalid' };
  return { state: 'valid', value: kind === 'date' ? `${yyyy}-${mm}-${dd}` : `${yyyy}-${mm}-${dd}T${hh}:${min}` };
}

const STORED = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/;

/**
 * A stored value ('YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm', local, no zone) as the field shows it; '' for
 * no value or one that is not a date string. The digits are shown as stored, so an impossible
 * stored day reads as typed and the field says it is wrong; a date stored for a date-time field
 * reads as its midnight.
 */
export function formatDateText(value: unknown, kind: DateKind): string {
  if (typeof value !== 'string') return '';
  const match = STORED.exec(value);
  if (!match) return '';
  const [, yyyy = '', mm = '', dd = '', hh = '00', min = '00'] = match;
  return kind === 'date' ? `${dd}.${mm}.${yyyy}` : `${dd}.${mm}.${yyyy} ${hh}:${min}`;
}

/** The day ('YYYY-MM-DD') of a stored date or date-time. */
export function dayOf(value: string): string {
  return value.slice(0, 10);
}

/** The latest allowed day of ui:options.maxDate: one rule with the server (common/acts/date-limits.ts). */
export { maxDateOption } from '@common/acts/date-limits';
