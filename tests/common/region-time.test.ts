import { describe, expect, it } from 'vitest';
import { EMPTY_VALUE } from '../../common/acts/display/format';
import { ruDate, ruDateTime, ruDayInWords } from '../../common/region-time';

/* The region's clock is Yekaterinburg time, UTC+5, named МСК+2 (tests/lint/time-zone.test.ts). */
describe('ruDateTime: a moment on the region’s clock with its label', () => {
  it.each([
    ['UTC, crossing midnight into the next day', '2026-11-27T19:47:00Z', '28.11.2026 00:47 (МСК+2)'],
    ['UTC with milliseconds (JSON of a Date)', '2026-11-27T19:47:00.000Z', '28.11.2026 00:47 (МСК+2)'],
    ['Moscow time', '2026-11-27T22:47:00+03:00', '28.11.2026 00:47 (МСК+2)'],
    ['PostgreSQL text, short offset', '2026-11-27 19:47:00+00', '28.11.2026 00:47 (МСК+2)'],
    ['an offset without a colon', '2026-11-27T22:47:00+0300', '28.11.2026 00:47 (МСК+2)'],
    ['the region’s own offset', '2026-11-28T00:47:00+05:00', '28.11.2026 00:47 (МСК+2)'],
    ['a minute before the region’s midnight', '2026-11-27T18:59:00Z', '27.11.2026 23:59 (МСК+2)'],
    ['the region’s midnight', '2026-11-27T19:00:00Z', '28.11.2026 00:00 (МСК+2)'],
    ['New Year in Moscow is already 2027 here', '2026-12-31T22:30:00+03:00', '01.01.2027 00:30 (МСК+2)'],
    ['summer (no daylight saving in Russia)', '2026-07-14T11:40:00Z', '14.07.2026 16:40 (МСК+2)'],
    ['a wall time of an act’s date-time field, no zone: as typed', '2026-11-28T14:00', '28.11.2026 14:00 (МСК+2)'],
    ['a day alone: no time, no shift', '2026-11-28', '28.11.2026'],
  ])('%s: %s -> %s', (_case, value, shown) => {
    expect(ruDateTime(value)).toBe(shown);
  });

  it('takes a Date and milliseconds too (a draft’s savedAt)', () => {
    const moment = new Date('2026-11-27T19:47:00Z');
    expect(ruDateTime(moment)).toBe('28.11.2026 00:47 (МСК+2)');
    expect(ruDateTime(moment.getTime())).toBe('28.11.2026 00:47 (МСК+2)');
  });

  it('reads no value as «отсутствует» and shows a text that is not a date as it came', () => {
    expect(ruDateTime(null)).toBe(EMPTY_VALUE);
    expect(ruDateTime(undefined)).toBe(EMPTY_VALUE);
    expect(ruDateTime('')).toBe(EMPTY_VALUE);
    expect(ruDateTime('вчера')).toBe('вчера');
  });
});

describe('ruDate: a day, never shifted by a zone', () => {
  it.each([
    ['a birth date', '1938-10-04', '04.10.1938'],
    ['the last day of a year', '2026-12-31', '31.12.2026'],
    ['the first day of a year', '2027-01-01', '01.01.2027'],
    ['a moment reads as the region’s day', '2026-11-27T19:47:00Z', '28.11.2026'],
    ['a moment just before the region’s midnight', '2026-11-27T18:59:00Z', '27.11.2026'],
    ['a wall time keeps its day', '2026-11-28T23:30', '28.11.2026'],
  ])('%s: %s -> %s', (_case, value, shown) => {
    expect(ruDate(value)).toBe(shown);
  });

  it('reads no value as «отсутствует» and shows a text that is not a date as it came', () => {
    expect(ruDate(null)).toBe(EMPTY_VALUE);
    expect(ruDate('не указана')).toBe('не указана');
  });
});

describe('ruDayInWords', () => {
  it('writes a publication’s day in words on the region’s clock', () => {
    expect(ruDayInWords('2026-10-28T20:30:00Z')).toBe('29 октября 2026');
    expect(ruDayInWords('2026-10-28T23:30:00+05:00')).toBe('28 октября 2026');
    expect(ruDayInWords('2026-03-01')).toBe('1 марта 2026');
  });
});
