import { ACCESS } from '../auth/access.ts';
import { ok } from '../http/envelope.ts';
import { envelope, type RoutePlugin } from '../http/contract.ts';
import { health } from '../system/health.ts';
import { healthState } from '../schemas/health.ts';

/** GET /api/health: the process answers and the database responds. */
const healthRoutes: RoutePlugin = async (app) => {
  app.get(
    '/health',
    {
      config: { access: ACCESS.any },
      schema: {
        summary: 'Состояние сервера',
        response: { 200: envelope(healthState) },
      },
    },
    async () => ok(await health(app.db)),
  );
};

export default healthRoutes;
