import type { Queryable } from '../db/db.ts';

/** Asks the database the smallest question; throws when it does not answer. */
export async function pingDatabase(db: Queryable): Promise<void> {
  await db.query('SELECT 1');
}

/** How many migrations the database has applied. */
export async function countAppliedMigrations(db: Queryable): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations');
  return row.n;
}
