import { describe, expect, it } from 'vitest';
import {
  addDays,
  DAY_SLOTS,
  defaultWindowStart,
  isHoliday,
  isIsoDay,
  regionEnd,
  regionInstant,
  regionWallTime,
  scheduleWindow,
  shiftWindow,
  slotAt,
  slotRange,
  slotsBetween,
  WEEK_ORDER,
  weekDayOf,
} from '../../../common/schedule/slots';

describe('the day slots', () => {
  it('are the spec grid: 00:00-09:30, half hours to 12:30, 12:30-14:00, half hours to 17:30, 17:30-23:59:59', () => {
    expect(DAY_SLOTS.map((s) => `${s.start}-${s.end}`)).toEqual([
      '00:00-09:30',
      '09:30-10:00',
      '10:00-10:30',
      '10:30-11:00',
      '11:00-11:30',
      '11:30-12:00',
      '12:00-12:30',
      '12:30-14:00',
      '14:00-14:30',
      '14:30-15:00',
      '15:00-15:30',
      '15:30-16:00',
      '16:00-16:30',
      '16:30-17:00',
      '17:00-17:30',
      '17:30-23:59:59',
    ]);
    expect(DAY_SLOTS.map((s) => s.index)).toEqual([...Array(16).keys()]);
    expect(DAY_SLOTS[15].caption).toBe('17:30–23:59');
  });

  it.each([
    ['00:00', 0],
    ['09:29', 0],
    ['09:30', 1],
    ['09:59', 1],
    ['12:29', 6],
    ['12:30', 7],
    ['13:59', 7],
    ['14:00', 8],
    ['17:29', 14],
    ['17:30', 15],
    ['23:59', 15],
  ])('a time %s falls in slot %i', (time, index) => {
    expect(slotAt(time).index).toBe(index);
  });

  it.each([
    ['09:30', '10:00', [1]],
    ['09:30', '11:00', [1, 2, 3]],
    ['12:00', '14:00', [6, 7]],
    ['17:30', '23:59:59', [15]],
    ['00:00', '23:59:59', [...Array(16).keys()]],
  ])('a service %s-%s occupies the slots %j', (start, end, slots) => {
    expect(slotsBetween(start, end)?.map((s) => s.index)).toEqual(slots);
  });

  it.each([
    ['09:45', '10:00'],
    ['10:00', '10:15'],
    ['11:00', '10:00'],
    ['13:00', '14:00'],
    ['10:00', '24:00'],
  ])('a service %s-%s off the grid has no slots', (start, end) => {
    expect(slotsBetween(start, end)).toBeUndefined();
  });
});

describe('the week and the holidays', () => {
  it.each([
    ['2026-11-23', 1, false],
    ['2026-11-27', 5, false],
    ['2026-11-28', 6, true],
    ['2026-11-29', 0, true],
    ['2026-11-30', 1, false],
    ['2026-12-31', 4, false],
    ['2027-01-03', 0, true],
    ['2028-02-29', 2, false],
  ])('%s is week day %i, holiday %s', (day, code, holiday) => {
    expect(weekDayOf(day)).toBe(code);
    expect(isHoliday(day)).toBe(holiday);
  });

  it('reads Monday to Sunday, Sunday code 0 last', () => {
    expect(WEEK_ORDER).toEqual([1, 2, 3, 4, 5, 6, 0]);
  });

  it('knows a real day from a wrong one', () => {
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('2027-02-29')).toBe(false);
    expect(isIsoDay('2026-13-01')).toBe(false);
    expect(isIsoDay('28.11.2026')).toBe(false);
  });
});

describe('the schedule window', () => {
  it('starts 7 days before today and spans 14 days, today marked', () => {
    const w = scheduleWindow('2026-11-28');
    expect(w.from).toBe('2026-11-21');
    expect(w.to).toBe('2026-12-04');
    expect(w.days).toHaveLength(14);
    expect(w.days.filter((d) => d.today).map((d) => d.date)).toEqual(['2026-11-28']);
    expect(w.days.filter((d) => d.holiday).map((d) => d.date)).toEqual([
      '2026-11-21',
      '2026-11-22',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(w.days[0]).toMatchObject({ weekDay: 6 });
    expect(w.days[1]).toMatchObject({ weekDay: 0 });
  });

  it('crosses a year', () => {
    const w = scheduleWindow('2027-01-03');
    expect(w.from).toBe('2026-12-27');
    expect(w.to).toBe('2027-01-09');
    expect(defaultWindowStart('2026-03-01')).toBe('2026-02-22');
    expect(defaultWindowStart('2028-03-01')).toBe('2028-02-23');
  });

  it('moves by a week', () => {
    expect(shiftWindow('2026-11-21', 1)).toBe('2026-11-28');
    expect(shiftWindow('2026-11-21', -1)).toBe('2026-11-14');
    expect(scheduleWindow('2026-11-28', shiftWindow('2026-11-21', 1)).days.some((d) => d.today)).toBe(true);
    expect(scheduleWindow('2026-11-28', shiftWindow('2026-11-21', 2)).days.some((d) => d.today)).toBe(false);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('the region clock (UTC+5, no daylight saving)', () => {
  it('turns a region wall time into an instant and back', () => {
    expect(regionInstant('2026-11-28', '09:30')).toBe('2026-11-28T04:30:00.000Z');
    // Before 05:00 on the region's clock it is still the day before in UTC.
    expect(regionInstant('2026-11-28', '00:00')).toBe('2026-11-27T19:00:00.000Z');
    expect(regionInstant('2026-07-01', '12:00')).toBe('2026-07-01T07:00:00.000Z');
    expect(regionWallTime('2026-11-27T19:00:00Z')).toMatchObject({ date: '2026-11-28', time: '00:00' });
    expect(regionWallTime('2026-11-27T18:59:00Z')).toMatchObject({ date: '2026-11-27', time: '23:59' });
  });

  it('gives a slot its instants, the last one ending at the next midnight', () => {
    expect(slotRange('2026-11-28', DAY_SLOTS[1])).toEqual({
      start: '2026-11-28T04:30:00.000Z',
      end: '2026-11-28T05:00:00.000Z',
    });
    expect(slotRange('2026-12-31', DAY_SLOTS[15])).toEqual({
      start: '2026-12-31T12:30:00.000Z',
      end: '2026-12-31T19:00:00.000Z',
    });
    expect(regionEnd('2026-12-31T19:00:00.000Z')).toEqual({ date: '2026-12-31', time: '23:59:59' });
    expect(regionEnd('2026-12-31T05:00:00.000Z')).toEqual({ date: '2026-12-31', time: '10:00' });
  });
});
