import type { Config } from './config.ts';
import type { Db } from './db/db.ts';
import type { FileStorage } from './files/storage.ts';
import type { StartupStep } from './startup.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    storage: FileStorage;
    /** Work run after ready, before the server listens (see startApp in startup.ts). */
    startupSteps: StartupStep[];
  }
}
