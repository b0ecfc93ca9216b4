import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
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

/**
 * Area codes of the okrug (ABC 349) longer than three digits, as the towns write them: a town's
 * local number is the rest (5 digits after a 5-digit code, 6 after a 4-digit one). The longest
 * prefix wins: '34992…' is a 5-digit code, any other '3499…' the 4-digit one. Numbering-plan
 * metadata (libphonenumber) groups every Russian number as ABC + 7 digits, which cuts a Salekhard
 * number '+7 (34922) 4-12-34' as if it were a mobile one; a code missing here reads that way too.
 */
const AREA_CODES: ReadonlyArray<readonly [prefix: string, length: 4 | 5]> = [
  ['3492', 5], // Салехард (34922) and the other 3492x codes
  ['3493', 5],
  ['34940', 5],
  ['34992', 5],
  ['34993', 5],
  ['34994', 5],
  ['34996', 5],
  ['34997', 5],
  ['3494', 4],
  ['3495', 4],
  ['3496', 4],
  ['3499', 4],
];

/** Only digits, '+' and what people put between digits: anything else (words, 'доб.', two numbers) is kept as typed. */
const PHONE_TEXT = /^\+?[\d\s().-]+$/;

/** How many leading digits of a Russian national number are its code: 3 (mobile, Moscow, 800…), 4 or 5. */
function codeLength(national: string): number {
  let best: readonly [string, number] | undefined;
  for (const entry of AREA_CODES) {
    if (national.startsWith(entry[0]) && (!best || entry[0].length > best[0].length)) best = entry;
  }
  return best?.[1] ?? 3;
}

/** A local number grouped from the end in pairs: 5551234 -> 555-12-34, 41234 -> 4-12-34, 234790 -> 23-47-90. */
function localGroups(local: string): string {
  const head = local.slice(0, local.length - 4);
  return `${head}-${local.slice(-4, -2)}-${local.slice(-2)}`;
}

/**
 * A phone number as every card, list and document of the portal writes it. Russian numbers (mobile,
 * landline, 8-800) read '+7 (code) local': '+79225554433' -> '+7 (922) 555-44-33', '8 34922 41234'
 * -> '+7 (34922) 4-12-34' (the okrug's codes, AREA_CODES); a foreign number reads in the
 * international format ('+375 29 123 45 67'); anything libphonenumber does not recognise as a number
 * (words, extensions, too few digits) is shown exactly as typed. A number without a country code is
 * read as Russian. No number reads '' (the view then says what it says for an empty value).
 */
export function formatPhone(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = value.trim();
  if (!PHONE_TEXT.test(text)) return value;
  const parsed = parsePhoneNumberFromString(text, 'RU');
  if (!parsed?.isValid()) return value;
  if (parsed.country !== 'RU') return parsed.formatInternational();
  const national = String(parsed.nationalNumber);
  const code = codeLength(national);
  return `+7 (${national.slice(0, code)}) ${localGroups(national.slice(code))}`;
}
