import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pg from 'pg';
import { describe } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../../server/config.ts';
import { openPglite, openPostgres, withDefaultUser, type Db } from '../../server/db/db.ts';
import { buildApp } from '../../server/app.ts';
import { createLogger } from '../../server/logger.ts';
import { hashId, newOpaqueId, SESSION_COOKIE } from '../../server/auth/session.ts';
import { createSession } from '../../server/repositories/sessions.ts';
import { openSeededDb } from './seed-snapshot.ts';
import { startApp } from '../../server/startup.ts';

export type DbKind = 'pglite' | 'postgres';

/** The role an employee works in at an institution: 2 provider, 3 social worker, 4 tour operator. */
export type InstitutionRole = 2 | 3 | 4;

type AvailableInstitution = { institutionSourceType: number; institutionId: number; institutionRole: number };

/** What a request of the portal's own script carries: its session cookie and Sec-Fetch-Site. */
export type PageHeaders = {
  cookie: string;
  'sec-fetch-site': 'same-origin';
};

/**
 * The time limit of a test that builds a fresh database (migrations, often the demo seed) inside
 * its own body: the hooks' limit, since that is the work hooks do elsewhere. On a busy 2-core
 * machine a fresh PGlite with the seed has taken over a third of the default 20 s.
 */
export const FRESH_DB_TEST_TIMEOUT_MS = 60_000;

/** The databases the integration suite runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const DB_KINDS: DbKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestApp {
  app: FastifyInstance;
  /**
   * A live session of a demo login (bypasses the provider: see auth tests for the real flow), as the
   * headers of the portal's own page: the Cookie and Sec-Fetch-Site same-origin.
   */
  signIn(login: string): Promise<PageHeaders>;
  /** signIn, then the first institution where the login has this role (2 provider, 3 social worker) chosen as current. */
  signInEmployee(login: string, institutionRole: 2 | 3): Promise<{ headers: PageHeaders; institutionId: number }>;
  /** signIn, then this institution chosen as current in this role (2 provider, 3 social worker, 4 tour operator). */
  signInAt(login: string, institutionId: number, institutionRole: InstitutionRole): Promise<PageHeaders>;
  db: Db;
  config: Config;
  /** Every log line the server wrote, as text. */
  logs: string[];
  /** On PostgreSQL: the URL of the file's own database, for a second connection to it. */
  databaseUrl?: string;
  /** Closes the server and drops its database and data folder (each step even when another fails). */
  close(): Promise<void>;
}

/**
 * A fresh, empty database of the given kind: in-memory PGlite, or a new schema on PostgreSQL. For
 * the tests of migrations and of the seed itself; the others take a seeded copy (openSeededDb).
 */
export async function openTestDb(kind: DbKind): Promise<{ db: Db; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const db = await openPglite();
    return { db, drop: async () => {} };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const db = await openPostgres(url, schema);
  return {
    db,
    drop: async () => {
      const admin = new pg.Client({ connectionString: withDefaultUser(url) });
      await admin.connect();
      try {
        await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        // The report job queue's own schema beside it (server/jobs/queue.ts).
        await admin.query(`DROP SCHEMA IF EXISTS ${schema}_jobs CASCADE`);
      } finally {
        await admin.end();
      }
    },
  };
}

/** Runs every step, even after one fails, and then throws the first failure. */
async function allSteps(steps: Array<() => Promise<unknown>>): Promise<void> {
  const failures: unknown[] = [];
  for (const step of steps) await step().catch((error: unknown) => failures.push(error));
  if (failures.length) throw failures[0];
}

/**
 * Builds the whole server on its own copy of the run's migrated and seeded database (see
 * seed-snapshot.ts) with a temporary data folder. Every inject comes from one address, so the rate
 * limits (sign-in, uploads, jobs, searches, the identity provider's pages) are lifted unless a test
 * sets them. A failure on the way closes what was opened.
 */
export async function createTestApp(kind: DbKind, env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-test-'));
  const removeDataDir = () => rm(dataDir, { recursive: true, force: true });
  const config = loadConfig({
    DATA_DIR: dataDir,
    CLIENT_DIR: path.join(dataDir, 'no-client'),
    LOG_LEVEL: 'info',
    ENABLE_TEST_ACTS: 'true',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    UPLOAD_RATE_LIMIT_PER_MINUTE: '100000',
    JOB_RATE_LIMIT_PER_MINUTE: '100000',
    SEARCH_RATE_LIMIT_PER_MINUTE: '100000',
    IDP_RATE_LIMIT_PER_MINUTE: '100000',
    // The calendar's notices are swept by the tests that read them (tests/server/messages/deadlines.test.ts).
    DEADLINE_SWEEP_MINUTES: '0',
    ...env,
  });
  let opened: Awaited<ReturnType<typeof openSeededDb>>;
  try {
    opened = await openSeededDb(kind, dataDir);
  } catch (error) {
    await removeDataDir();
    throw error;
  }
  const { db, drop, url: databaseUrl } = opened;
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      logs.push(String(chunk));
      callback();
    },
  });
  let app: FastifyInstance;
  try {
    app = await buildApp({ config, db, logger: createLogger('info', stream) });
  } catch (error) {
    await allSteps([() => db.close(), drop, removeDataDir]).catch(() => undefined);
    throw error;
  }
  // The app closes the database (its onClose hook) from here on.
  const close = () => allSteps([() => app.close(), drop, removeDataDir]);
  try {
    await startApp(app);
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
  const signIn = async (login: string) => {
    const [user] = await db.query<{ id: number }>('SELECT id FROM users WHERE login = $1', [login]);
    if (!user) throw new Error(`No demo login ${login}`);
    const id = newOpaqueId();
    await createSession(db, hashId(id), user.id, null);
    return { cookie: `${SESSION_COOKIE}=${id}`, 'sec-fetch-site': 'same-origin' as const };
  };
  /** Chooses, as the portal's institution menu does, the first available institution that fits; none when nothing fits. */
  const choose = async (
    headers: PageHeaders,
    fits: (i: AvailableInstitution) => boolean,
  ): Promise<AvailableInstitution | undefined> => {
    const me = (await app.inject({ url: '/api/esia/current-user-info', headers })).json().data;
    const inst = (me.availableInstitutions as AvailableInstitution[]).find(fits);
    if (!inst) return undefined;
    const q = `institutionSourceType=${inst.institutionSourceType}&institutionId=${inst.institutionId}&institutionRole=${inst.institutionRole}`;
    const chosen = await app.inject({ url: `/api/esia/set-user-institution-role?${q}`, headers });
    if (chosen.statusCode !== 200) throw new Error(`set-user-institution-role: ${chosen.statusCode}`);
    return inst;
  };
  return {
    app,
    db,
    config,
    logs,
    databaseUrl,
    signIn,
    async signInEmployee(login: string, institutionRole: 2 | 3) {
      const headers = await signIn(login);
      const inst = await choose(headers, (i) => i.institutionRole === institutionRole);
      if (!inst) throw new Error(`${login} has no institution with role ${institutionRole}`);
      return { headers, institutionId: inst.institutionId };
    },
    async signInAt(login: string, institutionId: number, institutionRole: InstitutionRole) {
      const headers = await signIn(login);
      const inst = await choose(
        headers,
        (i) => i.institutionId === institutionId && i.institutionRole === institutionRole,
      );
      if (!inst) throw new Error(`${login} has no institution ${institutionId} with role ${institutionRole}`);
      return headers;
    },
    close,
  };
}

/** describe() once per database kind of DB_KINDS. */
export function describeEachDb(name: string, body: (kind: DbKind) => void): void {
  for (const kind of DB_KINDS) describe(`${name} [${kind}]`, () => body(kind));
}

/**
 * A second server process on the PostgreSQL database of a test app (its own pool and LISTEN
 * connection), for what one process must hear of the other's writes. Close it before the test app.
 */
export async function secondProcess(t: TestApp): Promise<{ app: FastifyInstance; db: Db }> {
  if (!t.databaseUrl) throw new Error('a second process needs the PostgreSQL test database');
  const schema = (await t.db.query<{ schema: string }>('SELECT current_schema() AS schema'))[0].schema;
  const db = await openPostgres(t.databaseUrl, schema);
  const app = await buildApp({ config: t.config, db, logger: createLogger('warn') });
  await app.ready();
  return { app, db };
}
