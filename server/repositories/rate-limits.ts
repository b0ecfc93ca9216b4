import type { Queryable } from '../db/db.ts';

/** A key's count in its current window and the milliseconds left of it. */
export interface WindowCount {
  current: number;
  ttl: number;
}

/**
 * Counts one call under the key in a window of windowMs: a key whose window has ended starts a new
 * one at 1. One statement, so processes counting the same key at once never lose a call.
 */
export async function countCall(db: Queryable, key: string, windowMs: number): Promise<WindowCount> {
  const [row] = await db.query<WindowCount>(
    `INSERT INTO rate_limit_hits AS h (key, hits, reset_at)
          VALUES ($1, 1, clock_timestamp() + make_interval(secs => $2::double precision / 1000))
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN h.reset_at <= clock_timestamp() THEN 1 ELSE h.hits + 1 END,
       reset_at = CASE WHEN h.reset_at <= clock_timestamp() THEN EXCLUDED.reset_at ELSE h.reset_at END
     RETURNING hits AS current,
               greatest(0, ceil(extract(epoch FROM reset_at - clock_timestamp()) * 1000))::int AS ttl`,
    [key, windowMs],
  );
  return row;
}

/** A key's count without counting a call (0 when its window has ended). */
export async function readCount(db: Queryable, key: string): Promise<WindowCount> {
  const [row] = await db.query<WindowCount>(
    `SELECT hits AS current, greatest(0, ceil(extract(epoch FROM reset_at - clock_timestamp()) * 1000))::int AS ttl
       FROM rate_limit_hits WHERE key = $1 AND reset_at > clock_timestamp()`,
    [key],
  );
  return row ?? { current: 0, ttl: 0 };
}

/** Deletes the counters of ended windows. */
export async function deleteEndedWindows(db: Queryable): Promise<void> {
  await db.query('DELETE FROM rate_limit_hits WHERE reset_at <= clock_timestamp()');
}
