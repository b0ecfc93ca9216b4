import type { Queryable } from '../db/db.ts';
import { countImpersonationLog, listImpersonationLog } from '../repositories/admin.ts';

/**
 * The administrator's service (platform.md section 7): the user search and the impersonation log.
 * Reads only; the queries are the repository's (`admin.ts`).
 */
export { searchUsers } from '../repositories/admin.ts';

/** One page of the impersonation audit log with the log's total. */
export async function impersonationLogPage(db: Queryable, page: number, pageSize: number) {
  return {
    total: await countImpersonationLog(db),
    items: await listImpersonationLog(db, pageSize, (page - 1) * pageSize),
  };
}
