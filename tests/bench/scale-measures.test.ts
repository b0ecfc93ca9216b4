import { describe, expect, it } from 'vitest';
import { prng } from '../../server/db/seed/region-scale.ts';
import { SCALE_MEASURES } from '../../bench/lib/scale.ts';
import { publicApi } from '../server/public-api.ts';

/**
 * Every list the scale bench loads is a question the server answers (200 with data), for several
 * of the bench's varied draws: a measure with a wrong path or parameter would time 400s, not lists.
 */
describe('the scale bench measures', () => {
  const api = publicApi('pglite');

  it('covers the registry, the catalogue, the news and the navigator', () => {
    const ids = SCALE_MEASURES.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(
      expect.arrayContaining(['registry-name', 'catalogue-search', 'news', 'navigator-nearest', 'navigator-nearby']),
    );
  });

  it('asks only questions the server answers', async () => {
    const random = prng(11);
    for (const measure of SCALE_MEASURES) {
      for (let draw = 0; draw < 4; draw += 1) {
        const path = measure.path(random);
        const answer = await api.get(path);
        expect(answer.status, `${measure.id}: ${path}`).toBe(200);
        expect(answer.body.data, path).toBeDefined();
      }
    }
  });

  it("puts the navigator's point inside the okrug and never twice the same", () => {
    const random = prng(3);
    const nearest = SCALE_MEASURES.find((m) => m.id === 'navigator-nearest')!;
    const points = Array.from({ length: 50 }, () => new URL(nearest.path(random), 'http://x').searchParams);
    expect(new Set(points.map((p) => `${p.get('lat')},${p.get('lon')}`)).size).toBe(50);
    for (const p of points) {
      expect(Number(p.get('lat'))).toBeGreaterThanOrEqual(63);
      expect(Number(p.get('lat'))).toBeLessThanOrEqual(73);
      expect(Number(p.get('lon'))).toBeGreaterThanOrEqual(63);
      expect(Number(p.get('lon'))).toBeLessThanOrEqual(84);
    }
  });
});
