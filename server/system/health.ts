import type { Db } from '../db/db.ts';
import { pingDatabase } from '../repositories/health.ts';

/** The health answer: the process answers and the database responds (a failure throws, a 500). */
export async function health(db: Db): Promise<{ status: 'ok'; database: Db['kind'] }> {
  await pingDatabase(db);
  return { status: 'ok', database: db.kind };
}
