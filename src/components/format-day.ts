import { REGION_TIME_ZONE } from '@common/time-zone';

/** '2026-10-28T10:00:00+05:00' -> '28 октября 2026': a publication's day as the region reads it. */
export function formatDay(iso: string): string {
  return new Date(iso).toLocaleDateString('ru-RU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: REGION_TIME_ZONE,
  });
}
