import { PGlite } from '@electric-sql/pglite';
import { userInfo } from 'node:os';
import pg from 'pg';

/** Anything that runs parameterised SQL: the database itself or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** One connection that can also run a script of several statements. */
export interface Connection extends Queryable {
  exec(sql: string): Promise<void>;
}

/** The database the server talks to: embedded PGlite or a real PostgreSQL, same SQL dialect. */
export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction; rolls back when fn throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs fn while holding a PostgreSQL advisory lock (migrations from two processes). */
  withAdvisoryLock<T>(key: number, fn: (conn: Connection) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Opens embedded PGlite: persisted in dataDir, or in memory when dataDir is undefined. */
export async function openPglite(dataDir?: string): Promise<Db> {
  const lite = dataDir ? new PGlite(dataDir) : new PGlite();
  await lite.waitReady;
  const run: Connection = {
    async query<T>(sql: string, params?: unknown[]) {
      return (await lite.query<T>(sql, params)).rows;
    },
    async exec(sql: string) {
      await lite.exec(sql);
    },
  };
  return {
    kind: 'pglite',
    query: run.query,
    transaction: (fn) =>
      lite.transaction((tx) =>
        fn({ query: async <T>(sql: string, params?: unknown[]) => (await tx.query<T>(sql, params)).rows }),
      ),
    exec: run.exec,
    // PGlite is one connection in one process: its own mutex already serialises us.
    withAdvisoryLock: (_key, fn) => fn(run),
    close: () => lite.close(),
  };
}

/** The URL with the operating-system user name filled in when it names none (as psql does). */
export function withDefaultUser(url: string): string {
  const parsed = new URL(url);
  if (!parsed.username) parsed.username = encodeURIComponent(userInfo().username);
  return parsed.toString();
}

/**
 * Opens a pool on a real PostgreSQL server. With a schema, every connection works inside it
 * (the schema is created when missing), which keeps parallel test suites apart.
 */
export async function openPostgres(url: string, schema?: string): Promise<Db> {
  if (schema && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error('Bad schema name');
  // Like psql: a URL without a user name connects as the operating-system user.
  url = withDefaultUser(url);
  if (schema) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await admin.end();
  }
  const pool = new pg.Pool({ connectionString: url, max: 10, options: schema ? `-c search_path=${schema}` : undefined });
  await pool.query('SELECT 1');
  const onClient = (client: pg.PoolClient): Connection => ({
    async query<T>(sql: string, params?: unknown[]) {
      return (await client.query(sql, params as unknown[])).rows as T[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  });
  return {
    kind: 'postgres',
    async query<T>(sql: string, params?: unknown[]) {
      return (await pool.query(sql, params as unknown[])).rows as T[];
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(onClient(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async withAdvisoryLock(key, fn) {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [key]);
        try {
          return await fn(onClient(client));
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [key]);
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
