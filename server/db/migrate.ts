import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { Db } from './db.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any fixed number shared by every process of the portal. */
const MIGRATION_LOCK_KEY = 7261001;

/**
 * Applies the ordered SQL files of server/db/migrations that are not yet recorded in
 * schema_migrations, each in its own transaction, under an advisory lock so that two
 * processes starting at once do not apply the same file twice.
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  return db.withAdvisoryLock(MIGRATION_LOCK_KEY, async (conn) => {
    await conn.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await conn.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name),
    );
    const applied: string[] = [];
    for (const name of files) {
      if (done.has(name)) continue;
      const sql = await readFile(path.join(dir, name), 'utf8');
      await conn.exec('BEGIN');
      try {
        await conn.exec(sql);
        await conn.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
        await conn.exec('COMMIT');
      } catch (error) {
        await conn.exec('ROLLBACK');
        throw new Error(`Migration ${name} failed: ${(error as Error).message}`, { cause: error });
      }
      applied.push(name);
    }
    return applied;
  });
}
