import type { TestProject } from 'vitest/node';
import { createSeedSnapshots } from './server/seed-snapshot.ts';

/**
 * Migrates and seeds the demo region once per run (PGlite, and PostgreSQL when TEST_DATABASE_URL is
 * set), hands the snapshot to the test files (inject('seedSnapshot')) and drops it at the end. Each
 * server test file opens its own copy (tests/server/seed-snapshot.ts), instead of migrating and
 * seeding its own: that setup took a third of the suite on a loaded machine.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { snapshot, drop } = await createSeedSnapshots();
  project.provide('seedSnapshot', snapshot);
  return drop;
}
