import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pg from 'pg';
import { afterEach, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app.ts';
import { loadConfig } from '../../../server/config.ts';
import { openPglite, openPostgres, withDefaultUser, type Db } from '../../../server/db/db.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { seedDemoData } from '../../../server/db/seed/index.ts';
import { createLogger } from '../../../server/logger.ts';
import { hashId, newOpaqueId, SESSION_COOKIE } from '../../../server/auth/session.ts';
import { createSession } from '../../../server/repositories/sessions.ts';
import { JOB_MSG } from '../../../server/jobs/messages.ts';
import {
  FINAL_JOB_STATES,
  JOB_TRANSITIONS,
  JobState,
  unwrapJobMessage,
  type JobStateId,
} from '../../../common/report-jobs.ts';
import { createTestApp, describeEachDb, FRESH_DB_TEST_TIMEOUT_MS, type DbKind, type PageHeaders } from '../test-app.ts';
import { expectAllowed, waitForFinal } from '../report-job-helpers.ts';
import { startApp } from '../../../server/startup.ts';

/** A database that outlives one server: a PGlite folder, or a PostgreSQL schema. */
async function durableDb(kind: DbKind): Promise<{ open: () => Promise<Db>; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const dir = await mkdtemp(path.join(tmpdir(), 'job-restart-'));
    return { open: () => openPglite(dir), drop: () => rm(dir, { recursive: true, force: true }) };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  return {
    open: () => openPostgres(url, schema),
    drop: async () => {
      const admin = new pg.Client({ connectionString: withDefaultUser(url) });
      await admin.connect();
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.query(`DROP SCHEMA IF EXISTS ${schema}_jobs CASCADE`);
      await admin.end();
    },
  };
}

/** A server on that database, as `npm start` builds it (quiet log). */
async function serve(db: Db, dataDir: string, env: Record<string, string>): Promise<FastifyInstance> {
  const config = loadConfig({ DATA_DIR: dataDir, CLIENT_DIR: path.join(dataDir, 'no-client'), ...env });
  const quiet = new Writable({ write: (_chunk, _encoding, callback) => callback() });
  const app = await buildApp({ config, db, logger: createLogger('info', quiet) });
  await startApp(app);
  return app;
}

describeEachDb('report job queue', (kind) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('the transition table: final states have no way out, every state is reachable from New', () => {
    for (const state of FINAL_JOB_STATES) expect(JOB_TRANSITIONS[state]).toEqual([]);
    const reached = new Set<number>([JobState.New]);
    for (let changed = true; changed; ) {
      changed = false;
      for (const from of [...reached])
        for (const to of JOB_TRANSITIONS[from as JobStateId])
          if (!reached.has(to)) changed = reached.add(to) !== undefined;
    }
    expect([...reached].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it(
    'a job over its time limit ends Terminated with the reason as a JSON message, and stores no file',
    async () => {
      const t = await createTestApp(kind, { JOB_TIME_LIMIT_MS: '1' });
      cleanups.push(() => t.close());
      const citizen = await t.signIn('citizen');
      const [{ count: before }] = await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM files');
      const started = await t.app.inject({
        method: 'POST',
        url: '/api/jobs',
        payload: { type: 'personServiceInformation' },
        headers: citizen,
      });
      const key = started.json().data;
      const seen: number[] = [];
      expect(await waitForFinal(t, citizen, key, seen)).toBe(JobState.Terminated);
      expectAllowed(seen);
      const data = (await t.app.inject({ url: `/api/jobs/data/${key.typeId}/${key.id}`, headers: citizen })).json()
        .data;
      expect(data).toMatchObject({ stateId: JobState.Terminated, result: null });
      expect(unwrapJobMessage(data.message)).toBe(JOB_MSG.timeLimit);
      const [{ count: after }] = await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM files');
      expect(after).toBe(before);
    },
    FRESH_DB_TEST_TIMEOUT_MS,
  );

  it(
    'a job whose server died while running it runs again after the restart, never staying Running',
    async () => {
      const durable = await durableDb(kind);
      cleanups.push(durable.drop);
      const dataDir = await mkdtemp(path.join(tmpdir(), 'job-restart-files-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      // A 1 s limit: pg-boss gives up on a vanished worker 2 s after it.
      const env = { JOB_TIME_LIMIT_MS: '1000' };

      // The first server queues a job; its only worker takes it and the process dies mid-run.
      let db = await durable.open();
      await migrate(db);
      await db.transaction((tx) => seedDemoData(tx));
      let app = await serve(db, dataDir, { ...env, JOB_WORKERS: '0' });
      const [user] = await db.query<{ id: number }>("SELECT id FROM users WHERE login = 'citizen'");
      const sid = newOpaqueId();
      await createSession(db, hashId(sid), user.id, null);
      const citizen: PageHeaders = { cookie: `${SESSION_COOKIE}=${sid}`, 'sec-fetch-site': 'same-origin' };
      const key = (
        await app.inject({
          method: 'POST',
          url: '/api/jobs',
          payload: { type: 'personServiceInformation' },
          headers: citizen,
        })
      ).json().data;
      const schema =
        db.kind === 'pglite'
          ? 'pgboss'
          : (await db.query<{ s: string }>('SELECT current_schema() AS s'))[0].s + '_jobs';
      // What a worker's fetch leaves in the table: the job active since it was taken.
      await db.query(`UPDATE ${schema}.job SET state = 'active', started_on = now() WHERE id = $1`, [key.id]);
      expect((await app.inject({ url: `/api/jobs/${key.typeId}/${key.id}`, headers: citizen })).json().data.state).toBe(
        JobState.Running,
      );
      await app.close();

      // The restarted server finds it, lets the expiry pass, and runs it again to the end.
      db = await durable.open();
      app = await serve(db, dataDir, { ...env, JOB_WORKERS: '1' });
      cleanups.push(() => app.close());
      const seen: number[] = [JobState.Running];
      const final = await waitForFinal({ app }, citizen, key, seen);
      expect(final).toBe(JobState.Completed);
      expectAllowed(seen);
      const data = (await app.inject({ url: `/api/jobs/data/${key.typeId}/${key.id}`, headers: citizen })).json().data;
      expect(
        (await app.inject({ url: `/api/files/get?preloadId=${data.result.id}`, headers: citizen })).statusCode,
      ).toBe(200);
    },
    FRESH_DB_TEST_TIMEOUT_MS,
  );
});
