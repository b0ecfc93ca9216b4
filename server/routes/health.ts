import { ACCESS } from '../auth/access.ts';
import { ok } from '../http/envelope.ts';
import { envelope, type RoutePlugin } from '../http/contract.ts';
import { health } from '../system/health.ts';

/** GET /api/health: the process answers and the database responds. */
const healthRoutes: RoutePlugin = async (app) => {
  app.get(
    '/health',
    {
      config: { access: ACCESS.any },
      schema: {
        summary: 'Состояние сервера',
        response: {
          200: envelope({
            type: 'object',
            required: ['status', 'database'],
            additionalProperties: false,
            properties: { status: { type: 'string' }, database: { type: 'string' } },
          }),
        },
      },
    },
    async () => ok(await health(app.db)),
  );
};

export default healthRoutes;
