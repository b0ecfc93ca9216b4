/**
 * The calendar of provisions on the region's clock (workflows.md sections 2 and 9): the schedule
 * window, the day's slots, the week days and the holidays. One module for the client's grid, the
 * server's checks and the demo data, so a slot means the same everywhere.
 *
 * - The window starts 7 days before today and spans 14 days; it moves by a week.
 * - The day's slots: 00:00-09:30, half-hour slots to 12:30, 12:30-14:00, half-hour slots to 17:30,
 *   17:30-23:59:59 (16 slots).
 * - Week days run Monday to Sunday; Sunday's code is 0 (as Date#getUTCDay counts).
 * - Saturday and Sunday are holidays.
 *
 * A day is an ISO date ('2026-11-28'); a time of day is 'HH:MM' on the region's clock. A moment is
 * stored as an instant; `regionInstant` and `regionWallTime` convert between the two with the
 * region's zone, whatever the clock of the machine.
 */
import { regionToday, regionWallTime } from '../time-zone.ts';

export { regionWallTime };

/** The window starts this many days before today. */
export const WINDOW_DAYS_BEFORE = 7;
/** The window spans this many days. */
export const WINDOW_LENGTH = 14;
/** The window moves by this many days. */
export const WINDOW_STEP = 7;

/** Week day codes: Sunday is 0. */
export const WeekDay = { Sunday: 0, Monday: 1, Tuesday: 2, Wednesday: 3, Thursday: 4, Friday: 5, Saturday: 6 } as const;
export type WeekDay = (typeof WeekDay)[keyof typeof WeekDay];

/** The week in the order a person reads it: Monday first, Sunday (0) last. */
export const WEEK_ORDER: readonly WeekDay[] = [1, 2, 3, 4, 5, 6, 0];

/** Short names of the week days by their codes. */
export const WEEK_DAY_SHORT: Readonly<Record<WeekDay, string>> = {
  0: 'Вс',
  1: 'Пн',
  2: 'Вт',
  3: 'Ср',
  4: 'Чт',
  5: 'Пт',
  6: 'Сб',
};

/** Saturday and Sunday are holidays. */
export const HOLIDAYS: readonly WeekDay[] = [WeekDay.Saturday, WeekDay.Sunday];

/** One slot of a day: its start and end on the region's clock ('09:30'; the last ends '23:59:59'). */
export interface Slot {
  /** Its index in the day, 0..15. */
  index: number;
  start: string;
  end: string;
  /** What a person reads: '09:30–10:00'. */
  caption: string;
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const hhmm = (total: number) =>
  `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;

/** The day's end as the spec writes it. */
export const DAY_END = '23:59:59';

function buildSlots(): Slot[] {
  const bounds: [string, string][] = [['00:00', '09:30']];
  for (let m = minutes('09:30'); m < minutes('12:30'); m += 30) bounds.push([hhmm(m), hhmm(m + 30)]);
  bounds.push(['12:30', '14:00']);
  for (let m = minutes('14:00'); m < minutes('17:30'); m += 30) bounds.push([hhmm(m), hhmm(m + 30)]);
  bounds.push(['17:30', DAY_END]);
  return bounds.map(([start, end], index) => ({
    index,
    start,
    end,
    caption: `${start}–${end === DAY_END ? '23:59' : end}`,
  }));
}

/** The day's 16 slots, in order. */
export const DAY_SLOTS: readonly Slot[] = buildSlots();

/** Minutes from midnight of a slot boundary; the day's end counts as 24:00. */
export const boundaryMinutes = (time: string): number => (time === DAY_END ? 24 * 60 : minutes(time));

/** The slot a time of day ('HH:MM') falls in. */
export function slotAt(time: string): Slot {
  const m = minutes(time);
  return (
    DAY_SLOTS.find((slot) => m >= minutes(slot.start) && m < boundaryMinutes(slot.end)) ??
    DAY_SLOTS[DAY_SLOTS.length - 1]
  );
}

/** The slot that starts at this time, if one does. */
export const slotStartingAt = (time: string): Slot | undefined => DAY_SLOTS.find((slot) => slot.start === time);

/** The slot that ends at this time, if one does. */
export const slotEndingAt = (time: string): Slot | undefined => DAY_SLOTS.find((slot) => slot.end === time);

/**
 * The slots a service from `start` to `end` of one day occupies, when both lie on the grid (a start
 * is a slot's start, an end a slot's end, the end after the start); undefined otherwise.
 */
export function slotsBetween(start: string, end: string): Slot[] | undefined {
  const first = slotStartingAt(start);
  const last = slotEndingAt(end);
  if (!first || !last || last.index < first.index) return undefined;
  return DAY_SLOTS.slice(first.index, last.index + 1);
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written 'YYYY-MM-DD'. */
export function isIsoDay(value: string): boolean {
  const m = ISO_DAY.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

/** The day `count` days after `day` (before, when negative). */
export function addDays(day: string, count: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + count);
  return d.toISOString().slice(0, 10);
}

/** Days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The week day code of a day: Sunday 0 .. Saturday 6. */
export const weekDayOf = (day: string): WeekDay => new Date(`${day}T00:00:00Z`).getUTCDay() as WeekDay;

/** Saturday and Sunday are holidays. */
export const isHoliday = (day: string): boolean => HOLIDAYS.includes(weekDayOf(day));

/** A day of the window as the grid shows it. */
export interface WindowDay {
  date: string;
  weekDay: WeekDay;
  holiday: boolean;
  today: boolean;
}

/** The schedule window: its first and last day (inclusive) and each day. */
export interface ScheduleWindow {
  from: string;
  to: string;
  days: WindowDay[];
}

/** The default window's first day: 7 days before today on the region's clock. */
export const defaultWindowStart = (today: string = regionToday()): string => addDays(today, -WINDOW_DAYS_BEFORE);

/** The 14-day window from `from` (by default 7 days before today), with today marked. */
export function scheduleWindow(
  today: string = regionToday(),
  from: string = defaultWindowStart(today),
): ScheduleWindow {
  const days = Array.from({ length: WINDOW_LENGTH }, (_, i) => {
    const date = addDays(from, i);
    const weekDay = weekDayOf(date);
    return { date, weekDay, holiday: HOLIDAYS.includes(weekDay), today: date === today };
  });
  return { from, to: days[days.length - 1].date, days };
}

/** The window a week earlier (`-1`) or later (`1`). */
export const shiftWindow = (from: string, weeks: number): string => addDays(from, weeks * WINDOW_STEP);

/**
 * The moment of a day and a time on the region's clock ('2026-11-28', '09:30' or '23:59:59'), as
 * an ISO instant in UTC. The zone's offset is read at that moment, so a zone with daylight saving
 * would still convert right.
 */
export function regionInstant(day: string, time: string): string {
  const [h, m, s = '0'] = time.split(':');
  const asUtc = Date.UTC(
    Number(day.slice(0, 4)),
    Number(day.slice(5, 7)) - 1,
    Number(day.slice(8, 10)),
    Number(h),
    Number(m),
    Number(s),
  );
  const wall = regionWallTime(asUtc);
  const wallAsUtc = Date.parse(`${wall.date}T${wall.time}:${wall.seconds}Z`);
  const offset = wallAsUtc - asUtc;
  return new Date(asUtc - offset).toISOString();
}

/** A slot's time range of a day as instants: start inclusive, end exclusive (the last ends at the next midnight). */
export function slotRange(day: string, slot: Slot): { start: string; end: string } {
  return {
    start: regionInstant(day, slot.start),
    end: slot.end === DAY_END ? regionInstant(addDays(day, 1), '00:00') : regionInstant(day, slot.end),
  };
}

/** The wall time of a stored end: the next midnight reads as the day's end '23:59:59' of the day before. */
export function regionEnd(moment: Date | string | number): { date: string; time: string } {
  const wall = regionWallTime(moment);
  if (wall.time === '00:00' && wall.seconds === '00') return { date: addDays(wall.date, -1), time: DAY_END };
  return { date: wall.date, time: wall.time };
}
