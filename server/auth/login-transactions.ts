import type { FastifyInstance } from 'fastify';
import { deleteExpiredLoginTransactions } from '../repositories/sessions.ts';

const SWEEP_EVERY_MS = 60_000;

/**
 * Deletes expired pending logins once a minute, so a sign-in started and never finished leaves
 * nothing behind even when no one signs in after it. The timer does not keep the process alive
 * and stops when the server closes.
 */
export function sweepLoginTransactions(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      deleteExpiredLoginTransactions(app.db).catch((error: unknown) =>
        app.log.warn({ err: error }, 'expired logins not deleted'),
      );
    }, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
  });
}
