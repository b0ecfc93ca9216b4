import { describe, expect, it } from 'vitest';
import { keyJsTime, median, p95, percentile, ratio, summarize } from '../../bench/lib/stats';
import { keysFor } from '../../bench/lib/scenarios';

describe('bench statistics', () => {
  it('takes percentiles by nearest rank, whatever the order', () => {
    const values = [5, 1, 4, 2, 3];
    expect(median(values)).toBe(3);
    expect(percentile(values, 0)).toBe(1);
    expect(percentile(values, 100)).toBe(5);
    expect(median([4, 1, 3, 2])).toBe(2);
    const hundred = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(p95(hundred)).toBe(95);
    expect(p95([7])).toBe(7);
    expect(median([])).toBeNaN();
    expect(() => percentile([1], 101)).toThrow(RangeError);
  });

  it('summarises finite values only, rounded to 0.1 ms', () => {
    expect(summarize([1.04, 2.06, Number.NaN, 3])).toEqual({ median: 2.1, p95: 3, min: 1, max: 3, n: 3 });
    expect(summarize([]).n).toBe(0);
  });

  it('times a key to the last commit before the next frame', () => {
    expect(keyJsTime({ key: 'a', t0: 100, commitEnds: [103, 108.5, 140], frame: 120 })).toBe(8.5);
    // No frame came yet: every commit after the key counts.
    expect(keyJsTime({ key: 'a', t0: 100, commitEnds: [103, 140], frame: 0 })).toBe(40);
    // Commits before the key belong to the key before it.
    expect(keyJsTime({ key: 'a', t0: 100, commitEnds: [99], frame: 120 })).toBeNaN();
    expect(keyJsTime({ key: 'a', t0: 100, commitEnds: [], frame: 120 })).toBeNaN();
  });

  it('gives ours/stock ratios and no ratio without both figures', () => {
    expect(ratio(10, 40)).toBe(0.25);
    expect(ratio(1, 3)).toBe(0.33);
    expect(ratio(Number.NaN, 3)).toBeNaN();
    expect(ratio(1, 0)).toBeNaN();
  });

  it('types letters into text fields and a digit with Backspace into number fields', () => {
    expect(keysFor('number', 4)).toEqual(['7', 'Backspace', '7', 'Backspace']);
    const text = keysFor('text', 20);
    expect(text).toHaveLength(20);
    expect(text.every((k) => /^([a-z]|Space)$/.test(k))).toBe(true);
  });
});
