/**
 * The region's clock, written once for the client, the server and its SQL. The okrug lives on
 * Yekaterinburg time (UTC+5, МСК+2, no daylight saving), so a day or a signing time reads the same
 * on the screen, on paper and in a report wherever the server or the browser runs. SQL takes it as
 * a query parameter (`AT TIME ZONE $n`), never as a literal of its own.
 */
export const REGION_TIME_ZONE = 'Asia/Yekaterinburg';

/** How the region's time is named next to a time of day: '15:40 (МСК+2)'. */
export const REGION_TIME_LABEL = 'МСК+2';

/** Today on the region's clock as an ISO date ('2026-11-28'), whatever the clock of the machine. */
export function regionToday(now: Date = new Date()): string {
  return regionWallTime(now).date;
}

const WALL_PARTS = new Intl.DateTimeFormat('en-CA', {
  timeZone: REGION_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * How far the region's clock is ahead of UTC at a moment, in ms. Asked of Intl once per quarter of
 * an hour and remembered: a calendar's answer turns hundreds of instants into wall times, and
 * `formatToParts` costs about ten microseconds a call where the arithmetic costs a fraction of one.
 * No time zone has changed its offset at an instant off the quarter-hour grid.
 */
const OFFSET_BUCKET_MS = 15 * 60_000;
const offsets = new Map<number, number>();
function regionOffsetMs(ms: number): number {
  const bucket = Math.floor(ms / OFFSET_BUCKET_MS);
  let offset = offsets.get(bucket);
  if (offset === undefined) {
    const at = bucket * OFFSET_BUCKET_MS;
    const p = Object.fromEntries(WALL_PARTS.formatToParts(new Date(at)).map((part) => [part.type, part.value]));
    offset =
      Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second)) -
      at;
    if (offsets.size >= 50_000) offsets.clear();
    offsets.set(bucket, offset);
  }
  return offset;
}

/** A moment's day and time of day on the region's clock: { date: '2026-11-28', time: '09:30' }. */
export function regionWallTime(moment: Date | string | number): { date: string; time: string; seconds: string } {
  const ms = typeof moment === 'number' ? moment : typeof moment === 'string' ? Date.parse(moment) : moment.getTime();
  if (!Number.isFinite(ms)) throw new RangeError('Invalid time value');
  // The wall time written as if it were UTC: 'YYYY-MM-DDTHH:MM:SS.sssZ'.
  const wall = new Date(ms + regionOffsetMs(ms)).toISOString();
  return { date: wall.slice(0, 10), time: wall.slice(11, 16), seconds: wall.slice(17, 19) };
}
