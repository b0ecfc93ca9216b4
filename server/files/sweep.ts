import type { FastifyInstance } from 'fastify';
import { existingStorageKeys } from '../repositories/files.ts';

/**
 * Start-up clean-up of the file storage: partial files of uploads a crash cut short, and files
 * that reached their place but whose database row never did. Logs how many went.
 */
export async function sweepUploads(app: FastifyInstance): Promise<void> {
  const { removed } = await app.storage.sweep((keys) => existingStorageKeys(app.db, keys));
  if (removed > 0) app.log.info({ removed }, 'removed files left by interrupted uploads');
}
