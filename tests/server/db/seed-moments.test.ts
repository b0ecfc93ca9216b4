import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The demo's histories (what people did: reports written, contracts made, steps taken) count from the
 * seeding day at fixed hours of the region's day. Seeded just after the region's midnight, a «today at
 * 08:10» would lie in the future and sort before what a person does next; none may.
 */
const MOMENTS = [
  // 00:05 and 23:55 in the region (UTC+5), and noon.
  '2026-12-07T19:05:00Z',
  '2026-12-07T18:55:00Z',
  '2026-12-07T07:00:00Z',
];

async function seededAt(now: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(now));
  vi.resetModules();
  const social = await import('../../../server/db/seed/social-contracts.ts');
  const tour = await import('../../../server/db/seed/tour-contracts.ts');
  return {
    'a social contract report made': social.SOCIAL_CONTRACT_REPORTS.map((r) => r.createdAt),
    'a social contract report sent': social.SOCIAL_CONTRACT_REPORTS.map((r) => r.submittedAt),
    'a social contract report reviewed': social.SOCIAL_CONTRACT_REPORTS.map((r) => r.reviewedAt),
    'a social contract step': social.SOCIAL_CONTRACT_HISTORY.map((h) => h.actedAt),
    'a report step': social.SOCIAL_CONTRACT_REPORT_HISTORY.map((h) => h.actedAt),
    'a tour contract step': tour.PORTAL_TOUR_CONTRACT_HISTORY.map((h) => h.actedAt),
  };
}

/** '2026-12-07 08:10:00+05' (the seeds' spelling) or an ISO moment. */
const instant = (value: string) => Date.parse(value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'));

describe('the demo histories', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.resetModules();
  });

  for (const now of MOMENTS) {
    it(`lie in the past when the portal is seeded at ${now}`, async () => {
      const moments = await seededAt(now);
      for (const [what, values] of Object.entries(moments)) {
        const present = (values as (string | null)[]).filter((v): v is string => typeof v === 'string');
        expect(present.length, what).toBeGreaterThan(0);
        for (const value of present) {
          expect(Number.isNaN(instant(value)), `${what}: ${value}`).toBe(false);
          expect(instant(value), `${what}: ${value}`).toBeLessThanOrEqual(Date.parse(now));
        }
      }
    });
  }
});
