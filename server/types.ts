import type { Config } from './config.ts';
import type { Db } from './db/db.ts';
import type { FileStorage } from './files/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    storage: FileStorage;
  }
}
