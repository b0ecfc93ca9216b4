/**
 * The demo subsidy contests' periods of applications (news.ts 10, 11, 12), counted from the
 * region's today when the demo is seeded, so the demo reads the same whatever the date: contest
 * 10 opened five weeks ago and contest 11 two and a half weeks ago, both open for weeks more;
 * contest 12 took applications for a month three months ago and is closed. The demo
 * applications (contest-applications.ts) and the announcements (news.ts) count their days the
 * same way.
 */
import { regionToday } from '../../../common/time-zone.ts';

/** The region's day when the demo is seeded ('YYYY-MM-DD'). */
export const SEED_TODAY = regionToday();

/** The day `offset` days from the seeding day ('YYYY-MM-DD'); `today` for tests. */
export function seedDay(offset: number, today: string = SEED_TODAY): string {
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + offset);
  return day.toISOString().slice(0, 10);
}

/** The year of the seeding day: the contests' projects run in the next one. */
export const SEED_YEAR = Number(SEED_TODAY.slice(0, 4));

/** The periods by the announcement's id. */
export const CONTEST_PERIODS = [
  { newsId: 10, applicationsFrom: seedDay(-36), applicationsTo: seedDay(23) },
  { newsId: 11, applicationsFrom: seedDay(-18), applicationsTo: seedDay(38) },
  { newsId: 12, applicationsFrom: seedDay(-97), applicationsTo: seedDay(-68) },
];

/** The period of a demo contest. */
export const contestPeriod = (newsId: number) => CONTEST_PERIODS.find((p) => p.newsId === newsId)!;
