import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
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

/**
 * A failed statement as it may travel and be logged: the statement's name and its SQLSTATE code,
 * never its parameters nor the database's message (which quotes values: "invalid input syntax
 * for type integer: ...", a duplicate key's detail). The driver's error is dropped on purpose,
 * not kept as a cause, since loggers print causes too.
 */
export class StatementError extends Error {
  constructor(
    /** The statement's kind and table, e.g. 'INSERT INTO acts'. */
    readonly statement: string,
    /** SQLSTATE, e.g. '23505' for a unique violation; undefined when the failure is not the database's. */
    readonly code: string | undefined,
  ) {
    super(`SQL statement failed: ${statement}${code ? ` (SQLSTATE ${code})` : ''}`);
    this.name = 'StatementError';
  }
}

/** A statement's name for the log: its verb and the first table it names, without any literal. */
export function statementName(sql: string): string {
  const text = sql
    .replace(/--[^\n]*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const verb = /^\w+/.exec(text)?.[0].toUpperCase() ?? 'SQL';
  const target = /\b(INTO|UPDATE|FROM|TABLE|JOIN)\s+("?[A-Za-z_][\w.]*"?)/i.exec(text);
  if (!target) return verb;
  return verb === target[1].toUpperCase() ? `${verb} ${target[2]}` : `${verb} ${target[1].toUpperCase()} ${target[2]}`;
}

/** Runs one statement; a failure comes out as a StatementError. */
async function guarded<T>(sql: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    throw new StatementError(
      statementName(sql),
      typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined,
    );
  }
}

/**
 * The contrib extensions the migrations create: cube and earthdistance for the navigator's
 * distances, pg_trgm for the public searches by part of a name (PostgreSQL ships them in its
 * contrib package).
 */
const PGLITE_EXTENSIONS = { cube, earthdistance, pg_trgm };

/**
 * Opens embedded PGlite: persisted in dataDir, or in memory when dataDir is undefined; an in-memory
 * database starts from snapshot (a data folder as PGlite's dumpDataDir gives it) when one is given.
 */
export async function openPglite(dataDir?: string, snapshot?: Blob): Promise<Db> {
  // PGlite reads the options from the first argument when it is not a folder.
  const lite = dataDir
    ? new PGlite(dataDir, { extensions: PGLITE_EXTENSIONS })
    : new PGlite({ extensions: PGLITE_EXTENSIONS, loadDataDir: snapshot });
  await lite.waitReady;
  const feed = new ChangeFeed();
  const changed = async (references: readonly string[]) => feed.emit(references);
  const run: Connection = {
    async query<T>(sql: string, params?: unknown[]) {
      return guarded(sql, async () => (await lite.query<T>(sql, params)).rows);
    },
    async exec(sql: string) {
      try {
        await guarded(sql, () => lite.exec(sql));
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
          query: <T>(sql: string, params?: unknown[]) =>
            guarded(sql, async () => (await tx.query<T>(sql, params)).rows),
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
  // An idle connection the server ends (a restart, a dropped database) is an 'error' event of the
  // pool; without a listener it would end the process. The pool drops that client and opens a new
  // one for the next query, which reports its own error if the database is really gone.
  pool.on('error', () => undefined);
  // The schema the connections work in: the one given, else the URL's own (`?options=-c search_path=...`,
  // as a deployment or the bench sets it). The processes of one schema share a channel of its own: a
  // database that holds several portals (parallel tests, a bench beside them) must not mix their news.
  const [{ current }] = (await pool.query<{ current: string | null }>('SELECT current_schema() AS current')).rows;
  const scope =
    schema ?? (current && current !== 'public' && /^[a-z_][a-z0-9_]{0,47}$/.test(current) ? current : undefined);
  const remote = new RemoteChanges(
    { connectionString: url, options },
    scope ? `portal_changes_${scope}` : 'portal_changes',
  );
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
      return guarded(sql, async () => (await client.query(sql, params as unknown[])).rows as T[]);
    },
    async exec(sql: string) {
      try {
        await guarded(sql, () => client.query(sql));
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
          query: <T>(sql: string, params?: unknown[]) =>
            guarded(sql, async () => (await client.query(sql, params as unknown[])).rows as T[]),
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
