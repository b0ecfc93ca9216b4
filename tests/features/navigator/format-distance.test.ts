import { describe, expect, it } from 'vitest';
import { formatDistance } from '@/features/navigator/format-distance';
import {
  isNearby,
  MISSING_POINT_DISTANCE_M,
  NEARBY_DISTANCE_M,
  regionDefaultPoint,
  REGION_DEFAULT_POINTS,
} from '@common/navigator/constants';

const nb = (text: string) => text.replace(/ /g, '\u00a0');

describe('a distance in Russian', () => {
  it.each([
    [0, '10 м'],
    [4, '10 м'],
    [847, '850 м'],
    [994, '990 м'],
    [995, '1,0 км'],
    [1_234, '1,2 км'],
    [9_949, '9,9 км'],
    [9_950, '10 км'],
    [17_024, '17 км'],
    [557_360, '557 км'],
    [1_234_567, '1 235 км'],
  ])('%d m reads «%s»', (metres, text) => {
    expect(formatDistance(metres)).toBe(nb(text));
  });

  it('is absent for a supplier without coordinates', () => {
    expect(formatDistance(MISSING_POINT_DISTANCE_M)).toBeNull();
    expect(formatDistance(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('the navigator constants', () => {
  it('are those of the spec', () => {
    expect(NEARBY_DISTANCE_M).toBe(100_000);
    expect(MISSING_POINT_DISTANCE_M).toBe(100_000_000);
    expect(isNearby(100_000)).toBe(true);
    expect(isNearby(100_001)).toBe(false);
  });

  it("give every region of the reference its default point, and the home region's to an unknown one", () => {
    for (const id of [1, 2, 3, 4, 5, 6, 7]) expect(REGION_DEFAULT_POINTS[id], String(id)).toBeDefined();
    expect(regionDefaultPoint(99)).toEqual(REGION_DEFAULT_POINTS[1]);
    expect(regionDefaultPoint(2)).toEqual({ lat: 61.0042, lon: 69.0019 });
  });
});
