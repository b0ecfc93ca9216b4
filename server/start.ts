import { fileURLToPath } from 'node:url';
import { loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/open.ts';
import { buildApp } from './app.ts';
import { buildClientIfStale } from './build-client.ts';
import { DEMO_ACCOUNTS } from './db/seed/index.ts';
import { createLogger } from './logger.ts';
import { startApp, startupStep } from './startup.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** `npm start`: build the client if stale, open the database, serve API and SPA in one process. */
async function main(): Promise<void> {
  const config = loadConfig();
  buildClientIfStale(ROOT, config.clientDir, (line) => console.log(line));
  await serve(config);
}

/** Opens the database and serves until SIGINT or SIGTERM, then closes gracefully. */
export async function serve(config: Config): Promise<void> {
  const logger = createLogger(config.logLevel);
  const db = await openDatabase(config, (name, run) => startupStep(logger, name, run));
  const app = await buildApp({ config, db, logger });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await startApp(app);
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shown = config.publicUrl.replace(`:${config.port}`, `:${port}`);
  console.log(`\nПортал запущен: ${shown}  (API: ${shown}/api, OpenAPI: ${shown}/api/docs)`);
  console.log(`База данных: ${db.kind === 'pglite' ? `PGlite в ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`);
  console.log('Демо-учётные записи (вход через страницу тестового поставщика идентификации):');
  for (const account of DEMO_ACCOUNTS)
    console.log(`  ${account.login.padEnd(9)} ${account.caption}: ${account.description}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
