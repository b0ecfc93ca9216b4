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
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: REGION_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
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

/** A moment's day and time of day on the region's clock: { date: '2026-11-28', time: '09:30' }. */
export function regionWallTime(moment: Date | string | number): { date: string; time: string; seconds: string } {
  const parts = Object.fromEntries(WALL_PARTS.formatToParts(new Date(moment)).map((p) => [p.type, p.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    seconds: parts.second,
  };
}
