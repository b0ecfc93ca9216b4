import { PGlite } from '@electric-sql/pglite';
import { userInfo } from 'node:os';
import pg from 'pg';
import { ChangeFeed, mergeChanges, noteStatement, writtenTables, type ChangeListener, type TableChange } from './changes.ts';
import { RemoteChanges } from './remote-changes.ts';

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
  /**
   * Calls the listener once a write through this Db is over (after its statement, or after the
   * transaction it ran in) with the tables it wrote; on PostgreSQL also for the writes other
   * processes of the portal commit. For caches of what the database answers.
   */
  onChange(listener: ChangeListener): () => void;
  close(): Promise<void>;
}

/**
 * Change tracking of one database: wraps connections and transactions so that every statement is
 * noted for a read being recorded (recordReads) and every write is reported once it is over.
 */
class Tracker {
  readonly feed = new ChangeFeed();
  /**
   * @param report where a write goes once it is over (by default to this process's listeners)
   * @param always classify statements even with no listener here (PostgreSQL: others may listen)
   */
  constructor(
    private readonly report: (change: TableChange) => void = (change) => this.feed.emit(change),
    private readonly always = false,
  ) {}

  private get watching(): boolean {
    return this.always || this.feed.hasListeners;
  }

  private done(change: TableChange | undefined): void {
    if (change) this.report(change);
  }

  /** Statements outside a transaction: a write is over (committed) when its statement is. */
  connection(run: Connection): Connection {
    return {
      query: async <T>(sql: string, params?: unknown[]) => {
        noteStatement(sql);
        const change = this.watching ? writtenTables(sql) : undefined;
        try {
          return await run.query<T>(sql, params);
        } finally {
          this.done(change);
        }
      },
      exec: async (sql: string) => {
        try {
          await run.exec(sql);
        } finally {
          // A script (migrations, BEGIN/COMMIT by hand): anything may have changed.
          this.done(this.watching ? 'all' : undefined);
        }
      },
    };
  }

  /**
   * A transaction: its writes are reported when it is over, committed or rolled back (a
   * rolled-back write reported costs only a needless invalidation; one reported before the commit
   * could let a reader cache what is about to change).
   */
  async transaction<T>(open: (wrap: (tx: Queryable) => Queryable) => Promise<T>): Promise<T> {
    let change: TableChange | undefined;
    const wrap = (tx: Queryable): Queryable => ({
      query: <R>(sql: string, params?: unknown[]) => {
        noteStatement(sql);
        if (this.watching) change = mergeChanges(change, writtenTables(sql));
        return tx.query<R>(sql, params);
      },
    });
    try {
      return await open(wrap);
    } finally {
      this.done(change);
    }
  }
}

/** Opens embedded PGlite: persisted in dataDir, or in memory when dataDir is undefined. */
export async function openPglite(dataDir?: string): Promise<Db> {
  const lite = dataDir ? new PGlite(dataDir) : new PGlite();
  await lite.waitReady;
  const tracker = new Tracker();
  const run = tracker.connection({
    async query<T>(sql: string, params?: unknown[]) {
      return (await lite.query<T>(sql, params)).rows;
    },
    async exec(sql: string) {
      await lite.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    query: run.query,
    transaction: (fn) =>
      tracker.transaction((wrap) =>
        lite.transaction((tx) => fn(wrap({ query: async <T>(sql: string, params?: unknown[]) => (await tx.query<T>(sql, params)).rows }))),
      ),
    exec: run.exec,
    // PGlite is one connection in one process: its own mutex already serialises us.
    withAdvisoryLock: (_key, fn) => fn(run),
    onChange: (listener) => tracker.feed.subscribe(listener),
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
 * Writes are announced to the other processes on the same database (NOTIFY), and once something
 * listens to onChange this process hears theirs (LISTEN).
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
  const tracker = new Tracker((change) => {
    tracker.feed.emit(change);
    remote.announce(pool, change);
  }, true);
  remote.onChange((change) => tracker.feed.emit(change));
  const onClient = (client: pg.PoolClient): Connection =>
    tracker.connection({
      async query<T>(sql: string, params?: unknown[]) {
        return (await client.query(sql, params as unknown[])).rows as T[];
      },
      async exec(sql: string) {
        await client.query(sql);
      },
    });
  const run = tracker.connection({
    async query<T>(sql: string, params?: unknown[]) {
      return (await pool.query(sql, params as unknown[])).rows as T[];
    },
    async exec(sql) {
      await pool.query(sql);
    },
  });
  return {
    kind: 'postgres',
    query: run.query,
    transaction: (fn) =>
      tracker.transaction(async (wrap) => {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          const result = await fn(wrap({ query: async <T>(sql: string, params?: unknown[]) => (await client.query(sql, params as unknown[])).rows as T[] }));
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK');
          throw error;
        } finally {
          client.release();
        }
      }),
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
      const unsubscribe = tracker.feed.subscribe(listener);
      remote.listen();
      return unsubscribe;
    },
    async close() {
      await remote.close();
      await pool.end();
    },
  };
}
