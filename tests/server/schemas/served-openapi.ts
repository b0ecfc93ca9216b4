import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../../server/config.ts';
import { buildApp } from '../../../server/app.ts';
import { createLogger } from '../../../server/logger.ts';
import { openTestDb } from '../test-app.ts';

/**
 * The OpenAPI document as the server serves it at /api/docs/json: the whole app (with the test
 * acts' routes) on an empty database, no demo data (the document comes from the route schemas),
 * built, read and closed again.
 */
export async function readServedOpenApi(): Promise<unknown> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-openapi-test-'));
  const { db, drop } = await openTestDb('pglite');
  try {
    const config = loadConfig({
      DATA_DIR: dataDir,
      CLIENT_DIR: path.join(dataDir, 'no-client'),
      ENABLE_TEST_ACTS: 'true',
      SEED_DEMO_DATA: 'false',
    });
    const app = await buildApp({ config, db, logger: createLogger('error') });
    try {
      await app.ready();
      return (await app.inject('/api/docs/json')).json();
    } finally {
      await app.close();
    }
  } finally {
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
