import { PGlite } from '@electric-sql/pglite';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { openPglite, openPostgres, withDefaultUser, type Db } from '../../server/db/db.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seedDemoData } from '../../server/db/seed/index.ts';
import { ReportQueue } from '../../server/jobs/queue.ts';
import { LocalDiskStorage } from '../../server/files/storage.ts';
import { materializeDemoFiles } from '../../server/system/demo-files.ts';
import { loadConfig } from '../../server/config.ts';
import { createLogger } from '../../server/logger.ts';

/**
 * The migrated and seeded demo region of one test run, made once by the global setup
 * (tests/global-setup.ts) and copied by every test file that needs it.
 */
export interface SeedSnapshot {
  /** The UTC day the seed was made on: its dates are relative to it. */
  day: string;
  /** A tar of PGlite's data folder (dumpDataDir). */
  pgliteFile: string;
  /** The demo files (PDF) the seed's rows name, by database kind: a server's files folder starts as a copy. */
  files: Record<'pglite' | 'postgres', string>;
  /** On PostgreSQL (TEST_DATABASE_URL): the template database each file's database is created from. */
  postgresTemplate?: string;
  /** Starts the names of the files' databases: the run's teardown drops those a timed-out file left behind. */
  copyPrefix: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    seedSnapshot: SeedSnapshot;
  }
}

/**
 * The schema the seed lives in on PostgreSQL, in the template and in every copy: one fixed name, so
 * a second connection to a copy (another "process" of the portal) hears the same change channel.
 */
export const SEEDED_SCHEMA = 'portal_test';

/** A database's name that nothing else uses, for a run's template or a file's copy. */
function uniqueName(prefix: string): string {
  return `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
}

/** TEST_DATABASE_URL pointing at another database of the same server. */
export function databaseUrl(name: string): string {
  const url = new URL(withDefaultUser(process.env.TEST_DATABASE_URL!));
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement as the administrator of TEST_DATABASE_URL's server (CREATE/DROP DATABASE). */
async function asAdmin(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: withDefaultUser(process.env.TEST_DATABASE_URL!) });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** Drops the files' databases a run left behind (a file whose setup timed out never reached its own drop). */
async function dropCopies(prefix: string): Promise<void> {
  const admin = new pg.Client({ connectionString: withDefaultUser(process.env.TEST_DATABASE_URL!) });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ name: string }>(
      'SELECT datname AS name FROM pg_database WHERE starts_with(datname, $1)',
      [`${prefix}_`],
    );
    for (const { name } of rows) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/** Drops a database of the test server, closing whatever is still connected to it. */
export async function dropDatabase(name: string): Promise<void> {
  await asAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/**
 * Migrates and seeds db, writes the demo files into filesDir and creates the report job queue's
 * tables: what the server makes when it starts, so that it is in the snapshot too (on a loaded
 * machine each of them overran Fastify's 10 s for an onReady hook in every file). Closes db
 * whatever happens.
 */
async function migrateAndSeed(db: Db, filesDir: string): Promise<void> {
  try {
    await migrate(db);
    await db.transaction((tx) => seedDemoData(tx));
    // The demo PDFs, written once here instead of by each file's server when it starts (its onReady).
    await materializeDemoFiles({ db, storage: new LocalDiskStorage(filesDir) } as unknown as FastifyInstance);
    const queue = new ReportQueue({
      db,
      workers: 0,
      timeLimitMs: loadConfig({}).jobTimeLimitMs,
      log: createLogger('warn') as FastifyBaseLogger,
      run: async () => {
        throw new Error('No job runs while the snapshot is made');
      },
    });
    await queue.start();
    await queue.stop();
  } finally {
    await db.close();
  }
}

/** PGlite: seeds a data folder on disk and keeps its tar in folder. */
async function pgliteSnapshot(folder: string): Promise<string> {
  const dataDir = path.join(folder, 'pglite');
  // PGlite never settles on a missing folder (the process just ends): make it first.
  await mkdir(dataDir);
  await migrateAndSeed(await openPglite(dataDir), path.join(folder, 'files-pglite'));
  // Only the files are read here: the extensions are loaded by whoever opens the copy.
  const lite = new PGlite(dataDir);
  try {
    await lite.waitReady;
    const file = path.join(folder, 'seeded.tar');
    await writeFile(file, Buffer.from(await (await lite.dumpDataDir('none')).arrayBuffer()));
    return file;
  } finally {
    await lite.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** PostgreSQL: a template database, migrated and seeded, with no connection left open (CREATE DATABASE needs that). */
async function postgresTemplate(folder: string): Promise<string> {
  const name = uniqueName('portal_tpl');
  await asAdmin(`CREATE DATABASE ${name}`);
  try {
    await migrateAndSeed(await openPostgres(databaseUrl(name), SEEDED_SCHEMA), path.join(folder, 'files-postgres'));
  } catch (error) {
    await dropDatabase(name);
    throw error;
  }
  return name;
}

/** Makes the run's snapshots (PGlite always, PostgreSQL when TEST_DATABASE_URL is set) and the way to drop them. */
export async function createSeedSnapshots(): Promise<{ snapshot: SeedSnapshot; drop: () => Promise<void> }> {
  const folder = await mkdtemp(path.join(tmpdir(), 'portal-seed-'));
  const day = new Date().toISOString().slice(0, 10);
  const [lite, postgres] = await Promise.allSettled([
    pgliteSnapshot(folder),
    process.env.TEST_DATABASE_URL ? postgresTemplate(folder) : Promise.resolve(undefined),
  ]);
  const copyPrefix = uniqueName('portal_t');
  const drop = async () => {
    // Each step on its own: a failure of one must not leave the other behind nor hide the first error.
    const steps = [rm(folder, { recursive: true, force: true })];
    if (postgres.status === 'fulfilled' && postgres.value)
      steps.push(dropDatabase(postgres.value), dropCopies(copyPrefix));
    const failed = (await Promise.allSettled(steps)).find((step) => step.status === 'rejected');
    if (failed) throw failed.reason;
  };
  if (lite.status === 'rejected' || postgres.status === 'rejected') {
    await drop().catch(() => undefined);
    throw lite.status === 'rejected' ? lite.reason : (postgres as PromiseRejectedResult).reason;
  }
  const files = { pglite: path.join(folder, 'files-pglite'), postgres: path.join(folder, 'files-postgres') };
  return { snapshot: { day, pgliteFile: lite.value, files, postgresTemplate: postgres.value, copyPrefix }, drop };
}

/** The run's snapshot; a clear error when the file runs without the global setup. */
function runSnapshot(): SeedSnapshot {
  const snapshot = inject('seedSnapshot');
  if (!snapshot) throw new Error('No seeded snapshot: run the server tests through vitest.config.ts (its globalSetup)');
  return snapshot;
}

/** A database of its own, seeded fresh in place: the run's snapshot is of another day (a run past midnight). */
async function seededInPlace(db: Db): Promise<Db> {
  try {
    await migrate(db);
    await db.transaction((tx) => seedDemoData(tx));
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}

/**
 * A fresh copy of the run's migrated and seeded demo region, the file's own to change: in-memory
 * PGlite loaded from the snapshot's tar, or on PostgreSQL a new database from the run's template
 * (dropped by drop). url names that database, for a second connection to it. With dataDir, the
 * server's files folder there starts with the demo files the seed names.
 */
export async function openSeededDb(
  kind: 'pglite' | 'postgres',
  dataDir?: string,
): Promise<{ db: Db; drop: () => Promise<void>; url?: string }> {
  const snapshot = runSnapshot();
  const stale = snapshot.day !== new Date().toISOString().slice(0, 10);
  if (dataDir && !stale) await cp(snapshot.files[kind], path.join(dataDir, 'files'), { recursive: true });
  if (kind === 'pglite') {
    const db = stale
      ? await seededInPlace(await openPglite())
      : await openPglite(undefined, new Blob([await readFile(snapshot.pgliteFile)]));
    return { db, drop: async () => {} };
  }
  if (!snapshot.postgresTemplate) throw new Error('No PostgreSQL template: TEST_DATABASE_URL was not set for the run');
  const name = uniqueName(snapshot.copyPrefix);
  await asAdmin(stale ? `CREATE DATABASE ${name}` : `CREATE DATABASE ${name} TEMPLATE ${snapshot.postgresTemplate}`);
  const url = databaseUrl(name);
  try {
    const opened = await openPostgres(url, SEEDED_SCHEMA);
    const db = stale ? await seededInPlace(opened) : opened;
    return { db, drop: () => dropDatabase(name), url };
  } catch (error) {
    await dropDatabase(name).catch(() => undefined);
    throw error;
  }
}
