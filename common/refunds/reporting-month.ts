/**
 * The month a provider's refund (compensation) request is made for (workflows.md sections 4 and 9):
 * the previous month if today is on or before the 15th, else the current month — on the region's
 * clock (common/time-zone.ts), whatever the clock of the machine.
 *
 * A request may be made for a chosen period (a month the provider picked in the list). When the
 * region's today differs from that period by more than one month, or lies in another year, the day
 * the rule reads is corrected to the 17th of the period's month, so the request is made for the period
 * itself. Within a month of the period (same year) today is read as it is.
 */
import { monthCaption } from '../region-time.ts';
import { regionToday } from '../time-zone.ts';

/** The day of the month up to which a request is still made for the previous month. */
export const REFUND_CUTOFF_DAY = 15;
/** The day of a distant period's month the rule reads instead of today. */
export const REFUND_CORRECTION_DAY = 17;

/** A month as 'YYYY-MM'. */
export const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

const monthIndex = (year: number, month: number) => year * 12 + (month - 1);
const monthText = (index: number) =>
  `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;

/** What the rule decided: the reporting month and the day (region's clock) it was read from. */
export interface ReportingMonth {
  /** 'YYYY-MM'. */
  month: string;
  /** 'YYYY-MM-DD': today on the region's clock, or the 17th of the period when corrected. */
  day: string;
  /** True when the day was corrected to the 17th of the period's month. */
  corrected: boolean;
}

/**
 * The reporting month of a refund request made at `now` (for the `period` 'YYYY-MM', when one was
 * chosen). Pure: the same moment and period always give the same month.
 */
export function refundReportingMonth(now: Date, period?: string | null): ReportingMonth {
  const today = regionToday(now);
  let year = Number(today.slice(0, 4));
  let month = Number(today.slice(5, 7));
  let day = Number(today.slice(8, 10));
  let corrected = false;
  if (period) {
    const match = MONTH.exec(period);
    if (!match) throw new Error(`Bad period of a refund request: ${period}`);
    const periodYear = Number(match[1]);
    const periodMonth = Number(match[2]);
    const apart = Math.abs(monthIndex(year, month) - monthIndex(periodYear, periodMonth));
    if (apart > 1 || periodYear !== year) {
      year = periodYear;
      month = periodMonth;
      day = REFUND_CORRECTION_DAY;
      corrected = true;
    }
  }
  const index = monthIndex(year, month) - (day <= REFUND_CUTOFF_DAY ? 1 : 0);
  return {
    month: monthText(index),
    day: `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    corrected,
  };
}

/** 'ноябрь 2026' for '2026-11'; anything else reads as itself (the shared formatter's). */
export { monthCaption };

/** The first and the last day of a month 'YYYY-MM' ('2026-11-01', '2026-11-30'). */
export function monthBounds(month: string): { from: string; to: string } {
  const match = MONTH.exec(month);
  if (!match) throw new Error(`Bad month: ${month}`);
  const last = new Date(Date.UTC(Number(match[1]), Number(match[2]), 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}
