import { describe, expect, it } from 'vitest';
import { monthBounds, monthCaption, refundReportingMonth } from '../../../common/refunds/reporting-month.ts';

/** A moment given on the region's clock (UTC+5, no daylight saving). */
const region = (wall: string) => new Date(`${wall}+05:00`);

describe('refundReportingMonth without a period', () => {
  it.each([
    // The cut-off: on or before the 15th the previous month, after it the current one.
    ['2026-11-14T12:00', '2026-10'],
    ['2026-11-15T12:00', '2026-10'],
    ['2026-11-15T23:59', '2026-10'],
    ['2026-11-16T00:00', '2026-11'],
    ['2026-11-16T12:00', '2026-11'],
    ['2026-11-01T00:00', '2026-10'],
    ['2026-11-30T23:59', '2026-11'],
    // Year boundaries: January's first half is for December of the year before.
    ['2027-01-01T00:00', '2026-12'],
    ['2027-01-15T18:00', '2026-12'],
    ['2027-01-16T09:00', '2027-01'],
    ['2026-12-15T10:00', '2026-11'],
    ['2026-12-16T10:00', '2026-12'],
    ['2026-12-31T23:59', '2026-12'],
    // A short month and a leap day.
    ['2028-02-29T12:00', '2028-02'],
    ['2028-03-01T12:00', '2028-02'],
  ])('at %s (region) makes the request for %s', (wall, month) => {
    expect(refundReportingMonth(region(wall)).month).toBe(month);
  });

  it('reads the day on the region clock, not the machine or UTC one, near midnight', () => {
    // 15 Nov 19:30 UTC is already 16 Nov 00:30 in the region: the current month.
    expect(refundReportingMonth(new Date('2026-11-15T19:30:00Z'))).toEqual({
      month: '2026-11',
      day: '2026-11-16',
      corrected: false,
    });
    // 15 Nov 18:59 UTC is 15 Nov 23:59 in the region: still the previous month.
    expect(refundReportingMonth(new Date('2026-11-15T18:59:00Z')).month).toBe('2026-10');
    // 31 Dec 19:00 UTC is New Year in the region: 1 January, so December.
    expect(refundReportingMonth(new Date('2026-12-31T19:00:00Z'))).toEqual({
      month: '2026-12',
      day: '2027-01-01',
      corrected: false,
    });
    // 16 Jan 18:59 UTC is 16 Jan 23:59 in the region; 15 Jan 19:00 UTC is 16 Jan 00:00.
    expect(refundReportingMonth(new Date('2027-01-15T18:59:00Z')).month).toBe('2026-12');
    expect(refundReportingMonth(new Date('2027-01-15T19:00:00Z')).month).toBe('2027-01');
  });
});

describe('refundReportingMonth for a chosen period', () => {
  it.each([
    // Within one month of the period, in the same year: today is read as it is.
    ['2026-11-14T12:00', '2026-11', '2026-10', false],
    ['2026-11-16T12:00', '2026-11', '2026-11', false],
    ['2026-11-14T12:00', '2026-10', '2026-10', false],
    ['2026-11-16T12:00', '2026-10', '2026-11', false],
    ['2026-11-16T12:00', '2026-12', '2026-11', false],
    // More than one month apart: the 17th of the period's month, so the period itself.
    ['2026-11-14T12:00', '2026-09', '2026-09', true],
    ['2026-11-16T12:00', '2026-09', '2026-09', true],
    ['2026-11-15T12:00', '2027-01', '2027-01', true],
    ['2026-11-15T12:00', '2026-01', '2026-01', true],
    // Another year, even the neighbouring month across New Year: corrected as well.
    ['2027-01-10T12:00', '2026-12', '2026-12', true],
    ['2027-01-20T12:00', '2026-12', '2026-12', true],
    ['2026-12-20T12:00', '2027-01', '2027-01', true],
    ['2027-11-20T12:00', '2026-11', '2026-11', true],
    // The same month a year earlier or later is twelve months apart.
    ['2026-06-10T12:00', '2025-06', '2025-06', true],
  ])('at %s for the period %s makes it for %s (corrected: %s)', (wall, period, month, corrected) => {
    const result = refundReportingMonth(region(wall), period);
    expect(result.month).toBe(month);
    expect(result.corrected).toBe(corrected);
    if (corrected) expect(result.day).toBe(`${period}-17`);
  });

  it('takes the period from the region clock near midnight too', () => {
    // 30 Nov 19:30 UTC is 1 Dec in the region: September is three months away, corrected.
    expect(refundReportingMonth(new Date('2026-11-30T19:30:00Z'), '2026-09').day).toBe('2026-09-17');
    // 31 Dec 18:59 UTC is still 31 Dec: November is one month away, today is read (December).
    expect(refundReportingMonth(new Date('2026-12-31T18:59:00Z'), '2026-11')).toMatchObject({
      month: '2026-12',
      corrected: false,
    });
    // 31 Dec 19:00 UTC is 1 Jan 2027: November 2026 is in another year, corrected to its 17th.
    expect(refundReportingMonth(new Date('2026-12-31T19:00:00Z'), '2026-11')).toEqual({
      month: '2026-11',
      day: '2026-11-17',
      corrected: true,
    });
  });

  it('refuses a period that is not a month', () => {
    expect(() => refundReportingMonth(new Date(), '2026-13')).toThrow();
    expect(() => refundReportingMonth(new Date(), '11.2026')).toThrow();
  });
});

describe('month helpers', () => {
  it('names a month and gives its days', () => {
    expect(monthCaption('2026-11')).toBe('ноябрь 2026');
    expect(monthCaption('2027-01')).toBe('январь 2027');
    expect(monthBounds('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthBounds('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthBounds('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});
