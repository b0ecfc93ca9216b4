import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Logger } from 'pino';
import './types.ts';
import { mapTilesSource, trustProxyOption, type Config } from './config.ts';
import type { Db } from './db/db.ts';
import { createLogger } from './logger.ts';
import { registerValidation } from './http/validation.ts';
import { answerClientError, answerFrameworkError, registerErrorHandling } from './http/errors.ts';
import { registerClient } from './http/client.ts';
import { componentName, registerSharedAnswers } from './http/contract.ts';
import { openApiForIntegrators } from './http/openapi-document.ts';
import { registerPublicCache } from './http/public-cache.ts';
import { registerSecurityHeaders, securityHeaderOptions, swaggerUiPolicy } from './http/security-headers.ts';
import { registerSameOriginGuard } from './http/same-origin.ts';
import { COMPRESSION_THRESHOLD_BYTES } from './http/content-encoding.ts';
import { cachedSerializers } from './http/serializers.ts';
import { LocalDiskStorage } from './files/storage.ts';
import { sweepUploads } from './files/sweep.ts';
import { apiRoutes } from './routes/index.ts';
import rateLimit from '@fastify/rate-limit';
import {
  limitIdentityProviderPages,
  registerCallLimits,
  sharedRateLimitStore,
  tooManyCalls,
} from './http/rate-limits.ts';
import { registerSessions } from './auth/session.ts';
import { registerDevIdentityProvider } from './auth/dev-idp.ts';

export interface AppOptions {
  config: Config;
  db: Db;
  logger?: Logger;
}

/** Builds the whole server (API under /api, OpenAPI under /api/docs, the SPA) without listening. */
export async function buildApp({ config, db, logger }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: (logger ?? createLogger(config.logLevel)) as FastifyBaseLogger,
    // The client's address (rate limits, logs) comes from X-Forwarded-For only through a configured proxy.
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
    schemaController: { compilersFactory: { buildSerializer: cachedSerializers } },
  });
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('storage', new LocalDiskStorage(`${config.dataDir}/files`));
  app.decorate('startupSteps', [{ name: 'uploads-sweep', run: () => sweepUploads(app) }]);

  registerValidation(app);
  registerErrorHandling(app);
  registerSharedAnswers(app);
  // First: a kept public answer is served before the other plugins' hooks (it carries their headers).
  registerPublicCache(app, { ttlSeconds: config.publicCacheSeconds, maxEntries: config.publicCacheEntries });

  await registerSecurityHeaders(app, securityHeaderOptions([mapTilesSource(config.mapTiles)]));
  await app.register(compress, { global: true, threshold: COMPRESSION_THRESHOLD_BYTES });
  // Weak: the tag names the answer, not one encoding's bytes of it.
  await app.register(etag, { weak: true });
  await app.register(cookie);
  await app.register(multipart, {
    limits: { fileSize: config.maxReportFileSizeMb * 1024 * 1024, files: 1, fields: 5, fieldSize: 1024 },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'API портала социальных услуг', version: '0.1.0' },
      servers: [{ url: '/' }],
    },
    // Shared answers keep their names ($id) as components, which the client's generated types use.
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, index) => componentName(json, index) },
    // Valid OpenAPI 3.0 for integrators' tools; the routes keep their schemas for ajv.
    transformObject: openApiForIntegrators,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', transformStaticCSP: swaggerUiPolicy });

  await app.register(rateLimit, {
    global: false,
    // On PostgreSQL every process counts in one table; the embedded database's single process in memory.
    ...(db.kind === 'postgres' ? { store: sharedRateLimitStore(db, app.log) } : {}),
    errorResponseBuilder: tooManyCalls,
    // No counters on answers: a public answer kept for everyone must not carry one caller's count.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    addHeaders: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
      'retry-after': true,
    },
  });
  registerCallLimits(app);
  registerSameOriginGuard(app);
  registerSessions(app);
  if (config.oidc.embedded) {
    limitIdentityProviderPages(app);
    await registerDevIdentityProvider(app);
  }
  await app.register(apiRoutes, { prefix: '/api' });
  await registerClient(app);

  app.addHook('onClose', async () => {
    await db.close();
  });
  return app;
}
