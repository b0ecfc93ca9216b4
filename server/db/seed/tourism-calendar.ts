/**
 * The days of the tourism demo, counted from the region's today so that the demo tour operator's
 * cabinet stays open in every year: a tour operator's cabinet opens only while its inclusion in the
 * register is of the current year (platform.md section 4), and its application is edited only inside
 * the window of setting 2.
 */
import { addDays } from '../../../common/schedule/slots.ts';
import { regionToday } from '../../../common/time-zone.ts';

const today = regionToday();
const yearStart = `${today.slice(0, 4)}-01-01`;
const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

/** The demo tour operator's inclusion: a month ago, or the year's first day early in January. */
export const TOURISM_INCLUDED_ON = later(addDays(today, -30), yearStart);

/** The application window of setting 2: the current year, reaching back far enough for the demo's requests. */
export const TOURISM_WINDOW = {
  dateFrom: earlier(yearStart, addDays(today, -120)),
  dateTo: `${today.slice(0, 4)}-12-31`,
};

/** A moment `days` after (before, when negative) a day, as the demo writes it: 'YYYY-MM-DD HH:MM'. */
export const dayAt = (day: string, days: number, time: string): string => `${addDays(day, days)} ${time}`;

/** A moment `days` ago at a time of the region's day. */
export const daysAgo = (days: number, time: string): string => dayAt(today, -days, time);
