import { PGlite } from '@electric-sql/pglite';
import { userInfo } from 'node:os';
import pg from 'pg';
import { ChangeFeed, mergeChanges, type Change, type ChangeListener } from './changes.ts';
import { RemoteChanges } from './remote-changes.ts';

/** Anything that runs parameterised SQL: the database itself or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /**
   * Says what the writes made through this connection changed, as references (`news:news`,
   * `institution:12`: see the repositories): cached answers naming one of them are dropped once
   * the writes are committed: at once outside a transaction, when it commits inside one (never
   * when it rolls back), and on PostgreSQL in the other processes of the portal too. A repository
   * that writes calls it after its statements.
   */
  changed(references: readonly string[]): Promise<void>;
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
  /**
   * Calls the listener with what a write said it changed (see Queryable.changed) once it is
   * committed, and with 'all' after a script (exec); on PostgreSQL also for what the other
   * processes of the portal commit. For caches of what the database answers.
   */
  onChange(listener: ChangeListener): () => void;
  close(): Promise<void>;
}

/** Opens embedded PGlite: persisted in dataDir, or in memory when dataDir is undefined. */
export async function openPglite(dataDir?: string): Promise<Db> {
  const lite = dataDir ? new PGlite(dataDir) : new PGlite();
  await lite.waitReady;
  const feed = new ChangeFeed();
  const changed = async (references: readonly string[]) => feed.emit(references);
  const run: Connection = {
    async query<T>(sql: string, params?: unknown[]) {
      return (await lite.query<T>(sql, params)).rows;
    },
    async exec(sql: string) {
      try {
        await lite.exec(sql);
      } finally {
        // A script (migrations, BEGIN/COMMIT by hand): anything may have changed.
        feed.emit('all');
      }
    },
    changed,
  };
  return {
    kind: 'pglite',
    query: run.query,
    changed,
    async transaction(fn) {
      let change: Change | undefined;
      const result = await lite.transaction((tx) =>
        fn({
          query: async <T>(sql: string, params?: unknown[]) => (await tx.query<T>(sql, params)).rows,
          changed: async (references) => {
            change = mergeChanges(change, references);
          },
        }),
      );
      if (change) feed.emit(change);
      return result;
    },
    exec: run.exec,
    // PGlite is one connection in one process: its own mutex already serialises us.
    withAdvisoryLock: (_key, fn) => fn(run),
    onChange: (listener) => feed.subscribe(listener),
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
 * What writes say they changed is announced to the other processes on the same database (NOTIFY),
 * and once something listens to onChange this process hears theirs (LISTEN).
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
  const options = schema ? `-c search_path=${schema}` : undefined;
  const pool = new pg.Pool({ connectionString: url, max: 10, options });
  await pool.query('SELECT 1');
  const remote = new RemoteChanges({ connectionString: url, options }, schema ? `portal_changes_${schema}` : 'portal_changes');
  const feed = new ChangeFeed();
  remote.onChange((change) => feed.emit(change));
  /** Outside a transaction a write is committed when its statement is: told here at once, to the others best effort (their cache lifetime is the safety net). */
  const committed = async (client: pg.Pool | pg.PoolClient, change: Change) => {
    feed.emit(change);
    const { sql, params } = remote.notification(change);
    await client.query(sql, params).catch(() => undefined);
  };
  const onClient = (client: pg.Pool | pg.PoolClient): Connection => ({
    async query<T>(sql: string, params?: unknown[]) {
      return (await client.query(sql, params as unknown[])).rows as T[];
    },
    async exec(sql: string) {
      try {
        await client.query(sql);
      } finally {
        await committed(client, 'all');
      }
    },
    changed: (references) => committed(client, references),
  });
  const run = onClient(pool);
  return {
    kind: 'postgres',
    query: run.query,
    changed: run.changed,
    async transaction(fn) {
      const client = await pool.connect();
      let change: Change | undefined;
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: async <T>(sql: string, params?: unknown[]) => (await client.query(sql, params as unknown[])).rows as T[],
          // The other processes hear it when the transaction commits (NOTIFY is transactional).
          changed: async (references) => {
            change = mergeChanges(change, references);
            const { sql, params } = remote.notification(references);
            await client.query(sql, params);
          },
        });
        await client.query('COMMIT');
        if (change) feed.emit(change);
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    exec: run.exec,
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
    onChange(listener) {
      const unsubscribe = feed.subscribe(listener);
      remote.listen();
      return unsubscribe;
    },
    async close() {
      await remote.close();
      await pool.end();
    },
  };
}
