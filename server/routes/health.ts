import type { FastifyPluginAsync } from 'fastify';
import { ACCESS } from '../auth/access.ts';
import { ok, envelopeSchema } from '../http/envelope.ts';

/** GET /api/health: the process answers and the database responds. */
const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/health',
    {
      config: { access: ACCESS.any },
      schema: {
        summary: 'Состояние сервера',
        response: {
          200: envelopeSchema({ type: 'object', properties: { status: { type: 'string' }, database: { type: 'string' } } }),
        },
      },
    },
    async () => {
      await app.db.query('SELECT 1');
      return ok({ status: 'ok', database: app.db.kind });
    },
  );
};

export default healthRoutes;
