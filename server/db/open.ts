import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';
import { openPglite, openPostgres, type Db } from './db.ts';
import { migrate } from './migrate.ts';
import { seedDemoData } from './seed/index.ts';

/** Opens the configured database, applies migrations and (unless turned off) the demo seed. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir' | 'seedDemoData'>): Promise<Db> {
  if (!config.databaseUrl) await mkdir(path.join(config.dataDir, 'pglite'), { recursive: true });
  const db = config.databaseUrl
    ? await openPostgres(config.databaseUrl)
    : await openPglite(path.join(config.dataDir, 'pglite'));
  try {
    await migrate(db);
    if (config.seedDemoData) await db.transaction((tx) => seedDemoData(tx));
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
