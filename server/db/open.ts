import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';
import { openPglite, openPostgres, type Db } from './db.ts';
import { migrate } from './migrate.ts';
import { seedDemoData } from './seed/index.ts';

/** Runs one named piece of a start (the caller logs its progress: startupStep in server/startup.ts). */
export type StepRunner = <T>(name: string, run: () => Promise<T>) => Promise<T>;
const justRun: StepRunner = (_name, run) => run();

/**
 * Opens the configured database, applies migrations and (unless turned off) the demo seed, logging
 * each. The seed is one transaction: a start cut short in the middle leaves nothing of it, and the
 * next start seeds again.
 */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'seedDemoData'>,
  step: StepRunner = justRun,
): Promise<Db> {
  if (!config.databaseUrl) await mkdir(path.join(config.dataDir, 'pglite'), { recursive: true });
  const db = config.databaseUrl
    ? await openPostgres(config.databaseUrl)
    : await openPglite(path.join(config.dataDir, 'pglite'));
  try {
    await step('migrations', () => migrate(db));
    if (config.seedDemoData) await step('demo-seed', () => db.transaction((tx) => seedDemoData(tx)));
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
