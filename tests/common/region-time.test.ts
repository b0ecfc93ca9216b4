import { describe, expect, it } from 'vitest';
import { EMPTY_VALUE } from '../../common/acts/display/format';
import { ruDate, ruDateTime, ruDayInWords, ruTime } from '../../common/region-time';
import { REGION_TIME_ZONE, regionToday, regionWallTime } from '../../common/time-zone';

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

describe('regionWallTime: the arithmetic against Intl', () => {
  const intl = new Intl.DateTimeFormat('en-CA', {
    timeZone: REGION_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const byIntl = (ms: number) => {
    const p = Object.fromEntries(intl.formatToParts(new Date(ms)).map((part) => [part.type, part.value]));
    return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}`, seconds: p.second };
  };

  it('reads every instant as Intl does: 20 000 moments from 1970 to 2060, the 2011 and 2014 changes of offset among them', () => {
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const moments = [
      Date.UTC(2011, 2, 26, 20, 59, 59), // the last summer time, then UTC+6 for good
      Date.UTC(2011, 2, 26, 21, 0, 0),
      Date.UTC(2014, 9, 25, 19, 59, 59), // UTC+6 -> UTC+5
      Date.UTC(2014, 9, 25, 20, 0, 0),
      Date.UTC(2014, 9, 25, 21, 0, 0),
    ];
    const from = Date.UTC(1970, 0, 1);
    const to = Date.UTC(2060, 0, 1);
    for (let i = 0; i < 20_000; i += 1) moments.push(Math.floor(from + random() * (to - from)));
    for (const ms of moments) expect(regionWallTime(ms), new Date(ms).toISOString()).toEqual(byIntl(ms));
  });

  it('takes an ISO text and a Date as the same moment, and refuses what is not a moment', () => {
    expect(regionWallTime('2026-11-27T19:00:00Z')).toEqual({ date: '2026-11-28', time: '00:00', seconds: '00' });
    expect(regionWallTime(new Date('2026-11-27T18:59:59Z'))).toEqual({
      date: '2026-11-27',
      time: '23:59',
      seconds: '59',
    });
    expect(regionToday(new Date('2026-11-27T19:00:00Z'))).toBe('2026-11-28');
    expect(() => regionWallTime('вчера')).toThrow(RangeError);
  });
});

describe('ruTime: the time of day on the region’s clock', () => {
  it.each([
    ['UTC crossing midnight', '2026-11-27T19:47:00Z', '00:47'],
    ['Moscow time', '2026-11-27T12:05:00+03:00', '14:05'],
    ['no value', null, 'отсутствует'],
    ['not a moment', 'вчера', 'вчера'],
  ])('%s: %s -> %s', (_case, value, shown) => {
    expect(ruTime(value)).toBe(shown);
  });
});
