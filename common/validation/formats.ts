/**
 * The JSON Schema `format`s the acts' schemas use, for ajv (createAjv registers them, and the
 * precompiled validators import this table instead of ajv-formats' whole one). `date` is RFC 3339's
 * full-date, the same check and order as ajv-formats' (a property test compares them).
 */

const DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/;
const DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

/** 'YYYY-MM-DD' naming a day of the calendar (29 February only in a leap year). */
export function isIsoDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  return month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 && isLeapYear(year) ? 29 : DAYS[month]);
}

/** Order of two ISO dates (for formatMinimum / formatMaximum); undefined when one is missing. */
export function compareIsoDates(a: string, b: string): number | undefined {
  if (!(a && b)) return undefined;
  return a > b ? 1 : a < b ? -1 : 0;
}

/** Formats by name, as ajv takes them (`addFormat`) and as precompiled validators read them. */
export const schemaFormats = {
  date: { validate: isIsoDate, compare: compareIsoDates },
} as const;

/** The names in {@link schemaFormats}. */
export const SCHEMA_FORMAT_NAMES: readonly string[] = Object.keys(schemaFormats);
