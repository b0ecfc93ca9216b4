import { describe, expect, it } from 'vitest';
import { CONTEST_PERIODS, contestPeriod, seedDay, SEED_TODAY } from '../../../server/db/seed/contest-periods.ts';
import { CONTEST_APPLICATIONS } from '../../../server/db/seed/contest-applications.ts';
import { NEWS } from '../../../server/db/seed/news.ts';
import { contestOpenOn } from '../../../common/contests/contest-application-machine.ts';
import { regionToday } from '../../../common/time-zone.ts';

describe('the demo contests’ periods', () => {
  it('count days from the region’s today, across months and years', () => {
    expect(SEED_TODAY).toBe(regionToday());
    expect(seedDay(0, '2026-12-07')).toBe('2026-12-07');
    expect(seedDay(38, '2026-12-07')).toBe('2027-01-14');
    expect(seedDay(-97, '2026-12-07')).toBe('2026-09-01');
    expect(seedDay(1, '2028-02-28')).toBe('2028-02-29');
  });

  it('keep two contests open and one closed whatever the date', () => {
    expect(CONTEST_PERIODS.map((p) => [p.newsId, contestOpenOn(p, SEED_TODAY)])).toEqual([
      [10, true],
      [11, true],
      [12, false],
    ]);
  });

  it('are what the announcements say', () => {
    const text = (id: number) => NEWS.find((n) => n.id === id)!.content;
    expect(text(11)).toContain(`до ${Number(contestPeriod(11).applicationsTo.slice(8))} `);
    expect(text(12)).toContain('Приём заявок завершён');
    expect(NEWS.find((n) => n.id === 11)!.publishedAt.slice(0, 10)).toBe(contestPeriod(11).applicationsFrom);
  });

  it('hold the demo applications, numbered by the year they were made', () => {
    expect(CONTEST_APPLICATIONS).toHaveLength(4);
    for (const a of CONTEST_APPLICATIONS) expect(a.number).toMatch(new RegExp(`^ЗКС-${a.createdAt.slice(0, 4)}/`));
  });
});
