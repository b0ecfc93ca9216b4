/**
 * How a person reads a moment or a day, on the screen, on paper and in a message: always on the
 * region's clock (common/time-zone.ts) and, with a time of day, with its label —
 * '28.11.2026 00:47 (МСК+2)'. Whatever the clock of the browser or the server, the same moment
 * reads the same everywhere; no other module formats times (tests/lint/time-format.test.ts).
 *
 * Three kinds of value come in:
 * - a day ('2026-11-28', a birth date): written as it is, never moved by a time zone;
 * - a moment with its zone ('2026-11-27T19:47:00Z', '…+03:00', PostgreSQL's '… 19:47:00+00'):
 *   brought to the region's clock;
 * - a wall time without a zone ('2026-11-28T14:00', what a date-time field of an act stores):
 *   already the region's time, so written as typed, with the label.
 */

import { REGION_TIME_LABEL, REGION_TIME_ZONE } from './time-zone';

/** What a read-only view shows for no value (platform.md section 9). */
const NO_VALUE = 'отсутствует';

/** A value a formatter takes: an ISO text, a Date or milliseconds since the epoch. */
export type TimeValue = string | Date | number | null | undefined;

interface RegionParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;
const ZONED = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)\s*(Z|[+-]\d{2}(?::?\d{2})?)$/i;

const CLOCK = new Intl.DateTimeFormat('ru-RU', {
  timeZone: REGION_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const MONTHS = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
] as const;

function onRegionClock(moment: Date): RegionParts {
  const parts = Object.fromEntries(CLOCK.formatToParts(moment).map((p) => [p.type, p.value]));
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute };
}

/** '+05', '+0500' and '+05:00' -> '+05:00', so every engine reads the offset alike. */
function isoMoment(date: string, time: string, zone: string): Date {
  const offset = zone.toUpperCase() === 'Z' ? 'Z' : `${zone.slice(0, 3)}:${zone.slice(3).replace(':', '') || '00'}`;
  return new Date(`${date}T${time}${offset}`);
}

/**
 * The parts of a value on the region's clock; a day has no hour. Undefined for a text that is not a
 * date (it is then shown as it came).
 */
function regionParts(value: string | Date | number): (RegionParts & { withTime: boolean }) | undefined {
  if (typeof value === 'string') {
    const text = value.trim();
    const day = DAY.exec(text);
    if (day) return { year: day[1], month: day[2], day: day[3], hour: '00', minute: '00', withTime: false };
    const wall = WALL_TIME.exec(text);
    if (wall) return { year: wall[1], month: wall[2], day: wall[3], hour: wall[4], minute: wall[5], withTime: true };
    const zoned = ZONED.exec(text);
    if (!zoned) return undefined;
    return regionParts(isoMoment(zoned[1], zoned[2], zoned[3]));
  }
  const moment = new Date(value);
  if (Number.isNaN(moment.getTime())) return undefined;
  return { ...onRegionClock(moment), withTime: true };
}

const isEmpty = (value: TimeValue): value is null | undefined | '' =>
  value === null || value === undefined || value === '';

/**
 * A moment on the region's clock with its label: '2026-11-27T19:47:00Z' -> '28.11.2026 00:47 (МСК+2)'.
 * A day alone reads without a time ('2026-11-28' -> '28.11.2026'); no value reads 'отсутствует';
 * a text that is not a date is shown as it came.
 */
export function ruDateTime(value: TimeValue): string {
  if (isEmpty(value)) return NO_VALUE;
  const parts = regionParts(value);
  if (!parts) return String(value);
  const date = `${parts.day}.${parts.month}.${parts.year}`;
  return parts.withTime ? `${date} ${parts.hour}:${parts.minute} (${REGION_TIME_LABEL})` : date;
}

/**
 * A day as dd.mm.yyyy: '2026-11-28' -> '28.11.2026' (never moved by a zone); a moment reads as its
 * day on the region's clock ('2026-11-27T19:47:00Z' -> '28.11.2026'). No value reads 'отсутствует';
 * a text that is not a date is shown as it came.
 */
export function ruDate(value: TimeValue): string {
  if (isEmpty(value)) return NO_VALUE;
  const parts = regionParts(value);
  return parts ? `${parts.day}.${parts.month}.${parts.year}` : String(value);
}

/**
 * A day in words, for publications: '2026-10-28T20:30:00Z' -> '29 октября 2026' (the region's day).
 * No value reads 'отсутствует'; a text that is not a date is shown as it came.
 */
export function ruDayInWords(value: TimeValue): string {
  if (isEmpty(value)) return NO_VALUE;
  const parts = regionParts(value);
  if (!parts) return String(value);
  return `${Number(parts.day)} ${MONTHS[Number(parts.month) - 1]} ${parts.year}`;
}

/**
 * A moment's time of day on the region's clock, for a message or a list line where the day is shown
 * apart: '2026-11-27T19:47:00Z' -> '00:47'. No value reads 'отсутствует'; not a moment: as it came.
 */
export function ruTime(value: TimeValue): string {
  if (isEmpty(value)) return NO_VALUE;
  const parts = regionParts(value);
  return parts?.withTime ? `${parts.hour}:${parts.minute}` : String(value);
}

const MONTH_NAMES = [
  'январь',
  'февраль',
  'март',
  'апрель',
  'май',
  'июнь',
  'июль',
  'август',
  'сентябрь',
  'октябрь',
  'ноябрь',
  'декабрь',
] as const;
const MONTH_OR_DAY = /^(\d{4})-(0[1-9]|1[0-2])(?:-\d{2})?$/;

/**
 * A month as a person names it: 'ноябрь 2026' for '2026-11' or any day of it ('2026-11-01');
 * anything else reads as itself.
 */
export function monthCaption(month: string): string {
  const match = MONTH_OR_DAY.exec(month);
  return match ? `${MONTH_NAMES[Number(match[2]) - 1]} ${match[1]}` : month;
}
