/** Pure helpers of the bench: percentiles, the per-key time of a keystroke sample, ratios. */

/**
 * The p-th percentile (0..100) by the nearest-rank method: the smallest value with at least p%
 * of the values at or below it. NaN for no values; the median of an even count is the lower middle.
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  if (!(p >= 0 && p <= 100)) throw new RangeError(`percentile must be 0..100, got ${p}`);
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1];
}

/** The median (the 50th percentile, nearest rank). */
export const median = (values: readonly number[]) => percentile(values, 50);

/** The 95th percentile (nearest rank). */
export const p95 = (values: readonly number[]) => percentile(values, 95);

/** Median, p95, min, max and count, rounded to 0.1 ms. */
export interface Summary {
  median: number;
  p95: number;
  min: number;
  max: number;
  n: number;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

export function summarize(values: readonly number[]): Summary {
  const finite = values.filter((v) => Number.isFinite(v));
  return {
    median: round1(median(finite)),
    p95: round1(p95(finite)),
    min: round1(finite.length ? Math.min(...finite) : Number.NaN),
    max: round1(finite.length ? Math.max(...finite) : Number.NaN),
    n: finite.length,
  };
}

/**
 * What the page records for one key press (bench/pages/harness.tsx): the keydown's timeStamp,
 * the end of every React commit that followed (performance.now() in a microtask queued from the
 * Profiler's onRender, i.e. after the commit's layout and synchronous passive effects), and
 * when the first animation frame after the keydown started (0 when none came yet).
 */
export interface KeySample {
  key: string;
  t0: number;
  commitEnds: number[];
  frame: number;
}

/**
 * The JS time of one key: from the keydown's timeStamp to the end of the last commit before the
 * first frame after it (the work the browser has to finish before it can paint the character).
 * Commits after that frame (a resize observer, a timer) are not the keystroke's own work.
 * NaN when React committed nothing for the key (then the measurement failed).
 */
export function keyJsTime(sample: KeySample): number {
  const inTime = sample.commitEnds.filter((end) => end >= sample.t0 && (sample.frame === 0 || end <= sample.frame));
  if (inTime.length === 0) return Number.NaN;
  return Math.max(...inTime) - sample.t0;
}

/** ours / stock, rounded to 0.01; NaN when either is missing or stock is 0. */
export function ratio(ours: number, stock: number): number {
  if (!Number.isFinite(ours) || !Number.isFinite(stock) || stock === 0) return Number.NaN;
  return Math.round((ours / stock) * 100) / 100;
}
