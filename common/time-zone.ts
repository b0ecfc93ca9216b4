/**
 * The region's clock, written once for the client, the server and its SQL. The okrug lives on
 * Yekaterinburg time (UTC+5, МСК+2, no daylight saving), so a day or a signing time reads the same
 * on the screen, on paper and in a report wherever the server or the browser runs. SQL takes it as
 * a query parameter (`AT TIME ZONE $n`), never as a literal of its own.
 */
export const REGION_TIME_ZONE = 'Asia/Yekaterinburg';

/** How the region's time is named next to a time of day: '15:40 (МСК+2)'. */
export const REGION_TIME_LABEL = 'МСК+2';
